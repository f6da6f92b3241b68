// Fonts are arguments to the engine (it never reads the system or the network for them). The CLI and the server
// load them from Debian's packages: DejaVu Sans (Latin, Greek, Cyrillic…), Droid Sans Fallback (CJK) and Noto
// Sans for the other scripts people write in (Devanagari, Thai, Arabic, Hebrew…). Each character is drawn with
// the first of these that has it.
import { canWriteSubset, writeTrueTypeSubset } from "./font-subset.ts";
import type { SubsetSource } from "./font-subset.ts";
import { fontEmbedding, fontkitFontOf } from "./pdf/pdf-lib.ts";
import type { LayoutFont, PDFDocument, PDFFont } from "./pdf/pdf-lib.ts";
// Upstream fontkit: @pdf-lib/fontkit's subsetter crashes on DejaVu Sans ("reading 'pos'").
import * as fontkit from "fontkit";
import { deflateSync } from "node:zlib";

export interface EngineFonts {
  regular: Uint8Array;
  bold: Uint8Array;
  /** Used for characters the regular font lacks (Chinese, Japanese, Korean…). Optional. */
  fallback?: Uint8Array;
  /**
   * Fonts for the scripts neither the regular nor the fallback font has (Devanagari, Thai, Arabic, Hebrew…), tried
   * in this order. Optional; each is embedded in a document only when its text needs it.
   */
  scripts?: readonly Uint8Array[];
}

/** Fonts embedded in one output document, with a way to pick the one that has a character. */
export interface DocumentFonts {
  regular: PDFFont;
  bold: PDFFont;
  /** The font to draw a code point with: regular (or bold) when it has the glyph, else the fallback. */
  pick(codePoint: number, bold?: boolean): PDFFont;
  /**
   * Whether a font is a script font (EngineFonts.scripts) that has this code point. Spaces, punctuation and marks
   * stay in a script font's run when it has them: shaping (joining, conjuncts) and right-to-left order work on a
   * run, so a run should hold the words, not stop at each space.
   */
  keepsInRun(font: PDFFont, codePoint: number): boolean;
}

type GlyphCoverage = Pick<fontkit.Font, "hasGlyphForCodePoint">;

const parsed = new WeakMap<Uint8Array, fontkit.Font | fontkit.FontCollection>();

/**
 * fontkit, with each font file parsed once per process: pdf-lib parses the file again for every document that
 * embeds it, and a build makes several (the binder, the exhibit list, each volume), each paying for reading the
 * font's tables again. Each embedder still makes its own subset; the parsed tables are only read.
 */
