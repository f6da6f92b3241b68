// The durable build runner (issues 20 and 21): builds are rows in build_jobs; this takes queued rows, runs them
// (builds.run.ts) on the worker-thread pool, writes their progress to the row, and re-queues rows left running by a
// process that died. The web process waits for a build's row to end, so any process can answer for any build.
// How a queued row reaches a runner is the dispatch: by default this process polls the table itself; with web and
// worker processes apart, pg-boss carries each job to a worker (builds.pgboss.ts). This file is the runner loop; a
// runner's hold on its rows is builds.lease.ts, what a crash left builds.recovery.ts, the contracts
// builds.queue.types.ts (re-exported here, where callers have always found them).
import { EventEmitter } from "node:events";
import { rm } from "node:fs/promises";
import path from "node:path";
import type { BuildJobRow } from "@courtready/db";
import { toDbTime } from "@courtready/db";
import {
  createLease,
  DEFAULT_LEASE_MS,
  endJob,
  holdRunner,
  ownerIsGone,
  releaseRunner,
  renewEveryMs,
} from "./builds.lease.ts";
import { createRecovery, DEFAULT_SWEEP_MS } from "./builds.recovery.ts";
import { retrying, retryPolicy } from "./builds.retry.ts";
import { ENDED_JOB_STATES, findJob, queuedJobs, updateJobIf } from "./builds.repository.ts";
import type { BuildQueue, BuildQueueDeps, JobOutcome } from "./builds.queue.types.ts";

export type {
  BuildDispatch,
  BuildQueue,
  BuildQueueDeps,
  JobEnd,
  JobExecutor,
  JobOutcome,
} from "./builds.queue.types.ts";
export { endJob } from "./builds.lease.ts";

/** How often a runner looks for queued work it was not told about (jobs queued by another process). */
const POLL_MS = 2_000;
/** How often a process waiting for a job ended elsewhere reads its row. */
const WAIT_POLL_MS = 1_000;

