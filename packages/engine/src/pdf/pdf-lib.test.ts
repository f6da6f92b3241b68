// The adapter's reach-ins into pdf-lib 2.11.1: they find what they expect in a real embedded font, and refuse (or
// give up on) an object that lacks it, as a changed pdf-lib would be.
import { PDFDocument, PDFHexString, StandardFonts } from "@cantoo/pdf-lib";
import type { PDFFont } from "@cantoo/pdf-lib";
import * as fontkit from "fontkit";
import { describe, expect, it } from "vitest";
import { loadSystemFonts } from "../system-fonts.ts";
import { fontEmbedding, fontkitFontOf, hexStringOfText } from "./pdf-lib.ts";

async function embeddedRegular(): Promise<{ doc: PDFDocument; font: PDFFont }> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit as unknown as Parameters<PDFDocument["registerFontkit"]>[0]);
  const font = await doc.embedFont(loadSystemFonts().regular, { subset: true });
  return { doc, font };
}

describe("fontEmbedding", () => {
  it("counts the subset's glyphs as text is encoded, and has the font embedded again when marked", async () => {
    const { doc, font } = await embeddedRegular();
    const embedding = fontEmbedding(font);
    const before = embedding.glyphCount();
    font.encodeText("Exhibit");
    expect(embedding.glyphCount()).toBeGreaterThan(before);
    await doc.save();
    const internals = font as unknown as { alreadyEmbedded: boolean };
    expect(internals.alreadyEmbedded).toBe(true);
    embedding.markNotEmbedded();
    expect(internals.alreadyEmbedded).toBe(false);
  });

  it("throws on a font without the internals it expects", async () => {
    const doc = await PDFDocument.create();
    const standard = await doc.embedFont(StandardFonts.Helvetica);
    expect(() => fontEmbedding(standard)).toThrow(/not what this engine expects/);
    expect(() => fontEmbedding({} as PDFFont)).toThrow(/not what this engine expects/);
  });
});

describe("fontkitFontOf", () => {
  it("finds the fontkit font of an embedded font, and nothing where there is none", async () => {
    const { font } = await embeddedRegular();
    const fk = fontkitFontOf(font);
    expect(typeof fk?.layout).toBe("function");
    expect(fk?.layout("A").glyphs).toHaveLength(1);
    expect(fontkitFontOf({} as PDFFont)).toBeUndefined();
    expect(fontkitFontOf({ embedder: { font: { layout: 1 } } } as unknown as PDFFont)).toBeUndefined();
  });
});

describe("hexStringOfText", () => {
  it("is pdf-lib's PDFHexString.fromText, character for character", () => {
    const samples = [
      "",
      "Exhibit 12 – page 3 of 17",
      "Café “quoted” ½ €",
      "中文 العربية हिन्दी",
      // Outside the Basic Multilingual Plane (a surrogate pair) and a lone surrogate, kept as its code unit.
      "📎 attached \ud800 end",
      JSON.stringify({
        exhibits: Array.from({ length: 200 }, (_, i) => ({ label: `A${i}`, title: "Lease – 2025" })),
      }),
    ];
    for (const text of samples)
      expect(hexStringOfText(text).toString(), text.slice(0, 40)).toBe(
        PDFHexString.fromText(text).toString(),
      );
  });
});
