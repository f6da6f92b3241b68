// Reads a plain-text file whatever its encoding: byte-order marks, UTF-8, UTF-16/32 without a BOM, EBCDIC, and
// single- or multi-byte code pages (chardet ranks them, a word-shape check vetoes mojibake). Deterministic.
import { FILE_REASONS } from "@courtready/contracts";
import chardet from "chardet";
import { EngineError, refused } from "../errors.ts";
import type { FileInMemory } from "../types.ts";
import { decodeEbcdic, decodeSingleByte, detectEbcdic } from "./codepages.ts";
import type { EbcdicEncoding } from "./codepages.ts";
import { ALWAYS_TRIED, CHARDET_LABELS, ENCODING_NAMES, MULTI_BYTE } from "./encoding-names.ts";
import { isPlausibleText, wordShapeScore } from "./text-quality.ts";
import { noteEnglish } from "../notes.ts";
import type { EngineNote } from "../notes.ts";

export interface DecodedText {
  /** The text with the BOM removed and every line ending turned into "\n". */
  text: string;
  /** WHATWG-style label of the encoding it was read with, e.g. "utf-8", "windows-1252", "ibm866", "us-ascii". */
  encoding: string;
  /** Plain-language notes for the person when the encoding was guessed or characters were damaged. */
  warnings: string[];
}

/** What the detector settled on, before line endings are normalised. */
export interface TextReading {
  /** Decoded text, BOM removed, line endings as in the file. */
  raw: string;
  encoding: string;
  /** The warnings as codes (notes.ts); DecodedText has their English. */
  warnings: EngineNote[];
}

/**
 * Reads a text file: `decodeText({ name: "note.txt", bytes })` → `{ text: "Hello\n", encoding: "utf-8", warnings: [] }`.
 * Form feeds and tabs are kept (the layout may treat "\f" as a page break); a DOS end-of-file mark (Ctrl-Z) at the
 * very end is dropped. Throws EngineError EMPTY_FILE for 0 bytes and TEXT_UNREADABLE when no encoding yields text.
 */
export function decodeText(file: FileInMemory): DecodedText {
  const { warningNotes: _, ...decoded } = decodeTextNoted(file);
  return decoded;
}

/** decodeText, with its warnings as codes too (notes.ts), for the kit's report in the person's language. */
export function decodeTextNoted(file: FileInMemory): DecodedText & { warningNotes: EngineNote[] } {
  if (file.bytes.length === 0) {
    throw new EngineError("EMPTY_FILE", file.name, FILE_REASONS.emptyText);
  }
  const reading = readText(file.bytes);
  if (!reading) {
    throw refused("TEXT_UNREADABLE", file.name, { code: "textUnreadable" });
  }
  return {
    text: normaliseLineEndings(reading.raw),
    encoding: reading.encoding,
    warnings: reading.warnings.map(noteEnglish),
    warningNotes: reading.warnings,
  };
}

/** "\r\n", "\r", NEL (EBCDIC line end) and the Unicode line/paragraph separators all become "\n". */
export function normaliseLineEndings(s: string): string {
  return s.replace(/\r\n?|\u0085|\u2028|\u2029/g, "\n");
}

// Statistics (chardet, word shapes, NUL patterns, EBCDIC) look at the first 16 KB: plenty to decide, and their
// cost grows with the input. Validity (UTF-8, plausibility) is always checked over the whole file.
const SAMPLE_BYTES = 16 * 1024;

/**
 * Detects the encoding and decodes. Returns null when the bytes are not text: NULs outside a UTF-16/32 pattern,
 * or more than 1% control characters, undefined code points or replacement characters after decoding.
 */
export function readText(bytes: Uint8Array): TextReading | null {
  const reading = detectAndDecode(bytes);
  if (!reading) return null;
  let raw = reading.raw;
  // DOS editors ended files with Ctrl-Z; it is a terminator, not content.
  if (raw.endsWith("\u001a")) raw = raw.slice(0, -1);
  if (!isPlausibleText(raw)) return null;
  return { ...reading, raw };
}

