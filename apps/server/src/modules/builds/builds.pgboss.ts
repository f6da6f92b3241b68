// Builds carried by pg-boss (issue 21): the BuildDispatch that builds.queue.ts uses when web and worker processes run
// apart. A message names a build_jobs row; the row stays the truth, so a message sent twice or late does no harm.
import type { PgBoss } from "pg-boss";
import { z } from "zod";
import { BUILD_QUEUE } from "../../jobs/pg-boss.ts";
import type { BuildDispatch } from "./builds.queue.ts";

/** What a build message carries; parsed where the worker receives it. */
export const ZBuildMessage = z.object({ jobId: z.string().min(1).max(64) });

export function createPgBossDispatch(boss: PgBoss): BuildDispatch {
  let working = false;
  return {
    async submit(jobId) {
      // The singleton key makes a second message for the same build, while one is queued or active, a no-op.
      await boss.send(BUILD_QUEUE, { jobId }, { singletonKey: jobId });
    },
    async resubmit(jobId) {
      // The dead runner's message is still active until pg-boss misses its heartbeat (half a minute or more); failing
      // it now hands the build to a live worker at once (a retry), and a new message covers one already gone.
      const held = await boss.findJobs(BUILD_QUEUE, { key: jobId });
      const active = held.filter((message) => message.state === "active").map((message) => message.id);
      if (active.length) await boss.fail(BUILD_QUEUE, active, { reason: "its worker is gone" });
      await boss.send(BUILD_QUEUE, { jobId }, { singletonKey: jobId });
    },
    async work(run, concurrency) {
      working = true;
      // LISTEN/NOTIFY wakes a worker for a new build at once; a retried one (after a worker died) becomes due later
      // and is found by polling, which pg-boss slows to 30 s when NOTIFY works: 2 s keeps a retry prompt.
      await boss.work(
        BUILD_QUEUE,
        { localConcurrency: concurrency, batchSize: 1, notifyPollingIntervalSeconds: 2 },
        async ([job]) => {
          if (!job) return;
          const message = ZBuildMessage.safeParse(job.data);
          // A message we cannot read is nobody's build: completing it stops pg-boss retrying it forever.
          if (!message.success) return;
          await run(message.data.jobId, job.signal);
        },
      );
    },
    async close(graceMs) {
      // Graceful: running builds get graceMs to finish; then pg-boss fails them (they are retried elsewhere) and
      // aborts their signal, which kills their LibreOffice, qpdf and tesseract children.
      await boss.stop({ graceful: working, timeout: graceMs, close: true });
    },
  };
}
