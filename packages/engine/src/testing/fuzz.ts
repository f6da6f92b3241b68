// Test helper for the fuzz tests of the hand-written parsers (ingest/*.fuzz.test.ts and the PDF lexers'): a seeded
// generator and byte mutations shaped for binary formats, so every run tries the same few thousand damaged files.

/** mulberry32: a small seeded generator (the same one the upload fuzz test uses), so cases repeat exactly. */
export function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Values that break offset and length arithmetic: zero, one, the format's end-of-chain and free markers, the
// largest signed and unsigned 32-bit numbers, and powers of two around sector and table sizes.
const INTERESTING_U32 = [
  0, 1, 2, 0x7f, 0x80, 0xff, 0x100, 0x200, 0x1000, 0xffff, 0x10000, 0x7fffffff, 0x80000000, 0xfffffffa,
  0xfffffffd, 0xfffffffe, 0xffffffff,
];

// Numbers written as text, for text-based formats such as PDF: negative, huge, fractional and past 32 bits.
const INTERESTING_TEXT = [
  "0",
  "-1",
  "1.5",
  "99999999",
  "2147483648",
  "4294967296",
  "1e308",
  "00000000000000000001",
];

/**
 * One damaged copy of `source`: cut short, bytes flipped, a 16- or 32-bit field set to an awkward value (both byte
 * orders), a number written as
 * text replaced by an awkward one, a chunk copied over another place, junk inserted, or several of these at once. Never longer than
 * twice the source plus 4 KB.
 */
export function mutate(source: Uint8Array, next: () => number): Uint8Array {
  const int = (n: number) => Math.floor(next() * n);
  let bytes = source.slice();
  const rounds = 1 + int(4);
  for (let r = 0; r < rounds; r++) {
    if (bytes.length === 0) return bytes;
    const at = int(bytes.length);
    switch (int(7)) {
      case 0:
        bytes = bytes.slice(0, at);
        break;
      case 1:
        for (let i = 0, n = 1 + int(16); i < n; i++) bytes[int(bytes.length)] = int(256);
        break;
      case 2: {
        const value = INTERESTING_U32[int(INTERESTING_U32.length)]!;
        const width = next() < 0.5 ? 2 : 4;
        const littleEndian = next() < 0.5;
        for (let i = 0; i < width && at + i < bytes.length; i++) {
          const shift = 8 * (littleEndian ? i : width - 1 - i);
          bytes[at + i] = (value >>> shift) & 0xff;
        }
        break;
      }
      case 3: {
        const from = int(bytes.length);
        const length = Math.min(1 + int(512), bytes.length - from, bytes.length - at);
        bytes.copyWithin(at, from, from + length);
        break;
      }
      case 4: {
        const junk = Uint8Array.from({ length: 1 + int(Math.min(4096, bytes.length + 1)) }, () => int(256));
        const grown = new Uint8Array(bytes.length + junk.length);
        grown.set(bytes.subarray(0, at));
        grown.set(junk, at);
        grown.set(bytes.subarray(at), at + junk.length);
        bytes = grown;
        break;
      }
      case 5: {
        // The next run of digits (a count, an offset, a length) becomes the awkward number.
        const isDigit = (i: number) => bytes[i]! >= 0x30 && bytes[i]! <= 0x39;
        let from = at;
        while (from < Math.min(bytes.length, at + 256) && !isDigit(from)) from++;
        if (from >= bytes.length || !isDigit(from)) break;
        let to = from;
        while (to < bytes.length && isDigit(to)) to++;
        const digits = new TextEncoder().encode(INTERESTING_TEXT[int(INTERESTING_TEXT.length)]);
        const changed = new Uint8Array(bytes.length - (to - from) + digits.length);
        changed.set(bytes.subarray(0, from));
        changed.set(digits, from);
        changed.set(bytes.subarray(to), from + digits.length);
        bytes = changed;
        break;
      }
      default:
        bytes[at] = bytes[at]! ^ (1 << int(8));
    }
  }
  return bytes;
}

/** `count` cases cycling through `sources`, each mutated; the sources themselves come first, unchanged. */
export function* fuzzCases(
  sources: readonly { name: string; bytes: Uint8Array }[],
  count: number,
  seed: number,
): Generator<{ name: string; bytes: Uint8Array }> {
  const next = random(seed);
  for (const source of sources) yield source;
  for (let i = 0; i < count; i++) {
    const source = sources[i % sources.length]!;
    yield { name: `${source.name} #${i}`, bytes: mutate(source.bytes, next) };
  }
}
