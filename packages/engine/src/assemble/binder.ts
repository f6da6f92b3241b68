// Assembles the binder from exhibits already converted to PDF (or to page images): cover, exhibit index with a
// link per row, every exhibit page placed on Letter clear of the stamp band, stamped with page number, exhibit
// line and Bates number, a sticker on each exhibit's first page, bookmarks, page labels, opening at 100%. Also,
// from the same pass: the review version (a "Back to index" link on each exhibit) and volumes split to a size limit.
import {
  PDFDocument,
  concatTransformationMatrix,
  drawObject,
  popGraphicsState,
  pushGraphicsState,
  rgb,
} from "@cantoo/pdf-lib";
import type { PDFImage, PDFName, PDFOperator, PDFPage, PDFRef } from "@cantoo/pdf-lib";
import { ROLE_NAMES, exhibitLabel, exhibitStickerTitle, isNumberedRole } from "@courtready/contracts";
import type { TLabelOptions, TRole } from "@courtready/contracts";
import type { DocumentFonts, EngineFonts } from "../fonts.ts";
import { embedFonts } from "../fonts.ts";
import { EngineError, EngineErrors } from "../errors.ts";
import type { DocumentTypeLabel } from "../types.ts";
import { LETTER, normaliseRotation, placeImage, placePage } from "./layout.ts";
import type { Box } from "./layout.ts";
import { addLink, drawIndex, layoutIndex } from "./index-table.ts";
import { embedPageAsForm, pageCopier } from "./embed-page.ts";
import type { IndexRow } from "./index-table.ts";
import { setDecimalPageLabels, setOpenView, setOutline, setPageLabels } from "./navigation.ts";
import { drawRuns, drawSticker, fitSize, stampBand } from "./stamps.ts";
import { textWidth } from "../fonts.ts";
import { loadPdf, savePdf } from "../pdf-io.ts";
import { drawTextRun, shortResourceName } from "../pdf-text.ts";

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
      /** `pdf` already being parsed (started while other files were still converting); parsed here when absent. */
      parsed?: Promise<PDFDocument>;
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
   * Also make the review version (a "Back to index" link on each exhibit's first page) and the front matter for
   * the print version (cover and index without links: paper has no use for them). Not with `volumes`.
   */
  review?: boolean;
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
  /** Set when the binder is split into volumes. */
  volume?: number;
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
  /** Each exhibit's stamped pages as its own PDF, in order. */
  exhibitPdfs: Uint8Array[];
  exhibits: AssembledExhibit[];
  pages: number;
}

