// Image preparation: every corpus image's outcome, orientation, colour, transparency, size rules, bombs, damaged
// files, determinism and the 30-photo size budget. Pixels are checked by decoding the output with sharp.
import { describe, expect, it } from "vitest";
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import type { Sharp } from "sharp";
import { EngineError } from "../errors.ts";
import { corpusBytes, corpusManifest } from "../testing/corpus.ts";
import { runTool } from "../tools/run.ts";
import type { DetectedType } from "../types.ts";
import { decodeHeic, HEIC_ADVICE } from "./image-heic.ts";
import { exifOrientation, pngTextOrientation } from "./image-png-exif.ts";
import type { PreparedImagePage, PrepareImageOptions, PrintBox, PrintBoxes } from "./image.ts";
import { ANIMATION_WARNING, lowDpiWarning, prepareImage, TRUNCATED_WARNING } from "./image.ts";

// The assembler's content areas on Letter (assemble/layout.ts contentArea: 12 pt edges, 48 pt band).
const PORTRAIT: PrintBox = { widthPt: 588, heightPt: 732 };
const LANDSCAPE: PrintBox = { widthPt: 768, heightPt: 552 };
const BOXES = { portrait: PORTRAIT, landscape: LANDSCAPE };

const heifConvertInstalled = !(await runTool("heif-convert", ["--help"], { timeoutMs: 10_000 })).missing;

function prepare(
  bytes: Uint8Array,
  type: DetectedType,
  name = "test-image",
  options: PrepareImageOptions = {},
  box: PrintBoxes = BOXES,
) {
  return prepareImage({ name, bytes }, type, box, options);
}

async function rejection(promise: Promise<unknown>): Promise<EngineError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(EngineError);
  return error as EngineError;
}

interface Decoded {
  data: Buffer;
  width: number;
  height: number;
  channels: number;
}

async function decode(bytes: Uint8Array): Promise<Decoded> {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

/** RGB of a pixel (grey images repeat their one value). */
function rgb(image: Decoded, x: number, y: number): [number, number, number] {
  const i = (y * image.width + x) * image.channels;
  if (image.channels < 3) return [image.data[i]!, image.data[i]!, image.data[i]!];
  return [image.data[i]!, image.data[i + 1]!, image.data[i + 2]!];
}

/** Mean RGB over a rectangle. */
function meanRgb(image: Decoded, x0: number, y0: number, w: number, h: number): [number, number, number] {
  const sum = [0, 0, 0];
  for (let y = y0; y < y0 + h; y++)
    for (let x = x0; x < x0 + w; x++) rgb(image, x, y).forEach((v, k) => (sum[k]! += v));
  return sum.map((v) => v / (w * h)) as [number, number, number];
}

function near(actual: number[], expected: number[], tolerance: number): boolean {
  return actual.every((v, i) => Math.abs(v - expected[i]!) <= tolerance);
}

const RED = [255, 0, 0];
const BLUE = [0, 0, 255];
const WHITE = [255, 255, 255];

// --- Synthetic files ----------------------------------------------------------------------------------------------

function pngChunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length); // PNG chunks use the ZIP polynomial
  return out;
}

/** A PNG that is only a header claiming width × height RGB pixels, with a token of image data. */
function pngHeaderOnly(width: number, height: number): Uint8Array {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", ihdr),
    pngChunk("IDAT", deflateSync(Buffer.alloc(64))),
    pngChunk("IEND", new Uint8Array()),
  ]);
}

/** Inserts a chunk right after IHDR. */
function withPngChunk(png: Uint8Array, chunk: Buffer): Uint8Array {
  const afterIhdr = 8 + 12 + 13;
  return Buffer.concat([png.subarray(0, afterIhdr), chunk, png.subarray(afterIhdr)]);
}

/** An EXIF block (big-endian TIFF) holding only Orientation, as ImageMagick's hex "Raw profile type exif" text. */
function imageMagickExifText(orientation: number): string {
  const tiff = Buffer.from([
    ...[0x45, 0x78, 0x69, 0x66, 0, 0], // "Exif\0\0"
    ...[0x4d, 0x4d, 0, 42, 0, 0, 0, 8], // MM, 42, IFD0 at 8
    ...[0, 1], // one entry
    ...[0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0], // Orientation SHORT 1
    ...[0, 0, 0, 0], // no next IFD
  ]);
  return `\nexif\n      ${tiff.length}\n${tiff.toString("hex")}\n`;
}

