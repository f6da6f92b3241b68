// addOcrTextLayer against the real tesseract and pdftoppm (installed by set-up; their absence fails here, no skip):
// scans made from text PDFs must come back with their words findable, where the words are, and look unchanged.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  StandardFonts,
  decodePDFRawStream,
  degrees,
} from "@cantoo/pdf-lib";
import type { PDFObject, PDFPage } from "@cantoo/pdf-lib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { EngineError } from "../errors.ts";
import { pixelDifference, renderPage } from "../testing/golden.ts";
import { pageTexts, qpdfCheck } from "../testing/pdf.ts";
import { readStructure } from "../check/structure.ts";
import { addOcrTextLayer, ocrAvailable } from "./ocr.ts";

type Rect = [number, number, number, number];

interface ScanPage {
  /** Lines shown upright (as the page is displayed), in large type so recognition is reliable. */
  lines: string[];
  /** Unrotated MediaBox size; default Letter portrait. */
  size?: [number, number];
  rotate?: 0 | 90 | 180 | 270;
  cropBox?: Rect;
  trimBox?: Rect;
}

/** Gives `page` the crop box, trim box and /Rotate `spec` asks for (each box as [x1, y1, x2, y2]). */
function setBoxesAndRotation(page: PDFPage, spec: ScanPage): void {
  const box = ([x1, y1, x2, y2]: Rect) => [x1, y1, x2 - x1, y2 - y1] as const;
  if (spec.cropBox) page.setCropBox(...box(spec.cropBox));
  if (spec.trimBox) page.setTrimBox(...box(spec.trimBox));
  page.setRotation(degrees(spec.rotate ?? 0));
}

/** A PDF with real text laid out like `pages` (what the scanned paper said, and where). */
async function makeTextPdf(pages: ScanPage[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.HelveticaBold);
  for (const spec of pages) {
    const [w, h] = spec.size ?? [612, 792];
    const page = doc.addPage([w, h]);
    const [cx1, cy1, cx2, cy2] = spec.cropBox ?? [0, 0, w, h];
    const [cw, ch] = [cx2 - cx1, cy2 - cy1];
    const rotate = spec.rotate ?? 0;
    const shownHeight = rotate % 180 === 0 ? ch : cw;
    spec.lines.forEach((line, i) => {
      // Where the line starts on the displayed page (from its bottom-left), turned back into page space.
      const [dx, dy] = [50, shownHeight - 110 - i * 90];
      const [ux, uy] =
        rotate === 90
          ? [cw - dy, dx]
          : rotate === 180
            ? [cw - dx, ch - dy]
            : rotate === 270
              ? [dy, ch - dx]
              : [dx, dy];
      page.drawText(line, { x: cx1 + ux, y: cy1 + uy, size: 40, font, rotate: degrees(rotate) });
    });
    setBoxesAndRotation(page, spec);
  }
  return doc.save();
}

