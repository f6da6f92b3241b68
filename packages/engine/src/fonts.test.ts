// The quick layout for ASCII stamps must give exactly the glyphs and widths fontkit's full shaping gives.
import { PDFDocument } from "@cantoo/pdf-lib";
import * as fontkit from "fontkit";
import { describe, expect, it } from "vitest";
import { embedFonts, encodeTextHex, textWidth } from "./fonts.ts";
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
    // Ligature pairs and non-ASCII text take the full shaping path.
    "office affidavit",
    "Café – naïve résumé",
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
    expect("positions" in layout("office")).toBe(true);
    const reference = fontkit.create(Buffer.from(fonts.regular)) as fontkit.Font;
    const expected = reference
      .layout("Page 12 of 1006")
      .glyphs.reduce((sum, glyph) => sum + glyph.advanceWidth, 0);
    expect(textWidth(embedded, "Page 12 of 1006", 1000)).toBeCloseTo(
      (expected * 1000) / reference.unitsPerEm,
      6,
    );
  });
});

describe("encodeTextHex", () => {
  it("gives what pdf-lib's encodeText gives, character by character or whole", async () => {
    // Two documents: one encodes through the per-character codes, the other through pdf-lib, in the same order, so
    // their subsets number the glyphs alike.
    const [mine, theirs] = await Promise.all([PDFDocument.create(), PDFDocument.create()]);
    const [a, b] = await Promise.all([embedFonts(mine, fonts), embedFonts(theirs, fonts)]);
    for (const text of [
      "Page 12 of 1006",
      "Exhibit AA – page 3 of 17",
      "SMITH-000123",
      "office",
      "Café",
      "",
    ]) {
      expect(encodeTextHex(a.regular, text), text).toBe(b.regular.encodeText(text).toString());
    }
  });
});
