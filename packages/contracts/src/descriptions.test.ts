import { describe, expect, it } from "vitest";
import { isGenericDescription } from "./descriptions.ts";

describe("isGenericDescription", () => {
  it("is true for nothing, the file's own name, and the describer's type-and-pages sentences", () => {
    for (const text of [
      undefined,
      null,
      "",
      "  ",
      "PDF document, 1 page",
      "Word document, 2 pages",
      "Excel spreadsheet",
    ])
      expect(isGenericDescription(text, "a.pdf"), String(text)).toBe(true);
    expect(isGenericDescription("Scan.PDF", "scan.pdf")).toBe(true);
    expect(isGenericDescription("Photo, 4032 × 3024 pixels")).toBe(true);
    // Issue 37: the describer names a picture with no recorded date by its kind alone.
    expect(isGenericDescription("Photo")).toBe(true);
    expect(isGenericDescription("Image", "screen.png")).toBe(true);
  });

  it("is false for anything that says what the document is", () => {
    for (const text of [
      "“Free Culture”, PDF document, 352 pages",
      "Photo taken March 3, 2025 with an Apple iPhone 8, 4032 × 3024 pixels",
      "Photo taken March 3, 2025",
      "Photo of the kitchen ceiling",
      "E-mail from Sam Lee dated March 4, 2025, subject “Deposit”",
      "PDF document from the landlord",
    ])
      expect(isGenericDescription(text, "a.pdf"), text).toBe(false);
  });
});
