// Checks a redacted copy (issue 43): no extractable word inside a box but what the redaction printed there, no
// redacted value anywhere in the file (qpdf's uncompressed dump and poppler's text of every page), and each box's
// pixels as the court's style draws it (dark for black boxes, light for X-per-character), so an image's pixels
// under a box are gone. A failure names its page. Only the pages with a box are drawn and read word by word.
import { readFile } from "node:fs/promises";
import path from "node:path";
// The problems' words are contracts' REDACTION_MESSAGES, so a refused build's row can say them in Spanish.
import { redactionText } from "@courtready/contracts";
import type { TRedactionStyle } from "@courtready/contracts";
import { EngineError } from "../errors.ts";
import { runTool, withTempDir } from "../tools/run.ts";
import type { JobBox } from "./apply.ts";
import { readPageTexts, readWordsOfPages } from "./page-text.ts";

export interface VerifyProblem {
  /** 1-based page, or null for the file as a whole. */
  page: number | null;
  message: string;
}

export interface Verification {
  ok: boolean;
  problems: VerifyProblem[];
  /** Each check's own seconds (they run at once): what the redaction bench prints. */
  seconds: { words: number; text: number; file: number; pixels: number };
}

/** Drawn at this resolution, a box's pixels are judged; 72 dpi makes a pixel a point. */
const DPI = 72;

/**
 * The four checks run at once, each its own program: the boxes' words and pixels read only on the pages with a box,
 * the values searched in every page's text and in the whole file's uncompressed objects.
 */
export async function verifyRedaction(
  file: string,
  name: string,
  pages: Record<string, JobBox[]>,
  values: readonly string[],
  style: TRedactionStyle,
): Promise<Verification> {
  const needles = values.map(norm).filter((v) => v.length >= 4);
  const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
    const t0 = performance.now();
    const result = await work();
    return [result, (performance.now() - t0) / 1000];
  };
  const [[words, wordsS], [text, textS], [dump, fileS], [pixels, pixelsS]] = await Promise.all([
    timed(() => wordsInBoxes(file, name, pages)),
    timed(() => valuesInText(file, name, needles)),
    timed(() => valuesInFile(file, name, values)),
    timed(() => checkPixels(file, name, pages, style)),
  ]);
  const problems = [...words, ...text, ...dump, ...pixels];
  return {
    ok: problems.length === 0,
    problems,
    seconds: { words: wordsS, text: textS, file: fileS, pixels: pixelsS },
  };
}

/** Any word poppler reads inside a box, other than what the redaction printed there. */
async function wordsInBoxes(
  file: string,
  name: string,
  pages: Record<string, JobBox[]>,
): Promise<VerifyProblem[]> {
  const problems: VerifyProblem[] = [];
  await readWordsOfPages(file, name, Object.keys(pages).map(Number), (page) => {
    const boxes = pages[String(page.page)] ?? [];
    for (const w of page.words) {
      const box = boxes.find((b) => overlap(b, w) > 0.5);
      if (box && norm(w.text) && !norm(box.text ?? "").includes(norm(w.text)))
        problems.push({
          page: page.page,
          message: redactionText("readableInBox", { masked: mask(w.text) }),
        });
    }
  });
  return problems.sort((a, b) => (a.page ?? 0) - (b.page ?? 0));
}

/** Each page whose text, letters and digits only, still holds a redacted value. */
async function valuesInText(
  file: string,
  name: string,
  needles: readonly string[],
): Promise<VerifyProblem[]> {
  const problems: VerifyProblem[] = [];
  if (!needles.length) return problems;
  await readPageTexts(file, name, (page, text) => {
    const all = norm(text);
    if (needles.some((n) => all.includes(n)))
      problems.push({ page, message: redactionText("readableOnPage") });
  });
  // Two ranges of pages are read at once, so pages arrive out of order.
  return problems.sort((a, b) => (a.page ?? 0) - (b.page ?? 0));
}

/** What a redacted copy's dump may not hold: an attached file (qdf prints its /EmbeddedFile(s) key or type). */
const ATTACHED = "/embeddedfile";

/**
 * The search of a dump handed over in pieces: each piece is searched with the end of the one before (a value cut
 * between two pieces is still found), one pattern for every value and the attachment key, so a piece is scanned
 * once and only a piece that matches is looked at value by value. Values are compared without case.
 */
export class DumpSearch {
  readonly found = new Set<string>();
  attached = false;
  private readonly wanted: string[];
  private readonly any: RegExp;
  /** The longest text looked for, less one character: what a piece keeps of the one before. */
  private readonly keep: number;
  private tail = "";

  constructor(values: readonly string[]) {
    this.wanted = [...new Set(values.filter((v) => v.length >= 4).map((v) => v.toLowerCase()))];
    const escape = (v: string) => v.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    this.any = new RegExp([ATTACHED, ...this.wanted].map(escape).join("|"), "i");
    this.keep = Math.max(ATTACHED.length, ...this.wanted.map((v) => v.length)) - 1;
  }

