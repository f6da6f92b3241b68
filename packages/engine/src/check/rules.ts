// The filing check's rules that read facts already gathered (the file's name and size, the structure pass, the text
// pass's page sizes and text), each turned into findings with the profile's citation. check.ts gathers the facts.
import type { TFilingFinding, TFilingProfile } from "@courtready/contracts";
import { megabytes } from "../kit/quality.ts";
import { capitalised, citation, finding, pageList, perRun, ruleOf } from "./findings.ts";
import type { StructureFacts } from "./structure.ts";

export const MB = 1024 * 1024;
/** Points a page size may differ from Letter or Legal and still be one (rounding in the files' boxes). */
const SIZE_SLACK = 3;

export interface FilingFile {
  /** The name the person knows (and the court's file-name rule reads). */
  name: string;
  path: string;
}

/** What the text pass learns page by page, kept small: page numbers and counts, never the pages' words. */
export interface TextFacts {
  sizes: { page: number; width: number; height: number }[];
  withText: Set<number>;
  clerkText: number[];
  personal: TFilingFinding[];
  /** Per page: its size, and its words' boxes (x0 y0 x1 y1, 16 bytes a word, no text) until the page is drawn. */
  pageBoxes: Map<number, { width: number; height: number; words: Float32Array | null }>;
}

function isSize(w: number, h: number, [a, b]: [number, number]): boolean {
  const near = (x: number, y: number) => Math.abs(x - y) <= SIZE_SLACK;
  return (near(w, a) && near(h, b)) || (near(w, b) && near(h, a));
}
const LETTER: [number, number] = [612, 792];
const LEGAL: [number, number] = [612, 1008];

/** Findings about the file as a whole that need no reading: its name and size. */
export function nameAndSize(file: FilingFile, bytes: number, profile: TFilingProfile): TFilingFinding[] {
  const out: TFilingFinding[] = [];
  const nameRule = ruleOf(profile, "file_name");
  if (nameRule) {
    const stem = file.name.replace(/\.[^.]*$/, "");
    const fits = new RegExp(`^(?:${nameRule.value.pattern})$`, "u").test(stem);
    if (!fits || file.name.length > nameRule.value.max_length)
      out.push(
        finding({
          rule: "file-name",
          severity: "blocker",
          page: null,
          message: `The file name "${file.name}" does not follow the court's rule: ${nameRule.value.description}.`,
          source: citation(nameRule),
          fix: `Rename the file using only ${nameRule.value.description}.`,
          action: "rename",
        }),
      );
  }
  const sizeRule = ruleOf(profile, "max_document_mb");
  if (sizeRule && bytes > sizeRule.value * MB)
    out.push(
      finding({
        rule: "file-size",
        severity: "blocker",
        page: null,
        message: `The file is ${megabytes(bytes)}, over the court's limit of ${sizeRule.value} MB per document.`,
        source: citation(sizeRule),
        fix: "Split it into smaller volumes and file each one, in order.",
        action: "split",
      }),
    );
  return out;
}

/** The rules the structure pass answers: encryption, scripts, attachments, forms, media, links, fonts, bookmarks. */
export function structureFindings(s: StructureFacts, profile: TFilingProfile): TFilingFinding[] {
  const out: TFilingFinding[] = [];
  if (s.encrypted)
    out.push(
      finding({
        rule: "encrypted",
        severity: "blocker",
        page: null,
        message: s.needsPassword
          ? "The file is locked with a password, so the court's system cannot open it."
          : "The file is encrypted (it has security settings), which e-filing systems refuse.",
        source: null,
        fix: "Save or print it again as a PDF without a password or security settings.",
      }),
    );
  const whole = (
    hits: { pages: number[]; document: boolean },
    make: (where: string) => Omit<TFilingFinding, "page">,
  ) =>
    hits.pages.length
      ? perRun(hits.pages, (where) => make(`on ${where}`))
      : hits.document
        ? [{ ...make("in the file"), page: null }]
        : [];
  out.push(
    ...whole(s.javascript, (where) => ({
      rule: "javascript",
      severity: "blocker",
      message: `The file has JavaScript ${where}, which court systems refuse.`,
      source: null,
      fix: "Print it to a new PDF (or rebuild it here) so the script is left out.",
      action: null,
    })),
    ...whole(s.embeddedFiles, (where) => ({
      rule: "embedded-file",
      severity: "blocker",
      message: `The file has another file attached ${where}, which court systems refuse.`,
      source: null,
      fix: "Remove the attachment; file it as its own exhibit if the court needs it.",
      action: null,
    })),
  );
  const forms = ruleOf(profile, "forms_flattened");
  out.push(
    ...whole(s.formFields, (where) => ({
      rule: "form-fields",
      severity: forms?.value ? "blocker" : "warning",
      message: `The file has fillable form fields ${where}${forms?.value ? "; the court takes only flattened forms" : ""}.`,
      source: citation(forms),
      fix: "Flatten the form so what is typed in becomes part of the page.",
      action: "flatten",
    })),
    ...whole(s.richMedia, (where) => ({
      rule: "rich-media",
      severity: "warning",
      message: `The file has sound, video or 3D content ${where}, which a filed copy cannot play.`,
      source: null,
      fix: "Take the media out and file a still picture or a transcript instead.",
      action: null,
    })),
  );
  // Links: one finding a file (a book's every page may carry one), on the first page with one.
  const links = ruleOf(profile, "links");
  const linked = [...new Set([...s.internalLinks, ...s.externalLinks])].sort((a, b) => a - b);
  if (links?.value === "none" && linked.length)
    out.push(
      finding({
        rule: "links",
        severity: "blocker",
        page: linked[0]!,
        message: `There are links on ${pageList(linked)}; this court takes no links at all.`,
        source: citation(links),
        fix: "Make the file again without links (the page numbers in the index stay).",
      }),
    );
  else if (s.externalLinks.length)
    out.push(
      finding({
        rule: "links",
        severity: "warning",
        page: s.externalLinks[0]!,
        message: `There are links to web addresses or other files on ${pageList(s.externalLinks)}; e-filing systems may refuse or strip them.`,
        source: citation(links),
        fix: "Write the addresses out as text instead of links.",
      }),
    );
  // One finding a font name and page: a filled form's fields often each carry their own copy of the same font.
  const named = new Set<string>();
  for (const font of s.unembeddedFonts) {
    const key = `${font.page}\u0000${font.name}`;
    if (named.has(key)) continue;
    named.add(key);
    out.push(
      finding({
        rule: "font-not-embedded",
        severity: "warning",
        page: font.page,
        message: `The font ${font.name} is not inside the file, so the page may look different at the court.`,
        source: null,
        fix: "Save or print the document to PDF again with fonts embedded.",
      }),
    );
  }
  const bookmarks = ruleOf(profile, "bookmarks_required");
  if (bookmarks?.value && !s.bookmarks && s.pageCount > 1)
    out.push(
      finding({
        rule: "bookmarks",
        severity: "blocker",
        page: null,
        message: "The file has no bookmarks; this court asks for a bookmark for each exhibit or section.",
        source: citation(bookmarks),
        fix: "Build the binder here (it adds a bookmark for each exhibit) or add bookmarks in a PDF editor.",
        action: null,
      }),
    );
  return out;
}

