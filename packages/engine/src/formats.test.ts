// What the app says it takes (contracts' ACCEPTED_FORMATS) is exactly what the engine converts: the same types,
// each one detected from a real file of it under every ending the list names, and each turned into pages.
import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { ACCEPTED_FORMATS, ACCEPTED_TYPES } from "@courtready/contracts";
import { previewFiles } from "./pipeline/preview.ts";
import { sniffType } from "./ingest/sniff.ts";
import { loadSystemFonts } from "./fonts/system-fonts.ts";
import { corpusBytes } from "./testing/corpus.ts";
import { makePdf } from "./testing/factories.ts";
import { DETECTED_TYPES } from "./types.ts";
import type { DetectedType } from "./types.ts";

const image = (format: "gif" | "webp" | "tiff") =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: "#3366aa" } })
    .toFormat(format)
    .toBuffer()
    .then((b) => new Uint8Array(b));

/** One real file of each type: the corpus where it has one, else made here. */
async function sampleOf(type: DetectedType): Promise<Uint8Array> {
  switch (type) {
    case "pdf":
      return makePdf([{ text: "page" }]);
    case "jpeg":
      return corpusBytes("image/hopper_gray.jpg");
    case "png":
      return corpusBytes("image/testOCR.png");
    case "gif":
    case "webp":
    case "tiff":
      return image(type);
    case "heic":
      return corpusBytes("image/IMG_1034.heic");
    case "docx":
      return corpusBytes("office/testWORD.docx");
    case "doc":
      return corpusBytes("office/testWORD.doc");
    case "rtf":
      return corpusBytes("office/testRTF.rtf");
    case "xlsx":
      return corpusBytes("office/testEXCEL.xlsx");
    case "xls":
      return corpusBytes("office/testEXCEL.xls");
    case "text":
      return new TextEncoder().encode("Rent paid on the first of the month.\n");
    case "textclipping":
      return corpusBytes("clipping/first.textClipping");
  }
}

describe("the accepted formats", () => {
  it("name exactly the engine's types, each once", () => {
    expect([...ACCEPTED_TYPES].sort()).toEqual([...DETECTED_TYPES].sort());
    expect(new Set(ACCEPTED_TYPES).size).toBe(ACCEPTED_TYPES.length);
  });

  it("are each detected from a real file under every ending the list gives it", async () => {
    for (const format of ACCEPTED_FORMATS) {
      const bytes = await sampleOf(format.type);
      for (const extension of format.extensions)
        expect([format.type, extension, sniffType({ name: `sample.${extension}`, bytes })]).toEqual([
          format.type,
          extension,
          format.type,
        ]);
    }
  });

  it("are each turned into pages", { timeout: 180_000 }, async () => {
    const files = await Promise.all(
      ACCEPTED_FORMATS.map(async (f) => ({
        name: `sample.${f.extensions[0]}`,
        bytes: await sampleOf(f.type),
      })),
    );
    const items = await previewFiles(files, loadSystemFonts(), { date: new Date("2026-11-25T12:00:00Z") });
    expect(items.map((item) => [item.file, item.ok ? item.type : item.error.reason])).toEqual(
      ACCEPTED_FORMATS.map((f) => [`sample.${f.extensions[0]}`, f.type]),
    );
    for (const item of items) if (item.ok) expect(item.pages, item.file).toBeGreaterThan(0);
  });
});
