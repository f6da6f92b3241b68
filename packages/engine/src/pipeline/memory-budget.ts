// A build's memory, checked before any work and again once converted (issue 40): a budget the operator sets for one
// build (the server's job threads: JOB_MEMORY_BUDGET_MB, 1,024 MB by default) against what the files' sizes and how
// they are held (in memory, or a PDF on disk) say the build will hold. A build
// that cannot fit is refused naming its largest file and what to do, instead of the process being killed halfway.
import { EngineErrors, refused } from "../errors.ts";
import { isPdfOnDisk, sizeOf } from "../ingest/source-file.ts";
import type { SourceFile } from "../types.ts";

export const DEFAULT_MEMORY_BUDGET_BYTES = 400 * 1024 * 1024;

/**
 * What a build holds besides its files: Node, the fonts, pdf-lib and the engine's modules, a small binder's own
 * objects. Measured: the CLI's build of two one-page text files peaks at 104 MB (Node 20 and 24 alike).
 */
const BASE_BYTES = 110 * 1024 * 1024;

/**
 * What a build holds per byte of a file it holds in memory at its peak: the input as read (or its conversion), and
 * the written binder or its volumes (the qpdf pool of a large file is read by position and its image data copied
 * straight into the writer; the whole binder a split measured is freed at once; each exhibit's own PDF is written
 * only as its ZIP entry is, and freed once written). Measured (peak minus the base) with the inputs held: a 114 MB
 * 33-page scan split at 25 MB, 2.2 (357–359 MB; scripts/bench/large-scan.mjs); a 48 MB 16-page scan split at 20 MB,
 * 2.25 (217 MB; pipeline/memory.test.ts). The estimate allows 3.0 for what the collector has not freed yet: it must
 * not let through a build that will not fit. Conversions that grow a file (a photo decoded, an Office file's PDF) run
 * three at a time and are bounded by their own header limits (convert/header-limits), so the file's size stands in
 * for them too.
 */
const BYTES_PER_HELD_BYTE = 3;

/**
 * The same for a PDF given by path and pooled from there (issue 40): the build never holds the file, only the
 * written volumes (and an exhibit's PDF while its ZIP entry is written). Measured: the 114 MB scan, 1.21 (247–248 MB);
 * the 48 MB one, 1.37 (175–176 MB). 1.75 leaves the same room as above.
 */
const BYTES_PER_BYTE_ON_DISK = 1.75;

/**
 * The peak memory a build of these files is expected to reach, in bytes. `onDisk` says, per file, that the build
 * does not hold it: by default a PDF given by path (ingest/source-file.ts#isPdfOnDisk); after conversion, one that
 * was used as it is (a PDF that had to be inspected or repaired is held from then on, pipeline/build.ts).
 */
export function expectedPeakBytes(
  files: readonly SourceFile[],
  onDisk: readonly boolean[] = files.map(isPdfOnDisk),
): number {
  const bytes = files.reduce(
    (n, f, i) => n + sizeOf(f) * (onDisk[i] ? BYTES_PER_BYTE_ON_DISK : BYTES_PER_HELD_BYTE),
    0,
  );
  return Math.round(BASE_BYTES + bytes);
}

const mb = (n: number) => `${Math.ceil(n / 1024 / 1024)} MB`;

/**
 * Refuses a build whose expected peak is over `budgetBytes`, naming the largest file (splitting it, or moving it
 * to a binder of its own, is what brings the build under).
 * @throws EngineErrors with one MEMORY_BUDGET error.
 */
export function checkMemoryBudget(
  files: readonly SourceFile[],
  budgetBytes: number,
  onDisk: readonly boolean[] = files.map(isPdfOnDisk),
): void {
  const expected = expectedPeakBytes(files, onDisk);
  if (expected <= budgetBytes || files.length === 0) return;
  const sizes = files.map(sizeOf);
  const at = sizes.indexOf(Math.max(...sizes));
  const largest = files[at]!;
  // The most the files may weigh together under this budget (held in memory, the stricter case, as a file's kind
  // is not known to the person reading this).
  const room = Math.max(0, (budgetBytes - BASE_BYTES) / BYTES_PER_HELD_BYTE);
  const params = { size: mb(sizes[at]!), needed: mb(expected), budget: mb(budgetBytes), room: mb(room) };
  const code = files.length > 1 ? "memoryBudgetWithOthers" : "memoryBudget";
  throw new EngineErrors([
    // By code (contracts FILE_REFUSALS): the builder's row says it in the person's language.
    refused("MEMORY_BUDGET", largest.name, { code, params }),
  ]);
}
