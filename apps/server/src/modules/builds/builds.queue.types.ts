// The build queue's contracts (issues 20 and 21): what running one job produces, how a queued row reaches a runner
// (the dispatch), and what the queue offers the routes and services. The runner loop is builds.queue.ts, a runner's
// hold on its rows builds.lease.ts, what a crash left builds.recovery.ts.
import type { Kysely } from "kysely";
import type { BuildJobRow, Database } from "@courtready/db";
import type { Clock } from "../../clock.ts";
import type { FileStorage } from "../../storage/storage.ts";
import type { RetryPolicy } from "./builds.retry.ts";

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
  /** The lease (builds.lease.ts, QUEUE_HEARTBEAT_SECONDS): a row its runner has not renewed this long is taken over. */
  leaseMs?: number;
  /** How often rows whose lease ran out are looked for (dispatch mode; QUEUE_MONITOR_SECONDS). */
  sweepMs?: number;
  /** How long close() lets running builds finish before handing them back (dispatch only). */
  graceMs?: number;
  /** How reads and writes that must happen ride out a database or storage blip (builds.retry.ts). Default: 90 s. */
  retry?: RetryPolicy;
  /** Told of each failed call that is tried again (the log: an outage is visible while it lasts). */
  onRetry?: (error: unknown, attempt: number) => void;
}
