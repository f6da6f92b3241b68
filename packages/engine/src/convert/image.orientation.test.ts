// Image preparation turns photos upright: EXIF orientation in JPEG, PNG (eXIf and ImageMagick's text chunk) and
// the other formats, checked on the pixels of the output.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { deflateSync } from "node:zlib";
import { corpusBytes } from "../testing/corpus.ts";
import type { DetectedType } from "../types.ts";
import { exifOrientation, pngTextOrientation } from "./image-png-exif.ts";
import type { Sharp } from "sharp";
import {
  prepare,
  decode,
  pngChunk,
  withPngChunk,
  imageMagickExifText,
  markedPicture,
  storedFor,
  expectUpright,
} from "../testing/images.ts";

describe("EXIF orientation", () => {
  const width = 160;
  const height = 96;
  const picture = markedPicture(width, height);
  const encoders: Record<string, { type: DetectedType; encode: (s: Sharp) => Sharp }> = {
    jpeg: { type: "jpeg", encode: (s) => s.jpeg({ quality: 95 }) },
    png: { type: "png", encode: (s) => s.png() },
    webp: { type: "webp", encode: (s) => s.webp({ lossless: true }) },
    tiff: { type: "tiff", encode: (s) => s.tiff() },
  };
  const cases = Object.keys(encoders).flatMap((format) =>
    [1, 2, 3, 4, 5, 6, 7, 8].map((o) => [format, o] as const),
  );

  it.each(cases)("%s with orientation %i is shown upright", async (format, o) => {
    const stored = storedFor(picture, width, height, o);
    const { type, encode } = encoders[format]!;
    const raw = sharp(stored.data, { raw: { width: stored.width, height: stored.height, channels: 3 } });
    const bytes = await encode(raw.withMetadata({ orientation: o })).toBuffer();
    expect((await sharp(bytes).metadata()).orientation ?? 1).toBe(o);
    const result = await prepare(bytes, type);
    await expectUpright(result.pages[0]!, width, height);
  });

  it("honours an ImageMagick 'Raw profile type exif' text chunk in a PNG (tEXt and zTXt)", async () => {
    const o = 6;
    const stored = storedFor(picture, width, height, o);
    const png = await sharp(stored.data, { raw: { width: stored.width, height: stored.height, channels: 3 } })
      .png()
      .toBuffer();
    const keyword = Buffer.from("Raw profile type exif\0", "latin1");
    const text = Buffer.from(imageMagickExifText(o), "latin1");
    const tEXt = withPngChunk(png, pngChunk("tEXt", Buffer.concat([keyword, text])));
    const zTXt = withPngChunk(
      png,
      pngChunk("zTXt", Buffer.concat([keyword, Buffer.from([0]), deflateSync(text)])),
    );
    for (const bytes of [tEXt, zTXt]) {
      expect(pngTextOrientation(bytes)).toBe(o);
      expect((await sharp(bytes).metadata()).orientation).toBeUndefined(); // sharp alone would not rotate it
      await expectUpright((await prepare(bytes, "png")).pages[0]!, width, height);
    }
  });

  it("rotates the corpus ImageMagick PNG (orientation 3) half a turn", async () => {
    const bytes = corpusBytes("image/exif_imagemagick_orientation.png");
    expect(pngTextOrientation(bytes)).toBe(3);
    const page = (await prepare(bytes, "png")).pages[0]!;
    const expected = await decode(await sharp(bytes).rotate(180).png().toBuffer());
    const actual = await decode(page.bytes);
    let difference = 0;
    for (let i = 0; i < actual.data.length; i++) difference += Math.abs(actual.data[i]! - expected.data[i]!);
    expect(difference / actual.data.length).toBeLessThan(6); // JPEG noise only; unrotated differs by ~100
  });

  it("reads Orientation from little-endian EXIF too, and ignores nonsense values", () => {
    const entry = (value: number) =>
      Buffer.from([
        0x49,
        0x49,
        42,
        0,
        8,
        0,
        0,
        0,
        1,
        0,
        0x12,
        0x01,
        3,
        0,
        1,
        0,
        0,
        0,
        value,
        0,
        0,
        0,
        0,
        0,
        0,
        0,
      ]);
    expect(exifOrientation(entry(8))).toBe(8);
    expect(exifOrientation(entry(9))).toBeUndefined();
    expect(exifOrientation(Buffer.from("not exif"))).toBeUndefined();
  });

  it("puts the corpus hopper photos upright (the same face position for 3, 5, 6 and 8)", async () => {
    const pages = await Promise.all(
      [3, 5, 6, 8].map(
        async (o) => (await prepare(corpusBytes(`image/hopper_orientation_${o}.jpg`), "jpeg")).pages[0]!,
      ),
    );
    const images = await Promise.all(pages.map((p) => decode(p.bytes)));
    // Same picture once upright: every pair of outputs is close, pixel for pixel.
    for (const image of images.slice(1)) {
      let difference = 0;
      for (let i = 0; i < image.data.length; i++)
        difference += Math.abs(image.data[i]! - images[0]!.data[i]!);
      expect(difference / image.data.length).toBeLessThan(8);
    }
  });
});
