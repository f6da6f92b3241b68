// Writes a PDF from a pdf-lib document whose objects may also refer to objects of a RawPdf (through external
// references): only what the trailer's roots reach is written, numbered afresh, and the raw objects are copied as
// the bytes they are. pdf-lib would parse every source object into its own and serialise it again; copying is
// what makes a thousand-page binder cost little more than qpdf merging its files.
import { PDFRef, PDFStream } from "@cantoo/pdf-lib";
import type { PDFDocument, PDFObject } from "@cantoo/pdf-lib";
import type { RawPdf } from "./raw-pdf.ts";
import { findRefs } from "./syntax.ts";
import type { RefAt } from "./syntax.ts";

/**
 * Object numbers from here on stand for an object on the other side: in a pdf-lib document, the RawPdf's object
 * (number − EXTERNAL_BASE); in an object added to the RawPdf, the pdf-lib document's.
 */
export const EXTERNAL_BASE = 0x4000000;

/** A reference, usable in a pdf-lib document, to object `n` of the RawPdf it will be written with. */
export function externalRef(n: number): PDFRef {
  return PDFRef.of(EXTERNAL_BASE + n);
}

/** A reference, as text for an object added to a RawPdf, to an object of the pdf-lib document written with it. */
export function ownRefText(ref: PDFRef): string {
  return `${EXTERNAL_BASE + ref.objectNumber} 0 R`;
}

interface Serialised {
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
const rawKey = (ref: RefAt) => (ref.num >= EXTERNAL_BASE ? ref.num - EXTERNAL_BASE : EXTERNAL_BASE + ref.num);

/**
 * Serialises `doc` from `root` (and `info`) with the RawPdf objects they reach.
 * @throws Error when `doc` refers to raw objects but no RawPdf is given.
 */
export async function writePdf(
  doc: PDFDocument,
  raw: RawPdf | undefined,
  trailer: { root: PDFRef; info?: PDFRef | undefined },
): Promise<Uint8Array> {
  // Fonts are embedded (and subset) on flush, as pdf-lib's own save does.
  await doc.flush();
  const context = doc.context;
  const serialise = (key: number): Serialised | undefined => {
    if (key >= EXTERNAL_BASE) {
      if (!raw) throw new Error("external reference without the raw PDF");
      const n = key - EXTERNAL_BASE;
      const object = raw.get(n);
      return object
        ? { head: object.head, data: object.data, refs: raw.refsOf(n), keyOf: rawKey }
        : undefined;
    }
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

  // Everything the roots reach, in the order first reached; each gets its new number.
  const numbers = new Map<number, number>();
  const order: Serialised[] = [];
  const queue: number[] = [trailer.root.objectNumber];
  if (trailer.info) queue.push(trailer.info.objectNumber);
  for (let q = 0; q < queue.length; q++) {
    const key = queue[q]!;
    if (numbers.has(key)) continue;
    const object = serialise(key);
    // A reference to an object that does not exist means null (ISO 32000-2 §7.3.10); it is written so.
    if (!object) continue;
    numbers.set(key, order.length + 1);
    order.push(object);
    for (const ref of object.refs) {
      const target = object.keyOf(ref);
      if (!numbers.has(target)) queue.push(target);
    }
  }

  const out = new Sink();
  // A binary comment after the header tells transfer programs the file is binary (ISO 32000-2 §7.5.2).
  out.ascii("%PDF-1.7\n%");
  out.bytes(new Uint8Array([0x81, 0x81, 0x81, 0x81, 0x0a]));
  const offsets: number[] = [];
  order.forEach((object, i) => {
    offsets.push(out.length);
    out.ascii(`${i + 1} 0 obj\n`);
    let from = 0;
    for (const ref of object.refs) {
      out.bytes(object.head.subarray(from, ref.start));
      const target = numbers.get(object.keyOf(ref));
      out.ascii(target === undefined ? "null" : `${target} 0 R`);
      from = ref.end;
    }
    out.bytes(object.head.subarray(from));
    if (object.data) {
      out.ascii("\nstream\n");
      out.bytes(object.data);
      out.ascii("\nendstream");
    }
    out.ascii("\nendobj\n");
  });
  const xrefAt = out.length;
  let xref = `xref\n0 ${order.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) xref += `${String(offset).padStart(10, "0")} 00000 n \n`;
  const infoNumber = trailer.info ? numbers.get(trailer.info.objectNumber) : undefined;
  xref +=
    `trailer\n<< /Size ${order.length + 1} /Root ${numbers.get(trailer.root.objectNumber)} 0 R` +
    `${infoNumber ? ` /Info ${infoNumber} 0 R` : ""} >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  out.ascii(xref);
  return out.done();
}

/** A growing byte buffer: thousands of small pieces without a chunk list or a TextEncoder call each. */
class Sink {
  private buffer = new Uint8Array(1 << 16);
  length = 0;

  private room(n: number): void {
    if (this.length + n <= this.buffer.length) return;
    const bigger = new Uint8Array(Math.max(this.buffer.length * 2, this.length + n));
    bigger.set(this.buffer.subarray(0, this.length));
    this.buffer = bigger;
  }

  /** Text that is ASCII (keywords, numbers, names written by this module). */
  ascii(text: string): void {
    this.room(text.length);
    for (let i = 0; i < text.length; i++) this.buffer[this.length++] = text.charCodeAt(i);
  }

  bytes(chunk: Uint8Array): void {
    this.room(chunk.length);
    this.buffer.set(chunk, this.length);
    this.length += chunk.length;
  }

  done(): Uint8Array {
    return this.buffer.slice(0, this.length);
  }
}
