// Exhibit sticker labels on Avery 5160 sheets (labels-avery-5160.pdf): one sticker per exhibit, 30 to a sheet.
import { PDFDocument, rgb } from "../pdf/pdf-lib.ts";
import type { PDFPage } from "../pdf/pdf-lib.ts";
import { embedFonts, textWidth } from "../fonts/fonts.ts";
import type { DocumentFonts, EngineFonts } from "../fonts/fonts.ts";
import { STICKER_COLOURS, drawRuns, fitSize } from "../assemble/stamps.ts";
import { savePdf } from "../pdf/load-save.ts";

const PT_PER_INCH = 72;

/**
 * Avery 5160 in PDF points, from the glabels template's inches: US Letter 8.5 × 11 in, labels 2-5/8 × 1 in in
 * 3 columns × 10 rows, top margin 0.5 in, left margin 5/32 in, pitch 2-25/32 in across and 1 in down. Other
 * published figures (3/16 in margin, 2-3/4 in pitch) differ by a few points; printers differ by more, which is
 * what offsetXIn/offsetYIn are for.
 */
export const AVERY_5160 = {
  pageWidth: 8.5 * PT_PER_INCH, // 612
  pageHeight: 11 * PT_PER_INCH, // 792
  columns: 3,
  rows: 10,
  labelWidth: (2 + 5 / 8) * PT_PER_INCH, // 189
  labelHeight: 1 * PT_PER_INCH, // 72
  marginTop: 0.5 * PT_PER_INCH, // 36
  marginLeft: (5 / 32) * PT_PER_INCH, // 11.25
  pitchX: (2 + 25 / 32) * PT_PER_INCH, // 200.25
  pitchY: 1 * PT_PER_INCH, // 72
} as const;

const SLOTS_PER_SHEET = AVERY_5160.columns * AVERY_5160.rows;
/** Beyond an inch the labels would no longer be on the sheet's labels at all: that is a mistake, not a printer. */
const MAX_OFFSET_IN = 1;
/** The colour stops this far inside the label's edge, so a printer a little off still prints only on the label. */
const INSET = 4;
/** Text keeps this far from the coloured box's sides. */
const TEXT_PADDING = 6;
const INK = rgb(0, 0, 0);

export interface LabelSticker {
  /** "PLAINTIFF'S EXHIBIT 1" */
  title: string;
  caseNumber?: string;
  caseName?: string;
}

export interface LabelSheetOptions {
  /** Shifts every label right (positive) or left, in inches, for a printer that does not print where it should. */
  offsetXIn?: number;
  /** Shifts every label down (positive, as the template measures from the top) or up, in inches. */
  offsetYIn?: number;
  /** First label position to use on the first sheet, 1..30 counted left to right then top to bottom; default 1. */
  startPosition?: number;
  /** Fill colour, as on the binder's stickers; default "none" (plain white labels need no ink). */
  colour?: keyof typeof STICKER_COLOURS;
  /** Written as the PDF's dates; fixed by the caller so output is byte-identical. */
  preparedOn: Date;
}

function checkOffset(name: string, value: number | undefined): number {
  if (value === undefined) return 0;
  if (typeof value !== "number" || !Number.isFinite(value) || Math.abs(value) > MAX_OFFSET_IN) {
    throw new RangeError(`${name} must be a number of inches from -1 to 1 (got ${String(value)})`);
  }
  return value;
}

/** Geometry of label slot k (0-based on its sheet): lower-left x,y in PDF points, width, height. */
export function labelSlot(
  k: number,
  offsets: { offsetXIn?: number; offsetYIn?: number } = {},
): { x: number; y: number; width: number; height: number } {
  if (!Number.isInteger(k) || k < 0 || k >= SLOTS_PER_SHEET) {
    throw new RangeError(`Label slot must be a whole number from 0 to ${SLOTS_PER_SHEET - 1} (got ${k})`);
  }
  const dx = checkOffset("offsetXIn", offsets.offsetXIn) * PT_PER_INCH;
  const dy = checkOffset("offsetYIn", offsets.offsetYIn) * PT_PER_INCH;
  const column = k % AVERY_5160.columns;
  const row = Math.floor(k / AVERY_5160.columns);
  // The template measures from the top-left; PDF measures from the bottom-left.
  const top = AVERY_5160.pageHeight - AVERY_5160.marginTop - row * AVERY_5160.pitchY;
  return {
    x: AVERY_5160.marginLeft + column * AVERY_5160.pitchX + dx,
    y: top - AVERY_5160.labelHeight - dy,
    width: AVERY_5160.labelWidth,
    height: AVERY_5160.labelHeight,
  };
}

/** One line of text: newlines and control characters would break pdf-lib's drawing and the label's layout. */
function oneLine(text: string | undefined): string {
  return (text ?? "")
    .replace(/\s+/g, " ")
    .replace(/\p{Cc}/gu, "")
    .trim();
}

interface Line {
  text: string;
  size: number;
  bold: boolean;
}

