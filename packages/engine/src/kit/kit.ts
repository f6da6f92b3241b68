// The enhanced print kit (`courtready build --enhanced`, the web app's "Generate Enhanced Kit"): the court binder
// (split into volumes when it is over the size limit), a print version, a review version, Avery 5160 sticker
// labels, a Bates manifest and a quality report, from one conversion of the files.
import { inMemory, pdfBytes, pdfIncludes } from "../ingest/source-file.ts";
import { createHash } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { exhibitStickerTitle, isNumberedRole, KIT_FILES, roleExhibitWord } from "@courtready/contracts";
import type { FileRefusal } from "@courtready/contracts";
import type { VolumeSplit } from "../assemble/types.ts";
import { assemblePrepared, prepareFiles } from "../pipeline/build.ts";
import type { BuildOptions, BuildResult, PreparedFiles } from "../pipeline/build.ts";
import type { Converted } from "../pipeline/convert-all.ts";
import { binderFiles, exhibitFiles, zipTime } from "../pipeline/package.ts";
import { freeNow } from "../tools/free-now.ts";
import { writeZip } from "../zip/write.ts";
import { EngineError, EngineErrors, refused } from "../errors.ts";
import type { EngineFonts } from "../fonts/fonts.ts";
import { runTool, withTempDir } from "../tools/run.ts";
import type { ProgressCallback, SourceFile } from "../types.ts";
import { documentTypeLabel } from "../types.ts";
import { checkKitFiling, withFilingCheck } from "./filing.ts";
import type { KitLanguage } from "./kit-words.ts";
import { renderLabelSheets } from "./labels.ts";
import { batesManifestCsv } from "./manifest.ts";
import { addOcrTextLayerNoted, ocrAvailable } from "./ocr.ts";
import type { OcrOptions } from "./ocr.ts";
import { makePrintVersion } from "./print.ts";
import type { PrintPart } from "./print.ts";
import { analysePages, heaviestPages, megabytes as mb, qualityReport } from "./quality.ts";
import { renderQualityReportHtml } from "./quality-html.ts";
import type { QualityReport } from "./types.ts";
import { imagesToPdf } from "../convert/images-pdf.ts";
import { notesOf, withNotes } from "../notes.ts";

export interface KitOptions extends Omit<BuildOptions, "review" | "volumes"> {
  /** Split the court binder into volumes no larger than this (bytes). */
  maxSizeBytes?: number;
  labels?: BuildOptions["labels"];
  /** Avery 5160 sheet adjustments (inches) and the first free label position (1–30). */
  labelSheet?: { offsetXIn?: number; offsetYIn?: number; startPosition?: number };
  /**
   * Add an invisible OCR text layer to pages that have no text. With `maxPages`, a binder with more scanned pages
   * than that gets none (the report says so): recognition takes seconds a page.
   */
  ocr?: boolean | KitOcrOptions;
  /**
   * The person's language for the pages meant for them (the quality report and its summary). Everything meant for
   * the court (the binder, its print and review versions, labels, manifest, exhibit list) is English whatever it is.
   */
  language?: KitLanguage;
}

export interface KitOcrOptions extends OcrOptions {
  maxPages?: number;
}

export interface KitFile {
  /** Path inside the kit (and under the output folder), e.g. "binder-print.pdf" or "exhibits/Exhibit 1 - lease.pdf". */
  name: string;
  bytes: Uint8Array;
}

export interface EnhancedKit {
  /** The whole binder as built (also when the kit holds volumes instead). */
  binder: BuildResult;
  /** The files of the kit, in the ZIP's order. */
  files: KitFile[];
  /** enhanced-kit.zip: the same files, stored (PDFs are already compressed). */
  zip: Uint8Array;
  report: QualityReport;
}

export const KIT_FILE_NAMES = KIT_FILES;

/** Room left in each volume for its cover, fonts and outline, on top of the exhibits' own bytes. */
const VOLUME_OVERHEAD_BYTES = 96 * 1024;

/** Longest prefix taken from a name: Bates numbers are stamped in a narrow band at the foot of each page. */
const MAX_BATES_PREFIX = 10;

/**
 * The Bates prefix used when none was chosen: the party's surname (the last word of their name), else the first
 * word of the case name, in capital ASCII letters, as law offices number their productions; "EXH" when neither
 * holds a letter.
 * @example defaultBatesPrefix({ partyName: "Jane Roe" }) // → "ROE"
 * @example defaultBatesPrefix({ caseName: "Peña v. Acme" }) // → "PENA"
 */
