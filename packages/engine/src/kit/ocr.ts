// Makes scanned pages searchable (CRC 2.256(b)): tesseract reads each page's picture into a page of invisible text,
// which is drawn over the original page, so what the page shows and prints stays exactly as it was.
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { PDFDict, PDFName, PDFStream, PDFString, degrees } from "../pdf/pdf-lib.ts";
import type { PDFEmbeddedPage, PDFPage, PDFDocument } from "../pdf/pdf-lib.ts";
import { EngineError } from "../errors.ts";
import { runTool, withTempDir } from "../tools/run.ts";
import { loadPdf, savePdf } from "../pdf/load-save.ts";
import { noteEnglish } from "../notes.ts";
import type { EngineNote } from "../notes.ts";
import { OCR_MARK } from "./ocr-mark.ts";

export interface OcrOptions {
  /** Tesseract language(s), e.g. "eng" or "eng+spa"; default "eng". */
  language?: string;
  /** Resolution the pages are read at; default 300 (tesseract's sweet spot for body text). */
  dpi?: number;
  /** Time allowed for one page (render and recognition together); default 120000. */
  timeoutMsPerPage?: number;
  /** The tesseract program; default "tesseract" from PATH. */
  tesseractCommand?: string;
  /** Pages recognised at the same time; default 2. */
  concurrency?: number;
  /** The file's name in errors, as the person knows it; default "binder.pdf". */
  fileName?: string;
  /** The date written in each read page's mark (`OCR_MARK`); default now. The kit passes its "prepared on" date. */
  readOn?: Date;
}

export interface OcrResult {
  pdf: Uint8Array;
  /** 1-based pages that now carry a text layer (possibly empty, for a page with no words on it), ascending. */
  pagesDone: number[];
  /** One plain sentence per page that could not be read; such a page is left as it was. */
  warnings: string[];
}

const DEFAULTS = {
  language: "eng",
  dpi: 300,
  timeoutMsPerPage: 120_000,
  concurrency: 2,
  fileName: "binder.pdf",
};
/** tesseract's language check is quick; this only stops a hung program. */
const CHECK_TIMEOUT_MS = 30_000;

const HELP = "build without --ocr or ask the site's support team";
const REASONS = {
  tesseractMissing: `searchable scans need the text-recognition program (tesseract-ocr), which is not installed on this server; ${HELP}`,
  languageMissing: (language: string) =>
    `searchable scans need the text-recognition language data "${language}" (tesseract-ocr-${language}), which is not installed on this server; ${HELP}`,
  tesseractBroken: `the text-recognition program (tesseract-ocr) does not run properly on this server; ${HELP}`,
  popplerMissing: `searchable scans need the PDF tools (poppler-utils), which are not installed on this server; ${HELP}`,
  unreadable: `this PDF could not be read to add searchable text; ${HELP}`,
};

/** A page's visible area (crop box within media box) in its own unrotated space, and its /Rotate. */
interface Visible {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  rotate: 0 | 90 | 180 | 270;
}

/**
 * Adds an invisible text layer to the given 1-based pages of `pdf`. Each page's own content streams, images and
 * fonts are kept byte for byte: the page's content is bracketed by q/Q (so a transformation it leaves behind cannot
 * move the text) and a form XObject with the recognised words in invisible render mode is drawn after it. A page
 * that fails or runs past its time is named in a warning and left as it was. The same input gives the same bytes.
 * Every page listed is read, whether or not it already has text: choosing the pages is the caller's job.
 * @example await addOcrTextLayer(scan, [1, 2]) // → { pdf, pagesDone: [1, 2], warnings: [] }
 * @throws EngineError TOOL_MISSING (tesseract, its language data or poppler not installed), TOOL_FAILED
 *   (tesseract does not start properly) or PDF_DAMAGED (the PDF cannot be read); RangeError for page numbers or
 *   options out of range.
 */
