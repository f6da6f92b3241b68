// Housekeeping removes only what no longer matters: ended sessions, failures outside the window, old reset links.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { dialectsUnderTest } from "@courtready/db/testing";
import { FIXED_NOW, buildTestApp, signedInClient } from "./testing.ts";
import type { TestApp } from "./testing.ts";
import { runMaintenance } from "./maintenance.ts";
import { recordFailures } from "./modules/auth/throttle.repository.ts";
import { createResetToken } from "./modules/auth/password-resets.repository.ts";

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
});
