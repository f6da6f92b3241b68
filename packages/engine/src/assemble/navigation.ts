// Reader navigation written as raw PDF objects (pdf-lib has no API for them): bookmarks (outline), page labels
// equal to the printed page numbers (or Bates numbers), and opening at 100% with the bookmarks panel shown; and the binder's
// bookmarks for each volume.
import { PDFName, PDFNull, PDFNumber, PDFString, hexStringOfText } from "../pdf/pdf-lib.ts";
import type { PDFDict, PDFDocument, PDFRef } from "../pdf/pdf-lib.ts";
import { externalRef } from "../pdf/write-objects.ts";
import { pageRange, partPages } from "./format.ts";
import type { AssembleOptions, AssembledExhibit, BinderFront } from "./types.ts";
import { supplementOf } from "./mode.ts";
import type { FrontObjects } from "./links.ts";
import { sectionName } from "./sections.ts";

export interface Bookmark {
  title: string;
  page: PDFRef;
  /** A page of another file beside this one (another volume): the bookmark opens it there instead of `page`. */
  remote?: { file: string; pageIndex: number };
  /** Bookmarks nested under this one (a section's exhibits). */
  children?: Bookmark[];
}

export function setOutline(doc: PDFDocument, bookmarks: Bookmark[]): void {
  if (bookmarks.length === 0) return;
  const context = doc.context;
  const rootRef = context.nextRef();
  const visible = writeOutlineItems(doc, bookmarks, rootRef);
  context.assign(
    rootRef,
    context.obj({
      Type: "Outlines",
      First: visible.first,
      Last: visible.last,
      Count: PDFNumber.of(visible.count),
    }),
  );
  doc.catalog.set(PDFName.of("Outlines"), rootRef);
}

/**
 * Writes `bookmarks` as the outline items under `parentRef`, their children nested (open: a section's exhibits show
 * at once); returns the first and last item and how many items show, for the parent's /Count.
 */
function writeOutlineItems(
  doc: PDFDocument,
  bookmarks: Bookmark[],
  parentRef: PDFRef,
): { first: PDFRef; last: PDFRef; count: number } {
  const context = doc.context;
  const refs = bookmarks.map(() => context.nextRef());
  let count = bookmarks.length;
  bookmarks.forEach((b, i) => {
    const item: Record<string, unknown> = {
      Title: hexStringOfText(b.title),
      Parent: parentRef,
    };
    if (b.remote) {
      item.A = {
        S: "GoToR",
        F: PDFString.of(b.remote.file),
        D: [PDFNumber.of(b.remote.pageIndex), PDFName.of("XYZ"), PDFNull, PDFNull, PDFNull],
        NewWindow: false,
      };
    } else item.Dest = [b.page, PDFName.of("XYZ"), PDFNull, PDFNull, PDFNull];
    if (i > 0) item.Prev = refs[i - 1];
    if (i < refs.length - 1) item.Next = refs[i + 1];
    if (b.children?.length) {
      const kids = writeOutlineItems(doc, b.children, refs[i]!);
      item.First = kids.first;
      item.Last = kids.last;
      item.Count = PDFNumber.of(kids.count);
      count += kids.count;
    }
    context.assign(refs[i]!, context.obj(item as Parameters<typeof context.obj>[0]));
  });
  return { first: refs[0]!, last: refs.at(-1)!, count };
}

/**
 * A run of page labels: from page `from` (0-based) of the file on, `prefix` followed, when `start` is set, by
 * decimal numbers counting from `start`.
 */
export interface LabelRange {
  from: number;
  prefix?: string;
  start?: number;
}

/** Writes the /PageLabels number tree of `ranges` (in page order, the first from page 0). */
export function setPageLabels(doc: PDFDocument, ranges: LabelRange[]): void {
  const nums = ranges.flatMap((r) => [
    r.from,
    doc.context.obj({
      ...(r.start !== undefined ? { S: "D", St: r.start } : {}),
      ...(r.prefix ? { P: hexStringOfText(r.prefix) } : {}),
    }),
  ]);
  doc.catalog.set(PDFName.of("PageLabels"), doc.context.obj({ Nums: doc.context.obj(nums) }));
}

/**
 * Labels `count` pages from page `from` with the Bates numbers from `first` (batesNumber's PREFIX-000123). A label
 * range counts without leading zeros, so the zeros go in its prefix and a new range starts where the number gains a
 * digit: at most one range per digit.
 */
export function batesLabelRanges(
  from: number,
  count: number,
  prefix: string,
  first: number,
  digits: number,
): LabelRange[] {
  const ranges: LabelRange[] = [];
  for (let k = 0; k < count;) {
    const n = first + k;
    const width = String(n).length;
    const zeros = "0".repeat(Math.max(0, digits - width));
    ranges.push({ from: from + k, prefix: `${prefix}-${zeros}`, start: n });
    // The next number with one more digit starts the next range.
    k += 10 ** width - n;
  }
  return ranges;
}

/**
 * The labels of volume `v` (from 0) of a binder, equal to what its pages print: the cover and index numbered from
 * 1 (a supplement's by name, as they print), a later volume's cover by name, and each exhibit page its binder page
 * number or, with Bates numbering, its Bates number.
 */
