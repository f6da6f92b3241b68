// The filing check's rules that read facts already gathered (the file's name and size, the structure pass, the text
// pass's page sizes and text), each turned into findings with the profile's citation. check.ts gathers the facts.
import type { TFilingFinding, TFilingProfile } from "@courtready/contracts";
import { CHECK_WORDS_EN } from "./check-words.ts";
import type { CheckWords, Said, Where } from "./check-words.ts";
import { citation, finding, perRun, ruleOf } from "./findings.ts";
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
export function nameAndSize(
  file: FilingFile,
  bytes: number,
  profile: TFilingProfile,
  say: CheckWords = CHECK_WORDS_EN,
): TFilingFinding[] {
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
          ...say.fileName(file.name, nameRule.value.description),
          source: citation(nameRule),
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
        ...say.fileSize(bytes, sizeRule.value),
        source: citation(sizeRule),
        action: "split",
      }),
    );
  return out;
}

/** The rules the structure pass answers: encryption, scripts, attachments, forms, media, links, fonts, bookmarks. */
export function structureFindings(
  s: StructureFacts,
  profile: TFilingProfile,
  say: CheckWords = CHECK_WORDS_EN,
): TFilingFinding[] {
  const out: TFilingFinding[] = [];
  if (s.encrypted)
    out.push(
      finding({
        rule: "encrypted",
        severity: "blocker",
        page: null,
        ...say.encrypted(s.needsPassword),
        source: null,
      }),
    );
  // The whole-file finding keeps the key order it always had (message, source, fix, action, then page).
  const whole = (
    hits: { pages: number[]; document: boolean },
    make: (where: Where) => Omit<TFilingFinding, "page">,
  ) =>
    hits.pages.length
      ? perRun(hits.pages, (_, first, last) => make([first, last]))
      : hits.document
        ? [{ ...make(null), page: null }]
        : [];
  const shaped = (
    rule: TFilingFinding["rule"],
    severity: TFilingFinding["severity"],
    said: Said,
    source: string | null,
    action: TFilingFinding["action"],
  ): Omit<TFilingFinding, "page"> => ({
    rule,
    severity,
    message: said.message,
    source,
    fix: said.fix,
    action,
  });
  out.push(
    ...whole(s.javascript, (where) => shaped("javascript", "blocker", say.javascript(where), null, null)),
    ...whole(s.embeddedFiles, (where) =>
      shaped("embedded-file", "blocker", say.embeddedFile(where), null, null),
    ),
  );
  const forms = ruleOf(profile, "forms_flattened");
  out.push(
    ...whole(s.formFields, (where) =>
      shaped(
        "form-fields",
        forms?.value ? "blocker" : "warning",
        say.formFields(where, forms?.value === true),
        citation(forms),
        "flatten",
      ),
    ),
    ...whole(s.richMedia, (where) => shaped("rich-media", "warning", say.richMedia(where), null, null)),
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
        ...say.linksNone(linked),
        source: citation(links),
      }),
    );
  else if (s.externalLinks.length)
    out.push(
      finding({
        rule: "links",
        severity: "warning",
        page: s.externalLinks[0]!,
        ...say.linksExternal(s.externalLinks),
        source: citation(links),
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
        ...say.fontNotEmbedded(font.name),
        source: null,
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
        ...say.bookmarks,
        source: citation(bookmarks),
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
  say: CheckWords = CHECK_WORDS_EN,
): TFilingFinding[] {
  const rule = ruleOf(profile, "searchable_required");
  const read = new Set(s.pagesReadByOcr);
  const pages = s.pagesWithImages.filter((p) => !t.withText.has(p));
  return [
    ...perRun(
      pages.filter((p) => !read.has(p)),
      (_, first, last) => ({
        rule: "not-searchable",
        severity: rule?.value ? "blocker" : "warning",
        ...say.notSearchable([first, last]),
        source: citation(rule),
        action: "ocr",
      }),
    ),
    ...perRun(
      pages.filter((p) => read.has(p)),
      (_, first, last) => ({
        rule: "not-searchable",
        severity: "warning",
        ...say.pictureWithoutWords([first, last]),
        source: citation(rule),
        action: null,
      }),
    ),
  ];
}

export function pageSizeFindings(
  t: TextFacts,
  profile: TFilingProfile,
  say: CheckWords = CHECK_WORDS_EN,
): TFilingFinding[] {
  const rule = ruleOf(profile, "page_size");
  const legal = t.sizes.filter((p) => isSize(p.width, p.height, LEGAL)).map((p) => p.page);
  const odd = t.sizes
    .filter((p) => !isSize(p.width, p.height, LETTER) && !isSize(p.width, p.height, LEGAL))
    .map((p) => p.page);
  const inches = (page: number) => {
    const p = t.sizes.find((s) => s.page === page)!;
    return `${Math.round((p.width / 72) * 10) / 10} × ${Math.round((p.height / 72) * 10) / 10}`;
  };
  return [
    ...(rule?.value === "keep-legal"
      ? []
      : perRun(legal, (_, first, last) => ({
          rule: "page-size",
          severity: rule?.value === "scale-to-letter" ? "blocker" : "warning",
          ...say.legalSize([first, last], rule !== null),
          source: citation(rule),
          action: null,
        }))),
    ...perRun(odd, (_, first, last) => ({
      rule: "page-size",
      severity: "warning",
      ...say.oddSize([first, last], inches(first), rule?.value === "keep-legal"),
      source: citation(rule),
      action: null,
    })),
  ];
}
