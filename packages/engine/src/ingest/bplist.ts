// A small reader for Apple's binary property lists ("bplist00"), the format of macOS .textClipping files.
// Hostile input is expected: every offset and length is checked against the buffer, objects are read once
// (shared references reuse the result), reference cycles and nesting deeper than MAX_DEPTH throw PlistError.
import { hasBytes, uintBE } from "./bytes.ts";

export type PlistValue =
  | null
  | boolean
  | number
  | string
  | Uint8Array
  | PlistValue[]
  | PlistDict
  | { uid: number }
  | { date: number };

/** A dictionary; binary plists allow only string keys in practice, and only those are accepted here. */
export type PlistDict = Map<string, PlistValue>;

export class PlistError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PlistError";
  }
}

/** Deeper than any real clipping (root → UTI-Data → value is depth 3); deep nesting is an attack on the stack. */
export const MAX_DEPTH = 32;

const TRAILER = 32;

/** Parses a binary plist and returns its top object. Throws PlistError for anything malformed. */
export function parseBinaryPlist(b: Uint8Array): PlistValue {
  if (!hasBytes(b, 0, "bplist00")) throw new PlistError("not a binary property list");
  if (b.length < 8 + TRAILER + 1) throw new PlistError("property list is cut short");
  const t = b.length - TRAILER;
  const offsetSize = b[t + 6]!;
  const refSize = b[t + 7]!;
  const objectCount = uintBE(b, t + 8, 8);
  const top = uintBE(b, t + 16, 8);
  const tableAt = uintBE(b, t + 24, 8);
  if (offsetSize < 1 || offsetSize > 8 || refSize < 1 || refSize > 8)
    throw new PlistError("bad integer sizes");
  if (objectCount === undefined || top === undefined || tableAt === undefined)
    throw new PlistError("bad trailer");
  // Every object takes at least one byte between the header and the offset table.
  if (objectCount < 1 || objectCount > tableAt - 8) throw new PlistError("object count out of range");
  if (top >= objectCount) throw new PlistError("top object out of range");
  if (tableAt < 8 || tableAt + objectCount * offsetSize > t)
    throw new PlistError("offset table out of range");

  const done = new Map<number, PlistValue>();
  const inProgress = new Set<number>();

  const offsetOf = (index: number): number => {
    const at = uintBE(b, tableAt + index * offsetSize, offsetSize);
    if (at === undefined || at < 8 || at >= tableAt) throw new PlistError(`object ${index} has a bad offset`);
    return at;
  };

  const ref = (at: number): number => {
    const index = uintBE(b, at, refSize);
    if (index === undefined || index >= objectCount) throw new PlistError("object reference out of range");
    return index;
  };

  /** The length that follows a marker: its low nibble, or, when that is 15, an integer object right after. */
  const lengthAt = (at: number): { length: number; body: number } => {
    const nibble = b[at]! & 0x0f;
    if (nibble !== 0x0f) return { length: nibble, body: at + 1 };
    const marker = b[at + 1];
    if (marker === undefined || marker >> 4 !== 0x1) throw new PlistError("bad length marker");
    const size = 1 << (marker & 0x0f);
    const length = uintBE(b, at + 2, size);
    if (length === undefined) throw new PlistError("bad length");
    return { length, body: at + 2 + size };
  };

  /** Checks that `count` items of `size` bytes starting at `body` lie before the offset table. */
  const fits = (body: number, count: number, size: number) => {
    if (count * size > tableAt - body) throw new PlistError("object runs past the end of the data");
  };

  const parse = (index: number, depth: number): PlistValue => {
    const cached = done.get(index);
    if (cached !== undefined) return cached;
    if (inProgress.has(index)) throw new PlistError("object refers to itself");
    if (depth > MAX_DEPTH) throw new PlistError("objects nested too deeply");
    inProgress.add(index);
    const value = parseAt(offsetOf(index), depth);
    inProgress.delete(index);
    done.set(index, value);
    return value;
  };

  const parseAt = (at: number, depth: number): PlistValue => {
    const marker = b[at]!;
    const kind = marker >> 4;
    switch (kind) {
      case 0x0:
        if (marker === 0x00) return null;
        if (marker === 0x08) return false;
        if (marker === 0x09) return true;
        throw new PlistError(`unknown marker 0x${marker.toString(16)}`);
      case 0x1: {
        const size = 1 << (marker & 0x0f);
        if (size > 16) throw new PlistError("integer too large");
        fits(at + 1, 1, size);
        // 8-byte integers are signed; 16-byte ones exist only for unsigned 64-bit values. Precision past 2^53 is
        // not needed for clippings, so huge values read as the nearest number.
        let v = 0;
        for (let i = 0; i < size; i++) v = v * 256 + b[at + 1 + i]!;
        if (size === 8 && b[at + 1]! >= 0x80) v -= 2 ** 64;
        return v;
      }
      case 0x2: {
        const size = 1 << (marker & 0x0f);
        if (size !== 4 && size !== 8) throw new PlistError("bad real size");
        fits(at + 1, 1, size);
        const view = new DataView(b.buffer, b.byteOffset + at + 1, size);
        return size === 4 ? view.getFloat32(0) : view.getFloat64(0);
      }
      case 0x3: {
        if (marker !== 0x33) throw new PlistError("bad date");
        fits(at + 1, 1, 8);
        return { date: new DataView(b.buffer, b.byteOffset + at + 1, 8).getFloat64(0) };
      }
      case 0x4: {
        const { length, body } = lengthAt(at);
        fits(body, length, 1);
        return b.slice(body, body + length);
      }
      case 0x5: {
        const { length, body } = lengthAt(at);
        fits(body, length, 1);
        let s = "";
        for (let i = 0; i < length; i++) s += String.fromCharCode(b[body + i]!);
        return s;
      }
      case 0x6: {
        const { length, body } = lengthAt(at);
        fits(body, length, 2);
        let s = "";
        for (let i = 0; i < length; i++)
          s += String.fromCharCode((b[body + 2 * i]! << 8) | b[body + 2 * i + 1]!);
        return s;
      }
      case 0x8: {
        const size = (marker & 0x0f) + 1;
        fits(at + 1, 1, size);
        return { uid: uintBE(b, at + 1, size)! };
      }
      case 0xa:
      case 0xc: {
        // Arrays and sets both read as arrays.
        const { length, body } = lengthAt(at);
        fits(body, length, refSize);
        const items: PlistValue[] = [];
        for (let i = 0; i < length; i++) items.push(parse(ref(body + i * refSize), depth + 1));
        return items;
      }
      case 0xd: {
        const { length, body } = lengthAt(at);
        fits(body, length * 2, refSize);
        const dict: PlistDict = new Map();
        for (let i = 0; i < length; i++) {
          const key = parse(ref(body + i * refSize), depth + 1);
          if (typeof key !== "string") throw new PlistError("dictionary key is not a string");
          dict.set(key, parse(ref(body + (length + i) * refSize), depth + 1));
        }
        return dict;
      }
      default:
        throw new PlistError(`unknown marker 0x${marker.toString(16)}`);
    }
  };

  return parse(top, 0);
}

export function isPlistDict(v: PlistValue | undefined): v is PlistDict {
  return v instanceof Map;
}