export async function addOcrTextLayer(
  pdf: Uint8Array,
  pages: number[],
  options: OcrOptions = {},
): Promise<OcrResult> {
  const { warningNotes: _, ...result } = await addOcrTextLayerNoted(pdf, pages, options);
  return result;
}

/** addOcrTextLayer, with its warnings as codes too (notes.ts), for the kit's report in the person's language. */
export async function addOcrTextLayerNoted(
  pdf: Uint8Array,
  pages: number[],
  options: OcrOptions = {},
): Promise<OcrResult & { warningNotes: EngineNote[] }> {
  const settings = settingsFrom(options);
  const file = settings.fileName;
  const wanted = [...new Set(pages)].sort((a, b) => a - b);
  if (wanted.some((n) => !Number.isInteger(n) || n < 1)) {
    throw new RangeError(`Pages must be whole numbers from 1 (got ${pages.join(", ")})`);
  }
  // Checked first, whatever the pages: --ocr on a server without tesseract fails the same way for every binder.
  const status = await tesseractStatus(settings.tesseractCommand, settings.language);
  if (status === "missing") throw new EngineError("TOOL_MISSING", file, REASONS.tesseractMissing);
  if (status === "broken") throw new EngineError("TOOL_FAILED", file, REASONS.tesseractBroken);
  if (status !== "ok") throw new EngineError("TOOL_MISSING", file, REASONS.languageMissing(status.language));
  if (wanted.length === 0) return { pdf, pagesDone: [], warnings: [], warningNotes: [] };

  let doc: PDFDocument;
  try {
    doc = await loadPdf(pdf);
  } catch {
    throw new EngineError("PDF_DAMAGED", file, REASONS.unreadable);
  }
  const pageCount = doc.getPageCount();
  const last = wanted[wanted.length - 1]!;
  if (last > pageCount) throw new RangeError(`Page ${last} is past the end of the PDF (${pageCount} pages)`);

  return withTempDir("ocr", async (dir) => {
    await writeFile(path.join(dir, "in.pdf"), pdf);

    /** Renders and reads one page into t<N>.pdf; returns a warning instead when that fails. */
    const recognise = async (page: number): Promise<EngineNote | null> => {
      const deadline = Date.now() + settings.timeoutMsPerPage;
      const tooSlow = notRead(page, Math.ceil(settings.timeoutMsPerPage / 1000));
      const failed = notRead(page, null);
      if (!visibleArea(doc.getPage(page - 1))) return failed;

      // The visible area as displayed (-cropbox: what a viewer shows, turned by /Rotate), in grey, which is all
      // tesseract uses.
      const image = `p${page}`;
      const range = ["-f", String(page), "-l", String(page), "-singlefile"];
      const render = await runTool(
        "pdftoppm",
        ["-r", String(settings.dpi), "-gray", "-png", "-cropbox", ...range, "in.pdf", image],
        { timeoutMs: Math.max(1, deadline - Date.now()), cwd: dir },
      );
      if (render.missing) throw new EngineError("TOOL_MISSING", file, REASONS.popplerMissing);
      if (render.timedOut) return tooSlow;
      if (render.code !== 0) return failed;

      const read = await runTool(
        settings.tesseractCommand,
        // textonly_pdf: the PDF holds only the words (render mode 3, invisible), not the picture.
        [
          `${image}.png`,
          `t${page}`,
          "-l",
          settings.language,
          "--dpi",
          String(settings.dpi),
          "-c",
          "textonly_pdf=1",
          "pdf",
        ],
        // One thread per tesseract: with OpenMP's default (all cores, busy-waiting) a page on this 2-core machine
        // took 11–15 s instead of 2.7 s, and the pages already run side by side.
        {
          timeoutMs: Math.max(1, deadline - Date.now()),
          cwd: dir,
          env: { ...process.env, OMP_THREAD_LIMIT: "1" },
        },
      );
      // A 300 dpi page image is a few megabytes: gone as soon as it is read, so a long binder needs little disk.
      await rm(path.join(dir, `${image}.png`), { force: true });
      if (read.missing) throw new EngineError("TOOL_MISSING", file, REASONS.tesseractMissing);
      if (read.timedOut) return tooSlow;
      if (read.code !== 0) return failed;
      return null;
    };

    const outcomes = new Map<number, EngineNote | null>();
    let next = 0;
    const fatal: unknown[] = [];
    // A missing program stops every worker (no new pages) and is thrown once the pages in hand are finished, so no
    // tool is left running in a temporary folder that is being removed.
    const worker = async () => {
      while (next < wanted.length && fatal.length === 0) {
        const page = wanted[next++]!;
        try {
          outcomes.set(page, await recognise(page));
        } catch (error) {
          fatal.push(error);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(settings.concurrency, wanted.length) }, worker));
    if (fatal.length > 0) throw fatal[0];

    // Drawn in page order whatever order the pages finished in, so the objects are numbered the same every run.
    const pagesDone: number[] = [];
    const warnings: EngineNote[] = [];
    for (const page of wanted) {
      const warning = outcomes.get(page);
      if (warning) {
        warnings.push(warning);
        continue;
      }
      try {
        const [text] = await doc.embedPdf(await readFile(path.join(dir, `t${page}.pdf`)), [0]);
        await markAsRead(doc, text!, settings.readOn);
        drawTextLayer(doc.getPage(page - 1), text!);
        pagesDone.push(page);
      } catch {
        warnings.push(notRead(page, null));
      }
    }
    const said = { warnings: warnings.map(noteEnglish), warningNotes: warnings };
    if (pagesDone.length === 0) return { pdf, pagesDone, ...said };
    // Tesseract's own document information (its run's creation date) is not copied, pdf-lib makes no /ID of its
    // own and, without updateMetadata, writes nothing from the clock: the same input gives the same bytes.
    return { pdf: await savePdf(doc), pagesDone, ...said };
  });
}

