// Assembles the binder from exhibits already converted to PDF (or to page images): cover, exhibit index with a
// link per row, every exhibit page placed on Letter clear of the stamp band, stamped with page number, exhibit
// line and Bates number, a sticker on each exhibit's first page, bookmarks, page labels, opening at 100%. Also,
// from the same pass: the review version (a "Back to index" link on each exhibit) and volumes split to a size limit.
import { PDFDocument, PDFHexString, PDFName, PDFNumber, PDFRef, PDFString, rgb } from "../pdf/pdf-lib.ts";
import type { PDFImage } from "../pdf/pdf-lib.ts";
import { ROLE_NAMES, assignExhibitLabels, exhibitStickerTitle, isNumberedRole } from "@courtready/contracts";
import type { TFiledManifest, TLabelOptions, TRole } from "@courtready/contracts";
import type { DocumentFonts, EngineFonts } from "../fonts.ts";
import { embedFonts } from "../fonts.ts";
import { EngineError, EngineErrors } from "../errors.ts";
import type { DocumentTypeLabel } from "../types.ts";
import { LETTER, placeImage, placePage } from "./layout.ts";
import { drawIndex, layoutIndex } from "./index-table.ts";
import type { IndexLayout, IndexLink } from "./index-table.ts";
import { pageForm, poolPdfs } from "./source-pool.ts";
import { RawPage } from "./raw-page.ts";
import { RawSet } from "../pdf/read-objects.ts";
import type { RawPdf } from "../pdf/read-objects.ts";
import type { PooledPage, SourcePool } from "./source-pool.ts";
import type { IndexRow } from "./index-table.ts";
import { setDecimalPageLabels, setOpenView, setOutline, setPageLabels } from "./navigation.ts";
import { drawRuns, drawSticker, fitSize, stampBand } from "./stamps.ts";
import type { Sticker } from "./stamps.ts";
import { textWidth } from "../fonts.ts";
import type { Canvas } from "../pdf/page-text.ts";
import { externalRef, numberOf, ownRefText, pageWeights, writePdf } from "../pdf/write-objects.ts";
import { writeSubset } from "../pdf/write-subset.ts";
import type { Serialised, WrittenObjects } from "../pdf/write-objects.ts";
import {
  embedFiledManifest,
  filedManifestOf,
  setSupplementPageLabels,
  supplementIndexNote,
  supplementOptions,
  supplementTitleLine,
} from "./supplement.ts";

export interface ImagePage {
  bytes: Uint8Array;
  format: "jpeg" | "png";
  /** Print size in points. */
  widthPt: number;
  heightPt: number;
  /** Resolution at that print size, when the converter knows it. */
  dpi?: number;
}

export type ExhibitContent =
  | {
      kind: "pdf";
      pdf: Uint8Array;
      /**
       * `pdf`'s pages in a pool made for the whole binder (build.ts#prepareFiles does it once for every
       * assembly); the assembler pools the PDFs itself when they are not all in one pool.
       */
      pooled?: { pool: SourcePool; index: number };
    }
  | { kind: "images"; pages: ImagePage[] };

export interface ExhibitInput {
  /** The file name the person uploaded. */
  source: string;
  /** Their description; the file name stands in when absent. */
  description?: string;
  typeLabel: DocumentTypeLabel;
  content: ExhibitContent;
}

export interface CaseDetails {
  courtName?: string;
  caseName?: string;
  caseNumber?: string;
  partyName?: string;
  /** YYYY-MM-DD */
  hearingDate?: string;
  /** Display name of the binder type, e.g. "Eviction Response". */
  binderType?: string;
}

export interface AssembleOptions {
  role: TRole;
  case: CaseDetails;
  labels?: TLabelOptions;
  /**
   * Each exhibit's own label, by position (a saved project whose documents kept their labels when reordered);
   * a missing or repeated one takes the first free label (contracts' assignExhibitLabels). Absent: by position.
   */
  exhibitLabels?: (string | undefined)[];
  /** Bates numbering is on when a prefix is given: PREFIX-000001. */
  batesPrefix?: string;
  batesDigits?: number;
  batesStart?: number;
  /** "color": yellow stickers for numbered sides, blue for lettered; "bw" for black-and-white printing. */
  stickers?: "color" | "bw";
  /** The date printed as "Prepared"; fixed by the caller so output is reproducible. */
  preparedOn: Date;
  /**
   * The volume (1, 2, …) of each exhibit when the binder is split to a size limit: starts at 1 and never skips or
   * goes back. Page and Bates numbers run on across volumes; volume 1 holds the cover and the master index.
   */
  volumes?: number[];
  /**
   * Where a volume opens inside an exhibit too large for one (with `volumes`): at page `page` (2 or more, counted
   * within the exhibit) of the exhibit at position `exhibit`. The continued part's first page carries a slip line.
   */
  volumeSplits?: VolumeSplit[];
  /**
   * Also make the review version (a "Back to index" link on each exhibit's first page) and the front matter for
   * the print version (cover and index without links: paper has no use for them). Not with `volumes`.
   */
  review?: boolean;
  /**
   * What was filed (assemble/supplement.ts): the binder is then a supplement whose labels, page and Bates numbers
   * continue the filed ones; its cover and index are unnumbered. Not with `volumes`.
   */
  supplement?: TFiledManifest;
}

export interface VolumeSplit {
  exhibit: number;
  page: number;
}

/** One volume's share of an exhibit split across volumes. */
export interface ExhibitPart {
  volume: number;
  /** Its pages within the exhibit (1-based) … */
  fromPage: number;
  toPage: number;
  /** … and in the binder, as printed. */
  startPage: number;
  endPage: number;
}

/** The file a volume is written to, everywhere (CLI, ZIPs, links between volumes). */
export function volumeFileName(volume: number): string {
  return `binder-volume-${volume}.pdf`;
}

/** How a source page was placed on its Letter page (for the quality report). */
export interface PagePlacement {
  /** The page's visible size as its document gives it, in points, before any /Rotate. */
  widthPt: number;
  heightPt: number;
  rotate: 0 | 90 | 180 | 270;
  /** 1 = actual size; below 1 the page was shrunk to fit Letter clear of the stamp band. */
  scale: number;
}

