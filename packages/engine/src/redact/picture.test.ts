// Photos of a statement redacted in their pixels (issue 43): a bank statement drawn as a PNG, and as a JPEG or a PNG
// stored sideways whose EXIF (a JPEG's, a PNG's eXIf chunk, or ImageMagick's PNG text chunk) turns it upright;
// tesseract finds its SSN and account number (OCR hits, boxes in the upright picture's pixels); the redacted copy is
// the same type, upright, its boxes black where they were drawn, and tesseract no longer reads the values; a file
// that is neither a PDF, an Office file nor a picture is answered with what to do. GIF, WebP and TIFF pictures too, a
// multi-page TIFF's hits and boxes on their own pages and its copy a PDF of its redacted pages.
import { execFileSync } from "node:child_process";
import { crc32 } from "node:zlib";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import type { Sharp } from "sharp";
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

  it.each([
    ["eXIf chunk", 6],
    ["ImageMagick text chunk", 8],
  ] as const)(
    "boxes a sideways PNG (orientation in its %s) as it is shown, and blacks the pixels where the box was drawn",
    async (where, orientation) => {
      // Stored on its side; the tag turns it upright (6: 90° clockwise to show, 8: 90° counter-clockwise).
      const stored = sharp(png).rotate(orientation === 6 ? -90 : 90);
      const sideways =
        where === "eXIf chunk"
          ? await stored.png().withMetadata({ orientation }).toBuffer()
          : withImageMagickOrientation(await stored.png().toBuffer(), orientation);
      const tagged = (await sharp(sideways).metadata()).orientation;
      expect(tagged).toBe(where === "eXIf chunk" ? orientation : undefined);
      const found = await findInExhibit({ name: "photo.png", bytes: sideways }, FEDERAL, { maxPages: 30 });
      if (!found.ok) throw new Error(found.reason);
      const meta = await sharp(png).metadata();
      expect(found.pages[0]).toMatchObject({ width: meta.width, height: meta.height });
      // tesseract reads the numbers only in the upright picture.
      expect(found.hits.some((h) => h.kind === "social-security-number")).toBe(true);
      // The bank's name line as the person sees it: 60-78 pt from the top of the 150 dpi statement.
      const px = 150 / 72;
      const drawn = [{ page: 1, rect: { x0: 60 * px, y0: 55 * px, x1: 400 * px, y1: 78 * px } }];
      const done = await redactExhibit({ name: "photo.png", bytes: sideways }, FEDERAL, found.hits, drawn);
      if (!done.ok) throw new Error(done.detail);
      const out = await sharp(done.bytes).metadata();
      expect([out.format, out.width, out.height, out.orientation]).toEqual([
        "png",
        meta.width,
        meta.height,
        undefined,
      ]);
      const read = ocr(done.bytes, "png");
      expect(read).not.toContain("FirstExampleBank");
      expect(read).not.toContain("123456789");
      expect(read).toContain("JaneRoe");
    },
  );

  it.each([
    ["GIF", "statement.gif", (img: Sharp) => img.gif()],
    ["WebP", "statement.webp", (img: Sharp) => img.webp({ lossless: true })],
    ["one-page TIFF", "statement.tif", (img: Sharp) => img.tiff({ compression: "lzw" })],
  ] as const)("redacts a %s statement in its pixels, as a PNG copy", async (_, name, encode) => {
    const bytes = new Uint8Array(await encode(sharp(png)).toBuffer());
    const found = await findInExhibit({ name, bytes }, FEDERAL, { maxPages: 30 });
    if (!found.ok) throw new Error(found.reason);
    expect(found.pageCount).toBe(1);
    expect(found.hits.map((h) => h.kind).sort()).toEqual([
      "financial-account-number",
      "social-security-number",
    ]);
    const done = await redactExhibit({ name, bytes }, FEDERAL, found.hits, []);
    if (!done.ok) throw new Error(done.detail);
    expect((await sharp(done.bytes).metadata()).format).toBe("png");
    const read = ocr(done.bytes, "png");
    expect(read).not.toContain("123456789");
    expect(read).toContain("FirstExampleBank");
  });

  it("boxes each page of a multi-page TIFF scan, the hits on their own page, and writes the pages as a PDF", async () => {
    // Page 1 a plain page, page 2 the statement: a fax or a scanner's multi-page file.
    const meta = await sharp(png).metadata();
    const blank = await sharp({
      create: { width: meta.width!, height: meta.height!, channels: 3, background: "#ffffff" },
    })
      .png()
      .toBuffer();
    // Joined as pages (libvips writes each frame as a TIFF page).
    const bytes = new Uint8Array(
      await sharp([blank, Buffer.from(png)], { join: { animated: true } })
        .tiff({ compression: "lzw" })
        .toBuffer(),
    );
    expect((await sharp(bytes).metadata()).pages).toBe(2);
    const found = await findInExhibit({ name: "scan.tif", bytes }, FEDERAL, { maxPages: 1 });
    if (!found.ok) throw new Error(found.reason);
    expect(found.pageCount).toBe(2);
    expect(found.pages.map((p) => p.page)).toEqual([1]);
    expect(found.hits.length).toBeGreaterThanOrEqual(2);
    expect(new Set(found.hits.map((h) => h.page))).toEqual(new Set([2]));
    // The second page's picture comes in the next batch, sized in its own pixels.
    const more = await findInExhibit({ name: "scan.tif", bytes }, FEDERAL, { maxPages: 1, firstPage: 2 });
    if (!more.ok) throw new Error(more.reason);
    expect(more.pages.map((p) => [p.page, p.width, p.height])).toEqual([[2, meta.width, meta.height]]);
    // A box drawn on page 2 over the bank's name (60-78 pt down the 150 dpi statement), none on page 1.
    const px = 150 / 72;
    const drawn = [{ page: 2, rect: { x0: 60 * px, y0: 55 * px, x1: 400 * px, y1: 78 * px } }];
    const done = await redactExhibit({ name: "scan.tif", bytes }, FEDERAL, found.hits, drawn);
    if (!done.ok) throw new Error(done.detail);
    expect(Buffer.from(done.bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    const out = path.join(dir, "scan-redacted.pdf");
    writeFileSync(out, done.bytes);
    const stem = path.join(dir, "scan-redacted");
    execFileSync("pdftoppm", ["-r", "150", "-png", "-f", "2", "-l", "2", "-singlefile", out, stem]);
    const read = ocr(readFileSync(`${stem}.png`), "png");
    expect(read).not.toContain("123456789");
    expect(read).not.toContain("FirstExampleBank");
    expect(read).toContain("JaneRoe");
    expect(execFileSync("pdfinfo", [out], { encoding: "utf8" })).toMatch(/Pages:\s+2\b/);
  });

  it("answers a file that is neither a PDF, an Office file nor a picture with what to do", async () => {
    const bytes = new TextEncoder().encode("PK\u0003\u0004 not an archive of anything we read");
    const found = await findInExhibit({ name: "bundle.zip", bytes }, FEDERAL, { maxPages: 30 });
    expect(found).toEqual({ ok: false, reason: expect.stringContaining("Save this file as a PDF") });
    expect((await redactExhibit({ name: "bundle.zip", bytes }, FEDERAL, [], [])).ok).toBe(false);
  });
});

/** The PNG with an ImageMagick "Raw profile type exif" text chunk holding `orientation` (big-endian TIFF, IFD0). */
function withImageMagickOrientation(png: Buffer, orientation: number): Buffer {
  const tiff = Buffer.from([
    ...[0x4d, 0x4d, 0, 42, 0, 0, 0, 8],
    ...[0, 1],
    ...[0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0],
    ...[0, 0, 0, 0],
  ]);
  const exif = Buffer.concat([Buffer.from("Exif\0\0", "latin1"), tiff]);
  const text = `\nexif\n${String(exif.length).padStart(8)}\n${exif.toString("hex")}\n`;
  const data = Buffer.concat([Buffer.from("Raw profile type exif\0", "latin1"), Buffer.from(text, "latin1")]);
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write("tEXt", 4, "latin1");
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  // After the 8-byte signature and the 25-byte IHDR chunk.
  return Buffer.concat([png.subarray(0, 33), chunk, png.subarray(33)]);
}
