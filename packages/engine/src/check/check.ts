// The filing check (issue 36): each file meant for filing, read from disk by qpdf and poppler in their own processes,
// against a court's filing profile; what the clerk would refuse is a blocker, what is worth fixing a warning, each
// with the rule's citation and the fix in plain words. Deterministic: the same files and profile give the same report.
import { open, stat } from "node:fs/promises";
import type {
  TFilingCheckFile,
  TFilingCheckReport,
  TFilingFinding,
  TFilingProfile,
} from "@courtready/contracts";
import { BAND } from "../assemble/layout.ts";
import { EngineError } from "../errors.ts";
import { findPersonalData } from "../kit/personal-data.ts";
import { LOW_DPI, lowResolutionPictures, megabytes, ranges } from "../kit/quality.ts";
import { runTool } from "../tools/run.ts";
import { citation, finding, pageList, perRun, ruleOf } from "./findings.ts";
import { coveredWords, markInBox, renderPages, clerkRect } from "./render.ts";
import type { Gray } from "./render.ts";
import { pagesWithDarkFills } from "./content.ts";
import { readStructure } from "./structure.ts";
import type { StructureFacts } from "./structure.ts";
import { pageString, readWords } from "./text.ts";
import type { PageText } from "./text.ts";

export interface FilingFile {
  /** The name the person knows (and the court's file-name rule reads). */
  name: string;
  path: string;
}

export interface CheckFilingOptions {
  /** Files checked at once (each runs its own qpdf and poppler processes). Default 2. */
  concurrency?: number;
}

const MB = 1024 * 1024;
/** Points a page size may differ from Letter or Legal and still be one (rounding in the files' boxes). */
const SIZE_SLACK = 3;
/** Text this close to the page's foot is the binder's own stamps (page numbers, Bates, sticker), not the page's. */
const STAMP_BAND = BAND + 12;

/** What the text pass learns page by page, kept small: page numbers and counts, never the pages' words. */
interface TextFacts {
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

/** The file's header says PDF (within the first 1,024 bytes, as readers allow). */
async function looksLikePdf(path: string): Promise<boolean> {
  const handle = await open(path, "r");
  try {
    const head = Buffer.alloc(1024);
    const { bytesRead } = await handle.read(head, 0, 1024, 0);
    return head.subarray(0, bytesRead).includes("%PDF-");
  } finally {
    await handle.close();
  }
}

async function sizeOf(file: FilingFile): Promise<number> {
  try {
    const s = await stat(file.path);
    if (!s.isFile()) throw new EngineError("UNSUPPORTED_TYPE", file.name, "this is a folder, not a file");
    return s.size;
  } catch (error) {
    if (error instanceof EngineError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    throw new EngineError(
      "UNSUPPORTED_TYPE",
      file.name,
      code === "ENOENT" ? "no such file" : `cannot be read (${code ?? "error"})`,
    );
  }
}

/** Findings about the file as a whole that need no reading: its name and size. */
function nameAndSize(file: FilingFile, bytes: number, profile: TFilingProfile): TFilingFinding[] {
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
function structureFindings(s: StructureFacts, profile: TFilingProfile): TFilingFinding[] {
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
  for (const font of s.unembeddedFonts)
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

/** Pages without a text layer (a picture and no words above the stamp band). */
function searchableFindings(s: StructureFacts, t: TextFacts, profile: TFilingProfile): TFilingFinding[] {
  const rule = ruleOf(profile, "searchable_required");
  const pages = s.pagesWithImages.filter((p) => !t.withText.has(p));
  return perRun(pages, (where) => ({
    rule: "not-searchable",
    severity: rule?.value ? "blocker" : "warning",
    message: `${where[0]!.toUpperCase()}${where.slice(1)} ${where.startsWith("pages") ? "have" : "has"} no searchable text (a scan or a picture of text).`,
    source: citation(rule),
    fix: "Run text recognition (OCR) on these pages.",
    action: "ocr",
  }));
}

function pageSizeFindings(t: TextFacts, profile: TFilingProfile): TFilingFinding[] {
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
          message: `${where} ${where.startsWith("pages") ? "are" : "is"} legal size (8.5 × 14 in); ${rule ? "this court takes Letter pages" : "most e-filing systems take Letter pages"}.`,
          source: citation(rule),
          fix: "Scale these pages to Letter (8.5 × 11 in) before filing.",
          action: null,
        }))),
    ...perRun(odd, (where, first) => ({
      rule: "page-size",
      severity: "warning",
      message: `${where} ${where.startsWith("pages") ? "are" : "is"} ${inches(first)}, not Letter${rule?.value === "keep-legal" ? " or Legal" : ""}.`,
      source: citation(rule),
      fix: "Scale these pages to Letter (8.5 × 11 in); building the binder here does it.",
      action: null,
    })),
  ];
}

