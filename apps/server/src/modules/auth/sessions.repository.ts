// Sessions live in the database so any web process can serve any user and logout revokes them everywhere.
import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database, User } from "@courtready/db";
import { toDbTime } from "@courtready/db";

/** The database key of a cookie token: its SHA-256, so a copied table cannot be replayed as cookies. */
export function sessionIdFor(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** What a session remembers of the browser that opened it, for the account page's list. */
export interface SessionOrigin {
  userAgent?: string | undefined;
  ip?: string | undefined;
}

/** Creates a session and returns the secret token that goes into the cookie. */
export async function createSession(
  db: Kysely<Database>,
  userId: string,
  now: Date,
  ttlDays: number,
  origin: SessionOrigin = {},
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + ttlDays * 24 * 60 * 60 * 1000);
  await db
    .insertInto("sessions")
    .values({
      id: sessionIdFor(token),
      user_id: userId,
      created_at: toDbTime(now),
      expires_at: toDbTime(expiresAt),
      revoked_at: null,
      user_agent: origin.userAgent ? origin.userAgent.slice(0, 512) : null,
      ip_address: origin.ip ? origin.ip.slice(0, 64) : null,
      last_used_at: toDbTime(now),
    })
    .execute();
  return { token, expiresAt };
}

/** How stale last_used_at may get before a request writes it again: one write per session every few minutes. */
export const LAST_USED_RESOLUTION_MS = 5 * 60 * 1000;

/**
 * The user behind a cookie token, when the session exists, is not revoked and has not expired; notes the use when
 * the recorded one is older than LAST_USED_RESOLUTION_MS.
 */
export async function findUserAndTouchSession(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<User | undefined> {
  const id = sessionIdFor(token);
  const row = await db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .selectAll("users")
    .select("sessions.last_used_at as session_last_used_at")
    .where("sessions.id", "=", id)
    .where("sessions.revoked_at", "is", null)
    .where("sessions.expires_at", ">", toDbTime(now))
    .executeTakeFirst();
  if (!row) return undefined;
  const { session_last_used_at: lastUsed, ...user } = row;
  const due = toDbTime(new Date(now.getTime() - LAST_USED_RESOLUTION_MS));
  if (lastUsed === null || lastUsed < due) {
    await db
      .updateTable("sessions")
      .set({ last_used_at: toDbTime(now) })
      .where("id", "=", id)
      .execute();
  }
  return user;
}

/** The user's open sessions (not revoked, not expired), most recently started first. */
export async function listOpenSessions(db: Kysely<Database>, userId: string, now: Date) {
  return db
    .selectFrom("sessions")
    .select(["id", "created_at", "last_used_at", "user_agent", "ip_address"])
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", toDbTime(now))
    .orderBy("created_at", "desc")
    .orderBy("id")
    .execute();
}

/** Ends one session of the user by its stored id; false when it was not theirs or had already ended. */
export async function revokeUserSession(
  db: Kysely<Database>,
  userId: string,
  sessionId: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable("sessions")
    .set({ revoked_at: toDbTime(now) })
    .where("id", "=", sessionId)
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Ends every open session of the user except one (the browser asking); returns how many ended. */
export async function revokeOtherSessions(
  db: Kysely<Database>,
  userId: string,
  keepSessionId: string,
  now: Date,
): Promise<number> {
  const result = await db
    .updateTable("sessions")
    .set({ revoked_at: toDbTime(now) })
    .where("user_id", "=", userId)
    .where("id", "!=", keepSessionId)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", toDbTime(now))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function revokeSession(db: Kysely<Database>, token: string, now: Date): Promise<void> {
  await db
    .updateTable("sessions")
    .set({ revoked_at: toDbTime(now) })
    .where("id", "=", sessionIdFor(token))
    .where("revoked_at", "is", null)
    .execute();
}

/** Ends every open session of the user, on every device (after a password reset); returns how many ended. */
export async function revokeUserSessions(db: Kysely<Database>, userId: string, now: Date): Promise<number> {
  const result = await db
    .updateTable("sessions")
    .set({ revoked_at: toDbTime(now) })
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", toDbTime(now))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Removes sessions that expired or were revoked before the cutoff; run on a schedule. */
export async function deleteStaleSessions(db: Kysely<Database>, cutoff: Date): Promise<number> {
  const result = await db
    .deleteFrom("sessions")
    .where((eb) => eb.or([eb("expires_at", "<", toDbTime(cutoff)), eb("revoked_at", "<", toDbTime(cutoff))]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
