// The personal data the state rules add to FRCP 5.2's (issue 43): driver's licence and passport numbers, home
// addresses and the names of minors the person enters, found in a page's text with their places in it.
import type { TLicenceShape, TRedactionKind } from "@courtready/contracts";

/** A value found in a page's text: [start, end) in that text, and the value itself (never reported as such). */
export interface TextHit {
  kind: TRedactionKind;
  start: number;
  end: number;
  value: string;
}

/** How far after its context word ("DL #", "passport no.") a number may start, in characters. */
const REACH = 30;

/**
 * A licence or passport number: letters and digits, 5–20 long, at least four digits, after its context word.
 * Generic on purpose: per-state licence shapes were not sourced (decisions.md "Issue 43"), and the word before
 * the number is what tells it from an invoice number.
 */
const ID_AFTER = (words: string): RegExp =>
  new RegExp(
    String.raw`(?:${words})[^A-Za-z0-9\n]{0,12}(?:(?:no|num|number|#)\b\.?[^A-Za-z0-9\n]{0,4})?((?=[A-Z0-9-]*\d[A-Z0-9-]*\d[A-Z0-9-]*\d[A-Z0-9-]*\d)[A-Z0-9](?:[A-Z0-9-]{3,18})[A-Z0-9])(?![A-Za-z0-9])`,
    "gi",
  );

const LICENCE = ID_AFTER(
  String.raw`\bdriver'?s?\s+licen[cs]e\b|\bdriver\s+license\b|\bD\.?L\.?N?\b|\blicen[cs]e\s+(?=no|num|#)|\bDL\s?#`,
);
const PASSPORT = ID_AFTER(String.raw`\bpassport\b`);

/**
 * A looser word before a licence number, enough only when the number has the court's state's shape: "Lic.",
 * "license", "ID", "I.D.", "identification", "CDL". Not after a word that makes it another kind of number
 * ("invoice ID", "business license").
 */
const LOOSE_WORDS = String.raw`(?<!\b(?:invoice|order|customer|client|account|acct|tax|case|transaction|tracking|receipt|payment|member|subscriber|group|insurance|medicaid|medicare|employee|employer|user|login|session|device|reference|ref|record|file|request|claim|policy|loan|patient|student|vendor|product|item|serial|batch|lot|confirmation|booking|reservation|ticket|business|marriage|contractor|professional|liquor|dealer|nursing|medical|pilot|fishing|hunting)\.?\s{0,2})(?:\blic\b\.?|\blicen[cs]e\b|\bID\b|\bI\.D\.|\bidentification\b|\bCDL\b)`;
const AFTER_LOOSE = new RegExp(
  String.raw`${LOOSE_WORDS}[^A-Za-z0-9\n]{0,12}(?:(?:no|num|number)\b\.?[^A-Za-z0-9\n]{0,4})?([A-Z0-9](?:[A-Z0-9-]{3,22})[A-Z0-9])(?![A-Za-z0-9])`,
  "gi",
);

/** Each rule set's shapes compiled once, not once per page. */
const matchers = new WeakMap<readonly TLicenceShape[], RegExp | null>();

/** One regular expression for the whole number in any of these shapes, or null when there are none. */
function shapeMatcher(shapes: readonly TLicenceShape[]): RegExp | null {
  if (!matchers.has(shapes)) {
    const any = shapes.map((s) => `(?:${s.pattern})`).join("|");
    matchers.set(shapes, shapes.length ? new RegExp(`^(?:${any})$`, "i") : null);
  }
  return matchers.get(shapes) ?? null;
}
/** A US street address: a house number, words, a street-type word, and what follows on its line (unit, city, ZIP). */
const STREET_TYPES = String.raw`(?:street|st|avenue|ave|road|rd|boulevard|blvd|drive|dr|lane|ln|way|court|ct|circle|cir|place|pl|parkway|pkwy|highway|hwy|trail|trl|terrace|ter|loop)`;
const ADDRESS = new RegExp(
  String.raw`(?:\baddress(?:es)?\b|\bresiding\s+at\b|\bresides\s+at\b|\blives\s+at\b|\bresidence\b|\bdomicile\b)[^0-9\n]{0,${REACH}}(\d{1,6}\s+(?:[A-Za-z0-9.'-]+\s+){0,5}${STREET_TYPES}\b\.?(?:[^\n]{0,60}?\b\d{5}(?:-\d{4})?\b)?)`,
  "gi",
);

/**
 * Every licence, passport and address hit of a page's text. `shapes` are the court's state's licence number
 * shapes: a number of one of them is found after a looser word too; one of another shape needs the generic words.
 */
export function scanStateKinds(text: string, shapes: readonly TLicenceShape[] = []): TextHit[] {
  const hits: TextHit[] = [];
  const push = (kind: TRedactionKind, m: RegExpMatchArray): void => {
    const value = m[1] ?? "";
    const start = (m.index ?? 0) + m[0].length - value.length;
    hits.push({ kind, start, end: start + value.length, value });
  };
  for (const m of text.matchAll(LICENCE)) push("drivers-licence", m);
  const shaped = shapeMatcher(shapes);
  if (shaped) {
    const found = new Set(hits.map((h) => h.start));
    for (const m of text.matchAll(AFTER_LOOSE)) {
      const value = m[1] ?? "";
      // Found already after a licence word ("Driver License No."): the same number once.
      if (!shaped.test(value) || found.has((m.index ?? 0) + m[0].length - value.length)) continue;
      push("drivers-licence", m);
    }
  }
  for (const m of text.matchAll(PASSPORT)) push("passport-number", m);
  for (const m of text.matchAll(ADDRESS)) push("home-address", m);
  return hits;
}

/**
 * Each place a minor's name, as the person entered it once, appears: "Jane Q. Doe" also as "Doe, Jane Q." and
 * across a line break; letters' case ignored. A name shorter than two letters is not searched (it would match words).
 */
export function scanMinorNames(text: string, names: readonly string[]): TextHit[] {
  const hits: TextHit[] = [];
  for (const name of names) {
    const parts = name.trim().split(/\s+/).filter(Boolean);
    if (parts.join("").length < 2) continue;
    const forms = [parts];
    if (parts.length > 1) forms.push([`${parts.at(-1)},`, ...parts.slice(0, -1)]);
    for (const form of forms) {
      const pattern = new RegExp(
        String.raw`(?<![\p{L}\p{N}])${form.map(escapeRegExp).join(String.raw`\s+`)}(?![\p{L}\p{N}])`,
        "giu",
      );
      for (const m of text.matchAll(pattern)) {
        hits.push({ kind: "minor-name", start: m.index, end: m.index + m[0].length, value: m[0] });
      }
    }
  }
  return hits;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
