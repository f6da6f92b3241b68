// What a crash left, found at start-up and (dispatch mode) at every sweep: uploads never finished, rows whose runner
// died (queued again, or failed after MAX_ATTEMPTS), queued rows whose message may have been lost, temporary
// folders of jobs no longer running, and the folders of this machine's processes that died (process-tmp.ts).
import type { EventEmitter } from "node:events";
import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Kysely } from "kysely";
import type { BuildJobRow, Database } from "@courtready/db";
import type { Clock } from "../../clock.ts";
import { endJob, ownerIsGone } from "./builds.lease.ts";
import type { Lease } from "./builds.lease.ts";
import { findJob, heldJobs, queuedJobs } from "./builds.repository.ts";
import type { BuildDispatch } from "./builds.queue.types.ts";
import { PROCESS_DIR_PREFIX, sweepLeftProcessDirs } from "../../process-tmp.ts";

/**
 * Dispatch mode: how often a process looks for what died with another one (rows whose lease ran out), and re-sends
 * long-queued jobs. QUEUE_MONITOR_SECONDS sets it; this is its default.
 */
export const DEFAULT_SWEEP_MS = 15_000;
/** A job that was running when its process died twice is not tried a third time. */
export const MAX_ATTEMPTS = 2;
/** What a build's progress says once it was taken from a runner that is gone. */
export const MOVED_MESSAGE = "Moved to another worker: the one building it stopped answering";

/** What recovery needs from the runner loop (builds.queue.ts) it recovers for. */
export interface RecoveryContext {
  db: Kysely<Database>;
  clock: Clock;
  owner: string;
  /** The lease (builds.lease.ts): a row not renewed for this long has a runner that is gone. */
  leaseMs: number;
  /** How often the sweep runs; a queued row older than this is sent again. */
  sweepMs: number;
  dispatch?: BuildDispatch;
  runs: boolean;
  /**
   * When this process last failed to reach the database (issue 41): for a lease after it, a row's lease counts from
   * then, since its runner could not renew it during the outage either; a dead pid on this host is still known.
   */
  lastOutage(): Date | undefined;
  tmpRoot: string;
  /** The jobs running in this process, by id: their rows and folders are not left over. */
  running: ReadonlyMap<string, unknown>;
  /** Emits a job's id when it ends here, waking whoever waits for it. */
  ended: EventEmitter;
  requeue: Lease["requeue"];
  /** Removes what a job kept while it ran (builds.queue.ts). */
  cleanUp(job: BuildJobRow): Promise<void>;
  jobTmp(id: string): string;
  report(error: unknown): void;
}

export interface Recovery {
  recoverRunning(job: BuildJobRow, now: Date): Promise<boolean>;
  recover(): Promise<void>;
  sweep(): Promise<void>;
}

/** Recovery for one runner loop, sharing its running jobs, its lease and its clean-up. */
export function createRecovery(context: RecoveryContext): Recovery {
  const { db, clock, owner, leaseMs, sweepMs, dispatch, runs, tmpRoot, running, ended } = context;
  const { requeue, cleanUp, jobTmp, report } = context;
  const gone = (job: BuildJobRow, now: Date) => ownerIsGone(job, owner, now, leaseMs, context.lastOutage());

  /** A running job whose runner is gone: queued again, or failed after MAX_ATTEMPTS. True when queued again. */
  async function recoverRunning(job: BuildJobRow, now: Date): Promise<boolean> {
    if (job.attempts < MAX_ATTEMPTS) {
      // The words the person's progress bar shows until the new worker's first step replaces them.
      const queued = await requeue(job, MOVED_MESSAGE);
      await rm(jobTmp(job.id), { recursive: true, force: true });
      if (queued && dispatch) await dispatch.resubmit(job.id);
      return queued;
    }
    if (
      await endJob(
        db,
        job,
        ["running"],
        {
          state: "failed",
          code: "INTERRUPTED",
          message:
            "The build was interrupted twice by a problem on our side and was stopped. Please try again.",
        },
        now,
        job.owner ?? undefined,
      )
    ) {
      await cleanUp(job);
      ended.emit(job.id);
    }
    return false;
  }

  /** What a crash left: uploads never finished, jobs whose runner died, temporary folders of ended jobs. */
  async function recover(): Promise<void> {
    const now = clock();
    for (const job of await heldJobs(db)) {
      if (!gone(job, now)) continue;
      if (job.state === "receiving") {
        if (
          await endJob(
            db,
            job,
            ["receiving"],
            { state: "abandoned", code: "INTERRUPTED", message: "The upload stopped before it finished." },
            now,
          )
        )
          await cleanUp(job);
      } else {
        await recoverRunning(job, now);
      }
    }
    if (runs) await sweepTmp(now);
  }

  /**
   * Dispatch mode, every sweep: what recover() finds, plus queued jobs waiting longer than a sweep, sent again in case
   * their message was lost (a process that died between committing the row and sending it). Sending is idempotent.
   */
  async function sweep(): Promise<void> {
    await recover();
    if (!dispatch) return;
    const cutoff = clock().getTime() - sweepMs;
    for (const job of await queuedJobs(db, 100))
      if (Date.parse(job.updated_at) < cutoff) await dispatch.submit(job.id);
  }

  /** Temporary folders whose job is not running here: left by a crash. Folders of unknown ids a day old go too. */
  async function sweepTmp(now: Date): Promise<void> {
    let names: string[];
    try {
      names = await readdir(tmpRoot);
    } catch {
      return;
    }
    // Processes' own folders go by whether their process runs, not by a job (process-tmp.ts).
    await sweepLeftProcessDirs(tmpRoot).catch(report);
    for (const name of names) {
      if (running.has(name) || name.startsWith(PROCESS_DIR_PREFIX)) continue;
      const job = await findJob(db, name);
      const dir = path.join(tmpRoot, name);
      if (job) {
        if (job.state === "running" && !gone(job, now)) continue;
        if (job.state === "queued" || job.state === "receiving") continue;
      } else {
        const age = now.getTime() - (await stat(dir).catch(() => ({ mtimeMs: now.getTime() }))).mtimeMs;
        if (age < 24 * 60 * 60 * 1000) continue;
      }
      await rm(dir, { recursive: true, force: true }).catch(report);
    }
  }

  return { recoverRunning, recover, sweep };
}
