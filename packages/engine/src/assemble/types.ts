// What the assembly takes and gives (assemble/binder.ts): the exhibits' content, the options, the assembled binder
// and its volumes. Its own file so that the stages and the callers import these without importing the orchestrator.
import type {
  TBinderSection,
  TFiledManifest,
  TFilingProfile,
  TLabelOptions,
  TPageEdits,
  TPageTurn,
  TRole,
} from "@courtready/contracts";
import type { DocumentTypeLabel } from "../types.ts";
import type { SourcePool } from "./source-pool.ts";
import type { DocumentFonts } from "../fonts/fonts.ts";
import type { PDFDocument } from "../pdf/pdf-lib.ts";
import type { IndexLayout, IndexLink } from "./index-table.ts";
import type { RawPage } from "./raw-page.ts";
import type { OutputNames } from "./file-names.ts";
import type { SlipPlan } from "./sections.ts";
export interface ImagePage {
  bytes: Uint8Array;
  format: "jpeg" | "png";
  /** Print size in points. */
  widthPt: number;
  heightPt: number;
  /** Resolution at that print size, when the converter knows it. */
  dpi?: number;
  /** A clockwise turn the person asked for (page edits, page-edits.ts); absent: upright as converted. */
  turn?: TPageTurn;
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

/**
 * Where an exhibit's English translation and the translator's declaration begin among its pages (1-based, within
 * the exhibit): they follow the original inside the same exhibit (pipeline/translation.ts).
 */
export interface ExhibitTranslation {
  firstPage: number;
  declarationPage: number;
}

export interface ExhibitInput {
  /** The file name the person uploaded. */
  source: string;
  /** Their description; the file name stands in when absent. */
  description?: string;
  typeLabel: DocumentTypeLabel;
  content: ExhibitContent;
  /** Set when `content` ends with an English translation and its declaration. */
  translation?: ExhibitTranslation;
  /**
   * Pages turned, removed or reordered (issue 37 §3), by the pages of `content` as converted (of the original alone
   * when translated); applied by the assembly (page-edits.ts), the file itself never changed.
   */
  pageEdits?: TPageEdits;
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
  /** What the assembly makes beyond one whole binder (assemble/mode.ts reads it); absent: just that. */
  mode?: AssembleMode;
  /**
   * The court's filing profile: clerk boxes kept clear, links left out, legal-size pages kept (filing-rules.ts),
   * the files named by its rule (file-names.ts). Absent, or a rule without a source: the binder as always.
   */
  filingProfile?: TFilingProfile;
  /**
   * Sections (tabs) grouping consecutive exhibits (sections.ts; contracts' sectionRuns is the rule): a numbered slip
   * sheet before each, a heading in the index, bookmarks nested by section. Absent or empty: the binder as always.
   * Not for a supplement.
   */
  sections?: TBinderSection[];
}

/**
 * What one assembly makes besides the plain binder. The modes exclude each other (the review version is made from
 * the whole binder; a supplement is never split), so they are one union: a combination cannot be written.
 */
export type AssembleMode =
  /**
   * Also the review version (a "Back to index" link on each exhibit's first page) and the front matter for the
   * print version (cover and index without links: paper has no use for them).
   */
  | { kind: "review" }
  /**
   * Split to a size limit: `volumes` is the volume (1, 2, …) of each exhibit, starting at 1 and never skipping or
   * going back; page and Bates numbers run on across volumes, volume 1 holds the cover and the master index.
   * `splits`: where a volume opens inside an exhibit too large for one, at page `page` (2 or more, counted within
   * the exhibit) of the exhibit at position `exhibit`; the continued part's first page carries a slip line.
   */
  | { kind: "volumes"; volumes: number[]; splits?: VolumeSplit[] }
  /**
   * A supplement to what was filed (assemble/supplement.ts): its labels, page and Bates numbers continue the filed
   * ones; its cover and index are unnumbered.
   */
  | { kind: "supplement"; manifest: TFiledManifest };

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
  /** Set when the exhibit carries an English translation (its pages are counted in `pages`). */
  translation?: ExhibitTranslation;
}

