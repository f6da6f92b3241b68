// Finds the facts a short description is made of in a document's text: what kind of paper it is, who sent it, the
// date it gives itself, an e-mail's subject and the largest dollar amount. Pure and deterministic; it reports only
// what it finds in the text.

/** The kinds a description can name. Photo, Image and Spreadsheet come from the file type, the rest from text. */
export type EvidenceKind =
  | "Invoice"
  | "Receipt"
  | "Lease"
  | "Notice"
  | "Letter"
  | "E-mail"
  | "Text messages"
  | "Photo"
  | "Image"
  | "Spreadsheet"
  | "Document";

export interface TextFacts {
  /** The kind the text shows, or null when it shows none. */
  kind: EvidenceKind | null;
  sender: string | null;
  /** The date the document states as its own ("Date:", "Dated", a letter's date line), "YYYY-MM-DD". */
  date: string | null;
  /** An e-mail's Subject line. */
  subject: string | null;
  largestAmountCents: number | null;
}

/**
 * Everything findTextFacts looks for, in one pass over the text.
 * @example findTextFacts("Acme Plumbing\nINVOICE\nDate: March 3, 2025\nTotal: $1,250.00")
 * // → { kind: "Invoice", sender: "Acme Plumbing", date: "2025-03-03", subject: null, largestAmountCents: 125000 }
 */