const sharedFontkit = {
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
function coverage(bytes: Uint8Array): GlyphCoverage {
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

/**
 * Has the document compress its streams (the embedded fonts and their character maps) with Node's zlib: pdf-lib
 * uses fflate, a deflate in JavaScript, which was about 15 ms of a one-off build's font embedding in a CPU profile.
 * The same format (zlib-wrapped deflate) at the same default level; only the bytes may differ.
 */
function useNativeDeflate(doc: PDFDocument): void {
  const context = doc.context;
  context.flateStream = (contents, dict = {}) =>
    context.stream(deflateSync(typeof contents === "string" ? Buffer.from(contents, "latin1") : contents), {
      ...dict,
      Filter: "FlateDecode",
    });
}

/**
 * Embeds the fonts (subset: only glyphs used are written) under fixed names, so output is byte-stable. The
 * fallback font is embedded only when `texts` contain a character the regular font lacks and it has.
 */
export async function embedFonts(
  doc: PDFDocument,
  fonts: EngineFonts,
  texts: readonly string[] = [],
): Promise<DocumentFonts> {
  doc.registerFontkit(sharedFontkit as unknown as Parameters<PDFDocument["registerFontkit"]>[0]);
  useNativeDeflate(doc);
  const regular = await doc.embedFont(fonts.regular, { subset: true, customName: "CourtReadySans" });
  const bold = await doc.embedFont(fonts.bold, { subset: true, customName: "CourtReadySansBold" });
  quickLatinLayout(regular);
  quickLatinLayout(bold);
  embedAgainWhenGrown(regular);
  embedAgainWhenGrown(bold);
  const regularCoverage = coverage(fonts.regular);
  // The fallback (several megabytes; system-fonts.ts reads the file on first use) is looked at only for a
  // character the regular font lacks.
  const inFallbackOnly = (cp: number) =>
    cp >= 0x250 &&
    !regularCoverage.hasGlyphForCodePoint(cp) &&
    !!fonts.fallback &&
    coverage(fonts.fallback).hasGlyphForCodePoint(cp);

  let fallback: PDFFont | undefined;
  const needsFallback = texts.some((t) => {
    for (const ch of t) if (inFallbackOnly(ch.codePointAt(0)!)) return true;
    return false;
  });
  if (needsFallback && fonts.fallback) {
    fallback = await doc.embedFont(fonts.fallback, { subset: true, customName: "CourtReadyFallback" });
    embedAgainWhenGrown(fallback);
  }

  // Script fonts: the first (in the given order) that has a character neither font above has. Each is embedded
  // only when a text needs it, under a name fixed by its place in the list, so output stays byte-stable.
  const scriptFiles = fonts.scripts ?? [];
  const scriptOf = new Map<number, number>();
  const scriptIndex = (cp: number): number => {
    let index = scriptOf.get(cp);
    if (index === undefined) {
      index =
        cp < 0x250 || regularCoverage.hasGlyphForCodePoint(cp) || inFallbackOnly(cp)
          ? -1
          : scriptFiles.findIndex((file) => coverage(file).hasGlyphForCodePoint(cp));
      scriptOf.set(cp, index);
    }
    return index;
  };
  const scriptFonts = new Map<number, PDFFont>();
  const scriptCoverage = new Map<PDFFont, GlyphCoverage>();
  if (scriptFiles.length > 0) {
    const needed = new Set<number>();
    for (const t of texts) {
      if (PRINTABLE_ASCII.test(t)) continue;
      for (const ch of t) {
        const index = scriptIndex(ch.codePointAt(0)!);
        if (index >= 0) needed.add(index);
      }
    }
    for (const index of [...needed].sort((a, b) => a - b)) {
      const file = scriptFiles[index]!;
      const font = await doc.embedFont(file, { subset: true, customName: `CourtReadyScript${index + 1}` });
      embedAgainWhenGrown(font);
      scriptFonts.set(index, font);
      scriptCoverage.set(font, coverage(file));
    }
  }
  return {
    regular,
    bold,
    pick(codePoint, useBold = false) {
      if (fallback && inFallbackOnly(codePoint)) return fallback;
      if (scriptFonts.size > 0) {
        const script = scriptFonts.get(scriptIndex(codePoint));
        if (script) return script;
      }
      return useBold ? bold : regular;
    },
    keepsInRun(font, codePoint) {
      return scriptCoverage.get(font)?.hasGlyphForCodePoint(codePoint) === true;
    },
  };
}

/**
 * Has a font embedded again, as a new subset under the same reference, when glyphs were added to it after it was
 * embedded. pdf-lib embeds a font once, at the document's first flush, and a glyph encoded after that would be
 * missing from every later file. The binder draws everything before its first write (the review version's words
 * are encoded ahead), so normally nothing is added: this keeps a file whole if a later change draws after a write.
 */
function embedAgainWhenGrown(font: PDFFont): void {
  // Throws when this pdf-lib keeps its embedding state elsewhere (pdf/pdf-lib.ts).
  const embedding = fontEmbedding(font);
  const embed = font.embed.bind(font);
  let embeddedWith = -1;
  font.embed = async () => {
    const count = embedding.glyphCount();
    if (count !== embeddedWith) embedding.markNotEmbedded();
    await embed();
    embeddedWith = count;
  };
}

/**
 * Printable ASCII plus the dashes of our stamps: drawn one glyph per character, as Word draws them by default, with
 * no ligatures (ff, fi, fl): decisions.md, "No ligatures in ASCII text".
 */
const NEEDS_NO_SHAPING = /^[\x20-\x7e\u2013\u2014]*$/;

const quickLayout = new WeakSet<LayoutFont>();
/** Shaped strings kept per font (a few hundred kilobytes at most). */
const SHAPED_KEPT = 2000;

/**
 * Speeds up pdf-lib's text handling for the short ASCII strings a binder draws thousands of times (page numbers,
 * exhibit lines, Bates numbers). pdf-lib runs fontkit's full shaping (OpenType feature lookups) for every width
 * and every drawn string, which was a third of a 1,000-page build, and its first use decodes the font's
 * substitution tables (some 40 ms per font). ASCII text is drawn one glyph per character (NEEDS_NO_SHAPING), so its
 * glyphs come from a per-character cache; anything else still goes through fontkit. pdf-lib reads only `glyphs` from a layout (encodeText, widthOfTextAtSize).
 */
function quickLatinLayout(font: PDFFont): void {
  // A pdf-lib internal, checked at run time (pdf/pdf-lib.ts); without it, layout is merely slower.
  const fk = fontkitFontOf(font);
  if (!fk) return;
  // The parsed font is shared between documents (sharedFontkit): patched once.
  if (quickLayout.has(fk)) return;
  quickLayout.add(fk);
  const shape = fk.layout.bind(fk);
  const glyphs = new Map<number, unknown>();
  // Shaped text, by its characters: pdf-lib lays a string out once to measure it and again to draw it, and a
  // binder draws the same names and descriptions on its cover, index and stamps. Bounded (oldest first out), as a
  // server worker keeps the parsed font from build to build.
  const shaped = new Map<string, { glyphs: unknown[] }>();
  fk.layout = (text, features) => {
    if (!NEEDS_NO_SHAPING.test(text)) {
      if (features !== undefined) return shape(text, features);
      let run = shaped.get(text);
      if (!run) {
        run = shape(text);
        if (shaped.size >= SHAPED_KEPT) shaped.delete(shaped.keys().next().value!);
        shaped.set(text, run);
      }
      return run;
    }
    const out: unknown[] = [];
    for (let i = 0; i < text.length; i++) {
      const cp = text.charCodeAt(i);
      let glyph = glyphs.get(cp);
      if (glyph === undefined) {
        glyph = fk.glyphForCodePoint(cp);
        glyphs.set(cp, glyph);
      }
      out.push(glyph);
    }
    return { glyphs: out };
  };
}

/** Splits text into runs that share a font, for drawing and measuring. */
export function fontRuns(
  fonts: DocumentFonts,
  text: string,
  bold = false,
): { text: string; font: PDFFont }[] {
  // Printable ASCII never needs the fallback font (fonts.pick): one run, without looking at every character.
  if (PRINTABLE_ASCII.test(text)) return text ? [{ text, font: bold ? fonts.bold : fonts.regular }] : [];
  const runs: { text: string; font: PDFFont }[] = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    const last = runs[runs.length - 1];
    // A space, punctuation mark, combining mark or joiner inside a script's words stays in its run (see keepsInRun).
    if (last && NEUTRAL.test(ch) && fonts.keepsInRun(last.font, cp)) {
      last.text += ch;
      continue;
    }
    const font = fonts.pick(cp, bold);
    if (last && last.font === font) last.text += ch;
    else runs.push({ text: ch, font });
  }
  // Spaces at the end of a script run belong to what follows (a space before a Latin word): moved out, so the
  // next run starts where the script's words end.
  for (let i = 0; i < runs.length - 1; i++) {
    const run = runs[i]!;
    const tail = /\s+$/.exec(run.text)?.[0] ?? "";
    if (!tail || tail === run.text || !fonts.keepsInRun(run.font, tail.codePointAt(0)!)) continue;
    run.text = run.text.slice(0, -tail.length);
    const next = runs[i + 1]!;
    if (next.font === fonts.pick(tail.codePointAt(0)!, bold)) next.text = tail + next.text;
    else runs.splice(i + 1, 0, { text: tail, font: fonts.pick(tail.codePointAt(0)!, bold) });
  }
  return runs;
}

/** Characters that belong to no script of their own: spaces, punctuation, combining marks, joiners. */
const NEUTRAL = /^[\s\p{P}\p{M}\u200c\u200d]$/u;

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/** Width of text at a size, across font runs. */
export function textWidth(fonts: DocumentFonts, text: string, size: number, bold = false): number {
  return fontRuns(fonts, text, bold).reduce((w, r) => w + runWidth(r.font, r.text, size), 0);
}

/** Per font, each character's advance in pdf-lib's units (the glyph's advance × 1000 / units per em). */
const advances = new WeakMap<PDFFont, Map<number, number>>();

/**
 * `font.widthOfTextAtSize(text, size)`, to the last bit, from per-character advances for ASCII text (one glyph
 * per character, as quickLatinLayout lays it out): the stamps measure thousands of strings that
 * differ only in their numbers. Other text goes through pdf-lib.
 */
export function runWidth(font: PDFFont, text: string, size: number): number {
  if (!NEEDS_NO_SHAPING.test(text)) return font.widthOfTextAtSize(text, size);
  let known = advances.get(font);
  if (!known) advances.set(font, (known = new Map()));
  // The same sum in the same order as pdf-lib's embedder: glyph by glyph, then scaled to the size.
  let total = 0;
  for (let i = 0; i < text.length; i++) {
    const cp = text.charCodeAt(i);
    let advance = known.get(cp);
    if (advance === undefined) {
      advance = font.widthOfTextAtSize(text[i]!, 1000);
      known.set(cp, advance);
    }
    total += advance;
  }
  return total * (size / 1000);
}

/** Per font, each character's glyph as a hex code of the font's subset (`encodeText` of that character alone). */
const glyphCodes = new WeakMap<PDFFont, Map<number, string>>();

/**
 * `font.encodeText(text)` as the text of a hex string ("<0041…>"), made from each character's code for ASCII text
 * (one glyph per character, as quickLatinLayout lays it out): a binder encodes thousands
 * of stamps that differ only in their numbers. The first use of a character goes through pdf-lib, which adds its
 * glyph to the font's subset. Other text goes through pdf-lib whole.
 */
export function encodeTextHex(font: PDFFont, text: string): string {
  if (!NEEDS_NO_SHAPING.test(text)) return font.encodeText(text).toString();
  let codes = glyphCodes.get(font);
  if (!codes) glyphCodes.set(font, (codes = new Map()));
  let hex = "";
  for (let i = 0; i < text.length; i++) {
    const cp = text.charCodeAt(i);
    let code = codes.get(cp);
    if (code === undefined) {
      code = font.encodeText(text[i]!).toString().slice(1, -1);
      codes.set(cp, code);
    }
    hex += code;
  }
  return `<${hex}>`;
}
