// Fuzzing the ZIP lister (issue 26: it stays hand-written, see docs/decisions.md "Hand-written on purpose"):
// damaged copies of the corpus's .docx/.xlsx files and of built archives, including the damaged ones of
// zip.test.ts, never make listZipEntries throw anything but ZipFormatError, never hang (the test's timeout), never
// list more entries than MAX_ZIP_ENTRIES or than the file has room for, and firstStoredEntry never returns more
// than it was asked for.
import { zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { corpusBytes } from "../testing/corpus.ts";
import { fuzzCases } from "../testing/fuzz.ts";
import { buildZip, concat, DOCX_ENTRIES, latin1Bytes, utf8 } from "../testing/bytes.ts";
import { firstStoredEntry, listZipEntries, MAX_ZIP_ENTRIES, ZipFormatError } from "./list.ts";

function sources(): { name: string; bytes: Uint8Array }[] {
  const corpus = ["testWORD_truncated.docx", "testEXCEL.xlsx", "testWORD.docx", "testEXCEL_dateFormats.xlsx"];
  return [
    ...corpus.map((name) => ({ name, bytes: corpusBytes(`office/${name}`) })),
    { name: "built", bytes: buildZip([{ name: "mimetype", data: utf8("application/x") }, ...DOCX_ENTRIES]) },
    { name: "no central directory", bytes: buildZip(DOCX_ENTRIES, { centralDirectory: false }) },
    { name: "junk first", bytes: concat(latin1Bytes("junk before the archive"), buildZip(DOCX_ENTRIES)) },
    { name: "deflated", bytes: zipSync({ "a.txt": utf8("hello ".repeat(200)), "b/c.xml": utf8("<c/>") }) },
  ];
}

describe("listZipEntries under fuzzing", () => {
  it("lists or throws ZipFormatError for 4,000 damaged archives, within its entry limit", () => {
    let listed = 0;
    let refused = 0;
    for (const { name, bytes } of fuzzCases(sources(), 4000, 26)) {
      try {
        const { entries } = listZipEntries(bytes);
        listed++;
        // A local header takes at least 31 bytes with its name, a central one 47.
        expect(entries.length, name).toBeLessThanOrEqual(Math.min(MAX_ZIP_ENTRIES, bytes.length / 31));
        for (const e of entries) {
          expect(e.name.length, name).toBeLessThanOrEqual(0xffff);
          expect(Number.isSafeInteger(e.compressedSize) && e.compressedSize >= 0, name).toBe(true);
          expect(Number.isSafeInteger(e.uncompressedSize) && e.uncompressedSize >= 0, name).toBe(true);
        }
      } catch (error) {
        if (!(error instanceof ZipFormatError)) throw new Error(`${name}: ${String(error)}`);
        refused++;
      }
      const first = firstStoredEntry(bytes, "mimetype", 16);
      if (first) expect(first.length, name).toBeLessThanOrEqual(16);
    }
    // Both outcomes must be common, or the mutations are not reaching the lister's checks.
    expect(listed).toBeGreaterThan(2000);
    expect(refused).toBeGreaterThan(100);
  });
});
