// "Mark as filed" as a job on the build queue (kind "filing"): the runner that takes the row (this process, or a
// worker process through pg-boss) reads the generated binder from storage, has a worker thread read its filed
// manifest (projects.jobs.ts), copies the PDF into the project and freezes the filing. The web process only checks
// the request, queues the row and waits for it (projects.filing.ts#markProjectFiled), so no binder is loaded there.
import type { Kysely } from "kysely";
import type { BuildJobRow, Database } from "@courtready/db";
import { toDbTime } from "@courtready/db";
import { z } from "zod";
import type { JobRunner } from "../../jobs/runner.ts";
import type { FileStorage } from "../../storage/storage.ts";
import { readStoredBytes } from "../../storage/staging.ts";
import { isOutOfSpace, OUT_OF_SPACE_MESSAGE } from "../../plugins/uploads.ts";
import type { JobExecutor, JobOutcome } from "../builds/builds.queue.ts";
import { owned } from "../library/inspect.service.ts";
import * as filings from "./filings.repository.ts";
import { filingManifestJob } from "./projects.jobs.ts";

/** The version of the stored filing input below; a row of another version is not read as this one. */
export const FILING_INPUT_VERSION = 1;

/** A filing job's input, as kept in build_jobs.input (JSON): enough to run it again after a crash. */
export const ZFilingJobInput = z.object({
  version: z.literal(FILING_INPUT_VERSION),
  projectId: z.string(),
  /** The project_filings row (state "generated") being filed. */
  filingId: z.string(),
  filedOn: z.string(),
  /** The generated binder in storage (its build's binder.pdf). */
  source: z.string(),
  /** Where the project's own copy goes. */
  key: z.string(),
  /** A binder in volumes: its build's ZIP of every volume, and where the project's copy of it goes. */
  volumes: z.object({ source: z.string(), key: z.string() }).optional(),
  /** When the person asked (ISO): the filing's filed_at. */
  at: z.string(),
});
export type TFilingJobInput = z.infer<typeof ZFilingJobInput>;

export interface FilingRunDeps {
  db: Kysely<Database>;
  storage: FileStorage;
  jobs: JobRunner;
  /** The largest binder read back (the build limit bounds what a build can make). */
  maxBinderBytes: number;
}

/** Codes a failed filing row carries, for the web process to answer with (projects.filing.ts). */
export const FILING_JOB_CODES = { expired: "BINDER_GONE", unreadable: "NO_MANIFEST" } as const;

export function createFilingExecutor(deps: FilingRunDeps): JobExecutor {
  return async (job: BuildJobRow, { signal, progress }): Promise<JobOutcome> => {
    const input = ZFilingJobInput.parse(JSON.parse(job.input ?? "null"));
    const row = (await filings.filingsOf(deps.db, input.projectId)).find((r) => r.id === input.filingId);
    // Run again after a crash that came after the filing was frozen: it is done.
    if (row?.state === "filed") return { state: "done", result: { filingId: row.id } };
    if (row?.state !== "generated")
      return { state: "failed", code: FILING_JOB_CODES.expired, message: "The binder is no longer kept." };
    progress("converting", 0.1, "Reading the filed binder");
    let bytes: Uint8Array;
    try {
      bytes = await readStoredBytes(deps.storage, input.source, deps.maxBinderBytes);
    } catch {
      return { state: "failed", code: FILING_JOB_CODES.expired, message: "The binder is no longer kept." };
    }
    const read = await deps.jobs.run(
      filingManifestJob,
      { bytes, filedOn: input.filedOn },
      { signal, transfer: owned(bytes) },
    );
    if (!read.ok) return { state: "failed", code: FILING_JOB_CODES.unreadable, message: read.reason };
    progress("packaging", 0.6, "Keeping the filed copy");
    const own = read.manifest.filings.at(-1)!;
    const ids = JSON.parse(row.file_ids) as string[];
    try {
      // Copied as a stream: the bytes went to the thread, and the copy need not be held whole.
      // Never checked against the quota: the filing is the record of what went to the court, so it is kept even
      // when it takes the person past their storage (their later uploads and saves are then refused).
      const pdf = await deps.storage.put(input.key, await deps.storage.get(input.source));
      const zip = input.volumes
        ? await deps.storage.put(input.volumes.key, await deps.storage.get(input.volumes.source))
        : { size: 0 };
      await filings.markFiled(
        deps.db,
        row,
        {
          binder_key: input.key,
          stored_bytes: pdf.size + zip.size,
          manifest: JSON.stringify(read.manifest),
          filed_on: input.filedOn,
          filed_at: toDbTime(new Date(input.at)),
        },
        ids.map((fileId, i) => ({ fileId, label: own.labels[i]! })).filter((l) => l.label !== undefined),
      );
    } catch (error) {
      await deps.storage.delete(input.key).catch(() => {});
      if (input.volumes) await deps.storage.delete(input.volumes.key).catch(() => {});
      if (isOutOfSpace(error))
        return { state: "failed", code: "OUT_OF_SPACE", message: OUT_OF_SPACE_MESSAGE };
      throw error;
    }
    return { state: "done", result: { filingId: row.id } };
  };
}

/** The build queue's one executor: filings here, every build kind to `builds`. */
export function byKind(builds: JobExecutor, filing: JobExecutor): JobExecutor {
  return (job, context) => (job.kind === "filing" ? filing(job, context) : builds(job, context));
}