export interface AssembledExhibit {
  label: string;
  source: string;
  description: string;
  typeLabel: DocumentTypeLabel;
  pages: number;
  startPage: number;
  endPage: number;
  batesStart?: string;
  batesEnd?: string;
  /** Set when the binder is split into volumes: the volume of its first page. */
  volume?: number;
  /** Set when the exhibit itself is split across volumes: each volume's part, in order. */
  parts?: ExhibitPart[];
  /** One per page, in order. */
  placements: PagePlacement[];
}

export interface AssembledVolume {
  number: number;
  pdf: Uint8Array;
  /** Binder page numbers (as printed) of the volume's first and last numbered page. */
  firstPage: number;
  lastPage: number;
}

export interface AssembledBinder {
  /** The binder; when split into volumes, volume 1. */
  pdf: Uint8Array;
  /** Every volume, volume 1 first; only when `volumes` was given. */
  volumes?: AssembledVolume[];
  /** The review version, when asked for. */
  reviewPdf?: Uint8Array;
  /** Cover and index exactly as in `pdf` but without links (for the print version), with `review`. */
  frontMatterPdf?: Uint8Array;
  /** The exhibit index on its own (no links, its own page numbers). */
  exhibitListPdf: Uint8Array;
  /** Each exhibit's stamped pages as its own PDF, in order (an exhibit split across volumes: its first part). */
  exhibitPdfs: Uint8Array[];
  /** For an exhibit split across volumes, each part as its own PDF (the court's file limit holds for them too). */
  exhibitPartPdfs?: (Uint8Array[] | undefined)[];
  /** What each exhibit page adds to the file's size, by exhibit then page: what volumes are planned from. */
  exhibitPageBytes: number[][];
  exhibits: AssembledExhibit[];
  pages: number;
  /** What is filed once this binder is (assemble/supplement.ts); also embedded in `pdf` and each volume. */
  manifest: TFiledManifest;
}

interface LoadedExhibit {
  input: ExhibitInput;
  pageCount: number;
  pages?: PooledPage[];
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/**
 * "2026-12-03" (or one with a time after it) → "December 3, 2026"; anything else, a day that does not exist
 * included, is shown as given. The one date format of the binder, the kit and the Word export's caption.
 */
export function formatDate(value: string | Date): string {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return String(value);
    return `${MONTHS[value.getUTCMonth()]} ${value.getUTCDate()}, ${value.getUTCFullYear()}`;
  }
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls "2026-02-30" over into March: such a day is shown as typed, not as another date.
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return value;
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}

export function batesNumber(prefix: string, n: number, digits: number): string {
  return `${prefix}-${String(n).padStart(digits, "0")}`;
}

/**
 * The pool holding every PDF exhibit's pages: the one they were all prepared in, or a new one. A PDF qpdf cannot
 * read at all, here, after conversion, has no pages to place.
 */
async function poolOf(inputs: ExhibitInput[]): Promise<{ pool?: SourcePool; loaded: LoadedExhibit[] }> {
  const pdfs = inputs.flatMap((input, i) =>
    input.content.kind === "pdf" ? [{ i, content: input.content }] : [],
  );
  const pools = new Set(pdfs.map(({ content }) => content.pooled?.pool));
  let pool: SourcePool | undefined;
  let indexOf: (k: number) => number = () => -1;
  if (pools.size === 1 && !pools.has(undefined)) {
    pool = [...pools][0]!;
    indexOf = (k) => pdfs[k]!.content.pooled!.index;
  } else {
    // Without the files qpdf cannot read, so the others are still placed and the unreadable ones all named.
    let readable = pdfs.map((_, k) => k);
    while (readable.length > 0) {
      const result = await poolPdfs(readable.map((k) => pdfs[k]!.content.pdf));
      if (result.pool) {
        pool = result.pool;
        break;
      }
      const before = readable.length;
      readable = readable.filter((_, r) => !result.problems.has(r));
      if (readable.length === before) break;
    }
    indexOf = (k) => (pool ? readable.indexOf(k) : -1);
  }
  const pagesOf = new Map(pdfs.map(({ i }, k) => [i, pool?.pages[indexOf(k)] ?? []]));
  const loaded = inputs.map((input, i): LoadedExhibit => {
    if (input.content.kind === "images") return { input, pageCount: input.content.pages.length };
    const pages = pagesOf.get(i) ?? [];
    return { input, pageCount: pages.length, pages };
  });
  return { ...(pool ? { pool } : {}), loaded };
}

/** What the front of a binder is drawn from: each exhibit as the index lists it, and its page count. */
export interface ExhibitOutline {
  source: string;
  description?: string;
  typeLabel: DocumentTypeLabel;
  pages: number;
}

/**
 * The part of a binder that depends on the page counts, not on the pages: the documents with their fonts, the
 * plan (labels, page and Bates ranges), and the cover, index, volume covers and exhibit list pages drawn.
 * `drawFront` makes it, ahead of the pages when the counts are known early (build.ts draws it while qpdf pools the
 * PDFs); `assembleBinder` uses it when its exhibits and options turn out to be the same, and draws it anew if not.
 */
export interface BinderFront {
  outlines: ExhibitOutline[];
  /** What it was drawn for, as `frontFits` compares it. */
  optionsKey: string;
  docs: PDFDocument[];
  docFontsOf: DocumentFonts[];
  exhibits: AssembledExhibit[];
  layout: IndexLayout;
  totalPages: number;
  volumeRanges: { number: number; firstPage: number; lastPage: number }[];
  /** The volume (1, 2, …) of every exhibit page, by exhibit then page. */
  pageVolumes: number[][];
  cover: RawPage;
  indexPages: RawPage[];
  /** The index rows' links; each target is the exhibit's position. */
  indexLinks: IndexLink<number>[];
  /** A cover for each volume after the first. */
  volumeCovers: RawPage[];
  /** The exhibit list's pages, numbered on their own. */
  listPages: RawPage[];
  /**
   * Set by the assembly that uses it: its documents are then written, and a front serves one assembly only (another
   * draws its own).
   */
  adopted: boolean;
}

/** "Exhibit 1 – page 2 of 5" */
function exhibitLine(label: string, page: number, pages: number): string {
  return `Exhibit ${label} – page ${page} of ${pages}`;
}

