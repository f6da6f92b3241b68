// Redaction jobs (issue 43), run on the worker pool: "redaction.find" reads one exhibit with the court's rules and
// answers its hits (page, boxes, kind, reason) and its first pages' pictures, for the builder's "Personal
// information" panel. The redacted copy itself is made inside the build job (builds.jobs.ts), never kept apart.
import { findInExhibit } from "@courtready/engine";
import type { ExhibitFindResult } from "@courtready/engine";
import { ZRedactionRuleSet } from "@courtready/contracts";
import { z } from "zod";
import { defineJob } from "../../jobs/job.ts";

/** Payloads are parsed at the worker boundary: a malformed message fails its job, never the worker. */
const ZBytes = z.custom<Uint8Array>((value) => value instanceof Uint8Array, "Expected bytes");
const ZFindJobPayload = z.object({
  file: z.object({ name: z.string(), bytes: ZBytes }),
  rules: ZRedactionRuleSet,
  minors: z.array(z.string()),
  maxPages: z.number().int().positive(),
  /** Only the readable text under dark boxes (asked when a file is added). */
  coveredOnly: z.boolean().optional(),
});
export type FindJobPayload = z.input<typeof ZFindJobPayload>;

/** The hits of the court's rules in one exhibit, with its first pages drawn. */
export const redactionFindJob = defineJob({
  name: "redaction.find",
  version: 1,
  schema: ZFindJobPayload,
  handler: (p): Promise<ExhibitFindResult> =>
    findInExhibit(p.file, p.rules, {
      minors: p.minors,
      maxPages: p.maxPages,
      ...(p.coveredOnly ? { coveredOnly: true } : {}),
    }),
});

export const redactionJobs = [redactionFindJob];
