// Whether decoded text looks like text: how well formed its words are (mojibake mixes scripts and cases inside a
// word) and whether it is nearly free of control characters. The text reader (text.ts) decides with these.

type Script = "latin" | "cyrillic" | "greek" | "hebrew" | "arabic" | "thai" | "cjk" | "other";

function scriptOf(c: number): Script {
  if (c < 0x250 || (c >= 0x1e00 && c <= 0x1eff)) return "latin";
  if (c >= 0x370 && c <= 0x3ff) return "greek";
  if (c >= 0x400 && c <= 0x52f) return "cyrillic";
  if (c >= 0x590 && c <= 0x5ff) return "hebrew";
  if (c >= 0x600 && c <= 0x6ff) return "arabic";
  if (c >= 0xe00 && c <= 0xe7f) return "thai";
  // Japanese mixes kanji, hiragana and katakana inside one word; Korean and Chinese are one script each.
  if ((c >= 0x3040 && c <= 0x30ff) || (c >= 0x3400 && c <= 0x9fff) || (c >= 0xac00 && c <= 0xd7af))
    return "cjk";
  if (c >= 0xff00 && c <= 0xffef) return "cjk";
  return "other";
}

/** How a character takes part in a word; computed once per code point because it runs on every character. */
type CharClass = "upper" | "lower" | "caseless" | "mark" | "symbol" | "bad" | "other";

const CLASS_CACHE = new Map<number, CharClass>();

function classOf(c: number): CharClass {
  if (c < 0x80) {
    if (c >= 0x41 && c <= 0x5a) return "upper";
    if (c >= 0x61 && c <= 0x7a) return "lower";
    return "other";
  }
  let k = CLASS_CACHE.get(c);
  if (k) return k;
  const ch = String.fromCodePoint(c);
  if ((c >= 0x80 && c <= 0x9f) || c === 0xfffd) k = "bad";
  else if (/\p{Lu}|\p{Lt}/u.test(ch)) k = "upper";
  else if (/\p{Ll}/u.test(ch)) k = "lower";
  else if (/\p{L}/u.test(ch)) k = "caseless";
  else if (/\p{M}/u.test(ch)) k = "mark";
  else if (/\p{S}/u.test(ch)) k = "symbol";
  else k = "other";
  CLASS_CACHE.set(c, k);
  return k;
}

const isWordClass = (k: CharClass) => k === "upper" || k === "lower" || k === "caseless" || k === "mark";

/**
 * How well formed the non-ASCII parts of a decoded text are, from 0 to 1. Correctly decoded words use one
 * script and a normal case pattern (lower, Capitalised or ALL CAPS); mojibake mixes scripts inside a word
 * ("franзais"), puts capitals mid-word ("пЕРВОМАЙ" — KOI8-R read as Windows-1251), or sticks symbols and
 * control codes to letters ("Ã©"). Words in all capitals count half: KOI8-R and Windows-1251 swap cases, so a
 * misread Russian text looks like shouting.
 */
export function wordShapeScore(text: string): number {
  const codes: number[] = [];
  for (const ch of text) codes.push(ch.codePointAt(0)!);
  const classes = codes.map(classOf);
  let good = 0;
  let total = 0;
  let i = 0;
  while (i < codes.length) {
    const k = classes[i]!;
    if (isWordClass(k)) {
      let j = i;
      let weight = 0;
      while (j < codes.length && isWordClass(classes[j]!)) {
        if (codes[j]! >= 0x80) weight++;
        j++;
      }
      if (weight > 0) {
        total += weight;
        good += weight * wordQuality(codes, classes, i, j);
      }
      i = j;
      continue;
    }
    if (codes[i]! >= 0x80) {
      if (k === "bad") {
        total += 2; // controls and undefined bytes never belong in text
      } else if (
        k === "symbol" &&
        (isWordClass(classes[i - 1] ?? "other") || isWordClass(classes[i + 1] ?? "other"))
      ) {
        total += 1; // "Ã©", "¤ĺ": a symbol glued to a letter
      } else {
        // punctuation such as “ ” – … and free-standing symbols (€ 5) are fine
        total += 1;
        good += 1;
      }
    }
    i++;
  }
  return total === 0 ? 1 : good / total;
}

function wordQuality(codes: number[], classes: CharClass[], from: number, to: number): number {
  let script: Script | null = null;
  let cased = 0;
  let uppers = 0;
  let firstUpper = false;
  for (let i = from; i < to; i++) {
    const k = classes[i]!;
    if (k === "mark") continue;
    const s = scriptOf(codes[i]!);
    if (script === null) script = s;
    else if (s !== script) return 0;
    if (k === "upper" || k === "lower") {
      if (cased === 0) firstUpper = k === "upper";
      cased++;
      if (k === "upper") uppers++;
    }
  }
  if (cased <= 1 || uppers === 0) return 1;
  if (uppers === 1 && firstUpper) return 1;
  if (uppers === cased) return 0.5;
  return 0;
}

/**
 * Text has almost no control characters, undefined code points or replacement characters: at most 1% of the
 * characters (so one stray control in a short note is forgiven, a binary file is not). Tab, line feed, vertical
 * tab, form feed, carriage return, NEL and ESC-free text only.
 */
export function isPlausibleText(s: string): boolean {
  let bad = 0;
  let count = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    count++;
    if (c < 0x20) {
      if (c !== 0x09 && c !== 0x0a && c !== 0x0b && c !== 0x0c && c !== 0x0d) bad++;
    } else if (
      c === 0x7f ||
      (c >= 0x80 && c <= 0x9f && c !== 0x85) ||
      c === 0xfffd ||
      c === 0xfffe ||
      c === 0xffff
    ) {
      bad++;
    } else if (c >= 0xd800 && c <= 0xdbff) {
      const next = s.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
      else bad++;
    } else if (c >= 0xdc00 && c <= 0xdfff) {
      bad++;
    }
  }
  return count > 0 && bad * 100 <= count;
}
