// Test factories: small, valid (or deliberately broken) files built byte by byte, so the ingest tests say exactly
// what they feed in. Used only by tests.
import { createHash } from "node:crypto";
import type { FileInMemory } from "../types.ts";

export function file(name: string, bytes: Uint8Array | string | number[]): FileInMemory {
  if (typeof bytes === "string") return { name, bytes: latin1Bytes(bytes) };
  return { name, bytes: Uint8Array.from(bytes) };
}

/** Each character's code as one byte (so "\x93" is the byte 0x93). */
export function latin1Bytes(s: string): Uint8Array {
  return Uint8Array.from(s, (c) => c.charCodeAt(0) & 0xff);
}

export function utf8(s: string): Uint8Array {
  return new TextEncoder().encode(s);
}

export function concat(...parts: (Uint8Array | number[])[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

export function utf16(s: string, littleEndian: boolean): Uint8Array {
  const out = new Uint8Array(s.length * 2);
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    out[2 * i + (littleEndian ? 0 : 1)] = c & 0xff;
    out[2 * i + (littleEndian ? 1 : 0)] = c >> 8;
  }
  return out;
}

export function utf32(s: string, littleEndian: boolean): Uint8Array {
  const cps = Array.from(s, (c) => c.codePointAt(0)!);
  const out = new Uint8Array(cps.length * 4);
  const view = new DataView(out.buffer);
  cps.forEach((cp, i) => view.setUint32(i * 4, cp, littleEndian));
  return out;
}

/** Deterministic pseudo-random bytes (a linear congruential generator), for "binary garbage" inputs. */
export function noise(length: number, seed = 1): Uint8Array {
  const out = new Uint8Array(length);
  let x = seed >>> 0;
  for (let i = 0; i < length; i++) {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    out[i] = x >>> 24;
  }
  return out;
}

function le16(n: number): number[] {
  return [n & 0xff, (n >> 8) & 0xff];
}

function le32(n: number): number[] {
  return [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, (n >>> 24) & 0xff];
}

// ---------------------------------------------------------------------------------------------------------------
// ZIP

export interface ZipFileSpec {
  name: string;
  data?: Uint8Array;
}

/**
 * A ZIP archive with stored (uncompressed) entries. `centralDirectory: false` leaves out the central directory and
 * end record, as in a download cut short.
 */
export function buildZip(
  entries: (string | ZipFileSpec)[],
  options: { centralDirectory?: boolean } = {},
): Uint8Array {
  const specs = entries.map((e) => (typeof e === "string" ? { name: e, data: utf8(`<${e}/>`) } : e));
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const spec of specs) {
    const name = utf8(spec.name);
    const data = spec.data ?? new Uint8Array(0);
    const local = concat(
      [0x50, 0x4b, 3, 4],
      le16(20),
      le16(0),
      le16(0), // stored
      le16(0),
      le16(0),
      le32(0), // CRC is not checked by the lister
      le32(data.length),
      le32(data.length),
      le16(name.length),
      le16(0),
      name,
      data,
    );
    centrals.push(
      concat(
        [0x50, 0x4b, 1, 2],
        le16(20),
        le16(20),
        le16(0),
        le16(0),
        le16(0),
        le16(0),
        le32(0),
        le32(data.length),
        le32(data.length),
        le16(name.length),
        le16(0),
        le16(0),
        le16(0),
        le16(0),
        le32(0),
        le32(offset),
        name,
      ),
    );
    locals.push(local);
    offset += local.length;
  }
  if (options.centralDirectory === false) return concat(...locals);
  const directory = concat(...centrals);
  const end = concat(
    [0x50, 0x4b, 5, 6],
    le16(0),
    le16(0),
    le16(specs.length),
    le16(specs.length),
    le32(directory.length),
    le32(offset),
    le16(0),
  );
  return concat(...locals, directory, end);
}

export const DOCX_ENTRIES = [
  "[Content_Types].xml",
  "_rels/.rels",
  "word/document.xml",
  "word/_rels/document.xml.rels",
];
export const XLSX_ENTRIES = [
  "[Content_Types].xml",
  "_rels/.rels",
  "xl/workbook.xml",
  "xl/worksheets/sheet1.xml",
];

// ---------------------------------------------------------------------------------------------------------------
// CFB (OLE2)

export interface CfbStreamSpec {
  name: string;
  data: Uint8Array;
  /** Put the stream inside a storage of this name instead of directly under the root. */
  storage?: string;
}

const ENDOFCHAIN = 0xfffffffe;
const FREESECT = 0xffffffff;
const FATSECT = 0xfffffffd;
const NOSTREAM = 0xffffffff;

