// The exhibit-label rule shared by the whole product.
import { describe, expect, it } from "vitest";
import {
  assignExhibitLabels,
  exhibitLabel,
  isNumberedRole,
  LETTERED_ROLES,
  NUMBERED_ROLES,
  roleExhibitWord,
} from "./labels.ts";

describe("exhibitLabel", () => {
  it.each(NUMBERED_ROLES)("numbers exhibits for %s", (role) => {
    expect([0, 1, 2, 99].map((i) => exhibitLabel(role, i))).toEqual(["1", "2", "3", "100"]);
  });

  it.each(LETTERED_ROLES)("letters exhibits for %s: A–Z then A1, A2…", (role) => {
    expect([0, 1, 25, 26, 27, 51].map((i) => exhibitLabel(role, i))).toEqual([
      "A",
      "B",
      "Z",
      "A1",
      "A2",
      "A26",
    ]);
  });

  it("follows AA–AZ, BA–BZ when a court asks for it", () => {
    const labels = [25, 26, 27, 51, 52, 701, 702].map((i) =>
      exhibitLabel("defendant", i, { letterStyle: "AA" }),
    );
    expect(labels).toEqual(["Z", "AA", "AB", "AZ", "BA", "ZZ", "AAA"]);
  });

  it("starts numbers where the court says", () => {
    expect(exhibitLabel("appellant", 0, { startNumber: 101 })).toBe("101");
    expect(exhibitLabel("appellant", 4, { startNumber: 101 })).toBe("105");
    // A starting number does not change letters.
    expect(exhibitLabel("respondent", 0, { startNumber: 101 })).toBe("A");
  });

  it("refuses a negative or fractional position", () => {
    expect(() => exhibitLabel("plaintiff", -1)).toThrow(RangeError);
    expect(() => exhibitLabel("plaintiff", 1.5)).toThrow(RangeError);
  });

  it("splits the fourteen roles seven and seven, with their sticker words", () => {
    expect(NUMBERED_ROLES).toHaveLength(7);
    expect(LETTERED_ROLES).toHaveLength(7);
    expect(isNumberedRole("cross_complainant")).toBe(true);
    expect(isNumberedRole("intervenor")).toBe(false);
    expect(roleExhibitWord("third_party_defendant")).toBe("THIRD-PARTY DEFENDANT'S");
    expect(roleExhibitWord("appellee")).toBe("APPELLEE'S");
  });
});

describe("assignExhibitLabels", () => {
  // Six documents saved as 1–6, then the sixth moved to the front.
  const reordered = ["6", "1", "2", "3", "4", "5"];

  it("keeps each document's label when relabel is off", () => {
    expect(assignExhibitLabels("plaintiff", reordered)).toEqual(reordered);
    expect(assignExhibitLabels("defendant", ["C", "A", "B"])).toEqual(["C", "A", "B"]);
  });

  it("labels by the new order when relabel is on, whatever was kept", () => {
    expect(assignExhibitLabels("plaintiff", reordered, { relabel: true })).toEqual([
      "1",
      "2",
      "3",
      "4",
      "5",
      "6",
    ]);
    expect(assignExhibitLabels("defendant", ["C", "A", "B"], { relabel: true })).toEqual(["A", "B", "C"]);
  });

  it("labels documents with no label by position, with the court's numbering", () => {
    expect(assignExhibitLabels("plaintiff", ["", undefined, null])).toEqual(["1", "2", "3"]);
    expect(assignExhibitLabels("plaintiff", [undefined, undefined], { startNumber: 101 })).toEqual([
      "101",
      "102",
    ]);
    expect(assignExhibitLabels("plaintiff", ["5", ""], { startNumber: 101, relabel: true })).toEqual([
      "101",
      "102",
    ]);
  });

  it("gives a new document the first label no other document has, never one kept further down", () => {
    expect(assignExhibitLabels("plaintiff", ["", "1", "3"])).toEqual(["2", "1", "3"]);
    expect(assignExhibitLabels("plaintiff", ["2", "1", "", ""])).toEqual(["2", "1", "3", "4"]);
    expect(assignExhibitLabels("defendant", ["B", "", "A"])).toEqual(["B", "C", "A"]);
  });

  it("never gives two documents one label: a repeated label counts as none", () => {
    expect(assignExhibitLabels("plaintiff", ["1", "1", "2"])).toEqual(["1", "3", "2"]);
    expect(assignExhibitLabels("plaintiff", [" 4 ", "4"])).toEqual(["4", "1"]);
  });

  it("keeps a label the court's sequence would not make (typed by the person)", () => {
    expect(assignExhibitLabels("plaintiff", ["12-A", ""])).toEqual(["12-A", "1"]);
  });
});
