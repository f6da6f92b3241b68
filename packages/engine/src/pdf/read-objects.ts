// Reads a PDF that qpdf wrote (a classic cross-reference table, no object streams) object by object, without
// parsing what is not asked for: the assembler copies most objects as the bytes they are. Objects can be added
// (numbered after the file's own), so new objects may refer to the file's and be written with them. Read with the
// tokenizer's strict mode (tokenizer.ts): a file not laid out as qpdf writes it throws RawSyntaxError. A large file
// is read from disk by position (`RawPdf.open`): only the objects asked for are read, and a large stream's data is
// left where it lies (`FileData`) until a writer copies it into its output (issue 40).
import { closeSync, fstatSync, openSync, readSync } from "node:fs";
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

/** Bytes by position: a file's in memory, or the file itself read on demand. */
interface ByteSource {
  readonly size: number;
  /** Read from a file by position (each read a copy), rather than views into bytes in memory. */
  readonly byPosition: boolean;
  /** `length` bytes from `offset` (fewer at the end of the source). */
  read(offset: number, length: number): Uint8Array;
  /** Fills `target` from `offset`. */
  readInto(offset: number, target: Uint8Array): void;
}

function memorySource(bytes: Uint8Array): ByteSource {
  return {
    size: bytes.length,
    byPosition: false,
    read: (offset, length) => bytes.subarray(offset, offset + length),
    readInto: (offset, target) => target.set(bytes.subarray(offset, offset + target.length)),
  };
}

/**
 * Open files closed when the RawPdf reading them is collected: a pool serves every assembly of a build (preview,
 * binder, volumes, kit) and is dropped with the build's results, so no one place knows it is the last use. The file
 * may already be removed from its folder; the open descriptor keeps its data until then.
 */
const openFiles = new FinalizationRegistry<number>((fd) => {
  try {
    closeSync(fd);
  } catch {
    // Already closed: nothing to free.
  }
});

function fileSource(file: string): { source: ByteSource; fd: number } {
  const fd = openSync(file, "r");
  const size = fstatSync(fd).size;
  const readInto = (offset: number, target: Uint8Array): void => {
    for (let done = 0; done < target.length;) {
      const got = readSync(fd, target, done, target.length - done, offset + done);
      if (got === 0) throw new RawSyntaxError("the file ended before its objects");
      done += got;
    }
  };
  const read = (offset: number, length: number): Uint8Array => {
    const out = new Uint8Array(Math.max(0, Math.min(length, size - offset)));
    readInto(offset, out);
    return out;
  };
  return { source: { size, byPosition: true, read, readInto }, fd };
}

/**
 * A stream's data left in the file it was read from (a large file, `RawPdf.open`): its length is known, and the
 * bytes are read when a writer copies them (`copyInto`) or a reader needs them (`streamBytes`).
 */
export class FileData {
  constructor(
    private readonly source: ByteSource,
    readonly offset: number,
    readonly length: number,
  ) {}

  /** The data's bytes, read now (a copy of its own). */
  bytes(): Uint8Array {
    return this.source.read(this.offset, this.length);
  }

  /** Reads the data into `target` at `at`, with no buffer of its own between. */
  copyInto(target: Uint8Array, at: number): void {
    this.source.readInto(this.offset, target.subarray(at, at + this.length));
  }
}

/** A stream's data: in memory, or still in the file (`FileData`). Either has its `length`. */
export type StreamData = Uint8Array | FileData;

/** The data's bytes, read from the file when it is still there. */
export function streamBytes(data: StreamData): Uint8Array {
  return data instanceof FileData ? data.bytes() : data;
}

/** One object as stored: its value's text (a stream's dictionary) and, for a stream, its data still encoded. */
export interface RawObject {
  head: Uint8Array;
  data?: StreamData;
}

/**
 * From this size, `RawPdf.open` reads the file by position instead of whole. Below it, reading the whole file is
 * one system call and every object a view into it; a large file (a scan of a hundred megabytes) is mostly image
 * data that is only ever copied, so holding it all would cost its size for nothing.
 */
export const READ_BY_POSITION_BYTES = 32 * 1024 * 1024;

