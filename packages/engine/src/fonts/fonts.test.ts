// The quick layout for ASCII stamps must give exactly the glyphs and widths fontkit's full shaping gives.
import { execFileSync } from "node:child_process";
import { PDFDocument } from "@cantoo/pdf-lib";
import * as fontkit from "fontkit";
import { describe, expect, it } from "vitest";
import { embedFonts, encodeTextHex, runWidth, textWidth } from "./fonts.ts";
import { loadSystemFonts } from "./system-fonts.ts";

const fonts = loadSystemFonts();

function shapedGlyphIds(bytes: Uint8Array, text: string): number[] {
  const font = fontkit.create(Buffer.from(bytes)) as fontkit.Font;
  return font.layout(text).glyphs.map((glyph) => glyph.id);
}

function embedderLayout(font: unknown): (text: string) => { glyphs: { id: number; advanceWidth: number }[] } {
  const inner = (font as { embedder: { font: { layout(text: string): never } } }).embedder.font;
  return (text) => inner.layout(text);
}

describe("quick Latin layout", () => {
  const samples = [
    "Page 12 of 1006",
    "Exhibit AA – page 3 of 17",
    "SMITH-000123",
    "PLAINTIFF'S EXHIBIT 101",
    // Non-ASCII text takes the full shaping path.
    "Café – naïve résumé",
    // Shaping without positioning (fonts.ts#withoutPositioning) still picks the glyphs full shaping picks: Arabic
    // joining forms and a combining accent.
    "مرحبا",
    "été",
  ];

  it("gives the glyphs and widths of full shaping", async () => {
    const doc = await PDFDocument.create();
    const embedded = await embedFonts(doc, fonts);
    const layout = embedderLayout(embedded.regular);
    for (const text of samples) {
      expect(
        layout(text).glyphs.map((g) => g.id),
        text,
      ).toEqual(shapedGlyphIds(fonts.regular, text));
    }
    // The quick path is really taken for stamps (a full shaping result also carries glyph positions).
    expect("positions" in layout("Page 12 of 1006")).toBe(false);
    expect("positions" in layout("Café")).toBe(true);
    const reference = fontkit.create(Buffer.from(fonts.regular)) as fontkit.Font;
    const expected = reference
      .layout("Page 12 of 1006")
      .glyphs.reduce((sum, glyph) => sum + glyph.advanceWidth, 0);
    expect(textWidth(embedded, "Page 12 of 1006", 1000)).toBeCloseTo(
      (expected * 1000) / reference.unitsPerEm,
      6,
    );
  });

  it("draws ASCII one glyph per character, without the ligatures full shaping would make", async () => {
    const doc = await PDFDocument.create();
    const embedded = await embedFonts(doc, fonts);
    const layout = embedderLayout(embedded.regular);
    const reference = fontkit.create(Buffer.from(fonts.regular)) as fontkit.Font;
    const text = "office affidavit, filed";
    // DejaVu Sans joins ff, fi and fl when fully shaped.
    expect(shapedGlyphIds(fonts.regular, text).length).toBeLessThan(text.length);
    const perCharacter = [...text].map((ch) => reference.glyphForCodePoint(ch.codePointAt(0)!).id);
    expect(layout(text).glyphs.map((g) => g.id)).toEqual(perCharacter);
    // Measured and encoded the same way: one advance and one code per character.
    const width = perCharacter.reduce((sum, id) => sum + reference.getGlyph(id).advanceWidth, 0);
    expect(runWidth(embedded.regular, text, 1000)).toBeCloseTo((width * 1000) / reference.unitsPerEm, 6);
    expect(encodeTextHex(embedded.regular, text)).toBe(embedded.regular.encodeText(text).toString());
    expect(encodeTextHex(embedded.regular, text).length).toBe(2 + 4 * text.length);
  });

  it("shapes a string once and gives the same glyphs every time it is asked again", async () => {
    const doc = await PDFDocument.create();
    const layout = embedderLayout((await embedFonts(doc, fonts)).regular);
    const first = samples.map((text) => layout(text));
    // Asked again in another order, each string gets its own shaping back, not its neighbour's.
    for (const [i, text] of [...samples.entries()].reverse()) {
      const again = layout(text);
      expect(
        again.glyphs.map((g) => g.id),
        text,
      ).toEqual(shapedGlyphIds(fonts.regular, text));
      if ("positions" in again) expect(again, text).toBe(first[i]);
    }
  });
});

/**
 * The regular and bold fonts as a document embeds them (the parsed font the engine shares, with its tables read the
 * engine's way), each with a fontkit font parsed afresh from the same file, untouched, to compare with.
 */
async function embeddedAndUntouched<T>(): Promise<
  { inner: fontkit.Font & T; reference: fontkit.Font & T }[]
> {
  const embedded = await embedFonts(await PDFDocument.create(), fonts);
  return [
    [embedded.regular, fonts.regular],
    [embedded.bold, fonts.bold],
  ].map(([font, bytes]) => ({
    inner: (font as unknown as { embedder: { font: fontkit.Font & T } }).embedder.font,
    reference: fontkit.create(Buffer.from(bytes as Uint8Array)) as fontkit.Font & T,
  }));
}

