// Reads a binder back the way a viewer does: bookmark titles and targets, link targets per page, page labels.
import { PDFArray, PDFDict, PDFDocument, PDFName } from "@cantoo/pdf-lib";
import type { PDFHexString, PDFString, PDFRef } from "@cantoo/pdf-lib";

export interface Navigation {
  bookmarks: { title: string; pageIndex: number }[];
  /** For each page index, the page indices its links jump to. */
  links: Map<number, number[]>;
  pageMode?: string;
  openAction?: string;
  pageLabels?: string;
}

export async function readNavigation(bytes: Uint8Array): Promise<Navigation> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const pageIndex = new Map(doc.getPages().map((p, i) => [p.ref.toString(), i]));
  const targetOf = (dest: PDFArray) => pageIndex.get((dest.get(0) as PDFRef).toString()) ?? -1;
  const bookmarks: Navigation["bookmarks"] = [];
  const outlines = doc.catalog.lookupMaybe(PDFName.of("Outlines"), PDFDict);
  let item = outlines?.lookupMaybe(PDFName.of("First"), PDFDict);
  while (item) {
    const title = (item.lookup(PDFName.of("Title")) as PDFHexString | PDFString).decodeText();
    bookmarks.push({ title, pageIndex: targetOf(item.lookup(PDFName.of("Dest"), PDFArray)) });
    item = item.lookupMaybe(PDFName.of("Next"), PDFDict);
  }
  const links = new Map<number, number[]>();
  doc.getPages().forEach((page, i) => {
    const annots = page.node.lookupMaybe(PDFName.of("Annots"), PDFArray);
    if (!annots) return;
    const targets = annots
      .asArray()
      .map((a) => doc.context.lookup(a, PDFDict))
      .filter((a) => a.get(PDFName.of("Subtype"))?.toString() === "/Link")
      .map((a) => targetOf(a.lookup(PDFName.of("Dest"), PDFArray)));
    links.set(i, targets);
  });
  const open = doc.catalog.lookupMaybe(PDFName.of("OpenAction"), PDFArray);
  return {
    bookmarks,
    links,
    pageMode: doc.catalog.get(PDFName.of("PageMode"))?.toString(),
    openAction: open ? `${targetOf(open)} ${open.asArray().slice(1).map(String).join(" ")}` : undefined,
    pageLabels: doc.catalog.lookupMaybe(PDFName.of("PageLabels"), PDFDict)?.toString(),
  };
}