export function defaultBatesPrefix(c: { partyName?: string; caseName?: string }): string {
  const letters = (word: string | undefined) =>
    (word ?? "")
      .normalize("NFKD")
      .replace(/[^A-Za-z]/g, "")
      .toUpperCase()
      .slice(0, MAX_BATES_PREFIX);
  const party = letters(c.partyName?.trim().split(/\s+/).pop());
  if (party) return party;
  const caseWord = letters(c.caseName?.trim().split(/\s+/)[0]);
  return caseWord || "EXH";
}

function sha256(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/**
 * Builds the kit. Every file is converted once; the binder is assembled whole (with the review version in the
 * same pass) and, when over `maxSizeBytes`, again in volumes.
 * @throws EngineErrors naming every file that cannot be used, or an exhibit too large for the size limit;
 *   EngineError TOOL_MISSING when OCR is asked for and tesseract is not installed.
 */
export async function buildEnhancedKit(
  files: SourceFile[],
  fonts: EngineFonts,
  kitOptions: KitOptions,
  onProgress?: ProgressCallback,
): Promise<EnhancedKit> {
  // The kit's manifest ties every page to a Bates number, so the kit always stamps them (issue 19: the columns were
  // empty when no prefix was chosen, which is every web build).
  const options: KitOptions = {
    ...kitOptions,
    batesPrefix: kitOptions.batesPrefix ?? defaultBatesPrefix(kitOptions.case),
  };
  const ocrOptions: KitOcrOptions | undefined =
    options.ocr === true ? {} : options.ocr === false ? undefined : options.ocr;
  if (ocrOptions && !(await ocrAvailable(ocrOptions))) {
    throw new EngineError(
      "TOOL_MISSING",
      "binder.pdf",
      "searchable scans need the text-recognition program (tesseract-ocr), which is not installed on this server; build without OCR or ask the site's support team",
    );
  }
  const progress = (from: number, to: number): ProgressCallback | undefined =>
    onProgress ? (f, m) => onProgress(from + (to - from) * f, m) : undefined;

  // The front of the whole binder (with its review version) is drawn while the PDFs are pooled.
  let prepared = await prepareFiles(
    files,
    fonts,
    { ...options, ahead: { ...options, mode: { kind: "review" } } },
    progress(0, 0.55),
  );
  // Taken before OCR, which gives back prepared files of its own.
  const compression = prepared.compression;
  let ocrPagesByFile: number[][] = files.map(() => []);
  let ocrSkipped: { pages: number; limit: number } | undefined;
  if (ocrOptions) {
    onProgress?.(0.55, "Making scanned pages searchable");
    // The mark on each page read is dated as the kit is, so the same inputs still give the same bytes.
    const recognised = await recogniseText(
      prepared,
      { readOn: options.preparedOn, ...ocrOptions },
      progress(0.55, 0.65),
    );
    ({ prepared, ocrPagesByFile } = recognised);
    ocrSkipped = recognised.skipped;
  }

  onProgress?.(0.65, "Assembling the binder");
  const buildOptions: BuildOptions = { ...options };
  const whole = await assemblePrepared(prepared, fonts, { ...buildOptions, mode: { kind: "review" } });
  const exhibitWord = roleExhibitWord(options.role);
  // Reading every page back (poppler, separate processes) runs while this thread splits, prints and labels.
  const analysis = settle(
    analysePages(
      whole.pdf,
      whole.exhibits,
      whole.pages,
      {
        exhibitWord,
        ...(options.case.caseNumber ? { caseNumber: options.case.caseNumber } : {}),
      },
      // An image is always a stream object, never inside an object stream, so its /Image is in the plain bytes.
      prepared.converted.map((c) => c.content.kind === "images" || pdfIncludes(c.content.pdf, "/Image")),
    ),
  );
  let court = whole;
  if (options.maxSizeBytes !== undefined && whole.pdf.byteLength > options.maxSizeBytes) {
    onProgress?.(0.72, "Splitting the binder into volumes");
    court = await splitIntoVolumes(prepared, fonts, buildOptions, measuresOf(whole), options.maxSizeBytes);
  }
  // The files meant for filing are checked (poppler and qpdf, other processes) while the other versions are made.
  const profile = options.filingProfile;
  const filing = profile ? settle(checkKitFiling(binderFiles(court), profile, options.language)) : null;

  onProgress?.(0.8, "Making the print version");
  // Paper is printed from the whole binder (a size limit is for e-filing); its cover and index come from the
  // link-free front matter, because qpdf cannot carry the index's links across and would leave them broken.
  const sectionPageOf = (i: number) => whole.sections?.find((s) => s.firstExhibit === i)?.page;
  const printParts: PrintPart[] = [
    // The front matter ends before the first exhibit, or before its section's slip sheet.
    {
      pdf: whole.frontMatterPdf!,
      pages: (sectionPageOf(0) ?? whole.exhibits[0]!.startPage) - 1,
      exhibits: [],
    },
    {
      pdf: whole.pdf,
      pages: whole.pages,
      skipFrontMatter: true,
      exhibits: whole.exhibits.map((e, i) => {
        const sectionPage = sectionPageOf(i);
        return {
          title: exhibitStickerTitle(options.role, e.label),
          description: e.description,
          from: e.startPage,
          to: e.endPage,
          ...(sectionPage !== undefined ? { sectionPage } : {}),
        };
      }),
    },
  ];
  const printPdf = await makePrintVersion(printParts, fonts, {
    ...(options.case.caseNumber ? { caseNumber: options.case.caseNumber } : {}),
    preparedOn: options.preparedOn,
  });

  onProgress?.(0.85, "Making the sticker labels");
  const labelsPdf = await renderLabelSheets(
    court.exhibits.map((e) => ({
      title: exhibitStickerTitle(options.role, e.label),
      ...(options.case.caseNumber ? { caseNumber: options.case.caseNumber } : {}),
      ...(options.case.caseName ? { caseName: options.case.caseName } : {}),
    })),
    fonts,
    {
      ...options.labelSheet,
      colour: options.stickers === "bw" ? "none" : isNumberedRole(options.role) ? "numbered" : "lettered",
      preparedOn: options.preparedOn,
    },
  );

  onProgress?.(0.88, "Checking every page");
  const hashes = files.map((f) => sha256(inMemory(f).bytes));
  const analysed = await analysis;
  if ("error" in analysed) throw analysed.error;
  const pageFacts = analysed.value;
  const measured = qualityReport({
    preparedOn: options.preparedOn.toISOString().slice(0, 10),
    ...(options.case.caseName ? { caseName: options.case.caseName } : {}),
    ...(options.case.caseNumber ? { caseNumber: options.case.caseNumber } : {}),
    totalPages: whole.pages,
    fileSizeBytes: court.volumes
      ? Math.max(...court.volumes.map((v) => v.pdf.byteLength))
      : court.pdf.byteLength,
    ...(options.maxSizeBytes !== undefined
      ? {
          sizeLimitBytes: options.maxSizeBytes,
          heaviestPages: heaviestPages(whole.exhibits, whole.exhibitPageBytes),
        }
      : {}),
    ...(compression
      ? {
          scans: {
            beforeBytes: compression.beforeBytes,
            afterBytes: compression.afterBytes,
            files: compression.files
              .filter((f) => f.afterBytes < f.beforeBytes)
              .map(({ name, beforeBytes, afterBytes }) => ({ name, beforeBytes, afterBytes })),
          },
        }
      : {}),
    ...(court.volumes
      ? {
          volumes: court.volumes.map((v) => ({
            number: v.number,
            firstPage: v.firstPage,
            lastPage: v.lastPage,
            sizeBytes: v.pdf.byteLength,
          })),
        }
      : {}),
    exhibits: court.exhibits,
    documents: whole.documents.map((d, i) => ({
      ...d,
      sha256: hashes[i]!,
      typeLabel: documentTypeLabel(d.type),
      ocrPages: ocrPagesByFile[i]!.map((k) => whole.exhibits[i]!.startPage + k - 1),
    })),
    pages: pageFacts,
    ...(ocrSkipped ? { ocrSkipped } : {}),
    ...(options.language ? { language: options.language } : {}),
  });
  const checked = filing && (await filing);
  // A check that fails is reported as not run (null), never as ready: the kit itself is still good to print.
  const report =
    profile && checked
      ? withFilingCheck(measured, "value" in checked ? checked.value : null, profile.name, options.language)
      : measured;

  onProgress?.(0.95, "Packaging the kit");
  const text = (s: string) => new TextEncoder().encode(s);
  // The court copy, the print and review versions and the exhibits by the build's names (the court's rule).
  const kitFiles: KitFile[] = [
    ...binderFiles(court),
    { name: court.names.print, bytes: printPdf },
    { name: court.names.review, bytes: whole.reviewPdf! },
    { name: KIT_FILE_NAMES.labels, bytes: labelsPdf },
    {
      name: KIT_FILE_NAMES.manifest,
      bytes: text(batesManifestCsv(court.exhibits.map((exhibit, i) => ({ exhibit, sha256: hashes[i]! })))),
    },
    { name: KIT_FILE_NAMES.reportJson, bytes: text(`${JSON.stringify(report, null, 2)}\n`) },
    { name: KIT_FILE_NAMES.reportHtml, bytes: text(renderQualityReportHtml(report, options.language)) },
    { name: court.names.exhibitList, bytes: court.exhibitListPdf },
    // The kit's files are its result, each held: the exhibits are written here, once.
    ...exhibitFiles(court).map((f) => ({
      name: f.name,
      bytes: typeof f.bytes === "function" ? f.bytes() : f.bytes,
    })),
  ];
  const zip = zipFiles(kitFiles, options.preparedOn);
  onProgress?.(1, "Done");
  return {
    binder: court === whole ? whole : { ...court, reviewPdf: whole.reviewPdf! },
    files: kitFiles,
    zip,
    report,
  };
}

/** A promise that never rejects (so starting it early cannot leave a rejection unhandled), to unwrap later. */
function settle<T>(promise: Promise<T>): Promise<{ value: T } | { error: unknown }> {
  return promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
}

function zipFiles(files: KitFile[], date: Date): Uint8Array {
  // PDFs are compressed already; the CSV, JSON and HTML shrink a lot.
  const entries = files.map((f) => ({ name: f.name, bytes: f.bytes, compress: !f.name.endsWith(".pdf") }));
  return writeZip(entries, zipTime(date));
}

/** Writes the kit's files (and enhanced-kit.zip) under `dir`, creating subfolders. */
export async function writeKitFiles(dir: string, kit: EnhancedKit): Promise<void> {
  for (const f of kit.files) {
    const target = path.join(dir, f.name);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, f.bytes);
  }
  await writeFile(path.join(dir, "enhanced-kit.zip"), kit.zip);
}

