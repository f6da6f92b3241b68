import { describe, expect, it } from "vitest";
import { PICTURE_BOX, pagePlaces } from "./pageView.ts";

describe("pagePlaces", () => {
  it("gives each page its exhibit, and the cover, index and pages after the last exhibit to the binder", () => {
    const places = pagePlaces(7, [
      { label: "A", first: 3, last: 4 },
      { label: "B", first: 5, last: 6 },
    ]);
    expect(places).toEqual([
      { kind: "binder" },
      { kind: "binder" },
      { kind: "exhibit", label: "A" },
      { kind: "exhibit", label: "A" },
      { kind: "exhibit", label: "B" },
      { kind: "exhibit", label: "B" },
      { kind: "binder" },
    ]);
  });

  it("never makes a page the binder does not have", () => {
    expect(pagePlaces(3, [{ label: "1", first: 2, last: 9 }])).toHaveLength(3);
    expect(pagePlaces(0, [])).toEqual([]);
  });

  it("reserves a letter page's shape for every picture", () => {
    expect(PICTURE_BOX.width / PICTURE_BOX.height).toBeCloseTo(8.5 / 11, 2);
  });
});
