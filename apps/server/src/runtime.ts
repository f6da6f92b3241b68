// What runs a process's heavy work, chosen by its role (issue 21): the job runner (conversions a request waits for)
// and the build queue. Web and worker together (the default, `npm start`): this process's own worker threads and a
// queue on the build_jobs table. Web alone: jobs and builds go through pg-boss to worker processes. Worker alone: it
// takes them from pg-boss and runs them on its threads.
import type { Kysely } from "kysely";
import type { PgBoss } from "pg-boss";
import type { Database } from "@courtready/db";
import type { Clock } from "./clock.ts";
import type { Config } from "./config.ts";
import type { FileStorage } from "./storage/storage.ts";
import type { JobRunner } from "./jobs/runner.ts";
import { lazyRunner } from "./jobs/lazy-runner.ts";
import { createWorkerPool } from "./jobs/worker-pool.ts";
import { bossOptionsOf, startBoss } from "./jobs/pg-boss.ts";
import { createRemoteRunner, serveRemoteJobs } from "./jobs/remote-runner.ts";
import { JOBS_BY_NAME } from "./jobs/all-jobs.ts";
import { createBuildQueue } from "./modules/builds/builds.queue.ts";
import type { BuildQueue } from "./modules/builds/builds.queue.ts";
import { createBuildExecutor } from "./modules/builds/builds.run.ts";
import { retryPolicy } from "./modules/builds/builds.retry.ts";
import type { FilingChecker } from "./modules/builds/builds.filing.ts";
import { createPgBossDispatch } from "./modules/builds/builds.pgboss.ts";
import { byKind, createFilingExecutor } from "./modules/projects/projects.filing.run.ts";

export interface Runtime {
  /** Where a request's conversions run: this process's threads, or a worker process's. */
  jobs: JobRunner;
  queue: BuildQueue;
  /** Present when jobs travel through pg-boss (web and worker apart); /api/health and the admin read it. */
  boss?: PgBoss;
  /** Recovers what a crash left and starts taking work (a worker) or heart-beating what it holds (a web process). */
  start(): Promise<void>;
  /** Stops taking work, lets running jobs end (or hands them back), and stops the threads. */
  close(): Promise<void>;
}

export interface RuntimeDeps {
  config: Config;
  db: Kysely<Database>;
  storage: FileStorage;
  clock: Clock;
  /** The thread pool to use instead of one started from dist/worker.js (tests bundle their own). */
  pool?: JobRunner;
  /** Checks a finished build's filed files against the court's profile (modules/builds/builds.filing.ts). */
  checkFiling: FilingChecker;
  /** False: this process queues builds but never runs one (tests that run their own queue). Default: its role's. */
  runsBuilds?: boolean;
  log: {
    error(error: unknown, message: string): void;
    info(fields: object, message: string): void;
  };
}

function defaultPool(config: Config, log: RuntimeDeps["log"]): JobRunner {
  // Threads start on the first job: a process that never converts anything never pays for them.
  return lazyRunner(() =>
    createWorkerPool({
      workerUrl: new URL("./worker.js", import.meta.url),
      size: config.jobWorkers,
      // Kept for checks, so a person adding files is answered while every build thread is busy.
      reserved: config.checkWorkers,
      storage: { s3: config.s3, filesDir: config.filesDir },
      // Memory bounded: a thread and its LibreOffice are replaced after N builds or above the mark (issue 41).
      recycleAfterBuilds: config.recycleAfterBuilds,
      recycleAboveBytes: config.recycleAboveBytes,
      onRecycle: (line) => log.info(line, "job thread replaced"),
    }),
  );
}

export async function createRuntime(deps: RuntimeDeps): Promise<Runtime> {
  const { config, db, storage, clock, log } = deps;
  const { web, worker } = config.services;
  const boss =
    config.queue.kind === "pg-boss"
      ? await startBoss({ ...bossOptionsOf(config), onError: (error) => log.error(error, "pg-boss") })
      : undefined;
  // A web-only process never converts: its runner is the remote one. Every other process has threads.
  const pool = web && !worker && boss ? undefined : (deps.pool ?? defaultPool(config, log));
  const jobs = pool ?? createRemoteRunner(boss!, storage);
  // One policy for riding out a PostgreSQL or storage blip (builds.retry.ts), logged while it lasts.
  const retry = retryPolicy(config.dependencyRetrySeconds * 1000);
  const onRetry = (error: unknown, attempt: number) =>
    log.info(
      { attempt, code: (error as { code?: unknown } | null)?.code },
      "dependency unreachable, trying again",
    );
  const queue = createBuildQueue({
    db,
    storage,
    clock,
    concurrency: config.jobWorkers,
    // The one liveness rule for builds (builds.lease.ts): the lease and how often lapsed ones are looked for.
    leaseMs: config.queue.heartbeatSeconds * 1000,
    sweepMs: config.queue.monitorSeconds * 1000,
    tmpRoot: config.jobsTmpDir,
    execute: byKind(
      createBuildExecutor({
        db,
        storage,
        jobs,
        maxFileBytes: config.maxFileBytes,
        memoryBudgetBytes: config.jobMemoryBudgetBytes,
        retentionHours: config.buildRetentionHours,
        retry,
        onRetry,
        checkFiling: deps.checkFiling,
        onCheckError: (error) => log.error(error, "filing check"),
        onConversions: (counts) =>
          log.info(
            counts,
            `${counts.kind}: ${counts.converted} converted, ${counts.reused} from kept records`,
          ),
      }),
      // A binder is at most the build's files plus its cover, index and stamps: twice the build limit bounds it.
      createFilingExecutor({ db, storage, jobs, maxBinderBytes: 2 * config.maxBuildBytes }),
    ),
    onError: (error) => log.error(error, "build queue"),
    retry,
    onRetry,
    onJobEnd: (line) => log.info(line, `build ${line.jobId} ${line.state} in ${line.ms} ms`),
    runs: (deps.runsBuilds ?? true) && worker,
    ...(boss ? { dispatch: createPgBossDispatch(boss) } : {}),
  });
  return {
    jobs,
    queue,
    ...(boss ? { boss } : {}),
    async start() {
      await queue.start();
      if (boss && worker && pool)
        // Tasks (checks) are taken up to every thread of the pool, the ones kept for checks included.
        await serveRemoteJobs(
          boss,
          storage,
          pool,
          JOBS_BY_NAME,
          config.jobWorkers + config.checkWorkers,
          (line) => log.info(line, `task ${line.task} ${line.ok ? "done" : "failed"} in ${line.ms} ms`),
        );
    },
    async close() {
      // A web process first lets the requests waiting on workers end; then the queue, whose close stops pg-boss
      // (letting running builds end or handing them back); the threads last, once nothing runs on them.
      if (!pool) await jobs.close();
      await queue.close();
      await pool?.close();
    },
  };
}