/**
 * The standard binder under a file size limit (the web app's binder, issue 24): built whole and, when larger than
 * `maxSizeBytes`, again in volumes (`splitIntoVolumes`); its ZIP then holds every volume. Files that together may
 * reach the limit are weighed first rather than written whole (issue 40): the whole binder was written only to be
 * measured, every picture read into a buffer as large as the files, and then thrown away.
 */
export async function buildBinderInVolumes(
  files: SourceFile[],
  fonts: EngineFonts,
  options: BuildOptions,
  maxSizeBytes: number,
  onProgress?: ProgressCallback,
): Promise<BuildResult> {
  const prepared = await prepareFiles(files, fonts, { ...options, ahead: options }, onProgress);
  onProgress?.(0.75, "Assembling the binder");
  // Half the limit: the binder adds a front and stamps to its files, and a guess either way costs only time (a
  // binder weighed that fits is then written; one written that does not is measured from what was written).
  const weighFirst = convertedBytes(prepared.converted) > maxSizeBytes / 2;
  let whole: BuildResult | undefined = await assemblePrepared(prepared, fonts, options, weighFirst);
  // With `keepConversions`, the records of what was converted afresh go back with either answer.
  const records = prepared.records ? { records: prepared.records } : {};
  if ((whole.measuredBytes ?? whole.pdf.byteLength) <= maxSizeBytes) {
    if (whole.measuredBytes !== undefined) whole = await assemblePrepared(prepared, fonts, options);
    onProgress?.(1, "Done");
    return { ...whole, ...records };
  }
  onProgress?.(0.85, "Splitting the binder into volumes");
  // Only the whole binder's measures go on: its PDF and exhibit PDFs (each as large as the input) are let go before
  // the volumes are written, rather than held beside them to the end (issue 40).
  const measured = measuresOf(whole);
  // Freed now, not when the collector runs: otherwise the whole binder was still in memory beside the volumes.
  freeNow(whole.pdf);
  whole = undefined;
  const split = await splitIntoVolumes(prepared, fonts, options, measured, maxSizeBytes);
  onProgress?.(1, "Done");
  return { ...split, ...records };
}

