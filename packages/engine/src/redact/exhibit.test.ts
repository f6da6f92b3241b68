// One exhibit redacted from its bytes (issue 43, the builder's side): a bank statement's hits found with its page
// pictures, the redacted copy verified and holding none of the values, the original untouched; a file that is not
// a PDF answered with what to do; an index description's values replaced.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { makeBankStatementPdf, makeFakeRedactionPdf, makeJpeg, makePdf } from "../testing/factories.ts";
import { FEDERAL } from "../testing/redaction.ts";
import { findInExhibit, redactExhibit, redactText } from "./exhibit.ts";

const dir = mkdtempSync(path.join(tmpdir(), "courtready-exhibit-redact-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SSN = "123-45-6789";
const ACCOUNT = "123456789012";

describe("findInExhibit and redactExhibit", () => {
  it("finds the SSN and the account number, draws the page, and redacts them out of a verified copy", async () => {
    const bytes = await makeBankStatementPdf({ ssn: SSN, account: ACCOUNT });
    const original = Buffer.from(bytes);
    const found = await findInExhibit({ name: "statement.pdf", bytes }, FEDERAL, { maxPages: 5 });
    if (!found.ok) throw new Error(found.reason);
    expect(found.pageCount).toBe(1);
    expect(found.pages).toHaveLength(1);
    expect(found.pages[0]!.width).toBe(612);
    // A JPEG: its first two bytes.
    expect([...found.pages[0]!.jpeg.subarray(0, 2)]).toEqual([0xff, 0xd8]);
    expect(found.hits.map((h) => h.kind).sort()).toEqual([
      "financial-account-number",
      "social-security-number",
    ]);

    const done = await redactExhibit({ name: "statement.pdf", bytes }, FEDERAL, found.hits, [
      { page: 1, rect: { x0: 60, y0: 60, x1: 400, y1: 90 } },
    ]);
    if (!done.ok) throw new Error(done.detail);
    expect(Buffer.from(bytes).equals(original)).toBe(true);
    const out = path.join(dir, "out.pdf");
    writeFileSync(out, done.bytes);
    const text = execFileSync("pdftotext", [out, "-"], { encoding: "utf8" });
    const qdf = execFileSync("qpdf", ["--qdf", "--object-streams=disable", out, "-"]).toString("latin1");
    for (const value of [SSN, "123456789", ACCOUNT, "12345678"]) {
      expect(text.replace(/[ -]/g, "")).not.toContain(value.replace(/-/g, ""));
      expect(qdf).not.toContain(value);
    }
    // The drawn box took the bank's name line away too; the rest of the statement stays.
    expect(text).not.toContain("First Example Bank");
    expect(text).toContain("Closing balance");
  });

  it("draws pages further on by themselves, numbered as in the file, without finding again", async () => {
    const bytes = await makePdf(Array.from({ length: 35 }, (_, i) => ({ text: `page ${i + 1}` })));
    const first = await findInExhibit({ name: "long.pdf", bytes }, FEDERAL, { maxPages: 30 });
    if (!first.ok) throw new Error(first.reason);
    expect(first.pages.map((p) => p.page)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    const more = await findInExhibit({ name: "long.pdf", bytes }, FEDERAL, { maxPages: 30, firstPage: 31 });
    if (!more.ok) throw new Error(more.reason);
    expect(more.pageCount).toBe(35);
    expect(more.pages.map((p) => [p.page, p.width])).toEqual([31, 32, 33, 34, 35].map((n) => [n, 612]));
    expect([...more.pages[0]!.jpeg.subarray(0, 2)]).toEqual([0xff, 0xd8]);
    expect(more.hits).toEqual([]);
  });

  it("reads a photo as one page (picture.test.ts has its redaction) and draws no further pages of it", async () => {
    const bytes = await makeJpeg(40, 40);
    const found = await findInExhibit({ name: "photo.jpg", bytes }, FEDERAL, { maxPages: 5 });
    expect(found).toMatchObject({
      ok: true,
      pageCount: 1,
      pages: [{ page: 1, width: 40, height: 40 }],
      hits: [],
    });
    const more = await findInExhibit({ name: "photo.jpg", bytes }, FEDERAL, { maxPages: 5, firstPage: 2 });
    expect(more).toMatchObject({ ok: true, pageCount: 1, pages: [] });
    const done = await redactExhibit({ name: "photo.jpg", bytes }, FEDERAL, [], []);
    expect(done.ok).toBe(true);
  });
});

describe("covered text", () => {
  it("finds readable text under a black box, and its box redacts it for real", async () => {
    const bytes = await makeFakeRedactionPdf(SSN);
    const found = await findInExhibit({ name: "letter.pdf", bytes }, FEDERAL, {
      maxPages: 5,
      coveredOnly: true,
    });
    if (!found.ok) throw new Error(found.reason);
    expect(found.hits).toEqual([]);
    expect(found.covered).toHaveLength(1);
    const [box] = found.covered;
    expect(box!.page).toBe(1);
    // Around the SSN only: "My number is" and "as shown." stay readable.
    const done = await redactExhibit({ name: "letter.pdf", bytes }, FEDERAL, [], found.covered);
    if (!done.ok) throw new Error(done.detail);
    const out = path.join(dir, "letter-redacted.pdf");
    writeFileSync(out, done.bytes);
    const text = execFileSync("pdftotext", [out, "-"], { encoding: "utf8" });
    expect(text).not.toContain(SSN);
    expect(text).toContain("My number is");
    expect(text).toContain("as shown.");
    // The statement, with nothing drawn over its text, has no such area.
    const clean = await findInExhibit(
      { name: "statement.pdf", bytes: await makeBankStatementPdf({ ssn: SSN, account: ACCOUNT }) },
      FEDERAL,
      { maxPages: 5, coveredOnly: true },
    );
    expect(clean.ok && clean.covered).toEqual([]);
  });
});

describe("redactText", () => {
  it("replaces each value whatever its separators, and nothing else", () => {
    expect(redactText("Statement for account 1234-5678-9012, SSN 123 45 6789.", ["123456789012", SSN])).toBe(
      "Statement for account [REDACTED], SSN [REDACTED].",
    );
    expect(redactText("Rent for March", [ACCOUNT])).toBe("Rent for March");
  });
});
