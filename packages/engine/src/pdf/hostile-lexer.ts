// The PDF tokenizer's hostile mode (tokenizer.ts), for untrusted uploads: values parsed within a budget (nesting
// depth, tokens); an overrun, or anything a lenient reader would have to guess at, throws TokenizerUnsure.
import {
  C,
  CLASS,
  REGULAR,
  WHITE,
  fail,
  hexStringEnd,
  hexValue,
  isDigit,
  literalStringEnd,
  skipBlanks,
  skipWhite,
  startsWith,
} from "./tokenizer.ts";

/** A parsed PDF value, with just what the hostile readers need (strings' contents are never needed). */
export type PdfValue =
  | { kind: "null" }
  | { kind: "bool" }
  | { kind: "string" }
  | { kind: "number"; value: number; integer: boolean }
  | { kind: "name"; name: string }
  | { kind: "ref"; num: number; gen: number }
  | { kind: "array"; items: PdfValue[] }
  | { kind: "dict"; entries: Map<string, PdfValue> };
export type PdfValueDict = Extract<PdfValue, { kind: "dict" }>;

const NULL: PdfValue = { kind: "null" };
const BOOL: PdfValue = { kind: "bool" };
const STRING: PdfValue = { kind: "string" };

/** Nesting of arrays and dictionaries in one object (qpdf stops at 500; real catalogs stay under 10). */
export const MAX_DEPTH = 100;
/** Tokens parsed per budget, over all objects read (a few trailers and dictionaries; a plain catalog has ~20). */
export const MAX_TOKENS = 250_000;

/** Tokens left; shared by every HostileLexer of one reading, so that the limit holds for the whole reading. */
export interface TokenBudget {
  tokens: number;
}

/** Stops a hostile reading: something is unusual, unreadable or over a limit. */
export function unsure(message = "unusual or over a limit"): never {
  return fail("hostile", message);
}

/**
 * The hostile mode's lexer and object parser over `data` (its whole length): anything a lenient reader would have
 * to guess at, and any value past MAX_DEPTH or the budget's tokens, throws TokenizerUnsure.
 */
export class HostileLexer {
  pos: number;

  constructor(
    readonly data: Uint8Array,
    pos: number,
    private readonly budget: TokenBudget,
  ) {
    this.pos = pos;
  }

  /** The byte at `i`, or -1 past the end. */
  at(i: number): number {
    return this.data[i] ?? -1;
  }

  /** Whether a token ends before `i` (end of data, white space or a delimiter). */
  boundary(i: number): boolean {
    const c = this.data[i];
    return c === undefined || CLASS[c] !== REGULAR;
  }

  /** Whether the byte at the position is white space. */
  atWhite(): boolean {
    return CLASS[this.at(this.pos)] === WHITE;
  }

  /** Skips white space only (cross-reference syntax allows no comment). */
  skipWhitespace(): void {
    this.pos = skipBlanks(this.data, this.pos, this.data.length);
  }

  /** Skips white space and comments. */
  skipSpace(): void {
    this.pos = skipWhite(this.data, this.pos, this.data.length);
  }

  /** Consumes `word` if it is the whole next token. */
  keyword(word: string): boolean {
    if (!startsWith(this.data, this.pos, word) || !this.boundary(this.pos + word.length)) return false;
    this.pos += word.length;
    return true;
  }

  /** An unsigned integer token at the current position (no sign, no point), or undefined (position unchanged). */
  unsignedInteger(): number | undefined {
    let i = this.pos;
    let value = 0;
    while (isDigit(this.at(i))) value = value * 10 + (this.at(i++) - C.ZERO);
    if (i === this.pos || !this.boundary(i) || this.at(i) === C.POINT || !Number.isSafeInteger(value))
      return undefined;
    this.pos = i;
    return value;
  }

  /** Reads `N G obj` and returns [N, G]. */
  objectHeader(): [number, number] {
    this.skipWhitespace();
    const num = this.unsignedInteger();
    if (num === undefined || !this.atWhite()) unsure("object number expected");
    this.skipWhitespace();
    const gen = this.unsignedInteger();
    if (gen === undefined || !this.atWhite()) unsure("generation expected");
    this.skipWhitespace();
    if (!this.keyword("obj")) unsure("obj expected");
    return [num, gen];
  }

