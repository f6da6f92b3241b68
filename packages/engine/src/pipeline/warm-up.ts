// Warming up while qpdf pools a build's PDFs: the code that runs after the pool (reading it, stamping, writing the
// binder, each exhibit's PDF and the ZIP) runs once on a one-page binder, so the real pass is not the first time
// this process compiles and runs it. Nothing it makes is kept; it only uses time this thread would spend waiting.
import { setImmediate as nextTurn } from "node:timers/promises";
import { poolOfFile } from "../assemble/source-pool.ts";
import { layOutPdf } from "../pdf/lay-out.ts";
import type { SourceFile } from "../types.ts";
import type { Converted } from "./convert-all.ts";

/** What the warm-up hands the assembly: the same shape `prepareFiles` returns. */
export interface WarmUpFiles {
  files: SourceFile[];
  converted: readonly Converted[];
}

/** One page as qpdf writes a pooled page: a font resource, a content stream, a MediaBox. */
const CONTENT = "BT /F1 12 Tf 72 720 Td (Warm-up) Tj ET";
const WARM_UP_PDF = layOutPdf([
  "<< /Type /Catalog /Pages 2 0 R >>",
  "<< /Type /Pages /Kids [ 3 0 R ] /Count 1 >>",
  "<< /Type /Page /Parent 2 0 R /MediaBox [ 0 0 612 792 ] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>",
  `<< /Length ${CONTENT.length} >>\nstream\n${CONTENT}\nendstream`,
  "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
]);

/** Set once a warm-up has run to its end: a process needs one. */
let warmed = false;

/**
 * Runs the assembly once on a one-page binder, in steps, each after this thread has had its turn at I/O; it stops
 * before the next step once `ended` is aborted (the pool is ready, and the real work comes first). Once per process.
 * Never throws: a failure only means the real pass starts cold.
 * @returns whether the process is warmed up.
 */
export async function warmUpAssembly(
  assemble: (prepared: WarmUpFiles) => Promise<unknown>,
  ended: AbortSignal,
): Promise<boolean> {
  if (warmed) return true;
  try {
    await nextTurn();
    if (ended.aborted) return false;
    const pool = poolOfFile(WARM_UP_PDF);
    await nextTurn();
    if (ended.aborted) return false;
    await assemble({
      files: [{ name: "warm-up.pdf", bytes: WARM_UP_PDF }],
      converted: [
        {
          type: "pdf",
          content: { kind: "pdf", pdf: WARM_UP_PDF, pooled: { pool, index: 0 } },
          pageCount: 1,
          warnings: [],
          conversions: [],
          security: [],
        },
      ],
    });
    warmed = true;
  } catch {
    // Speed only: the real pass reports its own errors.
  }
  return warmed;
}

/** The options a warm-up assembles with: the common path (a caption, Bates numbers), fixed text. */
export const WARM_UP_OPTIONS = {
  role: "plaintiff",
  case: { caseName: "Warm v. Up", caseNumber: "1", courtName: "Court" },
  batesPrefix: "W",
  preparedOn: new Date(0),
} as const;