/** Draws the front of a binder from its exhibits' outlines (see `BinderFront`). */
export async function drawFront(
  outlines: ExhibitOutline[],
  fonts: EngineFonts,
  asked: AssembleOptions,
): Promise<BinderFront> {
  if (outlines.length === 0) throw new Error("A binder needs at least one exhibit.");
  const options = supplementOptions(asked, outlines.length);
  const pageVolumes = checkVolumes(
    options.volumes,
    options.volumeSplits,
    outlines.map((o) => o.pages),
  );
  const volumeOf = pageVolumes.map((v) => v[0]!);
  const volumeCount = pageVolumes.at(-1)!.at(-1)!;
  const split = options.volumes !== undefined;
  const c = options.case;
  const texts = [
    ...Object.values(c).filter((v): v is string => typeof v === "string"),
    ...outlines.flatMap((e) => [e.source, e.description ?? ""]),
  ];
  // One document per volume (just one when not split), each with its own embedded fonts.
  const docs: PDFDocument[] = [];
  const docFontsOf: DocumentFonts[] = [];
  for (let v = 0; v < volumeCount; v++) {
    const d = await PDFDocument.create({ updateMetadata: false });
    docs.push(d);
    docFontsOf.push(await embedFonts(d, fonts, texts));
  }
  const docFonts = docFontsOf[0]!;

  // Plan: labels, then page ranges and index rows. The index's own length depends on its rows (a Bates range may
  // wrap), and the ranges depend on the index's length: plan again until the index stops growing.
  const labels = assignExhibitLabels(
    options.role,
    outlines.map((_, i) => options.exhibitLabels?.[i]),
    options.labels,
  );
  const digits = options.batesDigits ?? 6;
  const batesStart = options.batesStart ?? 1;
  const plan = (indexPages: number) => {
    // A supplement's exhibits run on from the last filed page; its own cover and index are not numbered.
    let next = options.supplement ? options.supplement.lastPage + 1 : 1 + indexPages + 1;
    let batesNext = batesStart;
    const exhibits: AssembledExhibit[] = outlines.map((e, i) => {
      const startPage = next;
      next += e.pages;
      const bates = options.batesPrefix
        ? {
            batesStart: batesNumber(options.batesPrefix, batesNext, digits),
            batesEnd: batesNumber(options.batesPrefix, batesNext + e.pages - 1, digits),
          }
        : {};
      batesNext += e.pages;
      const description = e.description?.trim() || e.source;
      const parts = partsOf(pageVolumes[i]!, startPage);
      return {
        label: labels[i]!,
        source: e.source,
        description,
        typeLabel: e.typeLabel,
        pages: e.pages,
        startPage,
        endPage: next - 1,
        ...bates,
        ...(split ? { volume: volumeOf[i]! } : {}),
        ...(parts.length > 1 ? { parts } : {}),
        placements: [],
      };
    });
    const rows: IndexRow[] = exhibits.map((e) => ({
      label: e.label,
      description: e.description,
      type: e.typeLabel,
      pages: e.pages,
      // A split exhibit: one line per part, its volume beside its pages.
      binderPages: e.parts
        ? e.parts.map((p) => pageRange(p.startPage, p.endPage)).join("\n")
        : pageRange(e.startPage, e.endPage),
      ...(e.batesStart
        ? { bates: e.batesStart === e.batesEnd ? e.batesStart : `${e.batesStart} – ${e.batesEnd}` }
        : {}),
      ...(e.volume
        ? { volume: e.parts ? e.parts.map((p) => String(p.volume)).join("\n") : String(e.volume) }
        : {}),
    }));
    return { exhibits, layout: layoutIndex(docFonts, rows), totalPages: next - 1 };
  };
  let indexPageCount = 1;
  let planned = plan(indexPageCount);
  while (planned.layout.pages.length > indexPageCount) {
    indexPageCount = planned.layout.pages.length;
    planned = plan(indexPageCount);
  }
  const { exhibits, layout, totalPages } = planned;
  const volumeRanges = Array.from({ length: volumeCount }, (_, v) => {
    const inVolume = exhibits.flatMap((e, i) =>
      pageVolumes[i]!.flatMap((w, p) => (w === v + 1 ? [e.startPage + p] : [])),
    );
    return {
      number: v + 1,
      firstPage: v === 0 ? 1 : inVolume[0]!,
      lastPage: inVolume.at(-1)!,
    };
  });

  const letterPage = () => new RawPage(LETTER.width, LETTER.height);
  const cover = letterPage();
  // As many index pages as planned; in the rare case the final rows need fewer, the last one stays empty.
  const indexPages = Array.from({ length: indexPageCount }, letterPage);
  const supplement = options.supplement;
  drawCover(
    cover,
    docFonts,
    options,
    exhibits.length,
    totalPages,
    split ? volumeLine(volumeRanges, 1, totalPages) : undefined,
    supplement
      ? `${exhibits.length} exhibit${exhibits.length === 1 ? "" : "s"}, pages ${exhibits[0]!.startPage}–${totalPages}`
      : undefined,
    split ? holdingsOf(exhibits, 1) : undefined,
  );
  stampBand(cover, docFonts, {
    pageNumber: 1,
    totalPages,
    ...(supplement ? { centre: "Supplement cover" } : {}),
  });
  // A row whose exhibit starts in another volume links to that volume's file (see `remoteLink`).
  const indexLinks = drawIndex(indexPages, docFonts, layout, {
    heading: supplement ? "SUPPLEMENTAL EXHIBIT INDEX" : "EXHIBIT INDEX",
    ...subheading(c),
    ...(supplement ? { note: supplementIndexNote(supplement) } : {}),
    targets: exhibits.map((_, i) => i),
  });
  indexPages.forEach((page, i) =>
    stampBand(page, docFonts, {
      pageNumber: 2 + i,
      totalPages,
      ...(supplement ? { centre: `Supplement index, page ${i + 1} of ${indexPages.length}` } : {}),
    }),
  );
  const volumeCovers = volumeRanges.slice(1).map(({ number: v }) => {
    const page = letterPage();
    drawVolumeCover(
      page,
      docFontsOf[v - 1]!,
      options,
      volumeLine(volumeRanges, v, totalPages),
      holdingsOf(exhibits, v),
    );
    return page;
  });
  // The exhibit list: the index's rows on pages of their own, numbered on their own.
  const listPages = layout.pages.map(letterPage);
  drawIndex(listPages, docFonts, layout, {
    heading: supplement ? "SUPPLEMENTAL EXHIBIT LIST" : "EXHIBIT LIST",
    ...subheading(c),
  });
  listPages.forEach((page, i) =>
    stampBand(page, docFonts, { pageNumber: i + 1, totalPages: listPages.length }),
  );
  // Fonts are subset when the document is first written (after the exhibit pages are stamped): the review
  // version's words, drawn after that, must already be in the subset.
  if (options.review) docFonts.regular.encodeText(BACK_TO_INDEX);
  return {
    outlines,
    optionsKey: JSON.stringify(options),
    docs,
    docFontsOf,
    exhibits,
    layout,
    totalPages,
    volumeRanges,
    pageVolumes,
    cover,
    indexPages,
    indexLinks,
    volumeCovers,
    listPages,
    adopted: false,
  };
}

