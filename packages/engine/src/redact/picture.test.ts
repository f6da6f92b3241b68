// Photos of a statement redacted in their pixels (issue 43): a bank statement drawn as a PNG and as a JPEG whose EXIF
// turns it upright; tesseract finds its SSN and account number (OCR hits, boxes in the upright picture's pixels);
// the redacted copy is the same type, its boxes black, and tesseract no longer reads the values; a file that is
// neither a PDF nor a photo is answered with what to do.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeBankStatementPdf } from "../testing/factories.ts";
import { FEDERAL } from "../testing/redaction.ts";
import { findInExhibit, redactExhibit } from "./exhibit.ts";

const dir = mkdtempSync(path.join(tmpdir(), "courtready-picture-redact-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SSN = "123-45-6789";
const ACCOUNT = "123456789012";
let png: Uint8Array;

beforeAll(async () => {
  const pdf = path.join(dir, "statement.pdf");
  writeFileSync(pdf, await makeBankStatementPdf({ ssn: SSN, account: ACCOUNT }));
  execFileSync("pdftoppm", ["-r", "150", "-png", "-singlefile", pdf, path.join(dir, "statement")]);
  png = new Uint8Array(readFileSync(path.join(dir, "statement.png")));
});

/** What tesseract reads in the picture, letters and digits only. */
function ocr(bytes: Uint8Array, ext: string): string {
  const file = path.join(dir, `read-${Math.random().toString(36).slice(2)}.${ext}`);
  writeFileSync(file, bytes);
  return execFileSync("tesseract", [file, "-"], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
  }).replace(/[^A-Za-z0-9]/g, "");
}

describe("photos redacted in their pixels", () => {
  it("finds a PNG statement's numbers by OCR and blacks them out of a PNG copy tesseract cannot read them in", async () => {
    expect(ocr(png, "png")).toContain("123456789012");
    const found = await findInExhibit({ name: "statement.png", bytes: png }, FEDERAL, { maxPages: 30 });
    if (!found.ok) throw new Error(found.reason);
    expect(found.pageCount).toBe(1);
    const meta = await sharp(png).metadata();
    expect(found.pages[0]).toMatchObject({ page: 1, width: meta.width, height: meta.height });
    expect([...found.pages[0]!.jpeg.subarray(0, 2)]).toEqual([0xff, 0xd8]);
    expect(found.hits.map((h) => [h.kind, h.from]).sort()).toEqual([
      ["financial-account-number", "ocr"],
      ["social-security-number", "ocr"],
    ]);
    const done = await redactExhibit({ name: "statement.png", bytes: png }, FEDERAL, found.hits, []);
    if (!done.ok) throw new Error(done.detail);
    expect((await sharp(done.bytes).metadata()).format).toBe("png");
    const read = ocr(done.bytes, "png");
    expect(read).not.toContain("123456789012");
    expect(read).not.toContain("123456789");
    // The rest of the statement is still there to read.
    expect(read).toContain("FirstExampleBank");
    const box = found.hits[0]!.boxes[0]!;
    const { data, info } = await sharp(done.bytes).greyscale().raw().toBuffer({ resolveWithObject: true });
    const mid = Math.round((box.y0 + box.y1) / 2) * info.width + Math.round((box.x0 + box.x1) / 2);
    expect(data[mid * info.channels]).toBeLessThan(40);
  });

  it("draws boxes on a sideways JPEG as it is shown, and writes it upright without its EXIF", async () => {
    // The picture stored on its side with EXIF orientation 6 (turn 90° clockwise to show it).
    const sideways = await sharp(png).rotate(-90).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const found = await findInExhibit({ name: "photo.jpg", bytes: sideways }, FEDERAL, { maxPages: 30 });
    if (!found.ok) throw new Error(found.reason);
    const meta = await sharp(png).metadata();
    expect(found.pages[0]).toMatchObject({ width: meta.width, height: meta.height });
    expect(found.hits.some((h) => h.kind === "social-security-number")).toBe(true);
    const drawn = [{ page: 1, rect: { x0: 0, y0: 0, x1: meta.width!, y1: 60 } }];
    const done = await redactExhibit({ name: "photo.jpg", bytes: sideways }, FEDERAL, found.hits, drawn);
    if (!done.ok) throw new Error(done.detail);
    const out = await sharp(done.bytes).metadata();
    expect([out.format, out.width, out.height, out.exif, out.orientation]).toEqual([
      "jpeg",
      meta.width,
      meta.height,
      undefined,
      undefined,
    ]);
    expect(ocr(done.bytes, "jpg")).not.toContain("123456789");
  });

  it("answers a file that is neither a PDF nor a photo with what to do", async () => {
    const bytes = new TextEncoder().encode("GIF89a not really");
    const found = await findInExhibit({ name: "anim.gif", bytes }, FEDERAL, { maxPages: 30 });
    expect(found).toEqual({ ok: false, reason: expect.stringContaining("PDF") });
    expect((await redactExhibit({ name: "anim.gif", bytes }, FEDERAL, [], [])).ok).toBe(false);
  });
});
