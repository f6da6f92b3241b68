// The one PDF tokenizer: where each token and value of PDF syntax ends, read from bytes, in two modes.
// `strict` is for qpdf's own output, whose syntax is regular: values are found as byte spans without building
// objects (a dictionary's top-level entries, every indirect reference with its position, so it can be renumbered),
// and anything unexpected throws RawSyntaxError. `hostile` is for untrusted uploads: values are parsed within a
// budget (nesting depth, tokens), and an overrun or anything a lenient reader would have to guess at throws
// TokenizerUnsure, which its caller turns into "unsure" (read-catalog.ts). Both share one set of lexical rules: the
// byte classes and token ends here; the hostile mode's parser is hostile-lexer.ts.
import { latin1 } from "../ingest/bytes.ts";

/** What the strict mode throws: qpdf's output was not what it writes. */
export class RawSyntaxError extends Error {}

/** What the hostile mode throws: something unusual, unreadable or over a limit; never a verdict on the file. */
export class TokenizerUnsure extends Error {}

/** `strict`: throw RawSyntaxError at anything unexpected. `hostile`: bounded, and TokenizerUnsure at any oddity. */
export type Mode = "strict" | "hostile";

export function fail(mode: Mode, message: string): never {
  throw mode === "strict" ? new RawSyntaxError(message) : new TokenizerUnsure(message);
}

/** A byte range [start, end) of one value in a buffer. */
export interface Span {
  start: number;
  end: number;
}

/** An indirect reference "num gen R" found at [start, end). */
export interface RefAt extends Span {
  num: number;
  gen: number;
}

export const enum C {
  LF = 0x0a,
  CR = 0x0d,
  PERCENT = 0x25,
  LPAREN = 0x28,
  RPAREN = 0x29,
  PLUS = 0x2b,
  MINUS = 0x2d,
  POINT = 0x2e,
  SLASH = 0x2f,
  LT = 0x3c,
  GT = 0x3e,
  LBRACKET = 0x5b,
  BACKSLASH = 0x5c,
  RBRACKET = 0x5d,
  ZERO = 0x30,
  NINE = 0x39,
  HASH = 0x23,
  R = 0x52,
}

/** Byte classes of PDF syntax: 0 regular, 1 white space, 2 delimiter. */
export const REGULAR = 0;
export const WHITE = 1;
const DELIMITER = 2;
export const CLASS = new Uint8Array(256);
for (const c of [0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]) CLASS[c] = WHITE;
for (const c of "()<>[]{}/%") CLASS[c.charCodeAt(0)] = DELIMITER;

export function isWhite(b: number): boolean {
  return CLASS[b] === WHITE;
}

function isDelimiter(b: number): boolean {
  return CLASS[b] === DELIMITER;
}

export const isDigit = (b: number): boolean => b >= C.ZERO && b <= C.NINE;

export const hexValue = (c: number): number =>
  isDigit(c) ? c - 0x30 : c >= 0x41 && c <= 0x46 ? c - 0x37 : c >= 0x61 && c <= 0x66 ? c - 0x57 : -1;

/** Whether `word` is written at `at`. */
export function startsWith(bytes: Uint8Array, at: number, word: string): boolean {
  for (let i = 0; i < word.length; i++) if (bytes[at + i] !== word.charCodeAt(i)) return false;
  return true;
}

/** Skips white space only (no comments) from `at`: where cross-reference syntax allows no comment. */
export function skipBlanks(bytes: Uint8Array, at: number, end: number): number {
  let i = at;
  while (i < end && CLASS[bytes[i]!] === WHITE) i++;
  return i;
}

/** Skips white space and comments from `at`; returns the next significant position (or `end`). */
export function skipWhite(bytes: Uint8Array, at: number, end: number): number {
  let i = at;
  while (i < end) {
    const b = bytes[i]!;
    if (isWhite(b)) i++;
    else if (b === C.PERCENT) {
      while (i < end && bytes[i] !== C.LF && bytes[i] !== C.CR) i++;
    } else break;
  }
  return i;
}

/** End of a run of regular characters (a number, keyword or the rest of a name). */
export function regularEnd(bytes: Uint8Array, at: number, end: number): number {
  let i = at;
  while (i < end && !isWhite(bytes[i]!) && !isDelimiter(bytes[i]!)) i++;
  return i;
}

