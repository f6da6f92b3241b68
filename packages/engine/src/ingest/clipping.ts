// Reads the text out of a macOS .textClipping: a binary property list whose "UTI-Data" dictionary holds the same
// text in several representations. Plain-text ones are preferred, in the order that loses nothing.
import { EngineError } from "../errors.ts";
import type { FileInMemory } from "../types.ts";
import { isPlistDict, parseBinaryPlist, PlistError } from "./bplist.ts";
import type { PlistDict, PlistValue } from "./bplist.ts";
import { decodeSingleByte } from "./codepages.ts";
import { normaliseLineEndings } from "./text.ts";
import { noteEnglish } from "../notes.ts";
import type { EngineNote } from "../notes.ts";

export interface DecodedClipping {
  /** The clipping's text, line endings turned into "\n". */
  text: string;
  /** The representation the text came from, e.g. "public.utf8-plain-text". */
  source: string;
  warnings: string[];
}

/** decodeClipping, with its warnings as codes too (notes.ts), for the kit's report in the person's language. */
export type NotedClipping = DecodedClipping & { warningNotes: EngineNote[] };

/** Representations tried in order; the last one is Mac Roman and drops whatever Mac Roman cannot hold. */
export const CLIPPING_TEXT_TYPES = [
  "public.utf8-plain-text",
  "public.utf16-plain-text",
  "public.utf16-external-plain-text",
  "com.apple.traditional-mac-plain-text",
] as const;

const WHAT_TO_DO =
  "open it on the Mac, copy the text into a .txt file (TextEdit › Format › Make Plain Text), and upload that";

/**
 * Decodes a .textClipping: `decodeClipping({ name: "quote.textClipping", bytes })` →
 * `{ text: "ABCD🥶🫥", source: "public.utf8-plain-text", warnings: [] }`.
 * Throws EngineError CLIPPING_EMPTY when there is no text to take: an empty file (the old format kept the text in
 * the resource fork, which uploads do not carry), a clipping with only pictures or formatted text, or one too
 * damaged to read.
 */
export function decodeClipping(file: FileInMemory): DecodedClipping {
  const { warningNotes: _, ...decoded } = decodeClippingNoted(file);
  return decoded;
}

export function decodeClippingNoted(file: FileInMemory): NotedClipping {
  const fail = (why: string) =>
    new EngineError("CLIPPING_EMPTY", file.name, `this text clipping ${why}; ${WHAT_TO_DO}`);
  if (file.bytes.length === 0) {
    throw fail(
      "has no text in it (the file is empty: older clippings keep their text in a part of the file that is lost " +
        "when it is uploaded or copied off the Mac)",
    );
  }
  let root: PlistValue;
  try {
    root = parseBinaryPlist(file.bytes);
  } catch (error) {
    if (error instanceof PlistError) throw fail("is damaged and no text can be read from it");
    throw error;
  }
  const representations = isPlistDict(root) ? root.get("UTI-Data") : undefined;
  if (!isPlistDict(representations)) throw fail("has no text in it (no clipping data was found in the file)");

  for (const type of CLIPPING_TEXT_TYPES) {
    const value = representations.get(type);
    if (value === undefined) continue;
    const decoded = decodeRepresentation(type, value);
    if (decoded === null) continue;
    // C strings end in NUL; some writers keep that terminator in the data.
    let raw = decoded.text.replace(/^\uFEFF/, "");
    while (raw.endsWith("\u0000")) raw = raw.slice(0, -1);
    const text = normaliseLineEndings(raw);
    if (text.trim() === "") continue;
    return {
      text,
      source: type,
      warnings: decoded.warnings.map(noteEnglish),
      warningNotes: decoded.warnings,
    };
  }
  throw fail(`has no plain text in it (${describeOtherContent(representations)})`);
}

function decodeRepresentation(
  type: string,
  value: PlistValue,
): { text: string; warnings: EngineNote[] } | null {
  // Clippings store each representation as data, but some writers store the UTF-8 one as a plist string.
  if (typeof value === "string") return { text: value, warnings: [] };
  if (!(value instanceof Uint8Array)) return null;
  switch (type) {
    case "public.utf8-plain-text": {
      const text = new TextDecoder("utf-8", { ignoreBOM: false }).decode(value);
      return { text, warnings: text.includes("\uFFFD") ? [DAMAGED] : [] };
    }
    // NSPasteboard's utf16-plain-text is in the Mac's own byte order, little-endian on every Intel and Apple
    // silicon Mac, with no BOM; the "external" representation carries a BOM, and big-endian is its default.
    case "public.utf16-plain-text":
      return utf16(value, "utf-16le");
    case "public.utf16-external-plain-text":
      return utf16(value, "utf-16be");
    case "com.apple.traditional-mac-plain-text":
      return {
        text: decodeSingleByte(value, "macintosh"),
        warnings: [{ code: "clipping-mac-roman" }],
      };
    default:
      return null;
  }
}

const DAMAGED: EngineNote = { code: "clipping-damaged" };

function utf16(b: Uint8Array, fallback: "utf-16le" | "utf-16be"): { text: string; warnings: EngineNote[] } {
  let label = fallback;
  let body = b;
  if (b[0] === 0xff && b[1] === 0xfe) [label, body] = ["utf-16le", b.subarray(2)];
  else if (b[0] === 0xfe && b[1] === 0xff) [label, body] = ["utf-16be", b.subarray(2)];
  const text = new TextDecoder(label, { ignoreBOM: true }).decode(body);
  return { text, warnings: text.includes("\uFFFD") ? [DAMAGED] : [] };
}

/** Names what the clipping holds instead of plain text, so the person knows what they are looking at. */
function describeOtherContent(representations: PlistDict): string {
  const types = [...representations.keys()];
  if (types.length === 0) return "the clipping is empty";
  if (types.some((t) => /rtf|html|flat-rtfd/i.test(t))) return "it holds only formatted text";
  if (types.some((t) => /png|tiff|jpeg|pict|image/i.test(t))) return "it holds a picture, not text";
  if (types.some((t) => /url/i.test(t))) return "it holds a web link, not text";
  return "it holds no plain text";
}
