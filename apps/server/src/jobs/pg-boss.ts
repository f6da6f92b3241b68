// The pg-boss instance of a process whose web and worker run apart (issue 21): one per process, on the same
// PostgreSQL as the data, with the two queues CourtReady uses. pg-boss brings retries with backoff, expiry,
// LISTEN/NOTIFY wake-ups and its own maintenance; the app keeps its own state (build_jobs, progress) and uses pg-boss
// only to carry work to workers. Whether a build's worker is alive is the build row's lease alone
// (modules/builds/builds.lease.ts, issue 41): the build queue has no pg-boss heartbeat. Tasks have no row, so their
// queue keeps pg-boss's heartbeat, on the same setting.
import { PgBoss } from "pg-boss";
import type { Config } from "../config.ts";

/** Builds: one message per build_jobs row ("job X is queued"); the row says what to build. */
export const BUILD_QUEUE = "courtready-build";
/** Conversions and checks a web request waits for (inspect a file, count pages, describe a file): remote-runner.ts. */
export const TASK_QUEUE = "courtready-task";

/** Connections pg-boss may open per process (its queries, LISTEN/NOTIFY and maintenance). */
export const BOSS_POOL_SIZE = 4;

export interface BossOptions {
  databaseUrl: string;
  heartbeatSeconds: number;
  monitorSeconds: number;
  onError?: (error: unknown) => void;
}

export function bossOptionsOf(config: Config): BossOptions {
  if (!config.databaseUrl) throw new Error("pg-boss needs DATABASE_URL (PostgreSQL)");
  return {
    databaseUrl: config.databaseUrl,
    heartbeatSeconds: config.queue.heartbeatSeconds,
    monitorSeconds: config.queue.monitorSeconds,
  };
}

/** Starts pg-boss (installing or migrating its schema, "pgboss") and makes sure both queues exist. */
export async function startBoss(options: BossOptions): Promise<PgBoss> {
  const boss = new PgBoss({
    connectionString: options.databaseUrl,
    schema: "pgboss",
    // Workers are woken the moment a job is sent, instead of at their next poll: a file check a person waits for
    // should not wait half a second for nothing.
    useListenNotify: true,
    // How soon a dead worker's job is noticed: its heartbeat's silence is checked on these timers.
    monitorIntervalSeconds: options.monitorSeconds,
    superviseIntervalSeconds: options.monitorSeconds,
    // Part of a process's PostgreSQL budget: DATABASE_POOL_SIZE + this (docs/deploy.md).
    max: BOSS_POOL_SIZE,
  });
  boss.on("error", (error: unknown) => options.onError?.(error));
  await boss.start();
  await boss.createQueue(BUILD_QUEUE, {
    // One message per build at a time, queued or active: a binder never builds twice at once.
    policy: "exclusive",
    notify: true,
    retryLimit: 2,
    retryDelay: 1,
    retryBackoff: true,
    // No heartbeat: the row's lease says whether its worker lives, and the sweep that finds a lapsed lease fails
    // this message so another worker takes it (builds.pgboss.ts#resubmit). A pg-boss heartbeat here would be a
    // second clock that could retry a build the lease still counts alive, or wait when the lease has run out.
    // The longest a build may take; the largest binders take minutes.
    expireInSeconds: 30 * 60,
    deleteAfterSeconds: 24 * 60 * 60,
  });
  // A database whose queue was made by an earlier release still has the heartbeat: removed here.
  await boss.updateQueue(BUILD_QUEUE, { heartbeatSeconds: null });
  await boss.createQueue(TASK_QUEUE, {
    policy: "standard",
    notify: true,
    // A task whose worker died is tried once more elsewhere; a file that cannot be read fails as an answer, not a retry.
    retryLimit: 1,
    heartbeatSeconds: options.heartbeatSeconds,
    expireInSeconds: 10 * 60,
    deleteAfterSeconds: 60 * 60,
  });
  return boss;
}