/** End of a literal string starting at `at` (an open parenthesis): nested parentheses, backslash escapes. */
export function literalStringEnd(bytes: Uint8Array, at: number, end: number, mode: Mode): number {
  let depth = 0;
  for (let i = at; i < end; i++) {
    const b = bytes[i]!;
    if (b === C.BACKSLASH) i++;
    else if (b === C.LPAREN) depth++;
    else if (b === C.RPAREN && --depth === 0) return i + 1;
  }
  return fail(mode, "unterminated string");
}

/**
 * End of a hex string starting at `at` (a "<" not followed by another). The hostile mode also checks that it holds
 * only hex digits and white space.
 */
export function hexStringEnd(bytes: Uint8Array, at: number, end: number, mode: Mode): number {
  const close = bytes.indexOf(C.GT, at + 1);
  if (close < 0 || close >= end) fail(mode, "unterminated hex string");
  if (mode === "hostile") {
    for (let i = at + 1; i < close; i++) {
      const c = bytes[i]!;
      if (hexValue(c) < 0 && CLASS[c] !== WHITE) fail(mode, "not a hex digit");
    }
  }
  return close + 1;
}

function isUnsignedInteger(bytes: Uint8Array, start: number, end: number): boolean {
  if (start >= end) return false;
  for (let i = start; i < end; i++) if (bytes[i]! < C.ZERO || bytes[i]! > C.NINE) return false;
  return true;
}

function integerAt(bytes: Uint8Array, start: number, end: number): number {
  let n = 0;
  for (let i = start; i < end; i++) n = n * 10 + (bytes[i]! - C.ZERO);
  return n;
}

/**
 * Every indirect reference in [start, end), in order. Strings, names and comments are skipped, so "(1 0 R)" is
 * not a reference.
 */
export function findRefs(bytes: Uint8Array, start: number, end: number): RefAt[] {
  return refsWithoutStrings(bytes, start, end) ?? tokenisedRefs(bytes, start, end);
}

/**
 * The references of text that has no string (literal or hex) and no comment (nearly every dictionary), found from each
 * "R" backwards: "R" alone, after white space, an integer, white space and an integer that does not continue a
 * name or a number. Several times faster than tokenising every name and number of a page's resources; null when
 * the text has a string or a comment, for `tokenisedRefs`.
 */
function refsWithoutStrings(bytes: Uint8Array, start: number, end: number): RefAt[] | null {
  // Searched natively (indexOf) within the span: a byte at a time in JavaScript was most of the scan.
  const span = bytes.subarray(start, end);
  if (span.indexOf(C.LPAREN) >= 0 || span.indexOf(C.PERCENT) >= 0) return null;
  // A "<" not part of "<<" opens a hex string: the tokeniser checks it is closed.
  for (let i = span.indexOf(C.LT); i >= 0; i = span.indexOf(C.LT, i + 2)) {
    if (span[i + 1] !== C.LT) return null;
  }
  const refs: RefAt[] = [];
  // Searched in the span, not the whole buffer: the last search of an object would otherwise run on into the
  // objects after it (megabytes of a pool) until it met an "R".
  for (let at = span.indexOf(C.R); at >= 0; at = span.indexOf(C.R, at + 1)) {
    const r = start + at;
    if (r + 1 < end && !isWhite(bytes[r + 1]!) && !isDelimiter(bytes[r + 1]!)) continue;
    let j = r - 1;
    if (j < start || !isWhite(bytes[j]!)) continue;
    while (j >= start && isWhite(bytes[j]!)) j--;
    const genEnd = j + 1;
    while (j >= start && isDigit(bytes[j]!)) j--;
    const genStart = j + 1;
    if (genStart === genEnd || j < start || !isWhite(bytes[j]!)) continue;
    while (j >= start && isWhite(bytes[j]!)) j--;
    const numEnd = j + 1;
    while (j >= start && isDigit(bytes[j]!)) j--;
    const numStart = j + 1;
    if (numStart === numEnd) continue;
    // Before the number: the start, white space or a delimiter other than "/" (which would make it a name).
    if (j >= start && !isWhite(bytes[j]!) && (!isDelimiter(bytes[j]!) || bytes[j] === C.SLASH)) continue;
    refs.push({
      start: numStart,
      end: r + 1,
      num: integerAt(bytes, numStart, numEnd),
      gen: integerAt(bytes, genStart, genEnd),
    });
  }
  return refs;
}

