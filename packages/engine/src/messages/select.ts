// Chooses what a transcript shows (a conversation, a date range, single messages) and says what it leaves out:
// every stretch of messages not shown becomes one "N messages from … to … not included" row, so nothing is cut
// silently. Also writes the exhibit's index description from the same choice.
import { isEmailApp, messagesOf, normalisePhone } from "./model.ts";
import type { Conversation, ConversationItem, Message, Participant } from "./model.ts";
import { dayInZone, formatDateRange, formatShortDate } from "./time.ts";

export interface Selection {
  /** The zone every time is printed in, and in which `from`/`to` days are counted (IANA name). */
  timeZone: string;
  /** First day shown, YYYY-MM-DD (inclusive). */
  from?: string;
  /** Last day shown, YYYY-MM-DD (inclusive). */
  to?: string;
  /** Single messages (their `index`), when the person picked some; otherwise every message in the range. */
  only?: readonly number[];
}

export type TranscriptRow =
  { kind: "item"; item: ConversationItem } | { kind: "omitted"; count: number; first: Date; last: Date };

export interface SelectedTranscript {
  rows: TranscriptRow[];
  shown: number;
  total: number;
  /** The first and last message shown (absent when none is). */
  first?: Date;
  last?: Date;
}

function inRange(item: ConversationItem, selection: Selection): boolean {
  const day = dayInZone(item.at, selection.timeZone);
  return (!selection.from || day >= selection.from) && (!selection.to || day <= selection.to);
}

/** The rows of a transcript: the chosen items in order, each omitted stretch of messages as one row. */
export function selectTranscript(conversation: Conversation, selection: Selection): SelectedTranscript {
  const only = selection.only ? new Set(selection.only) : undefined;
  const rows: TranscriptRow[] = [];
  let shown = 0;
  let first: Date | undefined;
  let last: Date | undefined;
  let gap: { count: number; first: Date; last: Date } | undefined;
  const closeGap = () => {
    if (gap) rows.push({ kind: "omitted", ...gap });
    gap = undefined;
  };
  for (const item of conversation.items) {
    const chosen = inRange(item, selection) && (!only || (item.kind === "message" && only.has(item.index)));
    if (item.kind === "system") {
      // The app's own lines are shown inside the range and never counted as messages left out.
      if (chosen || (only && inRange(item, selection) && !gap)) {
        closeGap();
        rows.push({ kind: "item", item });
      }
      continue;
    }
    if (chosen) {
      closeGap();
      rows.push({ kind: "item", item });
      shown++;
      first ??= item.at;
      last = item.at;
    } else if (gap) {
      gap.count++;
      gap.last = item.at;
    } else gap = { count: 1, first: item.at, last: item.at };
  }
  closeGap();
  return {
    rows,
    shown,
    total: messagesOf(conversation).length,
    ...(first ? { first } : {}),
    ...(last ? { last } : {}),
  };
}

/** "14 messages from Mar 3 to Mar 9 not included" / "1 message on Mar 3 not included". */
export function omittedLine(row: { count: number; first: Date; last: Date }, timeZone: string): string {
  const a = formatShortDate(row.first, timeZone);
  const b = formatShortDate(row.last, timeZone);
  const what = `${row.count.toLocaleString("en-US")} message${row.count === 1 ? "" : "s"}`;
  return a === b ? `${what} on ${a} not included` : `${what} from ${a} to ${b} not included`;
}

/** "Jane Tenant (+1 555 010 0123)", or the name alone. */
export function participantLabel(p: Participant): string {
  return p.address && p.address !== p.name ? `${p.name} (${p.address})` : p.name;
}

function listed(words: string[]): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
}

/**
 * The exhibit's index description: "Text messages between Jane Tenant (+1 555…) and Bob Landlord (+1 555…),
 * March 1 – April 2, 2025, 42 of 1,310 messages".
 */
export function describeTranscript(
  conversation: Conversation,
  selected: SelectedTranscript,
  timeZone: string,
): string {
  const app = conversation.source.exportApp;
  const kind = isEmailApp(app)
    ? "E-mails"
    : app.startsWith("WhatsApp")
      ? "WhatsApp messages"
      : "Text messages";
  const people = listed(conversation.participants.map(participantLabel));
  const range =
    selected.first && selected.last ? `, ${formatDateRange(selected.first, selected.last, timeZone)}` : "";
  const counts = `${selected.shown.toLocaleString("en-US")} of ${selected.total.toLocaleString("en-US")} message${selected.total === 1 ? "" : "s"}`;
  return `${kind} between ${people}${range}, ${counts}`;
}

/**
 * The conversation `wanted` names: a participant's number (any formatting; a number ending in it also matches) or
 * a name or title containing it (case-insensitive). Undefined when none does; several when the words are ambiguous.
 */
export function findConversations(conversations: readonly Conversation[], wanted: string): Conversation[] {
  const phone = normalisePhone(wanted).replace(/^\+/, "");
  const words = wanted.trim().toLowerCase();
  return conversations.filter(
    (c) =>
      c.title.toLowerCase().includes(words) ||
      c.participants.some(
        (p) =>
          !p.isOwner &&
          (p.name.toLowerCase().includes(words) ||
            (phone.length >= 4 &&
              /^\d+$/.test(phone) &&
              (p.address ? normalisePhone(p.address).endsWith(phone) : false))),
      ),
  );
}

/** One line per conversation for `courtready inspect`: title, count, participants, first and last day. */
export function conversationSummary(conversation: Conversation, timeZone: string): string {
  const messages: Message[] = messagesOf(conversation);
  const people = conversation.participants.map(participantLabel).join(", ");
  const range =
    messages.length > 0
      ? formatDateRange(messages[0]!.at, messages[messages.length - 1]!.at, timeZone)
      : "no messages";
  return `${conversation.title || "(no name)"}: ${messages.length.toLocaleString("en-US")} message${messages.length === 1 ? "" : "s"}, ${range}; ${people}`;
}
