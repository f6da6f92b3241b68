// The filing check (issue 36): each file meant for filing, read from disk by qpdf and poppler in their own processes,
// against a court's filing profile; what the clerk would refuse is a blocker, what is worth fixing a warning, each
// with the rule's citation and the fix in plain words. Deterministic: the same files and profile give the same report.
import { open, stat } from "node:fs/promises";
import type {
  TFilingCheckFile,
  TFilingCheckReport,
  TFilingFinding,
  TFilingProfile,
  TFilingRuleId,
} from "@courtready/contracts";
import { BAND } from "../assemble/layout.ts";
import { EngineError } from "../errors.ts";
import { findPersonalData } from "../kit/personal-data.ts";
import { LOW_DPI, lowResolutionOf, lowResolutionPictures, ranges } from "../kit/quality.ts";
import { runTool } from "../tools/run.ts";
import { checkWords } from "./check-words.ts";
import type { CheckLanguage, CheckWords } from "./check-words.ts";
import { citation, finding, perRun, ruleOf } from "./findings.ts";
import { MB, nameAndSize, pageSizeFindings, searchableFindings, structureFindings } from "./rules.ts";
import type { FilingFile, TextFacts } from "./rules.ts";
import { coveredWords, markInBox, renderPages, clerkRect } from "./render.ts";
import type { Gray } from "./render.ts";
import { readContent } from "./content.ts";
import type { ContentFacts } from "./content.ts";
import { drawnPictures } from "./pictures.ts";
import { readStructure } from "./structure.ts";
import type { StructureFacts } from "./structure.ts";
import { popplerPageSizes, readPlainText, readWordsOf } from "./plain.ts";
import { pageString, readAllWords } from "./text.ts";
import type { PageText } from "./text.ts";

export type { FilingFile } from "./rules.ts";

export interface CheckFilingOptions {
  /** Files checked at once (each runs its own qpdf and poppler processes). Default 2. */
  concurrency?: number;
  /**
   * The findings' words (`message`, `fix`): English (the CLI's and `check --json`'s) unless asked; the kit's report
   * and the server's check of a build (the Filing panel) ask for the person's language.
   */
  language?: CheckLanguage;
  /**
   * From this many pages a file's text is read by two pdftotext processes at once (text.ts SPLIT_FROM); Infinity
   * reads it in one run, as tests do to show both give the same findings.
   */
  textSplitFrom?: number;
  /**
   * How the text is read: "plain" (every page's plain text, word boxes only where a rule needs positions; plain.ts)
   * unless the court has a clerk box on every page, or "words" (every page's word boxes, as before), which tests
   * run beside "plain" to show both give the same report.
   */
  textPath?: "plain" | "words";
}

/** Text this close to the page's foot is the binder's own stamps (page numbers, Bates, sticker), not the page's. */
const STAMP_BAND = BAND + 12;

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

/**
 * Pages between two runs of picture pages that one `pdfimages -list` run reads through rather than starting again:
 * a run costs about as much as a dozen pages read (it opens the file and its cross-reference table again; measured on
 * the bench's 1,000-page mix, 13 ms a run against 0.8 ms a page).
 */
const PICTURE_GAP = 12;

/** Runs of picture pages, joined across gaps of at most PICTURE_GAP pages. */
export function pictureRuns(pages: number[]): [number, number][] {
  const out: [number, number][] = [];
  for (const [from, to] of ranges(pages)) {
    const last = out.at(-1);
    if (last && from - last[1] - 1 <= PICTURE_GAP) last[1] = to;
    else out.push([from, to]);
  }
  return out;
}

/**
 * Low-resolution pictures: read from the content streams (pictures.ts) on the pages that draw a picture, and from
 * `pdfimages -list` over the runs (pictureRuns) of the pages the streams cannot tell about. The pages between that a
 * joined run reads list nothing new but inline images, which the structure pass does not count, so only the picture
 * pages are judged, as before.
 */
