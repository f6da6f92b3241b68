// The message-export picker's rules apart from React (issue 38): the browser's time zone, the choice an export
// starts with (a one-conversation chat is picked already; a phone backup waits for the person), the search over a
// backup's conversations, the page of them shown, and the words of each row. A backup lists hundreds of
// conversations, so the list is searched and shown a page at a time; messages themselves never reach the browser.
// E-mail (.eml, .mbox, Outlook .msg) is one more export: its conversations are threads titled by their subject, and
// a single e-mail has nothing to pick but the declaration.
import type { TConversationSummary, TMessageChoice, TMessageExportSummary } from "@courtready/contracts";
import { filesT } from "./filesText.ts";
import type { FilesT } from "./filesText.ts";
import { messagesT } from "./messageChoiceText.ts";
import type { MessagesT } from "./messageChoiceText.ts";

/** True for an e-mail export: the engine names these apps "E-mail file (.eml)", "… mailbox (.mbox)", "Microsoft Outlook (.msg)". */
export function isEmailExport(summary: TMessageExportSummary): boolean {
  return summary.exportApp.startsWith("E-mail") || summary.exportApp.startsWith("Microsoft Outlook");
}

/**
 * How many conversations (or e-mail threads) a kept export holds, for a library card or a picker's row.
 * @example listingCount({ exportApp: "SMS Backup & Restore (Android)", conversations: [a, b] }, t) // → "2 conversations"
 */
export function listingCount(summary: TMessageExportSummary, t: MessagesT = messagesT()): string {
  const count = summary.conversations.length;
  const words = { count, total: count.toLocaleString(t("locale")) };
  const what = isEmailExport(summary) ? t("listing.threads", words) : t("listing.conversations", words);
  // A listing stops at MAX_LISTED_CONVERSATIONS: the export holds more.
  return summary.truncated ? t("listing.moreThan", { what }) : what;
}

/**
 * Whether the picker asks for days: not for an export of one message (an .eml or a .msg is one e-mail), where a
 * range could only leave it out.
 */
export function offersRange(summary: TMessageExportSummary): boolean {
  return !(summary.conversations.length === 1 && summary.conversations[0]!.messages <= 1);
}

/** Conversations shown at once; "Show more" adds as many again. */
export const CONVERSATION_PAGE = 25;

/** The browser's time zone, or UTC when it gives none. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

/** What an export starts with: its only conversation picked, else none (the person picks). */
export function initialChoice(summary: TMessageExportSummary, timeZone: string): TMessageChoice | undefined {
  return summary.conversations.length === 1
    ? { conversations: [summary.conversations[0]!.id], timeZone, declaration: false }
    : undefined;
}

/** Whether the export still needs the person to pick a conversation before a build. */
export function needsPicking(choice: TMessageChoice | undefined): boolean {
  return !choice || choice.conversations.length === 0;
}

/** Whether a damaged export still waits for the person to agree to use what was read of it. */
export function needsConsent(summary: TMessageExportSummary, choice: TMessageChoice | undefined): boolean {
  return Boolean(summary.damaged) && !choice?.keepPartial;
}

/** Whether the export cannot be built yet: nothing picked, or a damaged export not agreed to. */
export function choiceMissing(summary: TMessageExportSummary, choice: TMessageChoice | undefined): boolean {
  return needsPicking(choice) || needsConsent(summary, choice);
}

/** The conversations whose title, people or numbers contain `query` (digits match any formatting of a number). */
export function searchConversations(
  conversations: readonly TConversationSummary[],
  query: string,
): TConversationSummary[] {
  const words = query.trim().toLowerCase();
  if (words === "") return [...conversations];
  const digits = words.replace(/\D/g, "");
  return conversations.filter(
    (c) =>
      c.title.toLowerCase().includes(words) ||
      c.participants.some(
        (p) =>
          p.name.toLowerCase().includes(words) ||
          // An e-mail address is found as typed ("bob@landlord"); a phone number by its digits, below.
          (p.address ?? "").toLowerCase().includes(words) ||
          (digits.length >= 3 && (p.address ?? "").replace(/\D/g, "").includes(digits)),
      ),
  );
}

/** YYYY-MM-DD of an instant in `timeZone` (the date inputs' form). */
export function dayOf(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}`;
}

function shortDay(iso: string, timeZone: string, locale: string): string {
  return new Date(iso).toLocaleDateString(locale, {
    timeZone,
    month: "short",
    day: "numeric",
    year: "numeric",
  });
}

/**
 * "1,310 messages · Mar 1, 2025 – Apr 2, 2025" (in Spanish "1,310 mensajes · 1 mar 2025 – 2 abr 2025"); an e-mail
 * thread counts e-mails ("3 e-mails · …") when `mt` is given.
 */
export function conversationLine(
  c: TConversationSummary,
  timeZone: string,
  t: FilesT = filesT(),
  mt?: MessagesT,
): string {
  const locale = t("locale");
  const total = c.messages.toLocaleString(locale);
  const count = mt
    ? mt("email.line", { count: c.messages, total })
    : t("messages.line", { count: c.messages, total });
  if (!c.first || !c.last) return count;
  const a = shortDay(c.first, timeZone, locale);
  const b = shortDay(c.last, timeZone, locale);
  return `${count} · ${a === b ? a : `${a} – ${b}`}`;
}

/** "Bob Landlord (+1 555 010 0123)" for each participant who is not the phone's owner. */
export function peopleLine(c: TConversationSummary): string {
  return c.participants
    .filter((p) => !p.isOwner)
    .map((p) => (p.address && p.address !== p.name ? `${p.name} (${p.address})` : p.name))
    .join(", ");
}

/** The first and last day of the picked conversations, for the date inputs' bounds. */
export function pickedSpan(
  summary: TMessageExportSummary,
  choice: TMessageChoice | undefined,
): { first: string; last: string } | undefined {
  if (!choice) return undefined;
  const picked = summary.conversations.filter(
    (c) => choice.conversations.includes(c.id) && c.first && c.last,
  );
  if (picked.length === 0) return undefined;
  const firsts = picked.map((c) => c.first!).sort();
  const lasts = picked.map((c) => c.last!).sort();
  return {
    first: dayOf(firsts[0]!, choice.timeZone),
    last: dayOf(lasts[lasts.length - 1]!, choice.timeZone),
  };
}

/** The choice with conversation `id` picked or not; the rest of the choice kept. */
export function toggleConversation(
  choice: TMessageChoice | undefined,
  id: string,
  picked: boolean,
  timeZone: string,
): TMessageChoice {
  const base: TMessageChoice = choice ?? { conversations: [], timeZone, declaration: false };
  const rest = base.conversations.filter((c) => c !== id);
  return { ...base, conversations: picked ? [...rest, id] : rest };
}
