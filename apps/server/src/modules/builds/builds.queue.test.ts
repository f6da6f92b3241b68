// Durable builds on both dialects: a build left running by a process that died is re-queued and finished (or, the
// second time, stopped with its pass given back once), an upload cut off by a crash is removed, a live runner's
// build is left alone, and the per-person limit and the one-time pass hold when requests arrive at the same moment.
import { existsSync } from "node:fs";
import { hostname } from "node:os";
import { beforeAll, describe, expect, it } from "vitest";
import { ZRenderFields } from "@courtready/contracts";
import { dialectsUnderTest } from "@courtready/db/testing";

import type { BuildJobRow } from "@courtready/db";
import type { TestApp } from "../../testing/harness.ts";
import { endJob } from "./builds.queue.ts";
import type { BuildQueue } from "./builds.queue.ts";
import { buildFactories, queueTestScene } from "../../testing/builds.factories.ts";
import { enqueueBuild, jobInputOf } from "./builds.service.ts";
import type { BuildDeps } from "./builds.service.ts";
import { recordBuild } from "./builds.slots.ts";
import { progressOf } from "./builds.routes.ts";
import { findJob } from "./builds.repository.ts";
import type { FileStorage } from "../../storage/storage.ts";

describe.each(dialectsUnderTest())("durable builds on %s", (dialect) => {
  // Each test's queue stops with its test: one left running would take the next test's queued job (with its own
  // storage, not the one that test set up), so the only runner is the test's own.
  const { scene, queue } = queueTestScene(dialect);
  let t: TestApp;
  let pdf: Uint8Array;
  beforeAll(() => ({ t, pdf } = scene));

  /** A runner as a restarted process would start it: its recovery runs first. */
  const restartedQueue = (storage?: FileStorage, leaseMs?: number): BuildQueue =>
    queue({ ...(storage ? { storage } : {}), ...(leaseMs ? { leaseMs } : {}) });

  const onePassHolder = () => buildFactories(t, pdf).onePassHolder();
  const leftRunning = (userId: string, membershipId: string, overrides: Partial<BuildJobRow> = {}) =>
    buildFactories(t, pdf).leftRunning(userId, membershipId, overrides);
  const useCount = (membershipId: string) => buildFactories(t, pdf).useCount(membershipId);

  it("finishes after a restart a build whose process died, keeps the pass used, and leaves nothing behind", async () => {
    const { user, membership } = await onePassHolder();
    const left = await leftRunning(user.id, membership.id);
    const queue = restartedQueue();
    await queue.start();
    const job = await queue.wait(left.id, new AbortController().signal);
    expect(job).toMatchObject({ state: "done", attempts: 2, use_returned: 0 });
    expect(await useCount(membership.id)).toBe(1);
    const build = await t.database.db
      .selectFrom("builds")
      .selectAll()
      .where("id", "=", job.build_id!)
      .executeTakeFirstOrThrow();
    expect(await t.storage.exists(`${build.storage_prefix}/binder.pdf`)).toBe(true);
    expect(await t.storage.exists(`${left.prefix}/0`)).toBe(false);
    expect(existsSync(left.tmp)).toBe(false);
    expect(progressOf(job).outcome).toMatchObject({
      state: "done",
      passReturned: false,
      message: "Your binder was finished after an interruption on our side. It is ready.",
      pdf: `/api/builds/${build.id}/binder.pdf`,
    });
  });

  it("finishes a build the previous release queued, its input in that release's shape", async () => {
    const { user, membership } = await onePassHolder();
    const key = `users/${user.id}/uploads/before-deploy/0`;
    await t.storage.put(key, pdf);
    // Exactly as the release before the versioned input wrote build_jobs.input: no version, labels and descriptions
    // in lists beside the files with null for none, the size limit in maxSizeBytes.
    const input =
      '{"binderType":"small_claims","binderTypeName":"Small Claims","role":"plaintiff",' +
      '"payload":{"caseName":"Diaz v. Acme"},"case":{"caseName":"Diaz v. Acme","binderType":"Small Claims"},' +
      '"descriptions":["Deposit receipt"],"exhibitLabels":["7"],' +
      `"files":[{"name":"receipt.pdf","key":"${key}","size":${pdf.byteLength}}],` +
      `"date":"${t.clock().toISOString()}","maxSizeBytes":10485760}`;
    const left = await leftRunning(user.id, membership.id, {
      state: "queued",
      owner: null,
      attempts: 0,
      input,
    });
    const queue = restartedQueue();
    await queue.start();
    const job = await queue.wait(left.id, new AbortController().signal);
    expect(job).toMatchObject({ state: "done", error_code: null });
    const build = await t.database.db
      .selectFrom("builds")
      .selectAll()
      .where("id", "=", job.build_id!)
      .executeTakeFirstOrThrow();
    expect(build).toMatchObject({ exhibit_count: 1 });
    expect(await t.storage.exists(`${build.storage_prefix}/binder.pdf`)).toBe(true);
  });

  it("stops a build interrupted twice and gives its pass back, once", async () => {
    const { user, membership } = await onePassHolder();
    const left = await leftRunning(user.id, membership.id, { attempts: 2 });
    await restartedQueue().start();
    const job = (await findJob(t.database.db, left.id))!;
    expect(job).toMatchObject({ state: "failed", use_returned: 1, error_code: "INTERRUPTED" });
    expect(await useCount(membership.id)).toBe(0);
    expect(progressOf(job).outcome).toMatchObject({ state: "failed", passReturned: true });
    expect(progressOf(job).message).toMatch(/Your one-time pass was given back, so you can build again\.$/);
    expect(existsSync(left.tmp)).toBe(false);
    expect(await t.storage.exists(`${left.prefix}/0`)).toBe(false);

    // The person builds again and uses the pass; the old build ending again must not hand it back a second time.
    await t.database.db
      .updateTable("memberships")
      .set({ one_time_use_count: 1 })
      .where("id", "=", membership.id)
      .execute();
    const again = await endJob(
      t.database.db,
      job,
      ["running", "failed"],
      { state: "failed", code: "X", message: "again" },
      t.clock(),
    );
    expect(again).toBe(true);
    expect(await useCount(membership.id)).toBe(1);
  });

  it("abandons an upload a crash cut off and removes what it had received; no pass was taken", async () => {
    const { user, membership } = await onePassHolder();
    const left = await leftRunning(user.id, membership.id, { state: "receiving", membership_id: null });
    await t.database.db
      .updateTable("memberships")
      .set({ one_time_use_count: 0 })
      .where("id", "=", membership.id)
      .execute();
    await restartedQueue().start();
    expect(await findJob(t.database.db, left.id)).toMatchObject({ state: "abandoned", use_returned: 0 });
    expect(await t.storage.exists(`${left.prefix}/0`)).toBe(false);
    expect(existsSync(left.tmp)).toBe(false);
    expect(await useCount(membership.id)).toBe(0);
  });

  it("leaves alone a build whose runner renews its lease, and takes it over once the configured lease runs out", async () => {
    const { user, membership } = await onePassHolder();
    // pid 1 always exists, so this owner is alive as long as its lease is renewed: only the lease can tell.
    const left = await leftRunning(user.id, membership.id, { owner: `${hostname()}:1:alive` });
    const lease = 20_000;
    await restartedQueue(t.storage, lease).start();
    expect(await findJob(t.database.db, left.id)).toMatchObject({ state: "running", attempts: 1 });
    expect(existsSync(left.tmp)).toBe(true);
    // Silent for just under the lease: still its runner's.
    t.clock.advance(lease - 1_000);
    await restartedQueue(t.storage, lease).start();
    expect(await findJob(t.database.db, left.id)).toMatchObject({ state: "running", attempts: 1 });
    // The same silence under a longer lease is not enough either: the setting, not a fixed rule, decides.
    t.clock.advance(2_000);
    await restartedQueue(t.storage, 10 * lease).start();
    expect(await findJob(t.database.db, left.id)).toMatchObject({ state: "running", attempts: 1 });
    // Past the configured lease: presumed gone, moved to this runner, and finished here.
    const queue = restartedQueue(t.storage, lease);
    await queue.start();
    expect((await queue.wait(left.id, new AbortController().signal)).state).toBe("done");
    expect(await findJob(t.database.db, left.id)).toMatchObject({ attempts: 2, use_returned: 0 });
  });

  it("gives one person two builds at once, even when six are asked for at the same moment", async () => {
    const { user } = await onePassHolder();
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, () =>
        recordBuild(t.database.db, user.id, t.clock(), {
          kind: "render",
          clientRef: undefined,
          owner: "test",
          upload: true,
        }),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(2);
    for (const r of results.filter((r) => r.status === "rejected"))
      expect((r as PromiseRejectedResult).reason).toMatchObject({ statusCode: 429 });
  });

  it("takes a one-time pass in the transaction that queues the build, so two builds cannot both use it", async () => {
    const { user: row, membership } = await onePassHolder();
    const user = {
      id: row.id,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      language: null,
    };
    const deps = { db: t.database.db, queue: { notify() {} } } as unknown as BuildDeps;
    const admission = { kind: "render" as const, clientRef: undefined, owner: "test", upload: true };
    const first = await recordBuild(t.database.db, user.id, t.clock(), admission);
    const second = await recordBuild(t.database.db, user.id, t.clock(), admission);
    const input = jobInputOf(
      ZRenderFields.parse({}),
      [{ name: "a.pdf", key: "users/x/uploads/y/0", size: 1 }],
      t.clock(),
    );
    const tries = await Promise.allSettled([
      enqueueBuild(deps, user, first.id, input, t.clock(), true),
      enqueueBuild(deps, user, second.id, input, t.clock(), true),
    ]);
    expect(tries.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    const rows = await Promise.all([findJob(t.database.db, first.id), findJob(t.database.db, second.id)]);
    const queued = rows.find((r) => r?.state === "queued")!;
    const refused = rows.find((r) => r?.state === "failed")!;
    expect(queued.membership_id).toBe(membership.id);
    expect(refused).toMatchObject({ membership_id: null, error_code: "one_time_exhausted" });
    expect(await useCount(membership.id)).toBe(1);
  });

  it("says the service is out of space when the disk is full, and gives the pass back", async () => {
    const { user, membership } = await onePassHolder();
    const left = await leftRunning(user.id, membership.id, { state: "queued", owner: null, attempts: 0 });
    // The disk fills up just as the finished binder is saved: a real ENOSPC error, as the file system throws it.
    const full: FileStorage = {
      ...t.storage,
      async put(key, data) {
        if (key.includes("/builds/"))
          throw Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });
        return t.storage.put(key, data);
      },
    };
    const queue = restartedQueue(full);
    await queue.start();
    const job = await queue.wait(left.id, new AbortController().signal);
    expect(job).toMatchObject({ state: "failed", error_code: "OUT_OF_SPACE", use_returned: 1 });
    expect(await useCount(membership.id)).toBe(0);
    expect(progressOf(job).message).toMatch(/^The service is out of storage space right now/);
    expect(await t.storage.list(`users/${user.id}/builds`)).toEqual([]);
  });
});
