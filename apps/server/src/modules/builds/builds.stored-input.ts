// Reads a build job's stored input (build_jobs.input) in every shape a release still running or just replaced may
// have queued: the current version, or the previous release's unversioned shape upgraded to it here, in one place.
// A deploy therefore finishes the builds people had in flight instead of failing them on a parse error.
import { z } from "zod";
import { ZFiledManifest } from "@courtready/contracts";
import type { TBuildOutput } from "./builds.jobs.ts";
import { JOB_INPUT_VERSION, ZJobInput } from "./builds.service.ts";
import type { TJobInput } from "./builds.service.ts";

/**
 * The input as the release before version 2 stored it (no `version`): labels and descriptions in lists beside the
 * files with null for "none", and the output spread over `kit`, `supplement` and `maxSizeBytes`. The fields both
 * versions share (binder type, role, preset, payload, case, date) are taken from ZJobInput: they did not change
 * (the old payload was declared as any record but always written from ZBuildPayload's parse, as now).
 */
export const ZJobInputV1 = ZJobInput.omit({ version: true, files: true, output: true }).extend({
  /** Absent: a row that names a version is read as that version or not at all. */
  version: z.never().optional(),
  descriptions: z.array(z.string().nullable()),
  exhibitLabels: z.array(z.string().nullable()).optional(),
  files: z.array(
    z.object({
      name: z.string(),
      key: z.string(),
      size: z.number().int().nonnegative(),
      sha256: z.string().optional(),
    }),
  ),
  kit: z.object({ maxSizeBytes: z.number().optional(), ocrMaxPages: z.number().int() }).optional(),
  supplement: ZFiledManifest.optional(),
  maxSizeBytes: z.number().positive().optional(),
});
export type TJobInputV1 = z.infer<typeof ZJobInputV1>;

/**
 * The old output fields as the old runner read them: a kit first (it never carried a supplement), then a
 * supplement (never split), else the binder split when `maxSizeBytes` was set; a zero limit meant none, as it did.
 */
function outputOfV1(input: TJobInputV1): TBuildOutput {
  if (input.kit)
    return {
      kind: "kit",
      maxSizeBytes: input.kit.maxSizeBytes || undefined,
      ocrMaxPages: Math.max(0, input.kit.ocrMaxPages),
    };
  if (input.supplement) return { kind: "supplement", manifest: input.supplement };
  return { kind: "binder", maxSizeBytes: input.maxSizeBytes };
}

/** The previous release's input as version 2: each file carries its own label and description (undefined, not null). */
export function upgradeJobInputV1(input: TJobInputV1): TJobInput {
  return {
    version: JOB_INPUT_VERSION,
    binderType: input.binderType,
    binderTypeName: input.binderTypeName,
    role: input.role,
    presetKey: input.presetKey,
    payload: input.payload,
    case: input.case,
    files: input.files.map((file, i) => ({
      ...file,
      label: input.exhibitLabels?.[i] ?? undefined,
      description: input.descriptions[i] ?? undefined,
    })),
    date: input.date,
    output: outputOfV1(input),
  };
}

/** A stored input of any version still read, as the current one. */
export const ZStoredJobInput = z.union([ZJobInput, ZJobInputV1.transform(upgradeJobInputV1)]);

/** Parses build_jobs.input: a row no version here can read throws (the runner fails that job, not the queue). */
export function parseStoredJobInput(raw: string | null): TJobInput {
  return ZStoredJobInput.parse(JSON.parse(raw ?? "null"));
}