/**
 * Pages without a text layer (a picture and no words above the stamp band). A page our OCR read (its mark, see
 * kit/ocr.ts#OCR_MARK) and still found no words on is a picture — a photo of a broken heater — not an unread scan:
 * recognition cannot make it searchable, so it is at most a warning, never a blocker.
 */
export function searchableFindings(
  s: StructureFacts,
  t: TextFacts,
  profile: TFilingProfile,
): TFilingFinding[] {
  const rule = ruleOf(profile, "searchable_required");
  const read = new Set(s.pagesReadByOcr);
  const pages = s.pagesWithImages.filter((p) => !t.withText.has(p));
  const are = (where: string) => (where.startsWith("pages") ? "are" : "is");
  return [
    ...perRun(
      pages.filter((p) => !read.has(p)),
      (where) => ({
        rule: "not-searchable",
        severity: rule?.value ? "blocker" : "warning",
        message: `${capitalised(where)} ${where.startsWith("pages") ? "have" : "has"} no searchable text (a scan or a picture of text).`,
        source: citation(rule),
        fix: "Run text recognition (OCR) on these pages.",
        action: "ocr",
      }),
    ),
    ...perRun(
      pages.filter((p) => read.has(p)),
      (where) => ({
        rule: "not-searchable",
        severity: "warning",
        message: `${capitalised(where)} ${are(where)} a picture with no words; nothing to search (text recognition read ${where.startsWith("pages") ? "them" : "it"} and found none).`,
        source: citation(rule),
        fix: "Nothing to do for a photo. If the page does show writing, scan it again more sharply and rebuild.",
        action: null,
      }),
    ),
  ];
}

export function pageSizeFindings(t: TextFacts, profile: TFilingProfile): TFilingFinding[] {
  const rule = ruleOf(profile, "page_size");
  const legal = t.sizes.filter((p) => isSize(p.width, p.height, LEGAL)).map((p) => p.page);
  const odd = t.sizes
    .filter((p) => !isSize(p.width, p.height, LETTER) && !isSize(p.width, p.height, LEGAL))
    .map((p) => p.page);
  const inches = (page: number) => {
    const p = t.sizes.find((s) => s.page === page)!;
    return `${Math.round((p.width / 72) * 10) / 10} × ${Math.round((p.height / 72) * 10) / 10} in`;
  };
  return [
    ...(rule?.value === "keep-legal"
      ? []
      : perRun(legal, (where) => ({
          rule: "page-size",
          severity: rule?.value === "scale-to-letter" ? "blocker" : "warning",
          message: `${capitalised(where)} ${where.startsWith("pages") ? "are" : "is"} legal size (8.5 × 14 in); ${rule ? "this court takes Letter pages" : "most e-filing systems take Letter pages"}.`,
          source: citation(rule),
          fix: "Scale these pages to Letter (8.5 × 11 in) before filing.",
          action: null,
        }))),
    ...perRun(odd, (where, first) => ({
      rule: "page-size",
      severity: "warning",
      message: `${capitalised(where)} ${where.startsWith("pages") ? "are" : "is"} ${inches(first)}, not Letter${rule?.value === "keep-legal" ? " or Legal" : ""}.`,
      source: citation(rule),
      fix: "Scale these pages to Letter (8.5 × 11 in); building the binder here does it.",
      action: null,
    })),
  ];
}