function stickerOf(options: AssembleOptions, label: string): Sticker {
  return {
    title: exhibitStickerTitle(options.role, label),
    ...(options.case.caseNumber ? { caseNumber: options.case.caseNumber } : {}),
    colour: options.stickers === "bw" ? "none" : isNumberedRole(options.role) ? "numbered" : "lettered",
  };
}

function volumeLine(ranges: BinderFront["volumeRanges"], v: number, totalPages: number): string {
  const r = ranges[v - 1]!;
  return `Volume ${v} of ${ranges.length} — pages ${r.firstPage}–${r.lastPage} of ${totalPages}`;
}

/** Whether a front drawn ahead fits these exhibits and options: the same outlines, in the same order. */
function frontFits(front: BinderFront, outlines: ExhibitOutline[], options: AssembleOptions): boolean {
  return (
    front.optionsKey === JSON.stringify(options) &&
    front.outlines.length === outlines.length &&
    front.outlines.every((o, i) => {
      const other = outlines[i]!;
      return (
        o.source === other.source &&
        o.description === other.description &&
        o.typeLabel === other.typeLabel &&
        o.pages === other.pages
      );
    })
  );
}

/**
 * Assembles the binder. `ahead`, a front drawn from the page counts expected before the pages were read (see
 * `BinderFront`), is used when it fits; otherwise the front is drawn here.
 */
