// The .xlsx print-settings rewrite: where the elements go in each shape of worksheet XML, the orientation rule,
// and whole corpus workbooks coming back intact with every sheet fitted.
import { describe, expect, it } from "vitest";
import { unzipSync, zipSync } from "fflate";
import { corpusBytes } from "../testing/corpus.ts";
import { estimateUsedWidthPt, fitSheetsToPageWidth, fitSheetXml, hiddenSheets } from "./xlsx.ts";
import { readZipDirectory } from "../zip/checked.ts";

const NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';

describe("fitSheetXml", () => {
  it("adds sheetPr and pageSetup to a bare sheet, in schema order", () => {
    const xml = `<worksheet ${NS}><dimension ref="A1:C3"/><sheetData/><pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/><drawing r:id="x"/></worksheet>`;
    const out = fitSheetXml(xml)!;
    expect(out).toBe(
      `<worksheet ${NS}><sheetPr><pageSetUpPr fitToPage="1"/></sheetPr><dimension ref="A1:C3"/><sheetData/>` +
        `<pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/>` +
        `<pageSetup paperSize="1" fitToWidth="1" fitToHeight="0" orientation="portrait"/><drawing r:id="x"/></worksheet>`,
    );
  });

  it("opens a self-closing sheetPr and keeps its attributes", () => {
    const out = fitSheetXml(`<worksheet ${NS}><sheetPr codeName="Sheet1"/><sheetData/></worksheet>`)!;
    expect(out).toContain('<sheetPr codeName="Sheet1"><pageSetUpPr fitToPage="1"/></sheetPr>');
  });

  it("turns fit-to-page on in an existing pageSetUpPr and leaves the other children alone", () => {
    const xml = `<worksheet ${NS}><sheetPr filterMode="false"><tabColor rgb="FF00FF00"/><pageSetUpPr fitToPage="false" autoPageBreaks="0"/></sheetPr><sheetData/></worksheet>`;
    const out = fitSheetXml(xml)!;
    expect(out).toContain(
      '<sheetPr filterMode="false"><tabColor rgb="FF00FF00"/><pageSetUpPr fitToPage="1" autoPageBreaks="0"/></sheetPr>',
    );
  });

  it("appends pageSetUpPr as the last child of a sheetPr that lacks it", () => {
    const out = fitSheetXml(
      `<worksheet ${NS}><sheetPr><outlinePr summaryBelow="0"/></sheetPr><sheetData/></worksheet>`,
    )!;
    expect(out).toContain('<sheetPr><outlinePr summaryBelow="0"/><pageSetUpPr fitToPage="1"/></sheetPr>');
  });

  it("rewrites an existing pageSetup, overriding a fixed height and paper, keeping the rest", () => {
    const xml = `<worksheet ${NS}><sheetData/><pageSetup paperSize='9' scale="100" fitToWidth="1" fitToHeight="1" orientation="portrait" r:id="rId1"/></worksheet>`;
    const out = fitSheetXml(xml)!;
    expect(out).toContain(
      `<pageSetup paperSize="1" scale="100" fitToWidth="1" fitToHeight="0" orientation="portrait" r:id="rId1"/>`,
    );
  });

  it("keeps the author's landscape even for a narrow sheet", () => {
    const xml = `<worksheet ${NS}><dimension ref="A1:B2"/><sheetData/><pageSetup orientation="landscape"/></worksheet>`;
    expect(fitSheetXml(xml)).toContain('orientation="landscape"');
  });

  it("turns a sheet wider than a portrait page to landscape", () => {
    // 12 default columns ≈ 12 × 48 pt = 576 pt, more than 612 − 2 × 0.7 × 72 ≈ 511 pt.
    const wide = `<worksheet ${NS}><dimension ref="A1:L40"/><sheetData/></worksheet>`;
    expect(fitSheetXml(wide)).toContain('orientation="landscape"');
    const narrow = `<worksheet ${NS}><dimension ref="A1:F40"/><sheetData/></worksheet>`;
    expect(fitSheetXml(narrow)).toContain('orientation="portrait"');
  });

  it("keeps a namespace prefix on the elements it adds", () => {
    const xml = `<x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:sheetData/></x:worksheet>`;
    const out = fitSheetXml(xml)!;
    expect(out).toContain('<x:sheetPr><x:pageSetUpPr fitToPage="1"/></x:sheetPr>');
    expect(out).toContain('<x:pageSetup paperSize="1"');
  });

  it("refuses XML that is not a worksheet", () => {
    expect(fitSheetXml("<chartsheet/>")).toBeNull();
  });
});

