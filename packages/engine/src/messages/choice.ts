// The web app's side of message exports (issue 38): what a file check lists (each conversation's id, people,
// counts, first and last message) and the one exhibit made from the person's choice in one export file — each
// picked conversation's transcript in turn (with its own range, single messages and declaration), in one PDF, so an
// export file stays one exhibit with one label and one description in the builder, a project and the binder.
import { PDFDocument } from "../pdf/pdf-lib.ts";
import type { EngineFonts } from "../fonts/fonts.ts";
import { MessagesError, messagesOf } from "./model.ts";
import type { Conversation, MessageExport } from "./model.ts";
import { readMessageExport } from "./read.ts";
import type { MessageExportKind } from "./read.ts";
import { renderExhibits } from "./exhibits.ts";
import type { DeclarationDetails } from "./declaration.ts";

/** What the person picked in one export (contracts' ZMessageChoice, repeated here: the engine imports no zod). */
export interface MessageChoice {
  conversations: readonly string[];
  from?: string | undefined;
  to?: string | undefined;
  /** Single messages by conversation id; a conversation absent here shows every message in the range. */
  only?: Readonly<Record<string, readonly number[]>> | undefined;
  timeZone: string;
  declaration?: boolean | undefined;
  /** The person agreed to keep what was read of a damaged export; without it, a damaged export is refused. */
  keepPartial?: boolean | undefined;
}

export interface ConversationListing {
  id: string;
  title: string;
  participants: { name: string; address?: string; isOwner?: boolean }[];
  messages: number;
  first?: string;
  last?: string;
}

export interface ExportListing {
  exportApp: string;
  conversations: ConversationListing[];
  truncated?: boolean;
  /** Where a damaged export stops; the conversations listed are what was read before it. */
  damaged?: string;
}

function listingOf(c: Conversation): ConversationListing {
  const messages = messagesOf(c);
  return {
    id: c.id,
    title: c.title,
    participants: c.participants.map((p) => ({
      name: p.name,
      ...(p.address ? { address: p.address } : {}),
      ...(p.isOwner ? { isOwner: true } : {}),
    })),
    messages: messages.length,
    ...(messages.length > 0
      ? { first: messages[0]!.at.toISOString(), last: messages[messages.length - 1]!.at.toISOString() }
      : {}),
  };
}

/**
 * The conversations of the export at `path`, most messages first (the thread a person wants is usually the long
 * one), at most `max`. A damaged export lists what was read and says where it stopped; other refusals throw.
 */
export async function listExport(
  path: string,
  fileName: string,
  kind: MessageExportKind,
  timeZone: string,
  max: number,
): Promise<ExportListing> {
  let exported: MessageExport;
  let damaged: string | undefined;
  try {
    exported = await readMessageExport(path, fileName, kind, { timeZone });
  } catch (error) {
    if (!(error instanceof MessagesError) || !error.partial) throw error;
    exported = error.partial;
    damaged = error.reason;
  }
  const sorted = exported.conversations
    .map(listingOf)
    .sort((a, b) => b.messages - a.messages || a.title.localeCompare(b.title));
  return {
    exportApp: exported.source.exportApp,
    conversations: sorted.slice(0, max),
    ...(sorted.length > max ? { truncated: true } : {}),
    ...(damaged ? { damaged } : {}),
  };
}

export interface ChosenExhibit {
  pdf: Uint8Array;
  pageCount: number;
  /** The index description: each conversation's generated one, joined. */
  description: string;
}

/**
 * One exhibit of the conversations `choice` picks in the export at `path`: the export is read keeping pictures for
 * those conversations only, each is rendered (with its declaration page when asked) and the PDFs are joined in the
 * order picked. A conversation no longer in the file, or a range holding no message, is a MessagesError, and so is
 * a damaged export unless the choice keeps what was read of it.
 */
export async function chosenExhibit(
  path: string,
  fileName: string,
  kind: MessageExportKind,
  fonts: EngineFonts,
  choice: MessageChoice,
  date: Date,
  ownerName?: string,
): Promise<ChosenExhibit> {
  const wanted = new Set(choice.conversations);
  let exported: MessageExport;
  try {
    exported = await readMessageExport(path, fileName, kind, {
      timeZone: choice.timeZone,
      ...(ownerName ? { ownerName } : {}),
      keepBytesFor: (id) => wanted.has(id),
    });
  } catch (error) {
    // A damaged export: what was read is used only when the person agreed (the reason says where it stops).
    if (!(error instanceof MessagesError) || !error.partial || !choice.keepPartial) throw error;
    exported = error.partial;
  }
  const byId = new Map(exported.conversations.map((c) => [c.id, c]));
  const declaration: DeclarationDetails | undefined = choice.declaration
    ? ownerName
      ? { name: ownerName }
      : {}
    : undefined;
  const parts: { pdf: Uint8Array; description: string }[] = [];
  for (const id of choice.conversations) {
    const conversation = byId.get(id);
    if (!conversation)
      throw new MessagesError(
        "MESSAGES_EMPTY",
        fileName,
        "a conversation picked in it is not in this file; pick the conversation again",
      );
    const only = choice.only?.[id];
    const [exhibit] = await renderExhibits([conversation], fileName, fonts, {
      timeZone: choice.timeZone,
      date,
      ...(choice.from ? { from: choice.from } : {}),
      ...(choice.to ? { to: choice.to } : {}),
      ...(only ? { only } : {}),
      ...(declaration ? { declaration } : {}),
    });
    parts.push({ pdf: exhibit!.pdf, description: exhibit!.description });
  }
  if (parts.length === 1) {
    const doc = await PDFDocument.load(parts[0]!.pdf);
    return { pdf: parts[0]!.pdf, pageCount: doc.getPageCount(), description: parts[0]!.description };
  }
  const joined = await PDFDocument.create();
  for (const part of parts) {
    const doc = await PDFDocument.load(part.pdf);
    for (const page of await joined.copyPages(doc, doc.getPageIndices())) joined.addPage(page);
  }
  // The same choice gives the same bytes, as each transcript does.
  joined.setCreationDate(date);
  joined.setModificationDate(date);
  return {
    pdf: await joined.save(),
    pageCount: joined.getPageCount(),
    description: parts.map((p) => p.description).join("; "),
  };
}
