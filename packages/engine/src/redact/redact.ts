// Redaction (issue 43), the engine's entry points: `findRedactionsInPdf` lists what a court's rules ask removed
// (text layer, and OCR of pages with no text), `redactPdf` writes a redacted copy from the accepted hits and drawn
// boxes and verifies it. The original file is only ever read.
import type { TRedactionRuleSet } from "@courtready/contracts";
import { readAllWords } from "../check/text.ts";
import type { PageText } from "../check/text.ts";
import { withTempDir } from "../tools/run.ts";
import { applyRedactions } from "./apply.ts";
import type { AppliedReport, JobBox, RedactJob } from "./apply.ts";
import { findRedactions, KIND_LABELS } from "./find.ts";
import type { Rect, RedactionHit } from "./find.ts";
import { ocrPageWords } from "./ocr-words.ts";
import { readWordsOfPages } from "./page-text.ts";
import { verifyRedaction } from "./verify.ts";
import type { Verification } from "./verify.ts";

/** A box the person drew on a page (1-based), in points from the page's top-left corner. */
export interface DrawnBox {
  page: number;
  rect: Rect;
}

export interface FindOptions {
  /** Names of minors, entered once, found wherever they appear. */
  minors?: readonly string[];
  /** Read pages without a text layer with tesseract (default true). */
  ocr?: boolean;
}

/** Every hit of the rules in the PDF at `file`, the pages without text read by OCR. */
export async function findRedactionsInPdf(
  file: string,
  name: string,
  rules: TRedactionRuleSet,
  options: FindOptions = {},
): Promise<RedactionHit[]> {
  const pages: PageText[] = [];
  // A long file's page ranges are read at once (readAllWords): the pages come back in the file's order after a sort.
  await readAllWords(file, name, (page) => pages.push(page));
  pages.sort((a, b) => a.page - b.page);
  const hits = findRedactions(pages, rules, options.minors ?? []);
  if (options.ocr === false) return hits;
  const scans = pages.filter((p) => p.words.length === 0);
  if (!scans.length) return hits;
  const read = await withTempDir("redact-ocr", async (dir) => {
    const out: PageText[] = [];
    for (const p of scans) out.push(await ocrPageWords(file, name, p.page, p, dir));
    return out;
  });
  return [...hits, ...findRedactions(read, rules, options.minors ?? [], "ocr")].sort(
    (a, b) => a.page - b.page,
  );
}

export interface RedactResult {
  applied: AppliedReport;
  verification: Verification;
  /** What MuPDF was asked to remove, as verification checked it. */
  job: RedactJob;
  /** Wall seconds of MuPDF's redaction and of the verification: what the redaction bench prints. */
  seconds: { apply: number; verify: number };
}

/**
 * Writes to `output` a copy of `input` with each hit and drawn box removed in the rules' style, then verifies it.
 * A drawn box prints "[REDACTED]" under X-per-character (Tex. R. Civ. P. 21c's other way: "in a manner indicating
 * that the data has been redacted"), since the characters under it are not known one by one.
 */
export async function redactPdf(
  input: string,
  output: string,
  name: string,
  rules: TRedactionRuleSet,
  hits: readonly RedactionHit[],
  drawn: readonly DrawnBox[] = [],
): Promise<RedactResult> {
  const pages: Record<string, JobBox[]> = {};
  const add = (page: number, box: JobBox): void => {
    (pages[String(page)] ??= []).push(box);
  };
  for (const hit of hits) {
    hit.boxes.forEach((rect, i) => {
      // The replacement goes in the hit's first line; further lines of an address are plain boxes.
      const text =
        i > 0
          ? null
          : rules.label && !hit.replacement
            ? `[REDACTED: ${KIND_LABELS[hit.kind]}]`
            : hit.replacement;
      add(hit.page, { ...rect, text: text || null });
    });
  }
  const drawnValues = await wordsUnder(input, name, drawn);
  for (const box of drawn)
    add(box.page, {
      ...box.rect,
      text: rules.style === "x-per-character" || rules.label ? "[REDACTED]" : null,
    });
  const values = [...new Set([...hits.map((h) => h.value), ...drawnValues])];
  const job: RedactJob = { style: rules.style, pages, values };
  const t0 = performance.now();
  const applied = await applyRedactions(input, output, name, job);
  const t1 = performance.now();
  const verification = await verifyRedaction(output, name, pages, values, rules.style);
  const seconds = { apply: (t1 - t0) / 1000, verify: (performance.now() - t1) / 1000 };
  return { applied, verification, job, seconds };
}

/** The words under the drawn boxes that hold a digit and four characters: what verification searches the file for. */
async function wordsUnder(file: string, name: string, drawn: readonly DrawnBox[]): Promise<string[]> {
  if (!drawn.length) return [];
  const values: string[] = [];
  await readWordsOfPages(
    file,
    name,
    drawn.map((d) => d.page),
    (page) => {
      for (const box of drawn.filter((d) => d.page === page.page)) {
        for (const w of page.words) {
          const cx = (w.x0 + w.x1) / 2;
          const cy = (w.y0 + w.y1) / 2;
          const inside = cx > box.rect.x0 && cx < box.rect.x1 && cy > box.rect.y0 && cy < box.rect.y1;
          if (inside && /\d/.test(w.text) && w.text.replace(/[^\p{L}\p{N}]/gu, "").length >= 4)
            values.push(w.text);
        }
      }
    },
  );
  return values;
}
