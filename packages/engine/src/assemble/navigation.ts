// Reader navigation written as raw PDF objects (pdf-lib has no API for them): bookmarks (outline), page labels
// equal to the printed page numbers, and opening at 100% with the bookmarks panel shown; and the binder's
// bookmarks for each volume.
import { PDFName, PDFNull, PDFNumber, PDFString, hexStringOfText } from "../pdf/pdf-lib.ts";
import type { PDFDict, PDFDocument, PDFRef } from "../pdf/pdf-lib.ts";
import { externalRef } from "../pdf/write-objects.ts";
import { pageRange, partPages } from "./format.ts";
import type { BinderFront } from "./types.ts";
import type { FrontObjects } from "./links.ts";
import { volumeFileName } from "./volumes.ts";

export interface Bookmark {
  title: string;
  page: PDFRef;
  /** A page of another file beside this one (another volume): the bookmark opens it there instead of `page`. */
  remote?: { file: string; pageIndex: number };
}

export function setOutline(doc: PDFDocument, bookmarks: Bookmark[]): void {
  if (bookmarks.length === 0) return;
  const context = doc.context;
  const rootRef = context.nextRef();
  const refs = bookmarks.map(() => context.nextRef());
  bookmarks.forEach((b, i) => {
    const item: Record<string, unknown> = {
      Title: hexStringOfText(b.title),
      Parent: rootRef,
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
    context.assign(refs[i]!, context.obj(item as Parameters<typeof context.obj>[0]));
  });
  context.assign(
    rootRef,
    context.obj({
      Type: "Outlines",
      First: refs[0]!,
      Last: refs[refs.length - 1]!,
      Count: PDFNumber.of(refs.length),
    }),
  );
  doc.catalog.set(PDFName.of("Outlines"), rootRef);
}

/** Page labels 1, 2, 3… from the first page: what a viewer shows equals the printed number. */
export function setDecimalPageLabels(doc: PDFDocument): void {
  const nums = doc.context.obj([0, doc.context.obj({ S: "D", St: 1 })]);
  doc.catalog.set(PDFName.of("PageLabels"), doc.context.obj({ Nums: nums }));
}

/**
 * Page labels for a volume after the first: its cover by name, then the binder's own numbers running on from
 * `start`, so a viewer's page box shows what is printed.
 */
export function setPageLabels(doc: PDFDocument, ranges: [{ cover: string }, { start: number }]): void {
  const [cover, numbered] = ranges;
  const nums = doc.context.obj([
    0,
    doc.context.obj({ P: hexStringOfText(cover.cover) }),
    1,
    doc.context.obj({ S: "D", St: numbered.start }),
  ]);
  doc.catalog.set(PDFName.of("PageLabels"), doc.context.obj({ Nums: nums }));
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
export function binderBookmarks(
  v: number,
  front: BinderFront,
  pagesOf: number[][],
  objects: FrontObjects,
  split: boolean,
): Bookmark[] {
  const { exhibits, pageVolumes } = front;
  const { coverObject, indexObjects, volumeCoverObjects, pageIndexIn } = objects;
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
  return [...head, ...mine, ...elsewhere];
}
