// The engine's one ZIP writer: binder.zip (PDFs, compressed already, stored as they are), the print kit (its CSV,
// JSON and HTML deflated) and the workbooks whose print settings are rewritten (zip/checked.ts#zipEntries). The
// CRC-32 and the deflating come from zlib, natively: fflate computes the CRC in JavaScript, which for a
// thousand-page binder and its exhibits (two copies of every page) took longer than writing the binder itself.
import { crc32, deflateRawSync } from "node:zlib";

export interface ZipInput {
  /** The path inside the archive, "/" between folders. */
  name: string;
  bytes: Uint8Array;
  /** Deflate the entry (text shrinks a lot); stored as it is otherwise (PDFs and images are compressed already). */
  compress?: boolean;
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
 * A ZIP archive of `entries` in order, each stored, or deflated when it asks to be, all with the modification time
 * `mtime` (from 1980 on: pipeline/package.ts#zipTime). Names are marked UTF-8 when they are not plain ASCII. The
 * same entries and time give the same bytes.
 * @throws RangeError beyond 65,535 entries or 4 GB, which would need ZIP64.
 */
export function writeZip(entries: ZipInput[], mtime: Date): Uint8Array {
  if (entries.length > MAX_ENTRIES) throw new RangeError("too many files for one ZIP archive");
  const { time, date } = dosDateTime(mtime);
  const names = entries.map((e) => Buffer.from(e.name, "utf8"));
  const data = entries.map((e) => (e.compress ? deflateRawSync(e.bytes, { level: 6 }) : e.bytes));
  const total =
    entries.reduce((n, _e, i) => n + 30 + names[i]!.length + data[i]!.length + 46 + names[i]!.length, 0) + 22;
  if (total > MAX_SIZE) throw new RangeError("too large for one ZIP archive");
  const out = Buffer.alloc(total);
  let at = 0;
  /**
   * The fields the local and the central header share, in this order: version needed (2.0), flags, method (0,
   * stored, or 8, deflated), time, date, CRC-32, compressed and uncompressed size, the name's length.
   */
  const shared = (from: number, flags: number, crc: number, i: number): number => {
    let to = out.writeUInt16LE(20, from);
    to = out.writeUInt16LE(flags, to);
    to = out.writeUInt16LE(entries[i]!.compress ? 8 : 0, to);
    to = out.writeUInt16LE(time, to);
    to = out.writeUInt16LE(date, to);
    to = out.writeUInt32LE(crc, to);
    to = out.writeUInt32LE(data[i]!.length, to);
    to = out.writeUInt32LE(entries[i]!.bytes.length, to);
    return out.writeUInt16LE(names[i]!.length, to);
  };
  const central: { offset: number; crc: number; flags: number }[] = [];
  entries.forEach((entry, i) => {
    const name = names[i]!;
    const flags = /^[\x20-\x7e]*$/.test(entry.name) ? 0 : 0x0800;
    const crc = crc32(entry.bytes);
    central.push({ offset: at, crc, flags });
    at = out.writeUInt32LE(0x04034b50, at);
    at = shared(at, flags, crc, i);
    at = out.writeUInt16LE(0, at); // extra
    out.set(name, at);
    at += name.length;
    out.set(data[i]!, at);
    at += data[i]!.length;
  });
  const centralAt = at;
  entries.forEach((_entry, i) => {
    const name = names[i]!;
    const { offset, crc, flags } = central[i]!;
    at = out.writeUInt32LE(0x02014b50, at);
    at = out.writeUInt16LE(20, at); // made by: 2.0, MS-DOS attributes
    at = shared(at, flags, crc, i);
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
