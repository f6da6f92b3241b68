// fontkit for the engine's fonts: each font file parsed once per process, with the tables a build reads decoded
// the quick way (post header, loca, subsets written from the file's bytes) and glyph positioning left out. Every
// speed-up here gives fontkit's own values and bytes (fonts.test.ts, font-subset.test.ts compare them).
import { canWriteSubset, writeTrueTypeSubset } from "./font-subset.ts";
import type { SubsetSource } from "./font-subset.ts";
// Upstream fontkit: @pdf-lib/fontkit's subsetter crashes on DejaVu Sans ("reading 'pos'").
import * as fontkit from "fontkit";

export type GlyphCoverage = Pick<fontkit.Font, "hasGlyphForCodePoint">;

const parsed = new WeakMap<Uint8Array, fontkit.Font | fontkit.FontCollection>();

/**
 * fontkit, with each font file parsed once per process: pdf-lib parses the file again for every document that
 * embeds it, and a build makes several (the binder, the exhibit list, each volume), each paying for reading the
 * font's tables again. Each embedder still makes its own subset; the parsed tables are only read.
 */
export const sharedFontkit = {
  create(data: Uint8Array, postscriptName?: string): fontkit.Font | fontkit.FontCollection {
    let font = parsed.get(data);
    if (!font) {
      font = fontkit.create(Buffer.from(data.buffer, data.byteOffset, data.byteLength), postscriptName);
      withoutPositioning(font);
      glyphNamesOnDemand(font, data);
      quickLoca(font, data);
      quickSubsets(font, data);
      parsed.set(data, font);
    }
    return font;
  },
};

/** Which characters a font file has: from the same parsed font the documents embed (`sharedFontkit`). */
export function coverage(bytes: Uint8Array): GlyphCoverage {
  const font = sharedFontkit.create(bytes);
  // A .ttc collection has no single glyph table; our fonts are single .ttf files.
  if (!("hasGlyphForCodePoint" in font)) throw new Error("Expected a single font, got a font collection");
  return font;
}

/**
 * Has fontkit's shaping skip glyph positioning (the GPOS and kern tables): pdf-lib reads only the glyphs a layout
 * chooses (GSUB: ligatures, Arabic joining forms…) and each glyph's own advance, never the positions, and reading
 * DejaVu's kerning tables was more than half of a build's first layout. fontkit keeps decoded tables in `_tables`
 * (a private field, so only when it is there: without it, layout is merely slower, never different).
 */
function withoutPositioning(font: fontkit.Font | fontkit.FontCollection): void {
  const tables = (font as unknown as { _tables?: Record<string, unknown> })._tables;
  if (!tables || typeof tables !== "object") return;
  tables.GPOS = null;
  tables.kern = null;
}

/** The fixed-size start of a `post` table (every version): version to maxMemType1. */
const POST_HEADER_BYTES = 32;

/**
 * Reads the `post` table's header (italic angle, underline) without its glyph names, which fontkit decodes whole the
 * first time any field is asked for: pdf-lib asks for the italic angle of every font it embeds, and DejaVu's names of
 * some 6,000 glyphs were about 25 ms per font of a build. The names (and the rest of the table) are decoded, by
 * fontkit itself, the first time something reads them. The header's values are the ones fontkit would decode (the
 * test compares them); like withoutPositioning, this needs fontkit's private `_tables` and `directory`, and
 * without them the font is simply read as before.
 */
function glyphNamesOnDemand(font: fontkit.Font | fontkit.FontCollection, data: Uint8Array): void {
  const internals = font as unknown as {
    _tables?: Record<string, unknown>;
    directory?: { tables?: Record<string, { offset: number; length: number } | undefined> };
    _decodeTable?: (table: unknown) => Record<string, unknown>;
  };
  const tables = internals._tables;
  const entry = internals.directory?.tables?.post;
  if (
    !tables ||
    typeof tables !== "object" ||
    "post" in tables ||
    typeof internals._decodeTable !== "function"
  )
    return;
  if (!entry || entry.length < POST_HEADER_BYTES || entry.offset + POST_HEADER_BYTES > data.byteLength)
    return;
  const view = new DataView(data.buffer, data.byteOffset + entry.offset, POST_HEADER_BYTES);
  const header: Record<string, unknown> = {
    version: view.getInt32(0) / 65536,
    italicAngle: view.getInt32(4) / 65536,
    underlinePosition: view.getInt16(8),
    underlineThickness: view.getInt16(10),
    isFixedPitch: view.getUint32(12),
    minMemType42: view.getUint32(16),
    maxMemType42: view.getUint32(20),
    minMemType1: view.getUint32(24),
    maxMemType1: view.getUint32(28),
  };
  const decodeTable = internals._decodeTable.bind(font);
  let whole: Record<string, unknown> | undefined;
  for (const key of ["numberOfGlyphs", "glyphNameIndex", "names", "offsets", "map"]) {
    Object.defineProperty(header, key, {
      enumerable: true,
      get: () => (whole ??= decodeTable(entry))[key],
    });
  }
  tables.post = header;
}

