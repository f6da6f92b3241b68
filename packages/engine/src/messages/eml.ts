// Reads one RFC 5322 e-mail (an .eml file, or one message of a mailbox) into a `MailRecord` with mailparser:
// MIME structure, quoted-printable and base64, every charset iconv-lite knows (ISO-8859-1, Windows-1252, Shift_JIS…),
// RFC 2047 encoded names and subjects. An HTML-only body is turned into text (email.ts), never rendered. A message
// cut short (a multipart without its closing boundary, a header never ended) is reported, not silently shortened.
import { createHash } from "node:crypto";
import { simpleParser } from "mailparser";
import type { AddressObject, ParsedMail } from "mailparser";
import { htmlToReadableText, mailConversations, mailSource } from "./email.ts";
import type { MailAddress, MailRecord } from "./email.ts";
import { MessagesError, mimeFromName } from "./model.ts";
import type { Attachment, MessageExport } from "./model.ts";

const PARSE_OPTIONS = {
  // Only what the transcript prints is made: no HTML made from text, no links turned into markup.
  skipHtmlToText: true,
  skipTextToHtml: true,
  skipTextLinks: true,
  skipImageLinks: true,
} as const;

function addresses(value: AddressObject | AddressObject[] | undefined): MailAddress[] {
  const objects = value === undefined ? [] : Array.isArray(value) ? value : [value];
  const out: MailAddress[] = [];
  const walk = (list: { name: string; address?: string | undefined; group?: unknown }[]) => {
    for (const a of list) {
      // A group ("Tenants: a@x, b@y;") lists its members.
      if (Array.isArray(a.group)) walk(a.group as { name: string; address?: string }[]);
      else if (a.address || a.name)
        out.push({ name: a.name.trim(), address: (a.address ?? "").trim().toLowerCase() });
    }
  };
  for (const o of objects) walk(o.value);
  return out;
}

function bareId(id: string | undefined): string | undefined {
  const trimmed = id?.trim().replace(/^<|>$/g, "");
  return trimmed ? trimmed : undefined;
}

function references(value: string | string[] | undefined): string[] {
  const all = value === undefined ? [] : Array.isArray(value) ? value : value.split(/\s+/);
  return all.flatMap((r) => {
    const id = bareId(r);
    return id ? [id] : [];
  });
}

/**
 * Why the raw message looks cut short, or null: its header has no end, or a multipart it declares never closes
 * ("--boundary--" missing). mailparser reads such a message without complaint, and the lost end would go unseen.
 */
export function truncationOf(raw: Uint8Array): string | null {
  // Latin-1 keeps one character per byte: the header and MIME lines are ASCII, whatever charset the text is in.
  const text = Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength).toString("latin1");
  if (!/\r?\n\r?\n/.test(text)) return "its header ends without the blank line before the body";
  const boundaries = new Set<string>();
  for (const m of text.matchAll(/boundary\s*=\s*(?:"([^"\r\n]+)"|([^;\s"]+))/gi))
    boundaries.add((m[1] ?? m[2])!);
  for (const b of boundaries) {
    // A boundary quoted in a body (a forwarded message's text) is not declared by a Content-Type header: only
    // boundaries whose opening delimiter line is there are checked.
    if (!text.includes(`\n--${b}`)) continue;
    if (!text.includes(`--${b}--`)) return `a MIME part list (boundary "${b}") has no closing line`;
  }
  return null;
}

export interface ParseMailOptions {
  /** 1-based place of the message in its file. */
  position: number;
  /**
   * The raw message again, for attachments read on demand (a mailbox keeps only their names and sizes in memory).
   * Without it, attachment bytes are kept with the record (a single .eml).
   */
  reload?: () => Promise<Uint8Array>;
}

async function attachmentBytes(reload: () => Promise<Uint8Array>, k: number): Promise<Uint8Array> {
  const again = await simpleParser(Buffer.from(await reload()), PARSE_OPTIONS);
  const found = again.attachments[k];
  if (!found) throw new Error(`attachment ${k + 1} is no longer in the message`);
  return new Uint8Array(found.content);
}

// The two loaders are made in functions of their own: closures made in one scope share its variables, so a
// re-reading loader made beside a keeping one would hold the attachment's bytes too, and a mailbox's memory would
// grow with every attachment in it (measured: 200 attachments of 200 KB kept 38 MB after collection).
function readAgain(reload: () => Promise<Uint8Array>, k: number): () => Promise<Uint8Array> {
  return () => attachmentBytes(reload, k);
}

function kept(content: Uint8Array): () => Promise<Uint8Array> {
  return () => Promise.resolve(content);
}

/** One e-mail's record. The caller checks `truncationOf` first where a cut-short message must be refused. */
export async function parseMail(raw: Uint8Array, options: ParseMailOptions): Promise<MailRecord> {
  const mail: ParsedMail = await simpleParser(
    Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength),
    PARSE_OPTIONS,
  );
  const text = mail.text?.trim()
    ? mail.text
    : typeof mail.html === "string"
      ? htmlToReadableText(mail.html)
      : "";
  const attachments: Attachment[] = mail.attachments.map((a, k) => {
    const name = a.filename?.trim() || `attachment ${k + 1}`;
    const mime =
      a.contentType && a.contentType !== "application/octet-stream" ? a.contentType : mimeFromName(name);
    return {
      name,
      mime: mime.toLowerCase(),
      size: a.content.byteLength,
      load: options.reload ? readAgain(options.reload, k) : kept(new Uint8Array(a.content)),
    };
  });
  const from = addresses(mail.from)[0] ?? { name: "Unknown sender", address: "" };
  const date = mail.date && !Number.isNaN(mail.date.getTime()) ? mail.date : null;
  const messageId = bareId(mail.messageId);
  const inReplyTo = bareId(mail.inReplyTo);
  return {
    from,
    to: addresses(mail.to),
    cc: addresses(mail.cc),
    date,
    subject: mail.subject ?? "",
    text: text.replace(/\r\n?/g, "\n").trimEnd(),
    attachments,
    ...(messageId ? { messageId } : {}),
    ...(inReplyTo ? { inReplyTo } : {}),
    references: references(mail.references),
    position: options.position,
  };
}

/** Reads an .eml file's bytes as an export of one conversation (one e-mail). */
export async function parseEml(bytes: Uint8Array, fileName: string): Promise<MessageExport> {
  const source = mailSource(fileName, createHash("sha256").update(bytes).digest("hex"), "E-mail file (.eml)");
  const cut = truncationOf(bytes);
  if (cut) {
    // What was read is kept as a partial export: the person may still want the part of the e-mail that is there.
    const record = await parseMail(bytes, { position: 1 }).catch(() => null);
    throw new MessagesError(
      "MESSAGES_TRUNCATED",
      fileName,
      `the e-mail is cut short: ${cut}`,
      { message: 1 },
      record ? { source, conversations: mailConversations([record], source) } : undefined,
    );
  }
  const record = await parseMail(bytes, { position: 1 });
  return { source, conversations: mailConversations([record], source) };
}
