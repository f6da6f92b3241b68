// Writes a PDF from a pdf-lib document whose objects may also refer to objects of a RawSet (through external
// references): only what the trailer's roots reach is written, numbered afresh, and the raw objects are copied as
// the bytes they are. pdf-lib would parse every source object into its own and serialise it again; copying is
// what makes a thousand-page binder cost little more than qpdf merging its files.
import { deflateSync } from "node:zlib";
import { PDFRef, PDFStream } from "./pdf-lib.ts";
import type { PDFDocument, PDFObject } from "./pdf-lib.ts";
import type { RawSet } from "./read-objects.ts";
import { findRefs } from "./tokenizer.ts";
import type { RefAt } from "./tokenizer.ts";

/**
 * Object numbers from here on stand for an object on the other side: in a pdf-lib document, the RawSet's object
 * (number − EXTERNAL_BASE); in an object of the RawSet, the pdf-lib document's.
 */
export const EXTERNAL_BASE = 0x4000000;

/** A reference, usable in a pdf-lib document, to object `n` of the RawSet it will be written with. */
export function externalRef(n: number): PDFRef {
  return PDFRef.of(EXTERNAL_BASE + n);
}

/** A reference, as text for an object of a RawSet, to an object of the pdf-lib document written with it. */
export function ownRefText(ref: PDFRef): string {
  return `${EXTERNAL_BASE + ref.objectNumber} 0 R`;
}

export interface Serialised {
  head: Uint8Array;
  data?: Uint8Array | undefined;
  /** References in `head`, as keys: a pdf-lib object's number, or EXTERNAL_BASE + a raw object's number. */
  refs: RefAt[];
  keyOf: (ref: RefAt) => number;
}

function bytesOf(object: PDFObject): Uint8Array {
  const buffer = new Uint8Array(object.sizeInBytes());
  object.copyBytesInto(buffer, 0);
  return buffer;
}

const ownKey = (ref: RefAt) => ref.num;

const segmentKeyCache = new Map<number, (ref: RefAt) => number>();
/**
 * Keys of the references in a segment's objects: they refer to each other by their own numbers, and to the
 * document's beyond EXTERNAL_BASE. One function per segment, not one per object.
 */
function segmentKeys(base: number): (ref: RefAt) => number {
  let keyOf = segmentKeyCache.get(base);
  if (!keyOf) {
    const offset = EXTERNAL_BASE + base;
    keyOf = (ref) => (ref.num >= EXTERNAL_BASE ? ref.num - EXTERNAL_BASE : offset + ref.num);
    segmentKeyCache.set(base, keyOf);
  }
  return keyOf;
}

/** Objects (not streams) packed into one object stream: enough to compress well, few enough to read quickly. */
const OBJECTS_PER_STREAM = 200;

export interface WriteOptions {
  /**
   * Serialised pdf-lib objects kept between writes of the same, unchanged document (the exhibits' own PDFs share
   * its fonts): give the same map to each write, and a new one once the document changes.
   */
  cache?: Map<number, Serialised>;
  /**
   * Pack objects that are not streams into compressed object streams (default): the binder is smaller, but
   * writing costs a deflate of every dictionary. Without, a classic cross-reference table.
   */
  objectStreams?: boolean;
  /** Given, it is filled with every written object (see `writeSubset`). */
  keep?: WrittenObjects;
}

/**
 * The objects of a written PDF by their number there (index number − 1): each one's value with references already
 * renumbered, its stream data, and the numbers it refers to. Parts of the PDF can then be written as PDFs of
 * their own without renumbering or serialising anything again (`writeSubset`).
 */
export interface WrittenObjects {
  bodies: Uint8Array[];
  data: (Uint8Array | undefined)[];
  refs: number[][];
  /** The number each object got, by the writer's keys (`numberOf`). */
  numbers: Map<number, number>;
}

/** The number a pdf-lib object (or, through `externalRef`, a RawSet object) got in a written PDF. */
export function numberOf(written: WrittenObjects, ref: PDFRef): number | undefined {
  return written.numbers.get(ref.objectNumber);
}