/** Low-resolution pictures, from `pdfimages -list` over the pages that draw a picture. */
async function lowResolution(path: string, pagesWithImages: number[]): Promise<TFilingFinding[]> {
  const lists: string[] = [];
  for (const [from, to] of ranges(pagesWithImages)) {
    const result = await runTool("pdfimages", ["-list", "-f", `${from}`, "-l", `${to}`, path], {
      timeoutMs: 300_000,
      maxOutputBytes: 64 * MB,
    });
    if (result.code === 0) lists.push(result.stdout);
  }
  const low = lowResolutionPictures(lists.join("\n"));
  // One finding a run of pages (a whole scan at 72 dpi is one line), with the run's lowest resolution.
  return perRun([...low.keys()], (where, first, last) => ({
    rule: "low-resolution",
    severity: "warning",
    message: `The pictures on ${where} are as low as ${Math.min(...[...low].filter(([p]) => p >= first && p <= last).map(([, dpi]) => dpi))} dpi, under ${LOW_DPI} dpi, and may print blurry.`,
    source: null,
    fix: "Scan these pages again at 300 dpi, or use a sharper photo.",
    action: null,
  }));
}

/** Checks one file; `envelope` is added by the caller. */
async function checkOne(file: FilingFile, profile: TFilingProfile): Promise<TFilingCheckFile> {
  const bytes = await sizeOf(file);
  if (!(await looksLikePdf(file.path)))
    throw new EngineError("UNSUPPORTED_TYPE", file.name, "this is not a PDF; only PDF files can be filed");
  const findings = nameAndSize(file, bytes, profile);
  const s = await readStructure(file.path, file.name);
  findings.push(...structureFindings(s, profile));
  if (s.needsPassword) return { file: file.name, bytes, pages: 0, findings };

  const firstBox = ruleOf(profile, "clerk_box_first_page");
  const laterBox = ruleOf(profile, "clerk_box_later_pages");
  const t: TextFacts = { sizes: [], withText: new Set(), clerkText: [], personal: [], pageBoxes: new Map() };
  const [, low, darkPages] = await Promise.all([
    readWords(file.path, file.name, (page) =>
      textFacts(page, t, firstBox?.value, laterBox?.value, profile.personal_data),
    ),
    lowResolution(file.path, s.pagesWithImages),
    pagesWithDarkFills(file.path, s.pageStreams),
  ]);
  findings.push(...searchableFindings(s, t, profile), ...pageSizeFindings(t, profile), ...low);

  // Pictures: page 1 for its clerk box; for the later pages' box, the pages that draw a picture or fill a dark area
  // (on the others the words already told); and the pages with words that fill a dark box, to see whether it covers
  // them. The other pages' word boxes are let go now.
  for (const [p, box] of t.pageBoxes) if (!darkPages.has(p)) box.words = null;
  const images = new Set(s.pagesWithImages);
  const toRender = [...t.pageBoxes.keys()].filter(
    (p) =>
      (p === 1 && firstBox) ||
      (p > 1 && laterBox && (images.has(p) || darkPages.has(p))) ||
      t.pageBoxes.get(p)!.words,
  );
  const clerkMarks = new Set(t.clerkText);
  const covered: number[] = [];
  await renderPages(file.path, file.name, toRender, (page, gray: Gray) => {
    const box = t.pageBoxes.get(page);
    if (!box) return;
    const clerk = page === 1 ? firstBox?.value : laterBox?.value;
    if (clerk && markInBox(gray, box.width, box.height, clerk)) clerkMarks.add(page);
    if (box.words && coveredWords(gray, box.width, box.height, box.words) > 0) covered.push(page);
    box.words = null;
  });
  for (const page of [...clerkMarks].sort((a, b) => a - b)) {
    const rule = page === 1 ? firstBox : laterBox;
    if (!rule) continue;
    findings.push(
      finding({
        rule: "clerk-box",
        severity: "blocker",
        page,
        message: `Something is printed in the clerk's ${rule.value.width_in} × ${rule.value.height_in} in space at the top right of page ${page}, which the court keeps blank for its stamp.`,
        source: citation(rule),
        fix: "Move or shrink the page's content so the top-right corner is empty (building the binder here does it).",
      }),
    );
  }
  findings.push(
    ...perRun(covered, (where) => ({
      rule: "hidden-text-under-box",
      severity: "warning",
      message: `On ${where}, text is covered by a black box but can still be copied out of the file: the redaction does not hide it.`,
      source: null,
      fix: "Redact with a tool that removes the text underneath (or print to paper and scan), then check again.",
      action: null,
    })),
    ...t.personal,
  );
  return { file: file.name, bytes, pages: s.pageCount, findings };
}

