// Tells a message export from other files by its content (never its name) and reads it with the right reader.
// Only the first bytes are looked at to decide, so an SMS backup of hundreds of megabytes is streamed, not loaded.
import { open, readFile } from "node:fs/promises";
import { hasBytes } from "../ingest/bytes.ts";
import { listZipEntries } from "../zip/list.ts";
import { unzipSync } from "fflate";
import { MessagesError } from "./model.ts";
import type { MessageExport } from "./model.ts";
import { readSmsBackup, sha256File } from "./sms-backup.ts";
import { chatEntryName, looksLikeWhatsApp, parseWhatsAppText, parseWhatsAppZip } from "./whatsapp.ts";
import { messageKindOfHead } from "../ingest/message-exports.ts";
import { CFB_SIGNATURE } from "../ingest/cfb.ts";
import { isOutlookMsg } from "./email-detect.ts";
import type { MessageHeadKind } from "../ingest/message-exports.ts";

export type MessageExportKind = MessageHeadKind | "whatsapp-zip" | "outlook-msg";

const HEAD_BYTES = 8192;

/** The kind of message export the file at `path` holds, or null: read from its first bytes (and a zip's chat). */
export async function messageKindOf(path: string): Promise<MessageExportKind | null> {
  const handle = await open(path, "r");
  let head: Uint8Array;
  try {
    const buffer = new Uint8Array(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    head = buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
  if (hasBytes(head, 0, "PK\u0003\u0004")) return (await zipHoldsWhatsAppChat(path)) ? "whatsapp-zip" : null;
  if (hasBytes(head, 0, CFB_SIGNATURE))
    return isOutlookMsg(new Uint8Array(await readFile(path)), path) ? "outlook-msg" : null;
  return messageKindOfHead(head);
}

async function zipHoldsWhatsAppChat(path: string): Promise<boolean> {
  const bytes = new Uint8Array(await readFile(path));
  try {
    const names = listZipEntries(bytes).entries.map((e) => e.name);
    const chat = chatEntryName(names);
    if (!chat) return false;
    const files = unzipSync(bytes, { filter: (f) => f.name === chat });
    const text = new TextDecoder("utf-8").decode(files[chat]!.subarray(0, HEAD_BYTES));
    return looksLikeWhatsApp(text) !== null;
  } catch {
    // A damaged archive or chat is not an export we can read: the ordinary checks then name what is wrong with it.
    return false;
  }
}

export interface ReadMessagesOptions {
  /** The zone WhatsApp's wall-clock times were written in (IANA name). */
  timeZone: string;
  /** The name the phone's owner is shown under in an SMS backup. */
  ownerName?: string;
  /** SMS backups: which conversations keep their pictures' bytes (the ones that will be rendered). */
  keepBytesFor?: (key: string, title: string) => boolean;
}

/** Reads a message export of a known kind. Throws MessagesError (with what was read, where that helps). */
export async function readMessageExport(
  path: string,
  fileName: string,
  kind: MessageExportKind,
  options: ReadMessagesOptions,
): Promise<MessageExport> {
  switch (kind) {
    case "call-log":
      throw new MessagesError(
        "MESSAGES_CALL_LOG",
        fileName,
        "this is a call log (a list of phone calls), not a backup of text messages; in SMS Backup & Restore, " +
          "back up Messages and upload the file whose name starts with sms-",
      );
    case "sms-backup":
      return readSmsBackup(path, fileName, {
        ...(options.ownerName ? { ownerName: options.ownerName } : {}),
        ...(options.keepBytesFor ? { keepBytesFor: options.keepBytesFor } : {}),
      });
    case "whatsapp-text": {
      const bytes = new Uint8Array(await readFile(path));
      return parseWhatsAppText(bytes, fileName, await sha256File(path), { timeZone: options.timeZone });
    }
    case "whatsapp-zip":
      return parseWhatsAppZip(new Uint8Array(await readFile(path)), fileName, { timeZone: options.timeZone });
    // The e-mail readers (and mailparser, msgreader, html-to-text with them) are loaded only when an e-mail is read:
    // the CLI reads every other file without them (in its bundle they are a chunk of their own).
    case "eml": {
      const { parseEml } = await import("./eml.ts");
      return parseEml(new Uint8Array(await readFile(path)), fileName);
    }
    case "mbox": {
      const { readMbox } = await import("./mbox.ts");
      return readMbox(path, fileName);
    }
    case "outlook-msg": {
      const { parseOutlookMsg } = await import("./outlook-msg.ts");
      return parseOutlookMsg(new Uint8Array(await readFile(path)), fileName);
    }
  }
}
