// Assembles the binder from exhibits already converted to PDF (or to page images): cover, exhibit index with a
// link per row, every exhibit page placed on Letter clear of the stamp band, stamped with page number, exhibit
// line and Bates number, a sticker on each exhibit's first page, bookmarks, page labels, opening at 100%. Also,
// from the same pass: the review version (a "Back to index" link on each exhibit) and volumes split to a size limit.
// This file holds the assembly as its stages (what goes in and comes out: types.ts): pool the exhibits' pages
// (exhibit-pages.ts), plan and draw the front (front.ts, plan.ts, covers.ts), place and stamp the exhibit pages
// (exhibit-pages.ts), link the front (links.ts), navigation (navigation.ts), write the files (write-files.ts).
import type { PDFDocument } from "../pdf/pdf-lib.ts";
import type { EngineFonts } from "../fonts/fonts.ts";
import { RawSet } from "../pdf/read-objects.ts";
import { externalRef, writePdf } from "../pdf/write-objects.ts";
import type { Serialised } from "../pdf/write-objects.ts";
import type { AssembleOptions, AssembledBinder, ExhibitInput } from "./types.ts";
import { checkReadable, poolOf, stampExhibits } from "./exhibit-pages.ts";
import { adoptFront } from "./front.ts";
import { makesReview, supplementOf, volumePlanOf } from "./mode.ts";
import type { BinderFront, ExhibitOutline } from "./types.ts";
import { addBackLinks, addFrontPages, markNotForFiling } from "./links.ts";
import {
  binderBookmarks,
  binderPageLabels,
  exhibitPageLabels,
  pageLabelsText,
  setOpenView,
  setOutline,
  setPageLabels,
} from "./navigation.ts";
import { embedFiledManifest, filedManifestOf, supplementOptions } from "./supplement.ts";
import { filingRulesOf } from "./filing-rules.ts";
import {
  pagesAsPdf,
  setKids,
  setMetadata,
  trailerOf,
  writeDocuments,
  writeExhibitPdfs,
} from "./write-files.ts";

/**
 * Assembles the binder. `ahead`, a front drawn from the page counts expected before the pages were read (see
 * `BinderFront`), is used when it fits; otherwise the front is drawn here.
 */