/** Text at the largest size up to max that fits; shortened with "…" when even fitSize's smallest is too wide. */
function fitLine(fonts: DocumentFonts, text: string, width: number, max: number, bold: boolean): Line {
  const size = fitSize(fonts, text, width, max, bold);
  let chars = Array.from(text);
  let shown = text;
  while (chars.length > 1 && textWidth(fonts, shown, size, bold) > width) {
    chars = chars.slice(0, -1);
    shown = `${chars.join("").trimEnd()}…`;
  }
  return { text: shown, size, bold };
}

/** Cap height of DejaVu Sans as a share of the size: lines are centred on what ink they show, not on leading. */
const CAP_HEIGHT = 0.73;
const LINE_GAP = 5;

function drawLabel(
  page: PDFPage,
  fonts: DocumentFonts,
  sticker: LabelSticker,
  slot: { x: number; y: number; width: number; height: number },
  colour: keyof typeof STICKER_COLOURS,
): void {
  const box = {
    x: slot.x + INSET,
    y: slot.y + INSET,
    width: slot.width - 2 * INSET,
    height: slot.height - 2 * INSET,
  };
  page.drawRectangle({ ...box, color: STICKER_COLOURS[colour], borderColor: INK, borderWidth: 0.75 });

  const inner = box.width - 2 * TEXT_PADDING;
  const lines: Line[] = [fitLine(fonts, oneLine(sticker.title), inner, 14, true)];
  const caseNumber = oneLine(sticker.caseNumber);
  if (caseNumber) lines.push(fitLine(fonts, `Case No. ${caseNumber}`, inner, 10, false));
  const caseName = oneLine(sticker.caseName);
  if (caseName) lines.push(fitLine(fonts, caseName, inner, 7.5, false));

  // The block of lines is centred in the box, so a label with only a title looks as balanced as a full one.
  const blockHeight = lines.reduce((h, l) => h + l.size * CAP_HEIGHT, 0) + LINE_GAP * (lines.length - 1);
  let top = box.y + (box.height + blockHeight) / 2;
  for (const line of lines) {
    const baseline = top - line.size * CAP_HEIGHT;
    const x = box.x + (box.width - textWidth(fonts, line.text, line.size, line.bold)) / 2;
    drawRuns(page, fonts, line.text, x, baseline, line.size, line.bold);
    top = baseline - LINE_GAP;
  }
}

/**
 * Lays the stickers out on as many Avery 5160 sheets as needed, starting at options.startPosition on the first
 * sheet (so a partly used sheet can go through the printer again). Same inputs, same bytes.
 */
export async function renderLabelSheets(
  stickers: LabelSticker[],
  fonts: EngineFonts,
  options: LabelSheetOptions,
): Promise<Uint8Array> {
  if (!Array.isArray(stickers) || stickers.length === 0) {
    throw new RangeError("There are no exhibit stickers to print");
  }
  stickers.forEach((s, i) => {
    if (!oneLine(s?.title)) throw new RangeError(`Sticker ${i + 1} has no title`);
  });
  const start = options.startPosition ?? 1;
  if (!Number.isInteger(start) || start < 1 || start > SLOTS_PER_SHEET) {
    throw new RangeError(
      `The start position must be a whole number from 1 to ${SLOTS_PER_SHEET} (got ${String(start)})`,
    );
  }
  const offsets = {
    offsetXIn: checkOffset("offsetXIn", options.offsetXIn),
    offsetYIn: checkOffset("offsetYIn", options.offsetYIn),
  };
  const colour = options.colour ?? "none";
  if (!Object.hasOwn(STICKER_COLOURS, colour)) {
    throw new RangeError(`The colour must be "numbered", "lettered" or "none" (got ${String(colour)})`);
  }
  if (!(options.preparedOn instanceof Date) || Number.isNaN(options.preparedOn.getTime())) {
    throw new RangeError("preparedOn must be a valid date");
  }

  // updateMetadata off and fixed dates below: pdf-lib would otherwise stamp the current time.
  const doc = await PDFDocument.create({ updateMetadata: false });
  const docFonts = await embedFonts(
    doc,
    fonts,
    stickers.flatMap((s) => [s.title, s.caseNumber ?? "", s.caseName ?? ""]),
  );
  let page: PDFPage | undefined;
  stickers.forEach((sticker, i) => {
    const position = start - 1 + i;
    const k = position % SLOTS_PER_SHEET;
    if (!page || k === 0) page = doc.addPage([AVERY_5160.pageWidth, AVERY_5160.pageHeight]);
    drawLabel(page, docFonts, sticker, labelSlot(k, offsets), colour);
  });

  doc.setTitle("Exhibit labels (Avery 5160)", { showInWindowTitleBar: true });
  doc.setProducer("CourtReady");
  doc.setCreator("CourtReady");
  doc.setCreationDate(options.preparedOn);
  doc.setModificationDate(options.preparedOn);
  return savePdf(doc);
}