/** What one page of text tells the rules; the words are kept only until the page is drawn, and only when needed. */
function textFacts(
  page: PageText,
  t: TextFacts,
  firstBox: { width_in: number; height_in: number } | undefined,
  laterBox: { width_in: number; height_in: number } | undefined,
  personalRules: TFilingProfile["personal_data"],
): void {
  t.sizes.push({ page: page.page, width: page.width, height: page.height });
  const own = page.words.filter((w) => w.y1 < page.height - STAMP_BAND && w.text.trim().length > 1);
  if (own.length) t.withText.add(page.page);
  const box = page.page === 1 ? firstBox : laterBox;
  if (box) {
    const r = clerkRect(box, page.width);
    if (page.words.some((w) => w.x1 > r.x0 && w.y0 < r.y1)) t.clerkText.push(page.page);
  }
  t.pageBoxes.set(page.page, {
    width: page.width,
    height: page.height,
    words: page.words.length ? Float32Array.from(page.words.flatMap((w) => [w.x0, w.y0, w.x1, w.y1])) : null,
  });
  for (const hit of findPersonalData([pageString(page)], page.page))
    t.personal.push(
      finding({
        rule: "personal-data",
        // A court that states its personal-data rule refuses (or strikes) a filing that breaks it.
        severity: personalRules.length ? "blocker" : "warning",
        page: hit.page,
        message: `Page ${hit.page} may show personal data the court rules keep out of public filings (${hit.masked}, ${hit.rule}${personalRules.length ? `; this court applies ${personalRules.map((r) => r.value).join(", ")}` : ""}).`,
        source: citation(personalRules[0]),
        fix: hit.advice,
      }),
    );
}

/**
 * Checks each file against the court's profile. Files are read from disk by path (qpdf and poppler in their own
 * processes, their output streamed), so memory does not follow a file's size.
 * @throws EngineError naming the file when one is missing, unreadable or not a PDF (the CLI's exit 2).
 * @example const report = await checkFiling([{ name: "binder.pdf", path: "out/binder.pdf" }], profile);
 */
export async function checkFiling(
  files: FilingFile[],
  profile: TFilingProfile,
  options: CheckFilingOptions = {},
): Promise<TFilingCheckReport> {
  const results: TFilingCheckFile[] = new Array<TFilingCheckFile>(files.length);
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const i = next++;
      results[i] = await checkOne(files[i]!, profile);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 2) }, worker));
  // The envelope: every file filed together; the file that takes the sum over the limit carries the finding.
  const envelope = ruleOf(profile, "max_envelope_mb");
  if (envelope) {
    let total = 0;
    for (const result of results) {
      total += result.bytes;
      if (total > envelope.value * MB) {
        result.findings.push(
          finding({
            rule: "envelope-size",
            severity: "blocker",
            page: null,
            message: `Together the files come to ${megabytes(total)} by this one, over the court's limit of ${envelope.value} MB for one filing.`,
            source: citation(envelope),
            fix: "File the rest in a second filing, or split the binder into smaller volumes.",
            action: "split",
          }),
        );
        break;
      }
    }
  }
  return { court: profile.court, profile: profile.kind, files: results };
}
