// The operator's `jobs` commands on both dialects: stuck and failed builds are listed with what to do; a stuck one is
// queued again; an ended one or one whose runner is alive is refused with the reason.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialectsUnderTest } from "@courtready/db/testing";
import { toDbTime } from "@courtready/db";
import type { BuildJobRow } from "@courtready/db";
import { buildTestApp, signedInClient } from "./testing/harness.ts";
import type { TestApp } from "./testing/harness.ts";
import { listJobs, retryJob } from "./admin.ts";
import { findJob } from "./modules/builds/builds.repository.ts";
import { DEAD_OWNER, insertJobRow } from "./testing/builds.factories.ts";

describe.each(dialectsUnderTest())("npm run admin -- jobs on %s", (dialect) => {
  let t: TestApp;
  let userId: string;
  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { runsBuilds: false });
    const signed = await signedInClient(t.app);
    userId = (
      await t.database.db
        .selectFrom("users")
        .select("id")
        .where("email", "=", signed.input.email.toLowerCase())
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => t.close());

  async function job(id: string, minutesAgo: number, row: Partial<BuildJobRow>): Promise<void> {
    const at = toDbTime(new Date(t.clock().getTime() - minutesAgo * 60_000));
    await insertJobRow(t.database.db, { id, user_id: userId, updated_at: at, created_at: at, ...row });
  }

  it("lists stuck and failed builds, and queues a stuck one again", async () => {
    await job("stuck-running", 10, { state: "running", owner: DEAD_OWNER, heartbeat_at: null, attempts: 1 });
    await job("waiting-long", 8, {});
    await job("waiting-now", 0, {});
    await job("failed-today", 60, {
      state: "failed",
      error_code: "FAILED",
      error_message: "LibreOffice crashed",
    });
    await job("failed-last-week", 7 * 24 * 60, {
      state: "failed",
      error_code: "FAILED",
      error_message: "old",
    });
    await job("done", 5, { state: "done" });
    const list = await listJobs(t.database.db, t.clock());
    expect(list.split("\n")).toEqual([
      expect.stringMatching(
        /^waiting-long {2}render {2}attempts 0 {2}waiting for 480 s: are the workers running/,
      ),
      expect.stringMatching(
        /^stuck-running {2}render {2}attempts 1 {2}stuck: running on .*:gone, silent for 600 s/,
      ),
      "failed-today  render  attempts 0  failed: FAILED: LibreOffice crashed",
    ]);

    expect(await retryJob(t.database.db, "stuck-running", t.clock())).toMatch(/is queued again/);
    expect(await findJob(t.database.db, "stuck-running")).toMatchObject({ state: "queued", owner: null });
    await expect(retryJob(t.database.db, "failed-today", t.clock())).rejects.toThrow(
      /has ended \(failed\); its files were removed/,
    );
    await job("alive", 0, { state: "running", owner: "elsewhere:1:x", heartbeat_at: toDbTime(t.clock()) });
    await expect(retryJob(t.database.db, "alive", t.clock())).rejects.toThrow(/its runner is alive/);
    await expect(retryJob(t.database.db, "nope", t.clock())).rejects.toThrow(/No build job nope/);
  });

  it("shows a build whose worker has been silent longer than the lease, whatever the lease is set to", async () => {
    // Another host's runner (its pid cannot be checked from here), last heard from 45 s ago.
    const heard = toDbTime(new Date(t.clock().getTime() - 45_000));
    await job("silent-45s", 0, {
      state: "running",
      owner: "elsewhere:7:y",
      heartbeat_at: heard,
      attempts: 1,
    });
    const onLease = async (leaseMs: number) =>
      (await listJobs(t.database.db, t.clock(), leaseMs))
        .split("\n")
        .filter((l) => l.startsWith("silent-45s"));
    expect(await onLease(30_000)).toEqual([
      expect.stringMatching(/stuck: running on elsewhere:7:y, silent for 45 s \(a live worker moves it/),
    ]);
    expect(await onLease(60_000)).toEqual([]);
    await expect(retryJob(t.database.db, "silent-45s", t.clock(), 60_000)).rejects.toThrow(/runner is alive/);
    expect(await retryJob(t.database.db, "silent-45s", t.clock(), 30_000)).toMatch(/is queued again/);
  });
});
