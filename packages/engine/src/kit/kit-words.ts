// The words the kit says to the PERSON (the quality report, its summary, its filing-check section), one typed table
// per language. The binder and everything printed for the court stay English whatever this says (issue 39).
import { FILING_CHECK_MESSAGES } from "@courtready/contracts";
import { formatDate } from "../assemble/format.ts";
import type { DocumentTypeLabel } from "../types.ts";
import { KIT_WORDS_ES } from "./kit-words-es.ts";
import { NOTE_WORDS_EN, SIZE_WORDS_EN } from "./note-words.ts";
import type { NoteWords, SizeWords } from "./note-words.ts";
import type { PersonalDataKind, QualityStatus } from "./types.ts";

/** The languages the kit's person-facing pages come in; English unless asked. */
export const KIT_LANGUAGES = ["en", "es"] as const;
export type KitLanguage = (typeof KIT_LANGUAGES)[number];

/** Whether `value` names one of KIT_LANGUAGES (a CLI flag, a request field). */
export function isKitLanguage(value: string): value is KitLanguage {
  return (KIT_LANGUAGES as readonly string[]).includes(value);
}

/**
 * Every sentence of the report. Functions take numbers and strings already formatted (and, where the sentence is
 * HTML, already escaped): plural choices and word order are each language's own.
 */
export interface KitWords {
  /** The report page's `lang`. */
  htmlLang: string;
  // quality.ts: the summary and the JSON report
  kindNames: Record<PersonalDataKind, string>;
  personalDataAdvice: Record<PersonalDataKind, string>;
  ocrDone: (pages: string, count: number) => string;
  exhibitName: (label: string, source: string) => string;
  summaryPersonalData: (name: string, pages: string, count: number, kind: string, advice: string) => string;
  summaryBlank: (name: string, pages: string, count: number) => string;
  summaryLowResolution: (name: string, pages: string, count: number, lowDpi: number) => string;
  summaryUnsearchable: (labels: string[]) => string;
  summaryOcrSkipped: (pages: number, limit: number) => string;
  summaryVolumes: (limit: string, volumes: number) => string;
  /** The scans made smaller (issue 37 §3): all the files' size before and after. */
  summaryScans: (before: string, after: string) => string;
  /** The quality report's line per file whose scans were made smaller. */
  scansFile: (name: string, before: string, after: string) => string;
  summaryFilingBlocked: (blockers: number, court: string) => string;
  lessThanTenthMb: string;
  /** Each document's conversion, security and warning notes (note-words.ts). */
  notes: NoteWords;
  /** Page sizes, "8.27 × 11.69 in (A4)". */
  sizes: SizeWords;
  // quality-html.ts: the page
  reportTitle: string;
  caseNumber: (caseNumber: string) => string;
  prepared: (date: string) => string;
  longDate: (iso: string) => string;
  status: Record<QualityStatus, string>;
  overallAdvice: Record<QualityStatus, string>;
  summaryTitle: string;
  nothingToFix: string;
  binderTitle: string;
  totalPages: (pages: string) => string;
  largestVolume: (size: string) => string;
  fileSize: (size: string) => string;
  /** HTML: `sizeName` is plain text without markup, `limit` a size. */
  overLimit: (sizeName: string, limit: string) => string;
  underLimit: (sizeName: string, limit: string) => string;
  splitInto: (volumes: number) => string;
  volumesCaption: string;
  volumeHeader: string;
  binderPagesHeader: string;
  sizeHeader: string;
  overTheLimit: string;
  heaviestCaption: string;
  binderPageHeader: string;
  exhibitPageHeader: string;
  /** HTML: `label` escaped. */
  exhibitPage: (label: string, page: number) => string;
  /** "Exhibit A", HTML: `label` escaped. */
  exhibit: (label: string) => string;
  binderPages: (first: number, last: number) => string;
  pageCount: (pages: number) => string;
  /** HTML: `source` and `type` escaped. */
  fromFile: (source: string, type: string) => string;
  volume: (volume: number) => string;
  nothingToCheck: string;
  fingerprint: string;
  typeLabels: Record<DocumentTypeLabel, string>;
  /** "Page 7" / "Pages 3–7, 9", to start a sentence; `ranges` from pageRanges. */
  pagesPhrase: (ranges: string, one: boolean) => string;
  /** Joins exactly two single pages: "12 and 14". */
  and: string;
  noText: (pages: string, one: boolean) => string;
  lowResolution: (pages: string, one: boolean, dpi: string) => string;
  blank: (pages: string, one: boolean) => string;
  scaled: (pages: string, one: boolean) => string;
  rotated: (pages: string, one: boolean) => string;
  /** HTML: each size escaped. */
  sizeCount: (size: string, count: number) => string;
  originalSizes: (sizes: string[]) => string;
  dataNames: Record<PersonalDataKind, string>;
  dataActions: Record<PersonalDataKind, string>;
  /** HTML: `masked` and `rule` already marked up. */
  mayShow: (pages: string, name: string, masked: string, rule: string, action: string) => string;
  footer: string;
  // quality-html-filing.ts: the filing check section
  filing: {
    title: string;
    ready: (court: string) => string;
    readyDetail: string;
    blocked: (court: string) => string;
    blockedDetail: string;
    notRun: string;
    notRunFailed: string;
    generic: string;
    blockers: string;
    warnings: string;
    wholeFile: string;
    page: (page: number) => string;
    rule: string;
    fix: string;
    checked: string;
  };
}

