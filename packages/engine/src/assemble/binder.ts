// Assembles the binder from exhibits already converted to PDF (or to page images): cover, exhibit index with a
// link per row, every exhibit page placed on Letter clear of the stamp band, stamped with page number, exhibit
// line and Bates number, a sticker on each exhibit's first page, bookmarks, page labels, opening at 100%.
import { PDFDocument, degrees, drawPage } from "@cantoo/pdf-lib";
import type { PDFImage, PDFPage, PDFRef } from "@cantoo/pdf-lib";
import { ROLE_NAMES, exhibitLabel, isNumberedRole, roleExhibitWord } from "@courtready/contracts";
import type { TLabelOptions, TRole } from "@courtready/contracts";
import type { DocumentFonts, EngineFonts } from "../fonts.ts";
import { embedFonts } from "../fonts.ts";
import { EngineError, EngineErrors } from "../errors.ts";
import type { DocumentTypeLabel } from "../types.ts";
import { LETTER, normaliseRotation, placeImage, placePage } from "./layout.ts";
import type { Box } from "./layout.ts";
import { drawIndex, layoutIndex } from "./index-table.ts";
import { embedPageAsForm, pageCopier } from "./embed-page.ts";
import type { IndexRow } from "./index-table.ts";
import { setDecimalPageLabels, setOpenView, setOutline } from "./navigation.ts";
import { drawRuns, drawSticker, fitSize, stampBand } from "./stamps.ts";
import { textWidth } from "../fonts.ts";

export interface ImagePage {
  bytes: Uint8Array;
  format: "jpeg" | "png";
  /** Print size in points. */
  widthPt: number;
  heightPt: number;
}

export type ExhibitContent = { kind: "pdf"; pdf: Uint8Array } | { kind: "images"; pages: ImagePage[] };

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
}

export interface AssembledBinder {
  pdf: Uint8Array;
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
    const source = await PDFDocument.load(input.content.pdf, { updateMetadata: false });
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
  const doc = await PDFDocument.create({ updateMetadata: false });
  const c = options.case;
  const texts = [
    ...Object.values(c).filter((v): v is string => typeof v === "string"),
    ...exhibitInputs.flatMap((e) => [e.source, e.description ?? ""]),
  ];
  const docFonts = await embedFonts(doc, fonts, texts);

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

