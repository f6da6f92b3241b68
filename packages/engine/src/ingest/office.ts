// Looks inside Office containers without converting them: which application made an OLE (CFB) or ZIP package,
// and whether it is encrypted with a password. LibreOffice run headless cannot ask for a password, so encrypted
// files must be caught here and the person told how to remove the password.
import { createHash } from "node:crypto";
import { u16le, u32le } from "./bytes.ts";
import { openCfb } from "./cfb.ts";
import type { Cfb, CfbEntry } from "./cfb.ts";
import { firstStoredEntry, listZipEntries } from "../zip/list.ts";

/** Something that is not Word or Excel, named for the person; see `sniff.ts` for the advice given with each. */
export type OtherOfficeKind =
  | "powerpoint"
  | "outlook-message"
  | "visio"
  | "publisher"
  | "opendocument-text"
  | "opendocument-spreadsheet"
  | "opendocument-presentation"
  | "opendocument"
  | "epub"
  | "iwork"
  | "xps"
  | "java-archive"
  | "zip"
  | "ole-other";

export type OleInspection =
  | { kind: "doc"; encrypted: boolean }
  | { kind: "xls"; encrypted: boolean }
  /** A .docx/.xlsx/.pptx encrypted with a password: its package is inside EncryptedPackage, so which is unknown. */
  | { kind: "encrypted-ooxml" }
  | { kind: "other"; what: OtherOfficeKind };

/**
 * Identifies an OLE compound file by its top-level streams. Throws CfbError when the container is unreadable.
 * `inspectOle(bytes)` → `{ kind: "xls", encrypted: true }` for a workbook with a FILEPASS record.
 */
export function inspectOle(bytes: Uint8Array): OleInspection & { damaged: boolean } {
  const cfb = openCfb(bytes);
  const result = classifyOle(cfb);
  return { ...result, damaged: cfb.damaged };
}

function classifyOle(cfb: Cfb): OleInspection {
  const find = (name: string): CfbEntry | undefined =>
    cfb.topLevel.find((e) => e.name.toLowerCase() === name.toLowerCase());
  if (find("EncryptedPackage") || find("EncryptionInfo")) return { kind: "encrypted-ooxml" };
  const word = find("WordDocument");
  if (word && word.type === "stream") return { kind: "doc", encrypted: wordIsEncrypted(cfb.read(word, 64)) };
  // Excel 97 and later call the stream "Workbook"; Excel 5 and 95 called it "Book".
  const book = find("Workbook") ?? find("Book");
  if (book && book.type === "stream")
    return { kind: "xls", encrypted: workbookNeedsPassword(cfb.read(book, 256 * 1024)) };
  if (find("PowerPoint Document")) return { kind: "other", what: "powerpoint" };
  if (cfb.topLevel.some((e) => e.name.startsWith("__substg1.0_") || e.name === "__properties_version1.0")) {
    return { kind: "other", what: "outlook-message" };
  }
  if (find("VisioDocument")) return { kind: "other", what: "visio" };
  if (find("Quill")) return { kind: "other", what: "publisher" };
  return { kind: "other", what: "ole-other" };
}

/** True when the bytes are an OLE file that needs a password: an encrypted .doc, .xls, .docx or .xlsx. */
export function isOleEncrypted(bytes: Uint8Array): boolean {
  try {
    const r = inspectOle(bytes);
    return r.kind === "encrypted-ooxml" || ((r.kind === "doc" || r.kind === "xls") && r.encrypted);
  } catch {
    return false;
  }
}

/**
 * Word's File Information Block starts the WordDocument stream: a magic number (0xA5EC for Word 97 and later,
 * 0xA5DC for Word 6 and 95) and, at offset 10, flags whose bit 8 (fEncrypted) marks a password-protected file
 * (RC4, or XOR obfuscation when bit 15 is also set).
 */
export function wordIsEncrypted(fib: Uint8Array): boolean {
  const ident = u16le(fib, 0);
  const flags = u16le(fib, 0x0a);
  if (flags === undefined || (ident !== 0xa5ec && ident !== 0xa5dc)) return false;
  return (flags & 0x0100) !== 0;
}

const BOF_RECORDS = new Set([0x0809, 0x0409, 0x0209, 0x0009]);
const FILEPASS = 0x002f;
const EOF_RECORD = 0x000a;

