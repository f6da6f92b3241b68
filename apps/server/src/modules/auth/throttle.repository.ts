// Throttling buckets in the database, so every web process sees the same counts. Each attempt is counted by one
// INSERT … ON CONFLICT DO UPDATE … RETURNING on the bucket's row: the database serialises concurrent attempts on the
// row, so twenty at once get twenty different counts and exactly the limit pass (SQLite and PostgreSQL alike).
// The older login_failures table (one row per failure) is kept only for its clean-up.
import { sql } from "kysely";
import type { Kysely } from "kysely";
import type { Database } from "@courtready/db";
import { newId, toDbTime } from "@courtready/db";

/** The answer for one attempt: allowed, or refused until a moment (the caller says how long that is). */
export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAt: Date };

/**
 * Counts an attempt in a fixed window (`windowMs` from the bucket's first attempt). The first `limit` attempts of a
 * window are allowed; the rest are refused until the window ends.
 */
export async function hitWindow(
  db: Kysely<Database>,
  key: string,
  now: Date,
  limit: number,
  windowMs: number,
): Promise<ThrottleVerdict> {
  const nowS = toDbTime(now);
  const cutoff = toDbTime(new Date(now.getTime() - windowMs));
  const { rows } = await sql<{ count: number | string; window_start: string }>`
    INSERT INTO throttle_counters (throttle_key, "count", strikes, window_start, blocked_until)
    VALUES (${key}, 1, 0, ${nowS}, NULL)
    ON CONFLICT (throttle_key) DO UPDATE SET
      "count" = CASE WHEN throttle_counters.window_start <= ${cutoff} THEN 1
                     ELSE throttle_counters."count" + 1 END,
      window_start = CASE WHEN throttle_counters.window_start <= ${cutoff} THEN ${nowS}
                          ELSE throttle_counters.window_start END
    RETURNING "count", window_start`.execute(db);
  const row = rows[0]!;
  if (Number(row.count) <= limit) return { allowed: true };
  return { allowed: false, retryAt: new Date(new Date(row.window_start).getTime() + windowMs) };
}

export interface BackoffRule {
  /** Attempts allowed in a round. */
  limit: number;
  /** A round's attempts older than this no longer count (the round starts again). */
  windowMs: number;
  /** The delays after the 1st, 2nd, … blocked round; the last one repeats. */
  delaysMs: readonly number[];
  /** A bucket quiet for this long forgets its strikes, so delays start small again. */
  memoryMs: number;
}

/**
 * Counts an attempt in a bucket with growing delays: `limit` attempts, then the next attempt is refused and blocks
 * the bucket for delaysMs[strikes] (1 min, 2, 4, … capped), after which a new round of `limit` attempts starts.
 * The whole decision is one statement: blocked, stale, round expired, over the limit, or counted.
 */