/** Renders one page's visible area (crop box, as displayed) to a grey PNG at `dpi`, like a scanner would. */
function scanImage(pdf: Uint8Array, page: number, dpi: number): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), "courtready-ocr-test-"));
  try {
    writeFileSync(path.join(dir, "in.pdf"), pdf);
    const args = ["-r", String(dpi), "-gray", "-png", "-cropbox", "-f", String(page), "-l", String(page)];
    execFileSync("pdftoppm", [...args, "-singlefile", "in.pdf", "scan"], { cwd: dir });
    return readFileSync(path.join(dir, "scan.png"));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The same pages as pictures only (no text layer), with the same boxes and /Rotate: a scanned binder. */
async function makeScan(pages: ScanPage[]): Promise<{ scan: Uint8Array; reference: Uint8Array }> {
  const reference = await makeTextPdf(pages);
  const doc = await PDFDocument.create({ updateMetadata: false });
  for (const [i, spec] of pages.entries()) {
    const [w, h] = spec.size ?? [612, 792];
    const [cx1, cy1, cx2, cy2] = spec.cropBox ?? [0, 0, w, h];
    const rotate = spec.rotate ?? 0;
    // The scan shows the page as displayed; turned back by /Rotate it fills the crop box in page space.
    const upright = sharp(scanImage(reference, i + 1, 150)).rotate((360 - rotate) % 360);
    const image = await doc.embedPng(await upright.png().toBuffer());
    const page = doc.addPage([w, h]);
    page.drawImage(image, { x: cx1, y: cy1, width: cx2 - cx1, height: cy2 - cy1 });
    setBoxesAndRotation(page, spec);
  }
  return { scan: await doc.save(), reference };
}

interface WordBox {
  word: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

/** Words and their boxes per page, as pdftotext -bbox reports them. */
function wordBoxes(pdf: Uint8Array): WordBox[][] {
  const dir = mkdtempSync(path.join(tmpdir(), "courtready-ocr-test-"));
  try {
    writeFileSync(path.join(dir, "in.pdf"), pdf);
    // pdftotext says "no word list" on stderr for a page without words; that is an answer here, not noise.
    const html = execFileSync("pdftotext", ["-bbox", "in.pdf", "-"], {
      cwd: dir,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
    return html
      .split("<page ")
      .slice(1)
      .map((page) =>
        [
          ...page.matchAll(
            /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
          ),
        ].map((m) => ({
          word: m[5]!,
          xMin: Number(m[1]),
          yMin: Number(m[2]),
          xMax: Number(m[3]),
          yMax: Number(m[4]),
        })),
      );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Each word of the reference page was recognised, and its invisible copy's middle lies on the printed word. */
function expectWordsInPlace(reference: WordBox[], recognised: WordBox[]) {
  expect(reference.length).toBeGreaterThan(0);
  for (const word of reference) {
    const match = recognised.find((r) => r.word === word.word);
    expect(match, `"${word.word}" recognised`).toBeDefined();
    const [cx, cy] = [(match!.xMin + match!.xMax) / 2, (match!.yMin + match!.yMax) / 2];
    expect(cx, `"${word.word}" across`).toBeGreaterThan(word.xMin);
    expect(cx, `"${word.word}" across`).toBeLessThan(word.xMax);
    expect(cy, `"${word.word}" down`).toBeGreaterThan(word.yMin);
    expect(cy, `"${word.word}" down`).toBeLessThan(word.yMax);
  }
}

interface PageParts {
  /** The page's content streams, encoded bytes as stored. */
  raw: Buffer[];
  /** The same, decoded. */
  decoded: string[];
  /** Encoded bytes of each image the page draws directly. */
  images: Buffer[];
}

/** What each page is made of, read with pdf-lib. */
async function pageParts(pdf: Uint8Array): Promise<PageParts[]> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const stream = (ref: PDFObject | undefined): PDFRawStream => {
    const object = ref && doc.context.lookup(ref);
    if (!(object instanceof PDFRawStream)) throw new Error("a stream was expected");
    return object;
  };
  const decoded = (x: PDFRawStream) => Buffer.from(decodePDFRawStream(x).decode()).toString("latin1");
  return doc.getPages().map((page) => {
    // /Contents may be a stream, an array, or a reference to an array.
    const contents = page.node.lookup(PDFName.of("Contents"));
    const streams =
      contents instanceof PDFArray
        ? contents.asArray().map(stream)
        : [stream(page.node.get(PDFName.of("Contents")))];
    const xobjects = page.node.Resources()?.lookupMaybe(PDFName.of("XObject"), PDFDict);
    const images = (xobjects?.values() ?? [])
      .map(stream)
      .filter((x) => x.dict.get(PDFName.of("Subtype"))?.toString() === "/Image")
      .map((x) => Buffer.from(x.contents));
    return { raw: streams.map((x) => Buffer.from(x.contents)), decoded: streams.map(decoded), images };
  });
}

const BASIC: ScanPage[] = [
  { lines: ["INVOICE 4471", "Rent due March"] },
  { lines: ["LEDGER 2025", "Paid in full"] },
  { lines: ["UNTOUCHED PAGE"] },
];

describe("addOcrTextLayer", () => {
  it("makes the listed scanned pages searchable, words in place, and changes nothing they show", async () => {
    const { scan, reference } = await makeScan(BASIC);
    expect(pageTexts(scan).map((t) => t.trim())).toEqual(["", "", ""]);

    const result = await addOcrTextLayer(scan, [2, 1]);
    expect(result.pagesDone).toEqual([1, 2]);
    expect(result.warnings).toEqual([]);
    qpdfCheck(result.pdf);

    const texts = pageTexts(result.pdf).map((text) => text.replace(/\s+/g, " "));
    expect(texts[0]).toContain("INVOICE 4471");
    expect(texts[0]).toContain("Rent due March");
    expect(texts[1]).toContain("LEDGER 2025");
    expect(texts[2]!.trim()).toBe("");
    const [want, got] = [wordBoxes(reference), wordBoxes(result.pdf)];
    expectWordsInPlace(want[0]!, got[0]!);
    expectWordsInPlace(want[1]!, got[1]!);

    // The text is invisible: every page renders exactly as before.
    for (const page of [1, 2, 3]) {
      expect(await pixelDifference(renderPage(scan, page), renderPage(result.pdf, page))).toBe(0);
    }
    // The page's own content streams are kept as stored, bracketed by q/Q; one stream after them draws the text.
    // The scanned image is the same stream, byte for byte. Page 3 is not touched at all.
    const [before, after] = [await pageParts(scan), await pageParts(result.pdf)];
    for (const i of [0, 1]) {
      const n = before[i]!.raw.length;
      expect(after[i]!.raw.slice(1, 1 + n)).toEqual(before[i]!.raw);
      expect(after[i]!.decoded[0]!.trim()).toBe("q");
      expect(after[i]!.decoded[1 + n]!.trim()).toBe("Q");
      expect(after[i]!.decoded).toHaveLength(n + 3);
      expect(after[i]!.decoded[n + 2]).toMatch(
        /^q\n[-\d. ]+ cm\n(?:[-\d. ]+ cm\n)*\/EmbeddedPdfPage-\d+ Do\nQ\n?$/,
      );
      expect(after[i]!.images).toEqual(before[i]!.images);
      expect(after[i]!.images).toHaveLength(1);
    }
    expect(after[2]).toEqual(before[2]);
  }, 120_000);

  it("places the words right on rotated pages and on pages with crop and trim boxes", async () => {
    const pages: ScanPage[] = [
      { lines: ["QUARTER 90"], size: [792, 612], rotate: 90 },
      { lines: ["UPSIDE 180"], rotate: 180 },
      { lines: ["THREE 270"], size: [792, 612], rotate: 270 },
      { lines: ["CROPPED 55"], cropBox: [36, 72, 576, 740] },
      { lines: ["TRIMMED 66"], cropBox: [20, 30, 600, 780], trimBox: [40, 60, 580, 760], size: [612, 792] },
      {
        lines: ["TURNED 42"],
        size: [792, 612],
        rotate: 90,
        cropBox: [30, 20, 760, 600],
        trimBox: [60, 40, 740, 580],
      },
    ];
    const { scan, reference } = await makeScan(pages);
    const result = await addOcrTextLayer(scan, [1, 2, 3, 4, 5, 6]);
    expect(result.warnings).toEqual([]);
    expect(result.pagesDone).toEqual([1, 2, 3, 4, 5, 6]);
    const texts = pageTexts(result.pdf);
    const [want, got] = [wordBoxes(reference), wordBoxes(result.pdf)];
    pages.forEach((spec, i) => {
      expect(texts[i]!.replace(/\s+/g, " ")).toContain(spec.lines[0]);
      expectWordsInPlace(want[i]!, got[i]!);
    });
    for (const page of [1, 2, 3, 4, 5, 6]) {
      expect(await pixelDifference(renderPage(scan, page), renderPage(result.pdf, page))).toBe(0);
    }
  }, 120_000);

  it("gives the same bytes for the same input", async () => {
    const { scan } = await makeScan(BASIC.slice(0, 1));
    // The page's mark carries a date (default now): given, so two runs a second apart still match.
    const readOn = new Date("2026-03-04T00:00:00Z");
    const [a, b] = [
      await addOcrTextLayer(scan, [1], { readOn }),
      await addOcrTextLayer(scan, [1], { readOn }),
    ];
    expect(a.pagesDone).toEqual([1]);
    expect(Buffer.from(a.pdf).equals(Buffer.from(b.pdf))).toBe(true);
  }, 60_000);

  it("marks each page it read, and only those, with CourtReady's OCR entry and the date", async () => {
    const { scan } = await makeScan(BASIC.slice(0, 2));
    const readOn = new Date("2026-03-04T00:00:00Z");
    const result = await addOcrTextLayer(scan, [2], { readOn });
    const dir = mkdtempSync(path.join(tmpdir(), "courtready-ocr-test-"));
    let dump = "";
    try {
      const [read, unread] = [path.join(dir, "read.pdf"), path.join(dir, "unread.pdf")];
      writeFileSync(read, result.pdf);
      writeFileSync(unread, scan);
      expect((await readStructure(read, "read.pdf")).pagesReadByOcr).toEqual([2]);
      expect((await readStructure(unread, "unread.pdf")).pagesReadByOcr).toEqual([]);
      const qdf = ["--qdf", "--object-streams=disable", read, "-"];
      dump = execFileSync("qpdf", qdf, { maxBuffer: 256 * 1024 * 1024 }).toString("latin1");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    // The mark is in the text layer's form dictionary: §14.5's /LastModified in the data and in the form.
    expect(dump).toMatch(/\/PieceInfo <<\s*\/CourtReady <<\s*\/LastModified \(D:20260304000000Z\)/);
    expect(dump.match(/\/Process \/OCR/g)).toHaveLength(1);
  }, 60_000);

  it("names a page that runs out of time and leaves it as it was", async () => {
    const { scan } = await makeScan(BASIC.slice(0, 2));
    const result = await addOcrTextLayer(scan, [1, 2], { timeoutMsPerPage: 1 });
    expect(result.pagesDone).toEqual([]);
    expect(result.warnings).toEqual([
      expect.stringMatching(/^page 1: could not be made searchable \(reading it took longer than 1 s\)/),
      expect.stringMatching(/^page 2: could not be made searchable/),
    ]);
    expect(Buffer.from(result.pdf).equals(Buffer.from(scan))).toBe(true);
  });

  it("fails clearly when tesseract or its language data is not installed", async () => {
    const { scan } = await makeScan(BASIC.slice(0, 1));
    const missing = addOcrTextLayer(scan, [1], { tesseractCommand: "/nonexistent/tesseract" });
    await expect(missing).rejects.toBeInstanceOf(EngineError);
    await expect(missing).rejects.toMatchObject({
      code: "TOOL_MISSING",
      file: "binder.pdf",
      message: expect.stringContaining(
        "text-recognition program (tesseract-ocr), which is not installed",
      ) as string,
    });
    await expect(addOcrTextLayer(scan, [], { language: "zzz", fileName: "smith.pdf" })).rejects.toMatchObject(
      {
        code: "TOOL_MISSING",
        message: expect.stringMatching(/^smith\.pdf: .*tesseract-ocr-zzz/) as string,
      },
    );
    expect(await ocrAvailable()).toBe(true);
    expect(await ocrAvailable({ tesseractCommand: "/nonexistent/tesseract" })).toBe(false);
    expect(await ocrAvailable({ language: "zzz" })).toBe(false);
  });

  it("refuses page numbers that are not pages of the PDF", async () => {
    const { scan } = await makeScan(BASIC.slice(0, 1));
    await expect(addOcrTextLayer(scan, [0])).rejects.toBeInstanceOf(RangeError);
    await expect(addOcrTextLayer(scan, [1.5])).rejects.toBeInstanceOf(RangeError);
    await expect(addOcrTextLayer(scan, [2])).rejects.toBeInstanceOf(RangeError);
    expect(await addOcrTextLayer(scan, [])).toEqual({ pdf: scan, pagesDone: [], warnings: [] });
  });
});
