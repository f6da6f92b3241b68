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
