// Sessions live in the database so any web process can serve any user and logout revokes them everywhere.
import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database, User } from "@courtready/db";
import { toDbTime } from "@courtready/db";

/** The database key of a cookie token: its SHA-256, so a copied table cannot be replayed as cookies. */
export function sessionIdFor(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Creates a session and returns the secret token that goes into the cookie. */
export async function createSession(
  db: Kysely<Database>,
  userId: string,
  now: Date,
  ttlDays: number,
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
    })
    .execute();
  return { token, expiresAt };
}

/** The user behind a cookie token, when the session exists, is not revoked and has not expired. */
export async function findUserBySessionToken(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<User | undefined> {
  return db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .selectAll("users")
    .where("sessions.id", "=", sessionIdFor(token))
    .where("sessions.revoked_at", "is", null)
    .where("sessions.expires_at", ">", toDbTime(now))
    .executeTakeFirst();
}

export async function revokeSession(db: Kysely<Database>, token: string, now: Date): Promise<void> {
  await db
    .updateTable("sessions")
    .set({ revoked_at: toDbTime(now) })
    .where("id", "=", sessionIdFor(token))
    .where("revoked_at", "is", null)
    .execute();
}

/** Ends every open session of the user, on every device (after a password reset). */
export async function revokeUserSessions(db: Kysely<Database>, userId: string, now: Date): Promise<void> {
  await db
    .updateTable("sessions")
    .set({ revoked_at: toDbTime(now) })
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .execute();
}

/** Removes sessions that expired or were revoked before the cutoff; run on a schedule. */
export async function deleteStaleSessions(db: Kysely<Database>, cutoff: Date): Promise<number> {
  const result = await db
    .deleteFrom("sessions")
    .where((eb) => eb.or([eb("expires_at", "<", toDbTime(cutoff)), eb("revoked_at", "<", toDbTime(cutoff))]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
