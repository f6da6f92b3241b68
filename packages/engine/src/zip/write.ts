// The engine's one ZIP writer: binder.zip (PDFs, compressed already, stored as they are), the print kit (its CSV,
// JSON and HTML deflated) and the workbooks whose print settings are rewritten (zip/checked.ts#zipEntries). The
// CRC-32 and the deflating come from zlib, natively: fflate computes the CRC in JavaScript, which for a
// thousand-page binder and its exhibits (two copies of every page) took longer than writing the binder itself.
import { closeSync, openSync, writeSync } from "node:fs";
import { crc32, deflateRawSync } from "node:zlib";
import { freeNow } from "../tools/free-now.ts";

export interface ZipInput {
  /** The path inside the archive, "/" between folders. */
  name: string;
  /**
   * The entry's bytes, or how to make them: made when the entry is written and let go after it, so an archive of
   * many large entries (each exhibit's PDF) holds one at a time (issue 40). What a function makes is the writer's:
   * `writeZipFile` frees its memory once written (its buffer detached), so it must be bytes of their own, not a
   * view into memory kept elsewhere.
   */
  bytes: Uint8Array | (() => Uint8Array);
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
  const parts: Uint8Array[] = [];
  zipParts(entries, mtime, (part) => parts.push(part));
  const out = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}

/**
 * The same archive as `writeZip`, written to `file` piece by piece: the entries' bytes are written where they lie
 * (or made one entry at a time), never gathered into one buffer (a split binder's ZIP is every volume and every
 * exhibit again, twice the binder; issue 40). Returns the archive's size.
 */
export function writeZipFile(file: string, entries: ZipInput[], mtime: Date): number {
  const fd = openSync(file, "w");
  let size = 0;
  try {
    zipParts(
      entries,
      mtime,
      (part) => {
        for (let at = 0; at < part.byteLength;) at += writeSync(fd, part, at);
        size += part.byteLength;
      },
      true,
    );
  } finally {
    closeSync(fd);
  }
  return size;
}

/**
 * The archive as its pieces in order, each given to `emit`: each local header then the entry's data (the caller's
 * own bytes, or those it makes for the entry), the central directory and end record. With `release` (`emit` is
 * done with each piece when it returns), bytes an entry's function made are freed at once: the collector would
 * otherwise leave several large entries' buffers behind before it ran (a split exhibit's parts took a 120 MB
 * scan's build from 334 to 400 MB while its ZIP was written).
 */
function zipParts(entries: ZipInput[], mtime: Date, emit: (part: Uint8Array) => void, release = false): void {
  if (entries.length > MAX_ENTRIES) throw new RangeError("too many files for one ZIP archive");
  const { time, date } = dosDateTime(mtime);
  const names = entries.map((e) => Buffer.from(e.name, "utf8"));
  const tooLarge = () => new RangeError("too large for one ZIP archive");
  /** Per entry, what its central header repeats of its local one. */
  const central: { offset: number; crc: number; flags: number; stored: number; size: number }[] = [];
  /**
   * The fields the local and the central header share, in this order: version needed (2.0), flags, method (0,
   * stored, or 8, deflated), time, date, CRC-32, compressed and uncompressed size, the name's length.
   */
  const shared = (out: Buffer, from: number, i: number): number => {
    const { flags, crc, stored, size } = central[i]!;
    let to = out.writeUInt16LE(20, from);
    to = out.writeUInt16LE(flags, to);
    to = out.writeUInt16LE(entries[i]!.compress ? 8 : 0, to);
    to = out.writeUInt16LE(time, to);
    to = out.writeUInt16LE(date, to);
    to = out.writeUInt32LE(crc, to);
    to = out.writeUInt32LE(stored, to);
    to = out.writeUInt32LE(size, to);
    return out.writeUInt16LE(names[i]!.length, to);
  };
  let offset = 0;
  entries.forEach((entry, i) => {
    const name = names[i]!;
    const bytes = typeof entry.bytes === "function" ? entry.bytes() : entry.bytes;
    const data = entry.compress ? deflateRawSync(bytes, { level: 6 }) : bytes;
    const flags = /^[\x20-\x7e]*$/.test(entry.name) ? 0 : 0x0800;
    central.push({ offset, crc: crc32(bytes), flags, stored: data.length, size: bytes.length });
    const head = Buffer.alloc(30 + name.length);
    let at = head.writeUInt32LE(0x04034b50, 0);
    at = shared(head, at, i);
    at = head.writeUInt16LE(0, at); // extra
    head.set(name, at);
    offset += head.length + data.length;
    if (offset > MAX_SIZE) throw tooLarge();
    emit(head);
    emit(data);
    if (release && typeof entry.bytes === "function") freeNow(bytes);
  });
  const centralAt = offset;
  const tail = Buffer.alloc(entries.reduce((n, _e, i) => n + 46 + names[i]!.length, 0) + 22);
  if (centralAt + tail.length > MAX_SIZE) throw tooLarge();
  let at = 0;
  entries.forEach((_entry, i) => {
    const name = names[i]!;
    at = tail.writeUInt32LE(0x02014b50, at);
    at = tail.writeUInt16LE(20, at); // made by: 2.0, MS-DOS attributes
    at = shared(tail, at, i);
    at = tail.writeUInt16LE(0, at); // extra
    at = tail.writeUInt16LE(0, at); // comment
    at = tail.writeUInt16LE(0, at); // disk
    at = tail.writeUInt16LE(0, at); // internal attributes
    at = tail.writeUInt32LE(0, at); // external attributes
    at = tail.writeUInt32LE(central[i]!.offset, at);
    tail.set(name, at);
    at += name.length;
  });
  // The central directory opens the tail, so its size is where the end record starts.
  const centralSize = at;
  at = tail.writeUInt32LE(0x06054b50, at);
  at = tail.writeUInt16LE(0, at);
  at = tail.writeUInt16LE(0, at);
  at = tail.writeUInt16LE(entries.length, at);
  at = tail.writeUInt16LE(entries.length, at);
  at = tail.writeUInt32LE(centralSize, at);
  at = tail.writeUInt32LE(centralAt, at);
  tail.writeUInt16LE(0, at);
  emit(tail);
}