describe("the post table", () => {
  it("gives the header fontkit decodes, and the glyph names when they are asked for", async () => {
    for (const { inner, reference } of await embeddedAndUntouched<{ post: Record<string, unknown> }>()) {
      const post = (inner as unknown as { _tables: { post: Record<string, unknown> } })._tables.post;
      // The names are still to be read (on demand), not decoded with the header.
      expect(typeof Object.getOwnPropertyDescriptor(post, "names")?.get).toBe("function");
      for (const key of [
        "version",
        "italicAngle",
        "underlinePosition",
        "underlineThickness",
        "isFixedPitch",
        "minMemType42",
        "maxMemType42",
        "minMemType1",
        "maxMemType1",
      ])
        expect(post[key], key).toEqual(reference.post[key]);
      expect(inner.italicAngle).toBe(reference.italicAngle);
      expect(inner.underlinePosition).toBe(reference.underlinePosition);
      for (const id of [0, 3, 36, 200, 5041])
        expect(inner.getGlyph(id).name, `glyph ${id}`).toBe(reference.getGlyph(id).name);
      expect(post.names).toEqual(reference.post.names);
    }
  });
});

describe("the loca table", () => {
  it("holds the offsets fontkit decodes, and the subset's outlines are the same", async () => {
    type WithLoca = { loca: { version: number; offsets: number[] } };
    for (const { inner, reference } of await embeddedAndUntouched<WithLoca>()) {
      expect(inner.loca.version).toBe(reference.loca.version);
      expect(inner.loca.offsets).toEqual(reference.loca.offsets);
      const subset = (f: fontkit.Font) => {
        const s = f.createSubset();
        // The engine's subsets are written by font-subset.ts (fonts.ts#quickSubsets), the reference's by fontkit.
        expect(Object.hasOwn(s, "encode")).toBe(f === inner);
        for (const ch of "Exhibit 12 – Plaintiff's office")
          s.includeGlyph(f.glyphForCodePoint(ch.codePointAt(0)!));
        return Buffer.from(s.encode());
      };
      expect(subset(inner).equals(subset(reference))).toBe(true);
    }
  });
});

/** Stamps (the per-character paths) and text that goes through pdf-lib whole (a ligature pair, an accent, nothing). */
const STAMP_AND_OTHER_TEXT = [
  "Page 12 of 1006",
  "Exhibit AA – page 3 of 17",
  "SMITH-000123",
  "office",
  "Café",
  "",
];

describe("encodeTextHex", () => {
  it("gives what pdf-lib's encodeText gives, character by character or whole", async () => {
    // Two documents: one encodes through the per-character codes, the other through pdf-lib, in the same order, so
    // their subsets number the glyphs alike.
    const [mine, theirs] = await Promise.all([PDFDocument.create(), PDFDocument.create()]);
    const [a, b] = await Promise.all([embedFonts(mine, fonts), embedFonts(theirs, fonts)]);
    for (const text of STAMP_AND_OTHER_TEXT) {
      expect(encodeTextHex(a.regular, text), text).toBe(b.regular.encodeText(text).toString());
    }
  });
});

describe("runWidth", () => {
  it("gives pdf-lib's width to the last bit, from per-character advances or through pdf-lib", async () => {
    const doc = await PDFDocument.create();
    const embedded = await embedFonts(doc, fonts);
    for (const font of [embedded.regular, embedded.bold]) {
      for (const text of STAMP_AND_OTHER_TEXT) {
        for (const size of [9, 7.5, 13.37]) {
          // The quick path's own advances are remembered from the first text; each must match exactly.
          expect(runWidth(font, text, size), `${text} at ${size}`).toBe(font.widthOfTextAtSize(text, size));
        }
      }
    }
  });
});

describe("fonts embedded again", () => {
  it("carries glyphs encoded after the document was first written", async () => {
    const doc = await PDFDocument.create();
    const embedded = await embedFonts(doc, fonts);
    doc.addPage().drawText("abc", { font: embedded.regular, x: 50, y: 700, size: 12 });
    const first = await doc.save();
    // On a page of its own: pdf-lib does not write again a page's content stream that it has written.
    doc.addPage().drawText("XYZ", { font: embedded.regular, x: 50, y: 700, size: 12 });
    const second = await doc.save();
    expect(pdfText(first)).toContain("abc");
    // Without embedding again, the second file's subset and character map lack X, Y and Z.
    expect(pdfText(second)).toContain("abc");
    expect(pdfText(second)).toContain("XYZ");
    // Nothing new encoded: written again as it was.
    expect(Buffer.from(await doc.save()).equals(Buffer.from(second))).toBe(true);
  });
});

function pdfText(pdf: Uint8Array): string {
  return execFileSync("pdftotext", ["-", "-"], { input: pdf }).toString();
}
