// PDF object syntax read straight from bytes, without building objects: where a value ends, a dictionary's
// top-level entries as byte ranges, and every indirect reference with its position (so it can be renumbered).
// Used on qpdf's own output, whose syntax is regular; anything unexpected throws RawSyntaxError.
import { latin1 } from "../ingest/bytes.ts";

export class RawSyntaxError extends Error {}

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

const enum C {
  NUL = 0x00,
  TAB = 0x09,
  LF = 0x0a,
  FF = 0x0c,
  CR = 0x0d,
  SPACE = 0x20,
  PERCENT = 0x25,
  LPAREN = 0x28,
  RPAREN = 0x29,
  SLASH = 0x2f,
  LT = 0x3c,
  GT = 0x3e,
  LBRACKET = 0x5b,
  BACKSLASH = 0x5c,
  RBRACKET = 0x5d,
  LBRACE = 0x7b,
  RBRACE = 0x7d,
  ZERO = 0x30,
  NINE = 0x39,
  R = 0x52,
}

export function isWhite(b: number): boolean {
  return b === C.SPACE || b === C.LF || b === C.CR || b === C.TAB || b === C.FF || b === C.NUL;
}

function isDelimiter(b: number): boolean {
  return (
    b === C.LPAREN ||
    b === C.RPAREN ||
    b === C.LT ||
    b === C.GT ||
    b === C.LBRACKET ||
    b === C.RBRACKET ||
    b === C.LBRACE ||
    b === C.RBRACE ||
    b === C.SLASH ||
    b === C.PERCENT
  );
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
function regularEnd(bytes: Uint8Array, at: number, end: number): number {
  let i = at;
  while (i < end && !isWhite(bytes[i]!) && !isDelimiter(bytes[i]!)) i++;
  return i;
}

/** End of a literal string starting at `at` (an open parenthesis): nested parentheses, backslash escapes. */
function literalStringEnd(bytes: Uint8Array, at: number, end: number): number {
  let depth = 0;
  for (let i = at; i < end; i++) {
    const b = bytes[i]!;
    if (b === C.BACKSLASH) i++;
    else if (b === C.LPAREN) depth++;
    else if (b === C.RPAREN && --depth === 0) return i + 1;
  }
  throw new RawSyntaxError("unterminated string");
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

const isDigit = (b: number) => b >= C.ZERO && b <= C.NINE;

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
  for (let r = bytes.indexOf(C.R, start); r >= 0 && r < end; r = bytes.indexOf(C.R, r + 1)) {
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
    } else if (b === C.LPAREN) tokenEnd = literalStringEnd(bytes, i, end);
    else if (b === C.LT) {
      if (bytes[i + 1] === C.LT) tokenEnd = i + 2;
      else {
        const close = bytes.indexOf(C.GT, i + 1);
        if (close < 0 || close >= end) throw new RawSyntaxError("unterminated hex string");
        tokenEnd = close + 1;
      }
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
  if (b === C.LPAREN) return literalStringEnd(bytes, i, end);
  if (b === C.LT && bytes[i + 1] === C.LT) return containerEnd(bytes, i + 2, end, C.GT);
  if (b === C.LT) {
    const close = bytes.indexOf(C.GT, i + 1);
    if (close < 0 || close >= end) throw new RawSyntaxError("unterminated hex string");
    return close + 1;
  }
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
      } else {
        const close = bytes.indexOf(C.GT, i + 1);
        if (close < 0 || close >= end) throw new RawSyntaxError("unterminated hex string");
        i = close;
      }
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
    } else if (b === C.LPAREN) i = literalStringEnd(bytes, i, end) - 1;
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
