// The filing check's picture pass: poppler's pdftoppm draws chosen pages small and grey (36 dpi), a range at a time
// into a temporary folder, and each page's pixels answer two questions no text list can: is anything drawn inside
// the clerk's box (a stamp, a picture, a line), and is a word the text layer still holds painted over in black.
import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import type { TClerkBox } from "@courtready/contracts";
import { EngineError } from "../errors.ts";
import { ranges } from "../kit/quality.ts";
import { runTool, withTempDir } from "../tools/run.ts";

/**
 * Small enough to draw a page in a few milliseconds, large enough that white letters on a black band still show
 * light pixels (at 18 dpi they blur into the band and read as covered).
 */
export const RENDER_DPI = 36;
/** A pixel this dark is a mark (0 black … 255 white); light scanner grey is not. */
const MARK_LEVEL = 128;
/** A word is painted over when no pixel inside its box is lighter than this: any visible letter leaves some. */
const COVERED_LEVEL = 100;

export interface Gray {
  width: number;
  height: number;
  /** Row by row, one byte a pixel. */
  pixels: Uint8Array;
}

/** A binary PGM (P5, 8-bit), or null when it is not one. */
export function parsePgm(bytes: Uint8Array): Gray | null {
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(Buffer.from(bytes.subarray(0, 64)).toString("latin1"));
  if (!header) return null;
  const [width, height] = [Number(header[1]), Number(header[2])];
  return { width, height, pixels: bytes.subarray(header[0].length, header[0].length + width * height) };
}

/** A rectangle in points from the page's top-left corner. */
interface Rect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

function pixelsOf(gray: Gray, pageWidth: number, pageHeight: number, r: Rect) {
  const sx = gray.width / pageWidth;
  const sy = gray.height / pageHeight;
  const clamp = (v: number, max: number) => Math.min(max, Math.max(0, v));
  return {
    x0: clamp(Math.floor(r.x0 * sx), gray.width),
    x1: clamp(Math.ceil(r.x1 * sx), gray.width),
    y0: clamp(Math.floor(r.y0 * sy), gray.height),
    y1: clamp(Math.ceil(r.y1 * sy), gray.height),
  };
}

/** The clerk's box in points from the top-left corner (a box is measured from the top-right corner). */
export function clerkRect(box: TClerkBox, pageWidth: number): Rect {
  return { x0: pageWidth - box.width_in * 72, y0: 0, x1: pageWidth, y1: box.height_in * 72 };
}

/** Whether any pixel inside the clerk's box is dark enough to be a mark. */
export function markInBox(gray: Gray, pageWidth: number, pageHeight: number, box: TClerkBox): boolean {
  // One pixel in from each edge: anti-aliasing of content that ends exactly at the box's edge is not in it.
  const p = pixelsOf(gray, pageWidth, pageHeight, clerkRect(box, pageWidth));
  for (let y = p.y0 + 1; y < p.y1 - 1; y++)
    for (let x = p.x0 + 1; x < p.x1 - 1; x++) if (gray.pixels[y * gray.width + x]! < MARK_LEVEL) return true;
  return false;
}

/**
 * How many words are painted over: no pixel inside the word's box (one pixel in from its edges) is light. Black
 * letters on white leave light paper between them, white letters on a black band leave light letters; a dark box
 * over the word leaves nothing. `boxes` holds x0 y0 x1 y1 for each word, in points from the top-left corner.
 */
export function coveredWords(gray: Gray, pageWidth: number, pageHeight: number, boxes: Float32Array): number {
  let covered = 0;
  for (let i = 0; i + 3 < boxes.length; i += 4) {
    const r = { x0: boxes[i]!, y0: boxes[i + 1]!, x1: boxes[i + 2]!, y1: boxes[i + 3]! };
    if (isCovered(gray, pageWidth, pageHeight, r)) covered++;
  }
  return covered;
}

/** Whether the word at `r` (points) is drawn over in the dark: its pixels inside, borders aside, all dark. */
export function isCovered(gray: Gray, pageWidth: number, pageHeight: number, r: Rect): boolean {
  const p = pixelsOf(gray, pageWidth, pageHeight, r);
  let lightest = 0;
  let count = 0;
  for (let y = p.y0 + 1; y < p.y1 - 1; y++)
    for (let x = p.x0 + 1; x < p.x1 - 1; x++) {
      lightest = Math.max(lightest, gray.pixels[y * gray.width + x]!);
      count++;
    }
  // A word too small to leave four pixels inside is not judged (a footnote mark, a lone letter).
  return count >= 4 && lightest < COVERED_LEVEL;
}

/**
 * Draws `pages` of the file at `file` and hands each page's pixels to `onPage`, in page order; only one range's
 * pictures are on disk at a time and one page's in memory.
 * @throws EngineError TOOL_MISSING without poppler-utils, TOOL_TIMEOUT.
 */
export async function renderPages(
  file: string,
  name: string,
  pages: number[],
  onPage: (page: number, gray: Gray) => void,
): Promise<void> {
  if (pages.length === 0) return;
  await withTempDir("check", async (dir) => {
    for (const [from, to] of ranges(pages)) {
      const prefix = path.join(dir, `p${from}`);
      const result = await runTool(
        "pdftoppm",
        ["-r", String(RENDER_DPI), "-gray", "-cropbox", "-f", String(from), "-l", String(to), file, prefix],
        { timeoutMs: 300_000 },
      );
      if (result.missing)
        throw new EngineError("TOOL_MISSING", name, "pdftoppm is not installed (poppler-utils)");
      if (result.timedOut)
        throw new EngineError("TOOL_TIMEOUT", name, "drawing the PDF's pages took too long");
      const made = (await readdir(dir))
        .filter((f) => f.startsWith(`p${from}-`) && f.endsWith(".pgm"))
        .map((f) => ({ f, page: Number(/-(\d+)\.pgm$/.exec(f)?.[1]) }))
        .sort((a, b) => a.page - b.page);
      for (const { f, page } of made) {
        const gray = parsePgm(await readFile(path.join(dir, f)));
        await rm(path.join(dir, f));
        if (gray) onPage(page, gray);
      }
    }
  });
}