/** Writes `OCR_MARK` into the text layer's form dictionary (embedded now, so its dictionary exists to be marked). */
async function markAsRead(doc: PDFDocument, text: PDFEmbeddedPage, date: Date): Promise<void> {
  await text.embed();
  const form = doc.context.lookup(text.ref, PDFStream);
  const when = PDFString.fromDate(date);
  // §14.5: a data dictionary needs /LastModified, and so does the form that holds /PieceInfo (Table 95).
  const data = doc.context.obj({ LastModified: when, Private: { Process: OCR_MARK.process } });
  form.dict.set(PDFName.of("PieceInfo"), doc.context.obj({ [OCR_MARK.key]: data }));
  form.dict.set(PDFName.of("LastModified"), when);
}

/** A page left as it was: it ran past `seconds`, or (null) recognition failed. */
function notRead(page: number, seconds: number | null): EngineNote {
  return { code: "ocr-not-read", page, seconds };
}

/**
 * Draws the text page over the page's visible area. The text page is the visible area as displayed, so it is
 * turned back by the page's /Rotate: with 90 (shown turned clockwise), it is drawn turned anticlockwise from the
 * visible area's bottom-right corner, and so on.
 */
function drawTextLayer(page: PDFPage, text: PDFEmbeddedPage) {
  const v = visibleArea(page)!;
  const [w, h] = [v.x2 - v.x1, v.y2 - v.y1];
  const sideways = v.rotate === 90 || v.rotate === 270;
  const [shownWidth, shownHeight] = sideways ? [h, w] : [w, h];
  const origin: Record<Visible["rotate"], [number, number]> = {
    0: [v.x1, v.y1],
    90: [v.x2, v.y1],
    180: [v.x2, v.y2],
    270: [v.x1, v.y2],
  };
  const [x, y] = origin[v.rotate];
  // The page's resources may be shared with other pages (or inherited): the text's XObject goes into a copy, so
  // no other page changes.
  const node = page.node;
  const resources = node.Resources()?.clone() ?? node.context.obj({});
  const xobjects = resources.lookupMaybe(PDFName.of("XObject"), PDFDict);
  resources.set(PDFName.of("XObject"), xobjects?.clone() ?? node.context.obj({}));
  node.set(PDFName.of("Resources"), resources);
  page.drawPage(text, {
    x,
    y,
    xScale: shownWidth / text.width,
    yScale: shownHeight / text.height,
    rotate: degrees(v.rotate),
  });
}