/** The bytes of the files as converted (PDFs and page pictures), what a binder of them holds besides its own. */
function convertedBytes(converted: readonly Converted[]): number {
  return converted.reduce(
    (n, c) =>
      n +
      (c.content.kind === "pdf"
        ? c.content.pdf.byteLength
        : c.content.pages.reduce((m, p) => m + p.bytes.byteLength, 0)),
    0,
  );
}

/** What splitting needs of the whole binder: its exhibits, each page's written size, the exhibit list's size. */
export type WholeMeasures = Pick<BuildResult, "exhibits" | "exhibitPageBytes"> & { exhibitListBytes: number };

export function measuresOf(whole: BuildResult): WholeMeasures {
  return {
    exhibits: whole.exhibits,
    exhibitPageBytes: whole.exhibitPageBytes,
    exhibitListBytes: whole.exhibitListPdf.byteLength,
  };
}

/**
 * Plans volumes from each exhibit page's measured size — at exhibit boundaries, and inside an exhibit only when
 * it is too large for a volume of its own — assembles them, and tightens the plan until every volume is under the
 * limit (the first estimate counts each exhibit's own fonts, so it rarely needs a second try).
 * @throws EngineErrors naming each page that is larger than the limit on its own (the one thing no split can fix).
 */
export async function splitIntoVolumes(
  prepared: PreparedFiles,
  fonts: EngineFonts,
  options: BuildOptions,
  whole: WholeMeasures,
  limit: number,
): Promise<BuildResult> {
  const tooLarge = whole.exhibitPageBytes.flatMap((pages, i) => {
    const e = whole.exhibits[i]!;
    const heavy = pages.flatMap((size, k) =>
      size + VOLUME_OVERHEAD_BYTES > limit ? [{ page: k + 1, size }] : [],
    );
    if (heavy.length === 0) return [];
    // By code (contracts FILE_REFUSALS), the numbers as params: the builder's row says it in the person's language.
    const common = { label: e.label, pages: e.pages, limit: mb(limit) };
    const first = heavy[0]!;
    const shown = heavy.slice(0, 5);
    const numbers = (list: number[]) => list.join(", ");
    const refusal: FileRefusal =
      heavy.length === 1
        ? {
            code: "pageOverLimit",
            params: {
              ...common,
              page: first.page,
              binderPage: e.startPage + first.page - 1,
              size: mb(first.size),
            },
          }
        : {
            code: heavy.length > 5 ? "pagesOverLimitMore" : "pagesOverLimit",
            params: {
              ...common,
              count: heavy.length,
              pageList: numbers(shown.map((h) => h.page)),
              binderList: numbers(shown.map((h) => e.startPage + h.page - 1)),
            },
          };
    return [refused("EXHIBIT_OVER_SIZE_LIMIT", e.source, refusal)];
  });
  if (tooLarge.length) throw new EngineErrors(tooLarge);
  let budget = limit;
  for (let attempt = 0; attempt < 5; attempt++) {
    const plan = planVolumeParts(whole.exhibitPageBytes, whole.exhibitListBytes, budget);
    const split = await assemblePrepared(prepared, fonts, {
      ...options,
      mode: {
        kind: "volumes",
        volumes: plan.volumes,
        ...(plan.splits.length ? { splits: plan.splits } : {}),
      },
    });
    const largest = Math.max(...split.volumes!.map((v) => v.pdf.byteLength));
    if (largest <= limit) return split;
    budget = Math.floor(budget * Math.min(0.95, limit / largest));
  }
  throw new Error(`Could not split the binder into volumes under ${limit} bytes`);
}

