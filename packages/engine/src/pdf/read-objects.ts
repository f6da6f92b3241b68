// Reads a PDF that qpdf wrote (a classic cross-reference table, no object streams) object by object, without
// parsing what is not asked for: the assembler copies most objects as the bytes they are. Objects can be added
// (numbered after the file's own), so new objects may refer to the file's and be written with them. Read with the
// tokenizer's strict mode (tokenizer.ts): a file not laid out as qpdf writes it throws RawSyntaxError.
import {
  RawSyntaxError,
  dictEntries,
  findRefs,
  isWhite,
  numberIn,
  refIn,
  refsIn,
  skipWhite,
  startsWith,
  text,
  valueEnd,
} from "./tokenizer.ts";
import type { RefAt, Span } from "./tokenizer.ts";

/** One object as stored: its value's text (a stream's dictionary) and, for a stream, its data still encoded. */
export interface RawObject {
  head: Uint8Array;
  data?: Uint8Array;
}

const ascii = new TextEncoder();

export class RawPdf {
  /** Offset of each object in the file by number; 0 for none. */
  private readonly offsets: Int32Array;
  private readonly cache = new Map<number, RawObject>();
  private readonly added: RawObject[] = [];
  private readonly refsCache = new Map<number, RefAt[]>();
  private readonly dictCache = new Map<number, Map<string, Span>>();
  /** The trailer dictionary's entries. */
  readonly trailer: Map<string, Span>;
  private readonly trailerBytes: Uint8Array;

  private constructor(
    readonly bytes: Uint8Array,
    offsets: Int32Array,
    trailerBytes: Uint8Array,
    /** Where its objects' numbers start among all the objects of a RawSet. */
    readonly base: number,
  ) {
    this.offsets = offsets;
    this.trailerBytes = trailerBytes;
    this.trailer = dictEntries(trailerBytes, 0, trailerBytes.length);
  }

  /** A RawPdf with no objects of its own, to add objects to. */
  static empty(): RawPdf {
    return new RawPdf(new Uint8Array(), new Int32Array(1), ascii.encode("<< >>"), 0);
  }

  /** @throws RawSyntaxError when the file is not laid out as qpdf writes it without object streams. */
  static parse(bytes: Uint8Array, base = 0): RawPdf {
    const tail = Math.max(0, bytes.length - 1024);
    const marker = lastIndexOf(bytes, "startxref", tail);
    if (marker < 0) throw new RawSyntaxError("no startxref");
    const at = skipWhite(bytes, marker + 9, bytes.length);
    const xref = Number(text(bytes, { start: at, end: valueEnd(bytes, at, bytes.length) }));
    if (!Number.isInteger(xref) || !startsWith(bytes, xref, "xref")) {
      throw new RawSyntaxError("no cross-reference table");
    }
    const found: [number, number][] = [];
    let size = 0;
    let i = skipWhite(bytes, xref + 4, bytes.length);
    // Subsections "first count" and their 20-byte entries, until the trailer.
    while (!startsWith(bytes, i, "trailer")) {
      const firstEnd = valueEnd(bytes, i, bytes.length);
      const first = Number(text(bytes, { start: i, end: firstEnd }));
      const countStart = skipWhite(bytes, firstEnd, bytes.length);
      const countEnd = valueEnd(bytes, countStart, bytes.length);
      const count = Number(text(bytes, { start: countStart, end: countEnd }));
      if (!Number.isInteger(first) || !Number.isInteger(count))
        throw new RawSyntaxError("bad xref subsection");
      i = skipWhite(bytes, countEnd, bytes.length);
      // Each entry takes 20 bytes of the file, and a file's objects must fit one segment of a RawSet: a count
      // beyond either is damage, and trusting it would mean a loop or an array billions long.
      if (first < 0 || count < 0 || count * 20 > bytes.length - i || first + count > 1 << SEGMENT_BITS)
        throw new RawSyntaxError("bad xref subsection");
      for (let k = 0; k < count; k++, i += 20) {
        if (bytes[i + 17] === 0x6e /* n */)
          found.push([first + k, Number(text(bytes, { start: i, end: i + 10 }))]);
      }
      size = Math.max(size, first + count);
      i = skipWhite(bytes, i, bytes.length);
      if (i >= bytes.length) throw new RawSyntaxError("no trailer");
    }
    const trailerStart = skipWhite(bytes, i + 7, bytes.length);
    const trailerEnd = valueEnd(bytes, trailerStart, bytes.length);
    const offsets = new Int32Array(size);
    for (const [n, offset] of found) offsets[n] = offset;
    return new RawPdf(bytes, offsets, bytes.subarray(trailerStart, trailerEnd), base);
  }

  /** First number free for new objects; numbers from here on are the added ones. */
  get fileSize(): number {
    return this.offsets.length;
  }

  /** The object numbered `n` (the file's or an added one), or undefined when there is none. */
  get(n: number): RawObject | undefined {
    if (n >= this.offsets.length) return this.added[n - this.offsets.length];
    const cached = this.cache.get(n);
    if (cached) return cached;
    const offset = this.offsets[n] ?? 0;
    if (offset <= 0) return undefined;
    const object = this.read(n, offset);
    this.cache.set(n, object);
    return object;
  }

  /** Adds an object; returns its number. */
  add(object: RawObject): number {
    this.added.push(object);
    return this.offsets.length + this.added.length - 1;
  }

  /** A number for an object given later with `put` (for objects that refer to each other). */
  reserve(): number {
    return this.add({ head: new Uint8Array() });
  }

