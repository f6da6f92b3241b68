// The print version of a binder: a slip sheet before each exhibit and every section (cover, index, slip sheet,
// exhibit) starting on a right-hand page for double-sided printing. Slip sheets and blank backs carry no page or
// Bates number, and the binder's own pages are copied untouched by qpdf, so every numbered page matches the
// electronic binder.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { PDFDocument } from "../pdf/pdf-lib.ts";
import type { PDFPage } from "../pdf/pdf-lib.ts";
import { LETTER } from "../assemble/layout.ts";
import { drawRuns, fitSize } from "../assemble/stamps.ts";
import { wrapLine } from "../convert/text-pdf.ts";
import { EngineError } from "../errors.ts";
import type { EngineFonts } from "../fonts/fonts.ts";
import { embedFonts, textWidth } from "../fonts/fonts.ts";
import { runTool, withTempDir } from "../tools/run.ts";
import { savePdf } from "../pdf/load-save.ts";

export const BLANK_PAGE_TEXT = "This page intentionally left blank";

export interface PrintExhibit {
  /** "PLAINTIFF'S EXHIBIT 1" */
  title: string;
  description: string;
  /** 1-based pages of the exhibit in its part. */
  from: number;
  to: number;
  /** The page (in its part) of the section slip sheet this exhibit opens, printed on its own before it. */
  sectionPage?: number;
}

export interface PrintPart {
  /** The whole binder, or one volume of it. Pages before the first exhibit are its front matter. */
  pdf: Uint8Array;
  /** Its page count (known to the caller; parsing it again would cost as much as the copy). */
  pages: number;
  exhibits: PrintExhibit[];
  /** Leave out the pages before the first exhibit (another part holds the front matter). */
  skipFrontMatter?: boolean;
}

export interface PrintOptions {
  caseNumber?: string;
  preparedOn: Date;
  qpdfCommand?: string;
  timeoutMs?: number;
}

/** One physical page of the print version: a page of a part, a slip sheet, or a blank back. */
export type PrintPage =
  { kind: "part"; part: number; page: number } | { kind: "slip"; exhibit: number } | { kind: "blank" };

/**
 * The physical page sequence. Sections: the cover, the rest of the front matter (the index), then per exhibit its
 * slip sheet and its pages. Each section starts on an odd (right-hand) page, a blank back filling the gap.
 */
export function printSequence(
  parts: {
    pages: number;
    exhibits: { from: number; to: number; sectionPage?: number }[];
    skipFrontMatter?: boolean;
  }[],
): PrintPage[] {
  const out: PrintPage[] = [];
  const startOnRight = () => {
    if (out.length % 2 === 1) out.push({ kind: "blank" });
  };
  let exhibitNumber = 0;
  parts.forEach((part, p) => {
    const first = part.exhibits[0];
    const firstExhibit = first?.sectionPage ?? first?.from ?? part.pages + 1;
    // Front matter: its first page (the cover) alone, then the rest (the index) together.
    const sections: [number, number][] = [];
    if (!part.skipFrontMatter) {
      if (firstExhibit > 1) sections.push([1, 1]);
      if (firstExhibit > 2) sections.push([2, firstExhibit - 1]);
    }
    for (const [from, to] of sections) {
      startOnRight();
      for (let page = from; page <= to; page++) out.push({ kind: "part", part: p, page });
    }
    for (const e of part.exhibits) {
      // A section's own slip sheet (from the binder) comes before its first exhibit's.
      if (e.sectionPage !== undefined) {
        startOnRight();
        out.push({ kind: "part", part: p, page: e.sectionPage });
      }
      startOnRight();
      out.push({ kind: "slip", exhibit: exhibitNumber++ });
      startOnRight();
      for (let page = e.from; page <= e.to; page++) out.push({ kind: "part", part: p, page });
    }
  });
  return out;
}