/** Deterministic pseudo-random bytes (a linear congruential generator). */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return (s >>> 16) / 65536;
  };
}

function noiseRaw(width: number, height: number, seed: number): Buffer {
  const next = lcg(seed);
  const data = Buffer.alloc(width * height * 3);
  for (let i = 0; i < data.length; i++) data[i] = Math.floor(next() * 256);
  return data;
}

/** The displayed test picture: white, a red block top-left and a blue block top-right (so mirrors show). */
function markedPicture(width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height * 3, 255);
  const paint = (x0: number, colour: number[]) => {
    for (let y = 0; y < height / 4; y++)
      for (let x = x0; x < x0 + width / 4; x++) data.set(colour, (y * width + x) * 3);
  };
  paint(0, RED);
  paint((width * 3) / 4, BLUE);
  return data;
}

/**
 * The stored pixels that a viewer honouring EXIF orientation `o` displays as `picture`, computed from the EXIF
 * definition of where row 0 and column 0 go (independent of sharp's own auto-orientation).
 */
function storedFor(picture: Buffer, width: number, height: number, o: number) {
  const quarter = o >= 5;
  const sw = quarter ? height : width;
  const sh = quarter ? width : height;
  const data = Buffer.alloc(sw * sh * 3);
  for (let sy = 0; sy < sh; sy++)
    for (let sx = 0; sx < sw; sx++) {
      const [x, y] = (
        {
          1: [sx, sy],
          2: [width - 1 - sx, sy],
          3: [width - 1 - sx, height - 1 - sy],
          4: [sx, height - 1 - sy],
          5: [sy, sx],
          6: [width - 1 - sy, sx],
          7: [width - 1 - sy, height - 1 - sx],
          8: [sy, height - 1 - sx],
        } as Record<number, [number, number]>
      )[o]!;
      picture.copy(data, (sy * sw + sx) * 3, (y * width + x) * 3, (y * width + x) * 3 + 3);
    }
  return { data, width: sw, height: sh };
}

/** Checks the red block is top-left and the blue block top-right, with white below. */
async function expectUpright(page: PreparedImagePage, width: number, height: number) {
  expect([page.widthPx, page.heightPx]).toEqual([width, height]);
  const image = await decode(page.bytes);
  const cell = (cx: number, cy: number) => meanRgb(image, cx, cy, width / 8, height / 8);
  expect(near(cell(width / 16, height / 16), RED, 40)).toBe(true);
  expect(near(cell(width - (width * 3) / 16, height / 16), BLUE, 40)).toBe(true);
  expect(near(cell(width / 16, height - (height * 3) / 16), WHITE, 20)).toBe(true);
  expect(near(cell(width - (width * 3) / 16, height - (height * 3) / 16), WHITE, 20)).toBe(true);
}

// --- The corpus ---------------------------------------------------------------------------------------------------

interface Outcome {
  type: DetectedType;
  /** Formats of the pages, in order; absent when the file must fail. */
  formats?: ("jpeg" | "png")[];
  /** Each page wider than tall. */
  landscape?: boolean;
  /** Channels of the decoded output: 1 for greyscale kept greyscale. */
  channels?: 1 | 3;
  warnings?: string[];
  error?: string;
}