function detectAndDecode(bytes: Uint8Array): TextReading | null {
  const bom = fromByteOrderMark(bytes);
  if (bom) return bom;

  const sample = bytes.subarray(0, SAMPLE_BYTES);
  if (sample.includes(0)) return fromNulPattern(bytes, sample);

  if (isSevenBit(bytes)) {
    // ISO-2022-JP is 7-bit: Japanese e-mail text switches character sets with ESC sequences.
    if (hasIso2022JpEscapes(sample)) {
      return {
        raw: decode(bytes, "iso-2022-jp"),
        encoding: "iso-2022-jp",
        warnings: [guessedWarning("iso-2022-jp")],
      };
    }
    return { raw: decode(bytes, "utf-8"), encoding: "us-ascii", warnings: [] };
  }

  const utf8 = asUtf8(bytes);
  if (utf8) return utf8;

  const ebcdic = detectEbcdic(sample);
  if (ebcdic) return fromEbcdic(bytes, ebcdic);

  return fromCodePage(bytes, sample);
}

// ---------------------------------------------------------------------------------------------------------------
// Byte-order marks

function fromByteOrderMark(b: Uint8Array): TextReading | null {
  if (b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf) {
    const body = b.subarray(3);
    const strict = tryDecode(body, "utf-8");
    if (strict !== null) return { raw: strict, encoding: "utf-8", warnings: [] };
    return {
      raw: decode(body, "utf-8"),
      encoding: "utf-8",
      warnings: [{ code: "text-damaged" }],
    };
  }
  // UTF-32 marks first: FF FE 00 00 also starts a UTF-16LE file whose first character is U+0000, which text
  // never has, so UTF-32LE is the right reading whenever the body is valid UTF-32.
  if (b[0] === 0xff && b[1] === 0xfe && b[2] === 0 && b[3] === 0) {
    const s = decodeUtf32(b.subarray(4), true);
    if (s !== null) return { raw: s, encoding: "utf-32le", warnings: [] };
  }
  if (b[0] === 0 && b[1] === 0 && b[2] === 0xfe && b[3] === 0xff) {
    const s = decodeUtf32(b.subarray(4), false);
    if (s !== null) return { raw: s, encoding: "utf-32be", warnings: [] };
  }
  const bigEndianMark = b[0] === 0xfe && b[1] === 0xff;
  const littleEndianMark = b[0] === 0xff && b[1] === 0xfe;
  if (!bigEndianMark && !littleEndianMark) return null;
  const body = b.subarray(2);
  const marked = bigEndianMark ? "utf-16be" : "utf-16le";
  const other = bigEndianMark ? "utf-16le" : "utf-16be";
  // A BOM written by one program over text written by another happens (corpus: utf16be_bom_but_le_body.txt).
  // Latin-script UTF-16 has a zero high byte in most code units; if the zeros sit in the low byte under the
  // marked order, the mark is wrong.
  if (utf16ZeroSide(body.subarray(0, SAMPLE_BYTES), bigEndianMark) === "wrong") {
    return {
      raw: decodeUtf16(body, other),
      encoding: other,
      warnings: [{ code: "text-bom-mismatch", marked, other }],
    };
  }
  return { raw: decodeUtf16(body, marked), encoding: marked, warnings: [] };
}

/**
 * Where the zero bytes of UTF-16 code units fall, read with the given byte order: "right" when the high bytes
 * are the zero ones (as in Latin-script text), "wrong" when the low bytes are zero at least three times as
 * often and in at least 10% of units, "unknown" otherwise (e.g. CJK text with few zeros).
 */
function utf16ZeroSide(body: Uint8Array, bigEndian: boolean): "right" | "wrong" | "unknown" {
  let highZero = 0;
  let lowZero = 0;
  const units = Math.floor(body.length / 2);
  for (let i = 0; i + 1 < body.length; i += 2) {
    const high = bigEndian ? body[i] : body[i + 1];
    const low = bigEndian ? body[i + 1] : body[i];
    if (high === 0 && low !== 0) highZero++;
    else if (low === 0 && high !== 0) lowZero++;
  }
  if (lowZero >= units * 0.1 && lowZero > highZero * 3) return "wrong";
  if (highZero >= units * 0.1 && highZero > lowZero * 3) return "right";
  return "unknown";
}

// ---------------------------------------------------------------------------------------------------------------
// UTF-16 / UTF-32 without a BOM: told apart from binary by where the NUL bytes fall

function fromNulPattern(bytes: Uint8Array, sample: Uint8Array): TextReading | null {
  if (bytes.length % 4 === 0) {
    for (const little of [true, false]) {
      if (!looksLikeUtf32(sample, little)) continue;
      const s = decodeUtf32(bytes, little);
      if (s !== null) return { raw: s, encoding: little ? "utf-32le" : "utf-32be", warnings: [] };
    }
  }
  if (bytes.length % 2 !== 0) return null;
  for (const bigEndian of [false, true]) {
    if (utf16ZeroSide(sample, bigEndian) !== "right") continue;
    const label = bigEndian ? "utf-16be" : "utf-16le";
    const strict = tryDecode(bytes, label);
    if (strict !== null) return { raw: strict, encoding: label, warnings: [] };
  }
  return null;
}

