// ZIP archives whose entries are stored as they are (binder.zip: PDFs, which are compressed already). The CRC-32
// of each entry comes from zlib, natively: fflate computes it in JavaScript, which for a thousand-page binder and
// its exhibits (two copies of every page) took longer than writing the binder itself.
import { crc32 } from "node:zlib";

export interface StoredEntry {
  /** The path inside the archive, "/" between folders. */
  name: string;
  bytes: Uint8Array;
}

/** Entries and sizes a plain (not ZIP64) archive can hold. */
const MAX_ENTRIES = 0xffff;
const MAX_SIZE = 0xffffffff;

/** MS-DOS date and time, in local time as every unzip program shows them (and as fflate writes them). */
function dosDateTime(date: Date): { time: number; date: number } {
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | (date.getSeconds() >> 1),
    date: ((date.getFullYear() - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

/**
 * A ZIP archive of `entries` in order, each stored uncompressed, all with the modification time `mtime` (from
 * 1980 on: pipeline/package.ts#zipTime). Names are marked UTF-8 when they are not plain ASCII.
 * @throws RangeError beyond 65,535 entries or 4 GB, which would need ZIP64.
 */
export function storedZip(entries: StoredEntry[], mtime: Date): Uint8Array {
  if (entries.length > MAX_ENTRIES) throw new RangeError("too many files for one ZIP archive");
  const { time, date } = dosDateTime(mtime);
  const names = entries.map((e) => Buffer.from(e.name, "utf8"));
  const total =
    entries.reduce((n, e, i) => n + 30 + names[i]!.length + e.bytes.length + 46 + names[i]!.length, 0) + 22;
  if (total > MAX_SIZE) throw new RangeError("too large for one ZIP archive");
  const out = Buffer.alloc(total);
  let at = 0;
  /**
   * The fields the local and the central header share, in this order: version needed (2.0), flags, method (0,
   * stored), time, date, CRC-32, both sizes, the name's length.
   */
  const shared = (from: number, flags: number, crc: number, size: number, nameLength: number): number => {
    let i = out.writeUInt16LE(20, from);
    i = out.writeUInt16LE(flags, i);
    i = out.writeUInt16LE(0, i);
    i = out.writeUInt16LE(time, i);
    i = out.writeUInt16LE(date, i);
    i = out.writeUInt32LE(crc, i);
    i = out.writeUInt32LE(size, i);
    i = out.writeUInt32LE(size, i);
    return out.writeUInt16LE(nameLength, i);
  };
  const central: { offset: number; crc: number; flags: number }[] = [];
  entries.forEach((entry, i) => {
    const name = names[i]!;
    const flags = /^[\x20-\x7e]*$/.test(entry.name) ? 0 : 0x0800;
    const crc = crc32(entry.bytes);
    central.push({ offset: at, crc, flags });
    at = out.writeUInt32LE(0x04034b50, at);
    at = shared(at, flags, crc, entry.bytes.length, name.length);
    at = out.writeUInt16LE(0, at); // extra
    out.set(name, at);
    at += name.length;
    out.set(entry.bytes, at);
    at += entry.bytes.length;
  });
  const centralAt = at;
  entries.forEach((entry, i) => {
    const name = names[i]!;
    const { offset, crc, flags } = central[i]!;
    at = out.writeUInt32LE(0x02014b50, at);
    at = out.writeUInt16LE(20, at); // made by: 2.0, MS-DOS attributes
    at = shared(at, flags, crc, entry.bytes.length, name.length);
    at = out.writeUInt16LE(0, at); // extra
    at = out.writeUInt16LE(0, at); // comment
    at = out.writeUInt16LE(0, at); // disk
    at = out.writeUInt16LE(0, at); // internal attributes
    at = out.writeUInt32LE(0, at); // external attributes
    at = out.writeUInt32LE(offset, at);
    out.set(name, at);
    at += name.length;
  });
  const centralSize = at - centralAt;
  at = out.writeUInt32LE(0x06054b50, at);
  at = out.writeUInt16LE(0, at);
  at = out.writeUInt16LE(0, at);
  at = out.writeUInt16LE(entries.length, at);
  at = out.writeUInt16LE(entries.length, at);
  at = out.writeUInt32LE(centralSize, at);
  at = out.writeUInt32LE(centralAt, at);
  out.writeUInt16LE(0, at);
  return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
}