/** One PDF holding the blank page (page 1) and each exhibit's slip sheet (pages 2…). */
async function renderInserts(
  exhibits: PrintExhibit[],
  fonts: EngineFonts,
  options: PrintOptions,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const docFonts = await embedFonts(doc, fonts, [
    BLANK_PAGE_TEXT,
    ...exhibits.flatMap((e) => [e.title, e.description]),
  ]);
  const centre = (page: PDFPage, text: string, y: number, size: number, bold = false) => {
    const s = fitSize(docFonts, text, LETTER.width - 108, size, bold);
    drawRuns(page, docFonts, text, (LETTER.width - textWidth(docFonts, text, s, bold)) / 2, y, s, bold);
  };
  const blank = doc.addPage([LETTER.width, LETTER.height]);
  centre(blank, BLANK_PAGE_TEXT, LETTER.height / 2, 11);
  for (const e of exhibits) {
    const page = doc.addPage([LETTER.width, LETTER.height]);
    // Large enough to find in a stack of paper (at least 24 pt; 40 unless the title is very long).
    centre(page, e.title, LETTER.height / 2 + 40, 40, true);
    let y = LETTER.height / 2 - 10;
    for (const line of wrapLine(docFonts, e.description, LETTER.width - 144, 14).slice(0, 4)) {
      centre(page, line, y, 14);
      y -= 20;
    }
    if (options.caseNumber) centre(page, `Case No. ${options.caseNumber}`, y - 10, 12);
  }
  doc.setTitle("Slip sheets");
  doc.setProducer("CourtReady");
  doc.setCreator("CourtReady");
  doc.setCreationDate(options.preparedOn);
  doc.setModificationDate(options.preparedOn);
  return savePdf(doc);
}

/**
 * Makes the print version from the binder (or its volumes, in order).
 * @throws EngineError TOOL_MISSING / TOOL_FAILED / TOOL_TIMEOUT when qpdf cannot do the copy.
 */
export async function makePrintVersion(
  parts: PrintPart[],
  fonts: EngineFonts,
  options: PrintOptions,
): Promise<Uint8Array> {
  const exhibits = parts.flatMap((p) => p.exhibits);
  const inserts = await renderInserts(exhibits, fonts, options);
  const sequence = printSequence(parts);
  return withTempDir("print", async (dir) => {
    await Promise.all([
      ...parts.map((p, i) => writeFile(path.join(dir, `part-${i + 1}.pdf`), p.pdf)),
      writeFile(path.join(dir, "inserts.pdf"), inserts),
    ]);
    // qpdf copies page objects as they are (no re-encoding); runs of pages from one file become one range.
    const args = ["--empty", "--deterministic-id", "--pages"];
    let run: { file: string; from: number; to: number } | undefined;
    const flush = () => {
      if (run) args.push(run.file, run.from === run.to ? `${run.from}` : `${run.from}-${run.to}`);
      run = undefined;
    };
    for (const item of sequence) {
      const file = item.kind === "part" ? `part-${item.part + 1}.pdf` : "inserts.pdf";
      const page = item.kind === "part" ? item.page : item.kind === "blank" ? 1 : item.exhibit + 2;
      if (run && run.file === file && page === run.to + 1 && item.kind === "part") run.to = page;
      else {
        flush();
        run = { file, from: page, to: page };
      }
    }
    flush();
    args.push("--", "print.pdf");
    const result = await runTool(options.qpdfCommand ?? "qpdf", args, {
      cwd: dir,
      timeoutMs: options.timeoutMs ?? 300_000,
    });
    const reason = "the print version could not be made";
    if (result.missing)
      throw new EngineError("TOOL_MISSING", "binder-print.pdf", `${reason}: qpdf is not installed`);
    if (result.timedOut)
      throw new EngineError("TOOL_TIMEOUT", "binder-print.pdf", `${reason}: qpdf took too long`);
    if (result.code !== 0 && result.code !== 3) {
      throw new EngineError(
        "TOOL_FAILED",
        "binder-print.pdf",
        `${reason} (${result.stderr.trim().slice(0, 200)})`,
      );
    }
    return new Uint8Array(await readFile(path.join(dir, "print.pdf")));
  });
}
