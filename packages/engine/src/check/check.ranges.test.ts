// The filing check with its text read in page ranges by two processes at once (the fast path from 100 pages) against
// one pdftotext run (the slow path): the same findings, in the same order, on a file of corpus pages whose findings
// fall in several ranges (a scan, odd and legal sizes, low-resolution faxes, personal data, text in the clerk box).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runTool } from "../tools/run.ts";
import { corpusPath } from "../testing/corpus.ts";
import { makePdf } from "../testing/factories.ts";
import { filingProfile, sourced } from "../testing/filing.ts";
import { checkFiling, inPageOrder } from "./check.ts";
import { finding } from "./findings.ts";
import type { TextFacts } from "./rules.ts";

const dir = mkdtempSync(path.join(tmpdir(), "courtready-check-ranges-"));
const mixed = path.join(dir, "mixed.pdf");
afterAll(() => rmSync(dir, { recursive: true, force: true }));
beforeAll(async () => {
  const personal = path.join(dir, "personal.pdf");
  writeFileSync(
    personal,
    await makePdf([
      { text: "Plaintiff's SSN: 123-45-6789" },
      { text: "Account number 4111111111111111", size: [612, 1008] },
    ]),
  );
  const parts = [
    "pdf/tracemonkey.pdf",
    "pdf/issue7229.pdf",
    "pdf/sizes.pdf",
    "pdf/fax-decode-parms.pdf",
    "pdf/qpdf_rotated_20pages.pdf",
  ].map(corpusPath);
  const made = await runTool(
    "qpdf",
    ["--empty", "--warning-exit-0", "--pages", ...parts, personal, "--", mixed],
    { timeoutMs: 60_000 },
  );
  expect(made.code).toBe(0);
});

describe("checkFiling's text in page ranges", () => {
  it("finds what one text run finds, on every page", async () => {
    const profile = filingProfile({
      searchable_required: sourced(true),
      page_size: sourced("scale-to-letter" as const),
    });
    const file = [{ name: "mixed.pdf", path: mixed }];
    const one = await checkFiling(file, profile, { textSplitFrom: Infinity });
    const ranges = await checkFiling(file, profile, { textSplitFrom: 2 });
    const rules = new Set(one.files[0]!.findings.map((f) => f.rule));
    for (const rule of ["not-searchable", "page-size", "low-resolution", "personal-data"])
      expect(rules, rule).toContain(rule);
    expect(ranges).toEqual(one);
  });
});

describe("inPageOrder", () => {
  it("puts the facts of pages told out of order back in page order, a page's own findings kept in their order", () => {
    const personal = (page: number, message: string) =>
      finding({ rule: "personal-data", severity: "warning", page, message, fix: "", source: null });
    const box = { width: 612, height: 792, words: null };
    const t: TextFacts = {
      sizes: [3, 1, 2].map((page) => ({ page, width: 612, height: 792 })),
      withText: new Set([3, 1]),
      clerkText: [3, 1],
      personal: [personal(3, "a"), personal(3, "b"), personal(1, "c"), personal(2, "d")],
      pageBoxes: new Map([
        [3, box],
        [1, box],
        [2, box],
      ]),
    };
    inPageOrder(t);
    expect(t.sizes.map((s) => s.page)).toEqual([1, 2, 3]);
    expect(t.clerkText).toEqual([1, 3]);
    expect(t.personal.map((f) => `${f.page}${f.message}`)).toEqual(["1c", "2d", "3a", "3b"]);
    expect([...t.pageBoxes.keys()]).toEqual([1, 2, 3]);
  });
});