  /** Gives the object a reserved number stands for. */
  put(n: number, object: RawObject): void {
    const at = n - this.offsets.length;
    if (at < 0 || at >= this.added.length) throw new Error(`object ${n} was not reserved`);
    this.added[at] = object;
    this.refsCache.delete(n);
    this.dictCache.delete(n);
  }

  /** The references an object's head holds, with their positions (cached: objects are written more than once). */
  refsOf(n: number): RefAt[] {
    let refs = this.refsCache.get(n);
    if (!refs) {
      const head = this.get(n)?.head;
      refs = head ? findRefs(head, 0, head.length) : [];
      this.refsCache.set(n, refs);
    }
    return refs;
  }

  /** The entries of an object that is a dictionary (or a stream's dictionary). */
  dict(n: number): { head: Uint8Array; entries: Map<string, Span> } {
    const object = this.get(n);
    if (!object) throw new RawSyntaxError(`object ${n} is missing`);
    let entries = this.dictCache.get(n);
    if (!entries) {
      entries = dictEntries(object.head, 0, object.head.length);
      this.dictCache.set(n, entries);
    }
    return { head: object.head, entries };
  }

  /** The page objects in order, following /Root /Pages /Kids. */
  pages(): number[] {
    const root = this.trailerRef("Root");
    const catalog = this.dict(root);
    const pagesSpan = catalog.entries.get("Pages");
    const top = pagesSpan ? refIn(catalog.head, pagesSpan) : null;
    if (top === null) throw new RawSyntaxError("no page tree");
    const out: number[] = [];
    const seen = new Set<number>();
    const walk = (n: number) => {
      if (seen.has(n)) throw new RawSyntaxError("page tree loops");
      seen.add(n);
      const { head, entries } = this.dict(n);
      const kids = entries.get("Kids");
      if (!kids) {
        out.push(n);
        return;
      }
      const list = refsIn(head, kids);
      if (!list) throw new RawSyntaxError("odd /Kids");
      for (const kid of list) walk(kid);
    };
    walk(top);
    return out;
  }

  private trailerRef(key: string): number {
    const span = this.trailer.get(key);
    const n = span ? refIn(this.trailerBytes, span) : null;
    if (n === null) throw new RawSyntaxError(`no /${key} in the trailer`);
    return n;
  }

  /** Reads "n g obj value [stream … endstream] endobj" at `offset`. */
  private read(n: number, offset: number): RawObject {
    const bytes = this.bytes;
    const header = `${n} 0 obj`;
    if (!startsWith(bytes, offset, header)) throw new RawSyntaxError(`object ${n} is not at its offset`);
    const start = skipWhite(bytes, offset + header.length, bytes.length);
    const end = valueEnd(bytes, start, bytes.length);
    const head = bytes.subarray(start, end);
    const after = skipWhite(bytes, end, bytes.length);
    if (!startsWith(bytes, after, "stream")) return { head };
    // The data starts after the end of line that follows "stream" (CR LF or LF).
    let dataStart = after + 6;
    if (bytes[dataStart] === 0x0d) dataStart++;
    if (bytes[dataStart] === 0x0a) dataStart++;
    const entries = dictEntries(head, 0, head.length);
    this.dictCache.set(n, entries);
    const lengthSpan = entries.get("Length");
    if (!lengthSpan) throw new RawSyntaxError(`stream ${n} has no /Length`);
    let length = numberIn(head, lengthSpan);
    if (length === null) {
      const ref = refIn(head, lengthSpan);
      const value = ref === null ? undefined : this.get(ref);
      length = value ? numberIn(value.head, { start: 0, end: value.head.length }) : null;
    }
    if (length === null || !Number.isInteger(length) || length < 0) {
      throw new RawSyntaxError(`stream ${n} has no usable /Length`);
    }
    let check = dataStart + length;
    while (check < bytes.length && isWhite(bytes[check]!)) check++;
    if (!startsWith(bytes, check, "endstream")) throw new RawSyntaxError(`stream ${n} has a wrong /Length`);
    return { head, data: bytes.subarray(dataStart, dataStart + length) };
  }
}

function lastIndexOf(bytes: Uint8Array, word: string, from: number): number {
  const needle = ascii.encode(word);
  outer: for (let i = bytes.length - needle.length; i >= from; i--) {
    for (let k = 0; k < needle.length; k++) if (bytes[i + k] !== needle[k]) continue outer;
    return i;
  }
  return -1;
}

/** Objects a segment can number (its file's and those added to it). */
export const SEGMENT_BITS = 22;

/**
 * Several RawPdfs as one set of objects: segment k's object n is number (k << SEGMENT_BITS) + n of the set. The
 * first segment holds objects made for the set, written with the set's numbers; the others are files, whose
 * objects refer to each other by their own numbers.
 */
export class RawSet {
  readonly segments: RawPdf[];

  constructor(files: ((base: number) => RawPdf)[] = []) {
    this.segments = [RawPdf.empty(), ...files.map((make, k) => make((k + 1) << SEGMENT_BITS))];
    this.segments.slice(1).forEach((segment, k) => {
      if (segment.base !== (k + 1) << SEGMENT_BITS) throw new RangeError("a file parsed for another segment");
      if (segment.fileSize >= 1 << SEGMENT_BITS) throw new RawSyntaxError("too many objects in one file");
    });
  }

  /** The segment objects made for the set are added to. */
  get own(): RawPdf {
    return this.segments[0]!;
  }

  /** The segment holding the set's object `n`. */
  of(n: number): RawPdf {
    const segment = this.segments[n >>> SEGMENT_BITS];
    if (!segment) throw new RangeError(`object ${n} is in no segment`);
    return segment;
  }
}
