// The filing check on real files from the shared corpus: clean ones pass clean, scans and locked files are caught.
import { describe, expect, it } from "vitest";
import { corpusPath } from "../testing/corpus.ts";
import { filingProfile, sourced } from "../testing/filing.ts";
import { checkFiling } from "./check.ts";

const file = (relative: string) => ({ name: relative.split("/").pop()!, path: corpusPath(relative) });
const found = async (relative: string, profile = filingProfile()) =>
  (await checkFiling([file(relative)], profile)).files[0]!.findings.map(
    (f) => `${f.rule}@${f.page}:${f.severity}`,
  );

describe("checkFiling on the corpus", () => {
  it("passes clean text PDFs clean", async () => {
    for (const clean of ["pdf/tracemonkey.pdf", "pdf/testPDF_JBIG2.pdf"])
      expect(await found(clean)).toEqual([]);
    const report = await checkFiling([file("pdf/tracemonkey.pdf")], filingProfile());
    expect(report.files[0]).toMatchObject({ file: "tracemonkey.pdf", pages: 14 });
  });

  it("finds the scanned pages of a scan with no text layer, a blocker where the court requires searchable PDFs", async () => {
    expect(await found("pdf/issue7229.pdf", filingProfile({ searchable_required: sourced(true) }))).toContain(
      "not-searchable@1:blocker",
    );
  });

  it("finds a file locked with a password and one encrypted with an empty one", async () => {
    expect(await found("pdf/issue3371.pdf")).toEqual(["encrypted@null:blocker"]);
    const open = await checkFiling([file("pdf/V4-aes.pdf")], filingProfile());
    expect(open.files[0]!.pages).toBe(30);
    expect(open.files[0]!.findings.map((f) => f.rule)).toContain("encrypted");
  });

  it("finds pages of several sizes and the legal page where the court takes Letter", async () => {
    const findings = await checkFiling(
      [file("pdf/sizes.pdf")],
      filingProfile({ page_size: sourced("scale-to-letter" as const) }),
    );
    expect(findings.files[0]!.findings.map((f) => f.rule)).toContain("page-size");
  });
});
