// A small JPEG picture of a document's first page, for file cards and the builder's preview: poppler's pdftoppm
// for PDFs (a separate process, like every tool the engine runs), sharp for the images the engine prepared.
import { readFile, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { EngineError } from "../errors.ts";
import { runTool, withTempDir } from "../tools/run.ts";
import { loadSharp } from "../sharp.ts";
import type { PdfSource } from "../types.ts";

export interface ThumbnailOptions {
  /** Width of the picture in pixels (height follows the page); default 320. */
  widthPx?: number;
  timeoutMs?: number;
  pdftoppmCommand?: string;
}

const DEFAULT_WIDTH = 320;

/**
 * The first page of a PDF (one the engine made or normalised) as a JPEG. A PDF on disk is linked where pdftoppm
 * reads it, not read here (issue 40).
 * @throws EngineError TOOL_FAILED, TOOL_TIMEOUT or TOOL_MISSING naming `name`.
 */
export async function pdfThumbnail(
  name: string,
  pdf: PdfSource,
  options: ThumbnailOptions = {},
): Promise<Uint8Array> {
  const width = options.widthPx ?? DEFAULT_WIDTH;
  return withTempDir("thumb", async (dir) => {
    const input = path.join(dir, "in.pdf");
    await (pdf instanceof Uint8Array ? writeFile(input, pdf) : symlink(path.resolve(pdf.path), input));
    const result = await runTool(
      options.pdftoppmCommand ?? "pdftoppm",
      [
        "-f",
        "1",
        "-l",
        "1",
        "-singlefile",
        "-jpeg",
        "-jpegopt",
        "quality=80",
        "-scale-to-x",
        String(width),
        "-scale-to-y",
        "-1",
        "in.pdf",
        "page",
      ],
      { timeoutMs: options.timeoutMs ?? 30_000, cwd: dir },
    );
    if (result.missing) {
      throw new EngineError(
        "TOOL_MISSING",
        name,
        "the server is missing a program it needs (poppler-utils); please tell the site's support team",
      );
    }
    if (result.timedOut)
      throw new EngineError("TOOL_TIMEOUT", name, "drawing a preview of this file took too long");
    if (result.code !== 0)
      throw new EngineError("TOOL_FAILED", name, "a preview of this file could not be drawn");
    return new Uint8Array(await readFile(path.join(dir, "page.jpg")));
  });
}

/** A prepared image page (JPEG or PNG at print size) scaled down to a JPEG thumbnail. */
export async function imageThumbnail(bytes: Uint8Array, options: ThumbnailOptions = {}): Promise<Uint8Array> {
  const sharp = await loadSharp();
  const data = await sharp(bytes)
    .resize({ width: options.widthPx ?? DEFAULT_WIDTH, withoutEnlargement: true })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 80 })
    .toBuffer();
  return new Uint8Array(data);
}
