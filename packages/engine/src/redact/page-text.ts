// What verification reads with poppler (issue 43), at the cost a 1,000-page binder allows: the word boxes of only the
// pages that hold a redaction box (one `pdftotext -bbox` of those pages), and the plain text of
// every page in content order (`pdftotext -raw`, half the work of -bbox and none of its XHTML to parse), a page at
// a time and a long file's page ranges by two processes at once, for the search of each redacted value.
import path from "node:path";
import {
  eachRangeAtOnce,
  popplerPageCount,
  readWords,
  SPLIT_FROM,
  textRanges,
  throwIfTextUnread,
} from "../check/text.ts";
import type { PageText } from "../check/text.ts";
import { EngineError } from "../errors.ts";
import { runTool, withTempDir } from "../tools/run.ts";

/** Extra pages read rather than copying the wanted ones out: a page more costs poppler about 2 ms, a copy 100. */
const SPARE_PAGES = 8;

/**
 * The words of `pages` of the PDF at `file`, each page handed to `onPage` with its own number. Pages far apart are
 * first copied into one small PDF by qpdf (content, resources and boxes as they are) and read in one pdftotext run:
 * a pdftotext per page parses the whole file's cross-reference table each time, 50 pages of a 1,000-page binder
 * cost a second of processor time that way and a quarter of it this way.
 */
export async function readWordsOfPages(
  file: string,
  name: string,
  pages: readonly number[],
  onPage: (page: PageText) => void,
): Promise<void> {
  const sorted = [...new Set(pages)].filter((p) => Number.isInteger(p) && p >= 1).sort((a, b) => a - b);
  if (!sorted.length) return;
  const first = sorted[0]!;
  const last = sorted.at(-1)!;
  if (last - first + 1 <= sorted.length + SPARE_PAGES) {
    const wanted = new Set(sorted);
    // pdftotext numbers the pages it prints from 1; the run's first page is what that 1 is.
    await readWords(
      file,
      name,
      (page) => {
        const number = first + page.page - 1;
        if (wanted.has(number)) onPage({ ...page, page: number });
      },
      ["-f", String(first), "-l", String(last)],
    );
    return;
  }
  await withTempDir("redact-pages", async (dir) => {
    const copy = path.join(dir, "pages.pdf");
    const made = await runTool("qpdf", [file, "--pages", file, sorted.join(","), "--", copy], {
      timeoutMs: 120_000,
    });
    if (made.missing) throw new EngineError("TOOL_MISSING", name, "qpdf is not installed");
    // qpdf exits 3 for warnings on a file it still wrote whole.
    if (made.code !== 0 && made.code !== 3)
      throw new EngineError("PDF_DAMAGED", name, "the redacted copy's pages could not be read back");
    await readWords(copy, name, (page) => {
      const number = sorted[page.page - 1];
      if (number !== undefined) onPage({ ...page, page: number });
    });
  });
}

/**
 * The text of every page of the PDF at `file` in the order its content draws it, to `onPage` (1-based) once each
 * page ends; letters and digits are what the callers compare, so reading order does not matter. From `splitFrom`
 * pages two pdftotext processes read ranges of pages at once (check/text.ts textRanges), so pages may arrive out of
 * order; Infinity reads in one run.
 */
export async function readPageTexts(
  file: string,
  name: string,
  onPage: (page: number, text: string) => void,
  splitFrom = SPLIT_FROM,
): Promise<void> {
  const ranges = textRanges(splitFrom === Infinity ? null : await popplerPageCount(file), splitFrom);
  await eachRangeAtOnce(ranges, async (range, first) => {
    let page = first;
    let text = "";
    const result = await runTool("pdftotext", ["-raw", "-enc", "UTF-8", ...range, file, "-"], {
      timeoutMs: 300_000,
      maxOutputBytes: 64 * 1024,
      // pdftotext ends each page with a form feed; a page's first line follows it on the same line.
      onStdoutLine: (line) => {
        const parts = line.split("\f");
        text += `${parts[0]}\n`;
        for (const part of parts.slice(1)) {
          onPage(page++, text);
          text = `${part}\n`;
        }
      },
    });
    throwIfTextUnread(result, name);
    if (text.trim()) onPage(page, text);
  });
}
