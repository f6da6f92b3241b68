// builds.repository on SQLite and PostgreSQL: kept builds expire with their files, build jobs change only from the
// states (and owner) they are asked to, slots and queue counts come back as numbers (count(*) is a string on
// PostgreSQL), the oldest queued job is taken first, a pass is given back once, and the sweeps keep what is live.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { newId, toDbTime } from "@courtready/db";
import type { BuildJobRow, BuildRow } from "@courtready/db";
import {
  at,
  aUser,
  DAY,
  describeOnEachDialect,
  membershipRow,
  MINUTE,
  T0,
} from "../../testing/db.factories.ts";
import { insertMembership } from "../membership/membership.repository.ts";
import { createLocalStorage } from "../../storage/local-storage.ts";
import { insertJobRow } from "../../testing/builds.factories.ts";
import {
  countActiveJobs,
  deleteEndedJobsBefore,
  deleteExpiredBuilds,
  findBuild,
  findJob,
  findJobByRef,
  heldJobs,
  insertBuild,
  jobCounts,
  jobsHeldBy,
  jobsNeedingAttention,
  liveStoragePrefixes,
  markUseReturned,
  paidBuildInput,
  queuedJobs,
  touchJobs,
  updateJobIf,
} from "./builds.repository.ts";

const buildRow = (userId: string, overrides: Partial<BuildRow> = {}): BuildRow => {
  const id = overrides.id ?? newId();
  return {
    id,
    user_id: userId,
    kind: "render",
    storage_prefix: `users/${userId}/builds/${id}`,
    exhibit_count: 3,
    page_count: 12,
    pdf_size: 1000,
    zip_size: 2000,
    created_at: toDbTime(T0),
    expires_at: toDbTime(at(DAY)),
    ...overrides,
  };
};

/** A job row of the person (queued render unless told), at T0 + `offset` ms. */
async function job(
  db: Parameters<typeof insertJobRow>[0],
  userId: string,
  overrides: Partial<BuildJobRow> = {},
  offset = 0,
): Promise<BuildJobRow> {
  const id = overrides.id ?? newId();
  await insertJobRow(db, { id, user_id: userId, updated_at: toDbTime(at(offset)), ...overrides });
  return (await findJob(db, id))!;
}

