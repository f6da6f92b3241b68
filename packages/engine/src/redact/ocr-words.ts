// Words and their boxes on a scanned page (issue 43): the page drawn by pdftoppm, read by tesseract as TSV, each
// word's box turned from pixels into points, so the redaction finds numbers in pictures as it does in text.
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { PageText, Word } from "../check/text.ts";
import { EngineError } from "../errors.ts";
import { runTool } from "../tools/run.ts";

/** Resolution the page is read at: tesseract reads body text best near 300 dpi. */
const DPI = 300;

/** The words tesseract reads on page `page` (1-based) of the PDF at `file`, in points from the top-left corner. */
export async function ocrPageWords(
  file: string,
  name: string,
  page: number,
  size: { width: number; height: number },
  dir: string,
): Promise<PageText> {
  const stem = path.join(dir, `ocr-${page}`);
  const drawn = await runTool(
    "pdftoppm",
    ["-r", String(DPI), "-f", String(page), "-l", String(page), "-singlefile", "-gray", "-png", file, stem],
    { timeoutMs: 120_000 },
  );
  if (drawn.missing) throw new EngineError("TOOL_MISSING", name, "pdftoppm is not installed (poppler-utils)");
  if (drawn.code !== 0) throw new EngineError("PDF_DAMAGED", name, `page ${page} could not be drawn for OCR`);
  const read = await runTool("tesseract", [`${stem}.png`, stem, "tsv"], { timeoutMs: 300_000 });
  if (read.missing) throw new EngineError("TOOL_MISSING", name, "tesseract is not installed (tesseract-ocr)");
  if (read.code !== 0) throw new EngineError("TOOL_FAILED", name, `tesseract could not read page ${page}`);
  return {
    page,
    width: size.width,
    height: size.height,
    words: parseTsv(await readFile(`${stem}.tsv`, "utf8")),
  };
}

/** tesseract's TSV: level 5 rows are words (left, top, width, height in pixels, confidence, text). */
export function parseTsv(tsv: string, dpi = DPI): Word[] {
  const scale = 72 / dpi;
  const words: Word[] = [];
  for (const line of tsv.split("\n").slice(1)) {
    const cols = line.split("\t");
    if (cols[0] !== "5" || cols.length < 12) continue;
    const text = (cols[11] ?? "").trim();
    if (!text || Number(cols[10]) < 0) continue;
    const [left, top, width, height] = [6, 7, 8, 9].map((i) => Number(cols[i]));
    words.push({
      text,
      x0: left! * scale,
      y0: top! * scale,
      x1: (left! + width!) * scale,
      y1: (top! + height!) * scale,
    });
  }
  return words;
}
