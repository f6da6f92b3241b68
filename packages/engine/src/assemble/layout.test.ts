// Placement keeps every page inside the content area, honours /Rotate, and never enlarges small pages.
import { describe, expect, it } from "vitest";
import { BAND, LETTER, contentArea, normaliseRotation, placePage } from "./layout.ts";
import type { Box, Placement, SourcePageGeometry } from "./layout.ts";

/** Where the corners of the source box end up after drawing at origin with rotation (counter-clockwise). */
function drawnCorners(source: SourcePageGeometry, p: Placement): { x: number; y: number }[] {
  const rad = (p.rotationDegrees * Math.PI) / 180;
  const w = source.box.width * p.scale;
  const h = source.box.height * p.scale;
  return [
    [0, 0],
    [w, 0],
    [0, h],
    [w, h],
  ].map(([x, y]) => ({
    x: p.origin.x + x! * Math.cos(rad) - y! * Math.sin(rad),
    y: p.origin.y + x! * Math.sin(rad) + y! * Math.cos(rad),
  }));
}

function inside(points: { x: number; y: number }[], box: Box): boolean {
  const e = 1e-6;
  return points.every(
    (pt) =>
      pt.x >= box.x - e &&
      pt.x <= box.x + box.width + e &&
      pt.y >= box.y - e &&
      pt.y <= box.y + box.height + e,
  );
}

const letter: Box = { x: 0, y: 0, width: 612, height: 792 };

describe("placePage", () => {
  it.each([0, 90, 180, 270] as const)(
    "keeps a rotated (%i°) Letter page inside the content area, clear of the band",
    (rotate) => {
      const source = { box: letter, rotate };
      const p = placePage(source);
      const corners = drawnCorners(source, p);
      expect(inside(corners, contentArea(p.pageWidth, p.pageHeight))).toBe(true);
      expect(Math.min(...corners.map((c) => c.y))).toBeGreaterThanOrEqual(BAND - 1e-6);
      // The drawn box is exactly what the corners span.
      expect(Math.min(...corners.map((c) => c.x))).toBeCloseTo(p.drawn.x);
      expect(Math.min(...corners.map((c) => c.y))).toBeCloseTo(p.drawn.y);
      // Quarter turns show the page sideways: landscape output.
      expect(p.pageWidth).toBe(rotate === 90 || rotate === 270 ? LETTER.height : LETTER.width);
    },
  );

  it("turns a landscape page into a landscape Letter page", () => {
    const p = placePage({ box: { x: 0, y: 0, width: 800, height: 600 }, rotate: 0 });
    expect([p.pageWidth, p.pageHeight]).toEqual([792, 612]);
  });

  it("scales A4 and Legal down to fit, and leaves a small page at full size", () => {
    expect(placePage({ box: { x: 0, y: 0, width: 595, height: 842 }, rotate: 0 }).scale).toBeCloseTo(
      732 / 842,
    );
    expect(placePage({ box: { x: 0, y: 0, width: 612, height: 1008 }, rotate: 0 }).scale).toBeCloseTo(
      732 / 1008,
    );
    expect(placePage({ box: { x: 0, y: 0, width: 306, height: 396 }, rotate: 0 }).scale).toBe(1);
    expect(placePage({ box: { x: 0, y: 0, width: 19, height: 20 }, rotate: 0 }).scale).toBe(1);
  });

  it("handles a box whose origin is not at zero (CropBox offsets)", () => {
    const source = { box: { x: 100, y: 50, width: 400, height: 300 }, rotate: 0 as const };
    const p = placePage(source);
    expect(inside(drawnCorners(source, p), contentArea(p.pageWidth, p.pageHeight))).toBe(true);
  });
});

describe("normaliseRotation", () => {
  it.each([
    [0, 0],
    [90, 90],
    [-90, 270],
    [450, 90],
    [540, 180],
    [-270, 90],
  ])("%i → %i", (input, expected) => {
    expect(normaliseRotation(input)).toBe(expected);
  });
});