/**
 * Reads the `loca` table (where each glyph's outline starts) with a DataView instead of fontkit's per-number decoder:
 * the first glyph a build measures has fontkit decode every entry (6,000 in DejaVu), about 10 ms per font. The
 * object is the one fontkit's own decoder makes (version, offsets already doubled for the short format, marked
 * processed); the test compares the two. Private fields, as above: without them the font is read as before.
 */
function quickLoca(font: fontkit.Font | fontkit.FontCollection, data: Uint8Array): void {
  const internals = font as unknown as {
    _tables?: Record<string, unknown>;
    directory?: { tables?: Record<string, { offset: number; length: number } | undefined> };
    head?: { indexToLocFormat?: unknown };
  };
  const tables = internals._tables;
  const entry = internals.directory?.tables?.loca;
  if (!tables || typeof tables !== "object" || "loca" in tables || !entry) return;
  if (entry.offset + entry.length > data.byteLength) return;
  const version = internals.head?.indexToLocFormat;
  if (version !== 0 && version !== 1) return;
  const view = new DataView(data.buffer, data.byteOffset + entry.offset, entry.length);
  const size = version === 0 ? 2 : 4;
  const offsets = new Array<number>(Math.floor(entry.length / size));
  for (let i = 0; i < offsets.length; i++)
    offsets[i] = version === 0 ? view.getUint16(i * 2) * 2 : view.getUint32(i * 4);
  tables.loca = { version, offsets, _processed: true };
}

/**
 * Has the font's subsets written by font-subset.ts (byte for byte fontkit's TrueType subset, from the file's own
 * bytes) instead of fontkit's encoder, which decodes every glyph and re-encodes every table through restructure:
 * 30–40 ms per font of a build's first embedding. pdf-lib makes one subset per document and font through
 * `createSubset`, adds glyphs with `includeGlyph` and asks `encode` for the bytes; only `encode` changes. Fonts the
 * writer cannot copy (CFF outlines, variations) keep fontkit's; without the private fields, nothing changes.
 */
function quickSubsets(font: fontkit.Font | fontkit.FontCollection, data: Uint8Array): void {
  const internals = font as unknown as {
    directory?: { tables?: SubsetSource["tables"] };
    createSubset?: () => unknown;
    head?: { indexToLocFormat?: unknown };
    loca?: { offsets?: unknown };
  };
  const tables = internals.directory?.tables;
  const createSubset = internals.createSubset;
  if (!tables || typeof createSubset !== "function") return;
  const locaFormat = internals.head?.indexToLocFormat;
  if (locaFormat !== 0 && locaFormat !== 1) return;
  if (!canWriteSubset({ data, tables, loca: [], locaFormat })) return;
  internals.createSubset = () => {
    const subset = createSubset.call(font) as {
      glyphs?: unknown;
      includeGlyph?: (glyph: number) => number;
      encode?: () => Uint8Array;
    };
    const glyphs = subset.glyphs;
    const includeGlyph = subset.includeGlyph;
    if (!Array.isArray(glyphs) || typeof includeGlyph !== "function" || typeof subset.encode !== "function")
      return subset;
    subset.encode = () => {
      const loca = internals.loca?.offsets;
      if (!Array.isArray(loca))
        throw new Error("Internal error: the font's glyph locations could not be read");
      return writeTrueTypeSubset({ data, tables, loca, locaFormat }, glyphs as number[], (id) =>
        includeGlyph.call(subset, id),
      );
    };
    return subset;
  };
}
