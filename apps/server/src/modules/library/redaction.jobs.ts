// Redaction jobs (issue 43), run on the worker pool: "redaction.find" reads one exhibit with the court's rules and
// answers its hits (page, boxes, kind, reason) and its first pages' pictures, for the builder's "Personal
// information" panel. The file comes by its staged key and is read here, on the thread (issue 40: the web process
// never holds an upload whole). The redacted copy itself is made inside the build job (builds.jobs.ts).
import { findInExhibit } from "@courtready/engine";
import type { ExhibitFindResult } from "@courtready/engine";
import { ZRedactionRuleSet } from "@courtready/contracts";
import { z } from "zod";
import { defineJob } from "../../jobs/job.ts";
import { threadStorage } from "../../jobs/thread-storage.ts";
import { readStoredBytes } from "../../storage/staging.ts";
import { keptRecordOf } from "./library.jobs.ts";

/** Payloads are parsed at the worker boundary: a malformed message fails its job, never the worker. */
const ZFindJobPayload = z.object({
  file: z.object({ name: z.string(), key: z.string().min(1).max(512) }),
  /** The per-file limit the upload already streamed through: the read of it is bounded by it. */
  maxFileBytes: z.number().int().positive(),
  rules: ZRedactionRuleSet,
  minors: z.array(z.string()),
  maxPages: z.number().int().positive(),
  /** Only the readable text under dark boxes (asked when a file is added). */
  coveredOnly: z.boolean().optional(),
  /** Only the pictures of `maxPages` pages from this one (the builder's further pages). */
  firstPage: z.number().int().positive().optional(),
  /** The file's kept conversion record (conversions.ts): a Word or Excel file's covered text is looked for in it. */
  conversionKey: z.string().min(1).max(512).optional(),
});
export type FindJobPayload = z.input<typeof ZFindJobPayload>;

/** The hits of the court's rules in one exhibit, with its first pages drawn. */
export const redactionFindJob = defineJob({
  name: "redaction.find",
  version: 1,
  // A person waits for it in the builder: never behind builds (worker-pool.ts).
  lane: "check",
  schema: ZFindJobPayload,
  handler: async (p): Promise<ExhibitFindResult> => {
    const bytes = await readStoredBytes(threadStorage(), p.file.key, p.maxFileBytes);
    // Swept or unreadable meanwhile: nothing is looked at (nothing is converted for it either).
    const record = p.conversionKey ? await keptRecordOf(p.conversionKey, p.maxFileBytes) : null;
    return findInExhibit({ name: p.file.name, bytes }, p.rules, {
      ...(record ? { conversion: record } : {}),
      minors: p.minors,
      maxPages: p.maxPages,
      ...(p.coveredOnly ? { coveredOnly: true } : {}),
      ...(p.firstPage !== undefined ? { firstPage: p.firstPage } : {}),
    });
  },
});

export const redactionJobs = [redactionFindJob];
