// AI jobs that read a document's contents (they run on the worker pool): "ai.describe" reads one file's facts with
// the engine's offline describer and writes its description, off the request thread.
import { z } from "zod";
import { describeEvidence, writeDescription } from "@courtready/engine";
import type { EvidenceFacts } from "@courtready/engine";
import type { JobHandler } from "../../jobs/worker-host.ts";

export const DESCRIBE_JOB = "ai.describe";

/** What "ai.describe" is given: the person's file name and the bytes (handed to the worker, not copied). */
export const ZDescribeJobPayload = z.object({
  name: z.string().max(1_000),
  bytes: z.instanceof(Uint8Array),
});
export interface DescribeJobPayload {
  name: string;
  bytes: Uint8Array;
}

/** The offline description, and the facts it was written from (what an external provider may be shown). */
export interface DescribeJobResult {
  description: string;
  facts: EvidenceFacts;
}

export const aiJobHandlers: Record<string, JobHandler> = {
  async [DESCRIBE_JOB](payload): Promise<DescribeJobResult> {
    const { name, bytes } = ZDescribeJobPayload.parse(payload);
    const facts = await describeEvidence({ name, bytes });
    return { description: writeDescription(facts, name), facts };
  },
};
