// Lists a ZIP archive's entries without inflating anything: from the central directory, or — when that is missing,
// as in a download cut short — from the local file headers. Enough to tell .docx from .xlsx, and for the converters
// to see how far an archive claims it would inflate before they let LibreOffice open it.
import { findBytes, hasBytes, u16le, u32le, u64le } from "../ingest/bytes.ts";

export interface ZipEntry {
  name: string;
  compressedSize: number;
  /** As the archive declares it; a hostile archive may lie, so treat it as a claim, not a bound. */
  uncompressedSize: number;
  /** CRC-32 the archive declares for the entry's data (0 when read from a local header that defers it). */
  crc32: number;
}

export interface ZipListing {
  entries: ZipEntry[];
  /**
   * True when the central directory was missing or unreadable and the entries come from scanning local headers
   * (the archive is damaged; sizes may be 0 where the writer put them after the data).
   */
  fromLocalHeaders: boolean;
}

export class ZipFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ZipFormatError";
  }
}

const LOCAL = "PK\u0003\u0004";
const CENTRAL = "PK\u0001\u0002";
const END = "PK\u0005\u0006";
const END64_LOCATOR = "PK\u0006\u0007";
const END64 = "PK\u0006\u0006";

/** More entries than any document needs; a listing stops here rather than grow without bound. */
export const MAX_ZIP_ENTRIES = 100_000;

/**
 * Lists the entries. Throws ZipFormatError when neither a central directory nor any local header can be read.
 * `listZipEntries(docxBytes).entries.map((e) => e.name)` → ["[Content_Types].xml", "_rels/.rels", "word/document.xml", …]
 */
export function listZipEntries(bytes: Uint8Array): ZipListing {
  const central = readCentralDirectory(bytes);
  if (central) return { entries: central, fromLocalHeaders: false };
  const local = scanLocalHeaders(bytes);
  if (local.length > 0) return { entries: local, fromLocalHeaders: true };
  throw new ZipFormatError("no readable ZIP directory or file headers");
}

