// A binder page written straight as PDF objects (its dictionary and content stream, added to the pool's RawPdf)
// instead of as pdf-lib objects: an exhibit page is one placed form or picture and a few lines of stamps, and
// making a thousand of them through pdf-lib's page model cost more than qpdf merging the files they come from.
import { setFillingColor, setStrokingColor } from "../pdf/pdf-lib.ts";
import type { Color, PDFFont, PDFRef } from "../pdf/pdf-lib.ts";
import type { RawObject, RawPdf } from "../pdf/read-objects.ts";
import { ownRefText } from "../pdf/write-objects.ts";
import type { Canvas, Rect } from "../pdf/page-text.ts";
import { encodeTextHex } from "../fonts/fonts.ts";

const ascii = new TextEncoder();
const fills = new WeakMap<Color, string>();
const strokes = new WeakMap<Color, string>();
/** A colour's operator ("r g b rg"), made once per colour: pdf-lib builds operator objects on every call. */
function fillOp(color: Color): string {
  let op = fills.get(color);
  if (op === undefined) fills.set(color, (op = setFillingColor(color).toString()));
  return op;
}
function strokeOp(color: Color): string {
  let op = strokes.get(color);
  if (op === undefined) strokes.set(color, (op = setStrokingColor(color).toString()));
  return op;
}

/** Three decimals of a point is finer than any printer; a float's every digit only makes the stream longer. */
const short = (n: number) => String(Math.round(n * 1000) / 1000);

export class RawPage implements Canvas {
  private ops: string[] = [];
  private readonly fonts = new Map<PDFFont, string>();
  /** Resource name → reference text. */
  private readonly xobjects = new Map<string, string>();
  /** Content streams written so far (object numbers). */
  private readonly contents: number[] = [];

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  /**
   * Draws an XObject under the transformation `matrix`: a pooled page's form (its number in the RawPdf) or a
   * pdf-lib image (its reference).
   */
  place(xobject: number | PDFRef, matrix: [number, number, number, number, number, number]): void {
    const name = `${typeof xobject === "number" ? "P" : "I"}${this.xobjects.size}`;
    this.xobjects.set(name, typeof xobject === "number" ? `${xobject} 0 R` : ownRefText(xobject));
    this.ops.push(`q ${matrix.map((n) => String(n)).join(" ")} cm /${name} Do Q`);
  }

  text(font: PDFFont, text: string, x: number, y: number, size: number, color: Color): void {
    if (text === "") return;
    let name = this.fonts.get(font);
    if (!name) {
      name = `F${this.fonts.size}`;
      this.fonts.set(font, name);
    }
    this.ops.push(
      `BT ${fillOp(color)} /${name} ${size} Tf 1 0 0 1 ${short(x)} ${short(y)} Tm ` +
        `${encodeTextHex(font, text)} Tj ET`,
    );
  }

  box({ x, y, width, height }: Rect, fill: Color, border: Color, borderWidth: number): void {
    this.ops.push(
      `q ${fillOp(fill)} ${strokeOp(border)} ${borderWidth} w ` +
        `${short(x)} ${short(y)} ${short(width)} ${short(height)} re B Q`,
    );
  }

  fill({ x, y, width, height }: Rect, color: Color): void {
    this.ops.push(`q ${fillOp(color)} ${short(x)} ${short(y)} ${short(width)} ${short(height)} re f Q`);
  }

  line(x1: number, y1: number, x2: number, y2: number, thickness: number, color: Color): void {
    this.ops.push(
      `q ${strokeOp(color)} ${thickness} w ${short(x1)} ${short(y1)} m ${short(x2)} ${short(y2)} l S Q`,
    );
  }

  /**
   * Writes what was drawn since the last call as a content stream of its own; later drawing goes on top. Left
   * uncompressed: a page's stamps are a few hundred bytes, and deflating a thousand tiny streams cost more time
   * than the bytes it saved were worth.
   */
  endContent(raw: RawPdf): void {
    if (this.ops.length === 0) return;
    const data = ascii.encode(this.ops.join("\n"));
    this.ops = [];
    this.contents.push(raw.add({ head: ascii.encode(`<< /Length ${data.length} >>`), data }));
  }

  /**
   * The page object (its content so far, see `endContent`) under the page tree `parent` (reference text), with
   * link annotations given as object numbers in the RawPdf. The caller adds it (or puts it in place of an
   * earlier version of the page).
   */
  object(raw: RawPdf, parent: string, annots: number[] = []): RawObject {
    this.endContent(raw);
    const font = [...this.fonts].map(([f, name]) => `/${name} ${ownRefText(f.ref)}`).join(" ");
    const xobject = [...this.xobjects].map(([name, ref]) => `/${name} ${ref}`).join(" ");
    const head =
      `<< /Type /Page /Parent ${parent} /MediaBox [ 0 0 ${this.width} ${this.height} ] ` +
      `/Resources << /Font << ${font} >> /XObject << ${xobject} >> >> ` +
      `/Contents [ ${this.contents.map((c) => `${c} 0 R`).join(" ")} ]` +
      `${annots.length ? ` /Annots [ ${annots.map((a) => `${a} 0 R`).join(" ")} ]` : ""} >>`;
    return { head: ascii.encode(head) };
  }
}