async function lowResolution(
  path: string,
  s: StructureFacts,
  content: ContentFacts,
  say: CheckWords,
): Promise<TFilingFinding[]> {
  const { pictures, unknown } = drawnPictures(s.drawing, s.pageStreams, content.drawing, s.drawing.annotated);
  const lists: string[] = [];
  for (const [from, to] of pictureRuns(unknown)) {
    const result = await runTool("pdfimages", ["-list", "-f", `${from}`, "-l", `${to}`, path], {
      timeoutMs: 300_000,
      maxOutputBytes: 64 * MB,
    });
    if (result.code === 0) lists.push(result.stdout);
  }
  const listed = new Set(unknown);
  const low = new Map([
    ...lowResolutionOf(pictures),
    ...[...lowResolutionPictures(lists.join("\n"))].filter(([page]) => listed.has(page)),
  ]);
  // One finding a run of pages (a whole scan at 72 dpi is one line), with the run's lowest resolution.
  const pages = [...low.keys()].sort((a, b) => a - b);
  return perRun(pages, (_, first, last) => ({
    rule: "low-resolution",
    severity: "warning",
    ...say.lowResolution(
      [first, last],
      Math.min(...[...low].filter(([p]) => p >= first && p <= last).map(([, dpi]) => dpi)),
      LOW_DPI,
    ),
    source: null,
    action: null,
  }));
}

