// Verification's readers (issue 43): the words of far-apart pages come back under their own page numbers (whether
// read in one range or copied out first), and every page's text is handed over once, in order, empty pages too.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PageText } from "../check/text.ts";
import { makePdf } from "../testing/factories.ts";
import { readPageTexts, readWordsOfPages } from "./page-text.ts";

const dir = mkdtempSync(path.join(tmpdir(), "courtready-page-text-"));
const file = path.join(dir, "forty.pdf");
afterAll(() => rmSync(dir, { recursive: true, force: true }));
beforeAll(async () => {
  // Page 20 has no text: the page numbers after it must not shift.
  const pages = Array.from({ length: 40 }, (_, i) => ({ text: i === 19 ? "" : `marker${i + 1} end` }));
  writeFileSync(file, await makePdf(pages));
});

async function wordsOf(pages: number[]): Promise<PageText[]> {
  const read: PageText[] = [];
  await readWordsOfPages(file, "forty.pdf", pages, (p) => read.push(p));
  return read.sort((a, b) => a.page - b.page);
}

describe("readWordsOfPages", () => {
  it("reads pages far apart (copied out) under their own numbers", async () => {
    const read = await wordsOf([38, 2, 21, 2]);
    expect(read.map((p) => p.page)).toEqual([2, 21, 38]);
    expect(read.map((p) => p.words[0]?.text)).toEqual(["marker2", "marker21", "marker38"]);
    expect(read[0]!.width).toBe(612);
  });

  it("reads pages close together in one range and hands over only those asked for", async () => {
    const read = await wordsOf([5, 7]);
    expect(read.map((p) => [p.page, p.words[0]?.text])).toEqual([
      [5, "marker5"],
      [7, "marker7"],
    ]);
  });

  it("reads nothing for no pages", async () => {
    expect(await wordsOf([])).toEqual([]);
  });
});

describe("readPageTexts", () => {
  it("hands over each page's text once, numbered in order", async () => {
    const texts: [number, string][] = [];
    await readPageTexts(file, "forty.pdf", (page, text) => texts.push([page, text]));
    expect(texts.map(([p]) => p)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(texts[19]![1].trim()).toBe("");
    expect(texts[20]![1]).toContain("marker21");
    expect(texts[39]![1]).toContain("marker40");
  });

  it("hands over the same texts when two processes read the pages in ranges, the empty page at a range's end too", async () => {
    const read = async (splitFrom: number) => {
      const texts: [number, string][] = [];
      await readPageTexts(file, "forty.pdf", (page, text) => texts.push([page, text]), splitFrom);
      return texts.sort(([a], [b]) => a - b);
    };
    const one = await read(Infinity);
    // 40 pages in two ranges, 1-20 and 21-40: page 20, the first range's last, is the empty one.
    const split = await read(2);
    expect(split.map(([p]) => p)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(split).toEqual(one);
  });
});
