// Assembles the binder from exhibits already converted to PDF (or to page images): cover, exhibit index with a
// link per row, every exhibit page placed on Letter clear of the stamp band, stamped with page number, exhibit
// line and Bates number, a sticker on each exhibit's first page, bookmarks, page labels, opening at 100%. Also,
// from the same pass: the review version (a "Back to index" link on each exhibit) and volumes split to a size limit.
// This file holds what goes in and comes out, and the assembly as its stages: pool the exhibits' pages
// (exhibit-pages.ts), plan and draw the front (front.ts, plan.ts, covers.ts), place and stamp the exhibit pages
// (exhibit-pages.ts), link the front (links.ts), navigation (navigation.ts), write the files (write-files.ts).
import type { PDFDocument } from "../pdf/pdf-lib.ts";
import type { TFiledManifest, TLabelOptions, TRole } from "@courtready/contracts";
import type { EngineFonts } from "../fonts/fonts.ts";
import type { DocumentTypeLabel } from "../types.ts";
import type { SourcePool } from "./source-pool.ts";
import { RawSet } from "../pdf/read-objects.ts";
import { externalRef, writePdf } from "../pdf/write-objects.ts";
import type { Serialised } from "../pdf/write-objects.ts";
import { checkReadable, poolOf, stampExhibits } from "./exhibit-pages.ts";
import { adoptFront } from "./front.ts";
import type { BinderFront, ExhibitOutline } from "./front.ts";
import { addBackLinks, addFrontPages } from "./links.ts";
import {
  binderBookmarks,
  setDecimalPageLabels,
  setOpenView,
  setOutline,
  setPageLabels,
} from "./navigation.ts";
import {
  embedFiledManifest,
  filedManifestOf,
  setSupplementPageLabels,
  supplementOptions,
} from "./supplement.ts";
import {
  pagesAsPdf,
  setKids,
  setMetadata,
  trailerOf,
  writeDocuments,
  writeExhibitPdfs,
} from "./write-files.ts";

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
      /**
       * `pdf`'s pages in a pool made for the whole binder (pipeline/build.ts#prepareFiles does it once for every
       * assembly); the assembler pools the PDFs itself when they are not all in one pool.
       */
      pooled?: { pool: SourcePool; index: number };
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
  /**
   * Each exhibit's own label, by position (a saved project whose documents kept their labels when reordered);
   * a missing or repeated one takes the first free label (contracts' assignExhibitLabels). Absent: by position.
   */
  exhibitLabels?: (string | undefined)[];
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
   * Where a volume opens inside an exhibit too large for one (with `volumes`): at page `page` (2 or more, counted
   * within the exhibit) of the exhibit at position `exhibit`. The continued part's first page carries a slip line.
   */
  volumeSplits?: VolumeSplit[];
  /**
   * Also make the review version (a "Back to index" link on each exhibit's first page) and the front matter for
   * the print version (cover and index without links: paper has no use for them). Not with `volumes`.
   */
  review?: boolean;
  /**
   * What was filed (assemble/supplement.ts): the binder is then a supplement whose labels, page and Bates numbers
   * continue the filed ones; its cover and index are unnumbered. Not with `volumes`.
   */
  supplement?: TFiledManifest;
}

export interface VolumeSplit {
  exhibit: number;
  page: number;
}

/** One volume's share of an exhibit split across volumes. */
export interface ExhibitPart {
  volume: number;
  /** Its pages within the exhibit (1-based) … */
  fromPage: number;
  toPage: number;
  /** … and in the binder, as printed. */
  startPage: number;
  endPage: number;
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
  /** Set when the binder is split into volumes: the volume of its first page. */
  volume?: number;
  /** Set when the exhibit itself is split across volumes: each volume's part, in order. */
  parts?: ExhibitPart[];
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
  /** Each exhibit's stamped pages as its own PDF, in order (an exhibit split across volumes: its first part). */
  exhibitPdfs: Uint8Array[];
  /** For an exhibit split across volumes, each part as its own PDF (the court's file limit holds for them too). */
  exhibitPartPdfs?: (Uint8Array[] | undefined)[];
  /** What each exhibit page adds to the file's size, by exhibit then page: what volumes are planned from. */
  exhibitPageBytes: number[][];
  exhibits: AssembledExhibit[];
  pages: number;
  /** What is filed once this binder is (assemble/supplement.ts); also embedded in `pdf` and each volume. */
  manifest: TFiledManifest;
}

