// Avery 5160 label sheets: slot geometry against the published template (in points), sheet count, start position,
// the labels' text in order, byte-identical output, and the approved look (golden PNG).
import { describe, expect, it } from "vitest";
import { loadSystemFonts } from "../fonts/system-fonts.ts";
import { compareWithGolden, renderPage } from "../testing/golden.ts";
import { pageCount, pageTexts, qpdfCheck } from "../testing/pdf.ts";
import { AVERY_5160, labelSlot, renderLabelSheets } from "./labels.ts";
import type { LabelSheetOptions, LabelSticker } from "./labels.ts";
import { expectText } from "@courtready/contracts/testing";

const fonts = loadSystemFonts();
const preparedOn = new Date("2026-11-22T12:00:00Z");

function stickers(n: number, word = "PLAINTIFF'S"): LabelSticker[] {
  return Array.from({ length: n }, (_, i) => ({
    title: `${word} EXHIBIT ${i + 1}`,
    caseNumber: "24-CV-001234",
    caseName: "Smith v. Jones",
  }));
}

/** Position of each title in the text, which must be increasing (reading order = label order). */
function inOrder(text: string, titles: string[]): boolean {
  let from = 0;
  for (const t of titles) {
    // "EXHIBIT 1" is also the start of "EXHIBIT 10": match the title as a whole word.
    const match = new RegExp(`${t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?!\\d)`).exec(text.slice(from));
    if (!match) return false;
    from += match.index + t.length;
  }
  return true;
}

describe("AVERY_5160 and labelSlot", () => {
  it("matches the glabels template in points", () => {
    expect(AVERY_5160).toEqual({
      pageWidth: 612,
      pageHeight: 792,
      columns: 3,
      rows: 10,
      labelWidth: 189,
      labelHeight: 72,
      marginTop: 36,
      marginLeft: 11.25,
      pitchX: 200.25,
      pitchY: 72,
    });
    // The layout is symmetric: the right margin equals the left, the bottom the top.
    expect(612 - (11.25 + 2 * 200.25 + 189)).toBe(11.25);
    expect(792 - (36 + 9 * 72 + 72)).toBe(36);
  });

  it("places slots left to right, then top to bottom, from the top-left corner", () => {
    // Slot 0: top-left; its top edge is 0.5 in below the page top (756), so its bottom is 684.
    expect(labelSlot(0)).toEqual({ x: 11.25, y: 684, width: 189, height: 72 });
    // Slot 2: the third column of the first row.
    expect(labelSlot(2)).toEqual({ x: 11.25 + 2 * 200.25, y: 684, width: 189, height: 72 });
    expect(labelSlot(2).x).toBe(411.75);
    // Slot 3: first column of the second row, one inch lower.
    expect(labelSlot(3)).toEqual({ x: 11.25, y: 612, width: 189, height: 72 });
    // Slot 29: bottom-right; its bottom edge is 0.5 in above the page bottom.
    expect(labelSlot(29)).toEqual({ x: 411.75, y: 756 - 10 * 72, width: 189, height: 72 });
    expect(labelSlot(29).y).toBe(36);
    expect(labelSlot(29).x + 189).toBe(612 - 11.25);
  });

  it("shifts every slot by the offsets (inches: positive x right, positive y down)", () => {
    expect(labelSlot(0, { offsetXIn: 1 / 16, offsetYIn: 1 / 8 })).toEqual({
      x: 11.25 + 4.5,
      y: 684 - 9,
      width: 189,
      height: 72,
    });
    expect(labelSlot(29, { offsetXIn: -0.5, offsetYIn: -1 })).toEqual({
      x: 411.75 - 36,
      y: 36 + 72,
      width: 189,
      height: 72,
    });
    // The other published figure (3/16 in side margin) is the template shifted by 1/32 in.
    expect(labelSlot(0, { offsetXIn: 1 / 32 }).x).toBe((3 / 16) * 72);
  });

  it("rejects slots and offsets off the sheet", () => {
    expect(() => labelSlot(30)).toThrow(RangeError);
    expect(() => labelSlot(-1)).toThrow(RangeError);
    expect(() => labelSlot(1.5)).toThrow(RangeError);
    expect(() => labelSlot(0, { offsetXIn: 1.01 })).toThrow(RangeError);
    expect(() => labelSlot(0, { offsetYIn: -1.5 })).toThrow(RangeError);
    expect(() => labelSlot(0, { offsetYIn: Number.NaN })).toThrow(RangeError);
    expect(labelSlot(0, { offsetXIn: 1, offsetYIn: -1 }).x).toBe(11.25 + 72);
  });
});

