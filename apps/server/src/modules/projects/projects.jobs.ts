// Project jobs, run on the worker pool: "filing.manifest" reads the filed manifest the engine embedded in a
// generated binder and marks it filed on the given day, so "Mark as filed" never loads a whole binder PDF on a
// request's thread (projects.filing.run.ts hands it the bytes on the build queue's runner).
import { markFiled as markManifestFiled, readFiledManifest, EngineError } from "@courtready/engine";
import type { TFiledManifest } from "@courtready/contracts";
import { ZMarkFiledRequest } from "@courtready/contracts";
import { z } from "zod";
import { defineJob } from "../../jobs/job.ts";

export type FilingManifestResult =
  { ok: true; manifest: TFiledManifest } | { ok: false; code: string; reason: string };

/** Parsed here, at the worker boundary: a malformed message fails its job, never the worker. */
const ZFilingManifestPayload = z.object({
  bytes: z.custom<Uint8Array>((value) => value instanceof Uint8Array, "Expected bytes"),
  filedOn: ZMarkFiledRequest.shape.filedOn,
});
export type FilingManifestPayload = z.input<typeof ZFilingManifestPayload>;

export const filingManifestJob = defineJob({
  name: "filing.manifest",
  version: 1,
  schema: ZFilingManifestPayload,
  async handler({ bytes, filedOn }): Promise<FilingManifestResult> {
    try {
      const manifest = markManifestFiled(await readFiledManifest("binder.pdf", bytes), filedOn);
      return { ok: true, manifest } satisfies FilingManifestResult;
    } catch (error) {
      // A binder without its manifest (made elsewhere, or damaged): the engine's reason says so.
      if (error instanceof EngineError)
        return { ok: false, code: error.code, reason: error.reason } satisfies FilingManifestResult;
      throw error;
    }
  },
});

export const projectJobs = [filingManifestJob];