/**
 * Assembles the binder. `ahead`, a front drawn from the page counts expected before the pages were read (see
 * `BinderFront`), is used when it fits; otherwise the front is drawn here.
 */
export async function assembleBinder(
  exhibitInputs: ExhibitInput[],
  fonts: EngineFonts,
  asked: AssembleOptions,
  ahead?: Promise<BinderFront>,
): Promise<AssembledBinder> {
  if (exhibitInputs.length === 0) throw new Error("A binder needs at least one exhibit.");
  const options = supplementOptions(asked, exhibitInputs.length);
  const split = options.volumes !== undefined;
  if (split && options.review)
    throw new Error("The review version is made from the whole binder, not volumes.");
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
  }));
  const front = await adoptFront(ahead, outlines, fonts, options);
  const { docs, exhibits, totalPages, volumeRanges, cover, indexPages, volumeCovers } = front;
  const { pageVolumes } = front;
  const doc = docs[0]!;
  const c = options.case;

  // Pages in order: cover, index, exhibits; a volume after the first opens with its own (unnumbered) cover.
  // Every page is written as raw objects (raw-page.ts); pdf-lib holds the fonts, pictures and navigation.
  const { firstPages, firstPageOf, pagesOf } = await stampExhibits(loaded, front, options, pool, raw);
  const frontObjects = addFrontPages(raw, front, firstPageOf);
  const { indexObjects, frontOf } = frontObjects;

  const title = `${options.supplement ? "Supplemental Exhibits" : "Exhibit Binder"}${c.caseName ? ` – ${c.caseName}` : ""}`;
  const manifest = filedManifestOf(options, exhibits, totalPages);
  docs.forEach((d, v) => {
    setOutline(d, binderBookmarks(v, front, pagesOf, frontObjects, split));
    if (options.supplement) setSupplementPageLabels(d, indexPages.length, exhibits[0]!.startPage);
    else if (v === 0) setDecimalPageLabels(d);
    // Labels equal the printed numbers: the volume's cover has a name, its pages run on from the last volume.
    else setPageLabels(d, [{ cover: `Volume ${v + 1} cover` }, { start: volumeRanges[v]!.firstPage }]);
    setOpenView(d, externalRef(frontOf(v)[0]!));
    setMetadata(d, split ? `${title} (Volume ${v + 1} of ${docs.length})` : title, options.preparedOn);
    embedFiledManifest(d, manifest);
  });

  // Each document's page tree: its own pages, then its exhibits' pages.
  const kidsOf = docs.map((_, v) =>
    [
      ...frontOf(v),
      ...pagesOf.flatMap((objects, i) => objects.filter((_, p) => pageVolumes[i]![p] === v + 1)),
    ].map(externalRef),
  );
  docs.forEach((d, v) => setKids(d, kidsOf[v]!));
  // Numbering must never drift: the printed "Page N of T" and every planned range rely on this.
  // A supplement's cover and index are not numbered: its numbers start at its first exhibit page.
  const unnumbered = volumeCovers.length + (options.supplement ? 1 + indexPages.length : 0);
  const numbered = kidsOf.reduce((n, kids) => n + kids.length, 0) - unnumbered;
  if (numbered !== (options.supplement ? totalPages - exhibits[0]!.startPage + 1 : totalPages)) {
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
  const frontMatterPdf = options.review
    ? await pagesAsPdf(doc, rawSet, [cover, ...indexPages], { title, date: options.preparedOn, cache })
    : undefined;
  const { pdfs, written } = await writeDocuments(docs, rawSet);
  const { exhibitPdfs, exhibitPartPdfs, exhibitPageBytes } = writeExhibitPdfs(
    exhibits,
    docs,
    written,
    pageVolumes,
    pagesOf,
    options.preparedOn,
  );
  let reviewPdf: Uint8Array | undefined;
  if (options.review) {
    addBackLinks(raw, front, firstPages, pagesOf, indexObjects, doc);
    reviewPdf = await save(doc);
  }
  return {
    pdf: pdfs[0]!,
    ...(split ? { volumes: volumeRanges.map((r, v) => ({ ...r, pdf: pdfs[v]! })) } : {}),
    ...(reviewPdf ? { reviewPdf } : {}),
    ...(frontMatterPdf ? { frontMatterPdf } : {}),
    exhibitListPdf,
    exhibitPdfs,
    ...(exhibitPartPdfs.some(Boolean) ? { exhibitPartPdfs } : {}),
    exhibitPageBytes,
    exhibits,
    pages: totalPages,
    manifest,
  };
}
