// Redaction of one exhibit given as bytes (issue 43, the app's side): what the builder's "Personal information"
// panel is shown (the hits, the first pages' pictures) and the redacted copy a build puts in the binder in place of
// the original, verified, or the page it failed on. A PDF goes through MuPDF, a picture through picture.ts, a Word or
// Excel file through MuPDF on its PDF conversion (office.ts). The original bytes are only ever read.
import { readFile, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
// Its reasons are contracts' REDACTION_MESSAGES, which the app says in the person's language.
import { redactionText } from "@courtready/contracts";
import type { TRedactionRuleSet } from "@courtready/contracts";
import { readAllWords } from "../check/text.ts";
import type { PageText } from "../check/text.ts";
import { findCoveredText } from "./covered.ts";
import { runTool, withTempDir } from "../tools/run.ts";
import type { RedactionHit } from "./find.ts";
import { readWordsOfPages } from "./page-text.ts";
import { changedLayoutPage, isOfficeFile, keptOfficePdf, officePdf, pageLayout } from "./office.ts";
import { findInPicture, pictureType, picturePageCount, picturePages, redactPicture } from "./picture.ts";
import { findRedactionsInPdf, redactPdf } from "./redact.ts";
import type { DrawnBox } from "./redact.ts";

export interface ExhibitPage {
  page: number;
  /** In points: the unit of the hits' boxes. */
  width: number;
  height: number;
  /** A small JPEG of the page. */
  jpeg: Uint8Array;
}

export type ExhibitFindResult =
  | {
      ok: true;
      pageCount: number;
      pages: ExhibitPage[];
      hits: RedactionHit[];
      /** Readable text under a dark box (a redaction that hides nothing): the areas to redact for real. */
      covered: DrawnBox[];
      /** A Word or Excel file's conversion: each page's layout fingerprint, which a box drawn on it is pinned to. */
      layout?: PageLayout[];
    }
  | { ok: false; reason: string };

export type ExhibitRedactResult =
  | { ok: true; bytes: Uint8Array }
  /** `layoutChanged`: the conversion lays out the page otherwise than when its boxes were drawn (look again). */
  | { ok: false; page: number | null; detail: string; layoutChanged?: true };

/** A converted page's layout fingerprint (office.ts#pageLayout). */
export interface PageLayout {
  page: number;
  sha256: string;
}

/** Page pictures at this resolution: about 60 × 80 px a letter page per 10 dpi; 60 dpi reads well on a phone. */
const PICTURE_DPI = 60;

/** Whether the bytes are a PDF (its header within the first KiB, as readers accept it). */
export function isPdfBytes(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString("latin1");
  return head.includes("%PDF-");
}

/**
 * The hits of `rules` in a PDF, with pictures and sizes of its first `maxPages` pages; with `firstPage`, only the
 * pictures of `maxPages` pages from there (the builder loads further pages as the person reaches them).
 */
export async function findInExhibit(
  file: { name: string; bytes: Uint8Array },
  rules: TRedactionRuleSet,
  options: {
    minors?: readonly string[];
    maxPages: number;
    coveredOnly?: boolean;
    firstPage?: number;
    /** Fingerprint each page's layout (a conversion's: office.ts). */
    layout?: boolean;
    /** The file's kept conversion record, where a Word or Excel file's covered text is looked for (no new one). */
    conversion?: Uint8Array;
  },
): Promise<ExhibitFindResult> {
  if (!isPdfBytes(file.bytes)) {
    if (isOfficeFile(file.name, file.bytes)) {
      // Asked when the file is added: looked for in the conversion its check kept, never in one made for it alone.
      if (options.coveredOnly) {
        const kept = options.conversion && keptOfficePdf(file, options.conversion);
        if (!kept) return { ok: true, pageCount: 0, pages: [], hits: [], covered: [] };
        return findInExhibit({ name: file.name, bytes: kept }, rules, {
          maxPages: 0,
          coveredOnly: true,
          layout: true,
        });
      }
      const pdf = await officePdf(file);
      if (!pdf.ok) return { ok: false, reason: redactionText("notConvertedToLook", { reason: pdf.reason }) };
      return findInExhibit({ name: file.name, bytes: pdf.bytes }, rules, { ...options, layout: true });
    }
    if (!pictureType(file.name, file.bytes)) return { ok: false, reason: redactionText("notSearchable") };
    // A picture has no text layer for a black box to hide: nothing is "covered" in it (decisions.md, issue 43).
    if (options.coveredOnly) {
      const pageCount = await picturePageCount(file.name, file.bytes);
      return { ok: true, pageCount, pages: [], hits: [], covered: [] };
    }
    if ((options.firstPage ?? 1) > 1) {
      const more = await picturePages(file, options.firstPage!, options.maxPages);
      return { ok: true, ...more, hits: [], covered: [] };
    }
    const found = await findInPicture(file, rules, options.minors ?? [], options.maxPages);
    return { ok: true, ...found, covered: [] };
  }
  return withTempDir("redact-find", async (dir) => {
    const input = path.join(dir, "in.pdf");
    await writeFile(input, file.bytes);
    if (options.firstPage !== undefined)
      return morePages(input, file.name, dir, options.firstPage, options.maxPages);
    const read: PageText[] = [];
    await readAllWords(input, file.name, (p) => read.push(p));
    read.sort((a, b) => a.page - b.page);
    const covered = await findCoveredText(input, file.name, read);
    const sizes = read.map((p) => ({ page: p.page, width: p.width, height: p.height }));
    // A conversion's boxes (covered areas fixed in one tap, or drawn) are pinned to its pages' layout.
    const layout = options.layout ? read.map((p) => ({ page: p.page, sha256: pageLayout(p) })) : undefined;
    const pinned = layout ? { layout } : {};
    // Asked when a file is added: only whether a box hides nothing, no finding, no OCR, no pictures.
    if (options.coveredOnly)
      return { ok: true, pageCount: read.length, pages: [], hits: [], covered, ...pinned };
    const hits = await findRedactionsInPdf(input, file.name, rules, { minors: options.minors ?? [] });
    const pages = await drawPages(input, dir, sizes.slice(0, options.maxPages));
    if (!pages) return { ok: false, reason: redactionText("pagesNotDrawn") };
    return { ok: true, pageCount: sizes.length, pages, hits, covered, ...pinned };
  });
}

/** Pictures of `count` pages from `first`: no finding (the first answer has every hit), so no hits. */
async function morePages(
  input: string,
  name: string,
  dir: string,
  first: number,
  count: number,
): Promise<ExhibitFindResult> {
  const counted = await runTool("qpdf", ["--show-npages", input], { timeoutMs: 60_000 });
  const pageCount = Number(counted.stdout.trim());
  if (counted.code !== 0 || !Number.isInteger(pageCount))
    return { ok: false, reason: redactionText("pagesNotDrawn") };
  const wanted = Array.from(
    { length: Math.max(0, Math.min(count, pageCount - first + 1)) },
    (_, i) => first + i,
  );
  const sizes: { page: number; width: number; height: number }[] = [];
  await readWordsOfPages(input, name, wanted, (p) =>
    sizes.push({ page: p.page, width: p.width, height: p.height }),
  );
  const pages = await drawPages(
    input,
    dir,
    sizes.sort((a, b) => a.page - b.page),
  );
  if (!pages) return { ok: false, reason: redactionText("pagesNotDrawn") };
  return { ok: true, pageCount, pages, hits: [], covered: [] };
}

/** Small JPEGs of the pages given (consecutive), or null when poppler cannot draw them. */
async function drawPages(
  input: string,
  dir: string,
  sizes: readonly { page: number; width: number; height: number }[],
): Promise<ExhibitPage[] | null> {
  if (!sizes.length) return [];
  const first = sizes[0]!.page;
  const last = sizes.at(-1)!.page;
  const run = await runTool(
    "pdftoppm",
    ["-jpeg", "-r", String(PICTURE_DPI), "-f", String(first), "-l", String(last), input, path.join(dir, "p")],
    { timeoutMs: 120_000 },
  );
  if (run.code !== 0) return null;
  // pdftoppm pads the page number to the page count's width ("p-01.jpg"): read the names back rather than guess.
  const made = (await readdir(dir)).filter((n) => /^p-\d+\.jpg$/.test(n));
  const pages: ExhibitPage[] = [];
  for (const size of sizes) {
    const name = made.find((n) => Number(/\d+/.exec(n)![0]) === size.page);
    if (name) pages.push({ ...size, jpeg: new Uint8Array(await readFile(path.join(dir, name))) });
  }
  return pages;
}

/**
 * The exhibit with the accepted hits and drawn boxes removed in the rules' style, verified; or the page (null: the
 * file as a whole) where the copy still holds something, so the build is refused with it named.
 */
export async function redactExhibit(
  file: { name: string; bytes: Uint8Array },
  rules: TRedactionRuleSet,
  hits: readonly RedactionHit[],
  boxes: readonly DrawnBox[],
  layout: readonly PageLayout[] = [],
): Promise<ExhibitRedactResult> {
  if (!isPdfBytes(file.bytes)) {
    if (pictureType(file.name, file.bytes)) return redactPicture(file, hits, boxes);
    if (isOfficeFile(file.name, file.bytes)) {
      // The boxes are on the conversion's pages: the copy is that conversion redacted (a PDF from here on).
      const pdf = await officePdf(file);
      if (!pdf.ok) return { ok: false, page: null, detail: pdf.reason };
      // A drawn box has no value for verification to look for: its page must be laid out as when it was drawn.
      const pinned = layout.filter((l) => boxes.some((b) => b.page === l.page));
      const changed = await changedLayoutPage(pdf.bytes, file.name, pinned);
      if (changed !== null)
        return {
          ok: false,
          page: changed,
          detail: "the converted page is laid out otherwise than when the boxes were drawn on it",
          layoutChanged: true,
        };
      return redactExhibit({ name: file.name, bytes: pdf.bytes }, rules, hits, boxes);
    }
    return { ok: false, page: null, detail: redactionText("notRedactable") };
  }
  return withTempDir("redact-exhibit", async (dir) => {
    const input = path.join(dir, "in.pdf");
    const output = path.join(dir, "out.pdf");
    await writeFile(input, file.bytes);
    const { verification } = await redactPdf(input, output, file.name, rules, hits, boxes);
    if (!verification.ok) {
      const first = verification.problems[0];
      return {
        ok: false,
        page: first?.page ?? null,
        detail: first?.message ?? redactionText("verificationFailed"),
      };
    }
    return { ok: true, bytes: new Uint8Array(await readFile(output)) };
  });
}

/**
 * `text` with every value replaced by "[REDACTED]": the index description of a redacted exhibit. A value is matched
 * on its letters and digits with any separators between them, as the engine's file search matches it.
 */
export function redactText(text: string, values: readonly string[]): string {
  let out = text;
  for (const value of values) {
    const chars = [...value.replace(/[^\p{L}\p{N}]/gu, "")];
    if (chars.length < 2) continue;
    const pattern = chars.map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("[^\\p{L}\\p{N}]*");
    out = out.replace(new RegExp(pattern, "giu"), "[REDACTED]");
  }
  return out;
}
