// The durable build runner (issues 20 and 21): builds are rows in build_jobs; this takes queued rows, runs them
// (builds.run.ts) on the worker-thread pool, writes their progress to the row, and re-queues rows left running by a
// process that died. The web process waits for a build's row to end, so any process can answer for any build.
// How a queued row reaches a runner is the dispatch: by default this process polls the table itself; with web and
// worker processes apart, pg-boss carries each job to a worker (builds.pgboss.ts).
import { EventEmitter } from "node:events";
import { hostname } from "node:os";
import { randomBytes } from "node:crypto";
import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Kysely } from "kysely";
import type { BuildJobRow, Database } from "@courtready/db";
import { toDbTime } from "@courtready/db";
import type { Clock } from "../../clock.ts";
import type { FileStorage } from "../../storage/storage.ts";
import { returnBinderUse } from "../membership/membership.service.ts";
import {
  ENDED_JOB_STATES,
  findJob,
  heldJobs,
  jobsHeldBy,
  markUseReturned,
  queuedJobs,
  touchJobs,
  updateJobIf,
} from "./builds.repository.ts";

/** How often a runner says its jobs are alive, and how long silence means its process is gone. */
const HEARTBEAT_MS = 10_000;
export const STALE_AFTER_MS = 2 * 60_000;
/** How often a runner looks for queued work it was not told about (jobs queued by another process). */
const POLL_MS = 2_000;
/** How often a process waiting for a job ended elsewhere reads its row. */
const WAIT_POLL_MS = 1_000;
/** Dispatch mode: how often a process looks for what died with another one, and re-sends long-queued jobs. */
const SWEEP_MS = 30_000;
/** A job that was running when its process died twice is not tried a third time. */
export const MAX_ATTEMPTS = 2;

export type JobEnd = "done" | "failed" | "abandoned";

/** What running one job produced: the answer to store, or why it failed. */
export type JobOutcome =
  | { state: "done"; result: unknown; buildId?: string }
  | { state: "failed" | "abandoned"; code: string; message: string; result?: unknown };

/** Runs one taken job to its outcome; `tmpDir` is the job's own temporary folder. */
export type JobExecutor = (
  job: BuildJobRow,
  context: {
    signal: AbortSignal;
    tmpDir: string;
    progress(stage: BuildJobRow["stage"], fraction: number, message: string): void;
  },
) => Promise<JobOutcome>;

export interface BuildQueue {
  /** This runner's identity in build_jobs.owner: "host:pid:instance". */
  readonly owner: string;
  /** Hands a just-queued job to a runner (this process's, or a worker's through the dispatch). */
  notify(jobId: string): Promise<void>;
  /** Resolves with the job's row once it has ended; aborting `signal` abandons the job (its pass is given back). */
  wait(jobId: string, signal: AbortSignal): Promise<BuildJobRow>;
  /** Ends a job that has not started or is running here: abandoned, its pass given back, its upload removed. */
  abandon(jobId: string, message: string): Promise<void>;
  /** Recovers what a crash left, then starts taking work. */
  start(): Promise<void>;
  /** Stops taking work and waits for running jobs to end. */
  close(): Promise<void>;
}

/**
 * How queued jobs reach runners when they are not in this process's own loop: pg-boss (builds.pgboss.ts). Rows stay
 * the truth (state, owner, progress); a dispatched message only says "job X is waiting", so sending one twice, or one
 * for a job that already ended, is harmless.
 */
export interface BuildDispatch {
  /** Tells the workers that job `jobId` is queued; idempotent. */
  submit(jobId: string): Promise<void>;
  /** Like submit, for a job whose runner is known to be gone: its message, still held by that runner, is let go. */
  resubmit(jobId: string): Promise<void>;
  /** Starts handing jobs to `run`, at most `concurrency` at once (worker processes only). */
  work(run: (jobId: string, signal: AbortSignal) => Promise<void>, concurrency: number): Promise<void>;
  /** Stops taking jobs; running ones get `graceMs` to finish, then are handed back to be run elsewhere. */
  close(graceMs: number): Promise<void>;
}

