// The quality report's facts about a built binder: each page's own text (stamps taken out) for the text-layer and
// personal-data checks, pictures under 150 dpi at print size (pdfimages), and pages that print blank (pdftoppm at
// low resolution), gathered per exhibit with the engine's own notes into the report.
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { AssembledExhibit, PagePlacement } from "../assemble/types.ts";
import { BAND } from "../assemble/layout.ts";
import type { DocumentFacts } from "../pipeline/build.ts";
import { runTool, withTempDir } from "../tools/run.ts";
import type { EngineNote } from "../notes.ts";
import { kitWords } from "./kit-words.ts";
import { SIZE_WORDS_EN, sizeText, wordNote } from "./note-words.ts";
import type { PaperName, SizeWords } from "./note-words.ts";
import type { KitLanguage } from "./kit-words.ts";
import { findPersonalData } from "./personal-data.ts";
import type {
  DocumentQuality,
  PageSizeCount,
  PersonalDataKind,
  QualityReport,
  QualityStatus,
} from "./types.ts";

/** Below this a printed picture may look blurry (COURT-READY.md: flag images under 150 dpi). */
export const LOW_DPI = 150;
/** A picture this large (square inches at print size) is the page's content, not a logo or a signature. */
const MAIN_PICTURE_SQ_IN = 12;
/**
 * Every full Letter page is shrunk to about 92% to clear the stamp band; only a page shrunk further than that (A4
 * at 87%, Legal at 73%, a poster) is reported as scaled.
 */
const NOTICEABLE_SHRINK = 0.9;
/** Rendering resolution for the blank-page check: enough to see a line of text as grey, cheap to make. */
const BLANK_CHECK_DPI = 24;

export interface PageFacts {
  /** Per binder page (index 0 = page 1): the page's text without the binder's own stamps. */
  text: string[];
  /** Binder page → lowest resolution of a main picture on it. */
  lowDpi: Map<number, number>;
  /** Binder pages that print blank above the stamp band. */
  blank: Set<number>;
}

const TIMEOUT_MS = 300_000;

async function tool(command: string, args: string[], cwd: string): Promise<string> {
  const result = await runTool(command, args, {
    cwd,
    timeoutMs: TIMEOUT_MS,
    maxOutputBytes: 512 * 1024 * 1024,
  });
  if (result.missing) throw new Error(`${command} is not installed (poppler-utils)`);
  if (result.code !== 0) throw new Error(`${command} failed: ${result.stderr.trim().slice(0, 200)}`);
  return result.stdout;
}

/** Text the binder itself printed on a page (numbers, exhibit line, Bates, sticker, back link), to take out. */
function stampTexts(
  exhibit: AssembledExhibit,
  k: number,
  page: number,
  totalPages: number,
  stamp: StampWords,
): string[] {
  return [
    `Page ${page} of ${totalPages}`,
    `Exhibit ${exhibit.label} – page ${k + 1} of ${exhibit.pages}`,
    ...(exhibit.batesStart ? [batesAt(exhibit.batesStart, k)] : []),
    ...(k === 0
      ? [
          `${stamp.exhibitWord} EXHIBIT ${exhibit.label}`,
          ...(stamp.caseNumber ? [`Case No. ${stamp.caseNumber}`] : []),
        ]
      : []),
  ];
}

function batesAt(first: string, k: number): string {
  const m = /^(.*-)(\d+)$/.exec(first);
  if (!m) return first;
  return `${m[1]}${String(Number(m[2]) + k).padStart(m[2]!.length, "0")}`;
}

function withoutStamps(text: string, stamps: string[]): string {
  let out = text;
  for (const s of stamps) out = out.split(s).join(" ");
  return out;
}

export interface StampWords {
  /** The sticker's party word, "PLAINTIFF'S". */
  exhibitWord: string;
  caseNumber?: string;
}

/**
 * Reads the binder's pages with poppler: text per page, low-resolution pictures, blank pages.
 * @throws Error when poppler is missing or fails (the kit reports it; the binder itself is not affected).
 */
