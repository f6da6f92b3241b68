// Image preparation sizes pages: animations and multi-page files, print size and pixel density within the
// assembler's content areas.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { PreparedImagePage } from "./image.ts";
import { ANIMATION_WARNING, lowDpiWarning } from "./image.ts";
import { PORTRAIT, prepare, decode, meanRgb, near, RED, noiseRaw, markedPicture } from "../testing/images.ts";

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
