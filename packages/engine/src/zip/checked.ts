// ZIP handling for Office files: the central directory (names and declared sizes) read without inflating
// anything, so a decompression bomb is refused before LibreOffice or fflate unpacks it; and a checked unzip and a
// deterministic re-zip for the workbooks whose print settings are rewritten.
import { crc32 } from "node:zlib";
import { unzipSync } from "fflate";
import { listZipEntries } from "./list.ts";
import type { ZipEntry } from "./list.ts";
import { writeZip } from "./write.ts";

export type { ZipEntry } from "./list.ts";

/**
 * The entries listed in the central directory, or null when the bytes are not a readable ZIP (truncated,
 * damaged, or not a ZIP at all). One parser for the whole engine: the ingest stage's, which handles ZIP64.
 */
export function readZipDirectory(bytes: Uint8Array): ZipEntry[] | null {
  try {
    const listing = listZipEntries(bytes);
    // Entries recovered from local headers are a damaged archive: sizes cannot be trusted for a bomb check.
    return listing.fromLocalHeaders ? null : listing.entries;
  } catch {
    return null;
  }
}

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
  const inputs = [...entries].map(([name, bytes]) => ({ name, bytes, compress: !stored.has(name) }));
  // The earliest time a ZIP can hold, in local time as the writer reads it: a fixed date whatever the machine's zone.
  return writeZip(inputs, new Date(1980, 0, 1));
}