describe("renderLabelSheets", () => {
  const options: LabelSheetOptions = { preparedOn, colour: "numbered" };

  it("fills one sheet with 30 labels, in reading order", async () => {
    const all = stickers(30);
    const pdf = await renderLabelSheets(all, fonts, options);
    qpdfCheck(pdf);
    expect(pageCount(pdf)).toBe(1);
    const [text] = pageTexts(pdf);
    expect(
      inOrder(
        text!,
        all.map((s) => s.title),
      ),
    ).toBe(true);
    expect(text!.match(/Case No\. 24-CV-001234/g)).toHaveLength(30);
    expect(text!.match(/Smith v\. Jones/g)).toHaveLength(30);
  });

  it("takes as many sheets as needed", async () => {
    const all = stickers(31);
    const pdf = await renderLabelSheets(all, fonts, options);
    expect(pageCount(pdf)).toBe(2);
    const texts = pageTexts(pdf);
    expect(
      inOrder(
        texts[0]!,
        all.slice(0, 30).map((s) => s.title),
      ),
    ).toBe(true);
    expect(texts[1]!.trim()).toMatch(/^PLAINTIFF'S EXHIBIT 31\s/);
    expect(texts[1]).not.toMatch(/EXHIBIT (?:[1-9]|[12]\d|30)(?!\d)/);
  });

  it("starts at a given position on a partly used sheet, leaving the earlier ones empty", async () => {
    const all = stickers(29, "DEFENDANT'S");
    const pdf = await renderLabelSheets(all, fonts, { ...options, startPosition: 3 });
    // Positions 3..30 take 28 stickers; the 29th goes on a second sheet.
    expect(pageCount(pdf)).toBe(2);
    const texts = pageTexts(pdf);
    expect(
      inOrder(
        texts[0]!,
        all.slice(0, 28).map((s) => s.title),
      ),
    ).toBe(true);
    expect(texts[0]).not.toContain("EXHIBIT 29");
    expect(texts[1]).toContain("DEFENDANT'S EXHIBIT 29");
    // Nothing is drawn in positions 1 and 2: the first row holds one label, in the same column as exhibit 4
    // (the third label of the second row).
    const lines = texts[0]!.split("\n");
    const firstRow = lines.find((l) => /EXHIBIT 1(?!\d)/.test(l))!;
    const secondRow = lines.find((l) => l.includes("EXHIBIT 4"))!;
    expect(firstRow.trim()).toBe("DEFENDANT'S EXHIBIT 1");
    expect(firstRow.indexOf("DEFENDANT")).toBe(secondRow.indexOf("DEFENDANT'S EXHIBIT 4"));
    expect(secondRow.indexOf("DEFENDANT'S EXHIBIT 4")).toBeGreaterThan(0);
  });

  it("prints a label with only a title, and keeps long text on the label", async () => {
    const long = "Very Long Company Name Holdings International Limited Liability Partnership v. ".repeat(3);
    const pdf = await renderLabelSheets(
      [{ title: "EXHIBIT A" }, { title: "RESPONDENT'S EXHIBIT 1234", caseName: long, caseNumber: "1\n2" }],
      fonts,
      { preparedOn },
    );
    const [text = ""] = pageTexts(pdf);
    expectText(text, { has: ["EXHIBIT A", "RESPONDENT'S EXHIBIT 1234", "Case No. 1 2", "…"] });
  });

  it("is byte-identical for the same inputs", async () => {
    const o: LabelSheetOptions = { preparedOn, startPosition: 5, offsetXIn: 0.05, colour: "lettered" };
    const a = await renderLabelSheets(stickers(40), fonts, o);
    const b = await renderLabelSheets(stickers(40), fonts, o);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });

  it("rejects what cannot be printed, with a plain message", async () => {
    await expect(renderLabelSheets([], fonts, options)).rejects.toThrow(RangeError);
    await expect(renderLabelSheets([{ title: " \n" }], fonts, options)).rejects.toThrow(
      "Sticker 1 has no title",
    );
    for (const startPosition of [0, 31, 2.5]) {
      await expect(renderLabelSheets(stickers(1), fonts, { ...options, startPosition })).rejects.toThrow(
        /start position must be a whole number from 1 to 30/,
      );
    }
    await expect(renderLabelSheets(stickers(1), fonts, { ...options, offsetXIn: 2 })).rejects.toThrow(
      RangeError,
    );
    await expect(renderLabelSheets(stickers(1), fonts, { ...options, offsetYIn: -1.2 })).rejects.toThrow(
      /offsetYIn must be a number of inches from -1 to 1/,
    );
    await expect(
      renderLabelSheets(stickers(1), fonts, { preparedOn: new Date("not a date") }),
    ).rejects.toThrow(RangeError);
  });
});

describe("label sheet matches its approved look", () => {
  it("avery-5160-sheet", async () => {
    // Starts at position 2 so the golden also shows an empty slot; 12 labels, the last on the fourth row.
    const pdf = await renderLabelSheets(
      [
        ...stickers(10),
        { title: "DEFENDANT'S EXHIBIT A" },
        { title: "PLAINTIFF'S EXHIBIT 12", caseNumber: "24-CV-001234" },
      ],
      fonts,
      { preparedOn, colour: "numbered", startPosition: 2 },
    );
    const difference = await compareWithGolden(import.meta.dirname, "avery-5160-sheet", renderPage(pdf, 1));
    expect(difference).toBeLessThan(0.002);
  });
});
