// The mark our OCR leaves on the pages it read, end to end with the real tesseract: under a court that requires
// searchable PDFs, a photo with no words blocks filing until the kit's OCR has read it, then is only a warning;
// a scan of text becomes searchable; the mark is still there in the volumes and in the exhibits' own PDFs.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { TFilingCheckFile } from "@courtready/contracts";
import { PDFDocument, StandardFonts, rgb } from "../pdf/pdf-lib.ts";
import { checkFiling } from "../check/check.ts";
import { loadSystemFonts } from "../fonts/system-fonts.ts";
import { makeNoisyJpeg } from "../testing/factories.ts";
import { filingProfile, sourced } from "../testing/filing.ts";
import type { SourceFile } from "../types.ts";
import { buildEnhancedKit } from "./kit.ts";
import type { KitFile, KitOptions } from "./kit.ts";

const fonts = loadSystemFonts();
const dir = mkdtempSync(path.join(tmpdir(), "courtready-ocr-mark-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const profile = filingProfile({ searchable_required: sourced(true) });
const options: KitOptions = {
  role: "plaintiff",
  case: { caseName: "Roe v. Acme Property", caseNumber: "24-SC-0042", courtName: "Small Claims Court" },
  preparedOn: new Date("2026-11-22T12:00:00Z"),
};

/** A PDF page drawn into a 300-dpi JPEG: what a phone's picture or a scanner gives, with no text layer. */
async function picture(name: string, draw: (doc: PDFDocument) => Promise<void>): Promise<SourceFile> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  await draw(doc);
  const pdf = path.join(dir, `${name}.pdf`);
  writeFileSync(pdf, await doc.save());
  execFileSync("pdftoppm", ["-r", "300", "-jpeg", "-singlefile", pdf, path.join(dir, name)]);
  return { name: `${name}.jpg`, bytes: readFileSync(path.join(dir, `${name}.jpg`)) };
}

/** A photo of a broken heater, as far as text recognition goes: shapes and colour, not one letter. */
const photo = () =>
  picture("heater", async (doc) => {
    const page = doc.addPage([612, 792]);
    page.drawRectangle({ x: 0, y: 0, width: 612, height: 792, color: rgb(0.55, 0.6, 0.7) });
    page.drawRectangle({ x: 120, y: 180, width: 360, height: 420, color: rgb(0.85, 0.85, 0.8) });
    page.drawEllipse({ x: 300, y: 420, xScale: 110, yScale: 110, color: rgb(0.3, 0.3, 0.3) });
    page.drawEllipse({ x: 300, y: 420, xScale: 60, yScale: 60, color: rgb(0.75, 0.35, 0.2) });
  });

/** A scanned letter: large, plain words. */
const scan = () =>
  picture("letter", async (doc) => {
    const page = doc.addPage([612, 792]);
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const lines = ["NOTICE OF REPAIRS NEEDED", "The heater in the bedroom", "has not worked since March."];
    lines.forEach((line, i) => page.drawText(line, { x: 72, y: 650 - i * 40, size: 24, font }));
  });

/** A heavy page with a text layer (a noisy picture under typed words), to make a size limit split the binder. */
async function heavy(name: string, seed: number): Promise<SourceFile> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const page = doc.addPage([612, 792]);
  page.drawImage(await doc.embedJpg(await makeNoisyJpeg(700, 700, seed)), {
    x: 72,
    y: 150,
    width: 468,
    height: 468,
  });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  page.drawText(`Rent receipts ${name}`, { x: 72, y: 680, size: 18, font });
  return { name: `${name}.pdf`, bytes: await doc.save() };
}

async function check(files: KitFile[]): Promise<TFilingCheckFile[]> {
  const paths = files.map((f) => {
    const p = path.join(dir, path.basename(f.name));
    writeFileSync(p, f.bytes);
    return { name: path.basename(f.name), path: p };
  });
  return (await checkFiling(paths, profile)).files;
}

const searchable = (f: TFilingCheckFile) =>
  f.findings.filter((x) => x.rule === "not-searchable").map((x) => `${x.page}:${x.severity}:${x.action}`);

describe("the OCR mark under a court that requires searchable PDFs", async () => {
  const sources = [await heavy("receipts-a", 3), await photo(), await scan(), await heavy("receipts-b", 5)];
  const before = await buildEnhancedKit(sources, fonts, options);
  // Room for one heavy page and a volume's cover and fonts, not for both: the court copy comes as volumes.
  const limit = Math.max(...before.binder.exhibitPageBytes.flat()) + 160 * 1024;
  const after = await buildEnhancedKit(sources, fonts, { ...options, ocr: true, maxSizeBytes: limit });
  const exhibits = (kit: typeof after) => kit.files.filter((f) => f.name.startsWith("exhibits/")).slice(1, 3);
  const [photoPage, scanPage] = before.binder.exhibits.slice(1, 3).map((e) => e.startPage);

  it("before OCR: the photo and the scan both block, with the fix 'ocr'", async () => {
    const [binder] = await check([{ name: "binder.pdf", bytes: before.binder.pdf }]);
    // One run of pages: the photo's, then the letter's.
    expect(scanPage).toBe(photoPage! + 1);
    expect(searchable(binder!)).toEqual([`${photoPage}:blocker:ocr`]);
    expect(binder!.findings.find((f) => f.rule === "not-searchable")!.message).toMatch(/^Pages \d+–\d+ have/);
  }, 60_000);

  it("after the kit's OCR: the photo is a warning with no fix, the scan is searchable, in the volumes", async () => {
    const count = after.binder.volumes?.length ?? 0;
    expect(count).toBeGreaterThanOrEqual(2);
    // The kit's files open with the court copy: here its volumes.
    const volumes = await check(after.files.slice(0, count));
    const found = volumes.flatMap((v) => v.findings.filter((f) => f.rule === "not-searchable"));
    // One finding in all: the photo's page (the letter now has words), a warning with no fix to press.
    expect(found).toEqual([expect.objectContaining({ severity: "warning", action: null })]);
    expect(found[0]!.message).toMatch(/is a picture with no words; nothing to search/);
    expect(volumes.flatMap((v) => v.findings).filter((f) => f.severity === "blocker")).toEqual([]);
    // The print version (qpdf copies the binder's pages) keeps it too.
    const [print] = await check(after.files.filter((f) => f.name === "binder-print.pdf"));
    expect(print!.findings.filter((f) => f.rule === "not-searchable")).toEqual([
      expect.objectContaining({ severity: "warning", action: null }),
    ]);
  }, 300_000);

  it("the exhibits' own PDFs keep the mark: the photo's is a warning, the letter's is searchable", async () => {
    const [photoPdf, letterPdf] = await check(exhibits(after));
    expect(searchable(photoPdf!)).toEqual(["1:warning:null"]);
    expect(searchable(letterPdf!)).toEqual([]);
    // And without OCR, the same exhibit PDFs block.
    const [unread] = await check(exhibits(before));
    expect(searchable(unread!)).toEqual(["1:blocker:ocr"]);
  }, 60_000);
});