export async function assembleBinder(
  exhibitInputs: ExhibitInput[],
  fonts: EngineFonts,
  asked: AssembleOptions,
  ahead?: Promise<BinderFront>,
): Promise<AssembledBinder> {
  if (exhibitInputs.length === 0) throw new Error("A binder needs at least one exhibit.");
  const options = supplementOptions(asked, exhibitInputs.length);
  const split = options.volumes !== undefined;
  if (split && options.review)
    throw new Error("The review version is made from the whole binder, not volumes.");
  const { pool, loaded } = await poolOf(exhibitInputs);
  // Exhibit pages are added to the pool's objects (or to an empty set when no exhibit is a PDF).
  const rawSet = pool?.raw ?? new RawSet();
  const raw = rawSet.own;
  const save = (d: PDFDocument) => writePdf(d, rawSet, trailerOf(d));
  const unreadable = loaded.filter((e) => e.pageCount === 0);
  if (unreadable.length) {
    throw new EngineErrors(
      unreadable.map(
        (e) =>
          new EngineError(
            "PDF_DAMAGED",
            e.input.source,
            "this document has no readable pages after conversion; save it again as PDF and upload that",
          ),
      ),
    );
  }
  const outlines = loaded.map((e): ExhibitOutline => ({
    source: e.input.source,
    ...(e.input.description !== undefined ? { description: e.input.description } : {}),
    typeLabel: e.input.typeLabel,
    pages: e.pageCount,
  }));
  // A front drawn ahead that failed is drawn again here, where its error is reported.
  const early = await ahead?.catch(() => undefined);
  const front =
    early && !early.adopted && frontFits(early, outlines, options)
      ? early
      : await drawFront(outlines, fonts, options);
  front.adopted = true;
  const { docs, docFontsOf, exhibits, totalPages, volumeRanges, cover, indexPages, volumeCovers } = front;
  const { pageVolumes } = front;
  const volumeOf = pageVolumes.map((v) => v[0]!);
  const doc = docs[0]!;
  const docFonts = docFontsOf[0]!;
  const c = options.case;
  const digits = options.batesDigits ?? 6;
  const batesStart = options.batesStart ?? 1;

  // Pages in order: cover, index, exhibits; a volume after the first opens with its own (unnumbered) cover.
  // Every page is written as raw objects (raw-page.ts); pdf-lib holds the fonts, pictures and navigation.
  /** Each exhibit's first page, as an object in `raw`. */
  const firstPageOf: number[] = [];
  const firstPages: RawPage[] = [];
  const pagesOf: number[][] = [];
  let pageNumber = exhibits[0]!.startPage - 1;
  for (const [i, e] of loaded.entries()) {
    const exhibit = exhibits[i]!;
    /** Each page's document: its volume's (an exhibit split across volumes has pages in several). */
    const vols = pageVolumes[i]!.map((v) => v - 1);
    let placed: PlacedPage[];
    try {
      placed = await placeExhibit((p) => docs[vols[p]!]!, e, pool);
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      throw new EngineErrors([
        new EngineError(
          "PDF_DAMAGED",
          e.input.source,
          `this document could not be placed in the binder (${detail}); save it again as PDF and upload that`,
        ),
      ]);
    }
    exhibit.placements = placed.map((p) => p.placement);
    placed.forEach(({ page }, p) => {
      pageNumber++;
      const targetFonts = docFontsOf[vols[p]!]!;
      stampBand(page, targetFonts, {
        pageNumber,
        totalPages,
        exhibitLine: exhibitLine(exhibit.label, p + 1, exhibit.pages),
        ...(options.batesPrefix
          ? {
              bates: batesNumber(
                options.batesPrefix,
                batesStart + pageNumber - exhibits[0]!.startPage,
                digits,
              ),
            }
          : {}),
      });
      if (p === 0) drawSticker(page, targetFonts, stickerOf(options, exhibit.label));
      else if (vols[p] !== vols[p - 1])
        drawContinuedSlip(
          page,
          targetFonts,
          `Exhibit ${exhibit.label} (continued from Volume ${vols[p - 1]! + 1})`,
        );
    });
    const trees = docs.map(pageTreeRef);
    const objects = placed.map(({ page }, p) => raw.add(page.object(raw, trees[vols[p]!]!)));
    pagesOf.push(objects);
    firstPageOf.push(objects[0]!);
    firstPages.push(placed[0]!.page);
  }

  /** A page's position in its volume's file: the cover of a later volume comes before its numbered pages. */
  const pageIndexIn = (binderPage: number, volume: number): number =>
    volume === 1 ? binderPage - 1 : binderPage - volumeRanges[volume - 1]!.firstPage + 1;
  const tree = pageTreeRef(doc);
  const coverObject = raw.add(cover.object(raw, tree));
  const indexObjects = indexPages.map((page, k) =>
    raw.add(
      page.object(
        raw,
        tree,
        front.indexLinks
          .filter((l) => l.page === k)
          .map((l) =>
            volumeOf[l.target] === 1
              ? linkAnnotation(raw, l.rect, firstPageOf[l.target]!)
              : remoteLink(
                  raw,
                  l.rect,
                  volumeOf[l.target]!,
                  pageIndexIn(exhibits[l.target]!.startPage, volumeOf[l.target]!),
                ),
          ),
      ),
    ),
  );
  const volumeCoverObjects = volumeCovers.map((page, k) =>
    raw.add(page.object(raw, pageTreeRef(docs[k + 1]!))),
  );
  /** Each document's own pages: the cover and index, or the volume's cover. */
  const frontOf = (v: number) => (v === 0 ? [coverObject, ...indexObjects] : [volumeCoverObjects[v - 1]!]);

  const title = `${options.supplement ? "Supplemental Exhibits" : "Exhibit Binder"}${c.caseName ? ` – ${c.caseName}` : ""}`;
  const manifest = filedManifestOf(options, exhibits, totalPages);
  docs.forEach((d, v) => {
    // Each exhibit's part in this volume: the whole exhibit, or its pages here when it is split across volumes.
    const mine = exhibits.flatMap((e, i) => {
      const p = pageVolumes[i]!.indexOf(v + 1);
      if (p < 0) return [];
      const part = e.parts?.find((q) => q.volume === v + 1);
      const title = `Exhibit ${e.label}, ${e.description}`;
      return [
        {
          title: part
            ? `${title} (${partPages(part, e.pages)}${part.fromPage > 1 ? `, continued from Volume ${part.volume - 1}` : ""})`
            : title,
          page: externalRef(pagesOf[i]![p]!),
        },
      ];
    });
    // Volume 1's bookmarks also reach the parts in other volumes: a viewer that opens another file goes there,
    // and the title names the file for one that does not.
    const elsewhere =
      v === 0 && split
        ? exhibits.flatMap((e) =>
            (
              e.parts ?? [
                {
                  volume: e.volume!,
                  fromPage: 1,
                  toPage: e.pages,
                  startPage: e.startPage,
                  endPage: e.endPage,
                },
              ]
            )
              .filter((part) => part.volume !== 1)
              .map((part) => ({
                title: `Exhibit ${e.label}, ${e.description} — Volume ${part.volume} (${volumeFileName(part.volume)}), pages ${pageRange(part.startPage, part.endPage)}`,
                page: externalRef(coverObject),
                remote: {
                  file: volumeFileName(part.volume),
                  pageIndex: pageIndexIn(part.startPage, part.volume),
                },
              })),
          )
        : [];
    const head =
      v === 0
        ? [
            { title: "Cover", page: externalRef(coverObject) },
            { title: "Exhibit Index", page: externalRef(indexObjects[0]!) },
          ]
        : [{ title: `Volume ${v + 1} cover`, page: externalRef(volumeCoverObjects[v - 1]!) }];
    setOutline(d, [...head, ...mine, ...elsewhere]);
    if (options.supplement) setSupplementPageLabels(d, indexPages.length, exhibits[0]!.startPage);
    else if (v === 0) setDecimalPageLabels(d);
    // Labels equal the printed numbers: the volume's cover has a name, its pages run on from the last volume.
    else setPageLabels(d, [{ cover: `Volume ${v + 1} cover` }, { start: volumeRanges[v]!.firstPage }]);
    setOpenView(d, externalRef(frontOf(v)[0]!));
    setMetadata(d, split ? `${title} (Volume ${v + 1} of ${docs.length})` : title, options.preparedOn);
    embedFiledManifest(d, manifest);
  });

  // Each document's page tree: its own pages, then its exhibits' pages.
  const kidsOf = docs.map((_, v) =>
    [
      ...frontOf(v),
      ...pagesOf.flatMap((objects, i) => objects.filter((_, p) => pageVolumes[i]![p] === v + 1)),
    ].map(externalRef),
  );
  docs.forEach((d, v) => setKids(d, kidsOf[v]!));
  // Numbering must never drift: the printed "Page N of T" and every planned range rely on this.
  // A supplement's cover and index are not numbered: its numbers start at its first exhibit page.
  const unnumbered = volumeCovers.length + (options.supplement ? 1 + indexPages.length : 0);
  const numbered = kidsOf.reduce((n, kids) => n + kids.length, 0) - unnumbered;
  if (numbered !== (options.supplement ? totalPages - exhibits[0]!.startPage + 1 : totalPages)) {
    throw new Error(`Internal error: planned ${totalPages} pages but assembled ${numbered}`);
  }

  // The document does not change while the list and the front matter are written: its fonts are serialised once.
  const cache = new Map<number, Serialised>();
  const exhibitListPdf = await pagesAsPdf(doc, rawSet, front.listPages, {
    title: "Exhibit List",
    date: options.preparedOn,
    cache,
  });
  // Cover and index exactly as in the binder but without links, for the print version (paper has no use for them).
  const frontMatterPdf = options.review
    ? await pagesAsPdf(doc, rawSet, [cover, ...indexPages], { title, date: options.preparedOn, cache })
    : undefined;
  const pdfs: Uint8Array[] = [];
  const written: WrittenObjects[] = [];
  for (const d of docs) {
    const keep: WrittenObjects = { bodies: [], data: [], refs: [], numbers: new Map() };
    pdfs.push(await writePdf(d, rawSet, trailerOf(d), { keep }));
    written.push(keep);
  }
  // Each exhibit on its own: its pages and what they use, copied from its volume's file as written there (an
  // exhibit split across volumes: a PDF per part). The same walk weighs each page, for planning volumes.
  const exhibitPageBytes: number[][] = [];
  const exhibitPartPdfs: (Uint8Array[] | undefined)[] = [];
  const exhibitPdfs = exhibits.map((e, i) => {
    const partPdfs: Uint8Array[] = [];
    const weights: number[] = [];
    for (const v of [...new Set(pageVolumes[i]!)].map((n) => n - 1)) {
      const tree = docs[v]!.catalog.get(PDFName.of("Pages"));
      const numbered = (ref: PDFRef) => {
        const n = numberOf(written[v]!, ref);
        if (n === undefined) throw new Error("Internal error: an exhibit page was not written");
        return n;
      };
      const pages = pagesOf[i]!.filter((_, p) => pageVolumes[i]![p] === v + 1).map((page) =>
        numbered(externalRef(page)),
      );
      weights.push(...pageWeights(written[v]!, pages, numbered(tree as PDFRef)));
      const part = e.parts?.find((q) => q.volume === v + 1);
      partPdfs.push(
        writeSubset(
          written[v]!,
          pages,
          numbered(tree as PDFRef),
          infoText(
            `Exhibit ${e.label} – ${e.description}${part ? ` (${partPages(part, e.pages)})` : ""}`,
            options.preparedOn,
          ),
        ),
      );
    }
    exhibitPageBytes.push(weights);
    exhibitPartPdfs.push(partPdfs.length > 1 ? partPdfs : undefined);
    return partPdfs[0]!;
  });
  let reviewPdf: Uint8Array | undefined;
  if (options.review) {
    // Drawn after the court copy is saved, on a second version of each exhibit's first page.
    const rowsPerIndexPage = front.layout.pages.map((p) => p.length);
    firstPages.forEach((page, i) => {
      let row = i;
      let indexPage = 0;
      while (row >= rowsPerIndexPage[indexPage]! && indexPage < indexPages.length - 1) {
        row -= rowsPerIndexPage[indexPage]!;
        indexPage++;
      }
      const link = drawBackLink(raw, page, docFonts, indexObjects[indexPage]!);
      // In place of the court copy's page, so the index's links and the bookmarks lead to it.
      raw.put(pagesOf[i]![0]!, page.object(raw, tree, [link]));
    });
    reviewPdf = await save(doc);
  }
  return {
    pdf: pdfs[0]!,
    ...(split ? { volumes: volumeRanges.map((r, v) => ({ ...r, pdf: pdfs[v]! })) } : {}),
    ...(reviewPdf ? { reviewPdf } : {}),
    ...(frontMatterPdf ? { frontMatterPdf } : {}),
    exhibitListPdf,
    exhibitPdfs,
    ...(exhibitPartPdfs.some(Boolean) ? { exhibitPartPdfs } : {}),
    exhibitPageBytes,
    exhibits,
    pages: totalPages,
    manifest,
  };
}