/** The references of any text, by tokenising it (strings, names and comments skipped). */
function tokenisedRefs(bytes: Uint8Array, start: number, end: number): RefAt[] {
  const refs: RefAt[] = [];
  // The last two tokens, when they were unsigned integers: [start, end) of each; -1 when not.
  let aStart = -1;
  let aEnd = -1;
  let bStart = -1;
  let bEnd = -1;
  let i = start;
  while (i < end) {
    const b = bytes[i]!;
    if (isWhite(b)) {
      i++;
      continue;
    }
    let tokenEnd: number;
    let integer = false;
    if (b === C.PERCENT) {
      i = skipWhite(bytes, i, end);
      continue;
    } else if (b === C.LPAREN) tokenEnd = literalStringEnd(bytes, i, end, "strict");
    else if (b === C.LT) {
      tokenEnd = bytes[i + 1] === C.LT ? i + 2 : hexStringEnd(bytes, i, end, "strict");
    } else if (b === C.GT) tokenEnd = bytes[i + 1] === C.GT ? i + 2 : i + 1;
    else if (b === C.SLASH) tokenEnd = regularEnd(bytes, i + 1, end);
    else if (isDelimiter(b)) tokenEnd = i + 1;
    else {
      tokenEnd = regularEnd(bytes, i, end);
      if (tokenEnd === i + 1 && b === C.R && aStart >= 0 && bStart >= 0) {
        refs.push({
          start: aStart,
          end: tokenEnd,
          num: integerAt(bytes, aStart, aEnd),
          gen: integerAt(bytes, bStart, bEnd),
        });
        aStart = bStart = -1;
        i = tokenEnd;
        continue;
      }
      integer = isUnsignedInteger(bytes, i, tokenEnd);
    }
    if (integer) {
      aStart = bStart;
      aEnd = bEnd;
      bStart = i;
      bEnd = tokenEnd;
    } else aStart = bStart = -1;
    i = tokenEnd;
  }
  return refs;
}

/**
 * End of the value starting at `at` (after white space): a dictionary, array, string, name, number, keyword, or
 * a reference "num gen R" taken as one value.
 */
export function valueEnd(bytes: Uint8Array, at: number, end: number): number {
  const i = skipWhite(bytes, at, end);
  if (i >= end) throw new RawSyntaxError("value expected");
  const b = bytes[i]!;
  if (b === C.LPAREN) return literalStringEnd(bytes, i, end, "strict");
  if (b === C.LT && bytes[i + 1] === C.LT) return containerEnd(bytes, i + 2, end, C.GT);
  if (b === C.LT) return hexStringEnd(bytes, i, end, "strict");
  if (b === C.LBRACKET) return containerEnd(bytes, i + 1, end, C.RBRACKET);
  if (b === C.SLASH) return regularEnd(bytes, i + 1, end);
  if (isDelimiter(b)) throw new RawSyntaxError(`unexpected '${String.fromCharCode(b)}'`);
  const first = regularEnd(bytes, i, end);
  // "12 0 R" is one value: look ahead for a second integer and R.
  if (isUnsignedInteger(bytes, i, first)) {
    const j = skipWhite(bytes, first, end);
    const second = regularEnd(bytes, j, end);
    if (j < end && isUnsignedInteger(bytes, j, second)) {
      const k = skipWhite(bytes, second, end);
      if (bytes[k] === C.R && regularEnd(bytes, k, end) === k + 1) return k + 1;
    }
  }
  return first;
}

/**
 * End of a dictionary (closer ">") or array ("]") whose opener ends just before `at`. Nested values are skipped by
 * matching brackets, not parsed: a page's resources can hold hundreds of entries, and only the outer dictionary's
 * keys are ever looked up.
 */