describeOnEachDialect("builds.repository", (db) => {
  const root = mkdtempSync(path.join(tmpdir(), "courtready-builds-repo-"));
  const storage = createLocalStorage(root);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("keeps a build until it expires, then removes its files and its row", async () => {
    const user = await aUser(db());
    const gone = buildRow(user.id, { expires_at: toDbTime(at(-1)) });
    const kept = buildRow(user.id, { expires_at: toDbTime(at(DAY)) });
    for (const b of [gone, kept]) {
      await insertBuild(db(), b);
      await storage.put(`${b.storage_prefix}/binder.pdf`, new Uint8Array([1, 2, 3]));
    }
    expect(await findBuild(db(), gone.id)).toEqual(gone);
    expect(await deleteExpiredBuilds(db(), storage, T0)).toBeGreaterThanOrEqual(1);
    expect(await findBuild(db(), gone.id)).toBeUndefined();
    expect(await storage.exists(`${gone.storage_prefix}/binder.pdf`)).toBe(false);
    expect(await findBuild(db(), kept.id)).toEqual(kept);
    expect(await storage.exists(`${kept.storage_prefix}/binder.pdf`)).toBe(true);
  });

  it("finds the person's newest job for a browser's ref", async () => {
    const [user, other] = [await aUser(db()), await aUser(db())];
    await job(db(), user.id, { client_ref: "ref-1", created_at: toDbTime(T0) });
    const newer = await job(db(), user.id, { client_ref: "ref-1", created_at: toDbTime(at(MINUTE)) });
    await job(db(), other.id, { client_ref: "ref-1", created_at: toDbTime(at(2 * MINUTE)) });
    expect((await findJobByRef(db(), user.id, "ref-1"))?.id).toBe(newer.id);
    expect(await findJobByRef(db(), user.id, "ref-2")).toBeUndefined();
  });

  it("counts the person's active jobs as a number", async () => {
    const user = await aUser(db());
    expect(await countActiveJobs(db(), user.id)).toBe(0);
    for (const state of ["receiving", "queued", "running", "done", "failed", "abandoned"] as const)
      await job(db(), user.id, { state });
    expect(await countActiveJobs(db(), user.id)).toBe(3);
  });

  it("changes a job only from the given states and owner", async () => {
    const user = await aUser(db());
    const j = await job(db(), user.id, { state: "running", owner: "host:1:a" });
    expect(await updateJobIf(db(), j.id, ["queued"], { state: "done" })).toBe(false);
    expect(await updateJobIf(db(), j.id, ["running"], { state: "done" }, "host:1:b")).toBe(false);
    expect(
      await updateJobIf(db(), j.id, ["receiving", "running"], { state: "done", percent: 100 }, "host:1:a"),
    ).toBe(true);
    expect(await findJob(db(), j.id)).toMatchObject({ state: "done", percent: 100 });
    expect(await updateJobIf(db(), j.id, ["running"], { state: "failed" })).toBe(false);
    expect(await updateJobIf(db(), newId(), ["done"], { state: "failed" })).toBe(false);
  });

  it("lists queued jobs oldest first, up to the limit", async () => {
    const user = await aUser(db());
    // Far in the past, so they come before any other test's queued rows.
    const second = await job(db(), user.id, { created_at: toDbTime(at(-300 * DAY)) });
    const first = await job(db(), user.id, { created_at: toDbTime(at(-301 * DAY)) });
    await job(db(), user.id, { created_at: toDbTime(at(-302 * DAY)), state: "running" });
    expect((await queuedJobs(db(), 2)).map((j) => j.id)).toEqual([first.id, second.id]);
  });

  it("knows held jobs, marks the owner's as alive, and says which are still its own", async () => {
    const user = await aUser(db());
    const owner = `host:${newId()}`;
    const receiving = await job(db(), user.id, { state: "receiving", owner, heartbeat_at: toDbTime(T0) });
    const running = await job(db(), user.id, { state: "running", owner, heartbeat_at: toDbTime(T0) });
    const ended = await job(db(), user.id, { state: "done", owner, heartbeat_at: toDbTime(T0) });
    const elsewhere = await job(db(), user.id, {
      state: "running",
      owner: "host:else",
      heartbeat_at: toDbTime(T0),
    });
    const held = (await heldJobs(db())).map((j) => j.id);
    expect(held).toEqual(expect.arrayContaining([receiving.id, running.id, elsewhere.id]));
    expect(held).not.toContain(ended.id);
    await touchJobs(db(), owner, at(10_000));
    expect((await findJob(db(), receiving.id))?.heartbeat_at).toBe(toDbTime(at(10_000)));
    expect((await findJob(db(), running.id))?.heartbeat_at).toBe(toDbTime(at(10_000)));
    expect((await findJob(db(), ended.id))?.heartbeat_at).toBe(toDbTime(T0));
    expect((await findJob(db(), elsewhere.id))?.heartbeat_at).toBe(toDbTime(T0));
    expect(await jobsHeldBy(db(), owner, [receiving.id, running.id, ended.id, elsewhere.id])).toEqual([
      running.id,
    ]);
    expect(await jobsHeldBy(db(), owner, [])).toEqual([]);
  });

  it("gives a pass back once, even when two ask at the same moment", async () => {
    const user = await aUser(db());
    const j = await job(db(), user.id, { state: "failed" });
    const answers = await Promise.all([markUseReturned(db(), j.id), markUseReturned(db(), j.id)]);
    expect(answers.sort()).toEqual([false, true]);
    expect((await findJob(db(), j.id))?.use_returned).toBe(1);
  });

  it("counts waiting and running jobs as numbers, with the oldest waiting time", async () => {
    const before = await jobCounts(db());
    const user = await aUser(db());
    await job(db(), user.id, { state: "queued" }, -400 * DAY);
    await job(db(), user.id, { state: "queued" }, 0);
    await job(db(), user.id, { state: "running" });
    await job(db(), user.id, { state: "done" });
    const after = await jobCounts(db());
    expect(after.waiting).toBe(before.waiting + 2);
    expect(after.running).toBe(before.running + 1);
    expect(after.oldestWaitingAt).toBe(toDbTime(at(-400 * DAY)));
  });

  it("lists jobs needing attention newest first: running, queued and recent failures", async () => {
    const user = await aUser(db());
    const running = await job(db(), user.id, { state: "running" }, 500 * DAY);
    const failed = await job(db(), user.id, { state: "failed" }, 499 * DAY);
    const oldFailure = await job(db(), user.id, { state: "failed" }, 400 * DAY);
    const done = await job(db(), user.id, { state: "done" }, 501 * DAY);
    const listed = (await jobsNeedingAttention(db(), at(450 * DAY))).map((j) => j.id);
    expect(listed.slice(0, 2)).toEqual([running.id, failed.id]);
    expect(listed).not.toContain(oldFailure.id);
    expect(listed).not.toContain(done.id);
  });

  it("sweeps ended jobs before the cutoff, and keeps live upload folders and builds", async () => {
    const user = await aUser(db());
    const oldDone = await job(db(), user.id, { state: "done" }, -600 * DAY);
    const oldQueued = await job(
      db(),
      user.id,
      { state: "queued", upload_prefix: `up/${newId()}` },
      -600 * DAY,
    );
    const endedUpload = await job(db(), user.id, { state: "failed", upload_prefix: `up/${newId()}` }, 0);
    const swept = await deleteEndedJobsBefore(db(), at(-500 * DAY));
    expect(swept).toBeGreaterThanOrEqual(1);
    expect(await findJob(db(), oldDone.id)).toBeUndefined();
    expect(await findJob(db(), oldQueued.id)).toBeDefined();
    const build = buildRow(user.id);
    await insertBuild(db(), build);
    const live = await liveStoragePrefixes(db());
    expect(live.has(oldQueued.upload_prefix!)).toBe(true);
    expect(live.has(endedUpload.upload_prefix!)).toBe(false);
    expect(live.has(build.storage_prefix)).toBe(true);
  });

  it("keeps the build that took a one-time pass's use while the pass runs: what a fix rebuild is compared with", async () => {
    const user = await aUser(db());
    const pass = membershipRow(user.id, { type: "one_time", expires_at: toDbTime(at(-400 * DAY)) });
    await insertMembership(db(), pass);
    const paid = await job(
      db(),
      user.id,
      { state: "done", membership_id: pass.id, input: '{"paid":true}' },
      -600 * DAY,
    );
    await job(db(), user.id, { state: "failed", membership_id: pass.id, use_returned: 1 }, -590 * DAY);
    expect(await paidBuildInput(db(), pass.id)).toBe('{"paid":true}');

    await deleteEndedJobsBefore(db(), at(-500 * DAY));
    expect(await findJob(db(), paid.id)).toBeDefined();
    // Once the pass has ended (a day before the cutoff), its build goes like any other.
    await deleteEndedJobsBefore(db(), at(-399 * DAY));
    expect(await findJob(db(), paid.id)).toBeUndefined();
    expect(await paidBuildInput(db(), pass.id)).toBeUndefined();
  });
});
