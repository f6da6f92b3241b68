// ZIP handling for Office files: the central directory (names and declared sizes) read without inflating
// anything, so a decompression bomb is refused before LibreOffice or fflate unpacks it; and a checked unzip and a
// deterministic re-zip for the workbooks whose print settings are rewritten.
import { unzipSync, zipSync } from "fflate";
import type { Zippable } from "fflate";

export interface ZipEntry {
  name: string;
  compressedSize: number;
  uncompressedSize: number;
  crc32: number;
}

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL_HEADER = 0x02014b50;
const MAX_ENTRIES = 1_000_000;

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** A 64-bit little-endian value as a number (exact up to 2^53, far beyond any size we accept). */
function u64(data: DataView, offset: number): number {
  return data.getUint32(offset, true) + data.getUint32(offset + 4, true) * 2 ** 32;
}

/**
 * The entries listed in the central directory, or null when the bytes are not a readable ZIP (truncated,
 * damaged, or not a ZIP at all). Handles ZIP64.
 */
export function readZipDirectory(bytes: Uint8Array): ZipEntry[] | null {
  if (bytes.length < 22) return null;
  const data = view(bytes);
  // The end-of-central-directory record is 22 bytes plus a comment of up to 65,535 bytes at the very end.
  let eocd = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 65_535); at--) {
    if (data.getUint32(at, true) === EOCD) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) return null;
  let count = data.getUint16(eocd + 10, true);
  let size = data.getUint32(eocd + 12, true);
  let offset = data.getUint32(eocd + 16, true);
  if ((count === 0xffff || size === 0xffffffff || offset === 0xffffffff) && eocd >= 20) {
    if (data.getUint32(eocd - 20, true) !== ZIP64_LOCATOR) return null;
    const record = u64(data, eocd - 20 + 8);
    if (record + 56 > bytes.length || data.getUint32(record, true) !== ZIP64_EOCD) return null;
    count = u64(data, record + 32);
    size = u64(data, record + 40);
    offset = u64(data, record + 48);
  }
  if (count > MAX_ENTRIES || offset + size > bytes.length) return null;

  const decoder = new TextDecoder("utf-8");
  const entries: ZipEntry[] = [];
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || data.getUint32(at, true) !== CENTRAL_HEADER) return null;
    let compressedSize = data.getUint32(at + 20, true);
    let uncompressedSize = data.getUint32(at + 24, true);
    const crc32 = data.getUint32(at + 16, true);
    const nameLength = data.getUint16(at + 28, true);
    const extraLength = data.getUint16(at + 30, true);
    const commentLength = data.getUint16(at + 32, true);
    const end = at + 46 + nameLength + extraLength + commentLength;
    if (end > bytes.length) return null;
    const name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    // ZIP64 sizes live in extra field 0x0001, in this order, only for the fields that overflowed.
    if (uncompressedSize === 0xffffffff || compressedSize === 0xffffffff) {
      let extra = at + 46 + nameLength;
      const extraEnd = extra + extraLength;
      while (extra + 4 <= extraEnd) {
        const id = data.getUint16(extra, true);
        const length = data.getUint16(extra + 2, true);
        if (id === 0x0001) {
          let field = extra + 4;
          if (uncompressedSize === 0xffffffff && field + 8 <= extraEnd) {
            uncompressedSize = u64(data, field);
            field += 8;
          }
          if (compressedSize === 0xffffffff && field + 8 <= extraEnd) compressedSize = u64(data, field);
          break;
        }
        extra += 4 + length;
      }
    }
    entries.push({ name, compressedSize, uncompressedSize, crc32 });
    at = end;
  }
  return entries;
}

/** What unpacking would take, when that is absurd for the archive's size. */
export interface BombVerdict {
  declaredBytes: number;
  limitBytes: number;
}

/** Above this ratio of unpacked to packed size an archive is suspicious (real Office files stay far below). */
export const BOMB_RATIO = 200;
/** Never unpack more than this, whatever the ratio. */
export const BOMB_CEILING_BYTES = 500 * 1024 * 1024;
/** Small archives may unpack to this much even at a high ratio (a tiny, very repetitive spreadsheet is fine). */
const BOMB_FLOOR_BYTES = 50 * 1024 * 1024;

/**
 * Whether a ZIP-based file declares an unpacked total beyond max(200 × its size, 50 MB), capped at 500 MB.
 * Returns null for a reasonable archive or one whose directory cannot be read (LibreOffice then fails on it).
 */
export function decompressionBomb(bytes: Uint8Array): BombVerdict | null {
  const entries = readZipDirectory(bytes);
  if (!entries) return null;
  const declaredBytes = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
  const limitBytes = Math.min(BOMB_CEILING_BYTES, Math.max(BOMB_RATIO * bytes.length, BOMB_FLOOR_BYTES));
  return declaredBytes > limitBytes ? { declaredBytes, limitBytes } : null;
}

let crcTable: Uint32Array | null = null;

/** CRC-32 (the ZIP polynomial), to check that an entry inflated to exactly what the archive declared. */
export function crc32(bytes: Uint8Array): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) crc = crcTable[(crc ^ bytes[i]!) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * All entries, inflated, in archive order; or null when the archive cannot be read, has duplicate names, or an
 * entry does not inflate to exactly its declared size and CRC. fflate inflates into a buffer of the declared size
 * and silently truncates beyond it, so without this check a rewritten archive could lose data unnoticed.
 * Call only after decompressionBomb() has passed.
 */
export function unzipVerified(bytes: Uint8Array): Map<string, Uint8Array> | null {
  const directory = readZipDirectory(bytes);
  if (!directory) return null;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes);
  } catch {
    return null;
  }
  if (Object.keys(files).length !== directory.length) return null;
  const entries = new Map<string, Uint8Array>();
  for (const entry of directory) {
    const data = files[entry.name];
    if (!data || data.length !== entry.uncompressedSize || crc32(data) !== entry.crc32) return null;
    entries.set(entry.name, data);
  }
  return entries;
}

/**
 * Zips entries in the given order with a fixed date, so the same content gives the same bytes. Names in `stored`
 * are kept uncompressed (an OpenDocument "mimetype" must be, and must come first).
 */
export function zipEntries(
  entries: Map<string, Uint8Array>,
  stored: ReadonlySet<string> = new Set(),
): Uint8Array {
  const zippable: Zippable = {};
  const mtime = new Date(Date.UTC(1980, 0, 1));
  for (const [name, data] of entries) zippable[name] = [data, { level: stored.has(name) ? 0 : 6, mtime }];
  return zipSync(zippable);
}
