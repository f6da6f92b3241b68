// Writing the binder's files: each volume's document (pdf-lib's objects plus the raw pages), pages drawn but not in
// the binder (the exhibit list; the front matter for paper) as PDFs of their own, and each exhibit's PDF copied
// from the written binder; with the information dictionary and page tree they need.
import { PDFName, PDFNumber, PDFRef, PDFString, hexStringOfText } from "../pdf/pdf-lib.ts";
import type { PDFDocument } from "../pdf/pdf-lib.ts";
import type { RawSet } from "../pdf/read-objects.ts";
import {
  externalRef,
  measurePdf,
  numberOf,
  ownRefText,
  pageWeights,
  writePdf,
} from "../pdf/write-objects.ts";
import { writeSubset } from "../pdf/write-subset.ts";
import type { Serialised, WrittenObjects } from "../pdf/write-objects.ts";
import type { AssembledExhibit } from "./types.ts";
import { partPages } from "./format.ts";
import type { RawPage } from "./raw-page.ts";

/** The document's catalog and information dictionary, which the writer starts from. */
export function trailerOf(doc: PDFDocument): { root: PDFRef; info?: PDFRef } {
  const { Root, Info } = doc.context.trailerInfo;
  if (!(Root instanceof PDFRef)) throw new Error("Internal error: the document has no catalog");
  return { root: Root, ...(Info instanceof PDFRef ? { info: Info } : {}) };
}

/** An information dictionary's text: title, CourtReady as producer and creator, and the dates. */
export function infoText(title: string, date: Date): string {
  const when = PDFString.fromDate(date).toString();
  const name = hexStringOfText("CourtReady").toString();
  return (
    `<< /Title ${hexStringOfText(title).toString()} /Producer ${name} /Creator ${name} ` +
    `/CreationDate ${when} /ModDate ${when} >>`
  );
}

/** The reference text, for raw page objects, of a document's page tree. */
export function pageTreeRef(doc: PDFDocument): string {
  const tree = doc.catalog.get(PDFName.of("Pages"));
  if (!(tree instanceof PDFRef)) throw new Error("Internal error: the document has no page tree");
  return ownRefText(tree);
}

/** Sets the pages of a document's page tree (pdf-lib's own and raw ones). */
export function setKids(doc: PDFDocument, kids: PDFRef[]): void {
  const tree = doc.catalog.Pages();
  tree.set(PDFName.of("Kids"), doc.context.obj(kids));
  tree.set(PDFName.of("Count"), PDFNumber.of(kids.length));
}

/**
 * Pages drawn for the binder's document but not in the binder (the exhibit list; the cover and index without
 * links, for the print kit) as a PDF of their own: copies of the page objects under a page tree, catalog and
 * information dictionary of their own, written with the document's fonts.
 */
export async function pagesAsPdf(
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

export function setMetadata(doc: PDFDocument, title: string, date: Date): void {
  doc.setTitle(title, { showInWindowTitleBar: true });
  doc.setProducer("CourtReady");
  doc.setCreator("CourtReady");
  doc.setCreationDate(date);
  doc.setModificationDate(date);
}

/**
 * Writes every volume's document, keeping what each wrote (for the exhibits' PDFs). With `measureOnly`, nothing
 * is written (`pdfs` are empty) but `sizes` and what is kept are those of the files that would be: the objects
 * are numbered and serialised, and stream data is only counted (write-objects.ts#measurePdf).
 */
export async function writeDocuments(
  docs: PDFDocument[],
  rawSet: RawSet,
  measureOnly = false,
): Promise<{ pdfs: Uint8Array[]; sizes: number[]; written: WrittenObjects[] }> {
  const pdfs: Uint8Array[] = [];
  const sizes: number[] = [];
  const written: WrittenObjects[] = [];
  for (const d of docs) {
    const keep: WrittenObjects = { bodies: [], data: [], refs: [], numbers: new Map() };
    if (measureOnly) {
      sizes.push(await measurePdf(d, rawSet, trailerOf(d), { keep }));
      pdfs.push(new Uint8Array(0));
    } else {
      const pdf = await writePdf(d, rawSet, trailerOf(d), { keep });
      sizes.push(pdf.byteLength);
      pdfs.push(pdf);
    }
    written.push(keep);
  }
  return { pdfs, sizes, written };
}

/**
 * Each exhibit on its own: its pages and what they use, copied from its volume's file as written there (an
 * exhibit split across volumes: a PDF per part), written when `writeExhibit` is called and never kept, so a caller
 * holds one exhibit at a time rather than every page of the binder once more (issue 40). The same walk weighs each
 * page, for planning volumes; that is done now.
 */
export function writeExhibitPdfs(
  exhibits: AssembledExhibit[],
  docs: PDFDocument[],
  written: WrittenObjects[],
  pageVolumes: number[][],
  pagesOf: number[][],
  preparedOn: Date,
  /** The page labels of `count` pages printed from binder page `firstPage` on, from the file's first page. */
  labelsOf: (firstPage: number, count: number) => string,
): {
  writeExhibit: (exhibit: number, part?: number) => Uint8Array;
  exhibitPageBytes: number[][];
} {
  /** Exhibit i's part in each volume it is in: the volume (from 0), its pages' numbers there, its tree's. */
  const partsOf = (i: number) =>
    [...new Set(pageVolumes[i]!)].map((n) => {
      const v = n - 1;
      const numbered = (ref: PDFRef) => {
        const k = numberOf(written[v]!, ref);
        if (k === undefined) throw new Error("Internal error: an exhibit page was not written");
        return k;
      };
      const pages = pagesOf[i]!.filter((_, p) => pageVolumes[i]![p] === v + 1).map((page) =>
        numbered(externalRef(page)),
      );
      return { v, pages, tree: numbered(docs[v]!.catalog.get(PDFName.of("Pages")) as PDFRef) };
    });
  const exhibitPageBytes = exhibits.map((_, i) =>
    partsOf(i).flatMap(({ v, pages, tree }) => pageWeights(written[v]!, pages, tree)),
  );
  const writeExhibit = (i: number, k = 0): Uint8Array => {
    const e = exhibits[i];
    const only = partsOf(i)[k];
    if (!e || !only) throw new RangeError(`no exhibit ${i} part ${k}`);
    const { v, pages, tree } = only;
    const part = e.parts?.find((q) => q.volume === v + 1);
    return writeSubset(
      written[v]!,
      pages,
      tree,
      infoText(
        `Exhibit ${e.label} – ${e.description}${part ? ` (${partPages(part, e.pages)})` : ""}`,
        preparedOn,
      ),
      `/PageLabels ${labelsOf(part?.startPage ?? e.startPage, pages.length)}`,
    );
  };
  return { writeExhibit, exhibitPageBytes };
}
