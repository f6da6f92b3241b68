// The filing check's text pass in two steps (issue 36, speed): every page's plain text (`pdftotext -raw`, a third
// less of poppler's work than -bbox and a sixteenth of its output to parse) says which pages have text and what
// personal data they hold; word boxes (`pdftotext -bbox`) are read only for the pages where a rule needs positions.
// Page sizes come from `pdfinfo -box` (the media box poppler's -bbox reports), which costs almost nothing.
import { readPageTexts } from "../redact/page-text.ts";
import { runTool } from "../tools/run.ts";
import { eachRangeAtOnce, readWords } from "./text.ts";
import type { PageText } from "./text.ts";

/** A page's size in points, as `pdftotext -bbox` gives it (the media box, before the page's rotation). */
export interface PageSize {
  width: number;
  height: number;
}

/**
 * Every page's media box size, from poppler's own `pdfinfo -box` (so the count agrees with pdftotext's), or null
 * when pdfinfo cannot tell for every page (a password, a page tree it reads only in part): the caller then reads
 * every page's words as before. pdfinfo prints two decimals, -bbox six; the rules compare sizes with 3 points of
 * slack and print tenths of an inch, so the difference (at most 0.005 point) never shows.
 */
export async function popplerPageSizes(path: string): Promise<PageSize[] | null> {
  let count: number | null = null;
  let inOrder = true;
  const sizes: PageSize[] = [];
  const box = /^Page\s+(\d+) MediaBox:\s+([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s*$/;
  // A line at a time: the listing is five boxes a page, over a megabyte for a few thousand pages.
  const result = await runTool("pdfinfo", ["-box", "-f", "1", "-l", "2147483647", path], {
    timeoutMs: 60_000,
    onStdoutLine: (line) => {
      const m = box.exec(line);
      if (m) {
        if (Number(m[1]) !== sizes.length + 1) inOrder = false;
        sizes.push({ width: Number(m[4]) - Number(m[2]), height: Number(m[5]) - Number(m[3]) });
        return;
      }
      const pages = /^Pages:\s+(\d+)\s*$/.exec(line);
      if (pages) count = Number(pages[1]);
    },
  });
  if (result.code !== 0 || !inOrder || sizes.length === 0 || sizes.length !== count) return null;
  return sizes;
}

/** What the plain-text step learns: the pages with any text, and each such page's text handed to `onText`. */
export async function readPlainText(
  path: string,
  name: string,
  onText: (page: number, text: string) => void,
  splitFrom?: number,
): Promise<Set<number>> {
  const withText = new Set<number>();
  await readPageTexts(
    path,
    name,
    (page, text) => {
      // A page whose plain text is blank has no words in -bbox either (both come from the same characters).
      if (!/\S/.test(text)) return;
      withText.add(page);
      onText(page, text);
    },
    splitFrom,
  );
  return withText;
}

/**
 * Pages between two wanted ones that a run reads through rather than starting another: a pdftotext run of a
 * 1,000-page file costs about 15 ms before its first page (the cross-reference table, the page tree), a page about
 * 1.6 ms (measured on the bench's mix). Copying the pages out with qpdf first, as verification does for a few pages
 * of a long file, costs 0.2–0.4 s of processor time for the copy alone there.
 */
const WORD_GAP = 8;

/** The runs of pages one pdftotext reads each: consecutive wanted pages, joined across gaps of WORD_GAP or fewer. */
export function wordRuns(pages: readonly number[]): [number, number][] {
  const out: [number, number][] = [];
  for (const page of [...new Set(pages)].sort((a, b) => a - b)) {
    const last = out.at(-1);
    if (last && page - last[1] - 1 <= WORD_GAP) last[1] = page;
    else out.push([page, page]);
  }
  return out;
}

/**
 * The word boxes of `pages` (those with text that a rule needs positions on), each page once and numbered in the
 * file, to `onPage`: their runs (wordRuns) read by two pdftotext processes at once; the pages a run reads through are
 * let go.
 */
export async function readWordsOf(
  path: string,
  name: string,
  pages: Iterable<number>,
  onPage: (page: PageText) => void,
): Promise<void> {
  const wanted = new Set(pages);
  const ranges = wordRuns([...wanted]).map(([from, to]) => ["-f", String(from), "-l", String(to)]);
  await eachRangeAtOnce(ranges, (range, first) =>
    readWords(
      path,
      name,
      (page) => {
        const number = page.page + first - 1;
        if (wanted.has(number)) onPage({ ...page, page: number });
      },
      range,
    ),
  );
}