export async function hitWithBackoff(
  db: Kysely<Database>,
  key: string,
  now: Date,
  rule: BackoffRule,
): Promise<ThrottleVerdict> {
  const nowS = toDbTime(now);
  const roundCutoff = toDbTime(new Date(now.getTime() - rule.windowMs));
  const memoryCutoff = toDbTime(new Date(now.getTime() - rule.memoryMs));
  const until = rule.delaysMs.map((ms) => toDbTime(new Date(now.getTime() + ms)));
  const blockedUntil = sql.join(
    until.slice(0, -1).map((value, strikes) => sql`WHEN ${strikes} THEN ${value}`),
    sql` `,
  );
  const nextBlock =
    until.length > 1
      ? sql`CASE throttle_counters.strikes ${blockedUntil} ELSE ${until.at(-1)!} END`
      : sql`${until[0]!}`;
  const blocked = sql`(throttle_counters.blocked_until IS NOT NULL AND throttle_counters.blocked_until > ${nowS})`;
  const stale = sql`(throttle_counters.window_start <= ${memoryCutoff})`;
  const expired = sql`(throttle_counters.window_start <= ${roundCutoff})`;
  const over = sql`(throttle_counters."count" >= ${rule.limit})`;
  const { rows } = await sql<{ blocked_until: string | null }>`
    INSERT INTO throttle_counters (throttle_key, "count", strikes, window_start, blocked_until)
    VALUES (${key}, 1, 0, ${nowS}, NULL)
    ON CONFLICT (throttle_key) DO UPDATE SET
      "count" = CASE WHEN ${blocked} THEN throttle_counters."count"
                     WHEN ${stale} OR ${expired} THEN 1
                     WHEN ${over} THEN 0
                     ELSE throttle_counters."count" + 1 END,
      strikes = CASE WHEN ${blocked} THEN throttle_counters.strikes
                     WHEN ${stale} THEN 0
                     WHEN ${expired} THEN throttle_counters.strikes
                     WHEN ${over} THEN throttle_counters.strikes + 1
                     ELSE throttle_counters.strikes END,
      window_start = CASE WHEN ${blocked} THEN throttle_counters.window_start
                          WHEN ${stale} OR ${expired} OR ${over} THEN ${nowS}
                          ELSE throttle_counters.window_start END,
      blocked_until = CASE WHEN ${blocked} THEN throttle_counters.blocked_until
                           WHEN ${stale} OR ${expired} THEN NULL
                           WHEN ${over} THEN ${nextBlock}
                           ELSE NULL END
    RETURNING blocked_until`.execute(db);
  const until0 = rows[0]!.blocked_until;
  if (until0 !== null && until0 > nowS) return { allowed: false, retryAt: new Date(until0) };
  return { allowed: true };
}

/** Gives back one counted attempt that did not happen after all (a later bucket refused it), or that succeeded. */
export async function refund(db: Kysely<Database>, key: string): Promise<void> {
  await sql`UPDATE throttle_counters SET "count" = "count" - 1
    WHERE throttle_key = ${key} AND "count" > 0`.execute(db);
}

/** Forgets a bucket entirely (a successful sign-in clears its account-and-client bucket, strikes included). */
export async function clearBucket(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom("throttle_counters").where("throttle_key", "=", key).execute();
}

/** Forgets every bucket whose key starts with the prefix (every client of one account, after a password reset). */
export async function clearBucketsWithPrefix(db: Kysely<Database>, prefix: string): Promise<void> {
  await db
    .deleteFrom("throttle_counters")
    .where(sql<string>`substr(throttle_key, 1, ${prefix.length})`, "=", prefix)
    .execute();
}

/** How long a quiet bucket is kept: long enough to remember strikes (see the login rules in auth.service.ts). */
export const BUCKET_MEMORY_MS = 24 * 60 * 60 * 1000;

/** Legacy: one row per failure, from before throttle_counters. Still written by nothing but tests. */
export async function recordFailures(db: Kysely<Database>, keys: string[], now: Date): Promise<void> {
  if (keys.length === 0) return;
  await db
    .insertInto("login_failures")
    .values(keys.map((key) => ({ id: newId(), throttle_key: key, created_at: toDbTime(now) })))
    .execute();
}

/**
 * Removes old records: login_failures rows older than the cutoff, and throttle buckets quiet for a day before it
 * that are not blocked (a bucket keeps its strikes for a day, so growing delays outlive the 15-minute window).
 */
export async function deleteFailuresBefore(db: Kysely<Database>, cutoff: Date): Promise<void> {
  await db.deleteFrom("login_failures").where("created_at", "<", toDbTime(cutoff)).execute();
  const quiet = toDbTime(new Date(cutoff.getTime() - BUCKET_MEMORY_MS));
  await db
    .deleteFrom("throttle_counters")
    .where("window_start", "<", quiet)
    .where((eb) => eb.or([eb("blocked_until", "is", null), eb("blocked_until", "<", toDbTime(cutoff))]))
    .execute();
}
