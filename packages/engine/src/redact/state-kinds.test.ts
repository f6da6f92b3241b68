// Licence numbers by the court's state's shape (issue 43): a number of that shape is found after a looser word
// ("Lic.", "ID") and on a licence scan's OCR words; another state's shape, an invoice or a phone number is not.
import type { TRedactionRuleSet } from "@courtready/contracts";
import { describe, expect, it } from "vitest";
import type { PageText } from "../check/text.ts";
import { CA_SHAPE, TEXAS, TX_SHAPE } from "../testing/redaction.ts";
import { findRedactions } from "./find.ts";
import { scanStateKinds } from "./state-kinds.ts";

const licences = (text: string, shapes = [TX_SHAPE]): string[] =>
  scanStateKinds(text, shapes)
    .filter((h) => h.kind === "drivers-licence")
    .map((h) => text.slice(h.start, h.end));

describe("scanStateKinds with the state's licence shapes", () => {
  it.each([
    ["Lic. 12345678", "12345678"],
    ["Lic# 1234567 exp 2027", "1234567"],
    ["ID: 12345678", "12345678"],
    ["Photo I.D. 12345678", "12345678"],
    ["Identification No. 12345678", "12345678"],
    ["License: 12345678", "12345678"],
  ])("%j → %j", (text, value) => {
    expect(licences(text)).toEqual([value]);
  });

  it.each([
    "Lic. A1234567", // California's shape, not Texas's
    "Invoice ID 12345678",
    "Order ID: 12345678",
    "Receipt ID 12345678",
    "Subscriber ID: 12345678",
    "Business license 12345678",
    "ID 512-555-0100", // a phone number
    "ID 123456789", // nine digits
    "Invoice No. 12345678",
    "Call 512 555 0100",
  ])("%j → nothing for Texas", (text) => {
    expect(licences(text)).toEqual([]);
  });

  it("finds another state's shape after the looser word only when that state's shape is given", () => {
    expect(licences("Lic. A1234567", [CA_SHAPE])).toEqual(["A1234567"]);
    expect(licences("Lic. A1234567", [])).toEqual([]);
    expect(licences("ID 12345678", [CA_SHAPE])).toEqual([]);
  });

  it("keeps the generic rule: after a licence word any licence-like number is found, once", () => {
    expect(licences("Driver's License No. A1234567")).toEqual(["A1234567"]);
    expect(licences("Driver License 12345678")).toEqual(["12345678"]);
  });
});

describe("findRedactions with a rule set's licence shapes", () => {
  const rules: TRedactionRuleSet = {
    ...TEXAS,
    kinds: [{ kind: "drivers-licence", keep: "nothing", cites: "Tex. R. Civ. P. 21c(a)(1)" }],
    licenceShapes: [TX_SHAPE],
  };
  // A licence card's words as tesseract reads them: the number after "LIC", no "driver's license" before it.
  const words = ["TEXAS", "LIC", "12345678", "CLASS", "C", "EXP", "01/01/2030"];
  const card: PageText = {
    page: 1,
    width: 243,
    height: 153,
    words: words.map((text, i) => ({ text, x0: 10 + 30 * i, y0: 40, x1: 36 + 30 * i, y1: 50 })),
  };

  it("finds the card's number on its OCR words by the state's shape", () => {
    const hits = findRedactions([card], rules, [], "ocr");
    expect(hits.map((h) => [h.kind, h.value, h.replacement, h.from])).toEqual([
      ["drivers-licence", "12345678", "XXXXXXXX", "ocr"],
    ]);
  });

  it("without the shapes, the same words need the generic licence words", () => {
    expect(findRedactions([card], { ...rules, licenceShapes: [] }, [], "ocr")).toEqual([]);
  });
});
