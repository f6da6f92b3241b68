// A runner's hold on its build rows: who it is (an identity per runner), taking a queued row with one conditional
// update, the heartbeat that keeps its rows alive, handing a row back, ending one (with its pass given back), and
// telling whether the runner that holds a row is gone.
import { hostname } from "node:os";
import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { BuildJobRow, Database } from "@courtready/db";
import { toDbTime } from "@courtready/db";
import type { Clock } from "../../clock.ts";
import { returnBinderUse } from "../membership/membership.service.ts";
import { findJob, jobsHeldBy, markUseReturned, touchJobs, updateJobIf } from "./builds.repository.ts";
import type { JobOutcome } from "./builds.queue.types.ts";

/**
 * The lease (issue 41): the one rule for whether a build's runner is alive, wherever it runs. A runner renews the
 * lease of every row it holds (heartbeat_at) several times per lease; a row not renewed for a whole lease belongs
 * to a runner that is gone, and the next sweep (every QUEUE_MONITOR_SECONDS) hands it to another. pg-boss carries
 * the messages but keeps no heartbeat of its own for builds, so the two never disagree. QUEUE_HEARTBEAT_SECONDS
 * sets the lease; this is its default.
 */
export const DEFAULT_LEASE_MS = 30_000;

/** How often a runner renews its rows: three times per lease (at most every 10 s), so one late beat costs nothing. */
export function renewEveryMs(leaseMs: number): number {
  return Math.max(250, Math.min(10_000, Math.floor(leaseMs / 3)));
}

/**
 * Whether a running row's lease ran out: its runner has not renewed it for a whole lease. `renewableSince`: when the
 * database became reachable again after an outage the judge saw; the lease counts from then at the earliest.
 */
export function leaseExpired(
  job: Pick<BuildJobRow, "heartbeat_at" | "updated_at">,
  now: Date,
  leaseMs: number,
  renewableSince?: Date,
): boolean {
  const parsed = Date.parse(job.heartbeat_at ?? job.updated_at);
  const beat = Math.max(Number.isFinite(parsed) ? parsed : 0, renewableSince?.getTime() ?? 0);
  return now.getTime() - beat > leaseMs;
}

/** A runner identity: the host and process, plus a random part so a restarted process with the same pid differs. */
export function runnerId(): string {
  return `${hostname()}:${process.pid}:${randomBytes(6).toString("hex")}`;
}

/** The runners open in this process: any other identity with this host and pid belongs to a process that died. */
const liveRunners = new Set<string>();

/** Opens a runner of this process under a new identity; ownerIsGone counts it alive until releaseRunner. */
export function holdRunner(): string {
  const owner = runnerId();
  liveRunners.add(owner);
  return owner;
}

/** The runner is closed: a row still held under its identity belongs to no live runner of this process. */
export function releaseRunner(owner: string): void {
  liveRunners.delete(owner);
}

/**
 * Whether the runner that holds a job is gone: on this host, a dead pid (or this pid under an identity no runner of
 * this process has: the process restarted) is known at once; otherwise its lease ran out (leaseExpired).
 */
export function ownerIsGone(
  job: BuildJobRow,
  me: string,
  now: Date,
  leaseMs: number,
  renewableSince?: Date,
): boolean {
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
  return leaseExpired(job, now, leaseMs, renewableSince);
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

/** What a runner does with the rows it holds. */
export interface Lease {
  take(job: BuildJobRow): Promise<BuildJobRow | undefined>;
  requeue(job: BuildJobRow, message: string): Promise<boolean>;
  heartbeat(running: ReadonlyMap<string, { controller: AbortController }>): Promise<void>;
}

/** The lease of the runner `owner`: taking, handing back and keeping alive the rows it holds. */
export function createLease(db: Kysely<Database>, clock: Clock, owner: string): Lease {
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

  /** Hands a running job back to the queue, if its holder still holds it; true when it was queued again. */
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

  /** Heartbeat: marks held jobs alive, and stops a running build whose row was ended elsewhere (abandoned). */
  async function heartbeat(running: ReadonlyMap<string, { controller: AbortController }>): Promise<void> {
    await touchJobs(db, owner, clock());
    if (running.size === 0) return;
    const held = new Set(await jobsHeldBy(db, owner, [...running.keys()]));
    for (const [id, run] of running) if (!held.has(id)) run.controller.abort();
  }

  return { take, requeue, heartbeat };
}
