// Finds the personal data FRCP 5.2(a) keeps out of public filings (full SSNs, taxpayer IDs, account and card numbers,
// full birth dates) in pages' text, and reports each masked down to what the rule allows.
import { kitWords } from "./kit-words.ts";
import type { KitLanguage } from "./kit-words.ts";
import type { PersonalDataFinding, PersonalDataKind } from "./types.ts";

/**
 * Every personal-data finding in the pages' text, by page and then by position; the same value on the same page is
 * reported once. Bare numbers count only with a nearby word saying what they are (an invoice number is not an account
 * number), a card number only when its check digit is right, a date only when it is called a birth date.
 * @example findPersonalData(["Name: J. Doe\nSSN: 123-45-6789"], 7)
 * // → [{ kind: "social-security-number", page: 7, masked: "***-**-6789", rule: "FRCP 5.2(a)(1)", advice: "…" }]
 */
export function findPersonalData(
  pageTexts: string[],
  firstPage = 1,
  /** The language of each finding's advice (the kit's report); English when absent. */
  language?: KitLanguage,
): PersonalDataFinding[] {
  const advice = kitWords(language).personalDataAdvice;
  const findings: PersonalDataFinding[] = [];
  pageTexts.forEach((text, index) => {
    const seen = new Set<string>();
    for (const hit of scanPage(text)) {
      const key = `${hit.kind}:${hit.value}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const rule = RULES[hit.kind];
      findings.push({
        kind: hit.kind,
        page: firstPage + index,
        masked: hit.masked,
        rule,
        advice: advice[hit.kind],
      });
    }
  });
  return findings;
}

/** The rule each kind falls under; what to do is said in the person's language (kit-words.ts). */
const RULES: Record<PersonalDataKind, string> = {
  "social-security-number": "FRCP 5.2(a)(1)",
  "taxpayer-id": "FRCP 5.2(a)(1)",
  "financial-account-number": "FRCP 5.2(a)(4)",
  "card-number": "FRCP 5.2(a)(4)",
  "birth-date": "FRCP 5.2(a)(2)",
};

/** One finding in one page's text; `value` is the unmasked key used to drop repeats (and by redaction), never reported. */
export interface PersonalDataHit {
  kind: PersonalDataKind;
  start: number;
  end: number;
  value: string;
  masked: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Context words

/** What a nearby word says the number or date next to it is; "other" words (phone, invoice, hearing…) say it is not. */
type Context = "ssn" | "tax" | "account" | "birth" | "other";

const CONTEXT_WORDS: [Context, RegExp][] = [
  ["ssn", /\bSSN\b|\bS\.\s?S\.\s?N\b\.?|\bSS\s?#|\bSS\s?No\b\.?|\bsocial\s+security\b|\bsoc\.?\s*sec\b\.?/gi],
  [
    "tax",
    /\bF?EIN\b|\bI?TIN\b|\btax(?:payer)?\s*(?:id|i\.d\.|identification)\b|\bemployer\s+identification\b|\bfederal\s+(?:tax\s+)?id\b/gi,
  ],
  [
    "account",
    /\bacc(?:oun)?ts?\b|\bacc't\b|\ba\/c\b|\brouting\b|\bABA\b|\bIBAN\b|\bchecking\b|\bsavings\b/gi,
  ],
  ["birth", /\bD\.?\s?O\.?\s?B\b\.?|\bdate\s+of\s+birth\b|\bborn\b|\bbirth\s*(?:date|day)\b|\bbirth\b/gi],
  [
    "other",
    /\b(?:phone|tel|telephone|fax|cell|mobile|invoice|order|docket|tracking|confirmation|receipt|zip|hearing|filed|signed|dated|served|issued|due|trial|entered|effective)\b/gi,
  ],
];

/** How far before a number or date its context word may end (in characters of text with whitespace collapsed). */
const CONTEXT_REACH = 40;

/**
 * The context of text[start, end): the nearest context word ending at most CONTEXT_REACH characters before it, or
 * else one written right after it ("123456789 (SSN)"). Line breaks and words hyphenated across lines count as one
 * space or nothing, because pdftotext breaks lines wherever the page did.
 */
function contextOf(text: string, start: number, end: number): { context: Context; gap: string } | null {
  const before = flatten(text.slice(Math.max(0, start - CONTEXT_REACH * 6), start));
  let best: { context: Context; at: number } | null = null;
  for (const [context, pattern] of CONTEXT_WORDS) {
    for (const m of before.matchAll(pattern)) {
      const at = m.index + m[0].length;
      if (before.length - at <= CONTEXT_REACH && (best === null || at > best.at)) best = { context, at };
    }
  }
  if (best) return { context: best.context, gap: before.slice(best.at) };
  const after = flatten(text.slice(end, end + CONTEXT_REACH));
  const lead = /^\s*[([,:–-]?\s*/.exec(after)?.[0] ?? "";
  for (const [context, pattern] of CONTEXT_WORDS) {
    const sticky = new RegExp(pattern.source, "iy");
    sticky.lastIndex = lead.length;
    if (context !== "other" && sticky.test(after)) return { context, gap: "" };
  }
  return null;
}

function flatten(text: string): string {
  return text.replace(/([a-z])-[ \t]*\r?\n\s*/gi, "$1").replace(/\s+/g, " ");
}

// ---------------------------------------------------------------------------------------------------------------
// Numbers

/** Not part of a bigger number or word, not after a currency sign or an already-masked run ("****", "XXX-"). */
const NB = String.raw`(?<![\w$€£¥])(?<!\d[.,/-])(?<![*•][-. ]?)(?<![*•Xx]{2}[-. ])`;
/** Not followed by more of a number ("123456789.00", "12-345-6789-0"). */
const NA = String.raw`(?![\w])(?![.,/-]\d)`;

const SSN_SHAPE = new RegExp(String.raw`${NB}(?<!\d[ ])(\d{3})([-. ])(\d{2})\2(\d{4})${NA}(?![ ]\d)`, "g");
const DASHED = new RegExp(String.raw`${NB}\d+(?:-\d+){1,5}${NA}`, "g");
const SPACED = new RegExp(String.raw`${NB}(?<!\d )\d{3,6}(?: \d{3,6}){1,4}${NA}(?! \d)`, "g");
const RUN = new RegExp(String.raw`${NB}\d{8,19}${NA}`, "g");
/** IBANs are letters and digits; their mod-97 check makes them safe to flag without a context word. */
const IBAN = /(?<![A-Za-z0-9])[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?(?![A-Za-z0-9])/g;
/** Text shaped like a phone number, ZIP+4 or date is never an account number, whatever word stands before it. */
const NOT_A_NUMBER = new RegExp(
  [
    String.raw`(?:\+?1[-. ])?(?:\(\d{3}\)[-. ]?|\d{3}[-. ])\d{3}[-. ]\d{4}`,
    String.raw`\d{5}-\d{4}`,
    String.raw`\d{1,2}[-.]\d{1,2}[-.](?:\d{4}|\d{2})`,
    String.raw`\d{4}[-.]\d{1,2}[-.]\d{1,2}`,
  ]
    .map((p) => `${NB}(?<!\\+)${p}${NA}`)
    .join("|"),
  "g",
);

/** "ending in 1234", "last four: …": what follows is shown as already masked. */
const MASKED_LEAD = /(?:ending\s+(?:in|with)|last\s+(?:4|four)(?:\s+digits)?)\s*[:#]?\s*$/i;

function scanNumbers(text: string): PersonalDataHit[] {
  const hits: PersonalDataHit[] = [];
  const excluded = [...text.matchAll(NOT_A_NUMBER)].map((m) => [m.index, m.index + m[0].length] as const);
  const add = (start: number, raw: string, kind: PersonalDataKind | null, masked?: string): void => {
    if (kind === null) return;
    const end = start + raw.length;
    if (kind !== "social-security-number" && excluded.some(([s, e]) => s <= start && end <= e)) return;
    if (MASKED_LEAD.test(flatten(text.slice(Math.max(0, start - 30), start)))) return;
    hits.push({
      kind,
      start,
      end,
      value: raw.replace(/[^0-9A-Z]/gi, ""),
      masked: masked ?? maskAllButLast4(raw),
    });
  };

  for (const m of text.matchAll(SSN_SHAPE)) {
    const [raw, area = "", , group = "", serial = ""] = m;
    const sep = raw.charAt(3);
    const masked = `***${sep}**${sep}${serial}`;
    if (isItin(area, group)) add(m.index, raw, "taxpayer-id", masked);
    else if (isSsn(area, group, serial)) add(m.index, raw, "social-security-number", masked);
  }
  for (const m of text.matchAll(DASHED)) add(m.index, m[0], classifyGrouped(text, m.index, m[0]));
  for (const m of text.matchAll(SPACED)) add(m.index, m[0], classifyGrouped(text, m.index, m[0]));
  for (const m of text.matchAll(RUN)) {
    const kind = classifyRun(text, m.index, m[0]);
    add(m.index, m[0], kind, kind === "card-number" ? maskCardRun(m[0]) : undefined);
  }
  for (const m of text.matchAll(IBAN)) {
    if (ibanValid(m[0])) add(m.index, m[0], "financial-account-number");
  }
  return hits;
}

/** A dash- or space-grouped number: a card by its check digit, else what the word before it says. */
function classifyGrouped(text: string, start: number, raw: string): PersonalDataKind | null {
  const digits = raw.replace(/\D/g, "");
  if (/^\d{4}[- ]/.test(raw) && isCardNumber(digits)) return "card-number";
  // "2019 2020 2021" in a statement's table is a row of years, not an account number.
  if (/^(?:(?:19|20)\d\d[ -]?)+$/.test(raw) && raw.length > 4) return null;
  const ctx = numberContext(text, start, raw);
  if (ctx === "tax" && /^\d{2}-\d{7}$/.test(raw)) return "taxpayer-id";
  if (ctx === "account" && digits.length >= 8 && digits.length <= 17) return "financial-account-number";
  return null;
}

/** An ungrouped run of 8–19 digits: a card by its check digit, else what the word before it says. */
function classifyRun(text: string, start: number, digits: string): PersonalDataKind | null {
  if (isCardNumber(digits)) return "card-number";
  const ctx = numberContext(text, start, digits);
  if (digits.length === 9 && (ctx === "ssn" || ctx === "tax")) {
    const [area, group, serial] = [digits.slice(0, 3), digits.slice(3, 5), digits.slice(5)];
    if (isItin(area, group)) return "taxpayer-id";
    if (ctx === "tax") return "taxpayer-id";
    return isSsn(area, group, serial) ? "social-security-number" : null;
  }
  if (ctx === "account" && digits.length <= 17) return "financial-account-number";
  return null;
}

function numberContext(text: string, start: number, raw: string): Context | null {
  return contextOf(text, start, start + raw.length)?.context ?? null;
}

/** SSA never issues area 000, 666 or 9xx, group 00 or serial 0000; numbers like those are not SSNs. */
function isSsn(area: string, group: string, serial: string): boolean {
  return area !== "000" && area !== "666" && !area.startsWith("9") && group !== "00" && serial !== "0000";
}

/** ITINs start with 9 and have a middle group the IRS uses for them (50–65, 70–88, 90–92, 94–99). */
function isItin(area: string, group: string): boolean {
  if (!area.startsWith("9")) return false;
  const g = Number(group);
  return (g >= 50 && g <= 65) || (g >= 70 && g <= 88) || (g >= 90 && g <= 92) || (g >= 94 && g <= 99);
}

/** 13–19 digits, a card network's first digit (2–6) and a right Luhn check digit. */
function isCardNumber(digits: string): boolean {
  return digits.length >= 13 && digits.length <= 19 && /^[2-6]/.test(digits) && luhn(digits);
}

export function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

function ibanValid(raw: string): boolean {
  const iban = raw.replace(/ /g, "");
  if (iban.length < 15 || iban.length > 34) return false;
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const ch of moved) {
    const value = /\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55);
    for (const d of value) rest = (rest * 10 + Number(d)) % 97;
  }
  return rest === 1;
}

/** Every letter and digit but the last four becomes "*"; separators stay, so the shape is still recognisable. */
function maskAllButLast4(raw: string): string {
  let keep = 4;
  let out = "";
  for (let i = raw.length - 1; i >= 0; i--) {
    const ch = raw.charAt(i);
    if (/[0-9A-Za-z]/.test(ch)) {
      out = (keep > 0 ? ch : "*") + out;
      keep--;
    } else {
      out = ch + out;
    }
  }
  return out;
}

/** An ungrouped card number masked and grouped in fours from the right ("**** **** **** 1111"), as cards print. */
function maskCardRun(digits: string): string {
  const masked = "*".repeat(digits.length - 4) + digits.slice(-4);
  const groups: string[] = [];
  for (let end = masked.length; end > 0; end -= 4) groups.unshift(masked.slice(Math.max(0, end - 4), end));
  return groups.join(" ");
}

// ---------------------------------------------------------------------------------------------------------------
// Birth dates

const MONTH = String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
const DATES: { pattern: RegExp; parts: (m: RegExpMatchArray) => { y: string; a: number; b: number } }[] = [
  {
    // 1/2/1980, 01-02-1980, 01.02.80: month and day in either order (US or European), two- or four-digit year.
    pattern: /(?<![\d/.-])(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})(?!\d|[/.-]\d)/g,
    parts: (m) => ({ y: m[4] ?? "", a: Number(m[1]), b: Number(m[3]) }),
  },
  {
    pattern: /(?<![\d/.-])(\d{4})([/.-])(\d{1,2})\2(\d{1,2})(?!\d|[/.-]\d)/g,
    parts: (m) => ({ y: m[1] ?? "", a: Number(m[3]), b: Number(m[4]) }),
  },
  {
    pattern: new RegExp(String.raw`\b${MONTH}\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b`, "gi"),
    parts: (m) => ({ y: m[3] ?? "", a: monthNumber(m[1] ?? ""), b: Number(m[2]) }),
  },
  {
    pattern: new RegExp(String.raw`\b(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?${MONTH},?\s+(\d{4})\b`, "gi"),
    parts: (m) => ({ y: m[3] ?? "", a: monthNumber(m[2] ?? ""), b: Number(m[1]) }),
  },
];
const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

function monthNumber(name: string): number {
  return MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;
}

/** Full dates said to be birth dates. A number or date between the word and this date means the word is another's. */
function scanBirthDates(text: string): PersonalDataHit[] {
  const hits: PersonalDataHit[] = [];
  for (const { pattern, parts } of DATES) {
    for (const m of text.matchAll(pattern)) {
      const { y, a, b } = parts(m);
      const validDay = (a >= 1 && a <= 12 && b >= 1 && b <= 31) || (b >= 1 && b <= 12 && a >= 1 && a <= 31);
      if (!validDay || (y.length === 4 && (Number(y) < 1850 || Number(y) > 2099))) continue;
      const ctx = contextOf(text, m.index, m.index + m[0].length);
      if (ctx?.context !== "birth" || /\d{4}|\d[/.-]\d/.test(ctx.gap)) continue;
      hits.push({
        kind: "birth-date",
        start: m.index,
        end: m.index + m[0].length,
        value: `${y}-${a}-${b}`,
        masked: `**/**/${y}`,
      });
    }
  }
  return hits;
}

// ---------------------------------------------------------------------------------------------------------------

/**
 * One page's hits in reading order with their places in the text; where two overlap, the earlier and then the
 * longer one wins. Redaction (redact/find.ts) reads the places; the report only the masked forms.
 */
export function scanPage(text: string): PersonalDataHit[] {
  const all = [...scanNumbers(text), ...scanBirthDates(text)].sort(
    (x, y) => x.start - y.start || y.end - x.end || KIND_ORDER.indexOf(x.kind) - KIND_ORDER.indexOf(y.kind),
  );
  const kept: PersonalDataHit[] = [];
  for (const hit of all) {
    if (kept.every((k) => hit.start >= k.end || hit.end <= k.start)) kept.push(hit);
  }
  return kept;
}

const KIND_ORDER: PersonalDataKind[] = [
  "social-security-number",
  "taxpayer-id",
  "card-number",
  "birth-date",
  "financial-account-number",
];
