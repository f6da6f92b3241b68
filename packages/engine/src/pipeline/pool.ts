// Pooling (build.ts's third stage): every converted PDF merged into one qpdf pool for the assemblies to copy pages
// from; a PDF passed on uninspected that turns out to need qpdf's inspection is sent back for it and merged again.
import { poolPdfs } from "../assemble/source-pool.ts";
import type { SourcePool } from "../assemble/source-pool.ts";
import { dumpPdfs } from "../convert/pdf.ts";
import { EngineError } from "../errors.ts";
import type { EngineFonts } from "../fonts/fonts.ts";
import type { SourceFile } from "../types.ts";
import { CONVERT_CONCURRENCY, convertOne } from "./convert-all.ts";
import type { Converted } from "./convert-all.ts";
import { asEngineError } from "./inputs.ts";

/**
 * Puts every converted PDF into one pool (assemble/source-pool.ts), so each assembly copies pages from it. A PDF
 * that went in without inspection and turns out to need it (qpdf warned about it, or a page has annotations or no
 * usable size) is inspected and converted as any other, and only those are merged again, into the same pool: the
 * others keep the pages the first merge gave them. Results are updated in place: converted documents get their
 * pages, failures become the file's error.
 */
export async function poolPrepared(
  files: SourceFile[],
  fonts: EngineFonts,
  results: (Converted | EngineError)[],
  date: Date,
  whileWaiting: (ended: AbortSignal, runs: number) => void,
): Promise<void> {
  /** The first round's pool, and which result each of its sources is (by its index in the pool). */
  let first: { pool: SourcePool; pooled: Map<number, number> } | undefined;
  // Twice at most: the second pool normally has no uninspected PDF left to send back.
  for (let round = 0; round < 2; round++) {
    if (results.some((r) => r instanceof EngineError)) {
      // The build fails anyway; report every file that cannot be used, including uninspected ones.
      const unchecked = results.flatMap((r, i) => (r instanceof EngineError || !r.direct ? [] : [i]));
      await inspectAll(files, unchecked, fonts, date, results);
      return;
    }
    const converted = results as Converted[];
    const pdfs = converted.flatMap((c, i) => (c.content.kind === "pdf" && !first?.pooled.has(i) ? [i] : []));
    if (pdfs.length === 0) return;
    const { pool, problems } = await poolPdfs(
      pdfs.map((i) => (converted[i]!.content as { pdf: Uint8Array }).pdf),
      { whileWaiting, ...(first ? { after: first.pool } : {}) },
    );
    const offset = first?.pool.pages.length ?? 0;
    const recheck = pdfs.filter((i, k) => {
      const pages = pool?.pages[offset + k];
      return (
        converted[i]!.direct &&
        (problems.has(k) || !pages || pages.length === 0 || pages.some((p) => p.interactive || p.sizeless))
      );
    });
    if (recheck.length === 0 && pool) {
      const pooled = new Map(first?.pooled);
      pdfs.forEach((i, k) => pooled.set(i, offset + k));
      for (const [i, index] of pooled) {
        const c = converted[i]!;
        if (c.content.kind !== "pdf") continue;
        const { direct: _direct, ...rest } = c;
        results[i] = {
          ...rest,
          pageCount: pool.pages[index]!.length,
          content: { ...c.content, pooled: { pool, index } },
        };
      }
      return;
    }
    if (recheck.length === 0) {
      // Only inspected PDFs are left, and qpdf still cannot read one of them together with the others.
      pdfs.forEach((i, k) => {
        if (problems.has(k)) {
          results[i] = new EngineError(
            "PDF_DAMAGED",
            files[i]!.name,
            "this document could not be placed in the binder; save it again as PDF and upload that",
          );
        }
      });
      return;
    }
    // The first merge read every file: those it took as they are stay in it, and only the ones sent back for the
    // inspection are merged again, after them. A first merge that failed as a whole is made again in full.
    if (round === 0 && pool) {
      const sentBack = new Set(recheck);
      first = { pool, pooled: new Map(pdfs.flatMap((i, k) => (sentBack.has(i) ? [] : [[i, k]]))) };
    }
    await inspectAll(files, recheck, fonts, date, results);
  }
  // Still not pooled after two rounds (qpdf failing on the set again): every PDF left uninspected is inspected, so
  // each has its page count; the assembler pools them itself.
  const left = results.flatMap((r, i) => (r instanceof EngineError || !r.direct ? [] : [i]));
  await inspectAll(files, left, fonts, date, results);
}

/**
 * PDFs (by index) through qpdf's full inspection (convert/pdf.ts#normalizePdf), each result or reason stored in
 * `results`: dumped in one batch, then rewritten where needed, a few at a time.
 */
async function inspectAll(
  files: SourceFile[],
  indexes: number[],
  fonts: EngineFonts,
  date: Date,
  results: (Converted | EngineError)[],
): Promise<void> {
  // A batch that fails as a whole leaves each file to normalizePdf, which then runs qpdf itself.
  const dumps =
    indexes.length > 1 ? await dumpPdfs(indexes.map((i) => files[i]!)).catch(() => undefined) : undefined;
  const queue = indexes.map((i, k) => ({ i, dump: dumps?.[k] }));
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const file = files[next.i]!;
      try {
        results[next.i] = await convertOne(file, "pdf", fonts, date, Promise.resolve(next.dump));
      } catch (error) {
        results[next.i] = asEngineError(file, error);
      }
    }
  };
  await Promise.all(Array.from({ length: CONVERT_CONCURRENCY }, worker));
}
