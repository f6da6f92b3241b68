// One file's conversion as bytes to keep (issue 23 item 2): the converted PDF or page images, the facts the binder
// needs (type, pages, warnings), and the first page's thumbnail, so a caller can store it and hand it back for the
// next preview or build instead of converting again. Bytes in, bytes out: where the bytes are kept is the caller's.
// A record names the source's SHA-256 and the conversion version; one that does not match, or does not hold
// together, is refused (undefined) and the file is converted as if there were none.
// A record can also be had as its parts (issue 40: `conversionRecordParts`), a converted PDF on disk named by its
// path, for a caller that streams it to storage without holding the PDF.
import { pdfBytes } from "../ingest/source-file.ts";
import { createHash } from "node:crypto";
import type { ExhibitContent, ImagePage } from "../assemble/types.ts";
import { notesOf } from "../notes.ts";
import type { DocumentNotes } from "../notes.ts";
import type { DetectedType, PdfOnDisk } from "../types.ts";

/**
 * Bump whenever a conversion's output changes (a converter, its settings, a tool's options, the thumbnail): records
 * made by another version are never reused. Callers also put it in their storage key, so old records are swept.
 */
export const CONVERSION_VERSION = "c1";

const MAGIC = "CRCONV\n";

/** What one file's conversion gave, as pipeline/convert-all.ts#Converted holds it (without pooling). */
export interface ConversionFacts {
  type: DetectedType;
  content: ExhibitContent;
  pageCount: number;
  warnings: string[];
  conversions: string[];
  security: string[];
  /**
   * The three lists as codes (notes.ts), for the kit's report in the person's language; absent on a conversion
   * made without them (an older record), whose English is then shown as it is.
   */
  notes?: DocumentNotes;
}

export interface RestoredConversion extends ConversionFacts {
  /** The first page as a small JPEG, when the record has one (a build's records do not). */
  thumbnail?: Uint8Array;
}

interface Header {
  version: string;
  source: string;
  /** Conversions whose output depends on the build's date (text laid out with its date): reused on that date only. */
  date?: string;
  type: DetectedType;
  pageCount: number;
  warnings: string[];
  conversions: string[];
  security: string[];
  /** The lists as codes, when the conversion had them (kept only where they still read as the lists do). */
  notes?: DocumentNotes;
  content:
    | { kind: "pdf"; size: number }
    | { kind: "images"; pages: (Omit<ImagePage, "bytes"> & { size: number })[] };
  thumbnail?: number;
}

/** The source file's SHA-256, hex: the key a record is kept and checked under. */
export function sourceDigest(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/** Types whose conversion writes the date into its output (convert/text-pdf.ts stamps it in the PDF). */
const DATED_TYPES = new Set<DetectedType>(["text", "textclipping"]);

/** The record of one conversion of `source`, made on `date`. */
export function encodeConversion(
  source: Uint8Array,
  facts: ConversionFacts,
  options: { date: Date; thumbnail?: Uint8Array | undefined },
): Uint8Array {
  const blobs = conversionRecordParts(sourceDigest(source), facts, options).map(pdfBytes);
  const out = new Uint8Array(blobs.reduce((n, b) => n + b.byteLength, 0));
  let at = 0;
  for (const blob of blobs) {
    out.set(blob, at);
    at += blob.byteLength;
  }
  return out;
}

/** A part of a record: bytes, or a converted PDF that is a file on disk (to be streamed from there). */
export type RecordPart = Uint8Array | PdfOnDisk;

/**
 * The record `encodeConversion` makes, as its parts in order (their bytes joined are the record), for the source
 * whose hex SHA-256 is `sourceSha256`: a PDF used as it lies on disk stays a path, never read here (issue 40).
 */
export function conversionRecordParts(
  sourceSha256: string,
  facts: ConversionFacts,
  options: { date: Date; thumbnail?: Uint8Array | undefined },
): RecordPart[] {
  const blobs: RecordPart[] = [];
  let content: Header["content"];
  if (facts.content.kind === "pdf") {
    blobs.push(facts.content.pdf);
    content = { kind: "pdf", size: facts.content.pdf.byteLength };
  } else {
    content = {
      kind: "images",
      pages: facts.content.pages.map(({ bytes, ...page }) => {
        blobs.push(bytes);
        return { ...page, size: bytes.byteLength };
      }),
    };
  }
  if (options.thumbnail) blobs.push(options.thumbnail);
  const header: Header = {
    version: CONVERSION_VERSION,
    source: sourceSha256,
    ...(DATED_TYPES.has(facts.type) ? { date: options.date.toISOString() } : {}),
    type: facts.type,
    pageCount: facts.pageCount,
    warnings: facts.warnings,
    conversions: facts.conversions,
    security: facts.security,
    ...(facts.notes ? { notes: facts.notes } : {}),
    content,
    ...(options.thumbnail ? { thumbnail: options.thumbnail.byteLength } : {}),
  };
  return [new TextEncoder().encode(MAGIC + JSON.stringify(header) + "\n"), ...blobs];
}

const isJpeg = (b: Uint8Array) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;
const isPng = (b: Uint8Array) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47;
const isPdf = (b: Uint8Array) =>
  Buffer.from(b.buffer, b.byteOffset, Math.min(b.byteLength, 1024)).includes("%PDF-");
const strings = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === "string");

