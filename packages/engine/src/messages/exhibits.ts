// From a message export on disk to transcript exhibits: read (detected by content), choose the conversations
// (all, or the one `conversation` names), select the range, render each as a PDF with its index description.
// The PDFs are then ordinary exhibit files for the build, stamped like every other.
import { MessagesError } from "./model.ts";
import type { Conversation, MessageExport } from "./model.ts";
import { readMessageExport } from "./read.ts";
import type { MessageExportKind, ReadMessagesOptions } from "./read.ts";
import { describeTranscript, findConversations, selectTranscript } from "./select.ts";
import type { Selection } from "./select.ts";
import { renderTranscript } from "./transcript.ts";
import type { DeclarationDetails } from "./declaration.ts";
import type { EngineFonts } from "../fonts/fonts.ts";
import { emailAttachmentExhibits } from "./email-attachments.ts";
import type { AttachmentExhibit } from "./email-attachments.ts";

export interface TranscriptExhibit {
  /** The exhibit's file name: the export's name and the conversation's title. */
  name: string;
  pdf: Uint8Array;
  pageCount: number;
  /** The index description ("Text messages between … , 42 of 1,310 messages"). */
  description: string;
  conversation: Conversation;
  /** E-mail only: the PDF and photo attachments of the e-mails shown, each offered as an exhibit of its own. */
  attachmentExhibits?: AttachmentExhibit[];
}

export interface TranscriptExhibitOptions extends Omit<ReadMessagesOptions, "keepBytesFor">, Selection {
  /** A participant's name or number, or the conversation's title: only that conversation. */
  conversation?: string;
  declaration?: DeclarationDetails;
  /** Fixed for reproducible output. */
  date: Date;
}

function exhibitName(fileName: string, conversation: Conversation, many: boolean): string {
  const base = fileName.replace(/\.[A-Za-z0-9]{1,4}$/, "");
  // eslint-disable-next-line no-control-regex -- control characters cannot be in a file name
  const title = conversation.title.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, " ").trim() || "conversation";
  return many ? `${base} - ${title}.pdf` : `${base}.pdf`;
}

/** The conversations `wanted` picks, or a MessagesError naming what the export holds. */
export function pickConversations(exported: MessageExport, wanted: string | undefined): Conversation[] {
  // An export of one conversation (a WhatsApp chat) is that conversation: the name picks among a backup's threads.
  if (wanted === undefined || exported.conversations.length === 1) return exported.conversations;
  const found = findConversations(exported.conversations, wanted);
  if (found.length === 1) return found;
  const titles = exported.conversations
    .slice(0, 10)
    .map((c) => `"${c.title}"`)
    .join(", ");
  throw new MessagesError(
    "MESSAGES_EMPTY",
    exported.source.fileName,
    found.length === 0
      ? `no conversation with "${wanted}" in it; it holds ${titles}${exported.conversations.length > 10 ? " and more" : ""}`
      : `"${wanted}" matches ${found.length} conversations (${found.map((c) => `"${c.title}"`).join(", ")}); give a number or a fuller name`,
  );
}

/** Reads the export at `path` and renders one transcript exhibit per chosen conversation. */
export async function transcriptExhibits(
  path: string,
  fileName: string,
  kind: MessageExportKind,
  fonts: EngineFonts,
  options: TranscriptExhibitOptions,
): Promise<TranscriptExhibit[]> {
  const read = (keep?: (key: string, title: string) => boolean) =>
    readMessageExport(path, fileName, kind, { ...options, ...(keep ? { keepBytesFor: keep } : {}) });
  // An SMS backup is read once to choose, then once more keeping the pictures of the chosen conversations only, so
  // memory holds one conversation's pictures rather than the whole backup's.
  let exported = await read();
  let chosen = pickConversations(exported, options.conversation);
  if (kind === "sms-backup") {
    const ids = new Set(chosen.map((c) => c.id));
    exported = await read((id) => ids.has(id));
    chosen = exported.conversations.filter((c) => ids.has(c.id));
  }
  return renderExhibits(chosen, fileName, fonts, options);
}

/** One transcript exhibit per conversation (also for the conversations of an export read only in part). */
export async function renderExhibits(
  chosen: readonly Conversation[],
  fileName: string,
  fonts: EngineFonts,
  options: TranscriptExhibitOptions,
): Promise<TranscriptExhibit[]> {
  const out: TranscriptExhibit[] = [];
  for (const conversation of chosen) {
    const selected = selectTranscript(conversation, options);
    if (selected.shown === 0 && (options.from || options.to))
      throw new MessagesError(
        "MESSAGES_EMPTY",
        fileName,
        `no message of "${conversation.title}" falls between ${options.from ?? "its start"} and ${options.to ?? "its end"}`,
      );
    const { pdf, pageCount } = await renderTranscript(conversation, selected, fonts, {
      timeZone: options.timeZone,
      date: options.date,
      ...(options.declaration ? { declaration: options.declaration } : {}),
    });
    out.push({
      name: exhibitName(fileName, conversation, chosen.length > 1),
      pdf,
      pageCount,
      description: describeTranscript(conversation, selected, options.timeZone),
      conversation,
      attachmentExhibits: emailAttachmentExhibits(conversation, options.timeZone, selected),
    });
  }
  return out;
}
