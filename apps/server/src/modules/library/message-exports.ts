// A message export kept as it came (issue 38): a project's file or a library file that is an SMS backup, a WhatsApp
// chat or an e-mail export is found by content on the job's thread (library.jobs.ts, `listMessages`) and stored
// under its app's name as its kind and its own MIME type, so a download gives it back as it was; a build makes its
// transcript (builds.messages.ts).
import { ZMessageExportSummary } from "@courtready/contracts";
import type { TMessageExportSummary } from "@courtready/contracts";
import type { MessageExportKind } from "@courtready/engine";
import type { MessageExportFound } from "./library.jobs.ts";

/** The MIME type a kept export is served with (contracts' MESSAGE_EXPORT_FORMATS names the same ones). */
const MIME_TYPES: Record<MessageExportKind, string> = {
  "sms-backup": "application/xml",
  // Refused by the engine (a call log is not messages); listed here only so the table is whole.
  "call-log": "application/xml",
  "whatsapp-text": "text/plain",
  "whatsapp-zip": "application/zip",
  eml: "message/rfc822",
  mbox: "application/mbox",
  "outlook-msg": "application/vnd.ms-outlook",
};

/** What a file row records of a kept export. */
export interface KeptExport {
  /** "messages:sms-backup"…: not an engine document type, so nothing takes the row for one. */
  detectedType: string;
  /** The export's app as the builder's picker names it ("SMS Backup & Restore"); the web shows it as it comes. */
  fileType: string;
  mimeType: string;
}

export function keptExport(found: MessageExportFound): KeptExport {
  const { kind } = found;
  return {
    detectedType: kind ? `messages:${kind}` : "messages",
    fileType: found.listing.exportApp,
    mimeType: kind ? MIME_TYPES[kind] : "application/octet-stream",
  };
}

/** True for a check's answer that found a message export (`listMessages`). */
export function isMessageExport(result: { ok: boolean; code?: string }): result is MessageExportFound {
  return !result.ok && result.code === "MESSAGE_EXPORT" && "listing" in result;
}

/** The zone a project's or library's export is listed in: the request carries no browser zone. */
export const KEPT_EXPORT_ZONE = "UTC";

/**
 * A row's kept listing (`message_export`, migration 0027): its conversations as the save or upload listed them;
 * undefined when not an export, kept before the column, or unreadable (a row is never refused for it).
 */
export function storedListingOf(text: string | null): TMessageExportSummary | undefined {
  if (!text) return undefined;
  try {
    const parsed = ZMessageExportSummary.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
