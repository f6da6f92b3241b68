// Reads a page's or form's content stream for what the filing check needs to know before drawing anything: the dark
// areas it fills (a black box over text is one), with the transformation then in force. Lexical rules from tokenizer.ts (hostile mode: an upload's content); operators it does not need are skipped.
import { C, isWhite, literalStringEnd, hexStringEnd, regularEnd, skipWhite } from "./tokenizer.ts";

/** [a b c d e f], as PDF writes a transformation. */
export type Matrix = [number, number, number, number, number, number];
export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** A rectangle in the coordinates the stream starts in (its page's, or its form's before /Matrix). */
export interface Area {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface ContentFills {
  /** Areas filled in a dark colour, each at least MIN_SIDE on both sides (rules and table borders are thinner). */
  dark: Area[];
}

/**
 * What places a picture, in the stream's order, when asked for (`drawing`): q, Q, cm with its matrix, Do with the
 * XObject's name, BI for an inline image. A page's streams share one graphics state, so the filing check replays
 * these across them (check/pictures.ts); the matrices are the operands as written, never combined here.
 */
export type DrawOp = "q" | "Q" | "BI" | Matrix | { name: string };

/** Points: a filled shape thinner than this is a line (a rule, a table border), not a box over words. */
export const MIN_SIDE = 4;
/** A fill this dark (0 black … 1 white) hides black text. */
const DARK = 0.25;
/** Operators read; more than this in one stream and the rest is not read (a bound for hostile files). */
const MAX_OPERATORS = 2_000_000;

export function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[1] * n[2],
    m[0] * n[1] + m[1] * n[3],
    m[2] * n[0] + m[3] * n[2],
    m[2] * n[1] + m[3] * n[3],
    m[4] * n[0] + m[5] * n[2] + n[4],
    m[4] * n[1] + m[5] * n[3] + n[5],
  ];
}

/** The box around `area` once transformed by `m` (its four corners; no arrays, it runs for every dark fill). */
export function transformArea(area: Area, m: Matrix): Area {
  const { x0, y0, x1, y1 } = area;
  const ax0 = m[0] * x0;
  const ax1 = m[0] * x1;
  const bx0 = m[1] * x0;
  const bx1 = m[1] * x1;
  const cy0 = m[2] * y0;
  const cy1 = m[2] * y1;
  const dy0 = m[3] * y0;
  const dy1 = m[3] * y1;
  return {
    x0: Math.min(ax0, ax1) + Math.min(cy0, cy1) + m[4],
    y0: Math.min(bx0, bx1) + Math.min(dy0, dy1) + m[5],
    x1: Math.max(ax0, ax1) + Math.max(cy0, cy1) + m[4],
    y1: Math.max(bx0, bx1) + Math.max(dy0, dy1) + m[5],
  };
}

/** Lightness of a fill colour from its operands' count (gray, RGB, CMYK); null when it cannot be told. */
function lightness(values: number[]): number | null {
  if (values.length === 1) return values[0]!;
  if (values.length === 3) return 0.3 * values[0]! + 0.59 * values[1]! + 0.11 * values[2]!;
  if (values.length === 4) {
    const [c, m, y, k] = values as [number, number, number, number];
    return (1 - k) * (0.3 * (1 - c) + 0.59 * (1 - m) + 0.11 * (1 - y));
  }
  return null;
}

const FILLS = new Set(["f", "F", "f*", "B", "B*", "b", "b*"]);
/** The operators below that read their numeric operands. */
const NUMERIC = new Set(["cm", "g", "rg", "k", "sc", "scn", "re", "m", "l", "c", "v", "y"]);
const NONE: number[] = [];

/** The bytes as a latin-1 string (a token: a few characters). */
function latin1(bytes: Uint8Array, start: number, stop: number): string {
  let out = "";
  for (let k = start; k < stop; k++) out += String.fromCharCode(bytes[k]!);
  return out;
}

/**
 * A token made only of digits, a point and a leading sign, as `Number` reads it (NaN for "." or "-"), computed from
 * the bytes: the digits as an integer over a power of ten is one correctly rounded division, as `Number` rounds.
 * null for any other token, or one too long to be exact this way (the caller reads those as a string).
 */
function plainNumber(bytes: Uint8Array, start: number, stop: number): number | null {
  let k = start;
  let negative = false;
  if (bytes[k] === 0x2b /* + */ || bytes[k] === 0x2d /* - */) {
    negative = bytes[k] === 0x2d;
    k++;
  }
  let mantissa = 0;
  let digits = 0;
  let decimals = -1;
  for (; k < stop; k++) {
    const c = bytes[k]!;
    if (c >= 0x30 && c <= 0x39) {
      mantissa = mantissa * 10 + (c - 0x30);
      digits++;
      if (decimals >= 0) decimals++;
    } else if (c === 0x2e /* . */ && decimals < 0) decimals = 0;
    else return null;
  }
  if (stop === start || digits > 15) return null;
  if (digits === 0) return Number.NaN;
  const value = decimals > 0 ? mantissa / 10 ** decimals : mantissa;
  return negative ? -value : value;
}
const ENDS = new Set(["n", "S", "s", ...FILLS]);

/**
 * The dark fills of one content stream (decoded bytes), in the stream's starting coordinates.
 * @example contentFills(latin1("0 g 10 10 100 20 re f")) // → { dark: [{ x0: 10, y0: 10, x1: 110, y1: 30 }] }
 */