  piece(piece: string): void {
    const text = this.tail + piece;
    this.tail = text.slice(-this.keep);
    if (!this.any.test(text)) return;
    const lower = text.toLowerCase();
    if (lower.includes(ATTACHED)) this.attached = true;
    for (const value of this.wanted)
      if (!this.found.has(value) && lower.includes(value)) this.found.add(value);
  }
}

/**
 * Each value still in the file's bytes as `qpdf --qdf` shows them: every stream uncompressed, every object out of
 * its object stream, and content normalised (pdf-lib and others write text as hex strings, which qdf turns back
 * into the characters searched for), and any attached file left. Searched as it streams (DumpSearch), never held
 * whole, and not cut into lines: cut into lines, the search of a 1,000-page dump kept the main thread from draining
 * qpdf's pipe, which made it the verification's longest wait, qpdf blocked on its output.
 */
async function valuesInFile(file: string, name: string, values: readonly string[]): Promise<VerifyProblem[]> {
  const search = new DumpSearch(values);
  const dump = await runTool("qpdf", ["--qdf", "--object-streams=disable", file, "-"], {
    timeoutMs: 120_000,
    onStdoutText: (piece) => search.piece(piece),
  });
  if (dump.missing) throw new EngineError("TOOL_MISSING", name, "qpdf is not installed");
  // qpdf exits 3 for warnings on a file it still wrote whole.
  if (dump.code !== 0 && dump.code !== 3)
    throw new EngineError("PDF_DAMAGED", name, "the redacted copy could not be read back");
  const problems: VerifyProblem[] = [...search.found].map((value) => ({
    page: null,
    message: redactionText("valueInFile", { masked: mask(value) }),
  }));
  // An attached file cannot be searched (compressed, any format): apply.ts removes them all, and none may be left.
  if (search.attached) problems.push({ page: null, message: redactionText("attachmentInFile") });
  return problems;
}

/** Each box drawn in grey: mostly dark for a black box, mostly light for X-per-character (the letters are thin). */
async function checkPixels(
  file: string,
  name: string,
  pages: Record<string, JobBox[]>,
  style: TRedactionStyle,
): Promise<VerifyProblem[]> {
  const problems: VerifyProblem[] = [];
  const keys = Object.keys(pages);
  if (!keys.length) return problems;
  await withTempDir("redact-verify", async (dir) => {
    // One `mutool draw` for every page with a box: a pdftoppm process per page cost seconds on a long binder.
    const drawn = await runTool(
      "mutool",
      ["draw", "-q", "-r", String(DPI), "-c", "gray", "-o", path.join(dir, "p%d.pgm"), file, keys.join(",")],
      { timeoutMs: 300_000 },
    );
    if (drawn.code !== 0)
      throw new EngineError("PDF_DAMAGED", name, "the redacted copy's pages could not be drawn");
    for (const [key, boxes] of Object.entries(pages)) {
      const image = parsePgm(await readFile(path.join(dir, `p${key}.pgm`)));
      for (const box of boxes) {
        const dark = darkShare(image, box);
        if (dark === null) continue;
        const right = style === "black-box" ? dark >= 0.5 : dark <= 0.5;
        if (!right)
          problems.push({
            page: Number(key),
            message: redactionText("boxNotDark", { percent: Math.round(dark * 100) }),
          });
      }
    }
  });
  return problems;
}

interface Gray {
  width: number;
  height: number;
  pixels: Uint8Array;
}

/** A binary PGM (P5, 8-bit) as mutool draw writes it. */
export function parsePgm(bytes: Buffer): Gray {
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(bytes.subarray(0, 64).toString("latin1"));
  if (!header) throw new Error("not a binary PGM");
  const width = Number(header[1]);
  const height = Number(header[2]);
  return { width, height, pixels: bytes.subarray(header[0].length, header[0].length + width * height) };
}

/** The share of dark pixels (under 100 of 255) inside the box less a pixel each side; null for a box too small. */
function darkShare(image: Gray, box: JobBox): number | null {
  const x0 = Math.ceil(box.x0) + 1;
  const y0 = Math.ceil(box.y0) + 1;
  const x1 = Math.min(image.width, Math.floor(box.x1) - 1);
  const y1 = Math.min(image.height, Math.floor(box.y1) - 1);
  if (x1 <= x0 || y1 <= y0) return null;
  let dark = 0;
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++) if (image.pixels[y * image.width + x]! < 100) dark += 1;
  return dark / ((x1 - x0) * (y1 - y0));
}

function overlap(box: JobBox, w: { x0: number; y0: number; x1: number; y1: number }): number {
  const ix = Math.max(0, Math.min(box.x1, w.x1) - Math.max(box.x0, w.x0));
  const iy = Math.max(0, Math.min(box.y1, w.y1) - Math.max(box.y0, w.y0));
  const area = Math.max(1e-6, (w.x1 - w.x0) * (w.y1 - w.y0));
  return (ix * iy) / area;
}

function norm(text: string): string {
  return text.replace(/[^\p{L}\p{N}]/gu, "").toLowerCase();
}

/** A value as a problem message may show it: its last two characters. */
function mask(text: string): string {
  return text.length <= 2 ? "**" : `${"*".repeat(Math.min(8, text.length - 2))}${text.slice(-2)}`;
}