const BACK_TO_INDEX = "Back to index";

/**
 * "Back to index" in the band's top-left corner, above the exhibit line, drawn on top of the page's content;
 * returns the link to the exhibit's index page (`target`, an object in `raw`), as an object in `raw`.
 */
function drawBackLink(raw: RawPdf, page: RawPage, fonts: DocumentFonts, target: number): number {
  const size = 9;
  const x = 36;
  const y = 37;
  const width = fonts.regular.widthOfTextAtSize(BACK_TO_INDEX, size);
  page.text(fonts.regular, BACK_TO_INDEX, x, y, size, LINK_BLUE);
  page.line(x, y - 1.5, x + width, y - 1.5, 0.6, LINK_BLUE);
  return linkAnnotation(raw, [x - 2, y - 4, x + width + 2, y + size + 1], target);
}

/** A link over `rect` that jumps to the top of page `target` (an object in `raw`), keeping the reader's zoom. */
function linkAnnotation(raw: RawPdf, rect: [number, number, number, number], target: number): number {
  const box = rect.map((n) => String(Math.round(n * 1000) / 1000)).join(" ");
  return raw.add({
    head: new TextEncoder().encode(
      `<< /Type /Annot /Subtype /Link /Rect [ ${box} ] /Border [ 0 0 0 ] /Dest [ ${target} 0 R /XYZ null null null ] >>`,
    ),
  });
}

const LINK_BLUE = rgb(0.05, 0.25, 0.7);

/**
 * The volume of every exhibit page, by exhibit then page, from the volume of each exhibit's first page and the
 * splits inside exhibits; throws unless the volumes start at 1 and never skip or go back.
 */
function checkVolumes(
  volumes: number[] | undefined,
  splits: VolumeSplit[] | undefined,
  pageCounts: number[],
): number[][] {
  if (!volumes) {
    if (splits?.length) throw new Error("Internal error: volume splits without volumes");
    return pageCounts.map((n) => Array.from({ length: n }, () => 1));
  }
  const invalid = () =>
    new Error(`Invalid volume plan: ${volumes.join(",")} / ${JSON.stringify(splits ?? [])}`);
  if (volumes.length !== pageCounts.length) throw invalid();
  const out = pageCounts.map((n, i) => {
    const inside = (splits ?? []).filter((s) => s.exhibit === i).map((s) => s.page);
    if (inside.some((p) => !Number.isInteger(p) || p < 2 || p > n)) throw invalid();
    return Array.from({ length: n }, (_, k) => volumes[i]! + inside.filter((p) => p <= k + 1).length);
  });
  if ((splits ?? []).some((s) => !out[s.exhibit])) throw invalid();
  const flat = out.flat();
  if (flat[0] !== 1 || flat.some((v, k) => k > 0 && v !== flat[k - 1] && v !== flat[k - 1]! + 1))
    throw invalid();
  return out;
}

/** An exhibit's parts by volume (one part when it is all in one volume), from its pages' volumes. */
function partsOf(volumes: number[], startPage: number): ExhibitPart[] {
  const parts: ExhibitPart[] = [];
  volumes.forEach((volume, k) => {
    const last = parts.at(-1);
    if (last && last.volume === volume) {
      last.toPage = k + 1;
      last.endPage = startPage + k;
    } else
      parts.push({
        volume,
        fromPage: k + 1,
        toPage: k + 1,
        startPage: startPage + k,
        endPage: startPage + k,
      });
  });
  return parts;
}

function pageRange(from: number, to: number): string {
  return from === to ? String(from) : `${from}–${to}`;
}

/** A part's own pages, as the stamps count them: "pages 31–80 of 80", "page 1 of 2". */
function partPages(part: ExhibitPart, pages: number): string {
  return part.fromPage === part.toPage
    ? `page ${part.fromPage} of ${pages}`
    : `pages ${part.fromPage}–${part.toPage} of ${pages}`;
}

