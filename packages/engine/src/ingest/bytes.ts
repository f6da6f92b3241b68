// Small, bounds-checked readers over Uint8Array shared by the ingest parsers (ZIP, CFB, binary plist).
// Reads past the end return undefined instead of throwing, so each parser decides what "damaged" means.

export function u16le(b: Uint8Array, at: number): number | undefined {
  if (at < 0 || at + 2 > b.length) return undefined;
  return b[at]! | (b[at + 1]! << 8);
}

export function u32le(b: Uint8Array, at: number): number | undefined {
  if (at < 0 || at + 4 > b.length) return undefined;
  // >>> 0 keeps the value unsigned; a plain | would turn 0xFFFFFFFF into -1.
  return (b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16) | (b[at + 3]! << 24)) >>> 0;
}

export function u32be(b: Uint8Array, at: number): number | undefined {
  if (at < 0 || at + 4 > b.length) return undefined;
  return ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0;
}

/**
 * An unsigned 64-bit little-endian integer as a Number, or undefined when it is past the end or above 2^53
 * (no file we accept is that large, so such a value only means damage).
 */
export function u64le(b: Uint8Array, at: number): number | undefined {
  const lo = u32le(b, at);
  const hi = u32le(b, at + 4);
  if (lo === undefined || hi === undefined || hi >= 0x200000) return undefined;
  return hi * 0x1_0000_0000 + lo;
}

/** Unsigned big-endian integer of 1–8 bytes; undefined past the end or above 2^53. */
export function uintBE(b: Uint8Array, at: number, size: number): number | undefined {
  if (size < 1 || size > 8 || at < 0 || at + size > b.length) return undefined;
  let v = 0;
  for (let i = 0; i < size; i++) {
    v = v * 256 + b[at + i]!;
    if (v > Number.MAX_SAFE_INTEGER) return undefined;
  }
  return v;
}

/** True when `b` holds exactly the bytes of `sig` at `at` (numbers, or an ASCII string). */
export function hasBytes(b: Uint8Array, at: number, sig: readonly number[] | string): boolean {
  const n = sig.length;
  if (at < 0 || at + n > b.length) return false;
  for (let i = 0; i < n; i++) {
    const want = typeof sig === "string" ? sig.charCodeAt(i) : sig[i];
    if (b[at + i] !== want) return false;
  }
  return true;
}

/** First index of `sig` in b[from, to), or -1. */
export function findBytes(b: Uint8Array, sig: readonly number[] | string, from = 0, to = b.length): number {
  const first = typeof sig === "string" ? sig.charCodeAt(0) : sig[0];
  const end = Math.min(to, b.length) - sig.length;
  for (let i = Math.max(0, from); i <= end; i++) {
    if (b[i] === first && hasBytes(b, i, sig)) return i;
  }
  return -1;
}

/** Bytes [from, from+length) decoded as Latin-1, clipped to the buffer: for signatures and names. */
export function latin1(b: Uint8Array, from: number, length: number): string {
  const start = Math.max(0, from);
  const end = Math.min(b.length, from + length);
  // A call into Buffer costs more than the loop for the few bytes of a name or number, and far less for more.
  if (end - start > 24) return Buffer.from(b.buffer, b.byteOffset + start, end - start).toString("latin1");
  let s = "";
  for (let i = start; i < end; i++) s += String.fromCharCode(b[i]!);
  return s;
}
