import { describe, expect, it } from "vitest";
import { loadSystemFonts } from "../fonts/system-fonts.ts";
import { loadSharp } from "../sharp.ts";
import { makeJpeg, makePdf } from "../testing/factories.ts";
import { pagePicturesOf } from "./page-pictures.ts";

const date = new Date("2026-01-02T00:00:00Z");
const sizeOf = async (jpeg: Uint8Array) => {
  const meta = await (await loadSharp())(jpeg).metadata();
  return [meta.format, meta.width, meta.height];
};

describe("page pictures of one file (the builder's Pages panel)", () => {
  it("draws the run asked for, its longest side at the size, and no page past the end", async () => {
    const pdf = await makePdf([{ text: "one" }, { text: "two", size: [792, 612] }, { text: "three" }]);
    const fonts = loadSystemFonts();
    const run = await pagePicturesOf({ name: "lease.pdf", bytes: pdf }, fonts, {
      first: 2,
      count: 5,
      sizePx: 160,
      date,
    });
    expect(run.ok).toBe(true);
    if (!run.ok) return;
    expect(run.pageCount).toBe(3);
    expect(run.pages.map((p) => p.page)).toEqual([2, 3]);
    // Page 2 is landscape: its width is the long side; page 3 is a portrait letter page.
    expect(await sizeOf(run.pages[0]!.jpeg)).toEqual(["jpeg", 160, 124]);
    expect(await sizeOf(run.pages[1]!.jpeg)).toEqual(["jpeg", 124, 160]);

    const past = await pagePicturesOf({ name: "lease.pdf", bytes: pdf }, fonts, {
      first: 4,
      count: 5,
      sizePx: 160,
      date,
    });
    expect(past).toEqual({ ok: true, pageCount: 3, pages: [] });
  });

  it("scales a photo's one page inside the size, and refuses what is not a document", async () => {
    const fonts = loadSystemFonts();
    const photo = await pagePicturesOf({ name: "wall.jpg", bytes: await makeJpeg(800, 400) }, fonts, {
      first: 1,
      count: 12,
      sizePx: 160,
      date,
    });
    expect(photo.ok && photo.pageCount).toBe(1);
    if (!photo.ok) return;
    expect(await sizeOf(photo.pages[0]!.jpeg)).toEqual(["jpeg", 160, 80]);

    const junk = await pagePicturesOf(
      { name: "x.pdf", bytes: new TextEncoder().encode("not a file") },
      fonts,
      {
        first: 1,
        count: 1,
        sizePx: 160,
        date,
      },
    );
    expect(junk.ok).toBe(false);
  });
});