/** Every image in the corpus, with what must happen to it (boxes: Letter portrait and landscape content areas). */
const CORPUS: Record<string, Outcome> = {
  "image/pil_sample_cmyk.jpg": {
    type: "jpeg",
    formats: ["jpeg"],
    landscape: false,
    channels: 3,
    warnings: [lowDpiWarning(96)],
  },
  "image/hopper_orientation_3.jpg": {
    type: "jpeg",
    formats: ["jpeg"],
    landscape: false,
    channels: 3,
    warnings: [lowDpiWarning(96)],
  },
  "image/hopper_orientation_5.jpg": {
    type: "jpeg",
    formats: ["jpeg"],
    landscape: false,
    channels: 3,
    warnings: [lowDpiWarning(96)],
  },
  "image/hopper_orientation_6.jpg": {
    type: "jpeg",
    formats: ["jpeg"],
    landscape: false,
    channels: 3,
    warnings: [lowDpiWarning(96)],
  },
  "image/hopper_orientation_8.jpg": {
    type: "jpeg",
    formats: ["jpeg"],
    landscape: false,
    channels: 3,
    warnings: [lowDpiWarning(96)],
  },
  "image/truncated_jpeg.jpg": {
    type: "jpeg",
    formats: ["jpeg"],
    landscape: false,
    channels: 3,
    warnings: [TRUNCATED_WARNING, lowDpiWarning(96)],
  },
  "image/icc_profile_big.jpg": {
    type: "jpeg",
    formats: ["jpeg"],
    landscape: true,
    channels: 3,
    warnings: [lowDpiWarning(96)],
  },
  "image/app13-multiple.jpg": {
    type: "jpeg",
    formats: ["jpeg"],
    landscape: true,
    channels: 3,
    warnings: [lowDpiWarning(96)],
  },
  "image/junk_jpeg_header.jpg": {
    type: "jpeg",
    formats: ["jpeg"],
    landscape: true,
    channels: 3,
    warnings: [lowDpiWarning(100)],
  },
  "image/hopper_bad_exif.jpg": {
    type: "jpeg",
    formats: ["jpeg"],
    landscape: false,
    channels: 1,
    warnings: [lowDpiWarning(96)],
  },
  "image/hopper_gray.jpg": {
    type: "jpeg",
    formats: ["jpeg"],
    landscape: false,
    channels: 1,
    warnings: [lowDpiWarning(96)],
  },
  // Headers and a gain-map description, but the primary image's scan data is missing: nothing to show.
  "image/ultrahdr.jpg": { type: "jpeg", error: "IMAGE_UNREADABLE" },
  "image/apng_mode_16bit_rgba.png": {
    type: "png",
    formats: ["png"],
    landscape: true,
    channels: 3,
    warnings: [ANIMATION_WARNING, lowDpiWarning(96)],
  },
  "image/i_trns.png": {
    type: "png",
    formats: ["png"],
    landscape: false,
    channels: 1,
    warnings: [lowDpiWarning(96)],
  },
  "image/pil123rgba.png": {
    type: "png",
    formats: ["jpeg"],
    landscape: true,
    channels: 3,
    warnings: [lowDpiWarning(96)],
  },
  "image/l_trns.png": {
    type: "png",
    formats: ["jpeg"],
    landscape: false,
    channels: 1,
    warnings: [lowDpiWarning(96)],
  },
  "image/exif_imagemagick_orientation.png": {
    type: "png",
    formats: ["jpeg"],
    landscape: false,
    channels: 3,
    warnings: [lowDpiWarning(96)],
  },
  "image/IMG_1034.heic": heifConvertInstalled
    ? { type: "heic", formats: ["jpeg"], landscape: true, channels: 3, warnings: [] }
    : { type: "heic", error: "IMAGE_FORMAT_UNSUPPORTED" },
  "image/testTIFF_multipage.tif": {
    type: "tiff",
    formats: ["jpeg", "jpeg"],
    landscape: true,
    channels: 3,
    warnings: [lowDpiWarning(96)],
  },
  "image/testRotated+10.png": {
    type: "png",
    formats: ["jpeg"],
    landscape: false,
    channels: 3,
    warnings: [lowDpiWarning(121)],
  },
  "image/testOCR.png": {
    type: "png",
    formats: ["png"],
    landscape: true,
    channels: 3,
    warnings: [lowDpiWarning(96)],
  },
  "image/testJPEG_EXIF.jpg": {
    type: "jpeg",
    formats: ["jpeg"],
    landscape: true,
    channels: 3,
    warnings: [lowDpiWarning(96)],
  },
};

