// The filing check's text pass: poppler's `pdftotext -bbox` lists every word with its box, a page at a time; this
// reads it as it streams and hands each page's words to the rules, so only one page is ever held.
import { EngineError } from "../errors.ts";
import { runTool } from "../tools/run.ts";
import type { RunResult } from "../tools/run.ts";

/** A word and its box in points from the page's top-left corner, as the page is shown (rotation applied). */
export interface Word {
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface PageText {
  /** 1-based. */
  page: number;
  width: number;
  height: number;
  words: Word[];
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function unescapeXml(text: string): string {
  // Most words hold no entity: no pattern run for them (the text pass reads every word of the file).
  if (!text.includes("&")) return text;
  return text.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);/gi, (whole, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X"))
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

const PAGE = /^\s*<page width="([\d.]+)" height="([\d.]+)">/;
const WORD = /^\s*<word xMin="([-\d.]+)" yMin="([-\d.]+)" xMax="([-\d.]+)" yMax="([-\d.]+)">(.*)<\/word>/;

/** Turns pdftotext's -bbox lines into pages; `page` is called once per page, in order. */
export class BboxReader {
  private current: PageText | null = null;
  private count = 0;
  constructor(private readonly onPage: (page: PageText) => void) {}

  line(line: string): void {
    const word = WORD.exec(line);
    if (word && this.current) {
      this.current.words.push({
        text: unescapeXml(word[5]!),
        x0: Number(word[1]),
        y0: Number(word[2]),
        x1: Number(word[3]),
        y1: Number(word[4]),
      });
      return;
    }
    const page = PAGE.exec(line);
    if (page) {
      this.count += 1;
      this.current = { page: this.count, width: Number(page[1]), height: Number(page[2]), words: [] };
      return;
    }
    if (this.current && /<\/page>/.test(line)) {
      const done = this.current;
      this.current = null;
      this.onPage(done);
    }
  }
}

/** A page's words as text, a line break where the words move down the page (for the personal-data scan). */
export function pageString(page: PageText): string {
  let out = "";
  let lastY = Number.NaN;
  for (const w of page.words) {
    if (out) out += Math.abs(w.y0 - lastY) > 2 ? "\n" : " ";
    out += w.text;
    lastY = w.y0;
  }
  return out;
}

/**
 * Streams `pdftotext -bbox` of the file at `path` to `onPage`.
 * @throws EngineError TOOL_MISSING without poppler-utils, TOOL_TIMEOUT, PDF_DAMAGED when poppler cannot read it.
 */
export async function readWords(
  path: string,
  name: string,
  onPage: (page: PageText) => void,
  /** More pdftotext arguments: `["-f", "3", "-l", "9"]` reads pages 3 to 9 (handed over numbered from 1). */
  extra: readonly string[] = [],
): Promise<void> {
  let failure: unknown = null;
  const reader = new BboxReader((page) => {
    if (failure) return;
    try {
      onPage(page);
    } catch (error) {
      failure = error;
    }
  });
  const result = await runTool("pdftotext", ["-bbox", "-enc", "UTF-8", ...extra, path, "-"], {
    timeoutMs: 300_000,
    maxOutputBytes: 64 * 1024,
    onStdoutLine: (line) => reader.line(line),
  });
  if (failure) throw failure;
  throwIfTextUnread(result, name);
}

/**
 * From this many pages, poppler's text is read by two processes at once: on two cores the text pass (the check's
 * and verification's longest program) then takes about half its time. Below it, a second process's start (about
 * 10 ms, and poppler parsing the file's cross-reference table again) is not worth it.
 */
export const SPLIT_FROM = 100;

/** Programs reading a file's text at once: the machine this serves has two cores. */
const AT_ONCE = 2;

/**
 * Pages a range holds, about: the file is cut into ranges that two processes take in turn, so a dense half (a book's
 * text before a run of scans) does not leave one process working alone. Measured on the bench's 1,000-page mix, its
 * quarters cost poppler 0.51, 0.56, 0.47 and 0.11 s; a range's own start costs a few milliseconds.
 */
const RANGE_PAGES = 125;

/**
 * The page count poppler itself sees (`pdfinfo`, the library pdftotext reads with, so the two agree on a repaired
 * file where qpdf might not), or null when it cannot tell (a password, a file it cannot open): then the text is
 * read in one run, which names the failure as before.
 */
export async function popplerPageCount(path: string): Promise<number | null> {
  const result = await runTool("pdfinfo", [path], { timeoutMs: 60_000 });
  if (result.code !== 0) return null;
  const pages = /^Pages:\s+(\d+)\s*$/m.exec(result.stdout);
  return pages ? Number(pages[1]) : null;
}

/**
 * pdftotext's page arguments for the ranges a file of `count` pages is read in: the whole file below `splitFrom`
 * pages, else ranges of about RANGE_PAGES (two at least), the last open-ended (to poppler's last page) so no page
 * can fall outside them.
 */
export function textRanges(count: number | null, splitFrom = SPLIT_FROM): string[][] {
  if (count === null || count < splitFrom || count < 2) return [[]];
  const parts = Math.max(AT_ONCE, Math.round(count / RANGE_PAGES));
  const size = Math.ceil(count / parts);
  const out: string[][] = [];
  for (let first = 1; first <= count; first += size)
    out.push(
      first + size > count ? ["-f", String(first)] : ["-f", String(first), "-l", String(first + size - 1)],
    );
  return out;
}

/** The first page a range of textRanges reads (pdftotext numbers its output from 1 whatever -f says). */
export function firstPageOf(range: readonly string[]): number {
  return range[0] === "-f" ? Number(range[1]) : 1;
}

/**
 * Runs `read` over the ranges, AT_ONCE at a time, each taken by whichever process is free. After a failure no
 * range starts, and every running one is waited for (none left behind an error); the failure of the earliest range
 * is thrown, the one a single run would have met first.
 */
export async function eachRangeAtOnce(
  ranges: readonly (readonly string[])[],
  read: (range: readonly string[], first: number) => Promise<void>,
): Promise<void> {
  const failures: { index: number; error: unknown }[] = [];
  let next = 0;
  const worker = async () => {
    while (next < ranges.length && !failures.length) {
      const index = next++;
      const range = ranges[index]!;
      try {
        await read(range, firstPageOf(range));
      } catch (error) {
        failures.push({ index, error });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, ranges.length) }, worker));
  if (failures.length) throw failures.sort((a, b) => a.index - b.index)[0]!.error;
}

/**
 * `readWords` of every page, over two processes at once from `splitFrom` pages (textRanges). Pages reach `onPage`
 * numbered in the file but not in order (two ranges interleave): a caller that needs them in order sorts.
 */
export async function readAllWords(
  path: string,
  name: string,
  onPage: (page: PageText) => void,
  splitFrom = SPLIT_FROM,
): Promise<void> {
  const ranges = textRanges(splitFrom === Infinity ? null : await popplerPageCount(path), splitFrom);
  await eachRangeAtOnce(ranges, (range, first) =>
    readWords(path, name, (page) => onPage({ ...page, page: page.page + first - 1 }), range),
  );
}

/** A pdftotext run's failure as the engine's error: not installed, too slow, or a file poppler cannot read. */
export function throwIfTextUnread(result: RunResult, name: string): void {
  if (result.missing)
    throw new EngineError("TOOL_MISSING", name, "pdftotext is not installed (poppler-utils)");
  if (result.timedOut) throw new EngineError("TOOL_TIMEOUT", name, "reading the PDF's text took too long");
  if (result.code !== 0)
    throw new EngineError(
      "PDF_DAMAGED",
      name,
      "this PDF's text cannot be read; make it again from the original",
    );
}
