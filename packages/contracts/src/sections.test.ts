import { describe, expect, it } from "vitest";
import { ZBinderSections, sectionRuns, sectionsOfTitles } from "./sections.ts";

describe("sectionsOfTitles", () => {
  it("makes one section of consecutive files with the same title", () => {
    expect(sectionsOfTitles(["Lease", " Lease ", "Payments", "Photos", "Photos"])).toEqual([
      { title: "Lease", exhibits: [0, 1] },
      { title: "Payments", exhibits: [2] },
      { title: "Photos", exhibits: [3, 4] },
    ]);
  });

  it("gives none without titles, and leaves an untitled file out for sectionRuns to name", () => {
    expect(sectionsOfTitles([null, undefined, " "])).toEqual([]);
    const sections = sectionsOfTitles(["Lease", null, "Lease"]);
    // A title split by a reorder makes two tabs, the untitled file between them in none.
    expect(sections).toEqual([
      { title: "Lease", exhibits: [0] },
      { title: "Lease", exhibits: [2] },
    ]);
    expect(sectionRuns(sections, 3)).toEqual({
      error: "Exhibit 2 is in no section; with sections, every exhibit belongs to one, in order.",
    });
  });
});

describe("sectionRuns", () => {
  it("turns sections of consecutive exhibits into runs, in order", () => {
    expect(
      sectionRuns(
        [
          { title: " Lease and notices ", exhibits: [1, 0] },
          { title: "Payments", exhibits: [2, 3, 4] },
        ],
        5,
      ),
    ).toEqual({
      runs: [
        { title: "Lease and notices", first: 0, last: 1 },
        { title: "Payments", first: 2, last: 4 },
      ],
    });
  });

  it("gives no runs for no sections", () => {
    expect(sectionRuns([], 3)).toEqual({ runs: [] });
  });

  it.each([
    ["an exhibit left out at the end", [{ title: "A", exhibits: [0, 1] }], 3, "Exhibit 3 is in no section"],
    ["an exhibit left out at the start", [{ title: "A", exhibits: [1, 2] }], 3, "Exhibit 1 is in no section"],
    [
      "a gap inside a section",
      [
        { title: "A", exhibits: [0, 2] },
        { title: "B", exhibits: [1] },
      ],
      3,
      'Section "A" must hold consecutive exhibits',
    ],
    [
      "an exhibit in two sections",
      [
        { title: "A", exhibits: [0, 1] },
        { title: "B", exhibits: [1, 2] },
      ],
      3,
      "Exhibit 2 is in more than one section",
    ],
    ["an exhibit past the end", [{ title: "A", exhibits: [0, 1, 2] }], 2, "there are 2"],
  ])("refuses %s", (_, sections, count, message) => {
    const result = sectionRuns(sections, count);
    expect("error" in result && result.error).toContain(message);
  });

  it("refuses an empty title or a section with no exhibits", () => {
    expect(ZBinderSections.safeParse([{ title: "  ", exhibits: [0] }]).success).toBe(false);
    expect(ZBinderSections.safeParse([{ title: "A", exhibits: [] }]).success).toBe(false);
  });
});