/** The most of an object read at once from a file: heads fit in far less; larger streams' data is left there. */
const OBJECT_WINDOW = 64 * 1024;

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
  /** Every object's offset and the cross-reference table's, sorted: where each object's bytes end at the latest. */
  private readonly bounds: Float64Array;

  private constructor(
    private readonly source: ByteSource,
    offsets: Int32Array,
    trailerBytes: Uint8Array,
    /** Where its objects' numbers start among all the objects of a RawSet. */
    readonly base: number,
  ) {
    this.offsets = offsets;
    this.bounds = Float64Array.from(new Set([...offsets.filter((o) => o > 0), source.size])).sort();
    this.trailerBytes = trailerBytes;
    this.trailer = dictEntries(trailerBytes, 0, trailerBytes.length);
  }

  /** A RawPdf with no objects of its own, to add objects to. */
  static empty(): RawPdf {
    return new RawPdf(memorySource(new Uint8Array()), new Int32Array(1), ascii.encode("<< >>"), 0);
  }

  /**
   * The PDF at `file`: read whole when small, by position from `READ_BY_POSITION_BYTES` (the file stays open until
   * the RawPdf is collected, so it may be removed from its folder meanwhile).
   * @throws RawSyntaxError as `parse`.
   */
  static open(file: string, base = 0, byPositionFrom = READ_BY_POSITION_BYTES): RawPdf {
    const { source, fd } = fileSource(file);
    if (source.size < byPositionFrom) {
      try {
        return RawPdf.parse(source.read(0, source.size), base);
      } finally {
        closeSync(fd);
      }
    }
    try {
      const pdf = RawPdf.fromSource(source, base);
      openFiles.register(pdf, fd);
      return pdf;
    } catch (error) {
      closeSync(fd);
      throw error;
    }
  }

  /** @throws RawSyntaxError when the file is not laid out as qpdf writes it without object streams. */
  static parse(bytes: Uint8Array, base = 0): RawPdf {
    return RawPdf.fromSource(memorySource(bytes), base);
  }

  private static fromSource(source: ByteSource, base: number): RawPdf {
    const tailAt = Math.max(0, source.size - 1024);
    const tail = source.read(tailAt, source.size - tailAt);
    const marker = lastIndexOf(tail, "startxref", 0);
    if (marker < 0) throw new RawSyntaxError("no startxref");
    const at = skipWhite(tail, marker + 9, tail.length);
    const xref = Number(text(tail, { start: at, end: valueEnd(tail, at, tail.length) }));
    // qpdf writes the table and trailer last: from the table to the end is all the parsing below reads.
    if (!Number.isInteger(xref) || xref < 0 || xref >= source.size) {
      throw new RawSyntaxError("no cross-reference table");
    }
    const bytes = source.read(xref, source.size - xref);
    if (!startsWith(bytes, 0, "xref")) throw new RawSyntaxError("no cross-reference table");
    const found: [number, number][] = [];
    let size = 0;
    let i = skipWhite(bytes, 4, bytes.length);
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
    // A copy: a view would keep the table (or, read whole, the file) alive for the trailer's few bytes.
    return new RawPdf(source, offsets, bytes.slice(trailerStart, trailerEnd), base);
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
    // The object lies between its offset and the next object's (or the table's): read whole when in memory or
    // small, its first part otherwise, more when the value does not end well inside it (a page tree's /Kids of
    // thousands of pages). A large stream's data is left in the file.
    const header = `${n} 0 obj`;
    for (let most = OBJECT_WINDOW; ; most *= 4) {
      const [bytes, whole] = this.window(offset, most);
      if (!startsWith(bytes, 0, header)) throw new RawSyntaxError(`object ${n} is not at its offset`);
      let start: number;
      let end: number;
      try {
        start = skipWhite(bytes, header.length, bytes.length);
        end = valueEnd(bytes, start, bytes.length);
      } catch (error) {
        if (whole) throw error;
        continue;
      }
      // "stream" and its end of line must be inside what was read.
      if (!whole && end + 16 > bytes.length) continue;
      return this.object(n, offset, bytes, whole, start, end);
    }
  }

  private object(n: number, offset: number, bytes: Uint8Array, whole: boolean, start: number, end: number) {
    const head = bytes.subarray(start, end);
    const after = skipWhite(bytes, end, bytes.length);
    if (!startsWith(bytes, after, "stream")) return { head: whole ? head : head.slice() };
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
    if (whole) {
      let check = dataStart + length;
      while (check < bytes.length && isWhite(bytes[check]!)) check++;
      if (!startsWith(bytes, check, "endstream")) throw new RawSyntaxError(`stream ${n} has a wrong /Length`);
      return { head, data: bytes.subarray(dataStart, dataStart + length) };
    }
    const tail = this.source.read(offset + dataStart + length, 32);
    if (!startsWith(tail, skipWhite(tail, 0, tail.length), "endstream")) {
      throw new RawSyntaxError(`stream ${n} has a wrong /Length`);
    }
    // The head is copied out of the window, which is let go.
    return { head: head.slice(), data: new FileData(this.source, offset + dataStart, length) };
  }

  /**
   * The bytes from `offset` to the next object's offset (all of them in memory, at most `most` from a file), and
   * whether that is all of them.
   */
  private window(offset: number, most: number): [Uint8Array, boolean] {
    const bounds = this.bounds;
    let lo = 0;
    let hi = bounds.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (bounds[mid]! <= offset) lo = mid + 1;
      else hi = mid;
    }
    const end = bounds[lo] ?? this.source.size;
    const whole = !this.source.byPosition || end - offset <= most;
    return [this.source.read(offset, whole ? end - offset : most), whole];
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
