// Word files redacted on their PDF conversion (issue 43): the statement as a .docx is converted by LibreOffice as the
// build converts it, its SSN and account number are found on the conversion's pages, a box drawn on the bank's name
// in the conversion's points lands on it, and the copy is a verified PDF holding none of them. The conversion is
// laid out the same way twice, word for word and point for point, which is what lets the boxes be pinned to it.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeConversion } from "../convert/cached.ts";
import { setOfficeConverter } from "../convert/office.ts";
import { createWarmOfficeConverter } from "../convert/office-warm.ts";
import type { OfficeConverter } from "../convert/office-warm.ts";
import { makeBankStatementDocx, makeFakeRedactionPdf, makePdf } from "../testing/factories.ts";
import { FEDERAL } from "../testing/redaction.ts";
import { findInExhibit, redactExhibit } from "./exhibit.ts";
import { isOfficeFile, officePdf } from "./office.ts";

const dir = mkdtempSync(path.join(tmpdir(), "courtready-office-redact-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// One warm LibreOffice for the file's conversions, as a server job thread converts (jobs/worker.ts sets one per
// thread): each of the seven conversions below started LibreOffice anew before, most of this file's time. The
// first test holds a cold run, the CLI's, to the same layout.
let warm: OfficeConverter;
beforeAll(() => {
  warm = createWarmOfficeConverter();
  setOfficeConverter(warm);
});
afterAll(async () => {
  setOfficeConverter(undefined);
  await warm.close();
});

/** The file's conversion by a cold LibreOffice run, as the CLI converts. */
async function coldOfficePdf(file: typeof docx): ReturnType<typeof officePdf> {
  setOfficeConverter(undefined);
  try {
    return await officePdf(file);
  } finally {
    setOfficeConverter(warm);
  }
}

const SSN = "123-45-6789";
const ACCOUNT = "123456789012";
const docx = { name: "statement.docx", bytes: makeBankStatementDocx({ ssn: SSN, account: ACCOUNT }) };

/** pdftotext's words with their boxes: the layout the boxes are pinned to. */
function layout(pdf: Uint8Array, name: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, pdf);
  return execFileSync("pdftotext", ["-bbox", file, "-"], { encoding: "utf8" }).replace(
    /<head>[\s\S]*<\/head>/,
    "",
  );
}

describe("Office files redacted on their conversion", () => {
  it("converts the same Word file to the same layout every time, warm or cold", async () => {
    expect(isOfficeFile(docx.name, docx.bytes)).toBe(true);
    const [a, b, cold] = [await officePdf(docx), await officePdf(docx), await coldOfficePdf(docx)];
    if (!a.ok || !b.ok || !cold.ok) throw new Error("not converted");
    const first = layout(a.bytes, "a.pdf");
    expect(first).toContain("Example");
    expect(layout(b.bytes, "b.pdf")).toBe(first);
    expect(layout(cold.bytes, "cold.pdf")).toBe(first);
  }, 120_000);

  it("finds a Word file's numbers on its conversion and redacts them and a drawn box out of a verified PDF", async () => {
    const found = await findInExhibit(docx, FEDERAL, { maxPages: 30 });
    if (!found.ok) throw new Error(found.reason);
    expect(found.pageCount).toBe(1);
    expect(found.pages[0]).toMatchObject({ page: 1, width: 612, height: 792 });
    expect(found.hits.map((h) => [h.kind, h.from]).sort()).toEqual([
      ["financial-account-number", "text"],
      ["social-security-number", "text"],
    ]);
    // The bank's name: the first line under a one-inch margin, 72 to 86 pt from the top, "First Example Bank" from
    // 72 to 156 pt across. (MuPDF removes every glyph whose box the rectangle touches, and Carlito's glyph boxes,
    // from its font box, reach into the next line: so the words after the name on its line are what must stay.)
    const drawn = [{ page: 1, rect: { x0: 70, y0: 75, x1: 157, y1: 82 } }];
    // The box is pinned to the page's layout as the person saw it (a SHA-256 of its words and their boxes).
    expect(found.layout?.map((l) => l.page)).toEqual([1]);
    expect(found.layout?.[0]?.sha256).toMatch(/^[0-9a-f]{64}$/);
    const done = await redactExhibit(docx, FEDERAL, found.hits, drawn, found.layout);
    if (!done.ok) throw new Error(done.detail);
    expect(Buffer.from(done.bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    const out = path.join(dir, "redacted.pdf");
    writeFileSync(out, done.bytes);
    const text = execFileSync("pdftotext", [out, "-"], { encoding: "utf8" });
    const qdf = execFileSync("qpdf", ["--qdf", "--object-streams=disable", out, "-"]).toString("latin1");
    for (const value of [SSN, ACCOUNT]) {
      expect(text.replace(/[ -]/g, "")).not.toContain(value.replace(/-/g, ""));
      expect(qdf).not.toContain(value);
    }
    expect(text).not.toMatch(/First|Example Bank/);
    // What is beside and below the box is still there: the box landed where it was drawn.
    expect(text).toContain("Monthly statement");
    expect(text).toContain("Closing balance $254.00");
  }, 180_000);

  it("refuses a drawn box whose page the build's conversion lays out otherwise, naming the page", async () => {
    const found = await findInExhibit(docx, FEDERAL, { maxPages: 30 });
    if (!found.ok || !found.layout) throw new Error("no layout");
    const drawn = [{ page: 1, rect: { x0: 70, y0: 75, x1: 157, y1: 82 } }];
    // As if LibreOffice or its fonts changed between the look and the build: the page's fingerprint differs.
    const other = found.layout.map((l) => ({
      ...l,
      sha256: l.sha256.replace(/^./, (c) => (c === "0" ? "1" : "0")),
    }));
    const refused = await redactExhibit(docx, FEDERAL, found.hits, drawn, other);
    expect(refused).toEqual({
      ok: false,
      page: 1,
      detail: expect.stringContaining("laid out"),
      layoutChanged: true,
    });
    // A page without a box is not pinned: its layout does not matter, and hits are checked by their values instead.
    const hitsOnly = await redactExhibit(docx, FEDERAL, found.hits, [], other);
    expect(hitsOnly.ok).toBe(true);
  }, 180_000);

  it("looks for black boxes over text in the conversion the file's check kept, and converts nothing for it", async () => {
    // No record: nothing is looked at (a LibreOffice run for this alone is not worth its time).
    const none = await findInExhibit(docx, FEDERAL, { maxPages: 30, coveredOnly: true });
    expect(none).toEqual({ ok: true, pageCount: 0, pages: [], hits: [], covered: [] });
    // The kept record's PDF is what is read: here one with a black box over a line, which the Word file itself has not.
    const record = async (pdf: Uint8Array, source = docx.bytes) =>
      encodeConversion(
        source,
        {
          type: "docx",
          content: { kind: "pdf", pdf },
          pageCount: 1,
          warnings: [],
          conversions: [],
          security: [],
        },
        { date: new Date() },
      );
    const fake = await record(await makeFakeRedactionPdf(SSN));
    const found = await findInExhibit(docx, FEDERAL, { maxPages: 30, coveredOnly: true, conversion: fake });
    if (!found.ok) throw new Error(found.reason);
    expect(found.covered.map((c) => c.page)).toEqual([1]);
    // The fixed areas become boxes on the conversion: they are pinned to its layout like drawn ones.
    expect(found.layout?.map((l) => l.page)).toEqual([1]);
    expect([found.pages, found.hits]).toEqual([[], []]);
    // Another file's record, or a clean conversion, flags nothing.
    const other = await record(await makeFakeRedactionPdf(SSN), new TextEncoder().encode("another file"));
    const clean = await record(await makePdf([{ text: "Monthly statement" }]));
    for (const conversion of [other, clean]) {
      const answer = await findInExhibit(docx, FEDERAL, { maxPages: 30, coveredOnly: true, conversion });
      expect(answer.ok && answer.covered).toEqual([]);
    }
  });
});
