import { describe, expect, it } from "vitest";
import { DataAttributes } from "./xml-data-attributes.ts";

const XML = '<part ct="image/jpeg" data="QUJD\nREVG" /><part ct="text/plain" text="x" /><part data="R0hJ" />';

describe("lifting MMS data attributes out of the XML", () => {
  it("replaces each value by a placeholder wherever the chunks are cut, keeping lines and the rest of the text", () => {
    for (let cut = 0; cut <= XML.length; cut++) {
      for (const step of [1, 3, cut || 1]) {
        const lifted = new DataAttributes();
        let out = "";
        const chunks = [
          XML.slice(0, cut),
          ...Array.from({ length: Math.ceil((XML.length - cut) / step) }, (_v, i) =>
            XML.slice(cut + i * step, cut + (i + 1) * step),
          ),
        ];
        for (const chunk of chunks) out += lifted.transform(chunk);
        out += lifted.flush();
        expect(out, `cut ${cut} step ${step}`).toBe(
          '<part ct="image/jpeg" data="@0\n" /><part ct="text/plain" text="x" /><part data="@1" />',
        );
        expect(lifted.take("@0 ")).toBe("QUJD\nREVG");
        expect(lifted.take("@1")).toBe("R0hJ");
        expect(lifted.take("@1")).toBeUndefined();
      }
    }
  });

  it("gives back what was held when the file ends inside a value", () => {
    const lifted = new DataAttributes();
    expect(lifted.transform('<part data="QUJD')).toBe('<part data="');
    expect(lifted.flush()).toBe("QUJD");
  });
});