export function findTextFacts(text: string): TextFacts {
  const kind = guessKind(text);
  return {
    kind,
    sender: findSender(text, kind),
    date: findOwnDate(text),
    subject: kind === "E-mail" ? findSubject(text) : null,
    largestAmountCents: largestAmount(text),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The document's own date and subject

/**
 * Lines that state the document's date: a label at the start of a line ("Date:", "Dated", "Sent:", "Invoice
 * date:"…). Dates of something else (birth, due, service, a period) are not the document's.
 */
const OWN_DATE_LABEL =
  /^[ \t]*(?:(?:(?:invoice|statement|notice|letter|receipt|issue|order|billing)[ \t]+date|date(?:[ \t]+(?:issued|of[ \t]+(?:notice|letter|invoice|issue)))?|sent|issued(?:[ \t]+on)?)[ \t]*:|dated\b)[ \t]*(.*)$/gim;
/** A signing stated in the text: "Signed 01/15/2024", "executed on March 3, 2025", "entered into as of …". */
const SIGNED_ON = /\b(?:signed|executed|entered into|made and entered)\b[^\n]{0,30}/gi;
/**
 * What may stand before the date on a letter's date line: nothing, a place and a comma, a weekday, or both
 * ("Springfield, Monday, March 3, 2025"). "Seen 3/3/2025" or "Date of birth: …" is not a date line.
 */
const DATE_LINE_BEFORE =
  /^(?:[\p{L}.' ]{1,30}\s*[,—–-])?\s*(?:(?:mon|tue|tues|wed|wednes|thu|thur|thurs|fri|sat|satur|sun)(?:day)?\.?,?)?$/iu;
/** What may follow it: a full stop, or a time ("at 9:41 AM", as phones head a day's messages). */
const DATE_LINE_AFTER = /^(?:,?\s*(?:at\s+)?\d{1,2}:\d{2}(?:\s?[ap]\.?m\.?)?)?\.?$/i;
/** Lines near the top that may be a letter's date line. */
const DATE_LINE_LINES = 15;

/**
 * The date a document gives itself, never merely the first date in its text (issue 19: "1/09/06" inside an ACM
 * copyright line made a 2009 paper "dated January 9, 2006"): a labelled date line near the top, a signing date,
 * or a line near the top that is only a date (a letter's). Null when the text states none.
 * @example findOwnDate("Acme\nDate: March 3, 2025\nDue: April 1, 2025") // → "2025-03-03"
 * @example findOwnDate("Born 1/1/1980. Paid $5.") // → null
 */
export function findOwnDate(text: string): string | null {
  const head = text.slice(0, 4000);
  for (const match of head.matchAll(OWN_DATE_LABEL)) {
    const date = findDates((match[1] ?? "").slice(0, 60))[0];
    if (date) return date;
  }
  for (const match of head.matchAll(SIGNED_ON)) {
    const date = findDates(match[0])[0];
    if (date) return date;
  }
  const top = head
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l !== "")
    .slice(0, DATE_LINE_LINES);
  for (const line of top) {
    const spans = dateSpans(line);
    const only = spans.length === 1 ? spans[0]! : null;
    if (
      only &&
      DATE_LINE_BEFORE.test(line.slice(0, only.at).trim()) &&
      DATE_LINE_AFTER.test(line.slice(only.end).trim())
    ) {
      return only.iso;
    }
  }
  return null;
}

/** A printed e-mail's Subject line ("Re:" and "Fwd:" kept: they say it was a reply), at most 120 characters. */
export function findSubject(text: string): string | null {
  const subject = /^[ \t]*subject[ \t]*:[ \t]*(.+)$/im
    .exec(text.slice(0, 4000))?.[1]
    ?.replace(/\s+/g, " ")
    .trim();
  if (!subject || !/\p{L}/u.test(subject)) return null;
  return subject.length > 120 ? subject.slice(0, 120).replace(/\s+\S*$/, "") : subject;
}

// ---------------------------------------------------------------------------------------------------------------
// Kind

/** Kinds named by a word near the top: the earliest word wins (a lease mentions notices far below its title). */
const TITLE_KINDS: [EvidenceKind, RegExp][] = [
  ["Invoice", /\binvoice\b/i],
  ["Receipt", /\b(receipt|amount paid|payment received|thank you for your (?:payment|purchase))\b/i],
  ["Lease", /\b(lease|rental agreement|tenancy agreement)\b/i],
  ["Notice", /\bnotice\b/i],
  ["Letter", /^dear\b/im],
];
/** How much of the top of a document can hold its title: a letterhead block, then the heading. */
const TITLE_LINES = 12;

/** The kind of paper the text is; null when nothing says. E-mail and text-message layouts beat title words. */
export function guessKind(text: string): EvidenceKind | null {
  const head = text.slice(0, 4000);
  const headers = head.match(/^\s*(from|to|subject|sent|date|cc)\s*:/gim) ?? [];
  const names = new Set(headers.map((h) => h.trim().replace(/\s*:$/, "").toLowerCase()));
  if (
    /-{2,}\s*(original|forwarded) message\s*-{2,}/i.test(head) ||
    // An invoice may carry "From:" and "To:" lines; a printed e-mail also has its Subject or Sent line.
    (names.has("from") && (names.has("subject") || names.has("sent")))
  ) {
    return "E-mail";
  }
  const stamps = head.match(/^.{0,40}\b\d{1,2}:\d{2}\s?(?:AM|PM)\b/gim) ?? [];
  if (/\b(imessage|text messages?|sms|mms)\b/i.test(head) || stamps.length >= 4) return "Text messages";
  // Only the top counts: a research paper's "notice" in its copyright block does not make it a notice.
  const top = text
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l !== "")
    .slice(0, TITLE_LINES)
    .map((l) => l.slice(0, 160))
    .join("\n");
  let best: { kind: EvidenceKind; at: number } | null = null;
  for (const [kind, pattern] of TITLE_KINDS) {
    const at = top.search(pattern);
    if (at >= 0 && (!best || at < best.at)) best = { kind, at };
  }
  if (best) return best.kind;
  if (/^(sincerely|yours truly|kind regards|best regards),?$/im.test(text)) return "Letter";
  return null;
}

// ---------------------------------------------------------------------------------------------------------------
// Sender

const SENDER_LINE = /^[ \t]*(?:from|sender|vendor|bill(?:ed)? from|sold by|issued by)[ \t]*:[ \t]*(.+)$/gim;
/** Words that make a first line a title or heading, not a sender's name. */
const NOT_A_NAME =
  /\b(invoice|receipt|lease|agreement|notice|statement|bill|page|date|dear|to|re|subject|total|order|summary|confidential|draft|copy|exhibit|form)\b/i;
const KEEP_UPPER = new Set([
  "LLC",
  "LLP",
  "LP",
  "PC",
  "PA",
  "NA",
  "USA",
  "HOA",
  "DMV",
  "IRS",
  "II",
  "III",
  "IV",
]);

/** A "From:" line's name, else (for papers that carry letterheads) a letterhead-like line at the top. */
export function findSender(text: string, kind: EvidenceKind | null = guessKind(text)): string | null {
  for (const match of text.slice(0, 4000).matchAll(SENDER_LINE)) {
    const name = cleanSender(match[1] ?? "");
    if (name) return name;
  }
  if (kind !== "Invoice" && kind !== "Receipt" && kind !== "Letter" && kind !== "Notice") return null;
  const lines = text
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l !== "")
    .slice(0, 3);
  for (const line of lines) {
    if (looksLikeLetterhead(line)) return tidyCase(line);
  }
  return null;
}

/** "Jane Roe <jane@example.com>" → "Jane Roe"; a bare address stays; dates, numbers and empty values → null. */
function cleanSender(raw: string): string | null {
  let value = raw.replace(/\s+/g, " ").trim();
  const named = /^"?([^"<]+?)"?\s*<[^>]+>$/.exec(value);
  if (named?.[1]) value = named[1].trim();
  else value = value.replace(/^<([^>]+)>$/, "$1");
  // "From: 03/01/2025 To: 03/31/2025" is a period, not a sender.
  if (!/\p{L}{2}/u.test(value) || findDates(value).length > 0 || /^\d/.test(value)) return null;
  value = value.replace(/\s+(?:to|sent|date)\s*:.*$/i, "").trim();
  if (value.length > 60) value = value.slice(0, 60).replace(/\s+\S*$/, "");
  return value || null;
}