/**
 * The conversion a record holds, when it is one of `source` (same SHA-256), by this engine's conversion version,
 * of the type the source was found to be, and its parts are where and what the header says; otherwise undefined.
 * A PDF's pages are counted again where it is used (the build's pool), which then converts afresh on a mismatch.
 */
export function decodeConversion(
  record: Uint8Array,
  /** The source's bytes, or its hex SHA-256 when known without them (a file given by path). */
  source: Uint8Array | { sha256: string },
  expect: { type: DetectedType; date: Date },
): RestoredConversion | undefined {
  try {
    const buf = Buffer.from(record.buffer, record.byteOffset, record.byteLength);
    if (buf.subarray(0, MAGIC.length).toString("latin1") !== MAGIC) return undefined;
    const end = buf.indexOf(0x0a, MAGIC.length);
    if (end < 0) return undefined;
    const header = JSON.parse(buf.subarray(MAGIC.length, end).toString("utf8")) as Header;
    if (header.version !== CONVERSION_VERSION || header.type !== expect.type) return undefined;
    const digest = source instanceof Uint8Array ? sourceDigest(source) : source.sha256;
    if (header.source !== digest) return undefined;
    if (DATED_TYPES.has(header.type) && header.date !== expect.date.toISOString()) return undefined;
    if (!Number.isInteger(header.pageCount) || header.pageCount < 1) return undefined;
    if (!strings(header.warnings) || !strings(header.conversions) || !strings(header.security))
      return undefined;
    let at = end + 1;
    const take = (size: unknown): Uint8Array | undefined => {
      if (!Number.isInteger(size) || (size as number) <= 0 || at + (size as number) > record.byteLength)
        return undefined;
      // A copy the result owns, so handing it on (or transferring it) never drags the whole record along.
      const part = record.slice(at, at + (size as number));
      at += size as number;
      return part;
    };
    let content: ExhibitContent;
    if (header.content.kind === "pdf") {
      const pdf = take(header.content.size);
      if (!pdf || !isPdf(pdf)) return undefined;
      content = { kind: "pdf", pdf };
    } else if (header.content.kind === "images") {
      const pages: ImagePage[] = [];
      for (const { size, ...page } of header.content.pages) {
        const bytes = take(size);
        if (!bytes || !(page.format === "jpeg" ? isJpeg(bytes) : page.format === "png" && isPng(bytes)))
          return undefined;
        if (!(page.widthPt > 0 && page.heightPt > 0)) return undefined;
        pages.push({ ...page, bytes });
      }
      if (pages.length !== header.pageCount) return undefined;
      content = { kind: "images", pages };
    } else return undefined;
    const thumbnail = header.thumbnail === undefined ? undefined : take(header.thumbnail);
    if (header.thumbnail !== undefined && (!thumbnail || !isJpeg(thumbnail))) return undefined;
    if (at !== record.byteLength) return undefined;
    return {
      type: header.type,
      content,
      pageCount: header.pageCount,
      warnings: header.warnings,
      conversions: header.conversions,
      security: header.security,
      ...(header.notes ? { notes: notesOf(header) } : {}),
      ...(thumbnail ? { thumbnail } : {}),
    };
  } catch {
    // Not JSON, or not the shape written above: not a record this engine can use.
    return undefined;
  }
}
