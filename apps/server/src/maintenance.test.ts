// Housekeeping removes only what no longer matters: ended sessions, failures outside the window, old reset links,
// and stored build files no row refers to.
import { utimesSync } from "node:fs";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { dialectsUnderTest } from "@courtready/db/testing";
import { FIXED_NOW, buildTestApp, signedInClient } from "./testing/harness.ts";
import type { TestApp } from "./testing/harness.ts";
import { runMaintenance } from "./maintenance.ts";
import { recordFailures } from "./modules/auth/throttle.repository.ts";
import { createResetToken } from "./modules/auth/password-resets.repository.ts";
import { recordBuild } from "./modules/builds/builds.slots.ts";
import { startTestS3Server } from "./testing/s3-stand-in.ts";
import type { TestS3Server } from "./testing/s3-stand-in.ts";

const DAY = 24 * 60 * 60 * 1000;

describe.each(dialectsUnderTest())("maintenance on %s", (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  it("deletes sessions that ended over a day ago and keeps live ones", async () => {
    const live = await signedInClient(t.app);
    const loggedOut = await signedInClient(t.app);
    await loggedOut.client.post("/api/auth/logout");
    const db = t.database.db;
    expect(await db.selectFrom("sessions").selectAll().execute()).toHaveLength(2);

    await runMaintenance(db, t.storage, new Date(FIXED_NOW.getTime() + DAY / 2), 15);
    expect(await db.selectFrom("sessions").selectAll().execute()).toHaveLength(2);

    const result = await runMaintenance(db, t.storage, new Date(FIXED_NOW.getTime() + 2 * DAY), 15);
    expect(result.sessions).toBe(1);
    t.clock.advance(2 * DAY);
    expect((await live.client.get("/api/auth/user")).statusCode).toBe(200);
  });

  it("deletes sign-in failures older than the window", async () => {
    const db = t.database.db;
    await recordFailures(db, ["ip:1.2.3.4"], new Date(FIXED_NOW.getTime() - 20 * 60_000));
    await recordFailures(db, ["ip:1.2.3.4"], new Date(FIXED_NOW.getTime() - 5 * 60_000));
    await runMaintenance(db, t.storage, FIXED_NOW, 15);
    const left = await db.selectFrom("login_failures").select("created_at").execute();
    expect(left.map((r) => r.created_at)).toEqual([new Date(FIXED_NOW.getTime() - 5 * 60_000).toISOString()]);
  });

  it("deletes password reset links a day after they expired", async () => {
    const { client } = await signedInClient(t.app);
    const userId = ((await client.get("/api/auth/user")).json() as { id: string }).id;
    const db = t.database.db;
    await createResetToken(db, userId, new Date(FIXED_NOW.getTime() - 2 * DAY), 30);
    const recent = await createResetToken(db, userId, new Date(FIXED_NOW.getTime() - DAY / 2), 30);
    await runMaintenance(db, t.storage, FIXED_NOW, 15);
    const left = await db.selectFrom("password_reset_tokens").select("created_at").execute();
    expect(left.map((r) => r.created_at)).toEqual([new Date(FIXED_NOW.getTime() - DAY / 2).toISOString()]);
    expect(recent).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("removes build uploads and outputs no row refers to once they are an hour old, and keeps the rest", async () => {
    const { client } = await signedInClient(t.app);
    const userId = ((await client.get("/api/auth/user")).json() as { id: string }).id;
    const db = t.database.db;
    const at = new Date(FIXED_NOW.getTime() - 2 * 60 * 60_000);
    // A build still receiving its upload: its folder is referred to by its row.
    const live = await recordBuild(db, userId, FIXED_NOW, {
      kind: "render",
      clientRef: undefined,
      owner: "t",
      upload: true,
    });
    const folders = {
      live: live.uploadPrefix!,
      abandonedUpload: `users/${userId}/uploads/never-recorded`,
      outputWithoutRow: `users/${userId}/builds/crashed-before-row`,
      freshUpload: `users/${userId}/uploads/library-staging`,
    };
    for (const folder of Object.values(folders)) await t.storage.put(`${folder}/0`, Buffer.from("bytes"));
    for (const [name, folder] of Object.entries(folders))
      if (name !== "freshUpload") utimesSync(path.join(t.config.filesDir, folder), at, at);
    utimesSync(path.join(t.config.filesDir, folders.freshUpload), FIXED_NOW, FIXED_NOW);

    const result = await runMaintenance(db, t.storage, FIXED_NOW, 15);
    expect(result.orphans).toBe(2);
    expect(await t.storage.exists(`${folders.live}/0`)).toBe(true);
    expect(await t.storage.exists(`${folders.freshUpload}/0`)).toBe(true);
    expect(await t.storage.exists(`${folders.abandonedUpload}/0`)).toBe(false);
    expect(await t.storage.exists(`${folders.outputWithoutRow}/0`)).toBe(false);
  });
});

describe.each(dialectsUnderTest())("the orphan sweep on S3 with %s", (dialect) => {
  let s3: TestS3Server;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startTestS3Server();
  });
  afterAll(async () => {
    await s3.stop();
  });
  beforeEach(async () => {
    t = await buildTestApp(dialect, s3.env);
  });
  afterEach(async () => {
    await t.close();
  });

  it("ages a folder by its newest file, so it takes old orphans and leaves fresh ones and live builds", async () => {
    const { client } = await signedInClient(t.app);
    const userId = ((await client.get("/api/auth/user")).json() as { id: string }).id;
    const db = t.database.db;
    const live = await recordBuild(db, userId, FIXED_NOW, {
      kind: "render",
      clientRef: undefined,
      owner: "t",
      upload: true,
    });
    // The store stamps objects with the real time (it cannot be set), so "now" is moved instead.
    const orphans = [`users/${userId}/uploads/never-recorded`, `users/${userId}/builds/crashed-before-row`];
    for (const folder of [live.uploadPrefix!, ...orphans]) {
      await t.storage.put(`${folder}/0`, Buffer.from("bytes"));
      await t.storage.put(`${folder}/1`, Buffer.from("bytes"));
    }

    expect((await runMaintenance(db, t.storage, new Date(Date.now() + 30 * 60_000), 15)).orphans).toBe(0);
    expect(await t.storage.exists(`${orphans[0]}/0`)).toBe(true);

    const later = await runMaintenance(db, t.storage, new Date(Date.now() + 2 * 60 * 60_000), 15);
    expect(later.orphans).toBe(2);
    expect(await t.storage.exists(`${live.uploadPrefix!}/0`)).toBe(true);
    for (const folder of orphans) expect(await t.storage.list(folder)).toEqual([]);
  });

  it("keeps a resumable upload for a day after it last changed, then removes it and its description", async () => {
    const { client } = await signedInClient(t.app);
    const userId = ((await client.get("/api/auth/user")).json() as { id: string }).id;
    const key = `users/${userId}/resumable/0123456789abcdef0123456789abcdef`;
    await t.storage.put(key, Buffer.from("%PDF-1.7 part of a scan"));
    await t.storage.put(`${key}.json`, Buffer.from("{}"));
    // The store stamps files with the real time, so "now" is moved instead.
    const db = t.database.db;
    await runMaintenance(db, t.storage, new Date(Date.now() + 20 * 60 * 60_000), 15);
    expect(await t.storage.exists(key)).toBe(true);
    expect(await t.storage.exists(`${key}.json`)).toBe(true);
    await runMaintenance(db, t.storage, new Date(Date.now() + 25 * 60 * 60_000), 15);
    expect(await t.storage.list(`users/${userId}/resumable`)).toEqual([]);
  });
});
