// Image preparation keeps colours true: CMYK, ICC profiles, grey, 16-bit, and transparency laid on white, checked
// on the pixels of the output.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { corpusBytes } from "../testing/corpus.ts";
import { prepare, decode, rgb, meanRgb, near, BLUE, WHITE, noiseRaw } from "../testing/images.ts";

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