describe("prepareImage on the corpus", () => {
  it("has an expected outcome for every image in the corpus", () => {
    const images = corpusManifest()
      .map((entry) => entry.file)
      .filter((file) => file.startsWith("image/"));
    expect(Object.keys(CORPUS).sort()).toEqual(images.sort());
  });

  it.each(Object.entries(CORPUS))("%s", async (file, outcome) => {
    const run = prepare(corpusBytes(file), outcome.type, file);
    if (outcome.error) {
      expect((await rejection(run)).code).toBe(outcome.error);
      return;
    }
    const result = await run;
    expect(result.pages.map((p) => p.format)).toEqual(outcome.formats);
    expect(result.warnings).toEqual(outcome.warnings);
    for (const page of result.pages) {
      const meta = await sharp(page.bytes).metadata();
      expect(meta.format).toBe(page.format);
      expect([meta.width, meta.height]).toEqual([page.widthPx, page.heightPx]);
      expect(meta.channels).toBe(outcome.channels);
      expect(meta.depth).toBe("uchar");
      expect(page.widthPx > page.heightPx).toBe(outcome.landscape);
      const box = page.widthPx > page.heightPx ? LANDSCAPE : PORTRAIT;
      expect(page.widthPt).toBeLessThanOrEqual(box.widthPt + 1e-9);
      expect(page.heightPt).toBeLessThanOrEqual(box.heightPt + 1e-9);
      expect(page.dpi).toBeLessThanOrEqual(300);
    }
  });
});

// --- Orientation --------------------------------------------------------------------------------------------------

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

// --- Colour -------------------------------------------------------------------------------------------------------

describe("colour", () => {
  it("shows the corpus CMYK JPEG in true colours, not inverted", async () => {
    // Pillow's own test of this file: top-left is C=0, M>0.8, Y>0.8, K=0 (red); bottom-right has K>0.9 (black).
    const image = await decode(
      (await prepare(corpusBytes("image/pil_sample_cmyk.jpg"), "jpeg")).pages[0]!.bytes,
    );
    const [r, g, b] = meanRgb(image, 1, 1, 3, 3);
    expect(r).toBeGreaterThan(190);
    expect(g).toBeLessThan(70);
    expect(b).toBeLessThan(70);
    expect(Math.max(...meanRgb(image, image.width - 4, image.height - 4, 3, 3))).toBeLessThan(50);
  });

  it("converts a CMYK photo back to close to its original RGB colours", async () => {
    // A skin tone well inside the CMYK gamut, so the round trip itself loses little.
    const tone = [180, 140, 110];
    const cmyk = await sharp({
      create: { width: 64, height: 64, channels: 3, background: { r: 180, g: 140, b: 110 } },
    })
      .toColourspace("cmyk")
      .jpeg({ quality: 95 })
      .toBuffer();
    expect((await sharp(cmyk).metadata()).space).toBe("cmyk");
    const image = await decode((await prepare(cmyk, "jpeg")).pages[0]!.bytes);
    expect(near(meanRgb(image, 16, 16, 32, 32), tone, 10)).toBe(true);
  });

  it("applies an embedded ICC profile (Display P3) and outputs sRGB", async () => {
    const colour = [200, 100, 50];
    const p3 = await sharp({
      create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 100, b: 50 } },
    })
      .withIccProfile("p3")
      .png()
      .toBuffer();
    const stored = await sharp(p3, { ignoreIcc: true }).raw().toBuffer({ resolveWithObject: true });
    const storedValues = meanRgb({ ...stored.info, data: stored.data }, 0, 0, 64, 64);
    expect(near(storedValues, colour, 4)).toBe(false); // P3 numbers differ; ignoring the profile would show them
    const page = (await prepare(p3, "png")).pages[0]!;
    const meta = await sharp(page.bytes).metadata();
    expect(meta.hasProfile).toBe(false); // plain sRGB, as PDF DeviceRGB expects
    expect(near(meanRgb(await decode(page.bytes), 16, 16, 32, 32), colour, 3)).toBe(true);
  });

  it("keeps greyscale images greyscale (one channel)", async () => {
    const grey = await sharp(noiseRaw(64, 64, 3), { raw: { width: 64, height: 64, channels: 3 } })
      .toColourspace("b-w")
      .png()
      .toBuffer();
    const page = (await prepare(grey, "png")).pages[0]!;
    expect((await sharp(page.bytes).metadata()).channels).toBe(1);
  });

  it("brings 16-bit images down to 8 bits", async () => {
    for (const file of ["image/apng_mode_16bit_rgba.png", "image/i_trns.png"]) {
      const page = (await prepare(corpusBytes(file), "png")).pages[0]!;
      expect((await sharp(page.bytes).metadata()).depth).toBe("uchar");
    }
  });
});

