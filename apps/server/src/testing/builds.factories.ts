// Test factories for build jobs: a person holding a one-time pass, and a build row as a process that died mid-build
// left it (its upload stored, its pass taken, a half-made temporary folder).
import { mkdirSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";
import { ZRenderFields } from "@courtready/contracts";
import { newId, toDbTime } from "@courtready/db";
import type { BuildJobRow, Database } from "@courtready/db";
import type { Kysely } from "kysely";
import { afterAll, afterEach, beforeAll } from "vitest";
import type { Dialect } from "@courtready/db";
import { makePdf } from "@courtready/engine/testing";
import { buildTestApp, signedInClient, testWorkerUrl } from "./harness.ts";
import type { TestApp } from "./harness.ts";
import { grantByEmail } from "../admin.ts";
import { jobInputOf } from "../modules/builds/builds.service.ts";
import { createBuildQueue } from "../modules/builds/builds.queue.ts";
import type { BuildQueue } from "../modules/builds/builds.queue.ts";
import { createBuildExecutor } from "../modules/builds/builds.run.ts";
import type { RetryPolicy } from "../modules/builds/builds.retry.ts";
import type { FileStorage } from "../storage/storage.ts";
import { filingCheckRefused } from "./filing-check.ts";
import { createWorkerPool } from "../jobs/worker-pool.ts";
import type { JobRunner } from "../jobs/runner.ts";
import type { TJobInput } from "../modules/builds/builds.service.ts";

/** An owner that cannot be alive: this host and process, under an identity no runner here has. */
export const DEAD_OWNER = `${hostname()}:${process.pid}:gone`;

/** A build_jobs row with plain defaults (a queued render with no input), for tests that only count or list rows. */
export async function insertJobRow(
  db: Kysely<Database>,
  row: Pick<BuildJobRow, "id" | "user_id" | "updated_at"> & Partial<BuildJobRow>,
): Promise<void> {
  await db
    .insertInto("build_jobs")
    .values({
      kind: "render",
      state: "queued",
      input: "{}",
      attempts: 0,
      stage: "queued",
      percent: 0,
      message: "",
      use_returned: 0,
      created_at: row.updated_at,
      ...row,
    })
    .execute();
}

export function buildFactories(t: TestApp, pdf: Uint8Array) {
  async function onePassHolder() {
    const signed = await signedInClient(t.app);
    await grantByEmail(t.database.db, signed.input.email, "one_time", t.clock());
    const user = await t.database.db
      .selectFrom("users")
      .selectAll()
      .where("email", "=", signed.input.email.toLowerCase())
      .executeTakeFirstOrThrow();
    const membership = await t.database.db
      .selectFrom("memberships")
      .selectAll()
      .where("owner_id", "=", user.id)
      .executeTakeFirstOrThrow();
    return { user, membership };
  }

  /** A build row as a process that died mid-build left it: its upload stored, its pass taken, its temp folder. */
  async function leftRunning(userId: string, membershipId: string, overrides: Partial<BuildJobRow> = {}) {
    const id = newId();
    const prefix = `users/${userId}/uploads/${id}`;
    await t.storage.put(`${prefix}/0`, pdf);
    const input: TJobInput = jobInputOf(
      ZRenderFields.parse({ payload: JSON.stringify({ caseName: "Diaz v. Acme" }) }),
      [{ name: "receipt.pdf", key: `${prefix}/0`, size: pdf.byteLength }],
      t.clock(),
    );
    const at = toDbTime(t.clock());
    await t.database.db
      .insertInto("build_jobs")
      .values({
        id,
        user_id: userId,
        client_ref: `ref-${id}`,
        kind: "render",
        state: "running",
        input: JSON.stringify(input),
        upload_prefix: prefix,
        attempts: 1,
        owner: DEAD_OWNER,
        heartbeat_at: at,
        stage: "converting",
        percent: 40,
        message: "Converting receipt.pdf",
        membership_id: membershipId,
        use_returned: 0,
        created_at: at,
        updated_at: at,
        started_at: at,
        ...overrides,
      })
      .execute();
    await t.database.db
      .updateTable("memberships")
      .set({ one_time_use_count: 1 })
      .where("id", "=", membershipId)
      .execute();
    const tmp = path.join(t.config.jobsTmpDir, id);
    mkdirSync(tmp, { recursive: true });
    writeFileSync(path.join(tmp, "half-converted.pdf"), "partial");
    return { id, prefix, tmp };
  }

  const useCount = async (membershipId: string) =>
    (
      await t.database.db
        .selectFrom("memberships")
        .select("one_time_use_count")
        .where("id", "=", membershipId)
        .executeTakeFirstOrThrow()
    ).one_time_use_count;

  return { onePassHolder, leftRunning, useCount };
}

/**
 * The frame of a test file whose tests run their own build queues (builds.queue.test.ts, builds.blips.test.ts): the
 * app on `dialect` with its own queue idle (each test's queue is the only runner), a one-thread pool, a one-page PDF;
 * the queues a test hands to `track` are closed when it ends, so none takes the next test's job.
 */
export function queueTestScene(dialect: Dialect) {
  const scene = {} as { t: TestApp; jobs: JobRunner; pdf: Uint8Array };
  const queues: BuildQueue[] = [];
  beforeAll(async () => {
    scene.t = await buildTestApp(dialect, {}, { runsBuilds: false });
    scene.jobs = createWorkerPool({ workerUrl: await testWorkerUrl(), size: 1 });
    scene.pdf = await makePdf([{ text: "Receipt for the deposit" }]);
  });
  afterEach(async () => {
    for (const q of queues.splice(0)) await q.close();
  });
  afterAll(async () => {
    await scene.jobs.close();
    await scene.t.close();
  });
  /** A runner on the scene's app, as a (re)started process makes it, stopped when the test ends; not yet started. */
  function queue(
    options: {
      storage?: FileStorage;
      db?: Kysely<Database>;
      leaseMs?: number;
      retry?: RetryPolicy;
      runs?: boolean;
    } = {},
  ): BuildQueue {
    const { t, jobs } = scene;
    const storage = options.storage ?? t.storage;
    const made = createBuildQueue({
      db: options.db ?? t.database.db,
      storage,
      clock: t.clock,
      concurrency: 1,
      tmpRoot: t.config.jobsTmpDir,
      ...(options.leaseMs ? { leaseMs: options.leaseMs } : {}),
      ...(options.retry ? { retry: options.retry } : {}),
      ...(options.runs === undefined ? {} : { runs: options.runs }),
      execute: createBuildExecutor({
        db: t.database.db,
        storage,
        jobs,
        maxFileBytes: t.config.maxFileBytes,
        retentionHours: t.config.buildRetentionHours,
        checkFiling: filingCheckRefused,
        ...(options.retry ? { retry: options.retry } : {}),
      }),
    });
    queues.push(made);
    return made;
  }
  return { scene, queue };
}