/** The crop box within the media box (what pdftoppm -cropbox renders); null when it has no area. */
function visibleArea(page: PDFPage): Visible | null {
  const box = (r: { x: number; y: number; width: number; height: number }) => ({
    x1: Math.min(r.x, r.x + r.width),
    y1: Math.min(r.y, r.y + r.height),
    x2: Math.max(r.x, r.x + r.width),
    y2: Math.max(r.y, r.y + r.height),
  });
  const [media, crop] = [box(page.getMediaBox()), box(page.getCropBox())];
  const v = {
    x1: Math.max(media.x1, crop.x1),
    y1: Math.max(media.y1, crop.y1),
    x2: Math.min(media.x2, crop.x2),
    y2: Math.min(media.y2, crop.y2),
  };
  const angle = ((page.getRotation().angle % 360) + 360) % 360;
  if (v.x2 - v.x1 < 1 || v.y2 - v.y1 < 1 || angle % 90 !== 0) return null;
  return { ...v, rotate: angle as Visible["rotate"] };
}

/** Whether tesseract and the language data are installed (a quick `tesseract --list-langs`). */
export async function ocrAvailable(
  options: Pick<OcrOptions, "tesseractCommand" | "language"> = {},
): Promise<boolean> {
  const settings = settingsFrom(options);
  return (await tesseractStatus(settings.tesseractCommand, settings.language)) === "ok";
}

function settingsFrom(options: OcrOptions) {
  const settings = {
    ...DEFAULTS,
    tesseractCommand: "tesseract",
    readOn: new Date(),
    ...stripUndefined(options),
  };
  // The language goes on a command line and names data files: letters, digits, "_" and "+" between languages.
  if (!/^[A-Za-z0-9_]+(\+[A-Za-z0-9_]+)*$/.test(settings.language)) {
    throw new RangeError(
      `The OCR language must look like "eng" or "eng+spa" (got ${JSON.stringify(settings.language)})`,
    );
  }
  if (!Number.isInteger(settings.dpi) || settings.dpi < 72 || settings.dpi > 1200) {
    throw new RangeError(`The OCR dpi must be a whole number from 72 to 1200 (got ${settings.dpi})`);
  }
  if (!Number.isInteger(settings.concurrency) || settings.concurrency < 1) {
    throw new RangeError(`The OCR concurrency must be a whole number from 1 (got ${settings.concurrency})`);
  }
  if (!(settings.timeoutMsPerPage > 0)) {
    throw new RangeError(`The OCR time per page must be positive (got ${settings.timeoutMsPerPage})`);
  }
  return settings;
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

type TesseractStatus = "ok" | "missing" | "broken" | { language: string };

async function tesseractStatus(command: string, language: string): Promise<TesseractStatus> {
  const result = await runTool(command, ["--list-langs"], { timeoutMs: CHECK_TIMEOUT_MS });
  if (result.missing) return "missing";
  if (result.code !== 0) return "broken";
  // "List of available languages in "/usr/share/tesseract-ocr/5/tessdata/" (2):" then one name a line.
  const installed = new Set(
    `${result.stdout}\n${result.stderr}`
      .split("\n")
      .slice(1)
      .map((line) => line.trim()),
  );
  const absent = language.split("+").find((name) => !installed.has(name));
  return absent === undefined ? "ok" : { language: absent };
}