  value(depth: number): PdfValue {
    if (depth > MAX_DEPTH || --this.budget.tokens < 0) unsure("over the depth or token limit");
    this.skipSpace();
    const c = this.at(this.pos);
    if (c === C.SLASH) return { kind: "name", name: this.name() };
    if (c === C.LT) {
      if (this.at(this.pos + 1) === C.LT) return this.dict(depth);
      this.pos = hexStringEnd(this.data, this.pos, this.data.length, "hostile");
      return STRING;
    }
    if (c === C.LBRACKET) return this.array(depth);
    if (c === C.LPAREN) {
      this.pos = literalStringEnd(this.data, this.pos, this.data.length, "hostile");
      return STRING;
    }
    if (isDigit(c) || c === C.PLUS || c === C.MINUS || c === C.POINT) return this.number();
    if (this.keyword("null")) return NULL;
    if (this.keyword("true") || this.keyword("false")) return BOOL;
    return unsure("value expected");
  }

  /** A dictionary at the position. */
  dictValue(): PdfValueDict {
    const value = this.value(0);
    if (value.kind !== "dict") unsure("dictionary expected");
    return value;
  }

  /** A name, #xx escapes decoded (`/Acro#46orm` is /AcroForm); a `#` not followed by two hex digits is unusual. */
  private name(): string {
    let name = "";
    let i = this.pos + 1;
    while (!this.boundary(i)) {
      let c = this.at(i++);
      if (c === C.HASH) {
        const high = hexValue(this.at(i));
        const low = hexValue(this.at(i + 1));
        if (high < 0 || low < 0) unsure("bad # escape in a name");
        c = high * 16 + low;
        if (c === 0) unsure("#00 in a name");
        i += 2;
      }
      name += String.fromCharCode(c);
    }
    this.pos = i;
    return name;
  }

  private dict(depth: number): PdfValueDict {
    this.pos += 2;
    const entries = new Map<string, PdfValue>();
    for (;;) {
      this.skipSpace();
      const c = this.at(this.pos);
      if (c === C.GT) {
        if (this.at(this.pos + 1) !== C.GT) unsure("'>' without '>'");
        this.pos += 2;
        return { kind: "dict", entries };
      }
      if (c !== C.SLASH) unsure("name expected as dictionary key");
      const key = this.name();
      // Readers disagree on which of two values for one key counts.
      if (entries.has(key)) unsure("a key twice");
      entries.set(key, this.value(depth + 1));
    }
  }

  private array(depth: number): PdfValue {
    this.pos++;
    const items: PdfValue[] = [];
    for (;;) {
      this.skipSpace();
      if (this.at(this.pos) === C.RBRACKET) {
        this.pos++;
        return { kind: "array", items };
      }
      items.push(this.value(depth + 1));
    }
  }

  /** A number, or a reference `N G R` when an unsigned integer is followed by one. */
  private number(): PdfValue {
    const start = this.pos;
    const num = this.unsignedInteger();
    if (num !== undefined) {
      const ref = this.refAfter(num);
      return ref ?? { kind: "number", value: num, integer: true };
    }
    let i = start;
    if (this.at(i) === C.PLUS || this.at(i) === C.MINUS) i++;
    let digits = 0;
    let points = 0;
    for (; !this.boundary(i); i++) {
      const c = this.at(i);
      if (isDigit(c)) digits++;
      else if (c === C.POINT) points++;
      else unsure("bad number");
    }
    if (digits === 0 || points > 1) unsure("bad number");
    const text = String.fromCharCode(...this.data.subarray(start, Math.min(i, start + 64)));
    this.pos = i;
    return { kind: "number", value: Number(text), integer: points === 0 };
  }

  /** After an unsigned integer: ` G R` makes it a reference; otherwise the position is left where it was. */
  private refAfter(num: number): PdfValue | undefined {
    const save = this.pos;
    if (this.atWhite()) {
      this.skipWhitespace();
      const gen = this.unsignedInteger();
      if (gen !== undefined && this.atWhite()) {
        this.skipWhitespace();
        if (this.keyword("R")) return { kind: "ref", num, gen };
      }
    }
    this.pos = save;
    return undefined;
  }
}
