import { describe, expect, it } from "vitest";
import { projectSectionProblem } from "./projectSections.ts";

const files = [{ id: "a" }, { id: "b" }, { id: "c" }];

describe("a project's sections in the editor", () => {
  it("reads an untitled file as under the tab before it, as the project's builds do", () => {
    // The builder would say "Exhibit 2 is in no section"; a project's build puts it under "Lease".
    expect(projectSectionProblem(files, new Map([["a", "Lease"]]))).toBeNull();
    expect(
      projectSectionProblem(
        files,
        new Map([
          ["b", "Lease"],
          ["c", "Payments"],
        ]),
      ),
    ).toBeNull();
    expect(projectSectionProblem(files, new Map())).toBeNull();
  });

  it("says a section split by another section's exhibit", () => {
    expect(
      projectSectionProblem(
        files,
        new Map([
          ["a", "Lease"],
          ["b", "Payments"],
          ["c", "Lease"],
        ]),
      ),
    ).toEqual({ kind: "apart", title: "Lease" });
  });
});