export interface AssembledVolume {
  number: number;
  pdf: Uint8Array;
  /** Binder page numbers (as printed) of the volume's first and last numbered page. */
  firstPage: number;
  lastPage: number;
}

export interface AssembledBinder {
  /** The binder; when split into volumes, volume 1. Empty when the binder was only measured (`measuredBytes`). */
  pdf: Uint8Array;
  /**
   * Set only by an assembly that measured rather than wrote (binder.ts `measureOnly`): the size `pdf` would have.
   * Everything else (exhibits, `exhibitPageBytes`, `writeExhibit`, the exhibit list) is as written.
   */
  measuredBytes?: number;
  /** Every volume, volume 1 first; only when `volumes` was given. */
  volumes?: AssembledVolume[];
  /** The review version, when asked for. */
  reviewPdf?: Uint8Array;
  /** Cover and index exactly as in `pdf` but without links (for the print version), with `review`. */
  frontMatterPdf?: Uint8Array;
  /** The exhibit index on its own (no links, its own page numbers). */
  exhibitListPdf: Uint8Array;
  /**
   * Exhibit `exhibit`'s stamped pages as a PDF of its own; for an exhibit split across volumes, its part `part`
   * (from 0, one per entry of its `parts`; the court's file limit holds for them too). Written from the binder's
   * written objects at each call and not kept: every exhibit at once would be the binder's pages again in memory
   * (issue 40), so take one at a time.
   */
  writeExhibit: (exhibit: number, part?: number) => Uint8Array;
  /** What each exhibit page adds to the file's size, by exhibit then page: what volumes are planned from. */
  exhibitPageBytes: number[][];
  exhibits: AssembledExhibit[];
  pages: number;
  /** What is filed once this binder is (assemble/supplement.ts); also embedded in `pdf` and each volume. */
  manifest: TFiledManifest;
  /** The names its files are written under (file-names.ts: the court's file-name rule, or today's names). */
  names: OutputNames;
  /** With sections: each section's title, its slip sheet's binder page and its first exhibit (position from 0). */
  sections?: { title: string; page: number; firstExhibit: number }[];
}

/** What the front of a binder is drawn from: each exhibit as the index lists it, and its page count. */
export interface ExhibitOutline {
  source: string;
  description?: string;
  typeLabel: DocumentTypeLabel;
  pages: number;
  translation?: ExhibitTranslation;
}

/**
 * The part of a binder that depends on the page counts, not on the pages: the documents with their fonts, the
 * plan (labels, page and Bates ranges), and the cover, index, volume covers and exhibit list pages drawn.
 * `drawFront` (front.ts) makes it, ahead of the pages when the counts are known early (pipeline/build.ts draws it
 * while qpdf pools the PDFs); `assembleBinder` uses it when its exhibits and options turn out to be the same, and
 * draws it anew if not.
 */
export interface BinderFront {
  outlines: ExhibitOutline[];
  /** What it was drawn for, as `frontFits` compares it. */
  optionsKey: string;
  docs: PDFDocument[];
  docFontsOf: DocumentFonts[];
  exhibits: AssembledExhibit[];
  layout: IndexLayout;
  totalPages: number;
  volumeRanges: { number: number; firstPage: number; lastPage: number }[];
  /** The volume (1, 2, …) of every exhibit page, by exhibit then page. */
  pageVolumes: number[][];
  cover: RawPage;
  indexPages: RawPage[];
  /** The index rows' links; each target is the exhibit's position. */
  indexLinks: IndexLink<number>[];
  /** A cover for each volume after the first. */
  volumeCovers: RawPage[];
  /** The exhibit list's pages, numbered on their own. */
  listPages: RawPage[];
  /** Each section's slip sheet, drawn, with its plan (none without sections). */
  slips: (SlipPlan & { sheet: RawPage })[];
  /** The first page after the index (a slip sheet or the first exhibit): where Bates numbers start. */
  bodyStart: number;
  /** The files' names, which the links and bookmarks between volumes name too. */
  names: OutputNames;
  /**
   * Set by the assembly that uses it: its documents are then written, and a front serves one assembly only (another
   * draws its own).
   */
  adopted: boolean;
}