function readCentralDirectory(b: Uint8Array): ZipEntry[] | null {
  // The end record is 22 bytes plus a comment of up to 65,535 bytes, so it starts within that distance of the end.
  let end = -1;
  for (let i = b.length - 22; i >= Math.max(0, b.length - 22 - 0xffff); i--) {
    if (b[i] === 0x50 && hasBytes(b, i, END) && i + 22 + u16le(b, i + 20)! <= b.length) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  let count = u16le(b, end + 10)!;
  let size = u32le(b, end + 12)!;
  let offset = u32le(b, end + 16)!;
  let directoryEnd = end;
  if (count === 0xffff || size === 0xffffffff || offset === 0xffffffff) {
    // ZIP64: the real numbers are in a second end record that a locator just before this one points to.
    const locator = end - 20;
    if (!hasBytes(b, locator, END64_LOCATOR)) return null;
    const at = u64le(b, locator + 8);
    if (at === undefined || !hasBytes(b, at, END64)) return null;
    const c = u64le(b, at + 32);
    const s = u64le(b, at + 40);
    const o = u64le(b, at + 48);
    if (c === undefined || s === undefined || o === undefined) return null;
    [count, size, offset, directoryEnd] = [c, s, o, at];
  }
  // Data prepended to the archive (a self-extractor stub, junk from a bad upload) shifts every offset; the
  // directory still ends where the end record begins, so find it from there when the stated offset is wrong.
  if (
    !hasBytes(b, offset, CENTRAL) &&
    directoryEnd - size >= 0 &&
    hasBytes(b, directoryEnd - size, CENTRAL)
  ) {
    offset = directoryEnd - size;
  }
  if (count > 0 && !hasBytes(b, offset, CENTRAL)) return null;

  const entries: ZipEntry[] = [];
  let at = offset;
  for (let n = 0; n < Math.min(count, MAX_ZIP_ENTRIES); n++) {
    if (!hasBytes(b, at, CENTRAL) || at + 46 > b.length) return null;
    const nameLength = u16le(b, at + 28)!;
    const extraLength = u16le(b, at + 30)!;
    const commentLength = u16le(b, at + 32)!;
    if (at + 46 + nameLength > b.length) return null;
    let compressedSize = u32le(b, at + 20)!;
    let uncompressedSize = u32le(b, at + 24)!;
    if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff) {
      const sizes = zip64Sizes(b, at + 46 + nameLength, extraLength, uncompressedSize, compressedSize);
      [uncompressedSize, compressedSize] = sizes;
    }
    entries.push({
      name: decodeName(b, at + 46, nameLength),
      compressedSize,
      uncompressedSize,
      crc32: u32le(b, at + 16)!,
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Reads the ZIP64 extra field (id 1): it holds only the sizes whose 32-bit fields are 0xFFFFFFFF, in order. */
function zip64Sizes(b: Uint8Array, from: number, length: number, uncompressed: number, compressed: number) {
  let at = from;
  const end = Math.min(b.length, from + length);
  while (at + 4 <= end) {
    const id = u16le(b, at)!;
    const size = u16le(b, at + 2)!;
    if (id === 1) {
      let p = at + 4;
      if (uncompressed === 0xffffffff) {
        uncompressed = u64le(b, p) ?? Number.MAX_SAFE_INTEGER;
        p += 8;
      }
      if (compressed === 0xffffffff) compressed = u64le(b, p) ?? Number.MAX_SAFE_INTEGER;
      break;
    }
    at += 4 + size;
  }
  return [uncompressed, compressed] as const;
}

/**
 * Finds every local file header by its signature. Sizes cannot be used to skip ahead (writers that stream put 0
 * there and the real sizes after the data), so the scan looks for the next signature instead; a header whose name
 * runs past the end of the file (cut short) is left out.
 */
function scanLocalHeaders(b: Uint8Array): ZipEntry[] {
  const entries: ZipEntry[] = [];
  let at = 0;
  while (entries.length < MAX_ZIP_ENTRIES) {
    at = findBytes(b, LOCAL, at);
    if (at < 0) break;
    const nameLength = u16le(b, at + 26);
    const version = u16le(b, at + 4);
    if (nameLength === undefined || version === undefined || at + 30 + nameLength > b.length) break;
    // A real header needs a name and a version a ZIP tool could have written; anything else is data that happens
    // to contain "PK\3\4".
    if (nameLength > 0 && nameLength <= 1024 && (version & 0xff) <= 63) {
      entries.push({
        name: decodeName(b, at + 30, nameLength),
        compressedSize: u32le(b, at + 18)!,
        uncompressedSize: u32le(b, at + 22)!,
        crc32: u32le(b, at + 14)!,
      });
      at += 30 + nameLength;
    } else {
      at += 4;
    }
  }
  return entries;
}

const NAME_DECODER = new TextDecoder("utf-8");

/** Names are UTF-8 or CP437; the names that matter here are ASCII, which both agree on. */
function decodeName(b: Uint8Array, from: number, length: number): string {
  return NAME_DECODER.decode(b.subarray(from, from + length));
}

/**
 * The data of the archive's first entry when it has this name and is stored uncompressed — the way OpenDocument
 * and EPUB files put their "mimetype" first so it can be read without unzipping.
 */
export function firstStoredEntry(b: Uint8Array, name: string, maxBytes = 256): Uint8Array | null {
  const at = 0;
  if (!hasBytes(b, at, LOCAL)) return null;
  const method = u16le(b, at + 8);
  const nameLength = u16le(b, at + 26);
  const extraLength = u16le(b, at + 28);
  const size = u32le(b, at + 18);
  if (method !== 0 || nameLength === undefined || extraLength === undefined || size === undefined)
    return null;
  if (decodeName(b, at + 30, nameLength) !== name) return null;
  const from = at + 30 + nameLength + extraLength;
  return b.subarray(from, Math.min(b.length, from + Math.min(size, maxBytes)));
}