/**
 * Walks the workbook-globals records of an Excel stream (BIFF2–BIFF8) for a FILEPASS record, which means the rest
 * is encrypted. Excel encrypts with the built-in password "VelvetSweatshop" when only the workbook's structure is
 * locked; Excel and LibreOffice open those without asking, so they do not count as needing a password.
 */
export function workbookNeedsPassword(stream: Uint8Array): boolean {
  const first = u16le(stream, 0);
  if (first === undefined || !BOF_RECORDS.has(first)) return false;
  const biffVersion = first === 0x0809 ? u16le(stream, 4) : undefined;
  let at = 0;
  // The globals substream is short; a few thousand records is far past where FILEPASS may appear.
  for (let n = 0; n < 5000; n++) {
    const type = u16le(stream, at);
    const length = u16le(stream, at + 2);
    if (type === undefined || length === undefined) return false;
    if (type === FILEPASS) {
      const payload = stream.subarray(at + 4, at + 4 + length);
      return !opensWithDefaultPassword(payload, biffVersion === 0x0600);
    }
    if (type === EOF_RECORD) return false;
    at += 4 + length;
  }
  return false;
}

const DEFAULT_PASSWORD = "VelvetSweatshop";

/** Tries Excel's default password against a FILEPASS record's verifier (MS-XLS 2.4.117, MS-OFFCRYPTO 2.3). */
export function opensWithDefaultPassword(
  filepass: Uint8Array,
  biff8: boolean,
  password = DEFAULT_PASSWORD,
): boolean {
  // BIFF5 and earlier have only XOR obfuscation: key and verifier, no type field.
  if (!biff8) return u16le(filepass, 2) === xorVerifier(password);
  const method = u16le(filepass, 0);
  if (method === 0) return u16le(filepass, 4) === xorVerifier(password);
  if (method !== 1) return false;
  const major = u16le(filepass, 2);
  const minor = u16le(filepass, 4);
  if (major === 1 && minor === 1) return rc4Verifies(filepass.subarray(6), password);
  if (major !== undefined && major >= 2 && major <= 4 && minor === 2)
    return cryptoApiVerifies(filepass.subarray(6), password);
  return false;
}

/** The 16-bit XOR-obfuscation password verifier (MS-OFFCRYPTO 2.3.7.1, CreatePasswordVerifier_Method1). */
export function xorVerifier(password: string): number {
  const bytes = [password.length, ...Array.from(password, (c) => c.charCodeAt(0) & 0xff)];
  let v = 0;
  for (let i = bytes.length - 1; i >= 0; i--) {
    v = (((v >> 14) & 1) | ((v << 1) & 0x7fff)) ^ bytes[i]!;
  }
  return v ^ 0xce4b;
}

function utf16le(s: string): Uint8Array {
  const out = new Uint8Array(s.length * 2);
  for (let i = 0; i < s.length; i++) {
    out[2 * i] = s.charCodeAt(i) & 0xff;
    out[2 * i + 1] = s.charCodeAt(i) >> 8;
  }
  return out;
}

function digest(algorithm: "md5" | "sha1", ...parts: Uint8Array[]): Uint8Array {
  const h = createHash(algorithm);
  for (const p of parts) h.update(p);
  return new Uint8Array(h.digest());
}

function blockZero(): Uint8Array {
  return new Uint8Array(4);
}

/** RC4 keystream applied in place over consecutive buffers (the verifier and its hash share one stream). */
function rc4(key: Uint8Array, ...buffers: Uint8Array[]): Uint8Array[] {
  const s = Uint8Array.from({ length: 256 }, (_, i) => i);
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + s[i]! + key[i % key.length]!) & 0xff;
    [s[i], s[j]] = [s[j]!, s[i]!];
  }
  let i = 0;
  let j = 0;
  return buffers.map((buffer) => {
    const out = new Uint8Array(buffer.length);
    for (let k = 0; k < buffer.length; k++) {
      i = (i + 1) & 0xff;
      j = (j + s[i]!) & 0xff;
      [s[i], s[j]] = [s[j]!, s[i]!];
      out[k] = buffer[k]! ^ s[(s[i]! + s[j]!) & 0xff]!;
    }
    return out;
  });
}

