// The exhibit pages: every PDF exhibit's pages found in one pool (made here when the build did not), each source
// page or picture placed on its own Letter page, then stamped (page number, exhibit line, Bates number), a sticker
// on each exhibit's first page and a slip line on a part continued from another volume.
import type { PDFDocument, PDFImage } from "../pdf/pdf-lib.ts";
import { exhibitStickerTitle, isNumberedRole } from "@courtready/contracts";
import type { DocumentFonts } from "../fonts/fonts.ts";
import { textWidth } from "../fonts/fonts.ts";
import { EngineError, EngineErrors } from "../errors.ts";
import type { Canvas } from "../pdf/page-text.ts";
import type { RawPdf } from "../pdf/read-objects.ts";
import type { AssembleOptions, ExhibitInput, PagePlacement } from "./types.ts";
import { batesNumber, exhibitLine } from "./format.ts";
import type { BinderFront } from "./types.ts";
import { placeImage, placePage } from "./layout.ts";
import type { PlaceRules } from "./layout.ts";
import { boxFor, filingRulesOf } from "./filing-rules.ts";
import { RawPage } from "./raw-page.ts";
import { pageForm, poolPdfs } from "./source-pool.ts";
import type { PooledPage, SourcePool } from "./source-pool.ts";
import { drawRuns, drawSticker, fitSize, stampBand } from "./stamps.ts";
import type { Sticker } from "./stamps.ts";
import { pageTreeRef } from "./write-files.ts";
import { applyLoadedEdits } from "./page-edits.ts";

export interface LoadedExhibit {
  input: ExhibitInput;
  pageCount: number;
  pages?: PooledPage[];
}

/**
 * The pool holding every PDF exhibit's pages: the one they were all prepared in, or a new one. A PDF qpdf cannot
 * read at all, here, after conversion, has no pages to place.
 */
export async function poolOf(
  inputs: ExhibitInput[],
): Promise<{ pool?: SourcePool; loaded: LoadedExhibit[] }> {
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
  // The person's page edits, before anything counts the pages: every number and range follows them.
  return { ...(pool ? { pool } : {}), loaded: applyLoadedEdits(loaded) };
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
  rulesOf: (page: number) => PlaceRules,
): Promise<PlacedPage[]> {
  const out: PlacedPage[] = [];
  if (e.input.content.kind === "images") {
    for (const [k, img] of e.input.content.pages.entries()) {
      // A picture goes into the document of the volume its page is in.
      const doc = docOf(k);
      const image: PDFImage =
        img.format === "jpeg" ? await doc.embedJpg(img.bytes) : await doc.embedPng(img.bytes);
      const rotate = img.turn ?? 0;
      const p = placeImage(img.widthPt, img.heightPt, rulesOf(k), rotate);
      const page = new RawPage(p.pageWidth, p.pageHeight);
      // An image is drawn in a unit square: stretched to its print size, then placed as a page of that size is.
      const [a, b, c, d, e, f] = placementMatrix(p.origin, p.scale, p.rotationDegrees);
      const [w, h] = [img.widthPt, img.heightPt];
      page.place(image.ref, [round(w * a), round(w * b), round(h * c), round(h * d), e, f]);
      out.push({
        page,
        placement: { widthPt: img.widthPt, heightPt: img.heightPt, rotate, scale: p.scale },
      });
    }
    return out;
  }
  for (const [k, source] of (e.pages ?? []).entries()) {
    const { box, rotate } = source;
    const p = placePage({ box, rotate }, rulesOf(k));
    const page = new RawPage(p.pageWidth, p.pageHeight);
    page.place(pageForm(pool!, source), placementMatrix(p.origin, p.scale, p.rotationDegrees));
    out.push({ page, placement: { widthPt: box.width, heightPt: box.height, rotate, scale: p.scale } });
  }
  return out;
}

function stickerOf(options: AssembleOptions, label: string): Sticker {
  return {
    title: exhibitStickerTitle(options.role, label),
    ...(options.case.caseNumber ? { caseNumber: options.case.caseNumber } : {}),
    colour: options.stickers === "bw" ? "none" : isNumberedRole(options.role) ? "numbered" : "lettered",
  };
}

/** The slip line on the first page of an exhibit's part in a later volume, in the band's right corner. */
function drawContinuedSlip(page: Canvas, fonts: DocumentFonts, text: string): void {
  const width = 200;
  const size = fitSize(fonts, text, width, 9, true);
  drawRuns(page, fonts, text, page.width - 36 - textWidth(fonts, text, size, true), 26, size, true);
}
/** Fails, naming every one, when an exhibit has no readable pages after conversion. */
export function checkReadable(loaded: LoadedExhibit[]): void {
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
}

/** Every exhibit's pages, placed and stamped, as objects in `raw`. */
export interface StampedExhibits {
  /** Each exhibit's first page, as an object in `raw`. */
  firstPageOf: number[];
  firstPages: RawPage[];
  pagesOf: number[][];
}

/**
 * Places and stamps every exhibit's pages and adds them to `raw`, each under its volume's page tree; the front's
 * exhibits get their pages' placements.
 */
export async function stampExhibits(
  loaded: LoadedExhibit[],
  front: BinderFront,
  options: AssembleOptions,
  pool: SourcePool | undefined,
  raw: RawPdf,
): Promise<StampedExhibits> {
  const { docs, docFontsOf, exhibits, totalPages, pageVolumes } = front;
  const digits = options.batesDigits ?? 6;
  const batesStart = options.batesStart ?? 1;
  const firstPageOf: number[] = [];
  const firstPages: RawPage[] = [];
  const pagesOf: number[][] = [];
  let pageNumber = 0;
  const rules = filingRulesOf(options.filingProfile);
  for (const [i, e] of loaded.entries()) {
    const exhibit = exhibits[i]!;
    // Numbers run on from the exhibit's planned start (a section's slip sheet may come just before it).
    pageNumber = exhibit.startPage - 1;
    /** Each page's document: its volume's (an exhibit split across volumes has pages in several). */
    const vols = pageVolumes[i]!.map((v) => v - 1);
    // An exhibit's first page, and a part's first page in a later volume, open a file of their own (exhibits/),
    // which matters unless the court takes only the combined binder.
    const opensFile = (p: number) => rules.exhibitsFiledAlone && (p === 0 || vols[p] !== vols[p - 1]);
    const rulesOf = (p: number): PlaceRules => ({
      box: boxFor(rules.boxes, opensFile(p)),
      keepLegal: rules.keepLegal,
    });
    let placed: PlacedPage[];
    try {
      placed = await placeExhibit((p) => docs[vols[p]!]!, e, pool, rulesOf);
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
              bates: batesNumber(options.batesPrefix, batesStart + pageNumber - front.bodyStart, digits),
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
  return { firstPageOf, firstPages, pagesOf };
}
