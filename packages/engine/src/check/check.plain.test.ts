// The filing check's plain-text path (every page's plain text, word boxes only where a rule needs positions) against
// the words path (every page's word boxes, as the check read them before): the same report, finding for finding,
// on corpus files (scans, odd and rotated pages, damaged and locked files, a page tree pdfinfo reads only in part)
// and on a made file with a finding of every text rule (personal data, a black box over text, scans with and
// without text, text only in the stamp band, a mark in page 1's clerk box).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PDFDocument, rgb, StandardFonts } from "../pdf/pdf-lib.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { corpusPath } from "../testing/corpus.ts";
import { makeJpeg } from "../testing/factories.ts";
import { filingProfile, sourced } from "../testing/filing.ts";
import { runTool } from "../tools/run.ts";
import { checkFiling } from "./check.ts";
import type { CheckFilingOptions } from "./check.ts";
import { popplerPageSizes, wordRuns } from "./plain.ts";

const dir = mkdtempSync(path.join(tmpdir(), "courtready-check-plain-"));
const made = path.join(dir, "made.pdf");
const mixed = path.join(dir, "mixed.pdf");
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const CORPUS = [
  "pdf/tracemonkey.pdf",
  "pdf/issue7229.pdf",
  "pdf/sizes.pdf",
  "pdf/fax-decode-parms.pdf",
  "pdf/qpdf_rotated_20pages.pdf",
  "pdf/testPDF_JBIG2.pdf",
  "pdf/Pages-tree-refs.pdf",
  "pdf/damaged-stream.pdf",
  "pdf/issue3371.pdf",
  "pdf/V4-aes.pdf",
];

beforeAll(async () => {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const scan = await doc.embedJpg(await makeJpeg(540, 720));
  const text = (page: ReturnType<typeof doc.addPage>, words: string, x: number, y: number) =>
    page.drawText(words, { x, y, size: 12, font });
  // 1: a stamp in page 1's clerk box.
  text(doc.addPage([612, 792]), "RECEIVED BY CLERK", 470, 750);
  // 2: personal data of each kind.
  const personal = doc.addPage([612, 792]);
  text(personal, "Plaintiff's SSN: 123-45-6789", 50, 700);
  text(personal, "Card 4111 1111 1111 1111 on file", 50, 680);
  text(personal, "Checking account 0012345678", 50, 660);
  text(personal, "Date of birth: March 4, 1980", 50, 640);
  // 3: a black box drawn over words that can still be copied.
  const redacted = doc.addPage([612, 792]);
  text(redacted, "Visible words here", 50, 700);
  text(redacted, "Hidden account 12345678", 50, 600);
  redacted.drawRectangle({ x: 45, y: 590, width: 250, height: 30, color: rgb(0, 0, 0) });
  // 4: a scan with no text; 5: a scan with words over it; 6: a scan whose only words are in the stamp band.
  for (const words of [null, "Recognised words", "12"]) {
    const page = doc.addPage([612, 792]);
    page.drawImage(scan, { x: 36, y: 36, width: 540, height: 720 });
    if (words) text(page, words, 300, words === "12" ? 20 : 400);
  }
  // 7: a legal page with text.
  text(doc.addPage([612, 1008]), "A legal-size page", 50, 900);
  writeFileSync(made, await doc.save());
  const merged = await runTool(
    "qpdf",
    ["--empty", "--warning-exit-0", "--pages", made, ...CORPUS.slice(0, 5).map(corpusPath), "--", mixed],
    { timeoutMs: 60_000 },
  );
  expect(merged.code).toBe(0);
});

const profile = filingProfile({
  searchable_required: sourced(true),
  page_size: sourced("scale-to-letter" as const),
  clerk_box_first_page: sourced({ width_in: 3, height_in: 3 }),
});

/** The report, or the error's text where the check refuses the file: both paths must say the same. */
async function report(file: string, options: CheckFilingOptions) {
  try {
    return await checkFiling([{ name: path.basename(file), path: file }], profile, options);
  } catch (error) {
    return { error: String(error) };
  }
}

describe("checkFiling's plain-text path", () => {
  it("gives the words path's report on a made file with a finding of every text rule", async () => {
    const words = await report(made, { textPath: "words" });
    const rules = "files" in words ? words.files[0]!.findings.map((f) => `${f.rule}@${f.page}`) : [];
    for (const rule of [
      "clerk-box@1",
      "personal-data@2",
      "hidden-text-under-box@3",
      "not-searchable@4",
      "page-size@7",
    ])
      expect(rules, rule).toContain(rule);
    // Page 5's words make it searchable; page 6's only words are a page number, which do not.
    expect(rules).not.toContain("not-searchable@5");
    expect(rules).toContain("not-searchable@6");
    expect(rules.filter((r) => r === "personal-data@2").length).toBe(4);
    expect(await report(made, { textPath: "plain" })).toEqual(words);
  });

  it("gives the words path's report on corpus files, and on them merged and read in page ranges", async () => {
    for (const relative of CORPUS) {
      const file = corpusPath(relative);
      expect(await report(file, { textPath: "plain" }), relative).toEqual(
        await report(file, { textPath: "words" }),
      );
    }
    const words = await report(mixed, { textPath: "words", textSplitFrom: Infinity });
    expect(await report(mixed, { textPath: "plain", textSplitFrom: 2 })).toEqual(words);
  });
});

describe("popplerPageSizes", () => {
  it("gives every page's media box, and null where pdfinfo lists only some of the pages", async () => {
    const sizes = await popplerPageSizes(corpusPath("pdf/sizes.pdf"));
    expect(sizes?.slice(0, 3)).toEqual([
      { width: 612, height: 792 },
      { width: 649, height: 323 },
      { width: 792, height: 612 },
    ]);
    expect(await popplerPageSizes(corpusPath("pdf/Pages-tree-refs.pdf"))).toBeNull();
    expect(await popplerPageSizes(corpusPath("pdf/issue3371.pdf"))).toBeNull();
  });
});

describe("wordRuns", () => {
  it("joins wanted pages across short gaps and starts a new run after a long one", () => {
    expect(wordRuns([])).toEqual([]);
    expect(wordRuns([5, 1, 2, 2, 30, 39])).toEqual([
      [1, 5],
      [30, 39],
    ]);
    expect(wordRuns([1, 11])).toEqual([
      [1, 1],
      [11, 11],
    ]);
  });
});
