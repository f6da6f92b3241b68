// The adapter's reach-ins into pdf-lib 2.11.1: they find what they expect in a real embedded font, and refuse (or
// give up on) an object that lacks it, as a changed pdf-lib would be; and the stream decoders the pool borrows.
import { PDFDocument, PDFHexString, StandardFonts } from "@cantoo/pdf-lib";
import type { PDFFont } from "@cantoo/pdf-lib";
import * as fontkit from "fontkit";
import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { loadSystemFonts } from "../fonts/system-fonts.ts";
import { decodeStreamData, fontEmbedding, fontkitFontOf, hexStringOfText } from "./pdf-lib.ts";

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

describe("decodeStreamData", () => {
  const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1");

  it("undoes LZW as ISO 32000's own example encodes it", () => {
    const encoded = Uint8Array.from([0x80, 0x0b, 0x60, 0x50, 0x22, 0x0c, 0x0c, 0x85, 0x01]);
    expect(latin1(decodeStreamData("/LZWDecode", undefined, encoded))).toBe("-----A---B");
    expect(latin1(decodeStreamData("[ /LZW ]", "[ << /EarlyChange 1 >> ]", encoded))).toBe("-----A---B");
  });

  it("undoes a chain in the order the array lists it, abbreviations included", () => {
    const flate = deflateSync(Buffer.from("BT (chained) Tj ET", "latin1"));
    const hex = Buffer.from(`${flate.toString("hex")}>`, "latin1");
    expect(latin1(decodeStreamData("[ /AHx /Fl ]", undefined, hex))).toBe("BT (chained) Tj ET");
    // RunLength: a literal run of 3, then a byte repeated 4 times (257 - 253), then the end.
    const runs = Uint8Array.from([2, 0x61, 0x62, 0x63, 253, 0x7a, 128]);
    expect(latin1(decodeStreamData("/RunLengthDecode", undefined, runs))).toBe("abczzzz");
  });

  it("refuses a predictor rather than return data still predicted, and a filter it has no decoder for", () => {
    const flate = deflateSync(Buffer.from("data", "latin1"));
    expect(() => decodeStreamData("/FlateDecode", "<< /Predictor 12 /Columns 4 >>", flate)).toThrow(
      /predictor/,
    );
    expect(latin1(decodeStreamData("/FlateDecode", "<< /Predictor 1 >>", flate))).toBe("data");
    expect(() => decodeStreamData("/DCTDecode", undefined, flate)).toThrow();
  });
});
