// Project jobs, run on the worker pool: "filing.manifest" reads the filed manifest the engine embedded in a
// generated binder and marks it filed on the given day, so "Mark as filed" never loads a whole binder PDF on a
// request's thread (projects.filing.run.ts hands it the bytes on the build queue's runner).
import { markFiled as markManifestFiled, readFiledManifest, EngineError } from "@courtready/engine";
import type { TFiledManifest } from "@courtready/contracts";
import { ZMarkFiledRequest } from "@courtready/contracts";
import { z } from "zod";
import type { JobHandler } from "../../jobs/worker-host.ts";

export interface FilingManifestPayload {
  bytes: Uint8Array;
  filedOn: string;
}

export type FilingManifestResult =
  { ok: true; manifest: TFiledManifest } | { ok: false; code: string; reason: string };

/** Parsed here, at the worker boundary: a malformed message fails its job, never the worker. */
const ZFilingManifestPayload = z.object({
  bytes: z.instanceof(Uint8Array),
  filedOn: ZMarkFiledRequest.shape.filedOn,
});

export const projectJobHandlers: Record<string, JobHandler> = {
  "filing.manifest": async (payload) => {
    const { bytes, filedOn } = ZFilingManifestPayload.parse(payload) satisfies FilingManifestPayload;
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
};
