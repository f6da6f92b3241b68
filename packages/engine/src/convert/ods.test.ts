// The .ods page-style rewrite used for legacy .xls workbooks: used-column widths per sheet, one orientation per
// page layout from its widest sheet, and an archive OpenDocument readers still accept (mimetype first, stored).
import { describe, expect, it } from "vitest";
import { unzipSync, zipSync } from "fflate";
import { fitOdsToPageWidth, odsSheets } from "./ods.ts";
import { readZipDirectory } from "../zip/checked.ts";

const CONTENT = `<?xml version="1.0" encoding="UTF-8"?>
<office:document-content xmlns:office="o" xmlns:style="s" xmlns:table="t" xmlns:text="x" xmlns:fo="f">
<office:automatic-styles>
<style:style style:name="co1" style:family="table-column"><style:table-column-properties style:column-width="1in"/></style:style>
<style:style style:name="co2" style:family="table-column"><style:table-column-properties style:column-width="2.54cm"/></style:style>
<style:style style:name="ta1" style:family="table" style:master-page-name="Narrow"><style:table-properties table:display="true"/></style:style>
<style:style style:name="ta2" style:family="table" style:master-page-name="Wide"><style:table-properties table:display="true"/></style:style>
<style:style style:name="ta3" style:family="table" style:master-page-name="Narrow"><style:table-properties table:display="false"/></style:style>
</office:automatic-styles>
<office:body><office:spreadsheet>
<table:table table:name="Rent" table:style-name="ta1">
<table:table-column table:style-name="co1" table:number-columns-repeated="3"/>
<table:table-column table:style-name="co1" table:number-columns-repeated="16381"/>
<table:table-row><table:table-cell office:value-type="string"><text:p>Date</text:p></table:table-cell><table:table-cell/><table:table-cell office:value-type="float" office:value="5"/><table:table-cell table:number-columns-repeated="16381"/></table:table-row>
</table:table>
<table:table table:name="Ledger &amp; notes" table:style-name="ta2">
<table:table-column table:style-name="co2" table:number-columns-repeated="2"/>
<table:table-column table:style-name="co2" table:visibility="collapse"/>
<table:table-column table:style-name="co2" table:number-columns-repeated="16381"/>
<table:table-row><table:table-cell table:number-columns-spanned="9" office:value-type="string"><text:p>Title</text:p></table:table-cell><table:covered-table-cell table:number-columns-repeated="8"/></table:table-row>
</table:table>
<table:table table:name="Scratch" table:style-name="ta3"><table:table-column table:style-name="co1"/><table:table-row><table:table-cell/></table:table-row></table:table>
</office:spreadsheet></office:body></office:document-content>`;

const STYLES = `<?xml version="1.0" encoding="UTF-8"?>
<office:document-styles xmlns:office="o" xmlns:style="s" xmlns:fo="f"><office:automatic-styles>
<style:page-layout style:name="Mpm1"><style:page-layout-properties fo:margin-left="0.75in" fo:margin-right="0.75in" style:scale-to="50%" style:writing-mode="lr-tb"/></style:page-layout>
<style:page-layout style:name="Mpm2"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-left="2cm" fo:margin-right="2cm" style:scale-to-pages="1"/><style:header-style/></style:page-layout>
</office:automatic-styles><office:master-styles>
<style:master-page style:name="Narrow" style:page-layout-name="Mpm1"/>
<style:master-page style:name="Wide" style:page-layout-name="Mpm2"/>
</office:master-styles></office:document-styles>`;

function ods(): Uint8Array {
  const encode = (text: string) => new TextEncoder().encode(text);
  return zipSync({
    mimetype: [encode("application/vnd.oasis.opendocument.spreadsheet"), { level: 0 }],
    "content.xml": encode(CONTENT),
    "styles.xml": encode(STYLES),
    "META-INF/manifest.xml": encode("<manifest:manifest/>"),
  });
}

describe("odsSheets", () => {
  it("measures the used columns of each sheet, counting merges and skipping hidden columns", () => {
    expect(odsSheets(CONTENT)).toEqual([
      // Three 1 in columns: the empty cell between two filled ones counts, the empty tail does not.
      { name: "Rent", tableStyle: "ta1", widthIn: 3 },
      // A title merged over nine 1 in columns, one of them hidden.
      { name: "Ledger & notes", tableStyle: "ta2", widthIn: 8 },
      { name: "Scratch", tableStyle: "ta3", widthIn: 0 },
    ]);
  });
});

describe("fitOdsToPageWidth", () => {
  it("fits each page layout to one page wide on Letter, landscape where its widest sheet needs it", () => {
    const fitted = fitOdsToPageWidth(ods())!;
    const styles = new TextDecoder().decode(unzipSync(fitted.bytes)["styles.xml"]);
    const layouts = [...styles.matchAll(/<style:page-layout-properties[^>]*>/g)].map((m) => m[0]);
    expect(layouts).toEqual([
      '<style:page-layout-properties fo:margin-left="0.75in" fo:margin-right="0.75in" style:writing-mode="lr-tb" ' +
        'fo:page-width="8.5in" fo:page-height="11in" style:print-orientation="portrait" style:scale-to-X="1"/>',
      // 8 in of columns do not fit 8.5 in − 2 × 2 cm of portrait width.
      '<style:page-layout-properties fo:page-width="11in" fo:page-height="8.5in" fo:margin-left="2cm" ' +
        'fo:margin-right="2cm" style:print-orientation="landscape" style:scale-to-X="1"/>',
    ]);
    expect(fitted.warnings).toEqual([expect.stringContaining("hidden sheets (Scratch)")]);
  });

  it("keeps the archive valid: mimetype first and stored, the other parts unchanged", () => {
    const original = unzipSync(ods());
    const fitted = fitOdsToPageWidth(ods())!;
    const directory = readZipDirectory(fitted.bytes)!;
    expect(directory[0]).toMatchObject({ name: "mimetype", compressedSize: 46, uncompressedSize: 46 });
    const after = unzipSync(fitted.bytes);
    expect(Object.keys(after)).toEqual(Object.keys(original));
    expect(after["content.xml"]).toEqual(original["content.xml"]);
  });

  it("declines what it cannot read", () => {
    expect(fitOdsToPageWidth(zipSync({ "content.xml": new TextEncoder().encode(CONTENT) }))).toBeNull();
    expect(fitOdsToPageWidth(new TextEncoder().encode("not a zip"))).toBeNull();
  });
});
