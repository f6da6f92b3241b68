// The build queue and the remote job runner carried by pg-boss, on PostgreSQL (pg-boss needs it): a web-side queue
// that never runs builds hands them to a worker-side one; a worker that shuts down mid-build hands its build back
// and another finishes it with the pass used once; a build whose worker died is re-run elsewhere, and one whose
// worker fell silent is moved once the configured lease runs out (issue 41); a conversion a web
// request waits for runs on the worker and comes back with its bytes, leaving nothing in storage.
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { PgBoss } from "pg-boss";
import { dialectsUnderTest } from "@courtready/db/testing";
import { toDbTime } from "@courtready/db";
import { makePdf } from "@courtready/engine/testing";
import { buildTestApp, testWorkerUrl } from "../../testing/harness.ts";
import type { TestApp } from "../../testing/harness.ts";
import { createWorkerPool } from "../../jobs/worker-pool.ts";
import type { JobRunner } from "../../jobs/runner.ts";
import { BUILD_QUEUE, startBoss } from "../../jobs/pg-boss.ts";
import { createRemoteRunner, serveRemoteJobs } from "../../jobs/remote-runner.ts";
import { JOBS_BY_NAME } from "../../jobs/all-jobs.ts";
import { jobRegistry } from "../../jobs/job.ts";
import { bundleTestWorker } from "../../testing/worker-bundle.ts";
import { checkJob, TEST_JOBS, toolJob } from "../../testing/test-jobs.ts";
import { fileInspectJob } from "../library/library.jobs.ts";
import { createBuildQueue } from "./builds.queue.ts";
import type { BuildQueue, JobExecutor } from "./builds.queue.ts";
import { createBuildExecutor } from "./builds.run.ts";
import { filingCheckRefused } from "../../testing/filing-check.ts";
import { createPgBossDispatch } from "./builds.pgboss.ts";
import { buildFactories, DEAD_OWNER } from "../../testing/builds.factories.ts";
import { findJob } from "./builds.repository.ts";

const onPostgres = dialectsUnderTest().includes("postgres");