export function createBuildQueue(deps: BuildQueueDeps): BuildQueue {
  const { db, storage, clock, dispatch } = deps;
  const runs = deps.runs ?? true;
  const leaseMs = deps.leaseMs ?? DEFAULT_LEASE_MS;
  const sweepMs = deps.sweepMs ?? DEFAULT_SWEEP_MS;
  const retry = deps.retry ?? retryPolicy();
  // A dependency blip (issue 41): what must happen (reading a waited-for row, ending a row, removing an upload) is
  // tried again through an outage of up to the budget; a failed retry is logged as the error it was.
  const persist = <T>(call: () => Promise<T>) =>
    retrying(retry, call, {
      onRetry: (error, attempt) => {
        lastOutage = clock();
        deps.onRetry?.(error, attempt);
      },
    });
  // When this process last failed to reach the database: rows are not judged by their lease until a whole lease has
  // passed since, because their runners could not renew them either (builds.recovery.ts).
  let lastOutage: Date | undefined;
  const owner = holdRunner();
  const ended = new EventEmitter();
  ended.setMaxListeners(0);
  const running = new Map<string, { controller: AbortController; done: Promise<void> }>();
  let started = false;
  let closed = false;
  let pumping = false;
  let again = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  let beat: ReturnType<typeof setInterval> | undefined;

  const report = (error: unknown) => deps.onError?.(error);
  const jobTmp = (id: string) => path.join(deps.tmpRoot, id);

  const { take, requeue, heartbeat } = createLease(db, clock, owner);
  // cleanUp (below) is a function declaration, hoisted, so recovery can be handed it here.
  const { recoverRunning, recover, sweep } = createRecovery({
    db,
    clock,
    owner,
    leaseMs,
    sweepMs,
    dispatch,
    runs,
    lastOutage: () => lastOutage,
    tmpRoot: deps.tmpRoot,
    running,
    ended,
    requeue,
    cleanUp,
    jobTmp,
    report,
  });

  /** Removes what a job kept while it ran: its temporary folder, and its upload once it has ended. */
  async function cleanUp(job: BuildJobRow): Promise<void> {
    await rm(jobTmp(job.id), { recursive: true, force: true }).catch(report);
    // At once, even through a storage blip: a given-up build's files are not left for the hourly sweep.
    if (job.upload_prefix) {
      const prefix = job.upload_prefix;
      await persist(() => storage.deleteFolder(prefix)).catch(report);
    }
  }

  async function finish(job: BuildJobRow, outcome: JobOutcome): Promise<void> {
    const stored = await persist(() => endJob(db, job, ["running"], outcome, clock(), owner));
    // Taken away meanwhile (abandoned by the browser, or recovered elsewhere): what it made is not anyone's.
    if (!stored && outcome.state === "done" && outcome.buildId)
      await storage.deleteFolder(`users/${job.user_id}/builds/${outcome.buildId}`).catch(report);
  }

  /** Runs a job this runner has taken (its row is running and owned here) to its end. */
  async function runJob(job: BuildJobRow, outer?: AbortSignal): Promise<void> {
    const controller = new AbortController();
    const startedAt = Date.now();
    // pg-boss aborts a job whose time ran out or whose worker is shutting down: the run stops, and the row is handed
    // back below instead of ended, so another worker builds it and the pass is not given back for nothing.
    let handedBack = false;
    const onOuterAbort = () => {
      handedBack = closed;
      controller.abort();
    };
    outer?.addEventListener("abort", onOuterAbort, { once: true });
    let lastWrite = 0;
    let lastStage = job.stage;
    const progress = (stage: BuildJobRow["stage"], fraction: number, message: string) => {
      const now = clock();
      // Written at most twice a second, and at every change of stage, so the database is not flooded.
      if (stage === lastStage && now.getTime() - lastWrite < 500) return;
      lastWrite = now.getTime();
      lastStage = stage;
      void updateJobIf(
        db,
        job.id,
        ["running"],
        {
          stage,
          percent: Math.round(Math.min(1, Math.max(0, fraction)) * 100),
          message: message.slice(0, 500),
          heartbeat_at: toDbTime(now),
          updated_at: toDbTime(now),
        },
        owner,
      ).catch(report);
    };
    const done = (async () => {
      let outcome: JobOutcome;
      try {
        outcome = await deps.execute(job, { signal: controller.signal, tmpDir: jobTmp(job.id), progress });
      } catch (error) {
        report(error);
        outcome = {
          state: controller.signal.aborted ? "abandoned" : "failed",
          code: "FAILED",
          message: controller.signal.aborted
            ? "The build was stopped before it finished."
            : "The binder could not be built because of a problem on our side. Please try again.",
        };
      }
      if (handedBack && outcome.state !== "done") {
        await persist(() => requeue(job, "Moved to another worker: the one building it is restarting")).catch(
          report,
        );
        await rm(jobTmp(job.id), { recursive: true, force: true }).catch(report);
        return;
      }
      try {
        await finish(job, outcome);
      } catch (error) {
        report(error);
        // The outcome could not be written (the database is gone or full): give the job back for recovery.
      }
      deps.onJobEnd?.({
        jobId: job.id,
        state: outcome.state,
        ms: Date.now() - startedAt,
        attempt: job.attempts,
      });
      await cleanUp(job);
      ended.emit(job.id);
    })();
    running.set(job.id, { controller, done });
    try {
      await done;
    } finally {
      running.delete(job.id);
      outer?.removeEventListener("abort", onOuterAbort);
    }
  }

  /**
   * One dispatched job (pg-boss mode): takes it when queued; re-queues it first when its runner is gone (pg-boss
   * retried it after that worker's heartbeat stopped); leaves it to a live runner that still holds it.
   */
  async function runDispatched(jobId: string, signal: AbortSignal): Promise<void> {
    let job = await findJob(db, jobId);
    if (!job || closed) return;
    if (job.state === "running" && ownerIsGone(job, owner, clock(), leaseMs, lastOutage)) {
      if (!(await recoverRunning(job, clock()))) return;
      job = await findJob(db, jobId);
    }
    if (job?.state !== "queued") return;
    const row = await take(job);
    if (row) await runJob(row, signal);
  }

  /** Takes queued jobs while there is room (local mode). */
  async function pump(): Promise<void> {
    if (!started || closed || !runs || dispatch) return;
    if (pumping) {
      again = true;
      return;
    }
    pumping = true;
    try {
      do {
        again = false;
        const room = deps.concurrency - running.size;
        if (room <= 0) break;
        for (const job of await queuedJobs(db, room)) {
          const row = await take(job);
          if (row) void runJob(row).then(() => pump(), report);
        }
      } while (again && !closed);
    } catch (error) {
      report(error);
    } finally {
      pumping = false;
    }
  }

  return {
    owner,
    async notify(jobId) {
      if (dispatch) await dispatch.submit(jobId);
      else void pump();
    },
    async wait(jobId, signal) {
      for (;;) {
        // Read through a database blip: the person keeps waiting for a build that goes on (issue 41). Past the
        // budget the build is abandoned if the database lets it, so a pass is not spent on what was called failed.
        let row: BuildJobRow | undefined;
        try {
          row = await persist(() => findJob(db, jobId));
        } catch (error) {
          await this.abandon(jobId, "The build was stopped: we lost touch with it.").catch(report);
          throw error;
        }
        if (!row) throw new Error(`Build job ${jobId} disappeared`);
        if ((ENDED_JOB_STATES as readonly string[]).includes(row.state)) {
          // A job run here is answered once what it kept is removed (its folder, its upload): its row says it ended
          // before that, and a poll landing in between told the waiter of a build that still left files behind.
          await running.get(jobId)?.done;
          return row;
        }
        if (signal.aborted) {
          await persist(() => this.abandon(jobId, "The build was stopped because the page was closed."));
          continue;
        }
        // Woken when this process ends the job, or after a poll interval when another process runs it.
        await new Promise<void>((resolve) => {
          const wake = () => {
            clearTimeout(timeout);
            ended.off(jobId, wake);
            signal.removeEventListener("abort", wake);
            resolve();
          };
          const timeout = setTimeout(wake, WAIT_POLL_MS);
          ended.on(jobId, wake);
          signal.addEventListener("abort", wake, { once: true });
        });
      }
    },
    async abandon(jobId, message) {
      const here = running.get(jobId);
      if (here) {
        here.controller.abort();
        await here.done;
        return;
      }
      const job = await findJob(db, jobId);
      if (!job) return;
      // A job running in another process is ended here too; its runner sees that at its next heartbeat and stops,
      // and what it made is thrown away (finish() finds the row no longer its own).
      if (
        await endJob(
          db,
          job,
          ["receiving", "queued", "running"],
          { state: "abandoned", code: "ABANDONED", message },
          clock(),
        )
      ) {
        await cleanUp(job);
        ended.emit(jobId);
      }
    },
    async start() {
      if (started) return;
      started = true;
      await recover();
      timer = setInterval(
        () =>
          void (dispatch ? sweep() : pump()).catch((error: unknown) => {
            lastOutage = clock();
            report(error);
          }),
        dispatch ? sweepMs : POLL_MS,
      );
      timer.unref();
      beat = setInterval(() => void heartbeat(running).catch(report), renewEveryMs(leaseMs));
      beat.unref();
      if (dispatch && runs) await dispatch.work(runDispatched, deps.concurrency);
      await pump();
    },
    async close() {
      closed = true;
      clearInterval(timer);
      clearInterval(beat);
      if (dispatch) await dispatch.close(deps.graceMs ?? 60_000);
      await Promise.all([...running.values()].map((r) => r.done));
      releaseRunner(owner);
    },
  };
}