/** Every code unit has a zero top byte and a second byte of at most 0x10 (Unicode ends at U+10FFFF). */
function looksLikeUtf32(sample: Uint8Array, little: boolean): boolean {
  const whole = sample.length - (sample.length % 4);
  if (whole === 0) return false;
  for (let i = 0; i < whole; i += 4) {
    const top = little ? sample[i + 3] : sample[i];
    const plane = little ? sample[i + 2] : sample[i + 1];
    if (top !== 0 || plane! > 0x10) return false;
  }
  return true;
}

/**
 * TextDecoder has no UTF-32, so it is decoded here. Returns null for a length that is not a multiple of 4 or
 * for code points past U+10FFFF or in the surrogate range (those mean it is not UTF-32).
 */
export function decodeUtf32(b: Uint8Array, little: boolean): string | null {
  if (b.length % 4 !== 0) return null;
  const parts: string[] = [];
  let chunk: number[] = [];
  for (let i = 0; i < b.length; i += 4) {
    const cp = little
      ? (b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16) | (b[i + 3]! << 24)) >>> 0
      : ((b[i]! << 24) | (b[i + 1]! << 16) | (b[i + 2]! << 8) | b[i + 3]!) >>> 0;
    if (cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return null;
    chunk.push(cp);
    // String.fromCodePoint takes its arguments on the stack; keep each call small.
    if (chunk.length === 4096) {
      parts.push(String.fromCodePoint(...chunk));
      chunk = [];
    }
  }
  parts.push(String.fromCodePoint(...chunk));
  return parts.join("");
}

function decodeUtf16(b: Uint8Array, label: "utf-16le" | "utf-16be"): string {
  return decode(b, label);
}

// ---------------------------------------------------------------------------------------------------------------
// ASCII, ISO-2022-JP, UTF-8

function isSevenBit(b: Uint8Array): boolean {
  for (const x of b) if (x >= 0x80) return false;
  return true;
}

function hasIso2022JpEscapes(b: Uint8Array): boolean {
  for (let i = 0; i + 2 < b.length; i++) {
    if (b[i] !== 0x1b) continue;
    const a = b[i + 1];
    const c = b[i + 2];
    // ESC $ @, ESC $ B (JIS X 0208), ESC ( J (JIS Roman), ESC $ ( D (JIS X 0212)
    if ((a === 0x24 && (c === 0x40 || c === 0x42 || c === 0x28)) || (a === 0x28 && c === 0x4a)) return true;
  }
  return false;
}

/**
 * Valid UTF-8 is taken as UTF-8. A file that is UTF-8 but for a few damaged bytes (a bad copy, a cut-and-paste
 * from another encoding) is still read as UTF-8, with a warning, when valid multi-byte sequences outnumber the
 * broken ones at least ten to one: one stray Windows-1252 "é" in an otherwise ASCII file has no valid sequences
 * and goes on to the code-page detector.
 */
function asUtf8(bytes: Uint8Array): TextReading | null {
  const strict = tryDecode(bytes, "utf-8");
  if (strict !== null) return { raw: strict, encoding: "utf-8", warnings: [] };
  const { valid, invalid } = countUtf8Sequences(bytes);
  if (valid >= 10 && valid >= invalid * 10) {
    return {
      raw: decode(bytes, "utf-8"),
      encoding: "utf-8",
      warnings: [{ code: "text-damaged-count", count: invalid }],
    };
  }
  return null;
}

/** Counts well-formed multi-byte UTF-8 sequences and bytes that cannot start or continue one. */
function countUtf8Sequences(b: Uint8Array): { valid: number; invalid: number } {
  let valid = 0;
  let invalid = 0;
  let i = 0;
  while (i < b.length) {
    const x = b[i]!;
    if (x < 0x80) {
      i++;
      continue;
    }
    const need = x >= 0xc2 && x <= 0xdf ? 1 : x >= 0xe0 && x <= 0xef ? 2 : x >= 0xf0 && x <= 0xf4 ? 3 : 0;
    let ok = need > 0;
    for (let k = 1; ok && k <= need; k++) {
      const c = b[i + k];
      if (c === undefined || (c & 0xc0) !== 0x80) ok = false;
    }
    if (ok) {
      valid++;
      i += need + 1;
    } else {
      invalid++;
      i++;
    }
  }
  return { valid, invalid };
}

