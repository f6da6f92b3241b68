// Reads an Outlook item file (.msg: an OLE compound file of MAPI properties, [MS-OXMSG]) into a `MailRecord`
// with @kenjiuno/msgreader: sender, To/Cc recipients, subject, delivery (else submit) time, the text body or the
// HTML body turned into text, and attachments with their bytes. The engine's own compound-file reader checks the
// container first, so a cut-off file is named as such rather than read as an e-mail with pieces missing.
import { createHash } from "node:crypto";
import MsgReaderImport from "@kenjiuno/msgreader";
import type { FieldsData } from "@kenjiuno/msgreader";
import { CfbError, openCfb } from "../ingest/cfb.ts";
import { htmlToReadableText, mailConversations, mailSource } from "./email.ts";
import type { MailAddress, MailRecord } from "./email.ts";
import { MessagesError, mimeFromName } from "./model.ts";
import type { Attachment, MessageExport } from "./model.ts";

// The package is CommonJS compiled from ES modules: Node's own import (and the CLI's bundle) gives its
// module.exports, whose `default` is the class; vitest, honouring `__esModule`, gives the class itself.
type MsgReaderClass = typeof MsgReaderImport;
const loaded = MsgReaderImport as unknown as MsgReaderClass | { default: MsgReaderClass };
const MsgReader: MsgReaderClass = "default" in loaded ? loaded.default : loaded;

function address(name: string | undefined, ...addresses: (string | undefined)[]): MailAddress {
  // An Exchange sender's "email" may be an X.500 path ("/O=ORG/OU=…"), not an address a reader can use.
  const smtp = addresses.find((a) => a && a.includes("@") && !a.startsWith("/")) ?? "";
  return { name: (name ?? "").trim(), address: smtp.trim().toLowerCase() };
}

function dateOf(fields: FieldsData): Date | null {
  for (const value of [fields.messageDeliveryTime, fields.clientSubmitTime, fields.creationTime]) {
    const date = value ? new Date(value) : null;
    if (date && !Number.isNaN(date.getTime())) return date;
  }
  return null;
}

/** Reads an Outlook .msg file's bytes as an export of one conversation (one e-mail). */
export function parseOutlookMsg(bytes: Uint8Array, fileName: string): MessageExport {
  const source = mailSource(
    fileName,
    createHash("sha256").update(bytes).digest("hex"),
    "Microsoft Outlook (.msg)",
  );
  let damaged: boolean;
  try {
    damaged = openCfb(bytes).damaged;
  } catch (error) {
    if (!(error instanceof CfbError)) throw error;
    throw new MessagesError(
      "MESSAGES_MALFORMED",
      fileName,
      `the Outlook file cannot be read: ${error.message}`,
      {
        message: 1,
      },
    );
  }
  if (damaged)
    throw new MessagesError(
      "MESSAGES_TRUNCATED",
      fileName,
      "the Outlook file is cut short or damaged: parts of its compound file are missing",
      { message: 1 },
    );
  let reader: InstanceType<MsgReaderClass>;
  let fields: FieldsData;
  try {
    reader = new MsgReader(new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    fields = reader.getFileData();
  } catch (error) {
    throw new MessagesError(
      "MESSAGES_MALFORMED",
      fileName,
      `the Outlook file cannot be read: ${error instanceof Error ? error.message : String(error)}`,
      { message: 1 },
    );
  }
  if (fields.error || fields.dataType !== "msg")
    throw new MessagesError(
      "MESSAGES_MALFORMED",
      fileName,
      `the Outlook file cannot be read: ${fields.error ?? "not a message"}`,
      {
        message: 1,
      },
    );
  const recipients = fields.recipients ?? [];
  const of = (type: "to" | "cc") =>
    recipients
      .filter((r) => (r.recipType ?? "to") === type)
      .map((r) => address(r.name, r.smtpAddress, r.email))
      .filter((a) => a.name || a.address);
  const attachments: Attachment[] = (fields.attachments ?? []).map((a, k) => {
    const name = (a.fileName ?? a.fileNameShort ?? a.name ?? "").trim() || `attachment ${k + 1}`;
    const mime = (a.attachMimeTag?.trim() || mimeFromName(name)).toLowerCase();
    if (a.innerMsgContent)
      return { name: `${name} (an attached e-mail)`, mime: "application/vnd.ms-outlook" };
    const content = reader.getAttachment(a).content;
    return { name, mime, size: content.byteLength, load: () => Promise.resolve(content) };
  });
  const text = fields.body?.trim()
    ? fields.body
    : fields.bodyHtml
      ? htmlToReadableText(fields.bodyHtml)
      : fields.html
        ? htmlToReadableText(new TextDecoder("utf-8").decode(fields.html))
        : "";
  const record: MailRecord = {
    from: address(fields.senderName, fields.senderSmtpAddress, fields.senderEmail),
    to: of("to"),
    cc: of("cc"),
    date: dateOf(fields),
    subject: fields.subject ?? "",
    text: text.replace(/\r\n?/g, "\n").trimEnd(),
    attachments,
    references: [],
    position: 1,
  };
  if (!record.from.name && !record.from.address) record.from = { name: "Unknown sender", address: "" };
  return { source, conversations: mailConversations([record], source) };
}