interface LoadedExhibit {
  input: ExhibitInput;
  pageCount: number;
  source?: PDFDocument;
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

/** "2026-12-03" → "December 3, 2026"; a date that does not parse is shown as given. */
export function formatDate(value: string | Date): string {
  const d = typeof value === "string" ? new Date(`${value}T00:00:00Z`) : value;
  if (Number.isNaN(d.getTime())) return String(value);
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}

export function batesNumber(prefix: string, n: number, digits: number): string {
  return `${prefix}-${String(n).padStart(digits, "0")}`;
}

async function load(input: ExhibitInput): Promise<LoadedExhibit> {
  if (input.content.kind === "images") return { input, pageCount: input.content.pages.length };
  try {
    const source = await (input.content.parsed ?? loadPdf(input.content.pdf));
    if (source.getPageCount() === 0) throw new Error("no pages");
    return { input, pageCount: source.getPageCount(), source };
  } catch {
    return { input, pageCount: 0 };
  }
}

/** The visible box of a page: its CropBox clipped to the MediaBox; a degenerate box becomes Letter. */
function visibleBox(page: PDFPage): Box {
  const media = page.getMediaBox();
  const crop = page.getCropBox();
  const x = Math.max(media.x, crop.x);
  const y = Math.max(media.y, crop.y);
  const width = Math.min(media.x + media.width, crop.x + crop.width) - x;
  const height = Math.min(media.y + media.height, crop.y + crop.height) - y;
  if (!(width > 1 && height > 1)) return { x: 0, y: 0, ...LETTER };
  return { x, y, width, height };
}

export async function assembleBinder(
  exhibitInputs: ExhibitInput[],
  fonts: EngineFonts,
  options: AssembleOptions,
): Promise<AssembledBinder> {
  if (exhibitInputs.length === 0) throw new Error("A binder needs at least one exhibit.");
  const volumeOf = checkVolumes(options.volumes, exhibitInputs.length);
  const volumeCount = volumeOf.at(-1)!;
  const split = options.volumes !== undefined;
  if (split && options.review)
    throw new Error("The review version is made from the whole binder, not volumes.");
  const loaded = await Promise.all(exhibitInputs.map(load));
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
  const c = options.case;
  const texts = [
    ...Object.values(c).filter((v): v is string => typeof v === "string"),
    ...exhibitInputs.flatMap((e) => [e.source, e.description ?? ""]),
  ];
  // One document per volume (just one when not split), each with its own embedded fonts.
  const docs: PDFDocument[] = [];
  const docFontsOf: DocumentFonts[] = [];
  for (let v = 0; v < volumeCount; v++) {
    const d = await PDFDocument.create({ updateMetadata: false });
    docs.push(d);
    docFontsOf.push(await embedFonts(d, fonts, texts));
  }
  const doc = docs[0]!;
  const docFonts = docFontsOf[0]!;
  // Fonts are subset when the document is first flushed (copying pages out of it flushes it too): the review
  // version's words, drawn after that, must already be in the subset.
  if (options.review) docFonts.regular.encodeText(BACK_TO_INDEX);

  // Plan: labels, then page ranges and index rows. The index's own length depends on its rows (a Bates range may
  // wrap), and the ranges depend on the index's length: plan again until the index stops growing.
  const labels = loaded.map((_, i) => exhibitLabel(options.role, i, options.labels));
  const digits = options.batesDigits ?? 6;
  const batesStart = options.batesStart ?? 1;
  const plan = (indexPages: number) => {
    let next = 1 + indexPages + 1;
    let batesNext = batesStart;
    const exhibits: AssembledExhibit[] = loaded.map((e, i) => {
      const startPage = next;
      next += e.pageCount;
      const bates = options.batesPrefix
        ? {
            batesStart: batesNumber(options.batesPrefix, batesNext, digits),
            batesEnd: batesNumber(options.batesPrefix, batesNext + e.pageCount - 1, digits),
          }
        : {};
      batesNext += e.pageCount;
      const description = e.input.description?.trim() || e.input.source;
      return {
        label: labels[i]!,
        source: e.input.source,
        description,
        typeLabel: e.input.typeLabel,
        pages: e.pageCount,
        startPage,
        endPage: next - 1,
        ...bates,
        ...(split ? { volume: volumeOf[i]! } : {}),
        placements: [],
      };
    });
    const rows: IndexRow[] = exhibits.map((e) => ({
      label: e.label,
      description: e.description,
      type: e.typeLabel,
      pages: e.pages,
      binderPages: e.startPage === e.endPage ? String(e.startPage) : `${e.startPage}–${e.endPage}`,
      ...(e.batesStart
        ? { bates: e.batesStart === e.batesEnd ? e.batesStart : `${e.batesStart} – ${e.batesEnd}` }
        : {}),
      ...(e.volume ? { volume: String(e.volume) } : {}),
    }));
    return { exhibits, rows, layout: layoutIndex(docFonts, rows), totalPages: next - 1 };
  };
  let indexPageCount = 1;
  let planned = plan(indexPageCount);
  while (planned.layout.pages.length > indexPageCount) {
    indexPageCount = planned.layout.pages.length;
    planned = plan(indexPageCount);
  }
  const { exhibits, rows, layout, totalPages } = planned;
  const volumeRanges = Array.from({ length: volumeCount }, (_, v) => {
    const inVolume = exhibits.filter((_, i) => volumeOf[i] === v + 1);
    return {
      number: v + 1,
      firstPage: v === 0 ? 1 : inVolume[0]!.startPage,
      lastPage: inVolume.at(-1)!.endPage,
    };
  });

  // Pages in order: cover, index, exhibits; a volume after the first opens with its own (unnumbered) cover.
  const cover = doc.addPage([LETTER.width, LETTER.height]);
  // As many index pages as planned; in the rare case the final rows need fewer, the last one stays empty.
  const indexPages = Array.from({ length: indexPageCount }, () => doc.addPage([LETTER.width, LETTER.height]));
  const volumeCovers: PDFPage[] = [];
  const firstPageOf: PDFRef[] = [];
  const firstPages: PDFPage[] = [];
  /** Where each exhibit's pages start in its volume's document (0-based). */
  const indexInDoc: number[] = [];
  let pageNumber = 1 + indexPages.length;
  for (const [i, e] of loaded.entries()) {
    const exhibit = exhibits[i]!;
    const v = volumeOf[i]! - 1;
    const target = docs[v]!;
    const targetFonts = docFontsOf[v]!;
    if (v > 0 && volumeCovers.length < v) volumeCovers.push(target.addPage([LETTER.width, LETTER.height]));
    indexInDoc.push(target.getPageCount());
    let placed: PlacedPage[];
    try {
      placed = await placeExhibit(target, e);
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
      stampBand(page, targetFonts, {
        pageNumber,
        totalPages,
        exhibitLine: `Exhibit ${exhibit.label} – page ${p + 1} of ${exhibit.pages}`,
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
      if (p === 0) {
        drawSticker(page, targetFonts, {
          title: exhibitStickerTitle(options.role, exhibit.label),
          ...(c.caseNumber ? { caseNumber: c.caseNumber } : {}),
          colour: options.stickers === "bw" ? "none" : isNumberedRole(options.role) ? "numbered" : "lettered",
        });
      }
    });
    firstPageOf.push(placed[0]!.page.ref);
    firstPages.push(placed[0]!.page);
  }

  const volumeLine = (v: number) => {
    const r = volumeRanges[v - 1]!;
    return `Volume ${v} of ${volumeCount} — pages ${r.firstPage}–${r.lastPage} of ${totalPages}`;
  };
  drawCover(cover, docFonts, options, exhibits.length, totalPages, split ? volumeLine(1) : undefined);
  stampBand(cover, docFonts, { pageNumber: 1, totalPages });
  // The master index links only to pages in its own file: a link into another volume's file would not work.
  drawIndex(doc, indexPages, docFonts, layout, {
    heading: "EXHIBIT INDEX",
    ...subheading(c),
    targets: firstPageOf.map((ref, i) => (volumeOf[i] === 1 ? ref : undefined)),
  });
  indexPages.forEach((page, i) => stampBand(page, docFonts, { pageNumber: 2 + i, totalPages }));
  volumeCovers.forEach((page, k) => {
    const v = k + 2;
    const inVolume = exhibits.filter((e) => e.volume === v);
    drawVolumeCover(page, docFontsOf[v - 1]!, options, volumeLine(v), inVolume);
  });

  const title = `Exhibit Binder${c.caseName ? ` – ${c.caseName}` : ""}`;
  docs.forEach((d, v) => {
    const mine = exhibits.flatMap((e, i) => (volumeOf[i] === v + 1 ? [{ e, page: firstPageOf[i]! }] : []));
    const head =
      v === 0
        ? [
            { title: "Cover", page: cover.ref },
            { title: "Exhibit Index", page: indexPages[0]!.ref },
          ]
        : [{ title: `Volume ${v + 1} cover`, page: volumeCovers[v - 1]!.ref }];
    setOutline(d, [
      ...head,
      ...mine.map(({ e, page }) => ({ title: `Exhibit ${e.label}, ${e.description}`, page })),
    ]);
    if (v === 0) setDecimalPageLabels(d);
    // Labels equal the printed numbers: the volume's cover has a name, its pages run on from the last volume.
    else setPageLabels(d, [{ cover: `Volume ${v + 1} cover` }, { start: volumeRanges[v]!.firstPage }]);
    setOpenView(d, d.getPage(0).ref);
    setMetadata(d, split ? `${title} (Volume ${v + 1} of ${volumeCount})` : title, options.preparedOn);
  });

  const exhibitPdfs: Uint8Array[] = [];
  for (const [i, e] of exhibits.entries()) {
    const part = await PDFDocument.create({ updateMetadata: false });
    const copied = await part.copyPages(
      docs[volumeOf[i]! - 1]!,
      Array.from({ length: e.pages }, (_, k) => indexInDoc[i]! + k),
    );
    copied.forEach((p) => part.addPage(p));
    setMetadata(part, `Exhibit ${e.label} – ${e.description}`, options.preparedOn);
    exhibitPdfs.push(await savePdf(part));
  }
  // Numbering must never drift: the printed "Page N of T" and every planned range rely on this.
  const numbered = docs.reduce((n, d) => n + d.getPageCount(), 0) - volumeCovers.length;
  if (numbered !== totalPages) {
    throw new Error(`Internal error: planned ${totalPages} pages but assembled ${numbered}`);
  }
  const pdfs: Uint8Array[] = [];
  for (const d of docs) pdfs.push(await savePdf(d));
  let reviewPdf: Uint8Array | undefined;
  if (options.review) {
    // Drawn after the court copy is saved, so only the review version has them.
    const rowsPerIndexPage = layout.pages.map((p) => p.length);
    firstPages.forEach((page, i) => {
      let row = i;
      let indexPage = 0;
      while (row >= rowsPerIndexPage[indexPage]! && indexPage < indexPages.length - 1) {
        row -= rowsPerIndexPage[indexPage]!;
        indexPage++;
      }
      drawBackLink(doc, page, docFonts, indexPages[indexPage]!.ref);
    });
    reviewPdf = await savePdf(doc);
  }
  const exhibitListPdf = await renderExhibitList(fonts, rows, options);
  let frontMatterPdf: Uint8Array | undefined;
  if (options.review) {
    const front = await PDFDocument.create({ updateMetadata: false });
    const frontFonts = await embedFonts(front, fonts, texts);
    const frontCover = front.addPage([LETTER.width, LETTER.height]);
    const frontIndex = indexPages.map(() => front.addPage([LETTER.width, LETTER.height]));
    drawCover(frontCover, frontFonts, options, exhibits.length, totalPages);
    stampBand(frontCover, frontFonts, { pageNumber: 1, totalPages });
    drawIndex(front, frontIndex, frontFonts, layout, { heading: "EXHIBIT INDEX", ...subheading(c) });
    frontIndex.forEach((page, i) => stampBand(page, frontFonts, { pageNumber: 2 + i, totalPages }));
    setMetadata(front, title, options.preparedOn);
    frontMatterPdf = await savePdf(front);
  }
  return {
    pdf: pdfs[0]!,
    ...(split ? { volumes: volumeRanges.map((r, v) => ({ ...r, pdf: pdfs[v]! })) } : {}),
    ...(reviewPdf ? { reviewPdf } : {}),
    ...(frontMatterPdf ? { frontMatterPdf } : {}),
    exhibitListPdf,
    exhibitPdfs,
    exhibits,
    pages: totalPages,
  };
}

const BACK_TO_INDEX = "Back to index";

/** "Back to index" in the band's top-left corner, above the exhibit line, as a link to the exhibit's index page. */
function drawBackLink(doc: PDFDocument, page: PDFPage, fonts: DocumentFonts, target: PDFRef): void {
  const size = 9;
  const x = 36;
  const y = 37;
  const width = fonts.regular.widthOfTextAtSize(BACK_TO_INDEX, size);
  // The page's content stream was serialised (and cached) by the first save: draw into a new one.
  page.resetPosition();
  drawTextRun(page, fonts.regular, BACK_TO_INDEX, x, y, size, LINK_BLUE);
  page.drawLine({
    start: { x, y: y - 1.5 },
    end: { x: x + width, y: y - 1.5 },
    thickness: 0.6,
    color: LINK_BLUE,
  });
  addLink(doc, page, [x - 2, y - 4, x + width + 2, y + size + 1], target);
}

const LINK_BLUE = rgb(0.05, 0.25, 0.7);

function checkVolumes(volumes: number[] | undefined, exhibitCount: number): number[] {
  if (!volumes) return Array.from({ length: exhibitCount }, () => 1);
  const ok =
    volumes.length === exhibitCount &&
    volumes[0] === 1 &&
    volumes.every((v, i) => i === 0 || v === volumes[i - 1] || v === volumes[i - 1]! + 1);
  if (!ok) throw new Error(`Invalid volume plan: ${volumes.join(",")}`);
  return volumes;
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
 * Draws a form XObject scaled, turned (counter-clockwise, in quarter turns) and moved, as one matrix: pdf-lib's
 * drawPage writes four matrices, three of them identities, with every digit of a float.
 */
function placeForm(
  name: PDFName,
  origin: { x: number; y: number },
  scale: number,
  rotationDegrees: number,
): PDFOperator[] {
  const [cos, sin] = QUARTER_TURNS[((rotationDegrees % 360) + 360) % 360] ?? [1, 0];
  return [
    pushGraphicsState(),
    concatTransformationMatrix(
      round(scale * cos),
      round(scale * sin),
      round(-scale * sin),
      round(scale * cos),
      round(origin.x),
      round(origin.y),
    ),
    drawObject(name),
    popGraphicsState(),
  ];
}

interface PlacedPage {
  page: PDFPage;
  placement: PagePlacement;
}

/** Draws each source page (or image) on its own Letter page; returns the new pages in order. */
async function placeExhibit(doc: PDFDocument, e: LoadedExhibit): Promise<PlacedPage[]> {
  const out: PlacedPage[] = [];
  if (e.input.content.kind === "images") {
    for (const img of e.input.content.pages) {
      const image: PDFImage =
        img.format === "jpeg" ? await doc.embedJpg(img.bytes) : await doc.embedPng(img.bytes);
      const p = placeImage(img.widthPt, img.heightPt);
      const page = doc.addPage([p.pageWidth, p.pageHeight]);
      page.drawImage(image, { x: p.drawn.x, y: p.drawn.y, width: p.drawn.width, height: p.drawn.height });
      out.push({
        page,
        placement: { widthPt: img.widthPt, heightPt: img.heightPt, rotate: 0, scale: p.scale },
      });
    }
    return out;
  }
  const source = e.source!;
  const copier = pageCopier(source, doc);
  for (const sp of source.getPages()) {
    const box = visibleBox(sp);
    const rotate = normaliseRotation(sp.getRotation().angle);
    const p = placePage({ box, rotate });
    const form = embedPageAsForm(doc, copier, sp, box);
    const page = doc.addPage([p.pageWidth, p.pageHeight]);
    const name = shortResourceName(page, "XObject", "P", form);
    page.pushOperators(...placeForm(name, p.origin, p.scale, p.rotationDegrees));
    out.push({ page, placement: { widthPt: box.width, heightPt: box.height, rotate, scale: p.scale } });
  }
  return out;
}

/** Draws text centred on a Letter page, shrunk to fit the width. */
function centred(
  page: PDFPage,
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
  page: PDFPage,
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
  centre("EXHIBIT BINDER", y, 28, true);
  y -= 30;
  centre(`${ROLE_NAMES[options.role]}'s Exhibits`, y, 14);
  if (volumeLine) {
    y -= 24;
    centre(volumeLine, y, 13, true);
  }
  return y;
}

function drawCover(
  page: PDFPage,
  fonts: DocumentFonts,
  options: AssembleOptions,
  exhibitCount: number,
  totalPages: number,
  volumeLine?: string,
): void {
  const c = options.case;
  let y = drawCoverHeading(page, fonts, options, volumeLine) - 60;
  const lines: [string, string | undefined][] = [
    ["Submitted by", c.partyName ? `${c.partyName}, ${ROLE_NAMES[options.role]}` : ROLE_NAMES[options.role]],
    ["Binder type", c.binderType],
    ["Hearing date", c.hearingDate ? formatDate(c.hearingDate) : undefined],
    ["Exhibits", `${exhibitCount} exhibit${exhibitCount === 1 ? "" : "s"}, ${totalPages} pages in all`],
    ["Date prepared", formatDate(options.preparedOn)],
  ];
  for (const [key, value] of lines) {
    if (!value) continue;
    drawRuns(page, fonts, `${key}:`, 150, y, 11, true);
    drawRuns(page, fonts, value, 270, y, 11);
    y -= 20;
  }
}

/** The cover of a volume after the first: case, "Volume n of N — pages x–y of T", and the exhibits inside. */
function drawVolumeCover(
  page: PDFPage,
  fonts: DocumentFonts,
  options: AssembleOptions,
  volumeLine: string,
  exhibits: AssembledExhibit[],
): void {
  const centre = centred(page, fonts);
  let y = drawCoverHeading(page, fonts, options, volumeLine) - 40;
  const first = exhibits[0]!;
  const last = exhibits.at(-1)!;
  centre(
    first === last
      ? `This volume holds Exhibit ${first.label}.`
      : `This volume holds Exhibits ${first.label} to ${last.label}.`,
    y,
    11,
  );
  y -= 18;
  centre("The exhibit index is in Volume 1.", y, 11);
}

async function renderExhibitList(
  fonts: EngineFonts,
  rows: IndexRow[],
  options: AssembleOptions,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const docFonts = await embedFonts(
    doc,
    fonts,
    rows.map((r) => r.description),
  );
  const layout = layoutIndex(docFonts, rows);
  const pages = layout.pages.map(() => doc.addPage([LETTER.width, LETTER.height]));
  drawIndex(doc, pages, docFonts, layout, { heading: "EXHIBIT LIST", ...subheading(options.case) });
  pages.forEach((page, i) => stampBand(page, docFonts, { pageNumber: i + 1, totalPages: pages.length }));
  setMetadata(doc, "Exhibit List", options.preparedOn);
  return savePdf(doc);
}

function setMetadata(doc: PDFDocument, title: string, date: Date): void {
  doc.setTitle(title, { showInWindowTitleBar: true });
  doc.setProducer("CourtReady");
  doc.setCreator("CourtReady");
  doc.setCreationDate(date);
  doc.setModificationDate(date);
}