/** Office binary RC4 (MS-OFFCRYPTO 2.3.6): MD5-derived 40-bit key, salt 16 bytes, verifier and MD5 hash. */
function rc4Verifies(header: Uint8Array, password: string): boolean {
  if (header.length < 48) return false;
  const salt = header.subarray(0, 16);
  const truncated = digest("md5", utf16le(password)).subarray(0, 5);
  const buffer = new Uint8Array(16 * 21);
  for (let k = 0; k < 16; k++) {
    buffer.set(truncated, k * 21);
    buffer.set(salt, k * 21 + 5);
  }
  const key = digest("md5", digest("md5", buffer).subarray(0, 5), blockZero());
  const [verifier, hash] = rc4(key, header.subarray(16, 32), header.subarray(32, 48));
  return equal(digest("md5", verifier!), hash!);
}

/** CryptoAPI RC4 (MS-OFFCRYPTO 2.3.5): SHA-1-derived key of KeySize bits, 40-bit keys padded to 128. */
function cryptoApiVerifies(data: Uint8Array, password: string): boolean {
  const headerSize = u32le(data, 4);
  if (headerSize === undefined || headerSize < 20 || headerSize > 1024) return false;
  const keyBits = u32le(data, 8 + 16) || 40;
  const v = 8 + headerSize;
  const saltSize = u32le(data, v);
  if (saltSize !== 16 || keyBits % 8 !== 0 || keyBits > 160 || data.length < v + 4 + 16 + 16 + 4 + 20)
    return false;
  const salt = data.subarray(v + 4, v + 20);
  const encryptedVerifier = data.subarray(v + 20, v + 36);
  const encryptedHash = data.subarray(v + 40, v + 60);
  const h = digest("sha1", digest("sha1", salt, utf16le(password)), blockZero());
  const key =
    keyBits === 40
      ? Uint8Array.from([...h.subarray(0, 5), ...new Uint8Array(11)])
      : h.subarray(0, keyBits / 8);
  const [verifier, hash] = rc4(key, encryptedVerifier, encryptedHash);
  return equal(digest("sha1", verifier!), hash!);
}

function equal(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

export type ZipInspection =
  | { kind: "docx"; damaged: boolean }
  | { kind: "xlsx"; damaged: boolean }
  /** OOXML whose central directory is gone and whose main part could not be found among the local headers. */
  | { kind: "damaged-ooxml" }
  | { kind: "other"; what: OtherOfficeKind };

/**
 * Identifies a ZIP-based file by its entry names: word/ → docx, xl/ → xlsx, ppt/ → PowerPoint; OpenDocument and
 * EPUB by their stored "mimetype"; Apple iWork by Index/*.iwa. Throws ZipFormatError when no entry can be read.
 */
export function inspectZip(bytes: Uint8Array): ZipInspection {
  const listing = listZipEntries(bytes);
  const names = listing.entries.map((e) => e.name.toLowerCase());
  const under = (folder: string) => names.some((n) => n.startsWith(folder));
  const damaged = listing.fromLocalHeaders;
  if (under("word/")) return { kind: "docx", damaged };
  if (under("xl/")) return { kind: "xlsx", damaged };
  if (under("ppt/")) return { kind: "other", what: "powerpoint" };
  if (under("visio/")) return { kind: "other", what: "visio" };
  if (names.some((n) => n.endsWith(".fdseq"))) return { kind: "other", what: "xps" };
  if (names.includes("[content_types].xml")) {
    // An Office package cut short before its main part: what it was meant to be is gone with the directory.
    return damaged ? { kind: "damaged-ooxml" } : { kind: "other", what: "zip" };
  }
  const mimetype = firstStoredEntry(bytes, "mimetype");
  if (mimetype) {
    const type = new TextDecoder().decode(mimetype).trim();
    if (type === "application/epub+zip") return { kind: "other", what: "epub" };
    if (type.startsWith("application/vnd.oasis.opendocument.text"))
      return { kind: "other", what: "opendocument-text" };
    if (type.startsWith("application/vnd.oasis.opendocument.spreadsheet")) {
      return { kind: "other", what: "opendocument-spreadsheet" };
    }
    if (type.startsWith("application/vnd.oasis.opendocument.presentation")) {
      return { kind: "other", what: "opendocument-presentation" };
    }
    if (type.startsWith("application/vnd.oasis.opendocument")) return { kind: "other", what: "opendocument" };
  }
  if (names.some((n) => n.startsWith("index/") && n.endsWith(".iwa")) || names.includes("index.xml")) {
    return { kind: "other", what: "iwork" };
  }
  if (names.includes("meta-inf/manifest.mf") && names.some((n) => n.endsWith(".class"))) {
    return { kind: "other", what: "java-archive" };
  }
  return { kind: "other", what: "zip" };
}
