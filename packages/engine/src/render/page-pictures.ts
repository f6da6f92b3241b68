// Small pictures of a run of one file's pages, as the binder will place them (issue 37 §3, the builder's Pages
// panel): the file converted as a build converts it (or its kept conversion record used, so a Word file or a photo
// is not converted again), then pdftoppm draws the run of a PDF and sharp scales a photo's page. The pictures are
// of the file as converted, before any page edit: the panel turns and orders them itself.
import { readFile, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { EngineError } from "../errors.ts";
import type { EngineFonts } from "../fonts/fonts.ts";
import { convertAll } from "../pipeline/convert-all.ts";
import type { CachedConversions } from "../pipeline/convert-all.ts";
import { loadSharp } from "../sharp.ts";
import { runTool, withTempDir } from "../tools/run.ts";
import type { PdfSource, SourceFile } from "../types.ts";

export interface PagePicture {
  page: number;
  jpeg: Uint8Array;
}

export type PagePicturesResult =
  { ok: true; pageCount: number; pages: PagePicture[] } | { ok: false; code: string; reason: string };

export interface PagePicturesOptions {
  /** The first page drawn (from 1) and how many from there; pages past the end are not drawn. */
  first: number;
  count: number;
  /** The longest side of each picture, in pixels. */
  sizePx: number;
  date: Date;
  maxFileBytes?: number | undefined;
  /** The file's kept conversion record, if any (convert/cached.ts). */
  cached?: CachedConversions | undefined;
  timeoutMs?: number;
}

/** The pages `first`… of one file as small JPEGs, with the file's page count. */
export async function pagePicturesOf(
  file: SourceFile,
  fonts: EngineFonts,
  options: PagePicturesOptions,
): Promise<PagePicturesResult> {
  const [converted] = await convertAll([file], fonts, {
    date: options.date,
    maxFileBytes: options.maxFileBytes,
    cached: options.cached,
  });
  if (!converted) throw new Error("no conversion result");
  if (converted instanceof EngineError) return { ok: false, code: converted.code, reason: converted.reason };
  const pageCount = converted.pageCount;
  const last = Math.min(pageCount, options.first + options.count - 1);
  if (options.first > last) return { ok: true, pageCount, pages: [] };
  const content = converted.content;
  if (content.kind === "images") {
    const sharp = await loadSharp();
    const pages: PagePicture[] = [];
    for (let page = options.first; page <= last; page++) {
      const image = content.pages[page - 1];
      if (!image) continue;
      const jpeg = await sharp(image.bytes)
        .resize({ width: options.sizePx, height: options.sizePx, fit: "inside", withoutEnlargement: true })
        .flatten({ background: "#ffffff" })
        .jpeg({ quality: 70 })
        .toBuffer();
      pages.push({ page, jpeg: new Uint8Array(jpeg) });
    }
    return { ok: true, pageCount, pages };
  }
  return {
    ok: true,
    pageCount,
    pages: await drawPdfPages(file.name, content.pdf, options.first, last, options),
  };
}

/** pdftoppm's pictures of pages `first`…`last` of a PDF; a page it could not draw is left out. */
async function drawPdfPages(
  name: string,
  pdf: PdfSource,
  first: number,
  last: number,
  options: { sizePx: number; timeoutMs?: number },
): Promise<PagePicture[]> {
  return withTempDir("page-pictures", async (dir) => {
    // A PDF kept on disk is drawn where it lies; one in memory is written for pdftoppm first.
    const input = pdf instanceof Uint8Array ? path.join(dir, "in.pdf") : pdf.path;
    if (pdf instanceof Uint8Array) await writeFile(input, pdf);
    const run = await runTool(
      "pdftoppm",
      [
        ...["-jpeg", "-jpegopt", "quality=70", "-scale-to", String(options.sizePx)],
        ...["-f", String(first), "-l", String(last), input, "p"],
      ],
      { timeoutMs: options.timeoutMs ?? 60_000, cwd: dir },
    );
    if (run.missing)
      throw new EngineError(
        "TOOL_MISSING",
        name,
        "the server is missing a program it needs (poppler-utils); please tell the site's support team",
      );
    if (run.timedOut) throw new EngineError("TOOL_TIMEOUT", name, "drawing this file's pages took too long");
    // pdftoppm pads the page number to the page count's width ("p-01.jpg"): the names are read back, not guessed.
    const made = (await readdir(dir)).filter((n) => /^p-\d+\.jpg$/.test(n));
    const pages: PagePicture[] = [];
    for (const n of made.sort()) {
      const page = Number(/\d+/.exec(n)![0]);
      pages.push({ page, jpeg: new Uint8Array(await readFile(path.join(dir, n))) });
    }
    return pages.sort((a, b) => a.page - b.page);
  });
}
