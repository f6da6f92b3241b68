// Links between binder pages: the cover, index and volume covers added as raw pages, each index row linked to its
// exhibit's first page (here, or in another volume's file), and the review version's "Back to index" on each
// exhibit's first page.
import { PDFString, rgb } from "../pdf/pdf-lib.ts";
import type { PDFDocument } from "../pdf/pdf-lib.ts";
import type { DocumentFonts } from "../fonts/fonts.ts";
import type { RawPdf } from "../pdf/read-objects.ts";
import type { BinderFront } from "./types.ts";
import type { RawPage } from "./raw-page.ts";
import { pageTreeRef } from "./write-files.ts";

export const BACK_TO_INDEX = "Back to index";
/** The line on the review version's cover when the court takes no links: the copy with links is not the one to file. */
export const NOT_FOR_FILING = "REVIEW COPY WITH LINKS — NOT FOR FILING";

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
 * A link over `rect` to page `pageIndex` (0-based) of another volume's file, beside this one: viewers that open
 * other files (Acrobat, Preview, pdf.js) go there.
 */
function remoteLink(
  raw: RawPdf,
  rect: [number, number, number, number],
  file: string,
  pageIndex: number,
): number {
  const box = rect.map((n) => String(Math.round(n * 1000) / 1000)).join(" ");
  const target = PDFString.of(file).toString();
  return raw.add({
    head: new TextEncoder().encode(
      `<< /Type /Annot /Subtype /Link /Rect [ ${box} ] /Border [ 0 0 0 ] /A << /S /GoToR /F ${target} /D [ ${pageIndex} /XYZ null null null ] /NewWindow false >> >>`,
    ),
  });
}

/** The front's pages as objects in `raw`, and where a binder page is in its volume's file. */
export interface FrontObjects {
  coverObject: number;
  indexObjects: number[];
  volumeCoverObjects: number[];
  /** Each section's slip sheet, in its volume's page tree (front.slips' order). */
  slipObjects: number[];
  /** A page's position in its volume's file: the cover of a later volume comes before its numbered pages. */
  pageIndexIn: (binderPage: number, volume: number) => number;
  /** Each document's own pages: the cover and index, or the volume's cover. */
  frontOf: (v: number) => number[];
  /** Puts the index's links back where `links` left them out (the review version keeps them for reading). */
  linkIndex: () => void;
}

/**
 * Adds the cover, index (its rows linked to their exhibits' first pages, unless the court takes no links: `links`
 * false), volume covers and sections' slip sheets to `raw`.
 */
export function addFrontPages(
  raw: RawPdf,
  front: BinderFront,
  firstPageOf: number[],
  links = true,
): FrontObjects {
  const { docs, exhibits, volumeRanges, cover, indexPages, volumeCovers } = front;
  const volumeOf = front.pageVolumes.map((v) => v[0]!);
  const doc = docs[0]!;
  const pageIndexIn = (binderPage: number, volume: number): number =>
    volume === 1 ? binderPage - 1 : binderPage - volumeRanges[volume - 1]!.firstPage + 1;
  const tree = pageTreeRef(doc);
  const coverObject = raw.add(cover.object(raw, tree));
  const annotationsOf = (k: number) =>
    front.indexLinks
      .filter((l) => l.page === k)
      .map((l) =>
        volumeOf[l.target] === 1
          ? linkAnnotation(raw, l.rect, firstPageOf[l.target]!)
          : remoteLink(
              raw,
              l.rect,
              front.names.volume(volumeOf[l.target]!),
              pageIndexIn(exhibits[l.target]!.startPage, volumeOf[l.target]!),
            ),
      );
  const indexObjects = indexPages.map((page, k) =>
    raw.add(page.object(raw, tree, links ? annotationsOf(k) : [])),
  );
  const linkIndex = () =>
    indexPages.forEach((page, k) => raw.put(indexObjects[k]!, page.object(raw, tree, annotationsOf(k))));
  const volumeCoverObjects = volumeCovers.map((page, k) =>
    raw.add(page.object(raw, pageTreeRef(docs[k + 1]!))),
  );
  const slipObjects = front.slips.map((slip) =>
    raw.add(slip.sheet.object(raw, pageTreeRef(docs[slip.volume - 1]!))),
  );
  const frontOf = (v: number) => (v === 0 ? [coverObject, ...indexObjects] : [volumeCoverObjects[v - 1]!]);
  return { coverObject, indexObjects, volumeCoverObjects, slipObjects, pageIndexIn, frontOf, linkIndex };
}

/**
 * The review version when the court takes no links: the index linked after all, and the court copy's cover with
 * `NOT_FOR_FILING` at its foot, in place of those pages in `raw` (the court copy is written by then).
 */
export function markNotForFiling(
  raw: RawPdf,
  front: BinderFront,
  objects: FrontObjects,
  doc: PDFDocument,
): void {
  objects.linkIndex();
  const fonts = front.docFontsOf[0]!;
  const size = 12;
  const width = fonts.regular.widthOfTextAtSize(NOT_FOR_FILING, size);
  front.cover.text(fonts.regular, NOT_FOR_FILING, (front.cover.width - width) / 2, 66, size, rgb(0.7, 0, 0));
  raw.put(objects.coverObject, front.cover.object(raw, pageTreeRef(doc)));
}

/**
 * The review version's "Back to index" on each exhibit's first page, to the index page listing it: drawn after the
 * court copy is saved, on a second version of the page, which takes the court copy's page's place in `raw`.
 */
export function addBackLinks(
  raw: RawPdf,
  front: BinderFront,
  firstPages: RawPage[],
  pagesOf: number[][],
  indexObjects: number[],
  doc: PDFDocument,
): void {
  const docFonts = front.docFontsOf[0]!;
  const indexPages = front.indexPages;
  const tree = pageTreeRef(doc);
  // Exhibit rows only: a section's heading row is no exhibit's.
  const rowsPerIndexPage = front.layout.pages.map((p) => p.filter((r) => !r.row.heading).length);
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
}
