import { describe, expect, it } from "vitest";
import { contentFills } from "./content-fills.ts";
import type { DrawOp } from "./content-fills.ts";

const bytes = (text: string) => new Uint8Array(Buffer.from(text, "latin1"));

describe("contentFills", () => {
  it("finds a black rectangle filled over text, in the page's coordinates after cm", () => {
    const fills = contentFills(
      bytes("BT /F1 12 Tf 50 600 Td (Hidden) Tj ET q 2 0 0 2 10 10 cm 0 0 0 rg 20 290 100 10 re f Q"),
    );
    expect(fills.dark).toEqual([{ x0: 50, y0: 590, x1: 250, y1: 610 }]);
  });

  it("ignores light fills, thin rules, stroked boxes and discarded paths", () => {
    const fills = contentFills(
      bytes(
        "0.9 g 0 0 100 100 re f 0 g 0 0 300 1 re f 0 0 100 100 re S 0 0 100 100 re n 1 1 1 rg 0 0 50 50 re f",
      ),
    );
    expect(fills.dark).toEqual([]);
  });

  it("reads gray, RGB and CMYK colours, restores them with Q, and skips inline images and strings", () => {
    const fills = contentFills(
      bytes(
        "q 1 g Q 0 0 10 10 re f 0 0 0 1 k 20 20 10 10 re f 0.1 0.1 0.1 scn 40 40 10 10 re f* " +
          "BI /W 1 /H 1 /BPC 8 /CS /G ID \x00\xff EI (a (nested) string \\) 0 0 500 500 re f) Tj " +
          "1 0 0 0 k 60 60 10 10 re f /P <</MCID 0>> BDC EMC",
      ),
    );
    expect(fills.dark.map((d) => d.x0)).toEqual([0, 20, 40]);
  });

  it("takes a pattern fill as unknown, never as dark", () => {
    expect(contentFills(bytes("/Pattern cs /P0 scn 0 0 100 100 re f")).dark).toEqual([]);
  });

  it("hands over what places pictures, letting go of saves that drew nothing, and reads numbers as Number does", () => {
    const ops: DrawOp[] = [];
    contentFills(
      bytes(
        "q 1 0 0 1 5 5 cm BT (x) Tj ET Q q +2 0 0 -.5 0. 1e2 cm /Im0 Do Q q BI /W 1 /H 1 ID \x00 EI Q Q q 3 0 0 3 0 0 cm",
      ),
      ops,
    );
    // "1e2" is read the slow way (a string to Number), as every token was before: 100.
    expect(ops).toEqual([
      "q",
      [2, 0, 0, -0.5, 0, 100],
      { name: "/Im0" },
      "Q",
      "q",
      "BI",
      "Q",
      "Q",
      "q",
      [3, 0, 0, 3, 0, 0],
    ]);
    const numbers: DrawOp[] = [];
    contentFills(bytes("-0.25 .5 3. +4 123456789012345678 0.1 cm /Fm0 Do"), numbers);
    expect(numbers).toEqual([[-0.25, 0.5, 3, 4, Number("123456789012345678"), 0.1], { name: "/Fm0" }]);
  });
});
