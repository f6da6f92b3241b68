// The redaction finder on page text: the state rules' kinds (licence, passport, address, a minor's name), what
// is drawn in a value's place under each keep rule and style, and hits placed on their words' boxes.
import type { TRedactionRuleSet } from "@courtready/contracts";
import { describe, expect, it } from "vitest";
import type { PageText } from "../check/text.ts";
import { TEXAS } from "../testing/redaction.ts";
import { findRedactions, replacementOf } from "./find.ts";
import { scanMinorNames, scanStateKinds } from "./state-kinds.ts";

describe("scanStateKinds", () => {
  it.each([
    ["Driver's License No. 12345678 issued", "drivers-licence", "12345678"],
    ["DL# TX-0918273645", "drivers-licence", "TX-0918273645"],
    ["driver license: D1234567", "drivers-licence", "D1234567"],
    ["Passport number 531234567", "passport-number", "531234567"],
    [
      "home address: 1204 Oak Hollow Dr, Austin, TX 78701 and",
      "home-address",
      "1204 Oak Hollow Dr, Austin, TX 78701",
    ],
    ["residing at 55 W Elm Street", "home-address", "55 W Elm Street"],
  ])("%j → %s %j", (text, kind, value) => {
    expect(scanStateKinds(text).map((h) => [h.kind, h.value, text.slice(h.start, h.end)])).toEqual([
      [kind, value, value],
    ]);
  });

  it.each([
    "Invoice No. 12345678",
    "licensed since 2019",
    "passport photo attached",
    "1204 Oak Hollow Dr is the store's address",
    "DL 1234 (too short)",
  ])("%j → nothing", (text) => {
    expect(scanStateKinds(text)).toEqual([]);
  });
});

describe("scanMinorNames", () => {
  it("finds a name entered once in either order, across a line break, whatever the case", () => {
    const text = "Jane Q. Doe attends school.\nDOE, JANE Q. was born in\nJane\nQ. Doe; not Janet Doe.";
    expect(scanMinorNames(text, ["Jane Q. Doe"]).map((h) => h.value)).toEqual([
      "Jane Q. Doe",
      "Jane\nQ. Doe",
      "DOE, JANE Q.",
    ]);
  });
  it("ignores a blank or one-letter name", () => {
    expect(scanMinorNames("A B C", [" ", "A"])).toEqual([]);
  });
});

describe("replacementOf", () => {
  it.each([
    ["123-45-6789", "last-4", "black-box", "6789"],
    ["123-45-6789", "last-4", "x-per-character", "XXX-XX-6789"],
    ["123-45-6789", "nothing", "x-per-character", "XXX-XX-XXXX"],
    ["123-45-6789", "nothing", "black-box", ""],
    ["03/14/1985", "year", "x-per-character", "XX/XX/1985"],
    ["March 14, 1985", "year", "black-box", "1985"],
    ["Jane Q. Doe", "initials", "black-box", "J. Q. D."],
    ["Jane Doe", "nothing", "x-per-character", "XXXX XXX"],
  ] as const)("%j keeping %s in %s → %j", (value, keep, style, expected) => {
    expect(replacementOf(value, keep, style)).toBe(expected);
  });
});

describe("findRedactions", () => {
  const rules: TRedactionRuleSet = {
    ...TEXAS,
    kinds: [
      { kind: "social-security-number", keep: "nothing", cites: "Tex. R. Civ. P. 21c(a)(1)" },
      { kind: "home-address", keep: "nothing", cites: "Tex. R. Civ. P. 21c(a)(3)" },
      { kind: "minor-name", keep: "nothing", cites: "Tex. R. Civ. P. 21c(a)(3)" },
    ],
  };
  const word = (text: string, x0: number, y0: number) => ({
    text,
    x0,
    y0,
    x1: x0 + 10 * text.length,
    y1: y0 + 12,
  });
  const page: PageText = {
    page: 3,
    width: 612,
    height: 792,
    words: [
      word("SSN", 72, 100),
      word("123-45-6789", 110, 100),
      word("Address:", 72, 130),
      word("12", 160, 130),
      word("Elm", 190, 130),
      word("St", 230, 130),
      word("Child:", 72, 160),
      word("Ann", 140, 160),
      word("Roe", 180, 160),
      word("Invoice", 72, 190),
      word("123456789", 150, 190),
    ],
  };

  it("places each hit on its words' boxes with its reason and replacement; a kind the rules omit is skipped", () => {
    const hits = findRedactions([page], rules, ["Ann Roe"]);
    expect(hits.map((h) => [h.kind, h.page, h.boxes, h.replacement, h.reason])).toEqual([
      [
        "social-security-number",
        3,
        [{ x0: 109, y0: 99, x1: 221, y1: 113 }],
        "XXX-XX-XXXX",
        "Social security number (Tex. R. Civ. P. 21c(a)(1)): none of it may stay.",
      ],
      [
        "home-address",
        3,
        [{ x0: 159, y0: 129, x1: 251, y1: 143 }],
        "XX XXX XX",
        "Home address (Tex. R. Civ. P. 21c(a)(3)): none of it may stay.",
      ],
      [
        "minor-name",
        3,
        [{ x0: 139, y0: 159, x1: 211, y1: 173 }],
        "XXX XXX",
        "Minor's name (Tex. R. Civ. P. 21c(a)(3)): none of it may stay.",
      ],
    ]);
  });
});
