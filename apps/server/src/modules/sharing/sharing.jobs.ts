// The share page's one job of its own, on the worker pool: one exhibit's pages cut from a filed binder (qpdf), so a
// link holder sees what the court has. Stamped exhibits of a project not filed come from "build.exhibits".
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { runTool, withTempDir } from "@courtready/engine/process";
import { defineJob } from "../../jobs/job.ts";

const ZPageRangePayload = z
  .object({
    pdf: z.custom<Uint8Array>((value) => value instanceof Uint8Array, "Expected bytes"),
    first: z.number().int().min(1),
    last: z.number().int().min(1),
  })
  .refine((p) => p.last >= p.first, "The range ends before it starts");
export type PageRangePayload = z.input<typeof ZPageRangePayload>;

/** The pages, or null when the PDF has fewer pages than the range names (a filing read wrongly is never guessed at). */
export type PageRangeResult = { pdf: Uint8Array } | null;

const TIMEOUT_MS = 120_000;

async function pageRange({ pdf, first, last }: z.output<typeof ZPageRangePayload>): Promise<PageRangeResult> {
  return withTempDir("filed-range", async (dir) => {
    const input = path.join(dir, "filed.pdf");
    const out = path.join(dir, "exhibit.pdf");
    await writeFile(input, pdf);
    const count = await runTool("qpdf", ["--show-npages", input], { timeoutMs: TIMEOUT_MS });
    if (count.code !== 0) throw new Error(`qpdf could not read a filed binder: ${count.stderr}`);
    if (Number(count.stdout.trim()) < last) return null;
    const run = await runTool(
      "qpdf",
      ["--deterministic-id", "--empty", "--pages", input, `${first}-${last}`, "--", out],
      { timeoutMs: TIMEOUT_MS },
    );
    // 3 is qpdf's "succeeded with warnings": the filed binder is the engine's own output.
    if (run.code !== 0 && run.code !== 3)
      throw new Error(`qpdf could not cut a filed exhibit: ${run.stderr}`);
    return { pdf: new Uint8Array(await readFile(out)) };
  });
}

/** One exhibit's pages of a filed binder, as their own PDF. */
export const filedPagesJob = defineJob({
  name: "share.filed-pages",
  version: 1,
  schema: ZPageRangePayload,
  handler: pageRange,
});

export const sharingJobs = [filedPagesJob];