function containerEnd(bytes: Uint8Array, at: number, end: number, closer: number): number {
  let depth = 1;
  for (let i = at; i < end; i++) {
    const b = bytes[i]!;
    if (b === C.LT) {
      if (bytes[i + 1] === C.LT) {
        depth++;
        i++;
      } else i = hexStringEnd(bytes, i, end, "strict") - 1;
    } else if (b === C.GT) {
      if (bytes[i + 1] !== C.GT) throw new RawSyntaxError("'>' without '>'");
      i++;
      if (--depth === 0) {
        if (closer !== C.GT) throw new RawSyntaxError("'>>' closes an array");
        return i + 1;
      }
    } else if (b === C.LBRACKET) depth++;
    else if (b === C.RBRACKET) {
      if (--depth === 0) {
        if (closer !== C.RBRACKET) throw new RawSyntaxError("']' closes a dictionary");
        return i + 1;
      }
    } else if (b === C.LPAREN) i = literalStringEnd(bytes, i, end, "strict") - 1;
    else if (b === C.PERCENT) {
      while (i < end && bytes[i] !== C.LF && bytes[i] !== C.CR) i++;
    }
  }
  throw new RawSyntaxError("unterminated dictionary or array");
}

/** The text of a span. */
export function text(bytes: Uint8Array, span: Span): string {
  return latin1(bytes, span.start, span.end - span.start);
}

/**
 * The top-level entries of the dictionary starting at `at`, keyed by name without the slash ("Type"), each the
 * span of its value. Keys are compared as written: qpdf writes names without #-escapes where none are needed.
 */
export function dictEntries(bytes: Uint8Array, at: number, end: number): Map<string, Span> {
  let i = skipWhite(bytes, at, end);
  if (bytes[i] !== C.LT || bytes[i + 1] !== C.LT) throw new RawSyntaxError("dictionary expected");
  i += 2;
  const entries = new Map<string, Span>();
  for (;;) {
    i = skipWhite(bytes, i, end);
    if (i >= end) throw new RawSyntaxError("unterminated dictionary");
    if (bytes[i] === C.GT && bytes[i + 1] === C.GT) return entries;
    if (bytes[i] !== C.SLASH) throw new RawSyntaxError("name expected as dictionary key");
    const keyEnd = regularEnd(bytes, i + 1, end);
    const key = latin1(bytes, i + 1, keyEnd - i - 1);
    const valueStart = skipWhite(bytes, keyEnd, end);
    const valueStop = valueEnd(bytes, valueStart, end);
    entries.set(key, { start: valueStart, end: valueStop });
    i = valueStop;
  }
}

/** The reference a span holds ("12 0 R"), or null when it holds anything else. */
export function refIn(bytes: Uint8Array, span: Span): number | null {
  const refs = findRefs(bytes, span.start, span.end);
  const only = refs[0];
  const whole =
    refs.length === 1 &&
    only !== undefined &&
    only.start === skipWhite(bytes, span.start, span.end) &&
    skipWhite(bytes, only.end, span.end) === span.end;
  return whole ? only.num : null;
}

/** The numbers of an array of numbers ("[ 0 0 612 792 ]"), or null when the span holds anything else. */
export function numbersIn(bytes: Uint8Array, span: Span): number[] | null {
  const source = text(bytes, span).trim();
  const match = /^\[([\s\d.+-]*)\]$/.exec(source);
  if (!match) return null;
  const parts = match[1]!.trim().split(/\s+/).filter(Boolean);
  const numbers = parts.map(Number);
  return numbers.every(Number.isFinite) ? numbers : null;
}

/** A number value, or null. */
export function numberIn(bytes: Uint8Array, span: Span): number | null {
  const source = text(bytes, span).trim();
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(source)) return null;
  return Number(source);
}

/** The references of an array of references ("[ 3 0 R 4 0 R ]"), or null when it holds anything else. */
export function refsIn(bytes: Uint8Array, span: Span): number[] | null {
  const i = skipWhite(bytes, span.start, span.end);
  if (bytes[i] !== C.LBRACKET) return null;
  const refs = findRefs(bytes, i + 1, span.end - 1);
  // Anything other than references between the brackets (a null, a number) makes it not a plain list.
  const inner = text(bytes, { start: i + 1, end: span.end - 1 }).replace(/\s+/g, "");
  return inner === refs.map((r) => `${r.num}${r.gen}R`).join("") ? refs.map((r) => r.num) : null;
}