/** Checks one file; `envelope` is added by the caller. */
async function checkOne(
  file: FilingFile,
  profile: TFilingProfile,
  say: CheckWords,
  language: CheckLanguage,
  options: CheckFilingOptions,
): Promise<TFilingCheckFile> {
  const bytes = await sizeOf(file);
  if (!(await looksLikePdf(file.path)))
    throw new EngineError("UNSUPPORTED_TYPE", file.name, "this is not a PDF; only PDF files can be filed");
  const findings = nameAndSize(file, bytes, profile, say);
  const firstBox = ruleOf(profile, "clerk_box_first_page");
  const laterBox = ruleOf(profile, "clerk_box_later_pages");
  const t: TextFacts = { sizes: [], withText: new Set(), clerkText: [], personal: [], pageBoxes: new Map() };
  // The text pass needs nothing from the structure, so it starts beside it (the two tools, qpdf and pdftotext, are
  // the check's longest runs); its failure is held until the structure has spoken, whose error names the file first.
  const personal = (page: number, text: string) =>
    personalFacts(text, page, t, profile.personal_data, say, language);
  const words = (page: PageText) => wordFacts(page, t, page.page === 1 ? firstBox?.value : laterBox?.value);
  const readEveryWord = () =>
    readAllWords(
      file.path,
      file.name,
      (page) => {
        t.sizes.push({ page: page.page, width: page.width, height: page.height });
        words(page);
        personal(page.page, pageString(page));
      },
      options.textSplitFrom,
    );
  // A clerk box on every page needs every page's word positions: then the plain text would only be read twice.
  const plain = options.textPath !== "words" && !laterBox;
  const sizes = plain ? popplerPageSizes(file.path) : Promise.resolve(null);
  const text = (
    plain
      ? readPlainText(file.path, file.name, personal, options.textSplitFrom)
      : readEveryWord().then(() => null)
  ).then(
    (withText) => ({ withText, error: null }),
    (error: unknown) => ({ withText: null, error }),
  );
  let s: StructureFacts | undefined;
  try {
    s = await readStructure(file.path, file.name);
  } finally {
    // Never leave pdftotext running behind a thrown error or a locked file.
    if (!s || s.needsPassword) await Promise.all([text, sizes]);
  }
  findings.push(...structureFindings(s, profile, say));
  if (s.needsPassword) return { file: file.name, bytes, pages: 0, findings };

  // The content pass keeps the drawing operators of the picture pages' streams, for the pictures' resolution.
  const pictureStreams = new Set(s.pagesWithImages.flatMap((p) => s.pageStreams[p - 1] ?? []));
  const content = readContent(file.path, s.pageStreams, pictureStreams);
  const lowPictures = content.then((c) => lowResolution(file.path, s, c, say));
  const darkFills = content.then((c) => c.darkPages);
  const textRead = await text;
  // The plain path's word boxes: the pages with text that a rule reads positions on (the picture pages, whether
  // their text lies above the stamps; page 1 for its clerk box). Without every page's size (a file pdfinfo reads
  // only in part) every page's words are read, as the words path does.
  const pageSizes = await sizes;
  let withText = textRead.withText;
  const wordsRead = new Set<number>();
  const readWordsOfTextPages = (pages: number[]) => {
    const wanted = pages.filter((p) => withText?.has(p) && !wordsRead.has(p));
    for (const p of wanted) wordsRead.add(p);
    return readWordsOf(file.path, file.name, wanted, words);
  };
  let textFailure: unknown = textRead.error;
  if (!textFailure && withText) {
    try {
      if (pageSizes) {
        pageSizes.forEach((size, i) => {
          t.sizes.push({ page: i + 1, ...size });
          t.pageBoxes.set(i + 1, { ...size, words: null });
        });
        await readWordsOfTextPages([...(firstBox ? [1] : []), ...s.pagesWithImages]);
      } else {
        t.personal = [];
        withText = null;
        await readEveryWord();
      }
    } catch (error) {
      textFailure = error;
    }
  }
  if (textFailure) {
    await Promise.all([lowPictures, darkFills]);
    throw textFailure;
  }
  inPageOrder(t);
  findings.push(...searchableFindings(s, t, profile, say), ...pageSizeFindings(t, profile, say));

  // Pictures: page 1 for its clerk box; for the later pages' box, the pages that draw a picture or fill a dark area
  // (on the others the words already told); and the pages with words that fill a dark box, to see whether it covers
  // them. Page 1 and the picture pages are known before the content pass has told which pages fill a dark area, so
  // they are drawn beside it (drawing is the check's longest step after the text); whether their words are covered
  // is kept and counts once that pass has named the page.
  const clerkMarks = new Set(t.clerkText);
  const coveredIfDark = new Set<number>();
  const drawn = new Set<number>();
  const judge = (page: number, gray: Gray) => {
    drawn.add(page);
    const box = t.pageBoxes.get(page);
    if (!box) return;
    const clerk = page === 1 ? firstBox?.value : laterBox?.value;
    if (clerk && markInBox(gray, box.width, box.height, clerk)) clerkMarks.add(page);
    if (box.words && coveredWords(gray, box.width, box.height, box.words) > 0) coveredIfDark.add(page);
    box.words = null;
  };
  const images = new Set(s.pagesWithImages);
  const early = [...t.pageBoxes.keys()].filter(
    (p) => (p === 1 && firstBox) || (p > 1 && laterBox && images.has(p)),
  );
  // Settled together, so a failed drawing never leaves the other tools running behind its error.
  const [low, dark, drawing] = await Promise.allSettled([
    lowPictures,
    darkFills,
    renderPages(file.path, file.name, early, judge),
  ]);
  if (drawing.status === "rejected") throw drawing.reason;
  if (low.status === "rejected") throw low.reason;
  if (dark.status === "rejected") throw dark.reason;
  const darkPages = dark.value;
  findings.push(...low.value);
  // The other pages' word boxes are let go now; the dark pages not drawn yet are drawn.
  for (const [p, box] of t.pageBoxes) if (!darkPages.has(p)) box.words = null;
  // On the plain path the dark pages' words are read now, to see whether a dark box covers them.
  await readWordsOfTextPages([...darkPages]);
  const toRender = [...t.pageBoxes.keys()].filter(
    (p) =>
      !drawn.has(p) &&
      ((p === 1 && firstBox) ||
        (p > 1 && laterBox && (images.has(p) || darkPages.has(p))) ||
        t.pageBoxes.get(p)!.words),
  );
  await renderPages(file.path, file.name, toRender, judge);
  const covered = [...coveredIfDark].filter((p) => darkPages.has(p));
  for (const page of [...clerkMarks].sort((a, b) => a - b)) {
    const rule = page === 1 ? firstBox : laterBox;
    if (!rule) continue;
    findings.push(
      finding({
        rule: "clerk-box",
        severity: "blocker",
        page,
        ...say.clerkBox(rule.value.width_in, rule.value.height_in, page),
        source: citation(rule),
      }),
    );
  }
  findings.push(
    ...perRun(covered, (_, first, last) => ({
      rule: "hidden-text-under-box",
      severity: "warning",
      ...say.hiddenText([first, last]),
      source: null,
      action: null,
    })),
    ...t.personal,
  );
  return { file: file.name, bytes, pages: s.pageCount, findings };
}

