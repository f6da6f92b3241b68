// Reads a binder back the way a viewer does: bookmark titles and targets, link targets per page, page labels.
import { PDFArray, PDFDict, PDFDocument, PDFName } from "../pdf/pdf-lib.ts";
import type { PDFHexString, PDFNumber, PDFString, PDFRef } from "../pdf/pdf-lib.ts";

/** A bookmark into another file (GoToR) has pageIndex -1 and says where it goes in `remote`. */
export interface ReadBookmark {
  title: string;
  pageIndex: number;
  remote?: Remote;
  /** The bookmarks nested under it (a section's exhibits), when any. */
  children?: ReadBookmark[];
}

export interface Navigation {
  bookmarks: ReadBookmark[];
  /** For each page index, the page indices its links jump to (-1 for a link into another file). */
  links: Map<number, number[]>;
  /** For each page index, its links into other files. */
  remoteLinks: Map<number, Remote[]>;
  pageMode?: string;
  openAction?: string;
  pageLabels?: string;
}

/** A jump into another file beside this one: its name and the page index there. */
export interface Remote {
  file: string;
  pageIndex: number;
}

function remoteOf(item: PDFDict): Remote | undefined {
  const action = item.lookupMaybe(PDFName.of("A"), PDFDict);
  if (action?.get(PDFName.of("S"))?.toString() !== "/GoToR") return undefined;
  const file = (action.lookup(PDFName.of("F")) as PDFHexString | PDFString).decodeText();
  const dest = action.lookup(PDFName.of("D"), PDFArray);
  return { file, pageIndex: (dest.lookup(0) as PDFNumber).asNumber() };
}

export async function readNavigation(bytes: Uint8Array): Promise<Navigation> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const pageIndex = new Map(doc.getPages().map((p, i) => [p.ref.toString(), i]));
  const targetOf = (dest: PDFArray | undefined) =>
    dest ? (pageIndex.get((dest.get(0) as PDFRef).toString()) ?? -1) : -1;
  const itemsUnder = (parent: PDFDict | undefined): ReadBookmark[] => {
    const items: ReadBookmark[] = [];
    let item = parent?.lookupMaybe(PDFName.of("First"), PDFDict);
    while (item) {
      const title = (item.lookup(PDFName.of("Title")) as PDFHexString | PDFString).decodeText();
      const remote = remoteOf(item);
      const children = itemsUnder(item);
      items.push({
        title,
        pageIndex: targetOf(item.lookupMaybe(PDFName.of("Dest"), PDFArray)),
        ...(remote ? { remote } : {}),
        ...(children.length ? { children } : {}),
      });
      item = item.lookupMaybe(PDFName.of("Next"), PDFDict);
    }
    return items;
  };
  const bookmarks = itemsUnder(doc.catalog.lookupMaybe(PDFName.of("Outlines"), PDFDict));
  const links = new Map<number, number[]>();
  const remoteLinks = new Map<number, Remote[]>();
  doc.getPages().forEach((page, i) => {
    const annots = page.node.lookupMaybe(PDFName.of("Annots"), PDFArray);
    if (!annots) return;
    const linkDicts = annots
      .asArray()
      .map((a) => doc.context.lookup(a, PDFDict))
      .filter((a) => a.get(PDFName.of("Subtype"))?.toString() === "/Link");
    links.set(
      i,
      linkDicts.map((a) => targetOf(a.lookupMaybe(PDFName.of("Dest"), PDFArray))),
    );
    const remotes = linkDicts.flatMap((a) => remoteOf(a) ?? []);
    if (remotes.length) remoteLinks.set(i, remotes);
  });
  const open = doc.catalog.lookupMaybe(PDFName.of("OpenAction"), PDFArray);
  return {
    bookmarks,
    links,
    remoteLinks,
    pageMode: doc.catalog.get(PDFName.of("PageMode"))?.toString(),
    openAction: open ? `${targetOf(open)} ${open.asArray().slice(1).map(String).join(" ")}` : undefined,
    pageLabels: doc.catalog.lookupMaybe(PDFName.of("PageLabels"), PDFDict)?.toString(),
  };
}