export function binderPageLabels(v: number, front: BinderFront, options: AssembleOptions): LabelRange[] {
  const { volumeRanges, indexPages } = front;
  const supplement = supplementOf(options) !== undefined;
  const head: LabelRange[] = supplement
    ? [
        { from: 0, prefix: "Supplement cover" },
        { from: 1, prefix: "Supplement index ", start: 1 },
      ]
    : v === 0
      ? [{ from: 0, start: 1 }]
      : [{ from: 0, prefix: `Volume ${v + 1} cover` }];
  // Where this volume's exhibit pages start, in its file and in the binder's numbering.
  const from = supplement || v === 0 ? 1 + indexPages.length : 1;
  const firstPage =
    v === 0 && !supplement ? front.bodyStart : Math.max(volumeRanges[v]!.firstPage, front.bodyStart);
  const count = volumeRanges[v]!.lastPage - firstPage + 1;
  // Decimal numbers already run on from the cover of volume 1.
  if (v === 0 && !supplement && !options.batesPrefix) return head;
  return [...head, ...exhibitPageLabels(from, firstPage, count, options, front.bodyStart)];
}

/**
 * Labels for `count` exhibit pages printed from binder page `firstPage` on, placed from page `from` of a file: their
 * page numbers or, with Bates numbering, their Bates numbers (the first exhibit page, `firstExhibitPage`, has the
 * first Bates number).
 */
export function exhibitPageLabels(
  from: number,
  firstPage: number,
  count: number,
  options: AssembleOptions,
  firstExhibitPage: number,
): LabelRange[] {
  if (!options.batesPrefix) return [{ from, start: firstPage }];
  const first = (options.batesStart ?? 1) + firstPage - firstExhibitPage;
  return batesLabelRanges(from, count, options.batesPrefix, first, options.batesDigits ?? 6);
}

/** The /PageLabels dictionary of `ranges` as PDF text, for a file written from raw objects (an exhibit's own). */
export function pageLabelsText(ranges: LabelRange[]): string {
  const entry = (r: LabelRange) =>
    `${r.from} << ${r.start !== undefined ? `/S /D /St ${r.start} ` : ""}${r.prefix ? `/P ${hexStringOfText(r.prefix).toString()} ` : ""}>>`;
  return `<< /Nums [ ${ranges.map(entry).join(" ")} ] >>`;
}

/** Opens on the first page at 100% zoom with the bookmarks panel showing. */
export function setOpenView(doc: PDFDocument, firstPage: PDFRef): void {
  const catalog: PDFDict = doc.catalog;
  catalog.set(PDFName.of("OpenAction"), doc.context.obj([firstPage, PDFName.of("XYZ"), PDFNull, PDFNull, 1]));
  catalog.set(PDFName.of("PageMode"), PDFName.of("UseOutlines"));
}

/**
 * A volume's bookmarks (`v` from 0): its cover (and index), each exhibit's part in it and, in volume 1 of a split
 * binder, the parts in later volumes.
 */
/**
 * An exhibit's translation and declaration, each where its first page is in this volume: after the exhibit's own
 * bookmark, so a reader finds the English text without paging through the original.
 */
function translationBookmarks(
  e: AssembledExhibit,
  i: number,
  inVolume: (page: number) => boolean,
  pagesOf: number[][],
): Bookmark[] {
  if (!e.translation) return [];
  const marks: [string, number][] = [
    [`Exhibit ${e.label} — English translation`, e.translation.firstPage],
    [`Exhibit ${e.label} — Translator's declaration`, e.translation.declarationPage],
  ];
  return marks.flatMap(([title, page]) =>
    inVolume(page) ? [{ title, page: externalRef(pagesOf[i]![page - 1]!) }] : [],
  );
}

/**
 * This volume's exhibit bookmarks (`ofExhibit`), nested under their sections when there are sections: a section
 * opens at its slip sheet, or, continued from an earlier volume, at its first exhibit here.
 */
function sectionBookmarks(
  v: number,
  front: BinderFront,
  slipObjects: number[],
  ofExhibit: (e: AssembledExhibit, i: number) => Bookmark[],
): Bookmark[] {
  const { exhibits, slips } = front;
  if (slips.length === 0) return exhibits.flatMap(ofExhibit);
  return slips.flatMap((slip, k) => {
    const children = exhibits
      .slice(slip.run.first, slip.run.last + 1)
      .flatMap((e, j) => ofExhibit(e, slip.run.first + j));
    const here = slip.volume === v + 1;
    if (!here && children.length === 0) return [];
    const title = sectionName(k + 1, slip.run);
    return [
      here
        ? { title, page: externalRef(slipObjects[k]!), children }
        : { title: `${title} (continued)`, page: children[0]!.page, children },
    ];
  });
}

export function binderBookmarks(
  v: number,
  front: BinderFront,
  pagesOf: number[][],
  objects: FrontObjects,
  split: boolean,
  /** False when the court takes no links: a part in another volume is named, and the bookmark opens the cover. */
  links = true,
): Bookmark[] {
  const { exhibits, pageVolumes } = front;
  const { coverObject, indexObjects, volumeCoverObjects, pageIndexIn } = objects;
  // Each exhibit's part in this volume: the whole exhibit, or its pages here when it is split across volumes.
  const ofExhibit = (e: AssembledExhibit, i: number): Bookmark[] => {
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
      ...translationBookmarks(e, i, (page) => pageVolumes[i]![page - 1] === v + 1, pagesOf),
    ];
  };
  const mine = sectionBookmarks(v, front, objects.slipObjects, ofExhibit);
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
              title: `Exhibit ${e.label}, ${e.description} — Volume ${part.volume} (${front.names.volume(part.volume)}), pages ${pageRange(part.startPage, part.endPage)}`,
              page: externalRef(coverObject),
              ...(links
                ? {
                    remote: {
                      file: front.names.volume(part.volume),
                      pageIndex: pageIndexIn(part.startPage, part.volume),
                    },
                  }
                : {}),
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
  return [...head, ...mine, ...elsewhere];
}
