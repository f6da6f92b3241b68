// The filing check's findings in words, one typed table per language: English (the CLI's, the builder's and the
// API's, exactly as the check has always written it) by default, Spanish only where the kit writes its report.
import { megabytes } from "../kit/quality.ts";
import { CHECK_WORDS_ES } from "./check-words-es.ts";
import { capitalised, pageList, pagesWord } from "./findings.ts";

/** A run of consecutive pages, first and last (the same page for one). */
export type PageRun = [from: number, to: number];
/** Where in a file something is: a run of its pages, or the file as a whole (null). */
export type Where = PageRun | null;

/** A finding's two sentences: what is wrong, and how to fix it. */
export interface Said {
  message: string;
  fix: string;
}

/** Every finding's sentences, from the facts the rule found. */
export interface CheckWords {
  fileName: (name: string, description: string) => Said;
  fileSize: (bytes: number, limitMb: number) => Said;
  encrypted: (needsPassword: boolean) => Said;
  javascript: (where: Where) => Said;
  embeddedFile: (where: Where) => Said;
  formFields: (where: Where, courtWantsFlattened: boolean) => Said;
  richMedia: (where: Where) => Said;
  linksNone: (pages: number[]) => Said;
  linksExternal: (pages: number[]) => Said;
  fontNotEmbedded: (font: string) => Said;
  bookmarks: Said;
  notSearchable: (run: PageRun) => Said;
  pictureWithoutWords: (run: PageRun) => Said;
  legalSize: (run: PageRun, courtRule: boolean) => Said;
  /** `size` as "8.3 × 11.7". */
  oddSize: (run: PageRun, size: string, legalToo: boolean) => Said;
  lowResolution: (run: PageRun, dpi: number, limit: number) => Said;
  clerkBox: (width: number, height: number, page: number) => Said;
  hiddenText: (run: PageRun) => Said;
  /** `courtRules`: the rules the court names (empty when it names none); `advice`: personal-data.ts's, as given. */
  personalData: (page: number, masked: string, rule: string, courtRules: string[], advice: string) => Said;
  envelope: (totalBytes: number, limitMb: number) => Said;
}

const isMany = ([from, to]: PageRun) => from !== to;
const on = (where: Where) => (where ? `on ${pagesWord(...where)}` : "in the file");
const Pages = (run: PageRun) => capitalised(pagesWord(...run));

/** English, as the check has always said it. */
export const CHECK_WORDS_EN: CheckWords = {
  fileName: (name, description) => ({
    message: `The file name "${name}" does not follow the court's rule: ${description}.`,
    fix: `Rename the file using only ${description}.`,
  }),
  fileSize: (bytes, limitMb) => ({
    message: `The file is ${megabytes(bytes)}, over the court's limit of ${limitMb} MB per document.`,
    fix: "Split it into smaller volumes and file each one, in order.",
  }),
  encrypted: (needsPassword) => ({
    message: needsPassword
      ? "The file is locked with a password, so the court's system cannot open it."
      : "The file is encrypted (it has security settings), which e-filing systems refuse.",
    fix: "Save or print it again as a PDF without a password or security settings.",
  }),
  javascript: (where) => ({
    message: `The file has JavaScript ${on(where)}, which court systems refuse.`,
    fix: "Print it to a new PDF (or rebuild it here) so the script is left out.",
  }),
  embeddedFile: (where) => ({
    message: `The file has another file attached ${on(where)}, which court systems refuse.`,
    fix: "Remove the attachment; file it as its own exhibit if the court needs it.",
  }),
  formFields: (where, flattened) => ({
    message: `The file has fillable form fields ${on(where)}${flattened ? "; the court takes only flattened forms" : ""}.`,
    fix: "Flatten the form so what is typed in becomes part of the page.",
  }),
  richMedia: (where) => ({
    message: `The file has sound, video or 3D content ${on(where)}, which a filed copy cannot play.`,
    fix: "Take the media out and file a still picture or a transcript instead.",
  }),
  linksNone: (pages) => ({
    message: `There are links on ${pageList(pages)}; this court takes no links at all.`,
    fix: "Make the file again without links (the page numbers in the index stay).",
  }),
  linksExternal: (pages) => ({
    message: `There are links to web addresses or other files on ${pageList(pages)}; e-filing systems may refuse or strip them.`,
    fix: "Write the addresses out as text instead of links.",
  }),
  fontNotEmbedded: (font) => ({
    message: `The font ${font} is not inside the file, so the page may look different at the court.`,
    fix: "Save or print the document to PDF again with fonts embedded.",
  }),
  bookmarks: {
    message: "The file has no bookmarks; this court asks for a bookmark for each exhibit or section.",
    fix: "Build the binder here (it adds a bookmark for each exhibit) or add bookmarks in a PDF editor.",
  },
  notSearchable: (run) => ({
    message: `${Pages(run)} ${isMany(run) ? "have" : "has"} no searchable text (a scan or a picture of text).`,
    fix: "Run text recognition (OCR) on these pages.",
  }),
  pictureWithoutWords: (run) => ({
    message: `${Pages(run)} ${isMany(run) ? "are" : "is"} a picture with no words; nothing to search (text recognition read ${isMany(run) ? "them" : "it"} and found none).`,
    fix: "Nothing to do for a photo. If the page does show writing, scan it again more sharply and rebuild.",
  }),
  legalSize: (run, courtRule) => ({
    message: `${Pages(run)} ${isMany(run) ? "are" : "is"} legal size (8.5 × 14 in); ${courtRule ? "this court takes Letter pages" : "most e-filing systems take Letter pages"}.`,
    fix: "Scale these pages to Letter (8.5 × 11 in) before filing.",
  }),
  oddSize: (run, size, legalToo) => ({
    message: `${Pages(run)} ${isMany(run) ? "are" : "is"} ${size} in, not Letter${legalToo ? " or Legal" : ""}.`,
    fix: "Scale these pages to Letter (8.5 × 11 in); building the binder here does it.",
  }),
  lowResolution: (run, dpi, limit) => ({
    message: `The pictures on ${pagesWord(...run)} are as low as ${dpi} dpi, under ${limit} dpi, and may print blurry.`,
    fix: "Scan these pages again at 300 dpi, or use a sharper photo.",
  }),
  clerkBox: (width, height, page) => ({
    message: `Something is printed in the clerk's ${width} × ${height} in space at the top right of page ${page}, which the court keeps blank for its stamp.`,
    fix: "Move or shrink the page's content so the top-right corner is empty (building the binder here does it).",
  }),
  hiddenText: (run) => ({
    message: `On ${pagesWord(...run)}, text is covered by a black box but can still be copied out of the file: the redaction does not hide it.`,
    fix: "Redact with a tool that removes the text underneath (or print to paper and scan), then check again.",
  }),
  personalData: (page, masked, rule, courtRules, advice) => ({
    message: `Page ${page} may show personal data the court rules keep out of public filings (${masked}, ${rule}${courtRules.length ? `; this court applies ${courtRules.join(", ")}` : ""}).`,
    fix: advice,
  }),
  envelope: (totalBytes, limitMb) => ({
    message: `Together the files come to ${megabytes(totalBytes)} by this one, over the court's limit of ${limitMb} MB for one filing.`,
    fix: "File the rest in a second filing, or split the binder into smaller volumes.",
  }),
};

/** The languages the check can word its findings in; English unless asked. */
export type CheckLanguage = "en" | "es";

export function checkWords(language: CheckLanguage = "en"): CheckWords {
  return language === "es" ? CHECK_WORDS_ES : CHECK_WORDS_EN;
}
