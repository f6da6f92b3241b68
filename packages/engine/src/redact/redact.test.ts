// Redaction end to end on files made here (issue 43): a bank statement with an SSN and an account number in its text
// and table, a birth date in a form field, the number in a bookmark, the information dictionary and XMP; a scan whose
// number only OCR reads; a fake black-box redaction over text. Each is redacted, then read back with poppler and
// qpdf and checked with the filing check: none of the values is left, and the original file is unchanged.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TRedactionRuleSet } from "@courtready/contracts";
import { afterAll, describe, expect, it } from "vitest";
import { checkFiling } from "../check/check.ts";
import { PDFDocument, PDFHexString, PDFName, StandardFonts, rgb } from "../pdf/pdf-lib.ts";
import { filingProfile } from "../testing/filing.ts";
import { FEDERAL, TEXAS } from "../testing/redaction.ts";
import { findRedactionsInPdf, redactPdf } from "./redact.ts";
import { verifyRedaction } from "./verify.ts";

const dir = mkdtempSync(path.join(tmpdir(), "courtready-redact-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SSN = "123-45-6789";
const ACCOUNT = "123456789012";
const DOB = "03/14/1985";

/** A one-page bank statement: text, a table row, a form field, a bookmark, Info and XMP all holding the numbers. */
async function bankStatement(): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  const text = (s: string, x: number, y: number): void => page.drawText(s, { x, y, size: 12, font });
  text("First Example Bank - Statement for Jane Roe", 72, 720);
  text(`SSN: ${SSN}`, 72, 690);
  text(`Date of birth: ${DOB}`, 72, 670);
  // A table: a header row and a row whose cells are drawn one by one, as statements are.
  text("Account", 72, 620);
  text("Number", 200, 620);
  text("Balance", 360, 620);
  text("Checking", 72, 600);
  text(ACCOUNT, 200, 600);
  text("$1,204.00", 360, 600);
  page.drawRectangle({ x: 70, y: 595, width: 350, height: 40, borderColor: rgb(0, 0, 0), borderWidth: 0.5 });
  const field = doc.getForm().createTextField("dob");
  field.setText(`DOB ${DOB}`);
  field.addToPage(page, { x: 72, y: 500, width: 200, height: 20, font });
  doc.setTitle(`Statement ${ACCOUNT}`);
  doc.setSubject(`SSN ${SSN}`);
  const xmp = doc.context.stream(
    `<x:xmpmeta><dc:description>Account ${ACCOUNT}</dc:description></x:xmpmeta>`,
    {
      Type: "Metadata",
      Subtype: "XML",
    },
  );
  doc.catalog.set(PDFName.of("Metadata"), doc.context.register(xmp));
  const outlines = doc.context.nextRef();
  const item = doc.context.register(
    doc.context.obj({
      Title: PDFHexString.fromText(`Checking ${ACCOUNT}`),
      Parent: outlines,
      Dest: [page.ref, "XYZ", null, null, null],
    }),
  );
  doc.context.assign(outlines, doc.context.obj({ Type: "Outlines", First: item, Last: item, Count: 1 }));
  doc.catalog.set(PDFName.of("Outlines"), outlines);
  return doc.save();
}

/** A page that is only a picture of "Account No. 987654321098" (drawn by poppler from a text PDF at 150 dpi). */
async function scannedStatement(): Promise<Uint8Array> {
  const source = await PDFDocument.create({ updateMetadata: false });
  const font = await source.embedFont(StandardFonts.Helvetica);
  source.addPage([612, 792]).drawText("Account No. 987654321098", { x: 72, y: 700, size: 20, font });
  const sourceFile = path.join(dir, "scan-source.pdf");
  writeFileSync(sourceFile, await source.save());
  execFileSync("pdftoppm", ["-r", "150", "-gray", "-png", "-singlefile", sourceFile, path.join(dir, "scan")]);
  const doc = await PDFDocument.create({ updateMetadata: false });
  const image = await doc.embedPng(readFileSync(path.join(dir, "scan.png")));
  doc.addPage([612, 792]).drawImage(image, { x: 0, y: 0, width: 612, height: 792 });
  return doc.save();
}

/** Text with a black rectangle drawn over the SSN: "redacted" the way that leaves it readable. */
async function fakeRedaction(): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  const lead = "Plaintiff's SSN is ";
  page.drawText(`${lead}${SSN} as shown.`, { x: 72, y: 700, size: 12, font });
  const x = 72 + font.widthOfTextAtSize(lead, 12);
  page.drawRectangle({ x, y: 697, width: font.widthOfTextAtSize(SSN, 12), height: 13, color: rgb(0, 0, 0) });
  return doc.save();
}

function write(name: string, bytes: Uint8Array): string {
  const file = path.join(dir, name);
  writeFileSync(file, bytes);
  return file;
}

