// Fonts are arguments to the engine (it never reads the system or the network for them). The CLI and the server
// load them from Debian's packages: DejaVu Sans (Latin, Greek, Cyrillic…), Droid Sans Fallback (CJK) and Noto
// Sans for the other scripts people write in (Devanagari, Thai, Arabic, Hebrew…). Each character is drawn with
// the first of these that has it.
import { coverage, sharedFontkit } from "./font-parse.ts";
import type { GlyphCoverage } from "./font-parse.ts";
import { fontEmbedding, fontkitFontOf } from "../pdf/pdf-lib.ts";
import type { LayoutFont, PDFDocument, PDFFont } from "../pdf/pdf-lib.ts";
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
 * substitution tables (some 40 ms per font). ASCII text is drawn one glyph per character (NEEDS_NO_SHAPING), so
 * its glyphs come from a per-character cache; anything else still goes through fontkit. pdf-lib reads only
 * `glyphs` from a layout (encodeText, widthOfTextAtSize).
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