export async function analysePages(
  pdf: Uint8Array,
  exhibits: AssembledExhibit[],
  totalPages: number,
  stamp: StampWords,
  /** Per exhibit, whether it may hold pictures (pdfimages reads only those exhibits' pages). Default: all. */
  mayHavePictures?: boolean[],
): Promise<PageFacts> {
  return withTempDir("quality", async (dir) => {
    await writeFile(path.join(dir, "binder.pdf"), pdf);
    // pdftotext takes about 3 ms a page and uses one core: a long binder is read in two halves at once.
    const halves: [number, number][] =
      totalPages >= 40
        ? [
            [1, Math.floor(totalPages / 2)],
            [Math.floor(totalPages / 2) + 1, totalPages],
          ]
        : [[1, totalPages]];
    const pictureRanges = ranges(
      exhibits.flatMap((e, i) =>
        mayHavePictures?.[i] === false ? [] : Array.from({ length: e.pages }, (_, k) => e.startPage + k),
      ),
    );
    const [texts, imageLists] = await Promise.all([
      Promise.all(
        halves.map(([from, to]) =>
          tool("pdftotext", ["-enc", "UTF-8", "-f", `${from}`, "-l", `${to}`, "binder.pdf", "-"], dir),
        ),
      ),
      Promise.all(
        pictureRanges.map(([from, to]) =>
          tool("pdfimages", ["-list", "-f", `${from}`, "-l", `${to}`, "binder.pdf"], dir),
        ),
      ),
    ]);
    // Each run ends its last page with a form feed: split, drop that last empty piece, and join the halves.
    const pages = texts.flatMap((t) => {
      const parts = t.split("\f");
      if (parts.at(-1) === "") parts.pop();
      return parts;
    });
    const imageList = imageLists.map((list) => list.split("\n").slice(2).join("\n")).join("\n");
    const text: string[] = Array.from({ length: totalPages }, (_, i) => pages[i] ?? "");
    for (const e of exhibits) {
      for (let k = 0; k < e.pages; k++) {
        const page = e.startPage + k;
        text[page - 1] = withoutStamps(text[page - 1]!, stampTexts(e, k, page, totalPages, stamp));
      }
    }

    const lowDpi = lowResolutionPictures(imageList);

    // Only pages with no text of their own can be blank; render those at low resolution, a range at a time.
    const candidates = exhibits.flatMap((e) =>
      Array.from({ length: e.pages }, (_, k) => e.startPage + k).filter((p) => text[p - 1]!.trim() === ""),
    );
    const blank = new Set<number>();
    for (const [from, to] of ranges(candidates)) {
      const prefix = `r${from}`;
      await tool(
        "pdftoppm",
        ["-r", String(BLANK_CHECK_DPI), "-gray", "-f", String(from), "-l", String(to), "binder.pdf", prefix],
        dir,
      );
      const files = (await readdir(dir)).filter((f) => f.startsWith(`${prefix}-`) && f.endsWith(".pgm"));
      for (const file of files) {
        const page = Number(/-(\d+)\.pgm$/.exec(file)?.[1]);
        if (isBlankAboveBand(await readFile(path.join(dir, file)))) blank.add(page);
      }
    }
    return { text, lowDpi, blank };
  });
}

/**
 * Page → lowest resolution of a main picture under LOW_DPI on it, from `pdfimages -list` lines (its two header lines
 * are skipped by their shape). The kit's report and the filing check read pictures the same way.
 */
export function lowResolutionPictures(imageList: string): Map<number, number> {
  const rows: ListedPicture[] = [];
  // pdfimages -list: page num type width height color comp bpc enc interp object ID x-ppi y-ppi size ratio
  for (const line of imageList.split("\n")) {
    const f = line.trim().split(/\s+/);
    if (f.length < 14 || f[2] === "smask" || f[2] === "mask") continue;
    const [page, width, height, xppi, yppi] = [f[0], f[3], f[4], f[12], f[13]].map(Number) as [
      number,
      number,
      number,
      number,
      number,
    ];
    rows.push({ page, width, height, xppi, yppi });
  }
  return lowResolutionOf(rows);
}

/** A picture as `pdfimages -list` gives it: its page, pixels, and resolution across and down. */
export interface ListedPicture {
  page: number;
  width: number;
  height: number;
  xppi: number;
  yppi: number;
}

/** Page → lowest resolution of a main picture under LOW_DPI on it (lowResolutionPictures, from pictures listed). */
export function lowResolutionOf(pictures: ListedPicture[]): Map<number, number> {
  const lowDpi = new Map<number, number>();
  for (const { page, width, height, xppi, yppi } of pictures) {
    if (![page, width, height, xppi, yppi].every((n) => Number.isFinite(n) && n > 0)) continue;
    const area = (width / xppi) * (height / yppi);
    const dpi = Math.round(Math.min(xppi, yppi));
    if (area >= MAIN_PICTURE_SQ_IN && dpi < LOW_DPI) lowDpi.set(page, Math.min(dpi, lowDpi.get(page) ?? dpi));
  }
  return lowDpi;
}

