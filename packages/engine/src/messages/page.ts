// The web picker's view into one conversation (issue 38): the messages of a day range a page at a time (sender,
// instant, first line, attachments), so a person can tick single messages in a 100,000-message backup while the
// browser holds one page; and the bytes of one PDF or photo attached to an e-mail, so it can become an exhibit of
// its own. Both read the export again from its file (streamed; nothing is kept between calls).
import { isEmailApp, MessagesError, messagesOf, participantOf } from "./model.ts";
import type { Conversation, Message, MessageExport } from "./model.ts";
import { readMessageExport } from "./read.ts";
import type { MessageExportKind } from "./read.ts";
import { attachmentDescription } from "./email-attachments.ts";
import { participantLabel } from "./select.ts";
import { dayInZone } from "./time.ts";

/** The attachment types the binder takes as exhibits as they are (as email-attachments.ts offers them). */
const EXHIBIT_MIME = new Set(["application/pdf", "image/jpeg", "image/png"]);
/** A row's text is its first line cut here: enough to tell messages apart, little to send. */
const FIRST_LINE_CHARS = 160;

export interface MessageRowAttachment {
  /** Its position among the message's attachments: with the message's index, names it for `attachmentOf`. */
  position: number;
  name: string;
  mime: string;
  size?: number;
  /** A PDF or photo attached to an e-mail, with its bytes in the export: it can be added as its own exhibit. */
  exhibit: boolean;
}

export interface MessageRow {
  /** The message's index in its conversation (what a choice's `only` names). */
  index: number;
  sender: string;
  /** ISO instant. */
  at: string;
  /** The first line of the text (an e-mail's subject when it has one), cut to FIRST_LINE_CHARS. */
  text: string;
  attachments: MessageRowAttachment[];
}

export interface MessagePage {
  /** Messages in the range (all pages). */
  total: number;
  offset: number;
  messages: MessageRow[];
  /** Every index in the range, when it holds at most `indexesUpTo`: lets the picker turn "all" into "all but one". */
  indexes?: number[];
}

export interface MessagePageQuery {
  conversation: string;
  timeZone: string;
  from?: string | undefined;
  to?: string | undefined;
  offset: number;
  limit: number;
  indexesUpTo?: number | undefined;
  /** The name the phone's owner goes by (the case's party name), as the transcript prints it; else "Phone owner". */
  ownerName?: string | undefined;
}

/** The export, or what was read of a damaged one (the listing already told the person where it stops). */
async function readOrPartial(
  path: string,
  fileName: string,
  kind: MessageExportKind,
  options: { timeZone: string; keep?: string | undefined; ownerName?: string | undefined },
): Promise<MessageExport> {
  const { timeZone, keep, ownerName } = options;
  try {
    return await readMessageExport(path, fileName, kind, {
      timeZone,
      keepBytesFor: (id) => id === keep,
      ...(ownerName ? { ownerName } : {}),
    });
  } catch (error) {
    if (error instanceof MessagesError && error.partial) return error.partial;
    throw error;
  }
}

function conversationIn(exported: MessageExport, id: string, fileName: string): Conversation {
  const found = exported.conversations.find((c) => c.id === id);
  if (!found)
    throw new MessagesError(
      "MESSAGES_EMPTY",
      fileName,
      "the conversation picked in it is not in this file; pick the conversation again",
    );
  return found;
}

function firstLine(m: Message): string {
  const subject = m.fields?.find((f) => f.name === "Subject")?.value;
  const line = (subject || m.text.split(/\r?\n/).find((l) => l.trim() !== "") || "").trim();
  return line.length > FIRST_LINE_CHARS ? `${line.slice(0, FIRST_LINE_CHARS - 1)}…` : line;
}

function rowOf(conversation: Conversation, m: Message, email: boolean): MessageRow {
  return {
    index: m.index,
    sender: participantLabel(participantOf(conversation, m.senderId)),
    at: m.at.toISOString(),
    text: firstLine(m),
    attachments: m.attachments.map((a, position) => ({
      position,
      name: a.name,
      mime: a.mime,
      ...(a.size !== undefined ? { size: a.size } : {}),
      // Bytes are not kept on this reading (a page needs none), so "has bytes" is "has a size".
      exhibit: email && EXHIBIT_MIME.has(a.mime) && (a.size ?? 0) > 0,
    })),
  };
}

/** One page of the messages of `query.conversation` whose day (in the zone) is within the range, in order. */
export async function messagePage(
  path: string,
  fileName: string,
  kind: MessageExportKind,
  query: MessagePageQuery,
): Promise<MessagePage> {
  const exported = await readOrPartial(path, fileName, kind, query);
  const conversation = conversationIn(exported, query.conversation, fileName);
  const email = isEmailApp(exported.source.exportApp);
  const inRange = messagesOf(conversation).filter((m) => {
    const day = dayInZone(m.at, query.timeZone);
    return (!query.from || day >= query.from) && (!query.to || day <= query.to);
  });
  return {
    total: inRange.length,
    offset: query.offset,
    messages: inRange
      .slice(query.offset, query.offset + query.limit)
      .map((m) => rowOf(conversation, m, email)),
    ...(query.indexesUpTo !== undefined && inRange.length <= query.indexesUpTo
      ? { indexes: inRange.map((m) => m.index) }
      : {}),
  };
}

/** One PDF or photo taken out of an e-mail: its bytes, and the index line the engine writes for it. */
export interface TakenAttachment {
  name: string;
  mime: string;
  bytes: Uint8Array;
  /** 'Attachment "lease.pdf" to the e-mail from … of …' (email-attachments.ts), the exhibit's description. */
  description: string;
}

/** The bytes of one PDF or photo attached to an e-mail, named by its message's index and its position. */
export async function attachmentOf(
  path: string,
  fileName: string,
  kind: MessageExportKind,
  where: {
    conversation: string;
    message: number;
    position: number;
    timeZone: string;
    ownerName?: string | undefined;
  },
): Promise<TakenAttachment> {
  const exported = await readOrPartial(path, fileName, kind, { ...where, keep: where.conversation });
  const conversation = conversationIn(exported, where.conversation, fileName);
  const message = messagesOf(conversation).find((m) => m.index === where.message);
  const attachment = message?.attachments[where.position];
  if (!attachment?.load || !EXHIBIT_MIME.has(attachment.mime))
    throw new MessagesError(
      "MESSAGES_EMPTY",
      fileName,
      "that attachment is not a PDF or photo this file holds; check the file again",
    );
  return {
    name: attachment.name,
    mime: attachment.mime,
    bytes: await attachment.load(),
    description: attachmentDescription(conversation, message!, attachment.name, where.timeZone),
  };
}