/**
 * Serialises `doc` from `root` (and `info`) with the RawSet objects they reach. Every object that is not a
 * stream goes into compressed object streams (page and font dictionaries are most of a binder's own bytes), so
 * the file has a cross-reference stream (PDF 1.5).
 * @throws Error when `doc` refers to raw objects but no RawSet is given.
 */
export async function writePdf(
  doc: PDFDocument,
  raw: RawSet | undefined,
  trailer: { root: PDFRef; info?: PDFRef | undefined },
  options: WriteOptions = {},
): Promise<Uint8Array> {
  // Fonts are embedded (and subset) on flush, as pdf-lib's own save does.
  await doc.flush();
  const context = doc.context;
  const serialiseOwn = (key: number): Serialised | undefined => {
    const object = context.lookup(PDFRef.of(key));
    if (object === undefined) return undefined;
    if (object instanceof PDFStream) {
      object.updateDict();
      const head = bytesOf(object.dict);
      return { head, data: object.getContents(), refs: findRefs(head, 0, head.length), keyOf: ownKey };
    }
    const head = bytesOf(object);
    return { head, refs: findRefs(head, 0, head.length), keyOf: ownKey };
  };
  const serialise = (key: number): Serialised | undefined => {
    if (key >= EXTERNAL_BASE) {
      if (!raw) throw new Error("external reference without the raw PDF");
      const n = key - EXTERNAL_BASE;
      const segment = raw.of(n);
      const object = segment.get(n - segment.base);
      return object
        ? {
            head: object.head,
            data: object.data,
            refs: segment.refsOf(n - segment.base),
            keyOf: segmentKeys(segment.base),
          }
        : undefined;
    }
    const cache = options.cache;
    if (!cache) return serialiseOwn(key);
    let made = cache.get(key);
    if (!made) {
      made = serialiseOwn(key);
      if (made) cache.set(key, made);
    }
    return made;
  };

  // Everything the roots reach, depth first: each page is followed by what it uses, so a page's objects share an
  // object stream. (Breadth first put all page dictionaries together and their resources far away; poppler, which
  // keeps only a few object streams decoded, then took more than twice as long to read the binder.)
  const numbers = new Map<number, number>();
  const order: Serialised[] = [];
  const stack: number[] = trailer.info ? [trailer.info.objectNumber] : [];
  stack.push(trailer.root.objectNumber);
  while (stack.length > 0) {
    const key = stack.pop()!;
    if (numbers.has(key)) continue;
    const object = serialise(key);
    // A reference to an object that does not exist means null (ISO 32000-2 §7.3.10); it is written so.
    if (!object) continue;
    numbers.set(key, order.length + 1);
    order.push(object);
    for (let r = object.refs.length - 1; r >= 0; r--) {
      const target = object.keyOf(object.refs[r]!);
      if (!numbers.has(target)) stack.push(target);
    }
  }
  const trailerRefs = () => {
    const info = trailer.info ? numbers.get(trailer.info.objectNumber) : undefined;
    return `/Root ${numbers.get(trailer.root.objectNumber)} 0 R${info ? ` /Info ${info} 0 R` : ""}`;
  };
  /** The object's value with every reference renumbered. */
  const value = (object: Serialised, out: Sink) => {
    let from = 0;
    for (const ref of object.refs) {
      out.range(object.head, from, ref.start);
      const target = numbers.get(object.keyOf(ref));
      if (target === undefined) out.ascii("null");
      else out.reference(target);
      from = ref.end;
    }
    out.range(object.head, from, object.head.length);
  };

  // Sized up front, so a binder of many megabytes is not copied as its buffer grows.
  const out = new Sink(order.reduce((n, o) => n + o.head.length + (o.data?.length ?? 0) + 64, 1024));
  // A binary comment after the header tells transfer programs the file is binary (ISO 32000-2 §7.5.2).
  out.ascii("%PDF-1.7\n%");
  out.bytes(new Uint8Array([0x81, 0x81, 0x81, 0x81, 0x0a]));
  const size = order.length + 1;
  /** Per object number: [type, field 2, field 3] of its cross-reference stream entry. */
  const entries: [number, number, number][] = [[0, 0, 0xffff]];
  const packed: number[] = [];
  const pack = options.objectStreams ?? true;
  const keep = options.keep;
  if (keep) {
    keep.numbers = numbers;
    order.forEach((object, i) => {
      keep.data[i] = object.data;
      const targets: number[] = [];
      for (const ref of object.refs) {
        const target = numbers.get(object.keyOf(ref));
        if (target !== undefined) targets.push(target);
      }
      keep.refs[i] = targets;
    });
  }
  order.forEach((object, i) => {
    if (!object.data && pack) {
      packed.push(i);
      entries.push([2, 0, 0]);
      return;
    }
    entries.push([1, out.length, 0]);
    out.ascii(`${i + 1} 0 obj\n`);
    const start = out.length;
    value(object, out);
    // A view: what is written is never changed, and a buffer that grows leaves the old one as it was.
    if (keep) keep.bodies[i] = out.view().subarray(start);
    if (object.data) {
      out.ascii("\nstream\n");
      out.bytes(object.data);
      out.ascii("\nendstream");
    }
    out.ascii("\nendobj\n");
  });
  if (!pack) {
    const xrefAt = out.length;
    let table = `xref\n0 ${size}\n0000000000 65535 f \n`;
    for (const [, offset] of entries.slice(1)) table += `${String(offset).padStart(10, "0")} 00000 n \n`;
    out.ascii(`${table}trailer\n<< /Size ${size} ${trailerRefs()} >>\nstartxref\n${xrefAt}\n%%EOF\n`);
    return out.done();
  }
  // Object streams: numbered after the objects they hold.
  let next = size;
  let body = new Sink(1 << 16);
  for (let from = 0; from < packed.length; from += OBJECTS_PER_STREAM) {
    const group = packed.slice(from, from + OBJECTS_PER_STREAM);
    // A new buffer per stream when bodies are kept as views into it.
    if (keep) body = new Sink(1 << 16);
    else body.length = 0;
    const header: string[] = [];
    group.forEach((i, k) => {
      header.push(`${i + 1} ${body.length}`);
      entries[i + 1] = [2, next, k];
      const start = body.length;
      value(order[i]!, body);
      if (keep) keep.bodies[i] = body.view().subarray(start);
      body.ascii("\n");
    });
    const first = `${header.join(" ")}\n`;
    const whole = Buffer.allocUnsafe(first.length + body.length);
    whole.write(first, "latin1");
    whole.set(body.view(), first.length);
    const data = deflateSync(whole, { level: 1 });
    entries.push([1, out.length, 0]);
    out.ascii(
      `${next} 0 obj\n<< /Type /ObjStm /N ${group.length} /First ${first.length} /Filter /FlateDecode ` +
        `/Length ${data.length} >>\nstream\n`,
    );
    out.bytes(data);
    out.ascii("\nendstream\nendobj\n");
    next++;
  }
  // The cross-reference stream, as the last object: type (1 byte), offset or object stream (4), generation or
  // index (2).
  const xrefNumber = next;
  entries.push([1, out.length, 0]);
  const table = new Uint8Array(entries.length * 7);
  entries.forEach(([type, a, b], n) => {
    const at = n * 7;
    table[at] = type;
    table[at + 1] = a >>> 24;
    table[at + 2] = (a >>> 16) & 0xff;
    table[at + 3] = (a >>> 8) & 0xff;
    table[at + 4] = a & 0xff;
    table[at + 5] = b >>> 8;
    table[at + 6] = b & 0xff;
  });
  const xref = deflateSync(table);
  const xrefAt = out.length;
  out.ascii(
    `${xrefNumber} 0 obj\n<< /Type /XRef /Size ${entries.length} /W [ 1 4 2 ] ${trailerRefs()} ` +
      `/Filter /FlateDecode /Length ${xref.length} >>\nstream\n`,
  );
  out.bytes(xref);
  out.ascii(`\nendstream\nendobj\nstartxref\n${xrefAt}\n%%EOF\n`);
  return out.done();
}