/** Consecutive runs: [3,4,5,9] → [[3,5],[9,9]]. */
export function ranges(pages: number[]): [number, number][] {
  const out: [number, number][] = [];
  for (const p of [...pages].sort((a, b) => a - b)) {
    const last = out.at(-1);
    if (last && p === last[1] + 1) last[1] = p;
    else out.push([p, p]);
  }
  return out;
}

/** A binary PGM (P5, 8-bit) page is blank when nothing above the stamp band is darker than light grey. */
export function isBlankAboveBand(pgm: Uint8Array): boolean {
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(Buffer.from(pgm.subarray(0, 64)).toString("latin1"));
  if (!header) return false;
  const [width, height] = [Number(header[1]), Number(header[2])];
  const offset = header[0].length;
  const bandRows = Math.ceil(((BAND + 4) / 72) * BLANK_CHECK_DPI);
  const rows = Math.max(0, height - bandRows);
  let dark = 0;
  for (let i = offset; i < offset + rows * width && i < pgm.length; i++) if (pgm[i]! < 200) dark++;
  // A speck or two of scanner dust is still a blank page.
  return dark <= Math.max(2, (rows * width) / 5000);
}

const NAMED_SIZES: [number, number, PaperName][] = [
  [612, 792, "Letter"],
  [612, 1008, "Legal"],
  [595.28, 841.89, "A4"],
  [792, 1224, "Tabloid"],
];

/** "8.5 × 11 in (Letter)" for a page's visible size (either orientation), in the words of `sizes`. */
export function describePageSize(
  p: Pick<PagePlacement, "widthPt" | "heightPt">,
  sizes: SizeWords = SIZE_WORDS_EN,
): string {
  const inch = (pt: number) => String(Math.round((pt / 72) * 100) / 100);
  const [w, h] = [p.widthPt, p.heightPt];
  const named = NAMED_SIZES.find(
    ([a, b]) => (Math.abs(w - a) < 3 && Math.abs(h - b) < 3) || (Math.abs(w - b) < 3 && Math.abs(h - a) < 3),
  );
  return sizeText(sizes, inch(w), inch(h), named ? named[2] : null);
}

function pageSizes(placements: PagePlacement[], sizes: SizeWords): PageSizeCount[] {
  const counts = new Map<string, number>();
  for (const p of placements) {
    const size = describePageSize(p, sizes);
    counts.set(size, (counts.get(size) ?? 0) + 1);
  }
  return [...counts].map(([size, count]) => ({ size, count }));
}

export interface ReportInput extends Pick<
  QualityReport,
  | "preparedOn"
  | "caseName"
  | "caseNumber"
  | "totalPages"
  | "fileSizeBytes"
  | "sizeLimitBytes"
  | "volumes"
  | "heaviestPages"
  | "scans"
> {
  exhibits: AssembledExhibit[];
  documents: (DocumentFacts & {
    sha256: string;
    typeLabel: AssembledExhibit["typeLabel"];
    ocrPages?: number[];
  })[];
  pages: PageFacts;
  /** OCR was asked for but the binder had more scanned pages than the limit. */
  ocrSkipped?: { pages: number; limit: number };
  /** The person's language for the summary and notes (the binder itself stays English); English when absent. */
  language?: KitLanguage;
}

function listPages(pages: number[]): string {
  return ranges(pages)
    .map(([a, b]) => (a === b ? `${a}` : `${a}–${b}`))
    .join(", ");
}

/**
 * The `count` heaviest exhibit pages, heaviest first, from what each adds to the file (binder.ts exhibitPageBytes).
 */
export function heaviestPages(
  exhibits: AssembledExhibit[],
  pageBytes: number[][],
  count = 5,
): NonNullable<QualityReport["heaviestPages"]> {
  return exhibits
    .flatMap((e, i) =>
      (pageBytes[i] ?? []).map((sizeBytes, k) => ({
        page: e.startPage + k,
        exhibit: e.label,
        exhibitPage: k + 1,
        sizeBytes,
      })),
    )
    .sort((a, b) => b.sizeBytes - a.sizeBytes || a.page - b.page)
    .slice(0, count);
}