/**
 * Greedy, from each exhibit page's size: an exhibit goes whole in the current volume if it fits, else whole in
 * the next one; only an exhibit larger than a volume is split, page by page, filling each volume in turn. Gives
 * the volume of each exhibit's first page and where volumes open inside exhibits (`assemble/binder.ts`).
 */
export function planVolumeParts(
  pageSizes: number[][],
  indexBytes: number,
  budget: number,
): { volumes: number[]; splits: VolumeSplit[] } {
  const volumes: number[] = [];
  const splits: VolumeSplit[] = [];
  let volume = 1;
  let used = VOLUME_OVERHEAD_BYTES + indexBytes;
  let pagesInVolume = 0;
  const open = () => {
    volume++;
    used = VOLUME_OVERHEAD_BYTES;
    pagesInVolume = 0;
  };
  pageSizes.forEach((pages, i) => {
    const size = pages.reduce((a, b) => a + b, 0);
    if (used + size > budget && pagesInVolume > 0 && VOLUME_OVERHEAD_BYTES + size <= budget) open();
    volumes.push(volume);
    pages.forEach((bytes, k) => {
      if (used + bytes > budget && pagesInVolume > 0) {
        open();
        if (k === 0) volumes[i] = volume;
        else splits.push({ exhibit: i, page: k + 1 });
      }
      used += bytes;
      pagesInVolume++;
    });
  });
  return { volumes, splits };
}