// ---------------------------------------------------------------------------------------------------------------
// EBCDIC

function fromEbcdic(bytes: Uint8Array, encoding: EbcdicEncoding): TextReading {
  return { raw: decodeEbcdic(bytes, encoding), encoding, warnings: [guessedWarning(encoding)] };
}

// ---------------------------------------------------------------------------------------------------------------
// Code pages

interface Candidate {
  label: string;
  /** What we report: iso-8859-1 and iso-8859-9 decode as their Windows supersets but are named as detected. */
  report: string;
  confidence: number;
  multiByte: boolean;
}

function fromCodePage(bytes: Uint8Array, sample: Uint8Array): TextReading | null {
  const hasC1 = sample.some((x) => x >= 0x80 && x <= 0x9f);
  const candidates = new Map<string, Candidate>();
  for (const match of chardet.analyse(sample)) {
    let label = CHARDET_LABELS[match.name];
    if (!label) continue;
    let report = label;
    // 0x80–0x9F are control codes in ISO-8859-x but printable in the Windows code pages; text that uses them
    // is Windows text. TextDecoder already decodes iso-8859-1 and -9 as windows-1252 and -1254.
    if (label === "iso-8859-1") [label, report] = ["windows-1252", hasC1 ? "windows-1252" : "iso-8859-1"];
    else if (label === "iso-8859-9")
      [label, report] = ["windows-1254", hasC1 ? "windows-1254" : "iso-8859-9"];
    else if (label === "iso-8859-2" && hasC1) [label, report] = ["windows-1250", "windows-1250"];
    const existing = candidates.get(label);
    if (!existing || existing.confidence < match.confidence) {
      candidates.set(label, {
        label,
        report,
        confidence: match.confidence,
        multiByte: MULTI_BYTE.has(label),
      });
    }
  }
  for (const label of ALWAYS_TRIED) {
    if (!candidates.has(label))
      candidates.set(label, { label, report: label, confidence: 0, multiByte: false });
  }

  // Score every candidate on the sample. A multi-byte code page must decode without errors.
  const scored: { candidate: Candidate; shape: number }[] = [];
  for (const candidate of candidates.values()) {
    const text = candidate.multiByte
      ? tryDecode(sample, candidate.label, sample.length < bytes.length)
      : decode(sample, candidate.label);
    if (text === null) continue;
    scored.push({ candidate, shape: wordShapeScore(text) });
  }
  if (scored.length === 0) return null;
  const bestShape = Math.max(...scored.map((s) => s.shape));
  // Candidates whose text is about as well formed as the best are ranked by chardet's language models;
  // the order of `scored` (chardet's order, then ALWAYS_TRIED) breaks exact ties, so the result is stable.
  let chosen: Candidate | undefined;
  for (const s of scored) {
    if (s.shape < bestShape - 0.05) continue;
    if (!chosen || s.candidate.confidence > chosen.confidence) chosen = s.candidate;
  }
  if (!chosen) return null;
  const warnings: EngineNote[] = [guessedWarning(chosen.report)];
  let raw = chosen.multiByte ? tryDecode(bytes, chosen.label) : decode(bytes, chosen.label);
  if (raw === null) {
    // Valid in the sample but not throughout (a damaged byte, a file cut mid-character): keep the text, mark the
    // damage; the plausibility check still refuses it if the damage is widespread.
    raw = decode(bytes, chosen.label);
    warnings.push({ code: "text-damaged" });
  }
  return { raw, encoding: chosen.report, warnings };
}

// ---------------------------------------------------------------------------------------------------------------
// Shared helpers

function guessedWarning(encoding: string): EngineNote {
  return { code: "text-encoding-guessed", encoding: ENCODING_NAMES[encoding] ?? encoding };
}

function decode(b: Uint8Array, label: string): string {
  if (MULTI_BYTE.has(label) || label.startsWith("utf-") || label === "iso-2022-jp") {
    return new TextDecoder(label, { ignoreBOM: true }).decode(b);
  }
  return decodeSingleByte(b, label);
}

/**
 * Strict decode: null when the bytes are not valid in that encoding. For a sample cut from a longer file,
 * `partial` lets the last character be incomplete (streaming mode holds it back instead of failing).
 */
function tryDecode(b: Uint8Array, label: string, partial = false): string | null {
  try {
    return new TextDecoder(label, { fatal: true, ignoreBOM: true }).decode(b, { stream: partial });
  } catch {
    return null;
  }
}