function pdftotext(file: string): string {
  return execFileSync("pdftotext", [file, "-"], { encoding: "utf8" });
}

function qdf(file: string): string {
  return execFileSync("qpdf", ["--qdf", "--object-streams=disable", file, "-"], {
    maxBuffer: 1 << 28,
  }).toString("latin1");
}

async function redactAll(file: string, rules: TRedactionRuleSet, out: string) {
  const hits = await findRedactionsInPdf(file, path.basename(file), rules);
  const result = await redactPdf(file, out, path.basename(file), rules, hits);
  return { hits, result };
}

describe("redactPdf", () => {
  it("removes the SSN, account number and birth date from text, table, form field, bookmark and metadata", async () => {
    const file = write("statement.pdf", await bankStatement());
    const before = readFileSync(file);
    const out = path.join(dir, "statement-redacted.pdf");
    const { hits, result } = await redactAll(file, FEDERAL, out);

    // The birth date twice: in the page's text and in the form field's appearance, which poppler reads too.
    expect(hits.map((h) => `${h.kind}@${h.page}:${h.from}`).sort()).toEqual([
      "birth-date@1:text",
      "birth-date@1:text",
      "financial-account-number@1:text",
      "social-security-number@1:text",
    ]);
    expect(result.verification).toMatchObject({ ok: true, problems: [] });
    expect(result.applied).toMatchObject({ bookmarks: 1, info: 2, xmp: true, fields: 1 });
    const text = pdftotext(out);
    const dump = qdf(out);
    for (const value of [SSN, ACCOUNT, DOB, "123456789", "03/14"]) {
      expect(text).not.toContain(value);
      expect(dump).not.toContain(value);
    }
    // FRCP 5.2: the last four digits and the year may stay, and do.
    expect(text).toContain("6789");
    expect(text).toContain("9012");
    expect(text).toContain("1985");
    expect(text).toContain("Statement for Jane Roe");
    expect(readFileSync(file).equals(before)).toBe(true);
  });

  it("Texas: an X for each removed character, nothing kept", async () => {
    const file = write("statement-tx.pdf", await bankStatement());
    const out = path.join(dir, "statement-tx-redacted.pdf");
    const { result } = await redactAll(file, TEXAS, out);
    expect(result.verification.problems).toEqual([]);
    const text = pdftotext(out);
    expect(text).toContain("XXX-XX-XXXX");
    expect(text).toContain("XXXXXXXXXXXX");
    expect(text).not.toContain("6789");
    expect(text).not.toContain("1985");
  });

  it("a scanned number is read by OCR and its pixels blacked out", async () => {
    const file = write("scan.pdf", await scannedStatement());
    const out = path.join(dir, "scan-redacted.pdf");
    const { hits, result } = await redactAll(file, TEXAS, out);
    expect(hits.map((h) => [h.kind, h.from])).toEqual([["financial-account-number", "ocr"]]);
    expect(result.verification.problems).toEqual([]);
    // Read again, the page no longer shows the number.
    const again = await findRedactionsInPdf(out, "scan-redacted.pdf", TEXAS);
    expect(again.filter((h) => h.value.includes("9876"))).toEqual([]);
  }, 60_000);

  it("a black box over readable text: the check flags the original and passes the redacted copy", async () => {
    const file = write("fake.pdf", await fakeRedaction());
    const out = path.join(dir, "fake-redacted.pdf");
    const profile = filingProfile({ court: "test_court" });
    const hidden = async (f: string) =>
      (await checkFiling([{ path: f, name: path.basename(f) }], profile)).files[0]!.findings.filter(
        (x) => x.rule === "hidden-text-under-box",
      ).length;
    expect(await hidden(file)).toBe(1);
    // The person draws a box over the old one, in points from the top left (pdftotext puts the SSN at 163–231 × 83–94).
    const result = await redactPdf(
      file,
      out,
      "fake.pdf",
      FEDERAL,
      [],
      [{ page: 1, rect: { x0: 162, y0: 82, x1: 232, y1: 95 } }],
    );
    expect(result.verification.problems).toEqual([]);
    expect(pdftotext(out)).not.toContain(SSN);
    expect(pdftotext(out)).toContain("as shown.");
    expect(await hidden(out)).toBe(0);
  });
});

describe("verifyRedaction", () => {
  it("names the page when text is still under a box and the value is still in the file", async () => {
    const file = write("unredacted.pdf", await fakeRedaction());
    const box = { x0: 162, y0: 82, x1: 232, y1: 95, text: null };
    const result = await verifyRedaction(file, "unredacted.pdf", { "1": [box] }, [SSN], "black-box");
    expect(result.ok).toBe(false);
    expect(result.problems.map((p) => p.page)).toEqual([1, 1, null]);
  });
});
