// Types of the enhanced print kit (issue 10): the quality report's shape and the personal-data findings, shared by
// the checks that fill them and the JSON/HTML writers.
import type { TFilingCheckReport } from "@courtready/contracts";
import type { DetectedType, DocumentTypeLabel } from "../types.ts";

/** Traffic light: green = nothing to do, amber = look before filing, red = fix before filing. */
export type QualityStatus = "ok" | "check" | "fix";

/** Kinds of personal data FRCP 5.2(a) limits in public filings. */
export type PersonalDataKind =
  "social-security-number" | "taxpayer-id" | "financial-account-number" | "card-number" | "birth-date";

export interface PersonalDataFinding {
  kind: PersonalDataKind;
  /** Binder page number (as printed), or the page of the text given to the scanner when not mapped yet. */
  page: number;
  /** What was found, masked but for what the rule allows (e.g. "***-**-6789"); never the full number. */
  masked: string;
  /** "FRCP 5.2(a)(1)" and so on. */
  rule: string;
  /** One plain sentence: what to do. */
  advice: string;
}

export interface PageSizeCount {
  /** "8.5 × 11 in (Letter)", "8.27 × 11.69 in (A4)", "4 × 6 in". */
  size: string;
  count: number;
}

export interface DocumentQuality {
  label: string;
  source: string;
  description: string;
  detectedType: DetectedType;
  typeLabel: DocumentTypeLabel;
  /** SHA-256 of the uploaded bytes, hex. */
  sha256: string;
  /** "Converted from Word with LibreOffice", "Photo turned upright from its camera orientation", … */
  conversions: string[];
  /** "Password protection removed", "Copy and print restrictions removed", … */
  security: string[];
  pages: number;
  firstPage: number;
  lastPage: number;
  /** Set when the binder was split into volumes. */
  volume?: number;
  /** Sizes of the document's own pages, before they were placed on Letter. */
  pageSizes: PageSizeCount[];
  /** Binder page numbers. */
  rotatedPages: number[];
  scaledPages: number[];
  lowResolution: { page: number; dpi: number }[];
  pagesWithoutText: number[];
  blankPages: number[];
  personalData: PersonalDataFinding[];
  /** The build's warnings for this document, as shown elsewhere. */
  warnings: string[];
  status: QualityStatus;
}

export interface QualityReport {
  /** YYYY-MM-DD, the build's date. */
  preparedOn: string;
  caseName?: string;
  caseNumber?: string;
  totalPages: number;
  /** binder.pdf's size (or the largest volume's when split). */
  fileSizeBytes: number;
  /** The size limit given (bytes); absent when none was given. */
  sizeLimitBytes?: number;
  volumes?: { number: number; firstPage: number; lastPage: number; sizeBytes: number }[];
  /**
   * The heaviest pages, heaviest first (at most 5), when a size limit was given: what to scan again at a lower
   * resolution when a binder needs fewer volumes (issue 24). `page` is the binder page.
   */
  heaviestPages?: { page: number; exhibit: string; exhibitPage: number; sizeBytes: number }[];
  /**
   * With "Make the scans smaller" (issue 37 §3, BuildOptions.compressScans): the uploaded files' bytes before and
   * after, in all and for each file whose scans were re-encoded (the uploads themselves are never changed).
   */
  scans?: {
    beforeBytes: number;
    afterBytes: number;
    files: { name: string; beforeBytes: number; afterBytes: number }[];
  };
  status: QualityStatus;
  /** Plain-language list of what to fix or check before filing; empty when nothing. */
  summary: string[];
  documents: DocumentQuality[];
  /**
   * The court copy (or each volume) checked against the court's filing profile, when the kit was built for a court
   * (issue 36): the shape the app and `courtready check --json` give. Null when the check could not run (never read
   * as ready); absent when no court was chosen. Named as the app's build answer names it.
   */
  filing_check?: TFilingCheckReport | null;
  /** The court's name from its profile, for "Ready to file at …"; with `filing_check`. */
  filingCourt?: string;
}