/**
 * What a volume holds, a line each, for its cover: runs of whole exhibits together, an exhibit split across
 * volumes with its pages in this one ("Exhibit 5 – pages 31–80 of 80, binder pages 60–109") and, on the next
 * line, where the rest is ("(continued from Volume 2)").
 */
function holdingsOf(exhibits: AssembledExhibit[], volume: number): string[] {
  const lines: string[] = [];
  let run: AssembledExhibit[] = [];
  const flush = () => {
    if (run.length === 0) return;
    const [first, last] = [run[0]!, run.at(-1)!];
    lines.push(
      first === last
        ? `Exhibit ${first.label}, binder pages ${pageRange(first.startPage, first.endPage)}`
        : `Exhibits ${first.label} to ${last.label}, binder pages ${first.startPage}–${last.endPage}`,
    );
    run = [];
  };
  for (const e of exhibits) {
    const part = e.parts?.find((p) => p.volume === volume);
    if (part) {
      flush();
      const where = [
        part.fromPage > 1 ? `continued from Volume ${volume - 1}` : "",
        part.toPage < e.pages ? `continues in Volume ${volume + 1}` : "",
      ].filter(Boolean);
      lines.push(
        `Exhibit ${e.label} – ${partPages(part, e.pages)}, binder pages ${pageRange(part.startPage, part.endPage)}`,
        `(${where.join("; ")})`,
      );
    } else if (!e.parts && e.volume === volume) run.push(e);
    else flush();
  }
  flush();
  return lines;
}

/** The slip line on the first page of an exhibit's part in a later volume, in the band's right corner. */
function drawContinuedSlip(page: Canvas, fonts: DocumentFonts, text: string): void {
  const width = 200;
  const size = fitSize(fonts, text, width, 9, true);
  drawRuns(page, fonts, text, page.width - 36 - textWidth(fonts, text, size, true), 26, size, true);
}

/**
 * A link over `rect` to page `pageIndex` (0-based) of another volume's file, beside this one: viewers that open
 * other files (Acrobat, Preview, pdf.js) go there.
 */
function remoteLink(
  raw: RawPdf,
  rect: [number, number, number, number],
  volume: number,
  pageIndex: number,
): number {
  const box = rect.map((n) => String(Math.round(n * 1000) / 1000)).join(" ");
  const file = PDFString.of(volumeFileName(volume)).toString();
  return raw.add({
    head: new TextEncoder().encode(
      `<< /Type /Annot /Subtype /Link /Rect [ ${box} ] /Border [ 0 0 0 ] /A << /S /GoToR /F ${file} /D [ ${pageIndex} /XYZ null null null ] /NewWindow false >> >>`,
    ),
  });
}

function subheading(c: CaseDetails): { subheading?: string } {
  const parts = [c.caseName, c.caseNumber ? `Case No. ${c.caseNumber}` : undefined].filter(Boolean);
  return parts.length ? { subheading: parts.join(" — ") } : {};
}

/** Quarter turns, exactly: cos and sin of 0, 90, 180 and 270 degrees. */
const QUARTER_TURNS: Record<number, [number, number]> = { 0: [1, 0], 90: [0, 1], 180: [-1, 0], 270: [0, -1] };
/** Four decimals of a point is a tenth of a micrometre: finer than any printer, and the stream stays small. */
const round = (n: number) => Math.round(n * 10_000) / 10_000;

/**
 * The matrix that draws a form XObject scaled, turned (counter-clockwise, in quarter turns) and moved: one matrix
 * with short numbers, where pdf-lib's drawPage wrote four, three of them identities, with every digit of a float.
 */
function placementMatrix(
  origin: { x: number; y: number },
  scale: number,
  rotationDegrees: number,
): [number, number, number, number, number, number] {
  const [cos, sin] = QUARTER_TURNS[((rotationDegrees % 360) + 360) % 360] ?? [1, 0];
  return [
    round(scale * cos),
    round(scale * sin),
    round(-scale * sin),
    round(scale * cos),
    round(origin.x),
    round(origin.y),
  ];
}

interface PlacedPage {
  page: RawPage;
  placement: PagePlacement;
}

/** Draws each source page (or image) on its own Letter page; returns the new pages in order. */
async function placeExhibit(
  docOf: (page: number) => PDFDocument,
  e: LoadedExhibit,
  pool: SourcePool | undefined,
): Promise<PlacedPage[]> {
  const out: PlacedPage[] = [];
  if (e.input.content.kind === "images") {
    for (const [k, img] of e.input.content.pages.entries()) {
      // A picture goes into the document of the volume its page is in.
      const doc = docOf(k);
      const image: PDFImage =
        img.format === "jpeg" ? await doc.embedJpg(img.bytes) : await doc.embedPng(img.bytes);
      const p = placeImage(img.widthPt, img.heightPt);
      const page = new RawPage(p.pageWidth, p.pageHeight);
      const { x, y, width, height } = p.drawn;
      page.place(image.ref, [round(width), 0, 0, round(height), round(x), round(y)]);
      out.push({
        page,
        placement: { widthPt: img.widthPt, heightPt: img.heightPt, rotate: 0, scale: p.scale },
      });
    }
    return out;
  }
  for (const source of e.pages ?? []) {
    const { box, rotate } = source;
    const p = placePage({ box, rotate });
    const page = new RawPage(p.pageWidth, p.pageHeight);
    page.place(pageForm(pool!, source), placementMatrix(p.origin, p.scale, p.rotationDegrees));
    out.push({ page, placement: { widthPt: box.width, heightPt: box.height, rotate, scale: p.scale } });
  }
  return out;
}

/** Draws text centred on a Letter page, shrunk to fit the width. */
function centred(
  page: Canvas,
  fonts: DocumentFonts,
): (text: string, y: number, size: number, bold?: boolean) => void {
  return (text, y, size, bold = false) => {
    const s = fitSize(fonts, text, LETTER.width - 108, size, bold);
    drawRuns(page, fonts, text, (LETTER.width - textWidth(fonts, text, s, bold)) / 2, y, s, bold);
  };
}

/**
 * The top of every cover (the binder's and each later volume's): court, case name and number, "EXHIBIT BINDER",
 * the party's exhibits and, when split, the volume line. Returns where the rest of the cover starts.
 */