export function contentFills(bytes: Uint8Array, drawing?: DrawOp[]): ContentFills {
  const out: ContentFills = { dark: [] };
  const end = bytes.length;
  const operands: (number | string)[] = [];
  const stack: { ctm: Matrix; fill: number | null }[] = [];
  let ctm: Matrix = IDENTITY;
  // Where in `drawing` each open save is, and the last Do or BI: what a restore may let go.
  const saves: number[] = [];
  let lastDraw = -1;
  // The initial fill colour is black.
  let fill: number | null = 0;
  let path: Area | null = null;
  const addPoint = (x: number, y: number) => {
    path = path
      ? {
          x0: Math.min(path.x0, x),
          y0: Math.min(path.y0, y),
          x1: Math.max(path.x1, x),
          y1: Math.max(path.y1, y),
        }
      : { x0: x, y0: y, x1: x, y1: y };
  };
  const nums = () => operands.filter((o): o is number => typeof o === "number");
  let i = skipWhite(bytes, 0, end);
  for (let count = 0; i < end && count < MAX_OPERATORS; i = skipWhite(bytes, i, end)) {
    const b = bytes[i]!;
    if (b === C.LPAREN) {
      i = literalStringEnd(bytes, i, end, "hostile");
      operands.push("");
      continue;
    }
    if (b === C.LT && bytes[i + 1] === C.LT) {
      // An inline dictionary (marked content's properties): skipped whole, nesting counted.
      let depth = 0;
      while (i < end) {
        if (bytes[i] === C.LT && bytes[i + 1] === C.LT) {
          depth++;
          i += 2;
        } else if (bytes[i] === C.GT && bytes[i + 1] === C.GT) {
          depth--;
          i += 2;
          if (depth === 0) break;
        } else if (bytes[i] === C.LPAREN) i = literalStringEnd(bytes, i, end, "hostile");
        else i++;
      }
      operands.push("");
      continue;
    }
    if (b === C.LT) {
      i = hexStringEnd(bytes, i, end, "hostile");
      operands.push("");
      continue;
    }
    if (b === C.LBRACKET || b === C.RBRACKET || b === C.GT || b === C.RPAREN) {
      i++;
      continue;
    }
    const start = b === C.SLASH ? i + 1 : i;
    const stop = regularEnd(bytes, start, end);
    i = Math.max(stop, i + 1);
    if (b === C.SLASH) {
      operands.push(`/${latin1(bytes, start, stop)}`);
      continue;
    }
    // Most tokens are numbers: read from the bytes, without a string for each (the content pass's dearest step).
    const quick = plainNumber(bytes, start, stop);
    if (quick !== null && Number.isFinite(quick)) {
      operands.push(quick);
      continue;
    }
    const word = latin1(bytes, start, stop);
    const n = Number(word);
    if (word !== "" && Number.isFinite(n)) {
      operands.push(n);
      continue;
    }
    count++;
    // Only the operators that read numbers gather them (text shows, most of a page's operators, need none).
    const v = NUMERIC.has(word) ? nums() : NONE;
    switch (word) {
      case "q":
        stack.push({ ctm, fill });
        if (drawing) {
          saves.push(drawing.length);
          drawing.push("q");
        }
        break;
      case "Q":
        ({ ctm, fill } = stack.pop() ?? { ctm, fill });
        if (drawing) {
          // A save and restore that drew nothing between is let go (a text page has thousands): memory stays
          // with the pictures drawn, not with the page's operators.
          const at = saves.pop();
          if (at !== undefined && lastDraw < at) drawing.length = at;
          else drawing.push("Q");
        }
        break;
      case "cm":
        if (v.length === 6) {
          ctm = multiply(v as Matrix, ctm);
          drawing?.push(v as Matrix);
        }
        break;
      case "Do":
        if (drawing && typeof operands[0] === "string" && operands[0].startsWith("/")) {
          drawing.push({ name: operands[0] });
          lastDraw = drawing.length - 1;
        }
        break;
      case "g":
      case "rg":
      case "k":
      case "sc":
      case "scn":
        fill = operands.some((o) => typeof o === "string") ? null : lightness(v);
        break;
      case "cs":
        fill = operands[0] === "/Pattern" ? null : 0;
        break;
      case "re":
        if (v.length === 4) {
          const [x, y, w, h] = v as [number, number, number, number];
          addPoint(x, y);
          addPoint(x + w, y + h);
        }
        break;
      case "m":
      case "l":
        if (v.length === 2) addPoint(v[0]!, v[1]!);
        break;
      case "c":
      case "v":
      case "y":
        for (let k = 0; k + 1 < v.length; k += 2) addPoint(v[k]!, v[k + 1]!);
        break;
      case "BI":
        if (drawing) {
          drawing.push("BI");
          lastDraw = drawing.length - 1;
        }
        i = inlineImageEnd(bytes, i, end);
        break;
    }
    if (ENDS.has(word)) {
      const area: Area | null = path;
      if (FILLS.has(word) && area && fill !== null && fill < DARK) {
        const box = transformArea(area, ctm);
        if (box.x1 - box.x0 >= MIN_SIDE && box.y1 - box.y0 >= MIN_SIDE) out.dark.push(box);
      }
      path = null;
    }
    operands.length = 0;
  }
  return out;
}

/** After BI: past the image's data, to just after its EI (white space on both sides). */
function inlineImageEnd(bytes: Uint8Array, at: number, end: number): number {
  for (let i = at; i + 2 < end; i++) {
    if (
      isWhite(bytes[i]!) &&
      bytes[i + 1] === 0x45 /* E */ &&
      bytes[i + 2] === 0x49 /* I */ &&
      (i + 3 >= end || isWhite(bytes[i + 3]!))
    )
      return i + 3;
  }
  return end;
}