export interface BuildQueueDeps {
  db: Kysely<Database>;
  storage: FileStorage;
  clock: Clock;
  /** Jobs run at once (the worker pool's size). */
  concurrency: number;
  /** Where each job's temporary folder is made (one folder per job id). */
  tmpRoot: string;
  execute: JobExecutor;
  onError?: (error: unknown) => void;
  /** One line per ended job (its id, how it ended, how long it ran), for the operator's log. */
  onJobEnd?: (line: { jobId: string; state: JobEnd; ms: number; attempt: number }) => void;
  /** Absent: this process polls the table and runs what it finds. Present: jobs come and go through it. */
  dispatch?: BuildDispatch;
  /** Whether this process runs builds (a web-only process only queues and waits). Default true. */
  runs?: boolean;
  /** How long close() lets running builds finish before handing them back (dispatch only). */
  graceMs?: number;
}

/** A runner identity: the host and process, plus a random part so a restarted process with the same pid differs. */
export function runnerId(): string {
  return `${hostname()}:${process.pid}:${randomBytes(6).toString("hex")}`;
}

/** The runners open in this process: any other identity with this host and pid belongs to a process that died. */
const liveRunners = new Set<string>();

/**
 * Whether the runner that holds a job is gone: on this host, a dead pid (or this pid under an identity no runner of
 * this process has: the process restarted); elsewhere, a heartbeat older than STALE_AFTER_MS.
 */
export function ownerIsGone(job: BuildJobRow, me: string, now: Date): boolean {
  if (!job.owner) return true;
  if (job.owner === me) return false;
  const [host, pidText] = job.owner.split(":");
  if (host === hostname()) {
    const pid = Number(pidText);
    if (pid === process.pid) return !liveRunners.has(job.owner);
    try {
      process.kill(pid, 0);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ESRCH") return true;
    }
  }
  const beat = job.heartbeat_at ? Date.parse(job.heartbeat_at) : 0;
  return now.getTime() - beat > STALE_AFTER_MS;
}

/**
 * Ends a job in one transaction: its state and answer, and, when it took a one-time pass and did not finish, the
 * pass given back (at most once: use_returned goes 0 → 1 in the same conditional update). False when the job had
 * already ended or belongs to another runner.
 */
export async function endJob(
  db: Kysely<Database>,
  job: Pick<BuildJobRow, "id" | "membership_id">,
  from: readonly BuildJobRow["state"][],
  outcome: JobOutcome,
  now: Date,
  owner?: string,
): Promise<boolean> {
  const at = toDbTime(now);
  return db.transaction().execute(async (trx) => {
    const changed = await updateJobIf(
      trx,
      job.id,
      from,
      outcome.state === "done"
        ? {
            state: "done",
            stage: "done",
            percent: 100,
            message: "Ready",
            result: JSON.stringify(outcome.result),
            build_id: outcome.buildId ?? null,
            updated_at: at,
            finished_at: at,
          }
        : {
            state: outcome.state,
            stage: "failed",
            percent: 100,
            message: outcome.message.slice(0, 500),
            error_code: outcome.code,
            error_message: outcome.message,
            result: outcome.result === undefined ? null : JSON.stringify(outcome.result),
            updated_at: at,
            finished_at: at,
          },
      owner,
    );
    if (!changed) return false;
    if (outcome.state !== "done" && job.membership_id) {
      if (await markUseReturned(trx, job.id)) await returnBinderUse(trx, job.membership_id);
    }
    return true;
  });
}

