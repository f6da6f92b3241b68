// Failed sign-in attempts, counted per key ("ip:…", "email:…") inside a time window, in the database so that
// every web process sees the same counts.
import type { Kysely } from "kysely";
import type { Database } from "@courtready/db";
import { newId, toDbTime } from "@courtready/db";

export async function countFailuresSince(db: Kysely<Database>, key: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom("login_failures")
    .select((eb) => eb.fn.countAll<number | string | bigint>().as("n"))
    .where("throttle_key", "=", key)
    .where("created_at", ">", toDbTime(since))
    .executeTakeFirstOrThrow();
  // PostgreSQL returns count(*) as a string (bigint); SQLite as a number.
  return Number(row.n);
}

export async function recordFailures(db: Kysely<Database>, keys: string[], now: Date): Promise<void> {
  if (keys.length === 0) return;
  await db
    .insertInto("login_failures")
    .values(keys.map((key) => ({ id: newId(), throttle_key: key, created_at: toDbTime(now) })))
    .execute();
}

export async function clearFailures(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom("login_failures").where("throttle_key", "=", key).execute();
}

/** Removes records older than the cutoff; they no longer count towards any window. */
export async function deleteFailuresBefore(db: Kysely<Database>, cutoff: Date): Promise<void> {
  await db.deleteFrom("login_failures").where("created_at", "<", toDbTime(cutoff)).execute();
}
