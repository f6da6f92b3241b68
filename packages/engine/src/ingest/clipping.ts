// Reads the text out of a macOS .textClipping: a binary property list whose "UTI-Data" dictionary holds the same
// text in several representations. Plain-text ones are preferred, in the order that loses nothing.
import type { FileRefusalCode } from "@courtready/contracts";
import { refused } from "../errors.ts";
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
  // Each reason says why there is no text and what to do on the Mac (contracts' FILE_REFUSALS, by code).
  const fail = (code: FileRefusalCode) => refused("CLIPPING_EMPTY", file.name, { code });
  if (file.bytes.length === 0) throw fail("clippingEmpty");
  let root: PlistValue;
  try {
    root = parseBinaryPlist(file.bytes);
  } catch (error) {
    if (error instanceof PlistError) throw fail("clippingDamaged");
    throw error;
  }
  const representations = isPlistDict(root) ? root.get("UTI-Data") : undefined;
  if (!isPlistDict(representations)) throw fail("clippingNoData");

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
  throw fail(otherContent(representations));
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
/** Why a clipping with no plain text is refused, by what it holds instead. */
function otherContent(representations: PlistDict): FileRefusalCode {
  const types = [...representations.keys()];
  if (types.length === 0) return "clippingNoRepresentations";
  if (types.some((t) => /rtf|html|flat-rtfd/i.test(t))) return "clippingFormattedOnly";
  if (types.some((t) => /png|tiff|jpeg|pict|image/i.test(t))) return "clippingPicture";
  if (types.some((t) => /url/i.test(t))) return "clippingLink";
  return "clippingNoPlainText";
}