function looksLikeLetterhead(line: string): boolean {
  if (line.length < 3 || line.length > 60) return false;
  if (!/^[\p{L}&.,'’\- ]+$/u.test(line) || NOT_A_NAME.test(line)) return false;
  const words = line.split(/\s+/);
  if (words.length > 6) return false;
  // Every word but the small joining ones starts with a capital: "Acme Plumbing & Heating", "City of Springfield".
  return words.every((w) => /^(of|and|the|for|&|de|la)$/i.test(w) || /^\p{Lu}/u.test(w));
}

/** An all-capitals letterhead reads better in title case ("ACME PLUMBING LLC" → "Acme Plumbing LLC"). */
export function tidyCase(line: string): string {
  if (line !== line.toUpperCase()) return line;
  return line
    .split(" ")
    .map((w, i) => {
      const bare = w.replace(/[.,]/g, "");
      if (KEEP_UPPER.has(bare)) return w;
      if (i > 0 && /^(OF|AND|THE|FOR)$/.test(w)) return w.toLowerCase();
      return w.charAt(0) + w.slice(1).toLowerCase();
    })
    .join(" ");
}

// ---------------------------------------------------------------------------------------------------------------
// Dates

const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];
const MONTH =
  "(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)";
const DATE_PATTERNS: { pattern: RegExp; read(m: RegExpExecArray): [number, number, number] }[] = [
  {
    // March 3, 2025 · Mar. 3 2025 · March 3rd, 2025
    pattern: new RegExp(`\\b${MONTH}\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})\\b`, "gi"),
    read: (m) => [Number(m[3]), monthNumber(m[1]), Number(m[2])],
  },
  {
    // 3 March 2025 · 3rd of March, 2025
    pattern: new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH}\\.?,?\\s+(\\d{4})\\b`, "gi"),
    read: (m) => [Number(m[3]), monthNumber(m[2]), Number(m[1])],
  },
  {
    // 2025-03-03
    pattern: /(?<![\d/-])\b(\d{4})-(\d{2})-(\d{2})\b(?![/-]\d)/g,
    read: (m) => [Number(m[1]), Number(m[2]), Number(m[3])],
  },
  {
    // 03/03/2025 · 3-3-2025 · 3/3/25 (United States order: month first)
    // Not when glued to more digits, slashes or dashes: "392-1/09/06" in an ISBN is no date.
    pattern: /(?<![\d/-])\b(\d{1,2})([/-])(\d{1,2})\2(\d{4}|\d{2})\b(?![/-]\d)/g,
    read: (m) => [fullYear(m[4] ?? ""), Number(m[1]), Number(m[3])],
  },
];

function monthNumber(name: string | undefined): number {
  const key = (name ?? "").toLowerCase().slice(0, 3);
  return MONTHS.findIndex((m) => m.startsWith(key)) + 1;
}

/** Two-digit years: 00–69 are 2000s, 70–99 are 1900s (a fixed rule, so the same text always gives the same date). */
function fullYear(y: string): number {
  if (y.length === 4) return Number(y);
  const n = Number(y);
  return n < 70 ? 2000 + n : 1900 + n;
}

/**
 * Every real calendar date in the text, in the order they appear, as "YYYY-MM-DD" (impossible dates such as
 * 13/45/2025 or February 30 are skipped).
 * @example findDates("Paid 3/3/2025; due April 1, 2025") // → ["2025-03-03", "2025-04-01"]
 */
export function findDates(text: string): string[] {
  return dateSpans(text).map((f) => f.iso);
}

/** Every real date in the text with where it starts and ends, in the order they appear. */
function dateSpans(text: string): { at: number; end: number; iso: string }[] {
  const found: { at: number; end: number; iso: string }[] = [];
  for (const { pattern, read } of DATE_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const [y, m, d] = read(match);
      const iso = isoDate(y, m, d);
      if (iso) found.push({ at: match.index, end: match.index + match[0].length, iso });
    }
  }
  return found.sort((a, b) => a.at - b.at);
}

function isoDate(y: number, m: number, d: number): string | null {
  if (y < 1900 || y > 2100 || m < 1 || m > 12 || d < 1 || d > 31) return null;
  const iso = `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return date.toISOString().slice(0, 10) === iso ? iso : null;
}

/**
 * A "YYYY-MM-DD" date the way people write it.
 * @example formatLongDate("2025-03-03") // → "March 3, 2025"
 */
export function formatLongDate(iso: string): string {
  const [y, m, d] = iso.split("-").map(Number);
  const month = MONTHS[(m ?? 1) - 1] ?? "";
  return `${month.charAt(0).toUpperCase()}${month.slice(1)} ${d}, ${y}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Amounts

const AMOUNT_PATTERNS = [
  /\$\s?((?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{2})?)(?![\d,]*\d)/g,
  /\bUSD\s?((?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{2})?)(?![\d,]*\d)/g,
  /\b((?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{2})?)\s?(?:USD|dollars)\b/gi,
];
/** Amounts beyond this are almost always account or reference numbers that happen to follow a "$". */
const MAX_AMOUNT_CENTS = 100_000_000_000;

/** The largest dollar amount written in the text, in cents; null when there is none. */
export function largestAmount(text: string): number | null {
  let best: number | null = null;
  for (const pattern of AMOUNT_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const [whole = "0", cents = "0"] = (match[1] ?? "").replace(/,/g, "").split(".");
      const value = Number(whole) * 100 + Number(cents.padEnd(2, "0"));
      if (
        Number.isFinite(value) &&
        value > 0 &&
        value < MAX_AMOUNT_CENTS &&
        (best === null || value > best)
      ) {
        best = value;
      }
    }
  }
  return best;
}

/**
 * Cents as US dollars.
 * @example formatDollars(125000) // → "$1,250.00"
 */
export function formatDollars(cents: number): string {
  // Grouped by hand rather than with toLocaleString, so the output never depends on the ICU data Node carries.
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `$${whole}.${String(cents % 100).padStart(2, "0")}`;
}