describe.skipIf(!onPostgres)(
  "builds through pg-boss on postgres (skipped when PostgreSQL is not under test)",
  () => {
    let t: TestApp;
    let pool: JobRunner;
    let pdf: Uint8Array;
    const bosses: PgBoss[] = [];
    const queues: BuildQueue[] = [];

    beforeAll(async () => {
      // The app itself is a web-only process: it queues and waits, and never takes a build from these tests' workers.
      t = await buildTestApp("postgres", {
        COURTREADY_SERVICES: "web",
        CSRF_SECRET: "pg-boss-test-secret-pg-boss-test-secret",
      });
      pool = createWorkerPool({ workerUrl: await testWorkerUrl(), size: 1 });
      pdf = await makePdf([{ text: "Receipt for the deposit" }]);
    });
    // Each test's processes stop with it, so none takes the next test's messages.
    afterEach(async () => {
      for (const q of queues.splice(0)) await q.close().catch(() => undefined);
      for (const b of bosses.splice(0)) await b.stop({ graceful: false }).catch(() => undefined);
    });
    afterAll(async () => {
      await pool.close();
      await t.close();
    });

    async function boss(): Promise<PgBoss> {
      // The shortest heartbeat pg-boss allows and a monitor every second, so a dead worker is noticed in seconds.
      const b = await startBoss({ databaseUrl: t.database.url!, heartbeatSeconds: 10, monitorSeconds: 1 });
      bosses.push(b);
      return b;
    }

    async function queue(
      role: "web" | "worker",
      execute?: JobExecutor,
      graceMs = 60_000,
      lease: { leaseMs?: number; sweepMs?: number } = {},
    ): Promise<BuildQueue> {
      const q = createBuildQueue({
        db: t.database.db,
        storage: t.storage,
        clock: () => new Date(),
        concurrency: 1,
        tmpRoot: t.config.jobsTmpDir,
        execute:
          execute ??
          createBuildExecutor({
            db: t.database.db,
            storage: t.storage,
            jobs: pool,
            maxFileBytes: t.config.maxFileBytes,
            retentionHours: t.config.buildRetentionHours,
            checkFiling: filingCheckRefused,
          }),
        dispatch: createPgBossDispatch(await boss()),
        runs: role === "worker",
        graceMs,
        ...lease,
      });
      queues.push(q);
      await q.start();
      return q;
    }

    it("hands a build queued by a web process to a worker, which builds it; the web process sees it end", async () => {
      const f = buildFactories(t, pdf);
      const { user, membership } = await f.onePassHolder();
      const left = await f.leftRunning(user.id, membership.id, { state: "queued", owner: null, attempts: 0 });
      const web = await queue("web");
      await web.notify(left.id);
      // Nothing runs it yet: a web process only queues.
      expect((await findJob(t.database.db, left.id))?.state).toBe("queued");
      await queue("worker");
      const job = await web.wait(left.id, new AbortController().signal);
      expect(job).toMatchObject({ state: "done", attempts: 1, use_returned: 0 });
      expect(await f.useCount(membership.id)).toBe(1);
      expect(await t.storage.exists(`${left.prefix}/0`)).toBe(false);
    });

    it("hands a build back when its worker shuts down mid-build, and another worker finishes it, the pass used once", async () => {
      const f = buildFactories(t, pdf);
      const { user, membership } = await f.onePassHolder();
      const left = await f.leftRunning(user.id, membership.id, { state: "queued", owner: null, attempts: 0 });
      let began!: () => void;
      const running = new Promise<void>((resolve) => (began = resolve));
      // A build that only ends when it is stopped: the worker is shutting down while it runs.
      const stuck: JobExecutor = (_job, { signal }) =>
        new Promise((resolve) => {
          began();
          signal.addEventListener("abort", () =>
            resolve({ state: "abandoned", code: "ABORTED", message: "stopped" }),
          );
        });
      const first = await queue("worker", stuck, 1000);
      await first.notify(left.id);
      await running;
      await first.close();
      const handedBack = await findJob(t.database.db, left.id);
      expect(handedBack).toMatchObject({ state: "queued", owner: null, use_returned: 0 });
      const second = await queue("worker");
      const job = await second.wait(left.id, new AbortController().signal);
      expect(job).toMatchObject({ state: "done", attempts: 2, use_returned: 0 });
      expect(await f.useCount(membership.id)).toBe(1);
    });

    it("re-runs on a new worker a build whose worker died, letting go of the dead worker's message", async () => {
      const f = buildFactories(t, pdf);
      const { user, membership } = await f.onePassHolder();
      const left = await f.leftRunning(user.id, membership.id, { owner: DEAD_OWNER });
      // The dead worker's message: taken by it (active), and never touched again.
      const dead = await boss();
      await dead.send(BUILD_QUEUE, { jobId: left.id }, { singletonKey: left.id });
      const fetched = await dead.fetch(BUILD_QUEUE, { batchSize: 100 });
      const taken = fetched.find((message) => (message.data as { jobId: string }).jobId === left.id);
      expect(taken).toBeDefined();
      const worker = await queue("worker");
      const job = await worker.wait(left.id, new AbortController().signal);
      expect(job).toMatchObject({ state: "done", attempts: 2, use_returned: 0 });
      expect(await f.useCount(membership.id)).toBe(1);
    });

    it("moves a build whose worker is silent to another worker when the configured lease runs out, not before", async () => {
      const f = buildFactories(t, pdf);
      const { user, membership } = await f.onePassHolder();
      // A worker on another machine (its pid cannot be checked from here) that took the build and its message,
      // then stopped answering: frozen, cut off, or killed. Only the lease can tell.
      const left = await f.leftRunning(user.id, membership.id, {
        owner: "another-machine:4242:silent",
        heartbeat_at: toDbTime(new Date()),
      });
      const silent = await boss();
      await silent.send(BUILD_QUEUE, { jobId: left.id }, { singletonKey: left.id });
      const fetched = await silent.fetch(BUILD_QUEUE, { batchSize: 100 });
      const held = fetched.find((message) => (message.data as { jobId: string }).jobId === left.id);
      expect(held).toBeDefined();
      // The one liveness rule: pg-boss keeps no heartbeat of its own for builds, so it never retries one by itself.
      expect((await silent.getQueue(BUILD_QUEUE))?.heartbeatSeconds ?? null).toBeNull();
      const [message] = await silent.findJobs(BUILD_QUEUE, { id: held!.id });
      expect(message?.heartbeatSeconds ?? null).toBeNull();

      // A worker on an hour's lease recovers at start (recover() runs before start() returns): the build stays put.
      const patient = await queue("worker", undefined, 60_000, { leaseMs: 60 * 60_000, sweepMs: 250 });
      expect(await findJob(t.database.db, left.id)).toMatchObject({ state: "running", attempts: 1 });
      await patient.close();

      // On a 1 s lease swept every 250 ms, the next sweep after the lease runs out moves it: the dead worker's
      // message is failed so this worker gets it, and the build is finished here with the pass used once.
      const worker = await queue("worker", undefined, 60_000, { leaseMs: 1_000, sweepMs: 250 });
      const job = await worker.wait(left.id, new AbortController().signal);
      expect(job).toMatchObject({ state: "done", attempts: 2, use_returned: 0 });
      expect(await f.useCount(membership.id)).toBe(1);
      const [after] = await silent.findJobs(BUILD_QUEUE, { id: held!.id });
      expect(after?.state).not.toBe("active");
    });

    it("runs a web request's conversion on a worker and brings its bytes back, leaving nothing in storage", async () => {
      const web = createRemoteRunner(await boss(), t.storage);
      await serveRemoteJobs(await boss(), t.storage, pool, JOBS_BY_NAME, 1);
      const payload = () => ({
        file: { name: "receipt.pdf", bytes: pdf.slice() },
        maxFileBytes: t.config.maxFileBytes,
        date: new Date("2026-11-25T12:00:00Z"),
      });
      const local = await pool.run(fileInspectJob, payload());
      const remote = await web.run(fileInspectJob, payload());
      expect(local).toMatchObject({ ok: true, pages: 1 });
      expect(remote).toEqual(local);
      expect(await t.storage.list("tasks")).toEqual([]);
      await web.close();
    });

    it("answers a worker's check while its build thread is busy: checks travel apart and have a thread kept", async () => {
      const bundle = await bundleTestWorker(path.join(import.meta.dirname, "../../testing/test-worker.ts"));
      // A worker process's pool as runtime.ts makes it: JOB_WORKERS=1 build thread and CHECK_WORKERS=1.
      const workerPool = createWorkerPool({ workerUrl: bundle.url, size: 1, reserved: 1 });
      try {
        await serveRemoteJobs(await boss(), t.storage, workerPool, jobRegistry(TEST_JOBS), 2);
        // The worker's build thread is taken by a build that runs until stopped.
        const building = new AbortController();
        let buildSettled = false;
        const build = workerPool
          .run(toolJob, "600", { signal: building.signal })
          .catch((error: unknown) => error)
          .finally(() => (buildSettled = true));
        // A web process's check goes through the task queue (not the build queue) and is answered meanwhile.
        const web = createRemoteRunner(await boss(), t.storage);
        expect(await web.run(checkJob, "photo.jpg")).toMatchObject({ name: "photo.jpg" });
        expect(buildSettled).toBe(false);
        building.abort();
        await build;
        await web.close();
      } finally {
        await workerPool.close();
        await bundle.remove();
      }
    });

    it("answers a conversion no worker takes in time with a failure, instead of waiting for ever", async () => {
      const web = createRemoteRunner(await boss(), t.storage, { startWithinMs: 300 });
      await expect(
        web.run(fileInspectJob, {
          file: { name: "receipt.pdf", bytes: pdf.slice() },
          maxFileBytes: t.config.maxFileBytes,
          date: new Date("2026-11-25T12:00:00Z"),
        }),
      ).rejects.toMatchObject({ code: "NO_WORKER" });
      expect(await t.storage.list("tasks")).toEqual([]);
      await web.close();
    });
  },
);
