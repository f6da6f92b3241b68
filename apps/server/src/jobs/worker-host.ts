// The worker side of the pool: a worker entry file calls serveJobs() with its jobs (job.ts), and each job message is
// parsed by the schema of the job of that name and version and handed to its handler. Errors with a `code` keep it,
// so typed engine errors reach the caller.
import { parentPort, workerData } from "node:worker_threads";
// The small process module only: the pool's own tests bundle this file without the whole engine.
import { observeChildren } from "@courtready/engine/process";
import { jobRegistry, runJobMessage } from "./job.ts";
import type { AnyJob } from "./job.ts";
import type { FromWorker, ToWorker } from "./runner.ts";

export function serveJobs(served: readonly AnyJob[]): void {
  const jobs = jobRegistry(served);
  const port = parentPort;
  if (!port) throw new Error("serveJobs() must run inside a worker thread");
  // The pool kills these process groups if it stops this thread mid-job: a terminated thread cannot. Each is written
  // at once into memory the pool shares (read the instant it stops the job), and also sent as a message (for a
  // program beyond the shared slots).
  const slots = (workerData as { childSlots?: Int32Array } | null)?.childSlots;
  observeChildren({
    started: (pid) => {
      if (slots)
        for (let i = 0; i < slots.length; i++) if (Atomics.compareExchange(slots, i, 0, pid) === 0) break;
      port.postMessage({ id: 0, type: "child", pid, alive: true } satisfies FromWorker);
    },
    ended: (pid) => {
      if (slots)
        for (let i = 0; i < slots.length; i++) if (Atomics.compareExchange(slots, i, pid, 0) === pid) break;
      port.postMessage({ id: 0, type: "child", pid, alive: false } satisfies FromWorker);
    },
  });
  // eslint-disable-next-line @typescript-eslint/no-misused-promises -- the handler catches every error and answers it
  port.on("message", async (job: ToWorker) => {
    const send = (message: FromWorker) => port.postMessage(message);
    try {
      const result = await runJobMessage(jobs, job, {
        progress: (p) => send({ id: job.id, type: "progress", ...p }),
      });
      send({ id: job.id, type: "done", result });
    } catch (error) {
      const e = error as { code?: unknown; message?: unknown };
      send({
        id: job.id,
        type: "error",
        code: typeof e?.code === "string" ? e.code : "JOB_FAILED",
        message: typeof e?.message === "string" ? e.message : String(error),
      });
    }
  });
}
