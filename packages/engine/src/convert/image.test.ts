// Image preparation on the shared corpus: every image's expected outcome; and what every output keeps to
// (determinism and the 30-photo size budget). Orientation, colour, size, and damaged files have their own tests
// (image.*.test.ts), built with testing/images.ts.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { corpusBytes, corpusManifest } from "../testing/corpus.ts";
import type { DetectedType } from "../types.ts";
import { ANIMATION_WARNING, lowDpiWarning, TRUNCATED_WARNING } from "./image.ts";
import { PORTRAIT, LANDSCAPE, prepare, rejection, lcg, heifConvertInstalled } from "../testing/images.ts";

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