// --- Transparency -------------------------------------------------------------------------------------------------

describe("transparency", () => {
  it("lays a transparent area on white, whatever colour its hidden pixels have", async () => {
    const data = Buffer.alloc(80 * 40 * 4);
    for (let y = 0; y < 40; y++)
      for (let x = 0; x < 80; x++) data.set(x < 40 ? [0, 0, 0, 0] : [0, 0, 255, 255], (y * 80 + x) * 4);
    const png = await sharp(data, { raw: { width: 80, height: 40, channels: 4 } })
      .png()
      .toBuffer();
    const image = await decode((await prepare(png, "png")).pages[0]!.bytes);
    expect(image.channels).toBe(3);
    expect(rgb(image, 10, 20)).toEqual(WHITE);
    expect(near(rgb(image, 70, 20), BLUE, 2)).toBe(true);
  });

  it.each(["image/pil123rgba.png", "image/l_trns.png", "image/i_trns.png"])(
    "%s: fully transparent pixels come out white",
    async (file) => {
      const bytes = corpusBytes(file);
      const source = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      const { width, channels } = source.info;
      let transparent: [number, number] | undefined;
      for (let i = 0; i < source.data.length / channels && !transparent; i++)
        if (source.data[i * channels + channels - 1] === 0) transparent = [i % width, Math.floor(i / width)];
      expect(transparent).toBeDefined();
      const image = await decode((await prepare(bytes, "png")).pages[0]!.bytes);
      expect(image.width).toBe(width); // small images keep their pixels, so coordinates match
      expect(Math.min(...rgb(image, ...transparent!))).toBeGreaterThan(235); // JPEG may soften edges a little
    },
  );
});

// --- Animation and pages ------------------------------------------------------------------------------------------

describe("animations and multi-page files", () => {
  async function frames(): Promise<Buffer[]> {
    return Promise.all(
      ["#ff0000", "#00ff00", "#0000ff"].map((background) =>
        sharp({ create: { width: 60, height: 40, channels: 3, background } })
          .png()
          .toBuffer(),
      ),
    );
  }

  it.each([
    ["gif", "gif"],
    ["webp", "webp"],
  ] as const)("an animated %s gives its first frame and a warning", async (format, type) => {
    const animated = await sharp(await frames(), { join: { animated: true } })
      .toFormat(format)
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(3);
    const result = await prepare(animated, type);
    expect(result.pages).toHaveLength(1);
    expect(result.warnings).toContain(ANIMATION_WARNING);
    expect(near(meanRgb(await decode(result.pages[0]!.bytes), 10, 10, 40, 20), RED, 30)).toBe(true);
  });

  it("turns each page of a multi-page TIFF into a page, in order", async () => {
    const tiff = await sharp(await frames(), { join: { animated: true } })
      .tiff()
      .toBuffer();
    const result = await prepare(tiff, "tiff");
    expect(result.warnings).not.toContain(ANIMATION_WARNING);
    const colours = await Promise.all(
      result.pages.map(async (p) => meanRgb(await decode(p.bytes), 10, 10, 40, 20)),
    );
    expect(colours.map((c) => c.map((v) => Math.round(v / 255)))).toEqual([
      [1, 0, 0],
      [0, 1, 0],
      [0, 0, 1],
    ]);
  });
});

// --- Size and density ---------------------------------------------------------------------------------------------