/**
 * Some pages of a written PDF as a PDF of their own: the pages, under a page tree, catalog and information
 * dictionary of their own (`info`: the dictionary's text), with every object they use copied as written. Object
 * numbers stay those of the whole PDF (the cross-reference table lists only the ones present), so nothing is
 * renumbered. The pages' /Parent, the whole PDF's page tree `tree`, is the only reference not followed.
 * @throws Error when something the pages use leads back to the whole PDF's page tree (then it is not a part).
 */
export function writeSubset(
  written: WrittenObjects,
  pages: number[],
  tree: number,
  info: string,
): Uint8Array {
  const size = written.bodies.length + 1;
  const [ownTree, catalog, infoNumber] = [size, size + 1, size + 2];
  const present = new Set<number>();
  const stack = [...pages].reverse();
  const pageSet = new Set(pages);
  while (stack.length > 0) {
    const n = stack.pop()!;
    if (present.has(n)) continue;
    if (n === tree)
      throw new Error("Internal error: an exhibit's objects lead back to the binder's page tree");
    present.add(n);
    const refs = written.refs[n - 1] ?? [];
    for (let r = refs.length - 1; r >= 0; r--) {
      const target = refs[r]!;
      if (!present.has(target) && !(pageSet.has(n) && target === tree)) stack.push(target);
    }
  }
  const parentText = ascii.encode(`/Parent ${tree} 0 R`);
  const ownParent = ascii.encode(`/Parent ${ownTree} 0 R`);
  const numbers = [...present].sort((a, b) => a - b);
  const out = new Sink(
    numbers.reduce(
      (n, k) => n + written.bodies[k - 1]!.length + (written.data[k - 1]?.length ?? 0) + 64,
      4096,
    ),
  );
  out.ascii("%PDF-1.7\n%");
  out.bytes(new Uint8Array([0x81, 0x81, 0x81, 0x81, 0x0a]));
  const offsets = new Map<number, number>();
  const object = (n: number, body: Uint8Array, data?: Uint8Array) => {
    offsets.set(n, out.length);
    out.ascii(`${n} 0 obj\n`);
    out.bytes(body);
    if (data) {
      out.ascii("\nstream\n");
      out.bytes(data);
      out.ascii("\nendstream");
    }
    out.ascii("\nendobj\n");
  };
  for (const n of numbers) {
    let body = written.bodies[n - 1]!;
    if (pageSet.has(n)) {
      const at = Buffer.from(body.buffer, body.byteOffset, body.byteLength).indexOf(parentText);
      if (at < 0) throw new Error("Internal error: a page without the binder's /Parent");
      const changed = new Uint8Array(body.length - parentText.length + ownParent.length);
      changed.set(body.subarray(0, at));
      changed.set(ownParent, at);
      changed.set(body.subarray(at + parentText.length), at + ownParent.length);
      body = changed;
    }
    object(n, body, written.data[n - 1]);
  }
  object(
    ownTree,
    ascii.encode(
      `<< /Type /Pages /Kids [ ${pages.map((p) => `${p} 0 R`).join(" ")} ] /Count ${pages.length} >>`,
    ),
  );
  object(
    catalog,
    ascii.encode(`<< /Type /Catalog /Pages ${ownTree} 0 R /ViewerPreferences << /DisplayDocTitle true >> >>`),
  );
  object(infoNumber, ascii.encode(info));
  // Subsections of consecutive numbers; object 0 heads the first as the free list's start.
  const listed = [0, ...numbers, ownTree, catalog, infoNumber];
  const xrefAt = out.length;
  let table = "xref\n";
  for (let i = 0; i < listed.length;) {
    let j = i + 1;
    while (j < listed.length && listed[j] === listed[j - 1]! + 1) j++;
    table += `${listed[i]} ${j - i}\n`;
    for (let k = i; k < j; k++) {
      const n = listed[k]!;
      table += n === 0 ? "0000000000 65535 f \n" : `${String(offsets.get(n)).padStart(10, "0")} 00000 n \n`;
    }
    i = j;
  }
  out.ascii(
    `${table}trailer\n<< /Size ${infoNumber + 1} /Root ${catalog} 0 R /Info ${infoNumber} 0 R >>\n` +
      `startxref\n${xrefAt}\n%%EOF\n`,
  );
  return out.done();
}