/** Puts the facts together, decides each traffic light and writes the plain-language list of what to do. */
export function qualityReport(input: ReportInput): QualityReport {
  const words = kitWords(input.language);
  const say = (note: EngineNote) => wordNote(words.notes, note);
  const documents: DocumentQuality[] = input.exhibits.map((e, i) => {
    const facts = input.documents[i]!;
    const own = Array.from({ length: e.pages }, (_, k) => e.startPage + k);
    const ocr = new Set(facts.ocrPages ?? []);
    const pagesWithoutText = own.filter((p) => input.pages.text[p - 1]!.trim() === "" && !ocr.has(p));
    const personalData = findPersonalData(
      own.map((p) => input.pages.text[p - 1]!),
      e.startPage,
      input.language,
    );
    const blankPages = own.filter((p) => input.pages.blank.has(p));
    const lowResolution = own.flatMap((p) =>
      input.pages.lowDpi.has(p) ? [{ page: p, dpi: input.pages.lowDpi.get(p)! }] : [],
    );
    const status: QualityStatus =
      personalData.length > 0
        ? "fix"
        : blankPages.length || lowResolution.length || facts.warnings.length || pagesWithoutText.length
          ? "check"
          : "ok";
    return {
      label: e.label,
      source: e.source,
      description: e.description,
      detectedType: facts.type,
      typeLabel: e.typeLabel,
      sha256: facts.sha256,
      conversions: [
        ...facts.notes.conversions.map(say),
        ...(ocr.size ? [words.ocrDone(listPages([...ocr]), ocr.size)] : []),
      ],
      security: facts.notes.security.map(say),
      pages: e.pages,
      firstPage: e.startPage,
      lastPage: e.endPage,
      ...(e.volume ? { volume: e.volume } : {}),
      pageSizes: pageSizes(e.placements, words.sizes),
      rotatedPages: own.filter((_, k) => e.placements[k]!.rotate !== 0),
      scaledPages: own.filter((_, k) => e.placements[k]!.scale < NOTICEABLE_SHRINK),
      lowResolution,
      pagesWithoutText,
      blankPages,
      personalData,
      warnings: facts.notes.warnings.map(say),
      status,
    };
  });

  const summary: string[] = [];
  for (const d of documents) {
    const name = words.exhibitName(d.label, d.source);
    const kinds = new Map<PersonalDataKind, { pages: number[]; advice: string }>();
    for (const f of d.personalData) {
      const entry = kinds.get(f.kind) ?? { pages: [], advice: f.advice };
      entry.pages.push(f.page);
      kinds.set(f.kind, entry);
    }
    for (const [kind, { pages, advice }] of kinds) {
      const unique = [...new Set(pages)];
      summary.push(
        words.summaryPersonalData(name, listPages(unique), unique.length, words.kindNames[kind], advice),
      );
    }
    if (d.blankPages.length) {
      summary.push(words.summaryBlank(name, listPages(d.blankPages), d.blankPages.length));
    }
    if (d.lowResolution.length) {
      const pages = listPages(d.lowResolution.map((l) => l.page));
      summary.push(words.summaryLowResolution(name, pages, d.lowResolution.length, LOW_DPI));
    }
  }
  const unsearchable = documents.filter((d) => d.pagesWithoutText.length);
  if (unsearchable.length) {
    summary.push(words.summaryUnsearchable(unsearchable.map((d) => d.label)));
    if (input.ocrSkipped)
      summary.push(words.summaryOcrSkipped(input.ocrSkipped.pages, input.ocrSkipped.limit));
  }
  if (input.scans) {
    const before = megabytes(input.scans.beforeBytes, input.language);
    summary.push(words.summaryScans(before, megabytes(input.scans.afterBytes, input.language)));
  }
  if (input.volumes && input.sizeLimitBytes) {
    summary.push(words.summaryVolumes(megabytes(input.sizeLimitBytes, input.language), input.volumes.length));
  }
  const status: QualityStatus = documents.some((d) => d.status === "fix")
    ? "fix"
    : documents.some((d) => d.status === "check")
      ? "check"
      : "ok";
  return {
    preparedOn: input.preparedOn,
    ...(input.caseName ? { caseName: input.caseName } : {}),
    ...(input.caseNumber ? { caseNumber: input.caseNumber } : {}),
    totalPages: input.totalPages,
    fileSizeBytes: input.fileSizeBytes,
    ...(input.sizeLimitBytes ? { sizeLimitBytes: input.sizeLimitBytes } : {}),
    ...(input.volumes ? { volumes: input.volumes } : {}),
    ...(input.heaviestPages?.length ? { heaviestPages: input.heaviestPages } : {}),
    ...(input.scans ? { scans: input.scans } : {}),
    status,
    summary,
    documents,
  };
}

/** "12.3 MB": MB of 1,048,576 bytes, as everywhere in the engine; one decimal, so a size just over a limit shows. */
export function megabytes(bytes: number, language?: KitLanguage): string {
  const value = bytes / (1024 * 1024);
  if (Number.isInteger(value)) return `${value} MB`;
  return value < 0.1 ? kitWords(language).lessThanTenthMb : `${value.toFixed(1)} MB`;
}