/**
 * A version-3 compound file (512-byte sectors). Streams under 4096 bytes go to the mini stream as the format
 * requires. Layout, which the hostile tests rely on: FAT sectors first (sector 0 onwards), then the directory,
 * mini FAT, mini stream and big streams. Directory entries are chained as right siblings (a valid, if unbalanced,
 * tree): root, then storages and streams in the order given.
 */
export function buildCfb(streams: CfbStreamSpec[]): Uint8Array {
  const S = 512;
  type Node = {
    name: string;
    type: 1 | 2 | 5;
    data?: Uint8Array;
    start: number;
    size: number;
    children: number[];
  };
  const nodes: Node[] = [{ name: "Root Entry", type: 5, start: ENDOFCHAIN, size: 0, children: [] }];
  const storages = new Map<string, number>();
  for (const s of streams) {
    let parent = 0;
    if (s.storage) {
      let id = storages.get(s.storage);
      if (id === undefined) {
        id = nodes.length;
        nodes.push({ name: s.storage, type: 1, start: 0, size: 0, children: [] });
        nodes[0]!.children.push(id);
        storages.set(s.storage, id);
      }
      parent = id;
    }
    nodes.push({ name: s.name, type: 2, data: s.data, start: ENDOFCHAIN, size: s.data.length, children: [] });
    nodes[parent]!.children.push(nodes.length - 1);
  }

  // Mini stream
  const miniFat: number[] = [];
  const miniParts: Uint8Array[] = [];
  for (const n of nodes) {
    if (n.type !== 2 || !n.data || n.data.length >= 4096 || n.data.length === 0) continue;
    const count = Math.ceil(n.data.length / 64);
    n.start = miniFat.length;
    for (let i = 0; i < count; i++) miniFat.push(i === count - 1 ? ENDOFCHAIN : miniFat.length + 1);
    const padded = new Uint8Array(count * 64);
    padded.set(n.data);
    miniParts.push(padded);
  }
  const miniStream = concat(...miniParts);

  const dirSectors = Math.ceil((nodes.length * 128) / S);
  const miniFatSectors = Math.ceil((miniFat.length * 4) / S);
  const miniStreamSectors = Math.ceil(miniStream.length / S);
  const bigNodes = nodes.filter((n) => n.type === 2 && n.data && n.data.length >= 4096);
  const bigSectors = bigNodes.reduce((sum, n) => sum + Math.ceil(n.size / S), 0);
  const others = dirSectors + miniFatSectors + miniStreamSectors + bigSectors;
  let fatSectors = 1;
  while (fatSectors * 128 < fatSectors + others) fatSectors++;
  if (fatSectors > 109) throw new Error("buildCfb: too large for a header-only DIFAT");

  const fat: number[] = [];
  const chain = (count: number): number => {
    if (count === 0) return ENDOFCHAIN;
    const start = fat.length;
    for (let i = 0; i < count; i++) fat.push(i === count - 1 ? ENDOFCHAIN : fat.length + 1);
    return start;
  };
  for (let i = 0; i < fatSectors; i++) fat.push(FATSECT);
  const dirStart = chain(dirSectors);
  const miniFatStart = chain(miniFatSectors);
  const miniStreamStart = chain(miniStreamSectors);
  nodes[0]!.start = miniStreamStart;
  nodes[0]!.size = miniStream.length;
  for (const n of bigNodes) n.start = chain(Math.ceil(n.size / S));
  while (fat.length % 128 !== 0) fat.push(FREESECT);

  const total = fat.length > 0 ? fatSectors + others : 0;
  const out = new Uint8Array(S + total * S);
  const view = new DataView(out.buffer);
  out.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  view.setUint16(0x18, 0x3e, true);
  view.setUint16(0x1a, 3, true);
  view.setUint16(0x1c, 0xfffe, true);
  view.setUint16(0x1e, 9, true);
  view.setUint16(0x20, 6, true);
  view.setUint32(0x2c, fatSectors, true);
  view.setUint32(0x30, dirStart, true);
  view.setUint32(0x38, 4096, true);
  view.setUint32(0x3c, miniFatSectors ? miniFatStart : ENDOFCHAIN, true);
  view.setUint32(0x40, miniFatSectors, true);
  view.setUint32(0x44, ENDOFCHAIN, true);
  view.setUint32(0x48, 0, true);
  for (let i = 0; i < 109; i++) view.setUint32(0x4c + i * 4, i < fatSectors ? i : FREESECT, true);
  const sectorAt = (id: number) => S + id * S;
  fat.forEach((v, i) => view.setUint32(sectorAt(0) + i * 4, v, true));

  // Directory: each node's children chained through right-sibling links.
  const right = new Map<number, number>();
  const child = new Map<number, number>();
  nodes.forEach((n, id) => {
    if (n.children.length > 0) child.set(id, n.children[0]!);
    n.children.forEach((c, k) => right.set(c, n.children[k + 1] ?? NOSTREAM));
  });
  nodes.forEach((n, id) => {
    const at = sectorAt(dirStart) + id * 128;
    for (let i = 0; i < n.name.length; i++) view.setUint16(at + i * 2, n.name.charCodeAt(i), true);
    view.setUint16(at + 0x40, (n.name.length + 1) * 2, true);
    out[at + 0x42] = n.type;
    out[at + 0x43] = 1; // black
    view.setUint32(at + 0x44, NOSTREAM, true);
    view.setUint32(at + 0x48, right.get(id) ?? NOSTREAM, true);
    view.setUint32(at + 0x4c, child.get(id) ?? NOSTREAM, true);
    view.setUint32(at + 0x74, n.start, true);
    view.setUint32(at + 0x78, n.size, true);
  });
  // Unused directory slots are type 0 (already zero) with no siblings.
  for (let id = nodes.length; id < dirSectors * 4; id++) {
    const at = sectorAt(dirStart) + id * 128;
    view.setUint32(at + 0x44, NOSTREAM, true);
    view.setUint32(at + 0x48, NOSTREAM, true);
    view.setUint32(at + 0x4c, NOSTREAM, true);
  }
  miniFat.forEach((v, i) => view.setUint32(sectorAt(miniFatStart) + i * 4, v, true));
  for (let i = miniFat.length; i < miniFatSectors * 128; i++)
    view.setUint32(sectorAt(miniFatStart) + i * 4, FREESECT, true);
  if (miniStream.length > 0) out.set(miniStream, sectorAt(miniStreamStart));
  for (const n of bigNodes) out.set(n.data!, sectorAt(n.start));
  return out;
}