function drawCoverHeading(
  page: Canvas,
  fonts: DocumentFonts,
  options: AssembleOptions,
  volumeLine?: string,
): number {
  const c = options.case;
  const centre = centred(page, fonts);
  let y = LETTER.height - 120;
  if (c.courtName) {
    centre(c.courtName.toUpperCase(), y, 14, true);
    y -= 44;
  }
  if (c.caseName) {
    centre(c.caseName, y, 16, true);
    y -= 24;
  }
  if (c.caseNumber) {
    centre(`Case No. ${c.caseNumber}`, y, 12);
    y -= 24;
  }
  y = Math.min(y - 40, LETTER.height - 330);
  centre(options.supplement ? "SUPPLEMENTAL EXHIBITS" : "EXHIBIT BINDER", y, 28, true);
  y -= 30;
  centre(`${ROLE_NAMES[options.role]}'s Exhibits`, y, 14);
  if (options.supplement) {
    y -= 20;
    centre(supplementTitleLine(options.supplement), y, 12);
  }
  if (volumeLine) {
    y -= 24;
    centre(volumeLine, y, 13, true);
  }
  return y;
}

function drawCover(
  page: Canvas,
  fonts: DocumentFonts,
  options: AssembleOptions,
  exhibitCount: number,
  totalPages: number,
  volumeLine?: string,
  /** The "Exhibits" line of a supplement, in place of the count of the whole binder. */
  exhibitsText?: string,
  holdings?: string[],
): void {
  const c = options.case;
  let y = drawCoverHeading(page, fonts, options, volumeLine) - 60;
  const lines: [string, string | undefined][] = [
    ["Submitted by", c.partyName ? `${c.partyName}, ${ROLE_NAMES[options.role]}` : ROLE_NAMES[options.role]],
    ["Binder type", c.binderType],
    ["Hearing date", c.hearingDate ? formatDate(c.hearingDate) : undefined],
    [
      "Exhibits",
      exhibitsText ?? `${exhibitCount} exhibit${exhibitCount === 1 ? "" : "s"}, ${totalPages} pages in all`,
    ],
    ["Date prepared", formatDate(options.preparedOn)],
  ];
  for (const [key, value] of lines) {
    if (!value) continue;
    drawRuns(page, fonts, `${key}:`, 150, y, 11, true);
    drawRuns(page, fonts, value, 270, y, 11);
    y -= 20;
  }
  if (holdings) drawHoldings(page, fonts, holdings, y - 16);
}

/** "This volume holds:" and its lines, centred, from `y` down; never into the stamp band. */
function drawHoldings(page: Canvas, fonts: DocumentFonts, holdings: string[], y: number): number {
  const centre = centred(page, fonts);
  centre("This volume holds:", y, 11, true);
  for (const line of holdings) {
    y -= 16;
    if (y < 90) break;
    centre(line, y, 10);
  }
  return y;
}

/**
 * The cover of a volume after the first: case, "Volume n of N — pages x–y of T", and what it holds (an exhibit
 * split across volumes with its pages here).
 */
function drawVolumeCover(
  page: Canvas,
  fonts: DocumentFonts,
  options: AssembleOptions,
  volumeLine: string,
  holdings: string[],
): void {
  const centre = centred(page, fonts);
  const y = drawHoldings(page, fonts, holdings, drawCoverHeading(page, fonts, options, volumeLine) - 40);
  centre("The exhibit index is in Volume 1.", y - 22, 11);
}

/** The document's catalog and information dictionary, which the writer starts from. */
function trailerOf(doc: PDFDocument): { root: PDFRef; info?: PDFRef } {
  const { Root, Info } = doc.context.trailerInfo;
  if (!(Root instanceof PDFRef)) throw new Error("Internal error: the document has no catalog");
  return { root: Root, ...(Info instanceof PDFRef ? { info: Info } : {}) };
}

/** An information dictionary's text: title, CourtReady as producer and creator, and the dates. */
function infoText(title: string, date: Date): string {
  const when = PDFString.fromDate(date).toString();
  const name = PDFHexString.fromText("CourtReady").toString();
  return (
    `<< /Title ${PDFHexString.fromText(title).toString()} /Producer ${name} /Creator ${name} ` +
    `/CreationDate ${when} /ModDate ${when} >>`
  );
}

/** The reference text, for raw page objects, of a document's page tree. */
function pageTreeRef(doc: PDFDocument): string {
  const tree = doc.catalog.get(PDFName.of("Pages"));
  if (!(tree instanceof PDFRef)) throw new Error("Internal error: the document has no page tree");
  return ownRefText(tree);
}

/** Sets the pages of a document's page tree (pdf-lib's own and raw ones). */
function setKids(doc: PDFDocument, kids: PDFRef[]): void {
  const tree = doc.catalog.Pages();
  tree.set(PDFName.of("Kids"), doc.context.obj(kids));
  tree.set(PDFName.of("Count"), PDFNumber.of(kids.length));
}

/**
 * Pages drawn for the binder's document but not in the binder (the exhibit list; the cover and index without
 * links, for the print kit) as a PDF of their own: copies of the page objects under a page tree, catalog and
 * information dictionary of their own, written with the document's fonts.
 */
async function pagesAsPdf(
  doc: PDFDocument,
  rawSet: RawSet,
  pages: RawPage[],
  { title, date, cache }: { title: string; date: Date; cache: Map<number, Serialised> },
): Promise<Uint8Array> {
  const encode = (text: string) => new TextEncoder().encode(text);
  const raw = rawSet.own;
  const tree = raw.reserve();
  const kids = pages.map((page) => raw.add(page.object(raw, `${tree} 0 R`)));
  raw.put(tree, {
    head: encode(
      `<< /Type /Pages /Kids [ ${kids.map((k) => `${k} 0 R`).join(" ")} ] /Count ${kids.length} >>`,
    ),
  });
  const root = raw.add({
    head: encode(`<< /Type /Catalog /Pages ${tree} 0 R /ViewerPreferences << /DisplayDocTitle true >> >>`),
  });
  const info = raw.add({ head: encode(infoText(title, date)) });
  // A classic table: these files are a few pages, and packing them would only add deflating.
  return writePdf(
    doc,
    rawSet,
    { root: externalRef(root), info: externalRef(info) },
    { cache, objectStreams: false },
  );
}

function setMetadata(doc: PDFDocument, title: string, date: Date): void {
  doc.setTitle(title, { showInWindowTitleBar: true });
  doc.setProducer("CourtReady");
  doc.setCreator("CourtReady");
  doc.setCreationDate(date);
  doc.setModificationDate(date);
}
