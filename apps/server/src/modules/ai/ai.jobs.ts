// AI jobs that read a document's contents (they run on the worker pool): "ai.describe" reads one file's facts with
// the engine's offline describer and writes its description, off the request thread.
import { z } from "zod";
import { describeEvidence, writeDescription } from "@courtready/engine";
import type { EvidenceFacts } from "@courtready/engine";
import { defineJob } from "../../jobs/job.ts";

/** What "ai.describe" is given: the person's file name and the bytes (handed to the worker, not copied). */
export const ZDescribeJobPayload = z.object({
  name: z.string().max(1_000),
  bytes: z.custom<Uint8Array>((value) => value instanceof Uint8Array, "Expected bytes"),
});
export type DescribeJobPayload = z.input<typeof ZDescribeJobPayload>;

/** The offline description, and the facts it was written from (what an external provider may be shown). */
export interface DescribeJobResult {
  description: string;
  facts: EvidenceFacts;
}

export const describeJob = defineJob({
  name: "ai.describe",
  version: 1,
  // A description a person asked for while adding files: never behind builds (worker-pool.ts).
  lane: "check",
  schema: ZDescribeJobPayload,
  async handler({ name, bytes }): Promise<DescribeJobResult> {
    const facts = await describeEvidence({ name, bytes });
    return { description: writeDescription(facts, name), facts };
  },
});

export const aiJobs = [describeJob];
