// Image preparation refuses what it cannot use, with a message that says why: bombs, damaged, hostile and
// unsupported files, and HEIC without (or with) a decoder.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { corpusBytes } from "../testing/corpus.ts";
import { decodeHeic, HEIC_ADVICE } from "./image-heic.ts";
import { prepareImage, TRUNCATED_WARNING } from "./image.ts";
import {
  prepare,
  rejection,
  pngHeaderOnly,
  noiseRaw,
  markedPicture,
  expectUpright,
  heifConvertInstalled,
} from "../testing/images.ts";

describe("damaged and hostile files", () => {
  it("refuses a PNG header claiming 60000×60000 pixels before decoding anything", async () => {
    const error = await rejection(prepare(pngHeaderOnly(60_000, 60_000), "png", "huge.png"));
    expect(error.code).toBe("DECOMPRESSION_BOMB");
    expect(error.message).toMatch(/^huge\.png: this image claims to be 60000 × 60000 pixels/);
  });

  it("refuses 64 megapixels claimed by a file of a few hundred bytes", async () => {
    const error = await rejection(prepare(pngHeaderOnly(8000, 8000), "png", "tiny.png"));
    expect(error.code).toBe("DECOMPRESSION_BOMB");
    expect(error.reason).toMatch(/64 megapixels from only 1 KB/);
  });

  it("decodes what there is of a truncated JPEG or PNG, with a warning", async () => {
    const raw = sharp(noiseRaw(300, 200, 6), { raw: { width: 300, height: 200, channels: 3 } });
    for (const [type, bytes] of [
      ["jpeg", await raw.clone().jpeg().toBuffer()],
      ["png", await raw.clone().png().toBuffer()],
    ] as const) {
      const cut = bytes.subarray(0, Math.floor(bytes.length * 0.6));
      const result = await prepare(cut, type);
      expect(result.pages).toHaveLength(1);
      expect(result.warnings[0]).toBe(TRUNCATED_WARNING);
    }
  });

  it("reads a JPEG with junk before its start marker", async () => {
    const jpeg = await sharp(markedPicture(160, 96), { raw: { width: 160, height: 96, channels: 3 } })
      .jpeg()
      .toBuffer();
    const junky = Buffer.concat([Buffer.from("GARBAGE ".repeat(16)), jpeg]);
    await expect(sharp(junky).metadata()).rejects.toThrow(); // sharp alone gives up
    await expectUpright((await prepare(junky, "jpeg")).pages[0]!, 160, 96);
  });

  it("fails with IMAGE_UNREADABLE on bytes that are no image at all", async () => {
    const error = await rejection(prepare(new TextEncoder().encode("definitely not a PNG"), "png", "a.png"));
    expect(error.code).toBe("IMAGE_UNREADABLE");
    expect(error.message).toMatch(/^a\.png: this image could not be read/);
  });

  it("fails on empty files and on types that are not images", async () => {
    expect((await rejection(prepare(new Uint8Array(), "png"))).code).toBe("EMPTY_FILE");
    expect((await rejection(prepare(corpusBytes("image/hopper_gray.jpg"), "pdf"))).code).toBe(
      "UNSUPPORTED_TYPE",
    );
  });

  it("rejects nonsense options as a programming error", async () => {
    const bytes = corpusBytes("image/hopper_gray.jpg");
    await expect(prepare(bytes, "jpeg", "x", { jpegQuality: 0 })).rejects.toThrow(RangeError);
    await expect(prepare(bytes, "jpeg", "x", { maxDpi: -1 })).rejects.toThrow(RangeError);
    await expect(prepareImage({ name: "x", bytes }, "jpeg", { widthPt: 0, heightPt: 10 })).rejects.toThrow(
      RangeError,
    );
  });
});

describe("HEIC", () => {
  it("tells the person how to get a JPEG when no HEIC decoder is installed", async () => {
    const error = await rejection(
      decodeHeic("IMG_1034.heic", corpusBytes("image/IMG_1034.heic"), "no-such-heif-convert"),
    );
    expect(error.code).toBe("IMAGE_FORMAT_UNSUPPORTED");
    expect(error.message).toBe(`IMG_1034.heic: ${HEIC_ADVICE}`);
    expect(HEIC_ADVICE).toMatch(/Settings › Camera › Formats › Most Compatible/);
  });

  it.runIf(heifConvertInstalled)("decodes an iPhone photo upright at 200 dpi", async () => {
    const result = await prepare(corpusBytes("image/IMG_1034.heic"), "heic");
    const page = result.pages[0]!;
    expect([page.widthPx, page.heightPx, page.dpi]).toEqual([2044, 1533, 200]);
  });

  it.runIf(heifConvertInstalled)("reports a damaged HEIC as unreadable", async () => {
    const bytes = corpusBytes("image/IMG_1034.heic");
    const damaged = bytes.slice(0, 4096); // the header survives; the picture does not
    const error = await rejection(prepare(damaged, "heic", "cut.heic"));
    expect(error.code).toBe("IMAGE_UNREADABLE");
  });
});