/** Offset of FAT entry `id` in a file from buildCfb (the first FAT sector is sector 0, right after the header). */
export function fatEntryOffset(id: number): number {
  return 512 + id * 4;
}

/** Offset of directory entry `id` in a file from buildCfb. */
export function dirEntryOffset(bytes: Uint8Array, id: number): number {
  const dirStart = new DataView(bytes.buffer, bytes.byteOffset).getUint32(0x30, true);
  return 512 + dirStart * 512 + id * 128;
}

export function setU32(bytes: Uint8Array, at: number, value: number): Uint8Array {
  new DataView(bytes.buffer, bytes.byteOffset).setUint32(at, value >>> 0, true);
  return bytes;
}

/** A Word File Information Block: magic 0xA5EC and the flags word (0x0100 = encrypted). */
export function wordFib(flags = 0, ident = 0xa5ec): Uint8Array {
  const fib = new Uint8Array(4096);
  fib.set([...le16(ident), ...le16(0xc1), ...le16(0), ...le16(0), ...le16(0), ...le16(flags)]);
  return fib;
}

export function biffRecord(type: number, payload: number[] | Uint8Array = []): Uint8Array {
  return concat(le16(type), le16(payload.length), Array.from(payload));
}

/** A BIFF8 workbook-globals stream: BOF, the given records, EOF; padded to `size` bytes. */
export function workbookStream(records: Uint8Array[] = [], size = 4096): Uint8Array {
  const bof = biffRecord(0x0809, [
    ...le16(0x0600),
    ...le16(0x0005),
    ...le16(0),
    ...le16(0),
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
  ]);
  const body = concat(bof, ...records, biffRecord(0x000a));
  const out = new Uint8Array(Math.max(size, body.length));
  out.set(body);
  return out;
}

/** FILEPASS with XOR obfuscation (wEncryptionType 0): key and the 16-bit password verifier. */
export function filepassXor(verifier: number): Uint8Array {
  return biffRecord(0x002f, [...le16(0), ...le16(0x1234), ...le16(verifier)]);
}

/**
 * FILEPASS with CryptoAPI RC4 (MS-OFFCRYPTO 2.3.5), its verifier encrypted for `password`. The key derivation is
 * restated here from the specification, and RC4 written out again, so the reader is checked against an independent
 * encoder rather than against itself.
 */
