// Writes a PDF from a pdf-lib document whose objects may also refer to objects of a RawSet (through external
// references): only what the trailer's roots reach is written, numbered afresh, and the raw objects are copied as
// the bytes they are. pdf-lib would parse every source object into its own and serialise it again; copying is
// what makes a thousand-page binder cost little more than qpdf merging its files.
import { deflateSync } from "node:zlib";
import { PDFRef, PDFStream } from "./pdf-lib.ts";
import type { PDFDocument, PDFObject } from "./pdf-lib.ts";
import type { RawSet, StreamData } from "./read-objects.ts";
import { Sink } from "./byte-sink.ts";
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
  data?: StreamData | undefined;
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
  /** Stream data: a large pooled file's is still in the file (read-objects.ts#FileData). */
  data: (StreamData | undefined)[];
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
  return (await serialisePdf(doc, raw, trailer, options, false)).out.done();
}

/**
 * The size in bytes of the PDF `writePdf` would write, and (with `keep`) the same written objects, without copying
 * any stream data: a split binder's pages are weighed this way before its volumes are written (issue 40), rather
 * than the whole binder being written (every picture read from the pool into a buffer as large as the input) only
 * to be measured. Object streams and the cross-reference stream are still made, so the size is exact.
 */
export async function measurePdf(
  ...[doc, raw, trailer, options]: Parameters<typeof writePdf>
): Promise<number> {
  const { out, skipped } = await serialisePdf(doc, raw, trailer, options ?? {}, true);
  return out.length + skipped;
}

/** The writer behind both: with `measure`, stream data is counted (`skipped`) rather than copied into `out`. */
async function serialisePdf(
  doc: PDFDocument,
  raw: RawSet | undefined,
  trailer: { root: PDFRef; info?: PDFRef | undefined },
  options: WriteOptions,
  measure: boolean,
): Promise<{ out: Sink; skipped: number }> {
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
  const out = new Sink(
    order.reduce((n, o) => n + o.head.length + (measure ? 0 : (o.data?.length ?? 0)) + 64, 1024),
  );
  /** Stream data counted but not copied (measuring); every offset in the file is `at()`, not `out.length`. */
  let skipped = 0;
  const at = () => out.length + skipped;
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
    entries.push([1, at(), 0]);
    out.ascii(`${i + 1} 0 obj\n`);
    const start = out.length;
    value(object, out);
    // A view: what is written is never changed, and a buffer that grows leaves the old one as it was.
    if (keep) keep.bodies[i] = out.view().subarray(start);
    if (object.data) {
      out.ascii("\nstream\n");
      if (measure) skipped += object.data.length;
      else out.bytes(object.data);
      out.ascii("\nendstream");
    }
    out.ascii("\nendobj\n");
  });
  if (!pack) {
    const xrefAt = at();
    let table = `xref\n0 ${size}\n0000000000 65535 f \n`;
    for (const [, offset] of entries.slice(1)) table += `${String(offset).padStart(10, "0")} 00000 n \n`;
    out.ascii(`${table}trailer\n<< /Size ${size} ${trailerRefs()} >>\nstartxref\n${xrefAt}\n%%EOF\n`);
    return { out, skipped };
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
    entries.push([1, at(), 0]);
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
  entries.push([1, at(), 0]);
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
  const xrefAt = at();
  out.ascii(
    `${xrefNumber} 0 obj\n<< /Type /XRef /Size ${entries.length} /W [ 1 4 2 ] ${trailerRefs()} ` +
      `/Filter /FlateDecode /Length ${xref.length} >>\nstream\n`,
  );
  out.bytes(xref);
  out.ascii(`\nendstream\nendobj\nstartxref\n${xrefAt}\n%%EOF\n`);
  return { out, skipped };
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