describe("print size and pixel density", () => {
  const letterPortrait = { widthPt: 540, heightPt: 648 };

  it("downsamples a 4000×3000 photo to at most 300 dpi (200 for JPEG) in a 540×648 pt box", async () => {
    const photo = await sharp(noiseRaw(400, 300, 1), { raw: { width: 400, height: 300, channels: 3 } })
      .resize(4000, 3000)
      .jpeg({ quality: 90 })
      .toBuffer();
    const page = (await prepare(photo, "jpeg", "photo.jpg", {}, letterPortrait)).pages[0]!;
    expect(page.widthPt).toBeCloseTo(540, 6);
    expect(page.heightPt).toBeCloseTo(405, 6);
    expect(page.widthPx).toBeLessThanOrEqual(2250); // 7.5 in × 300 dpi
    expect([page.widthPx, page.heightPx, page.dpi]).toEqual([1500, 1125, 200]);
  });

  it("keeps a lossless screenshot-like image at up to 300 dpi, as PNG", async () => {
    const flat = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: "#ffffff" } })
      .composite([{ input: markedPicture(400, 300), raw: { width: 400, height: 300, channels: 3 } }])
      .png()
      .toBuffer();
    const page = (await prepare(flat, "png", "screen.png", {}, letterPortrait)).pages[0]!;
    expect(page.format).toBe("png");
    expect([page.widthPx, page.heightPx, page.dpi]).toEqual([2250, 1688, 300]);
  });

  it("follows the maxDpi option, and photoDpi never exceeds it", async () => {
    const flat = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: "#ffffff" } })
      .png()
      .toBuffer();
    const page = (await prepare(flat, "png", "x.png", { maxDpi: 150, photoDpi: 250 }, letterPortrait))
      .pages[0]!;
    expect([page.widthPx, page.dpi]).toEqual([1125, 150]);
  });

  it("never upscales: a small image prints at 96 px per inch with its own pixels, and says it is soft", async () => {
    const small = await sharp(markedPicture(200, 100), { raw: { width: 200, height: 100, channels: 3 } })
      .png()
      .toBuffer();
    const result = await prepare(small, "png");
    const page = result.pages[0]!;
    expect([page.widthPx, page.heightPx, page.widthPt, page.heightPt, page.dpi]).toEqual([
      200, 100, 150, 75, 96,
    ]);
    expect(result.warnings).toEqual([
      "this image is only 96 dpi when printed at this size and may look blurry; use the original photo if you have it",
    ]);
  });

  it("shrinks to fit the box without adding pixels, and warns under 150 dpi", async () => {
    const image = await sharp(noiseRaw(1000, 800, 2), { raw: { width: 1000, height: 800, channels: 3 } })
      .jpeg()
      .toBuffer();
    const result = await prepare(image, "jpeg", "x.jpg", {}, letterPortrait);
    const page = result.pages[0]!;
    expect([page.widthPx, page.heightPx, page.widthPt, page.heightPt, page.dpi]).toEqual([
      1000, 800, 540, 432, 133,
    ]);
    expect(result.warnings).toEqual([lowDpiWarning(133)]);
  });

  it("takes the landscape box for wider-than-tall images and the portrait box otherwise", async () => {
    const make = (w: number, h: number) =>
      sharp(noiseRaw(w / 10, h / 10, 4), { raw: { width: w / 10, height: h / 10, channels: 3 } })
        .resize(w, h)
        .jpeg()
        .toBuffer();
    const wide = (await prepare(await make(3000, 2000), "jpeg")).pages[0]!;
    const size = (page: PreparedImagePage) =>
      [page.widthPt, page.heightPt].map((v) => Math.round(v * 1000) / 1000);
    expect(size(wide)).toEqual([768, 512]);
    const tall = (await prepare(await make(2000, 3000), "jpeg")).pages[0]!;
    expect(size(tall)).toEqual([488, 732]);
    // With a single box, that box is used whatever the shape.
    const single = (await prepare(await make(3000, 2000), "jpeg", "x.jpg", {}, PORTRAIT)).pages[0]!;
    expect(size(single)).toEqual([588, 392]);
  });

  it("picks PNG for a text screenshot and JPEG for a photo saved as PNG", async () => {
    const lines = Array.from(
      { length: 40 },
      (_, i) =>
        `<text x="20" y="${40 + i * 40}" font-size="28">Message ${i}: the deposit is due on the 1st</text>`,
    ).join("");
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="1170" height="1700">` +
      `<rect width="100%" height="100%" fill="#fff"/>${lines}</svg>`;
    const screenshot = await sharp(Buffer.from(svg)).png().toBuffer();
    expect((await prepare(screenshot, "png")).pages[0]!.format).toBe("png");
    const photo = await sharp(noiseRaw(300, 200, 5), { raw: { width: 300, height: 200, channels: 3 } })
      .resize(1500, 1000)
      .png()
      .toBuffer();
    expect((await prepare(photo, "png")).pages[0]!.format).toBe("jpeg");
  });
});

// --- Damaged, hostile and unsupported input ----------------------------------------------------------------------

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

// --- Determinism and the 30-photo budget --------------------------------------------------------------------------

describe("output", () => {
  it("is byte-identical across runs", async () => {
    const inputs: [Uint8Array, DetectedType][] = [
      [corpusBytes("image/hopper_orientation_6.jpg"), "jpeg"],
      [corpusBytes("image/testOCR.png"), "png"],
      [corpusBytes("image/testTIFF_multipage.tif"), "tiff"],
    ];
    for (const [bytes, type] of inputs) {
      const [a, b] = [await prepare(bytes, type), await prepare(bytes, type)];
      expect(a.pages.length).toBeGreaterThan(0);
      a.pages.forEach((page, i) =>
        expect(Buffer.from(page.bytes).equals(Buffer.from(b.pages[i]!.bytes))).toBe(true),
      );
    }
  });

  /**
   * A photo-like 12 MP JPEG: a colour gradient, 40 shaded objects and sensor-like grain, drawn at half size and
   * upscaled as a phone's demosaicing would. About 2.8 MB at quality 92, like a real 12 MP phone JPEG.
   */
  async function syntheticPhoto(seed: number): Promise<Buffer> {
    const next = lcg(seed);
    const w = 2016;
    const h = 1512;
    const px = new Uint8ClampedArray(w * h * 3);
    const corners = Array.from({ length: 4 }, () => [next() * 255, next() * 255, next() * 255]);
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const u = x / w;
        const v = y / h;
        for (let k = 0; k < 3; k++)
          px[(y * w + x) * 3 + k] =
            (corners[0]![k]! * (1 - u) + corners[1]![k]! * u) * (1 - v) +
            (corners[2]![k]! * (1 - u) + corners[3]![k]! * u) * v;
      }
    for (let n = 0; n < 40; n++) {
      const rw = 40 + next() * 600;
      const rh = 40 + next() * 400;
      const rx = next() * (w - rw);
      const ry = next() * (h - rh);
      const colour = [next() * 255, next() * 255, next() * 255];
      for (let y = Math.floor(ry); y < ry + rh; y++)
        for (let x = Math.floor(rx); x < rx + rw; x++)
          for (let k = 0; k < 3; k++) px[(y * w + x) * 3 + k] = colour[k]! * (0.8 + (0.2 * (x - rx)) / rw);
    }
    for (let i = 0; i < px.length; i += 3) {
      const grain = (next() - 0.5) * 24;
      for (let k = i; k < i + 3; k++) px[k] = px[k]! + grain;
    }
    return sharp(Buffer.from(px.buffer), { raw: { width: w, height: h, channels: 3 } })
      .resize(4032, 3024)
      .jpeg({ quality: 92 })
      .toBuffer();
  }

  it("keeps 30 twelve-megapixel phone photos, each filling a landscape page, under 12 MB at ≥ 200 dpi", async () => {
    const sizes: number[] = [];
    let next = 0;
    // Two at a time, as the assembler would run them; the assertion is on bytes, never on time.
    await Promise.all(
      [0, 1].map(async () => {
        while (next < 30) {
          const index = next++;
          const photo = await syntheticPhoto(index + 1);
          const page = (await prepare(photo, "jpeg", `photo-${index}.jpg`)).pages[0]!;
          expect(page.dpi).toBeGreaterThanOrEqual(200);
          expect([page.widthPt, page.heightPt]).toEqual([736, 552]);
          sizes.push(page.bytes.length);
        }
      }),
    );
    expect(sizes).toHaveLength(30);
    expect(sizes.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(12 * 1024 * 1024);
  }, 180_000);
});
