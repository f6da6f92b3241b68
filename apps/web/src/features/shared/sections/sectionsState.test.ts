import { describe, expect, it } from "vitest";
import { sectionNames, sectionProblem, sectionsForBuild } from "./sectionsState.ts";

const files = [{ id: "a" }, { id: "b" }, { id: "c" }];
const titles = (entries: [string, string][]) => new Map(entries);

describe("the builder's sections", () => {
  it("sends consecutive files with the same section as one section, by position", () => {
    const byFile = titles([
      ["a", "Lease"],
      ["b", "Lease"],
      ["c", "Payments"],
    ]);
    expect(sectionsForBuild(files, byFile)).toEqual([
      { title: "Lease", exhibits: [0, 1] },
      { title: "Payments", exhibits: [2] },
    ]);
    expect(sectionProblem(files, byFile)).toBeNull();
    expect(sectionsForBuild(files, new Map())).toEqual([]);
    expect(sectionProblem(files, new Map())).toBeNull();
  });

  it("says which exhibit is in no section, and which section's exhibits are apart", () => {
    expect(sectionProblem(files, titles([["a", "Lease"]]))).toEqual({ kind: "ungrouped", position: 1 });
    expect(
      sectionProblem(
        files,
        titles([
          ["a", "Lease"],
          ["b", "Payments"],
          ["c", "Lease"],
        ]),
      ),
    ).toEqual({ kind: "apart", title: "Lease" });
  });

  it("offers the names made, then a saved file's, each once", () => {
    expect(
      sectionNames(
        ["Photos", "Lease"],
        titles([
          ["a", "Lease"],
          ["b", "Old tab"],
        ]),
      ),
    ).toEqual(["Photos", "Lease", "Old tab"]);
  });
});