describe("estimateUsedWidthPt", () => {
  it("adds custom widths, skips hidden columns, and uses the default for the rest", () => {
    const xml = `<worksheet><dimension ref="A1:D9"/><sheetFormatPr defaultColWidth="10"/><cols><col min="1" max="1" width="20" customWidth="1"/><col min="2" max="2" width="30" hidden="1"/></cols></worksheet>`;
    // A: 20 chars, B hidden, C and D 10 chars each → (20·7+5 + 2·(10·7+5)) · 0.75
    expect(estimateUsedWidthPt(xml)).toBeCloseTo((145 + 150) * 0.75);
  });

  it("is unknown without a dimension", () => {
    expect(estimateUsedWidthPt("<worksheet><sheetData/></worksheet>")).toBeNull();
  });
});

describe("hiddenSheets", () => {
  it("lists hidden and very hidden sheets by name", () => {
    const xml = `<workbook><sheets><sheet name="Rent" sheetId="1" r:id="rId1"/><sheet name="Calc &amp; notes" sheetId="2" state="hidden" r:id="rId2"/><sheet name="X" state="veryHidden" sheetId="3" r:id="rId3"/></sheets></workbook>`;
    expect(hiddenSheets(xml)).toEqual(["Calc & notes", "X"]);
  });
});

describe("fitSheetsToPageWidth", () => {
  it.each([
    "testEXCEL.xlsx",
    "testEXCEL.strict.xlsx",
    "testEXCEL_1img.xlsx",
    "testEXCEL_headers_footers.xlsx",
  ])("fits every sheet of %s and keeps every other part", (name) => {
    const original = corpusBytes(`office/${name}`);
    const fitted = fitSheetsToPageWidth(original)!;
    expect(fitted).not.toBeNull();
    const before = unzipSync(original);
    const after = unzipSync(fitted.bytes);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const [part, data] of Object.entries(after)) {
      const text = new TextDecoder().decode(data);
      if (/^xl\/worksheets\/[^/]+\.xml$/.test(part)) {
        expect(text).toMatch(/<(\w+:)?pageSetUpPr[^>]*fitToPage="1"/);
        expect(text).toMatch(
          /<(\w+:)?pageSetup[^>]*fitToWidth="1" fitToHeight="0"|fitToHeight="0"[^>]*fitToWidth="1"/,
        );
      } else {
        expect(Buffer.from(data).equals(Buffer.from(before[part]!))).toBe(true);
      }
    }
  });

  it("declines archives it cannot rewrite safely", () => {
    expect(fitSheetsToPageWidth(corpusBytes("office/testWORD_truncated.docx"))).toBeNull();
    expect(fitSheetsToPageWidth(corpusBytes("office/testWORD.docx"))).toBeNull(); // no worksheets
    // An entry whose declared size is smaller than its data: fflate would truncate it silently.
    const zip = zipSync({
      "xl/worksheets/sheet1.xml": new TextEncoder().encode(`<worksheet ${NS}><sheetData/></worksheet>`),
    });
    const entries = readZipDirectory(zip)!;
    expect(entries).toHaveLength(1);
    const lying = new Uint8Array(zip);
    const view = new DataView(lying.buffer);
    // Patch the central directory's uncompressed size (offset 24 in the entry) to 10 bytes.
    const central = lying.length - 22 - (46 + "xl/worksheets/sheet1.xml".length);
    view.setUint32(central + 24, 10, true);
    expect(fitSheetsToPageWidth(lying)).toBeNull();
  });

  it("warns about hidden sheets", () => {
    const workbook = `<workbook><sheets><sheet name="Shown" sheetId="1"/><sheet name="Secret" sheetId="2" state="hidden"/></sheets></workbook>`;
    const zip = zipSync({
      "xl/workbook.xml": new TextEncoder().encode(workbook),
      "xl/worksheets/sheet1.xml": new TextEncoder().encode(`<worksheet ${NS}><sheetData/></worksheet>`),
    });
    expect(fitSheetsToPageWidth(zip)?.warnings).toEqual([expect.stringContaining("hidden sheets (Secret)")]);
  });
});