/**
 * The text facts in page order, as one pdftotext run hands the pages over: the text pass reads two ranges at once, whose
 * pages interleave. Each page's own facts are told together, so a stable sort by page restores the order exactly.
 */
export function inPageOrder(t: TextFacts): void {
  t.sizes.sort((a, b) => a.page - b.page);
  t.clerkText.sort((a, b) => a - b);
  t.personal.sort((a, b) => (a.page ?? 0) - (b.page ?? 0));
  t.pageBoxes = new Map([...t.pageBoxes].sort(([a], [b]) => a - b));
}

/**
 * What one page's words tell the rules: whether it has text above the stamps, text in its clerk box (`box`, when the
 * court has one for that page), and its words' boxes, kept only until the page is drawn. The page's size is the one
 * -bbox measured the words on.
 */
function wordFacts(
  page: PageText,
  t: TextFacts,
  box: { width_in: number; height_in: number } | undefined,
): void {
  if (page.words.some((w) => w.y1 < page.height - STAMP_BAND && w.text.trim().length > 1))
    t.withText.add(page.page);
  if (box) {
    const r = clerkRect(box, page.width);
    if (page.words.some((w) => w.x1 > r.x0 && w.y0 < r.y1)) t.clerkText.push(page.page);
  }
  // Each word's box, four numbers in a row, written straight into the typed array (no array of arrays between).
  let words: Float32Array | null = null;
  if (page.words.length) {
    words = new Float32Array(page.words.length * 4);
    let k = 0;
    for (const w of page.words) {
      words[k++] = w.x0;
      words[k++] = w.y0;
      words[k++] = w.x1;
      words[k++] = w.y1;
    }
  }
  t.pageBoxes.set(page.page, { width: page.width, height: page.height, words });
}

/** The personal data in one page's text, as findings under the court's rule (or FRCP 5.2's, as a warning). */
function personalFacts(
  text: string,
  page: number,
  t: TextFacts,
  personalRules: TFilingProfile["personal_data"],
  say: CheckWords,
  language: CheckLanguage,
): void {
  for (const hit of findPersonalData([text], page, language))
    t.personal.push(
      finding({
        rule: "personal-data",
        // A court that states its personal-data rule refuses (or strikes) a filing that breaks it.
        severity: personalRules.length ? "blocker" : "warning",
        page: hit.page,
        ...say.personalData(
          hit.page,
          hit.masked,
          hit.rule,
          personalRules.map((r) => r.value),
          hit.advice,
        ),
        source: citation(personalRules[0]),
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
  const say = checkWords(options.language);
  const results: TFilingCheckFile[] = new Array<TFilingCheckFile>(files.length);
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const i = next++;
      results[i] = await checkOne(files[i]!, profile, say, options.language ?? "en", options);
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
            ...say.envelope(total, envelope.value),
            source: citation(envelope),
            action: "split",
          }),
        );
        break;
      }
    }
  }
  if (profile.kind === "generic") {
    // The strictest common rules are other courts' rules, not this court's: what breaks them is worth fixing but
    // cannot be said to block filing here. Only what no e-filing system takes (a locked file, scripts) still does.
    for (const result of results)
      result.findings = result.findings.map((f) =>
        f.severity === "blocker" && !ALWAYS_BLOCKS.has(f.rule) ? { ...f, severity: "warning" } : f,
      );
  }
  return { court: profile.court, profile: profile.kind, files: results };
}

/** Findings that block filing under any profile, the generic one too. */
const ALWAYS_BLOCKS: ReadonlySet<TFilingRuleId> = new Set(["encrypted", "javascript"]);
