// sessions.repository on SQLite and PostgreSQL: a session is found by its token while open (not revoked, not
// expired: ISO times compared as text on both), its use noted at most every few minutes, listed newest first,
// ended one, all but one or all at once with honest counts, and swept after the cutoff.
import { expect, it } from "vitest";
import { toDbTime } from "@courtready/db";
import { at, aUser, DAY, describeOnEachDialect, MINUTE, T0 } from "../../testing/db.factories.ts";
import {
  createSession,
  deleteStaleSessions,
  findUserAndTouchSession,
  LAST_USED_RESOLUTION_MS,
  listOpenSessions,
  revokeOtherSessions,
  revokeSession,
  revokeUserSession,
  revokeUserSessions,
  sessionIdFor,
} from "./sessions.repository.ts";

describeOnEachDialect("sessions.repository", (db) => {
  const lastUsed = async (token: string) =>
    (
      await db()
        .selectFrom("sessions")
        .select("last_used_at")
        .where("id", "=", sessionIdFor(token))
        .executeTakeFirstOrThrow()
    ).last_used_at;

  it("finds the user by token until the session expires, cutting long origins and storing only the hash", async () => {
    const user = await aUser(db());
    const { token, expiresAt } = await createSession(db(), user.id, T0, 30, {
      userAgent: "x".repeat(600),
      ip: "203.0.113.9",
    });
    expect(expiresAt).toEqual(at(30 * DAY));
    expect(await findUserAndTouchSession(db(), token, T0)).toEqual(user);
    expect(await findUserAndTouchSession(db(), token, at(30 * DAY - 1))).toEqual(user);
    expect(await findUserAndTouchSession(db(), token, at(30 * DAY))).toBeUndefined();
    expect(await findUserAndTouchSession(db(), `${token}x`, T0)).toBeUndefined();
    const [row] = await listOpenSessions(db(), user.id, T0);
    expect(row).toMatchObject({ id: sessionIdFor(token), ip_address: "203.0.113.9" });
    expect(row?.user_agent).toHaveLength(512);
  });

  it("notes a use only when the last one is older than the resolution", async () => {
    const user = await aUser(db());
    const { token } = await createSession(db(), user.id, T0, 30);
    expect(await lastUsed(token)).toBe(toDbTime(T0));
    await findUserAndTouchSession(db(), token, at(LAST_USED_RESOLUTION_MS));
    expect(await lastUsed(token)).toBe(toDbTime(T0));
    await findUserAndTouchSession(db(), token, at(LAST_USED_RESOLUTION_MS + 1));
    expect(await lastUsed(token)).toBe(toDbTime(at(LAST_USED_RESOLUTION_MS + 1)));
  });

  it("lists open sessions newest first, without revoked, expired or another person's", async () => {
    const [user, other] = [await aUser(db()), await aUser(db())];
    const old = await createSession(db(), user.id, at(-2 * DAY), 30);
    const recent = await createSession(db(), user.id, T0, 30);
    const expired = await createSession(db(), user.id, at(-40 * DAY), 30);
    const revoked = await createSession(db(), user.id, at(-MINUTE), 30);
    await createSession(db(), other.id, T0, 30);
    await revokeSession(db(), revoked.token, T0);
    const listed = await listOpenSessions(db(), user.id, T0);
    expect(listed.map((s) => s.id)).toEqual([sessionIdFor(recent.token), sessionIdFor(old.token)]);
    expect(listed.map((s) => s.id)).not.toContain(sessionIdFor(expired.token));
  });

  it("ends one of the person's sessions once, and never another person's", async () => {
    const [user, other] = [await aUser(db()), await aUser(db())];
    const { token } = await createSession(db(), user.id, T0, 30);
    expect(await revokeUserSession(db(), other.id, sessionIdFor(token), T0)).toBe(false);
    expect(await revokeUserSession(db(), user.id, sessionIdFor(token), at(1000))).toBe(true);
    expect(await revokeUserSession(db(), user.id, sessionIdFor(token), at(2000))).toBe(false);
    expect(await findUserAndTouchSession(db(), token, at(3000))).toBeUndefined();
    const row = await db()
      .selectFrom("sessions")
      .select("revoked_at")
      .where("id", "=", sessionIdFor(token))
      .executeTakeFirstOrThrow();
    expect(row.revoked_at).toBe(toDbTime(at(1000)));
  });

  it("ends all other open sessions, or all, counting only those it ended", async () => {
    const [user, other] = [await aUser(db()), await aUser(db())];
    const here = await createSession(db(), user.id, T0, 30);
    const a = await createSession(db(), user.id, T0, 30);
    await createSession(db(), user.id, T0, 30);
    await createSession(db(), user.id, at(-40 * DAY), 30);
    const elsewhere = await createSession(db(), other.id, T0, 30);
    await revokeSession(db(), a.token, T0);
    expect(await revokeOtherSessions(db(), user.id, sessionIdFor(here.token), T0)).toBe(1);
    expect((await listOpenSessions(db(), user.id, T0)).map((s) => s.id)).toEqual([sessionIdFor(here.token)]);
    expect(await revokeUserSessions(db(), user.id, T0)).toBe(1);
    expect(await revokeUserSessions(db(), user.id, T0)).toBe(0);
    expect(await findUserAndTouchSession(db(), elsewhere.token, T0)).toEqual(other);
  });

  it("sweeps sessions that expired or were revoked before the cutoff, and counts them", async () => {
    const user = await aUser(db());
    const expired = await createSession(db(), user.id, at(-40 * DAY), 30);
    const revoked = await createSession(db(), user.id, at(-5 * DAY), 30);
    const open = await createSession(db(), user.id, at(-5 * DAY), 30);
    const revokedLate = await createSession(db(), user.id, at(-5 * DAY), 30);
    await revokeSession(db(), revoked.token, at(-3 * DAY));
    await revokeSession(db(), revokedLate.token, T0);
    // Other tests' rows share the table: the count must be what went, theirs included.
    const all = async () => (await db().selectFrom("sessions").select("id").execute()).length;
    const before = await all();
    const deleted = await deleteStaleSessions(db(), at(-DAY));
    expect(deleted).toBeGreaterThanOrEqual(2);
    expect(await all()).toBe(before - deleted);
    const left = await db().selectFrom("sessions").select("id").where("user_id", "=", user.id).execute();
    expect(left.map((r) => r.id).sort()).toEqual(
      [sessionIdFor(open.token), sessionIdFor(revokedLate.token)].sort(),
    );
    expect(left.map((r) => r.id)).not.toContain(sessionIdFor(expired.token));
  });
});
