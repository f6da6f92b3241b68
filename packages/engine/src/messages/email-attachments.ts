// The attachments of the e-mails a transcript shows that can stand as exhibits of their own: a PDF or a photo
// (JPEG, PNG) attached to an e-mail is often the evidence itself (the lease, the invoice, the picture of the
// damage). The transcript lists every attachment by name and size; these are offered to be added right after it
// (the CLI's --email-attachments; the web app's "add as its own exhibit"), each with a description naming the
// e-mail it came with, so the judge can find it in the transcript.
import { isEmailApp, messagesOf, participantOf } from "./model.ts";
import type { Attachment, Conversation, Message } from "./model.ts";
import type { SelectedTranscript } from "./select.ts";
import { participantLabel } from "./select.ts";
import { formatDateTime } from "./time.ts";

/** The attachment types the binder takes as exhibits as they are. */
const EXHIBIT_MIME = new Set(["application/pdf", "image/jpeg", "image/png"]);

export interface AttachmentExhibit {
  /** The attachment's file name as the e-mail gives it. */
  name: string;
  mime: string;
  size?: number;
  load: () => Promise<Uint8Array>;
  /** The e-mail it came with (its `index` in the conversation). */
  messageIndex: number;
  /** The index description: 'Attachment "lease.pdf" to the e-mail from Bob … of March 3, 2025, 9:15 AM EST, "Rent"'. */
  description: string;
}

function exhibitType(a: Attachment): boolean {
  return a.load !== undefined && EXHIBIT_MIME.has(a.mime);
}

/**
 * The index line of one attachment taken out of an e-mail: 'Attachment "lease.pdf" to the e-mail from Bob … of
 * March 3, 2025, 9:15 AM EST, "Rent"'. The CLI's exhibits and the web app's "add as its own exhibit" say the same.
 */
export function attachmentDescription(
  conversation: Conversation,
  message: Message,
  name: string,
  timeZone: string,
): string {
  const sender = participantLabel(participantOf(conversation, message.senderId));
  const subject = message.fields?.find((f) => f.name === "Subject")?.value;
  return (
    `Attachment "${name}" to the e-mail from ${sender} of ${formatDateTime(message.at, timeZone)}` +
    (subject ? `, "${subject}"` : "")
  );
}

/**
 * The PDF and photo attachments of the e-mails `selected` shows (every e-mail of the conversation without it), in
 * transcript order. Empty for a conversation that is not e-mail.
 */
export function emailAttachmentExhibits(
  conversation: Conversation,
  timeZone: string,
  selected?: SelectedTranscript,
): AttachmentExhibit[] {
  if (!isEmailApp(conversation.source.exportApp)) return [];
  const messages = selected
    ? selected.rows.flatMap((r) => (r.kind === "item" && r.item.kind === "message" ? [r.item] : []))
    : messagesOf(conversation);
  const out: AttachmentExhibit[] = [];
  for (const m of messages) {
    for (const a of m.attachments) {
      if (!exhibitType(a)) continue;
      out.push({
        name: a.name,
        mime: a.mime,
        ...(a.size !== undefined ? { size: a.size } : {}),
        load: a.load!,
        messageIndex: m.index,
        description: attachmentDescription(conversation, m, a.name, timeZone),
      });
    }
  }
  return out;
}
