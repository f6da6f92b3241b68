// The exhibit-label rule shared by the whole product.
import { describe, expect, it } from "vitest";
import { exhibitLabel, isNumberedRole, LETTERED_ROLES, NUMBERED_ROLES, roleExhibitWord } from "./labels.ts";

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
