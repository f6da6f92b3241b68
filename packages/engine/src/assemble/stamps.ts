// What is printed in the reserved band of each page: the binder page number (centre), the exhibit line and the
// Bates number (left), and on an exhibit's first page its sticker (right).
import { rgb } from "../pdf/pdf-lib.ts";
import type { PDFPage } from "../pdf/pdf-lib.ts";
import type { DocumentFonts } from "../fonts/fonts.ts";
import { fontRuns, runWidth, textWidth } from "../fonts/fonts.ts";
import { canvasOf } from "../pdf/page-text.ts";
import type { Canvas } from "../pdf/page-text.ts";

const INK = rgb(0, 0, 0);
export const STICKER_COLOURS = {
  numbered: rgb(1, 0.92, 0.45),
  lettered: rgb(0.72, 0.85, 1),
  none: rgb(1, 1, 1),
} as const;

/** Draws text in font runs (so characters outside DejaVu still print) starting at x. */
export function drawRuns(
  page: PDFPage | Canvas,
  fonts: DocumentFonts,
  text: string,
  x: number,
  y: number,
  size: number,
  bold = false,
): void {
  const canvas = canvasOf(page);
  let at = x;
  for (const run of fontRuns(fonts, text, bold)) {
    canvas.text(run.font, run.text, at, y, size, INK);
    at += runWidth(run.font, run.text, size);
  }
}

/** The largest size up to `max` at which text fits the width. */
export function fitSize(
  fonts: DocumentFonts,
  text: string,
  width: number,
  max: number,
  bold = false,
): number {
  const w = textWidth(fonts, text, max, bold);
  return w <= width ? max : Math.max(4, (max * width) / w);
}

export interface BandText {
  pageNumber: number;
  totalPages: number;
  /** "Exhibit 1 – page 2 of 5"; absent on the cover and index. */
  exhibitLine?: string;
  bates?: string;
  /** In place of "Page N of T" (a supplement's unnumbered cover and index). */
  centre?: string;
}

export function stampBand(page: PDFPage | Canvas, fonts: DocumentFonts, text: BandText): void {
  const { width } = canvasOf(page);
  const centre = text.centre ?? `Page ${text.pageNumber} of ${text.totalPages}`;
  const size = 9;
  drawRuns(page, fonts, centre, (width - textWidth(fonts, centre, size)) / 2, 18, size);
  if (text.exhibitLine) drawRuns(page, fonts, text.exhibitLine, 36, 26, size);
  if (text.bates) drawRuns(page, fonts, text.bates, 36, 12, size, true);
}

export interface Sticker {
  /** "PLAINTIFF'S EXHIBIT 1" */
  title: string;
  caseNumber?: string;
  colour: keyof typeof STICKER_COLOURS;
}

/** The exhibit sticker: a bordered box in the band's right corner, like the paper stickers courts use. */
export function drawSticker(page: PDFPage | Canvas, fonts: DocumentFonts, sticker: Sticker): void {
  const canvas = canvasOf(page);
  const box = { width: 176, height: 40 };
  const x = canvas.width - 24 - box.width;
  const y = 4;
  canvas.box({ x, y, ...box }, STICKER_COLOURS[sticker.colour], INK, 1.25);
  const inner = box.width - 12;
  const titleSize = fitSize(fonts, sticker.title, inner, 10.5, true);
  const titleY = sticker.caseNumber ? y + 22 : y + 15;
  drawRuns(
    page,
    fonts,
    sticker.title,
    x + (box.width - textWidth(fonts, sticker.title, titleSize, true)) / 2,
    titleY,
    titleSize,
    true,
  );
  if (sticker.caseNumber) {
    const line = `Case No. ${sticker.caseNumber}`;
    const s = fitSize(fonts, line, inner, 8);
    drawRuns(page, fonts, line, x + (box.width - textWidth(fonts, line, s)) / 2, y + 8, s);
  }
}