  // Pages in order: cover, index, exhibits.
  const cover = doc.addPage([LETTER.width, LETTER.height]);
  // As many index pages as planned; in the rare case the final rows need fewer, the last one stays empty.
  const indexPages = Array.from({ length: indexPageCount }, () => doc.addPage([LETTER.width, LETTER.height]));
  const firstPageOf: PDFRef[] = [];
  let pageNumber = 1 + indexPages.length;
  for (const [i, e] of loaded.entries()) {
    const exhibit = exhibits[i]!;
    let pagesOfExhibit: PDFPage[];
    try {
      pagesOfExhibit = await placeExhibit(doc, e);
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
    pagesOfExhibit.forEach((page, p) => {
      pageNumber++;
      stampBand(page, docFonts, {
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
        drawSticker(page, docFonts, {
          title: `${roleExhibitWord(options.role)} EXHIBIT ${exhibit.label}`,
          ...(c.caseNumber ? { caseNumber: c.caseNumber } : {}),
          colour: options.stickers === "bw" ? "none" : isNumberedRole(options.role) ? "numbered" : "lettered",
        });
      }
    });
    firstPageOf.push(pagesOfExhibit[0]!.ref);
  }

  drawCover(cover, docFonts, options, exhibits.length, totalPages);
  stampBand(cover, docFonts, { pageNumber: 1, totalPages });
  drawIndex(doc, indexPages, docFonts, layout, {
    heading: "EXHIBIT INDEX",
    ...subheading(c),
    targets: firstPageOf,
  });
  indexPages.forEach((page, i) => stampBand(page, docFonts, { pageNumber: 2 + i, totalPages }));

  setOutline(doc, [
    { title: "Cover", page: cover.ref },
    { title: "Exhibit Index", page: indexPages[0]!.ref },
    ...exhibits.map((e, i) => ({ title: `Exhibit ${e.label}, ${e.description}`, page: firstPageOf[i]! })),
  ]);
  setDecimalPageLabels(doc);
  setOpenView(doc, cover.ref);
  setMetadata(doc, `Exhibit Binder${c.caseName ? ` – ${c.caseName}` : ""}`, options.preparedOn);

  const exhibitPdfs: Uint8Array[] = [];
  for (const e of exhibits) {
    const part = await PDFDocument.create({ updateMetadata: false });
    const copied = await part.copyPages(
      doc,
      Array.from({ length: e.pages }, (_, k) => e.startPage - 1 + k),
    );
    copied.forEach((p) => part.addPage(p));
    setMetadata(part, `Exhibit ${e.label} – ${e.description}`, options.preparedOn);
    exhibitPdfs.push(await part.save());
  }
  // Numbering must never drift: the printed "Page N of T" and every planned range rely on this.
  if (doc.getPageCount() !== totalPages) {
    throw new Error(`Internal error: planned ${totalPages} pages but assembled ${doc.getPageCount()}`);
  }
  const pdf = await doc.save();
  const exhibitListPdf = await renderExhibitList(fonts, rows, options);
  return { pdf, exhibitListPdf, exhibitPdfs, exhibits, pages: totalPages };
}

function subheading(c: CaseDetails): { subheading?: string } {
  const parts = [c.caseName, c.caseNumber ? `Case No. ${c.caseNumber}` : undefined].filter(Boolean);
  return parts.length ? { subheading: parts.join(" — ") } : {};
}

/** Draws each source page (or image) on its own Letter page; returns the new pages in order. */
async function placeExhibit(doc: PDFDocument, e: LoadedExhibit): Promise<PDFPage[]> {
  const out: PDFPage[] = [];
  if (e.input.content.kind === "images") {
    for (const img of e.input.content.pages) {
      const image: PDFImage =
        img.format === "jpeg" ? await doc.embedJpg(img.bytes) : await doc.embedPng(img.bytes);
      const p = placeImage(img.widthPt, img.heightPt);
      const page = doc.addPage([p.pageWidth, p.pageHeight]);
      page.drawImage(image, { x: p.drawn.x, y: p.drawn.y, width: p.drawn.width, height: p.drawn.height });
      out.push(page);
    }
    return out;
  }
  const source = e.source!;
  const copier = pageCopier(source, doc);
  for (const sp of source.getPages()) {
    const box = visibleBox(sp);
    const p = placePage({ box, rotate: normaliseRotation(sp.getRotation().angle) });
    const form = embedPageAsForm(doc, copier, sp, box);
    const page = doc.addPage([p.pageWidth, p.pageHeight]);
    const name = page.node.newXObject("EmbeddedPdfPage", form);
    page.pushOperators(
      ...drawPage(name, {
        x: p.origin.x,
        y: p.origin.y,
        xScale: p.scale,
        yScale: p.scale,
        rotate: degrees(p.rotationDegrees),
        xSkew: degrees(0),
        ySkew: degrees(0),
      }),
    );
    out.push(page);
  }
  return out;
}

function drawCover(
  page: PDFPage,
  fonts: DocumentFonts,
  options: AssembleOptions,
  exhibitCount: number,
  totalPages: number,
): void {
  const c = options.case;
  const centre = (text: string, y: number, size: number, bold = false) => {
    const s = fitSize(fonts, text, LETTER.width - 108, size, bold);
    drawRuns(page, fonts, text, (LETTER.width - textWidth(fonts, text, s, bold)) / 2, y, s, bold);
  };
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
  y -= 60;
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
  return doc.save();
}

function setMetadata(doc: PDFDocument, title: string, date: Date): void {
  doc.setTitle(title, { showInWindowTitleBar: true });
  doc.setProducer("CourtReady");
  doc.setCreator("CourtReady");
  doc.setCreationDate(date);
  doc.setModificationDate(date);
}
