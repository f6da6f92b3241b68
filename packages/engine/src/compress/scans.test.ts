import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { PDFDocument } from "../pdf/pdf-lib.ts";
import { makeNoisyJpeg, makePdf, makeScannedPdf } from "../testing/factories.ts";
import { compressScan, compressScans, estimateCompressedBytes, picturesOver, SCAN_DPI } from "./scans.ts";

/** `pdfimages -list` and `qpdf --show-npages` of some bytes: what a reader sees in the file. */
function inspect(bytes: Uint8Array): { pages: number; dpis: number[]; widths: number[] } {
  const dir = mkdtempSync(path.join(tmpdir(), "scans-test-"));
  try {
    const file = path.join(dir, "f.pdf");
    writeFileSync(file, bytes);
    const pages = Number(execFileSync("qpdf", ["--show-npages", file], { encoding: "utf8" }).trim());
    const rows = execFileSync("pdfimages", ["-list", file], { encoding: "utf8" })
      .split("\n")
      .slice(2)
      .map((l) => l.trim().split(/\s+/))
      .filter((f) => f.length >= 16);
    return { pages, dpis: rows.map((f) => Number(f[12])), widths: rows.map((f) => Number(f[3])) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("compressScan", () => {
  it("re-encodes a 600-dpi colour scan at 200 dpi: smaller, same pages, readable", async () => {
    // 1,800 px drawn over 3 inches: 600 dpi.
    const bytes = await makeScannedPdf(1800, 3, 7);
    const copy = Uint8Array.from(bytes);
    expect(inspect(bytes).dpis).toEqual([600]);
    const { file, report } = await compressScan({ name: "scan.pdf", bytes });
    expect(report.pictures).toBe(1);
    expect(report.beforeBytes).toBe(bytes.byteLength);
    expect(report.afterBytes).toBe(file.bytes.byteLength);
    // A ninth of the pixels: far under half the bytes.
    expect(file.bytes.byteLength).toBeLessThan(bytes.byteLength / 2);
    const after = inspect(file.bytes);
    expect(after.pages).toBe(1);
    expect(after.dpis).toEqual([SCAN_DPI]);
    expect(after.widths).toEqual([600]);
    // The person's file is untouched.
    expect(Buffer.from(bytes).equals(Buffer.from(copy))).toBe(true);
  });

  it("re-encodes a losslessly stored (Flate) picture too, as JPEG", async () => {
    const doc = await PDFDocument.create({ updateMetadata: false });
    const png = await sharp(Buffer.from(await makeNoisyJpeg(900, 900, 9)))
      .png()
      .toBuffer();
    const image = await doc.embedPng(new Uint8Array(png));
    doc.addPage([612, 792]).drawImage(image, { x: 72, y: 72, width: 108, height: 108 });
    const bytes = await doc.save();
    const { file, report } = await compressScan({ name: "flate.pdf", bytes });
    expect(report.pictures).toBe(1);
    expect(file.bytes.byteLength).toBeLessThan(bytes.byteLength / 4);
    expect(inspect(file.bytes).dpis).toEqual([SCAN_DPI]);
  });

  it("gives the same bytes every run", async () => {
    const bytes = await makeScannedPdf(900, 3, 3);
    const a = await compressScan({ name: "a.pdf", bytes });
    const b = await compressScan({ name: "a.pdf", bytes });
    expect(a.report.pictures).toBe(1);
    expect(Buffer.from(a.file.bytes).equals(Buffer.from(b.file.bytes))).toBe(true);
  });

  it("never enlarges a picture and leaves a scan at or under 200 dpi as it is", async () => {
    // 500 px over 3 inches: 167 dpi.
    const bytes = await makeScannedPdf(500, 3, 5);
    const { file, report } = await compressScan({ name: "low.pdf", bytes });
    expect(report).toMatchObject({ pictures: 0, afterBytes: bytes.byteLength });
    expect(file.bytes).toBe(bytes);
  });

  it("leaves text pages and files that are not PDFs alone", async () => {
    const text = await makePdf([{ text: "Lease agreement" }]);
    expect((await compressScan({ name: "lease.pdf", bytes: text })).file.bytes).toBe(text);
    const notPdf = new TextEncoder().encode("just words");
    expect((await compressScan({ name: "note.txt", bytes: notPdf })).file.bytes).toBe(notPdf);
  });

  it("adds up a build's files and estimates without decoding", async () => {
    const scan = await makeScannedPdf(1800, 3, 11);
    const text = await makePdf([{ text: "Notice" }]);
    const { files, report } = await compressScans([
      { name: "scan.pdf", bytes: scan },
      { name: "notice.pdf", bytes: text },
    ]);
    expect(files[1]!.bytes).toBe(text);
    expect(report.beforeBytes).toBe(scan.byteLength + text.byteLength);
    expect(report.afterBytes).toBe(files[0]!.bytes.byteLength + text.byteLength);
    const estimate = await estimateCompressedBytes({ name: "scan.pdf", bytes: scan });
    // About a ninth of the picture's bytes stay; the real result is within a factor of two of the estimate.
    expect(estimate).toBeLessThan(scan.byteLength / 2);
    expect(files[0]!.bytes.byteLength).toBeLessThan(estimate * 2);
    expect(await estimateCompressedBytes({ name: "notice.pdf", bytes: text })).toBe(text.byteLength);
  });
});

describe("picturesOver", () => {
  const head = "page num type width height color comp bpc enc interp object ID x-ppi y-ppi size ratio\n---\n";
  it("takes a picture's lowest resolution over its places and skips masks, 1-bit and CMYK pictures", () => {
    const listing =
      head +
      "1 0 image 1800 1800 rgb 3 8 jpeg no 5 0 600 600 2065K 22%\n" +
      "2 1 image 1800 1800 rgb 3 8 jpeg no 5 0 300 300 2065K 22%\n" +
      "2 2 smask 1800 1800 gray 1 8 image no 6 0 600 600 10K 1%\n" +
      "3 3 image 5100 6600 gray 1 1 ccitt no 7 0 600 600 90K 1%\n" +
      "3 4 image 1800 1800 cmyk 4 8 jpeg no 8 0 600 600 1.2M 9%\n";
    expect(picturesOver(listing)).toEqual([
      { object: 5, width: 1800, height: 1800, channels: 3, encoding: "jpeg", dpi: 300, bytes: 2065 * 1024 },
    ]);
  });
});
