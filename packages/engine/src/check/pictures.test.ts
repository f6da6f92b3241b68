import { describe, expect, it } from "vitest";
import type { DrawOp, Matrix } from "../pdf/content-fills.ts";
import { drawnPictures, printedPpi } from "./pictures.ts";
import type { PictureIndex } from "./structure.ts";

const index = (over: Partial<PictureIndex> = {}): PictureIndex => ({
  pages: new Map([
    [
      1,
      {
        xobjects: new Map([
          ["/Im0", 10],
          ["/Fm0", 20],
        ]),
      },
    ],
  ]),
  forms: new Map([[20, { matrix: [0.5, 0, 0, 0.5, 0, 0], xobjects: null }]]),
  images: new Map([[10, { width: 600, height: 800 }]]),
  annotated: new Set(),
  ...over,
});
const m = (...v: Matrix): Matrix => v;

describe("drawnPictures", () => {
  it("reckons each drawing of a picture from the matrices in force, across the page's streams and into its forms", () => {
    const ops = new Map<number, DrawOp[]>([
      // The first stream scales by 2 and never restores it: the page's second stream draws under that scale.
      [1, [m(2, 0, 0, 2, 0, 0), "q", m(300, 0, 0, 400, 0, 0), { name: "/Im0" }, "Q"]],
      [2, ["q", m(150, 0, 0, 200, 0, 0), { name: "/Fm0" }, "Q", { name: "/Missing" }]],
      [20, [{ name: "/Im0" }]],
    ]);
    const { pictures, unknown } = drawnPictures(index(), [[1, 2, 20]], ops, new Set());
    expect(unknown).toEqual([]);
    // 600 px over 600 pt is 72 dpi; through the form (½ of 300 pt) it is 288 dpi.
    expect(pictures.map((p) => [p.xppi, p.yppi])).toEqual([
      [72, 72],
      [288, 288],
    ]);
  });

  it("leaves to pdfimages a page with an inline image, an unread stream or an annotation's own look", () => {
    const inline = drawnPictures(index(), [[1]], new Map([[1, ["BI" as const]]]), new Set());
    expect(inline.unknown).toEqual([1]);
    expect(drawnPictures(index(), [[1]], new Map(), new Set()).unknown).toEqual([1]);
    expect(drawnPictures(index(), [[1]], new Map([[1, []]]), new Set([1])).unknown).toEqual([1]);
  });
});

describe("printedPpi", () => {
  it("prints as pdfimages does: whole numbers, three decimals under 1, nothing for a picture drawn with no size", () => {
    expect(printedPpi(600, 600)).toBe(72);
    expect(printedPpi(2480, 595.28)).toBe(300);
    expect(printedPpi(1, 1000)).toBe(0.072);
    expect(printedPpi(100, 0)).toBeNaN();
    expect(printedPpi(100, -100)).toBe(72);
  });
});