const ascii = new TextEncoder();

/** A growing byte buffer: thousands of small pieces without a chunk list or a TextEncoder call each. */
class Sink {
  private buffer: Uint8Array;
  length = 0;

  constructor(capacity: number) {
    // Not zero-filled: only bytes written are ever read (view, done). Filling megabytes first cost more than writing.
    this.buffer = Buffer.allocUnsafeSlow(capacity);
  }

  private room(n: number): void {
    if (this.length + n <= this.buffer.length) return;
    const bigger = Buffer.allocUnsafeSlow(Math.max(this.buffer.length * 2, this.length + n));
    bigger.set(this.buffer.subarray(0, this.length));
    this.buffer = bigger;
  }

  /** Text that is ASCII (keywords, numbers, names written by this module). */
  ascii(text: string): void {
    this.room(text.length);
    for (let i = 0; i < text.length; i++) this.buffer[this.length++] = text.charCodeAt(i);
  }

  /** Bytes [start, end) of `source`; short runs (between references) are copied without making a view. */
  range(source: Uint8Array, start: number, end: number): void {
    const n = end - start;
    if (n > 64) {
      this.bytes(source.subarray(start, end));
      return;
    }
    this.room(n);
    for (let i = start; i < end; i++) this.buffer[this.length++] = source[i]!;
  }

