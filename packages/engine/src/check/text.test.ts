// The text pass read in page ranges by two processes at once (issue 36/43 speed): the ranges cover every page once,
// the words come back under their own page numbers, exactly as one pdftotext run reads them, and a failure is the
// single run's failure.
import { describe, expect, it } from "vitest";
import { EngineError } from "../errors.ts";
import { corpusPath } from "../testing/corpus.ts";
import { eachRangeAtOnce, firstPageOf, popplerPageCount, readAllWords, textRanges } from "./text.ts";
import type { PageText } from "./text.ts";

async function pagesOf(relative: string, splitFrom: number): Promise<PageText[]> {
  const pages: PageText[] = [];
  await readAllWords(corpusPath(relative), relative, (p) => pages.push(p), splitFrom);
  return pages.sort((a, b) => a.page - b.page);
}

describe("textRanges", () => {
  it("reads a short file, or one poppler cannot count, in one run", () => {
    expect(textRanges(null)).toEqual([[]]);
    expect(textRanges(99)).toEqual([[]]);
    expect(textRanges(1, 1)).toEqual([[]]);
  });

  it("cuts a long file into ranges that cover every page once, the last open-ended", () => {
    for (const count of [2, 3, 100, 101, 999, 1000, 5000]) {
      const ranges = textRanges(count, 2);
      expect(ranges.length).toBeGreaterThanOrEqual(2);
      let expected = 1;
      for (const [i, range] of ranges.entries()) {
        expect(firstPageOf(range)).toBe(expected);
        if (i === ranges.length - 1) expect(range).toEqual(["-f", String(expected)]);
        else expected = Number(range[3]) + 1;
      }
      expect(expected).toBeLessThanOrEqual(count);
    }
    expect(textRanges(1000)).toHaveLength(8);
  });
});

describe("readAllWords", () => {
  it("gives the words of one run, page for page, when the pages are read in ranges", async () => {
    for (const file of ["pdf/tracemonkey.pdf", "pdf/qpdf_rotated_20pages.pdf", "pdf/fxo-smallbig.pdf"]) {
      const one = await pagesOf(file, Infinity);
      const split = await pagesOf(file, 2);
      expect(one.length).toBe(await popplerPageCount(corpusPath(file)));
      expect(one.some((p) => p.words.length > 0)).toBe(true);
      expect(split).toEqual(one);
    }
  });

  it("fails on a locked file as one run does", async () => {
    const error = await pagesOf("pdf/issue3371.pdf", 2).catch((e: unknown) => e);
    const once = await pagesOf("pdf/issue3371.pdf", Infinity).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EngineError);
    expect(error).toEqual(once);
  });
});

describe("eachRangeAtOnce", () => {
  it("throws the earliest range's failure, starts no range after one, and waits for the running one", async () => {
    const started: number[] = [];
    const finished: number[] = [];
    const ranges = [
      ["-f", "1", "-l", "9"],
      ["-f", "10", "-l", "19"],
      ["-f", "20", "-l", "29"],
      ["-f", "30"],
    ];
    const run = eachRangeAtOnce(ranges, async (_, first) => {
      started.push(first);
      // The second range fails at once; the first is still running then and must be waited for.
      if (first === 10) throw new Error("second");
      await new Promise((resolve) => setImmediate(resolve));
      if (first === 1) throw new Error("first");
      finished.push(first);
    });
    await expect(run).rejects.toThrow("first");
    expect(started).toEqual([1, 10]);
    expect(finished).toEqual([]);
  });
});