export async function assembleBinder(
  exhibitInputs: ExhibitInput[],
  fonts: EngineFonts,
  asked: AssembleOptions,
  ahead?: Promise<BinderFront>,
  /**
   * Weigh the binder rather than write it (`AssembledBinder.measuredBytes`): planning volumes needs each page's
   * size, not the whole file (issue 40). Not an option of the binder: the same front serves either.
   */
  measureOnly = false,
): Promise<AssembledBinder> {
  if (exhibitInputs.length === 0) throw new Error("A binder needs at least one exhibit.");
  const options = supplementOptions(asked, exhibitInputs.length);
  const split = volumePlanOf(options) !== undefined;
  const supplement = supplementOf(options);
  const review = makesReview(options);
  const { pool, loaded } = await poolOf(exhibitInputs);
  // Exhibit pages are added to the pool's objects (or to an empty set when no exhibit is a PDF).
  const rawSet = pool?.raw ?? new RawSet();
  const raw = rawSet.own;
  const save = (d: PDFDocument) => writePdf(d, rawSet, trailerOf(d));
  checkReadable(loaded);
  const outlines = loaded.map((e): ExhibitOutline => ({
    source: e.input.source,
    ...(e.input.description !== undefined ? { description: e.input.description } : {}),
    typeLabel: e.input.typeLabel,
    pages: e.pageCount,
    ...(e.input.translation ? { translation: e.input.translation } : {}),
  }));
  const front = await adoptFront(ahead, outlines, fonts, options);
  const { docs, exhibits, totalPages, volumeRanges, cover, indexPages, volumeCovers } = front;
  const { pageVolumes } = front;
  const doc = docs[0]!;
  const c = options.case;

  // Pages in order: cover, index, exhibits; a volume after the first opens with its own (unnumbered) cover.
  // Every page is written as raw objects (raw-page.ts); pdf-lib holds the fonts, pictures and navigation.
  const { firstPages, firstPageOf, pagesOf } = await stampExhibits(loaded, front, options, pool, raw);
  const { links } = filingRulesOf(options.filingProfile);
  const frontObjects = addFrontPages(raw, front, firstPageOf, links);
  const { indexObjects, frontOf } = frontObjects;

  const title = `${supplement ? "Supplemental Exhibits" : "Exhibit Binder"}${c.caseName ? ` – ${c.caseName}` : ""}`;
  const manifest = filedManifestOf(options, exhibits, totalPages);
  docs.forEach((d, v) => {
    setOutline(d, binderBookmarks(v, front, pagesOf, frontObjects, split, links));
    // Labels equal the printed numbers (Bates numbers where chosen), so a viewer's page box shows what is printed.
    setPageLabels(d, binderPageLabels(v, front, options));
    setOpenView(d, externalRef(frontOf(v)[0]!));
    setMetadata(d, split ? `${title} (Volume ${v + 1} of ${docs.length})` : title, options.preparedOn);
    embedFiledManifest(d, manifest);
  });

  // Each document's page tree: its own pages, then its exhibits' pages.
  // A section's slip sheet comes just before its first exhibit, in that exhibit's first volume.
  const slipBefore = (i: number, v: number) =>
    front.slips.flatMap((s, k) =>
      s.run.first === i && s.volume === v + 1 ? [frontObjects.slipObjects[k]!] : [],
    );
  const kidsOf = docs.map((_, v) =>
    [
      ...frontOf(v),
      ...pagesOf.flatMap((objects, i) => [
        ...slipBefore(i, v),
        ...objects.filter((_, p) => pageVolumes[i]![p] === v + 1),
      ]),
    ].map(externalRef),
  );
  docs.forEach((d, v) => setKids(d, kidsOf[v]!));
  // Numbering must never drift: the printed "Page N of T" and every planned range rely on this.
  // A supplement's cover and index are not numbered: its numbers start at its first exhibit page.
  const unnumbered = volumeCovers.length + (supplement ? 1 + indexPages.length : 0);
  const numbered = kidsOf.reduce((n, kids) => n + kids.length, 0) - unnumbered;
  if (numbered !== (supplement ? totalPages - exhibits[0]!.startPage + 1 : totalPages)) {
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
  const frontMatterPdf = review
    ? await pagesAsPdf(doc, rawSet, [cover, ...indexPages], { title, date: options.preparedOn, cache })
    : undefined;
  const { pdfs, sizes, written } = await writeDocuments(docs, rawSet, measureOnly);
  const { writeExhibit, exhibitPageBytes } = writeExhibitPdfs(
    exhibits,
    docs,
    written,
    pageVolumes,
    pagesOf,
    options.preparedOn,
    // Each exhibit's own PDF shows the numbers its pages print, as the binder does.
    (firstPage, count) => pageLabelsText(exhibitPageLabels(0, firstPage, count, options, front.bodyStart)),
  );
  let reviewPdf: Uint8Array | undefined;
  if (review && !measureOnly) {
    addBackLinks(raw, front, firstPages, pagesOf, indexObjects, doc);
    // The review version keeps its links for reading; where the court takes none, its cover says not to file it.
    if (!links) markNotForFiling(raw, front, frontObjects, doc);
    reviewPdf = await save(doc);
  }
  return {
    pdf: pdfs[0]!,
    ...(measureOnly ? { measuredBytes: sizes[0]! } : {}),
    ...(split ? { volumes: volumeRanges.map((r, v) => ({ ...r, pdf: pdfs[v]! })) } : {}),
    ...(reviewPdf ? { reviewPdf } : {}),
    ...(frontMatterPdf ? { frontMatterPdf } : {}),
    exhibitListPdf,
    writeExhibit,
    exhibitPageBytes,
    exhibits,
    pages: totalPages,
    manifest,
    names: front.names,
    ...(front.slips.length
      ? {
          sections: front.slips.map((s) => ({
            title: s.run.title,
            page: s.page,
            firstExhibit: s.run.first,
          })),
        }
      : {}),
  };
}