export function createBuildQueue(deps: BuildQueueDeps): BuildQueue {
  const { db, storage, clock, dispatch } = deps;
  const runs = deps.runs ?? true;
  const owner = runnerId();
  liveRunners.add(owner);
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

  /** Removes what a job kept while it ran: its temporary folder, and its upload once it has ended. */
  async function cleanUp(job: BuildJobRow): Promise<void> {
    await rm(jobTmp(job.id), { recursive: true, force: true }).catch(report);
    if (job.upload_prefix) await storage.deleteFolder(job.upload_prefix).catch(report);
  }

  async function finish(job: BuildJobRow, outcome: JobOutcome): Promise<void> {
    const stored = await endJob(db, job, ["running"], outcome, clock(), owner);
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
        await requeue(job, "Starting again on another worker").catch(report);
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

  /** Takes a queued job with one conditional update, so two runners never share one; the taken row, or undefined. */
  async function take(job: BuildJobRow): Promise<BuildJobRow | undefined> {
    const now = toDbTime(clock());
    const taken = await updateJobIf(db, job.id, ["queued"], {
      state: "running",
      owner,
      attempts: job.attempts + 1,
      heartbeat_at: now,
      started_at: job.started_at ?? now,
      updated_at: now,
      stage: "converting",
      message: "Starting",
    });
    return taken ? findJob(db, job.id) : undefined;
  }

  async function requeue(job: BuildJobRow, message: string): Promise<boolean> {
    return updateJobIf(
      db,
      job.id,
      ["running"],
      {
        state: "queued",
        owner: null,
        stage: "queued",
        percent: 0,
        message,
        updated_at: toDbTime(clock()),
      },
      job.owner ?? undefined,
    );
  }

  /**
   * One dispatched job (pg-boss mode): takes it when queued; re-queues it first when its runner is gone (pg-boss
   * retried it after that worker's heartbeat stopped); leaves it to a live runner that still holds it.
   */
  async function runDispatched(jobId: string, signal: AbortSignal): Promise<void> {
    let job = await findJob(db, jobId);
    if (!job || closed) return;
    if (job.state === "running" && ownerIsGone(job, owner, clock())) {
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

  /** A running job whose runner is gone: queued again, or failed after MAX_ATTEMPTS. True when queued again. */
  async function recoverRunning(job: BuildJobRow, now: Date): Promise<boolean> {
    if (job.attempts < MAX_ATTEMPTS) {
      const queued = await requeue(job, "Starting again after an interruption");
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
      if (!ownerIsGone(job, owner, now)) continue;
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
    const cutoff = clock().getTime() - SWEEP_MS;
    for (const job of await queuedJobs(db, 100))
      if (Date.parse(job.updated_at) < cutoff) await dispatch.submit(job.id);
  }

  /** Heartbeat: marks held jobs alive, and stops a running build whose row was ended elsewhere (abandoned). */
  async function heartbeat(): Promise<void> {
    await touchJobs(db, owner, clock());
    if (running.size === 0) return;
    const held = new Set(await jobsHeldBy(db, owner, [...running.keys()]));
    for (const [id, run] of running) if (!held.has(id)) run.controller.abort();
  }

  /** Temporary folders whose job is not running here: left by a crash. Folders of unknown ids a day old go too. */
  async function sweepTmp(now: Date): Promise<void> {
    let names: string[];
    try {
      names = await readdir(deps.tmpRoot);
    } catch {
      return;
    }
    for (const name of names) {
      if (running.has(name)) continue;
      const job = await findJob(db, name);
      const dir = path.join(deps.tmpRoot, name);
      if (job) {
        if (job.state === "running" && !ownerIsGone(job, owner, now)) continue;
        if (job.state === "queued" || job.state === "receiving") continue;
      } else {
        const age = now.getTime() - (await stat(dir).catch(() => ({ mtimeMs: now.getTime() }))).mtimeMs;
        if (age < 24 * 60 * 60 * 1000) continue;
      }
      await rm(dir, { recursive: true, force: true }).catch(report);
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
        const row = await findJob(db, jobId);
        if (!row) throw new Error(`Build job ${jobId} disappeared`);
        if ((ENDED_JOB_STATES as readonly string[]).includes(row.state)) return row;
        if (signal.aborted) {
          await this.abandon(jobId, "The build was stopped because the page was closed.");
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
        () => void (dispatch ? sweep() : pump()).catch(report),
        dispatch ? SWEEP_MS : POLL_MS,
      );
      timer.unref();
      beat = setInterval(() => void heartbeat().catch(report), HEARTBEAT_MS);
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
      liveRunners.delete(owner);
    },
  };
}
