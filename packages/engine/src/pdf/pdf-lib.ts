// The engine's one door to @cantoo/pdf-lib (pinned to exactly 2.11.1 in package.json): it re-exports the values
// and types the engine uses, and it is the only place that reaches into pdf-lib's internals, each reach behind a
// named function with a run-time check, so that an upgrade has one file to read. Tests may import pdf-lib itself.
import {
  PDFContext,
  PDFDict,
  PDFHexString,
  PDFObjectParser,
  PDFRawStream,
  decodePDFRawStream,
} from "@cantoo/pdf-lib";
import type { PDFFont } from "@cantoo/pdf-lib";

export {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNull,
  PDFNumber,
  PDFRef,
  PDFStream,
  PDFString,
  ParseSpeeds,
  StandardFonts,
  beginText,
  degrees,
  endText,
  rgb,
  setFillingColor,
  setFontAndSize,
  setStrokingColor,
  setTextMatrix,
  showText,
} from "@cantoo/pdf-lib";
export type { Color, PDFEmbeddedPage, PDFFont, PDFImage, PDFObject, PDFPage } from "@cantoo/pdf-lib";

/**
 * `PDFHexString.fromText(text)`, the same string (a byte-order mark, then each UTF-16 code unit as four upper-case
 * hex digits), made by Node's encoder instead of pdf-lib's digit-by-digit padding: the filed manifest is tens of
 * thousands of characters, and pdf-lib's path was 15–20 ms of a one-off build.
 */
export function hexStringOfText(text: string): PDFHexString {
  const units = Buffer.from(`\ufeff${text}`, "utf16le").swap16();
  return PDFHexString.of(units.toString("hex").toUpperCase());
}

/** Full names for the filter abbreviations some writers put in stream dictionaries too (ISO 32000-2, table 92). */
const FILTER_NAMES: Record<string, string> = {
  AHx: "ASCIIHexDecode",
  A85: "ASCII85Decode",
  LZW: "LZWDecode",
  Fl: "FlateDecode",
  RL: "RunLengthDecode",
};

/**
 * A stream's data decoded by pdf-lib's decoders (Flate, LZW, ASCII85, ASCIIHex, RunLength, one after another as the
 * filter array lists them), given the text of its /Filter and /DecodeParms values.
 * @throws Error for a filter pdf-lib has no decoder for, or a /Predictor (pdf-lib's decoders ignore predictors, and
 * undoing one is not theirs to skip).
 */
export function decodeStreamData(
  filter: string,
  decodeParms: string | undefined,
  data: Uint8Array,
): Uint8Array {
  if (decodeParms !== undefined && /\/Predictor\s+(?!1\b)\d/.test(decodeParms)) {
    throw new Error("stream data with a predictor");
  }
  const names = filter.replace(/\/(AHx|A85|LZW|Fl|RL)\b/g, (_, short: string) => `/${FILTER_NAMES[short]!}`);
  const dictText = `<< /Filter ${names}${decodeParms === undefined ? "" : ` /DecodeParms ${decodeParms}`} >>`;
  const dict = PDFObjectParser.forBytes(Buffer.from(dictText, "latin1"), PDFContext.create()).parseObject();
  if (!(dict instanceof PDFDict)) throw new Error(`unreadable stream filter ${filter}`);
  return decodePDFRawStream(PDFRawStream.of(dict, data)).decode();
}

/** A font's embedding state, which pdf-lib keeps in private fields. */
export interface FontEmbedding {
  /** Glyphs in the font's subset so far (pdf-lib adds to it as text is encoded). */
  glyphCount(): number;
  /** Has pdf-lib embed the font again (a new subset, the same reference) at its next flush. */
  markNotEmbedded(): void;
}

/**
 * The embedding state of a font: `alreadyEmbedded` and `embedder.glyphs`, pdf-lib internals with no public
 * accessor. Checked here: a pdf-lib that changed them fails every build (and the tests) rather than writing a font
 * without some of its glyphs.
 */
export function fontEmbedding(font: PDFFont): FontEmbedding {
  const internals = font as unknown as { alreadyEmbedded?: unknown; embedder?: { glyphs?: unknown } };
  const glyphs = internals.embedder?.glyphs;
  if (typeof internals.alreadyEmbedded !== "boolean" || !Array.isArray(glyphs)) {
    throw new Error("Internal error: pdf-lib's font embedding is not what this engine expects");
  }
  return {
    glyphCount: () => glyphs.length,
    markNotEmbedded: () => {
      internals.alreadyEmbedded = false;
    },
  };
}

/** What pdf-lib uses of the fontkit font it lays a font's text out with. */
export interface LayoutFont {
  layout(text: string, features?: unknown): { glyphs: unknown[] };
  glyphForCodePoint(codePoint: number): unknown;
}

/**
 * The fontkit font pdf-lib lays a font's text out with (`embedder.font`, an internal with no public accessor), or
 * undefined when this pdf-lib keeps it elsewhere or it lacks `layout` and `glyphForCodePoint`: the caller then
 * leaves layout to pdf-lib (slower, never different).
 */
export function fontkitFontOf(font: PDFFont): LayoutFont | undefined {
  const fk = (font as unknown as { embedder?: { font?: LayoutFont } }).embedder?.font;
  if (!fk || typeof fk.layout !== "function" || typeof fk.glyphForCodePoint !== "function") return undefined;
  return fk;
}
