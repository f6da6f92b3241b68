// Text drawn with plain PDF operators and one font resource name per page and font. pdf-lib's drawText registers
// a new resource name for the font on every call (and again to restore the previous font), and wraps each run in
// its own graphics state: a stamped binder page carried five font entries and four such blocks, about a third of
// what a binder adds to the documents' own bytes.
import {
  PDFName,
  beginText,
  endText,
  rgb,
  setFillingColor,
  setFontAndSize,
  setTextMatrix,
  showText,
} from "./pdf-lib.ts";
import type { Color, PDFFont, PDFPage, PDFRef } from "./pdf-lib.ts";

const BLACK = rgb(0, 0, 0);
const fontNames = new WeakMap<PDFPage, Map<PDFFont, PDFName>>();

/**
 * A short resource name that the page does not use yet ("F0", "F1", … or "P0" …): pdf-lib's names carry ten random
 * digits, which on every page of a 1,000-page binder is kilobytes that do not compress.
 */
function shortResourceName(page: PDFPage, kind: "Font" | "XObject", prefix: string, ref: PDFRef): PDFName {
  const dict = page.node.normalizedEntries()[kind];
  for (let i = 0; ; i++) {
    const name = PDFName.of(`${prefix}${i}`);
    if (!dict.has(name)) {
      dict.set(name, ref);
      return name;
    }
  }
}

/** The page's resource name for a font, registered on first use. */
function fontName(page: PDFPage, font: PDFFont): PDFName {
  let names = fontNames.get(page);
  if (!names) fontNames.set(page, (names = new Map()));
  let name = names.get(font);
  if (!name) {
    name = shortResourceName(page, "Font", "F", font.ref);
    names.set(font, name);
  }
  return name;
}

/** Draws one run of text (one font) with its baseline starting at x, y. */
export function drawTextRun(
  page: PDFPage,
  font: PDFFont,
  text: string,
  x: number,
  y: number,
  size: number,
  color: Color = BLACK,
): void {
  if (text === "") return;
  page.pushOperators(
    beginText(),
    setFillingColor(color),
    setFontAndSize(fontName(page, font), size),
    // Three decimals of a point is finer than any printer; a float's every digit only makes the stream longer.
    setTextMatrix(1, 0, 0, 1, Math.round(x * 1000) / 1000, Math.round(y * 1000) / 1000),
    showText(font.encodeText(text)),
    endText(),
  );
}

/**
 * Where text and stickers are drawn: a pdf-lib page, or a binder page written as raw objects
 * (assemble/raw-page.ts), which is how every exhibit page is made.
 */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Canvas {
  readonly width: number;
  readonly height: number;
  text(font: PDFFont, text: string, x: number, y: number, size: number, color: Color): void;
  /** A filled rectangle with a border. */
  box(rect: Rect, fill: Color, border: Color, borderWidth: number): void;
  /** A filled rectangle without a border. */
  fill(rect: Rect, color: Color): void;
  line(x1: number, y1: number, x2: number, y2: number, thickness: number, color: Color): void;
}

const canvases = new WeakMap<PDFPage, Canvas>();

/** The canvas of a pdf-lib page, or the canvas given. */
export function canvasOf(target: PDFPage | Canvas): Canvas {
  if (!("pushOperators" in target)) return target;
  let canvas = canvases.get(target);
  if (!canvas) {
    const page = target;
    const { width, height } = page.getSize();
    canvas = {
      width,
      height,
      text: (font, text, x, y, size, color) => drawTextRun(page, font, text, x, y, size, color),
      box: (rect, color, borderColor, borderWidth) =>
        page.drawRectangle({ ...rect, color, borderColor, borderWidth }),
      fill: (rect, color) => page.drawRectangle({ ...rect, color }),
      line: (x1, y1, x2, y2, thickness, color) =>
        page.drawLine({ start: { x: x1, y: y1 }, end: { x: x2, y: y2 }, thickness, color }),
    };
    canvases.set(page, canvas);
  }
  return canvas;
}