export function filepassCryptoApi(password: string, keyBits = 128): Uint8Array {
  const salt = Uint8Array.from({ length: 16 }, (_, i) => i * 7 + 3);
  const verifier = Uint8Array.from({ length: 16 }, (_, i) => 200 - i);
  const sha1 = (...parts: Uint8Array[]) => {
    const h = createHash("sha1");
    parts.forEach((p) => h.update(p));
    return new Uint8Array(h.digest());
  };
  const pw = utf16(password, true);
  const h = sha1(sha1(salt, pw), new Uint8Array(4));
  const key = keyBits === 40 ? concat(h.subarray(0, 5), new Uint8Array(11)) : h.subarray(0, keyBits / 8);
  const encrypted = rc4Encrypt(key, concat(verifier, sha1(verifier)));
  const header = concat(
    le32(0x24),
    le32(0),
    le32(0x6801),
    le32(0x8004),
    le32(keyBits),
    le32(1),
    le32(0),
    le32(0),
  );
  return biffRecord(
    0x002f,
    concat(
      le16(1),
      le16(4),
      le16(2),
      le32(0x24),
      le32(header.length),
      header,
      le32(16),
      salt,
      encrypted.subarray(0, 16),
      le32(20),
      encrypted.subarray(16, 36),
    ),
  );
}

function rc4Encrypt(key: Uint8Array, data: Uint8Array): Uint8Array {
  const s: number[] = [];
  for (let i = 0; i < 256; i++) s[i] = i;
  let j = 0;
  for (let i = 0; i < 256; i++) {
    j = (j + s[i]! + key[i % key.length]!) % 256;
    const t = s[i]!;
    s[i] = s[j]!;
    s[j] = t;
  }
  const out = new Uint8Array(data.length);
  let a = 0;
  let b = 0;
  for (let k = 0; k < data.length; k++) {
    a = (a + 1) % 256;
    b = (b + s[a]!) % 256;
    const t = s[a]!;
    s[a] = s[b]!;
    s[b] = t;
    out[k] = data[k]! ^ s[(s[a]! + s[b]!) % 256]!;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Binary property lists

export type PlistInput =
  string | number | boolean | Uint8Array | PlistInput[] | { [key: string]: PlistInput };

/**
 * Serialises a value as "bplist00" (one object per value, no sharing; 2-byte references, 4-byte offsets).
 * Strings with any character past U+007F are written as UTF-16BE, the rest as ASCII.
 */
export function buildBplist(value: PlistInput): Uint8Array {
  const objects: Uint8Array[] = [];
  const add = (v: PlistInput): number => {
    const index = objects.length;
    objects.push(new Uint8Array(0)); // reserve the slot so the parent's index is smaller than its children's
    objects[index] = encode(v);
    return index;
  };
  const header = (kind: number, length: number): number[] =>
    length < 15 ? [(kind << 4) | length] : [(kind << 4) | 0xf, 0x11, (length >> 8) & 0xff, length & 0xff];
  const refs = (ids: number[]) => ids.flatMap((id) => [(id >> 8) & 0xff, id & 0xff]);
  const encode = (v: PlistInput): Uint8Array => {
    if (typeof v === "boolean") return Uint8Array.of(v ? 0x09 : 0x08);
    if (typeof v === "number") return Uint8Array.of(0x12, ...[24, 16, 8, 0].map((s) => (v >>> s) & 0xff));
    if (v instanceof Uint8Array) return concat(header(0x4, v.length), v);
    if (typeof v === "string") {
      if (Array.from(v).every((c) => c.charCodeAt(0) < 0x80))
        return concat(header(0x5, v.length), latin1Bytes(v));
      return concat(header(0x6, v.length), utf16(v, false));
    }
    if (Array.isArray(v)) {
      const ids = v.map(add);
      return Uint8Array.from([...header(0xa, ids.length), ...refs(ids)]);
    }
    const keys = Object.keys(v);
    const keyIds = keys.map(add);
    const valueIds = keys.map((k) => add(v[k]!));
    return Uint8Array.from([...header(0xd, keys.length), ...refs(keyIds), ...refs(valueIds)]);
  };
  add(value);
  const offsets: number[] = [];
  let at = 8;
  for (const o of objects) {
    offsets.push(at);
    at += o.length;
  }
  const table = offsets.flatMap((o) => [(o >>> 24) & 0xff, (o >>> 16) & 0xff, (o >>> 8) & 0xff, o & 0xff]);
  const be64 = (n: number) => [0, 0, 0, 0, (n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
  const trailer = [0, 0, 0, 0, 0, 0, 4, 2, ...be64(objects.length), ...be64(0), ...be64(at)];
  return concat(latin1Bytes("bplist00"), ...objects, table, trailer);
}

/** Where buildBplist's trailer fields sit, counted from the end of the file. */
export const BPLIST_TRAILER = {
  offsetSize: -26,
  refSize: -25,
  objectCount: -24,
  topObject: -16,
  tableOffset: -8,
};

export function clipping(representations: { [type: string]: PlistInput }): Uint8Array {
  return buildBplist({ "UTI-Data": representations });
}