const ALL_BUT_FOUR = "black out all but the last four digits before filing.";
const plural = (count: number) => (count === 1 ? "" : "s");

/** English: the report as it has always read (its tests and every English kit are unchanged by the table). */
export const KIT_WORDS_EN: KitWords = {
  htmlLang: "en",
  kindNames: {
    "social-security-number": "a full Social Security number",
    "taxpayer-id": "a full taxpayer identification number",
    "financial-account-number": "a full financial account number",
    "card-number": "a full payment card number",
    "birth-date": "a full date of birth",
  },
  personalDataAdvice: {
    "social-security-number": "Black out all but the last four digits before filing (FRCP 5.2(a)(1)).",
    "taxpayer-id":
      "Black out all but the last four digits of the taxpayer ID before filing (FRCP 5.2(a)(1)).",
    "financial-account-number":
      "Black out all but the last four digits of the account number before filing (FRCP 5.2(a)(4)).",
    "card-number":
      "Black out all but the last four digits of the card number before filing (FRCP 5.2(a)(4)).",
    "birth-date": "Black out the day and month, leaving only the year of birth (FRCP 5.2(a)(2)).",
  },
  ocrDone: (pages, count) => `Text recognised (OCR) on page${plural(count)} ${pages} so it can be searched`,
  exhibitName: (label, source) => `Exhibit ${label} (${source})`,
  summaryPersonalData: (name, pages, count, kind, advice) =>
    `${name}: page${plural(count)} ${pages} may show ${kind}, which court rules keep out of public filings. ${advice}`,
  summaryBlank: (name, pages, count) =>
    `${name}: page${plural(count)} ${pages} look${count === 1 ? "s" : ""} blank. Check the original; remove the page or scan it again.`,
  summaryLowResolution: (name, pages, count, lowDpi) =>
    `${name}: the picture on page${plural(count)} ${pages} is under ${lowDpi} dpi and may print blurry. Use a sharper photo or scan if you have one.`,
  summaryUnsearchable: (labels) =>
    `${labels.length === 1 ? "Exhibit" : "Exhibits"} ${labels.join(", ")} ${labels.length === 1 ? "has" : "have"} scanned pages without searchable text. Some courts ask for searchable PDFs where feasible (for example California Rules of Court 2.256(b)); make a searchable copy if your court asks.`,
  summaryOcrSkipped: (pages, limit) =>
    `Text recognition was not run: the binder has ${pages} scanned pages, more than the ${limit} this kit reads at once.`,
  summaryScans: (before, after) =>
    `Scanned pages were made smaller to fit the court's limit (200 dpi): your files came to ${before} before and ${after} after. Your uploaded files are unchanged.`,
  scansFile: (name, before, after) => `${name}: ${before} before, ${after} after`,
  summaryVolumes: (limit, volumes) =>
    `The binder is larger than the ${limit} limit, so it is split into ${volumes} volumes. Upload each volume as its own file, in order.`,
  summaryFilingBlocked: (blockers, court) =>
    `${blockers === 1 ? "One thing blocks" : `${blockers} things block`} filing at ${court} under its e-filing rules; see "Filing check" for each, with its fix.`,
  lessThanTenthMb: "less than 0.1 MB",
  notes: NOTE_WORDS_EN,
  sizes: SIZE_WORDS_EN,
  reportTitle: "Binder quality report",
  caseNumber: (n) => `Case No. ${n}`,
  prepared: (date) => `Prepared ${date}`,
  longDate: (iso) => formatDate(iso),
  status: { ok: "Ready to file", check: "Check before filing", fix: "Fix before filing" },
  overallAdvice: {
    ok: "We found nothing to fix. Still, page through the binder once before you file it.",
    check: "Nothing has to be fixed, but look at the points below before you file.",
    fix: "Some things should be fixed before you file. They are listed below.",
  },
  summaryTitle: "What to fix before filing",
  nothingToFix: "Nothing to fix.",
  binderTitle: "The binder",
  totalPages: (pages) => `Total pages: ${pages}`,
  largestVolume: (size) => `Largest volume: ${size}`,
  fileSize: (size) => `File size: ${size}`,
  overLimit: (sizeName, limit) =>
    `<strong>${sizeName}, over the ${limit} limit.</strong> The court's filing system may refuse it; split it into smaller volumes.`,
  underLimit: (sizeName, limit) => `${sizeName}, under the ${limit} limit.`,
  splitInto: (volumes) => `Split into ${volumes} volumes, each filed as its own PDF.`,
  volumesCaption: "Volumes",
  volumeHeader: "Volume",
  binderPagesHeader: "Binder pages",
  sizeHeader: "Size",
  overTheLimit: "(over the limit)",
  heaviestCaption: "Heaviest pages (scan these again at a lower resolution for smaller files)",
  binderPageHeader: "Binder page",
  exhibitPageHeader: "Exhibit page",
  exhibitPage: (label, page) => `Exhibit ${label}, page ${page}`,
  exhibit: (label) => `Exhibit ${label}`,
  binderPages: (first, last) => (first === last ? `binder page ${first}` : `binder pages ${first}–${last}`),
  pageCount: (pages) => `${pages} ${pages === 1 ? "page" : "pages"}`,
  fromFile: (source, type) => `From the file “${source}” (${type})`,
  volume: (volume) => `volume ${volume}`,
  nothingToCheck: "Nothing to check on this exhibit.",
  fingerprint: "Fingerprint (SHA-256):",
  typeLabels: {
    "PDF Document": "PDF Document",
    Image: "Image",
    "Word Document": "Word Document",
    "Excel Spreadsheet": "Excel Spreadsheet",
    "Text Document": "Text Document",
    "Text Clipping": "Text Clipping",
  },
  pagesPhrase: (ranges, one) => `${one ? "Page" : "Pages"} ${ranges}`,
  and: " and ",
  noText: (pages, one) =>
    one
      ? `${pages} has no text layer (scanned): the court's search will not find words on it.`
      : `${pages} have no text layer (scanned): the court's search will not find words on them.`,
  lowResolution: (pages, one, dpi) =>
    `${pages} ${one ? "is" : "are"} low resolution (${dpi}) and may look blurry when printed. Use a sharper scan or photo if you have one.`,
  blank: (pages, one) => `${pages} ${one ? "looks" : "look"} blank. Check that nothing is missing.`,
  scaled: (pages, one) =>
    `${pages} ${one ? "was" : "were"} shrunk to fit on Letter paper. Check that small print is still readable.`,
  rotated: (pages, one) =>
    `${pages} ${one ? "was" : "were"} turned to read upright. Check that ${one ? "it reads" : "they read"} the right way.`,
  sizeCount: (size, count) => `${size}: ${count} ${count === 1 ? "page" : "pages"}`,
  originalSizes: (sizes) =>
    `Original page ${sizes.length === 1 ? "size" : "sizes"}: ${sizes.join("; ")}. They were placed on Letter paper.`,
  dataNames: {
    "social-security-number": "a full Social Security number",
    "taxpayer-id": "a full taxpayer ID number",
    "financial-account-number": "a full bank or financial account number",
    "card-number": "a full credit or debit card number",
    "birth-date": "a full date of birth",
  },
  dataActions: {
    "social-security-number": ALL_BUT_FOUR,
    "taxpayer-id": ALL_BUT_FOUR,
    "financial-account-number": ALL_BUT_FOUR,
    "card-number": ALL_BUT_FOUR,
    "birth-date": "black out the day and month, leaving only the year, before filing.",
  },
  mayShow: (pages, name, masked, rule, action) =>
    `<strong>${pages} may show ${name} (${masked}).</strong> ${rule}: ${action}`,
  footer: "This report points out things to check. It is not legal advice.",
  // The builder's own words for the check (contracts' filing-words.ts), so the page and the app say the same.
  filing: {
    title: FILING_CHECK_MESSAGES.title,
    ready: FILING_CHECK_MESSAGES.ready,
    readyDetail: FILING_CHECK_MESSAGES.readyDetail,
    blocked: FILING_CHECK_MESSAGES.blocked,
    blockedDetail: FILING_CHECK_MESSAGES.blockedDetail,
    notRun: FILING_CHECK_MESSAGES.notRun,
    notRunFailed: FILING_CHECK_MESSAGES.notRunFailed,
    generic: FILING_CHECK_MESSAGES.generic,
    blockers: FILING_CHECK_MESSAGES.blockers,
    warnings: FILING_CHECK_MESSAGES.warnings,
    wholeFile: FILING_CHECK_MESSAGES.wholeFile,
    page: FILING_CHECK_MESSAGES.page,
    rule: FILING_CHECK_MESSAGES.rule,
    fix: FILING_CHECK_MESSAGES.fix,
    checked: "Checked:",
  },
};

/** The table for `language`; English when none is given. */
export function kitWords(language: KitLanguage = "en"): KitWords {
  return language === "es" ? KIT_WORDS_ES : KIT_WORDS_EN;
}