/** Greedy: each exhibit goes in the current volume if it still fits the budget, else it opens the next one. */
export function planVolumes(exhibitSizes: number[], indexBytes: number, budget: number): number[] {
  const out: number[] = [];
  let volume = 1;
  let used = VOLUME_OVERHEAD_BYTES + indexBytes;
  for (const size of exhibitSizes) {
    if (used + size > budget && used > VOLUME_OVERHEAD_BYTES + (volume === 1 ? indexBytes : 0)) {
      volume++;
      used = VOLUME_OVERHEAD_BYTES;
    }
    out.push(volume);
    used += size;
  }
  return out;
}

/** Pages (1-based) whose text layer is empty, by pdftotext. */
async function pagesWithoutText(pdf: Uint8Array): Promise<number[]> {
  return withTempDir("text", async (dir) => {
    await writeFile(path.join(dir, "in.pdf"), pdf);
    const result = await runTool("pdftotext", ["-enc", "UTF-8", "in.pdf", "-"], {
      cwd: dir,
      timeoutMs: 120_000,
      maxOutputBytes: 256 * 1024 * 1024,
    });
    if (result.code !== 0) return [];
    const pages = result.stdout.split("\f");
    if (pages.at(-1) === "") pages.pop();
    return pages.flatMap((t, i) => (t.trim() === "" ? [i + 1] : []));
  });
}

/**
 * Adds an OCR text layer to every page without text, document by document, before assembly: the binder, its
 * volumes, review and print versions and the single-exhibit PDFs then all carry it.
 */
async function recogniseText(
  prepared: PreparedFiles,
  ocr: KitOcrOptions,
  onProgress?: ProgressCallback,
): Promise<{
  prepared: PreparedFiles;
  ocrPagesByFile: number[][];
  skipped?: { pages: number; limit: number };
}> {
  const { maxPages, ...ocrOptions } = ocr;
  const candidates = await Promise.all(
    prepared.converted.map(async (c) => {
      const pdf = c.content.kind === "pdf" ? pdfBytes(c.content.pdf) : await imagesToPdf(c.content.pages);
      const pages =
        c.content.kind === "pdf" ? await pagesWithoutText(pdf) : c.content.pages.map((_, k) => k + 1);
      return { pdf, pages };
    }),
  );
  const none = prepared.converted.map(() => []);
  const total = candidates.reduce((n, c) => n + c.pages.length, 0);
  if (maxPages !== undefined && total > maxPages) {
    return { prepared, ocrPagesByFile: none, skipped: { pages: total, limit: maxPages } };
  }
  const converted: Converted[] = [];
  const ocrPagesByFile: number[][] = [];
  let done = 0;
  for (const [i, c] of prepared.converted.entries()) {
    const { pdf, pages } = candidates[i]!;
    if (pages.length === 0) {
      converted.push(c);
      ocrPagesByFile.push([]);
      continue;
    }
    onProgress?.(done / total, `Reading the text of ${prepared.files[i]!.name}`);
    const result = await addOcrTextLayerNoted(pdf, pages, {
      ...ocrOptions,
      fileName: prepared.files[i]!.name,
    });
    done += pages.length;
    converted.push({
      ...c,
      content: { kind: "pdf", pdf: result.pdf },
      ...withNotes({
        ...notesOf(c),
        warnings: [...notesOf(c).warnings, ...result.warningNotes],
      }),
    });
    ocrPagesByFile.push(result.pagesDone);
  }
  // The translations' places stay: OCR adds text, never pages.
  const translations = prepared.translations ? { translations: prepared.translations } : {};
  return { prepared: { files: prepared.files, converted, ...translations }, ocrPagesByFile };
}
