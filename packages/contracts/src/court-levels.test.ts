// The precinct caption rule the builder and the courts package share, and reading a saved caption back.
import { describe, expect, it } from "vitest";
import { captionWithPrecinct, precinctOfCaption } from "./court-levels.ts";

const pattern = "Justice Court, Precinct {precinct}, Place {place}, Harris County, Texas";

describe("precinct captions", () => {
  it("fill the official pattern, leaving out the place when none is typed", () => {
    expect(captionWithPrecinct(pattern, " 1 ", "2")).toBe(
      "Justice Court, Precinct 1, Place 2, Harris County, Texas",
    );
    expect(captionWithPrecinct(pattern, "3")).toBe("Justice Court, Precinct 3, Harris County, Texas");
  });

  it("give back what was typed from a saved caption, and nothing from another court's", () => {
    expect(precinctOfCaption(pattern, captionWithPrecinct(pattern, "1", "2"))).toEqual({
      precinct: "1",
      place: "2",
    });
    expect(precinctOfCaption(pattern, captionWithPrecinct(pattern, "5"))).toEqual({
      precinct: "5",
      place: "",
    });
    expect(precinctOfCaption(pattern, "Justice Court, Harris County, Texas")).toBeNull();
    expect(precinctOfCaption(pattern, "District Court of Harris County, Texas")).toBeNull();
    // A pattern's dots and brackets are read as written, not as a regular expression.
    expect(precinctOfCaption("J.P. Court (Pct. {precinct})", "J.P. Court (Pct. 4)")).toEqual({
      precinct: "4",
      place: "",
    });
  });
});
