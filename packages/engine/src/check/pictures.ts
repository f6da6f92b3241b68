// The filing check's picture resolution, read from the content streams the check already reads (content.ts) instead
// of a `pdfimages -list` run: each page that draws a picture has its streams replayed (q, Q, cm, Do, through its form
// XObjects) and each picture's pixels are set against the size it is drawn at, the way poppler's pdfimages reckons
// it, so the findings stay what they were. A page this cannot read fully (an inline image, an annotation's own look,
// a stream qpdf did not hand over) is listed by pdfimages as before (check.ts).
import type { DrawOp, Matrix } from "../pdf/content-fills.ts";
import { multiply } from "../pdf/content-fills.ts";
import type { PictureIndex, XObjectNames } from "./structure.ts";

/** One picture drawn on a page, as `pdfimages -list` would print it (its x-ppi and y-ppi columns). */
export interface DrawnPicture {
  page: number;
  width: number;
  height: number;
  xppi: number;
  yppi: number;
}

/** Forms inside forms deeper than this are not followed (a loop in a hostile file ends here). */
const MAX_FORM_DEPTH = 16;

/**
 * The matrix a page starts with. pdfimages reckons resolution in the page's own units whatever its /Rotate (turning
 * a scan's page by 90° leaves its listed resolution as it was, measured), and the offset is read by nothing here.
 */
const PAGE_MATRIX: Matrix = [1, 0, 0, 1, 0, 0];

/** C's rint (halves to even), which printf's "%.0f" applies. */
function rint(x: number): number {
  const r = Math.round(x);
  return Math.abs(x % 1) === 0.5 && r % 2 !== 0 ? r - 1 : r;
}

/**
 * A resolution as pdfimages prints it: pixels over the drawn size, that size being the sum of the matrix's column
 * (its reckoning, which a turned or sheared picture makes approximate, kept so the findings do not move), printed
 * with no decimals (three under 1). NaN where it prints "inf" or "nan".
 */
export function printedPpi(pixels: number, extent: number): number {
  const ppi = Math.abs((pixels * 72) / extent);
  if (!Number.isFinite(ppi)) return Number.NaN;
  return ppi < 1 ? Number(ppi.toFixed(3)) : rint(ppi);
}

/**
 * The pictures each page in `index` draws, from its streams' drawing operators (`ops`, per stream object; a page's
 * streams share one graphics state). Pages in `unread` come back in `unknown`: what they draw cannot be told here.
 */
export function drawnPictures(
  index: PictureIndex,
  pageStreams: number[][],
  ops: Map<number, DrawOp[]>,
  unread: ReadonlySet<number>,
): { pictures: DrawnPicture[]; unknown: number[] } {
  const pictures: DrawnPicture[] = [];
  const unknown: number[] = [];
  for (const [page, { xobjects }] of index.pages) {
    const found: DrawnPicture[] = [];
    let known = !unread.has(page);
    const stack: Matrix[] = [];
    let ctm = PAGE_MATRIX;
    const replay = (list: DrawOp[], names: XObjectNames, depth: number) => {
      for (const op of list) {
        if (op === "q") stack.push(ctm);
        else if (op === "Q") ctm = stack.pop() ?? ctm;
        else if (op === "BI") known = false;
        else if (Array.isArray(op)) ctm = multiply(op, ctm);
        else {
          const ref = names.get(op.name);
          if (ref === undefined) continue;
          const image = index.images.get(ref);
          if (image) {
            found.push({
              page,
              width: image.width,
              height: image.height,
              xppi: printedPpi(image.width, ctm[0] + ctm[2]),
              yppi: printedPpi(image.height, ctm[1] + ctm[3]),
            });
            continue;
          }
          const form = index.forms.get(ref);
          if (!form || depth >= MAX_FORM_DEPTH) continue;
          const inner = ops.get(ref);
          if (!inner) {
            known = false;
            continue;
          }
          const saved = ctm;
          const depthBefore = stack.length;
          if (form.matrix) ctm = multiply(form.matrix as Matrix, ctm);
          replay(inner, form.xobjects ?? names, depth + 1);
          // A form's content cannot restore what its caller saved: its state ends with it.
          stack.length = Math.min(stack.length, depthBefore);
          ctm = saved;
        }
      }
    };
    for (const id of pageStreams[page - 1] ?? []) {
      // The page's own streams, in order; its forms' streams are replayed where a Do draws them.
      if (index.forms.has(id)) continue;
      const list = ops.get(id);
      if (!list) {
        known = false;
        break;
      }
      replay(list, xobjects, 0);
    }
    if (known) pictures.push(...found);
    else unknown.push(page);
  }
  return { pictures, unknown };
}