  /** "n 0 R", written digit by digit: a binder has tens of thousands of references, each a string otherwise. */
  reference(n: number): void {
    let digits = 1;
    for (let m = n; m >= 10; m = Math.floor(m / 10)) digits++;
    this.room(digits + 4);
    let at = this.length + digits;
    for (let rest = n, i = 0; i < digits; i++, rest = Math.floor(rest / 10)) {
      this.buffer[--at] = 0x30 + (rest % 10);
    }
    this.length += digits;
    this.buffer[this.length++] = 0x20;
    this.buffer[this.length++] = 0x30;
    this.buffer[this.length++] = 0x20;
    this.buffer[this.length++] = 0x52;
  }

  bytes(chunk: Uint8Array): void {
    this.room(chunk.length);
    this.buffer.set(chunk, this.length);
    this.length += chunk.length;
  }

  /** The bytes so far, without copying (valid until the next write). */
  view(): Uint8Array {
    return this.buffer.subarray(0, this.length);
  }

  /** The bytes written, as an array of their own (never the unwritten rest of the buffer). */
  done(): Uint8Array {
    const bytes = new Uint8Array(this.length);
    bytes.set(this.buffer.subarray(0, this.length));
    return bytes;
  }
}

/**
 * What each page adds to a PDF holding `pages` in order: the bytes of the objects it reaches that no page before it
 * reached (its content and pictures; a font on the first page that uses it). Volumes are planned from these.
 */
export function pageWeights(written: WrittenObjects, pages: number[], tree: number): number[] {
  const present = new Set<number>([tree]);
  return pages.map((page) => {
    let bytes = 0;
    const stack = [page];
    while (stack.length > 0) {
      const n = stack.pop()!;
      if (present.has(n)) continue;
      present.add(n);
      bytes += (written.bodies[n - 1]?.length ?? 0) + (written.data[n - 1]?.length ?? 0) + 32;
      for (const target of written.refs[n - 1] ?? []) if (!present.has(target)) stack.push(target);
    }
    return bytes;
  });
}
