// The lease tables (migration 0021, issue 40): work under way counted per bucket against a limit, so the limit holds
// across web processes. A take is one transaction: the bucket's row is written first (on PostgreSQL it stays locked
// until the transaction ends, on SQLite the write lock is taken), so the count and the insert that follow are made
// by one taker of the bucket at a time, and two processes can never both take the last lease.
import type { Kysely } from "kysely";
import { sql } from "kysely";
import type { Database } from "@courtready/db";
import { toDbTime } from "@courtready/db";

export type LeaseVerdict = { taken: true } | { taken: false; retryAt: Date };

/**
 * Takes lease `id` in `bucket` until `expiresAt` when fewer than `max` unexpired leases are held there; otherwise
 * takes nothing and says when the first held one expires (the latest the bucket can still be full).
 */
export async function takeLease(
  db: Kysely<Database>,
  bucket: string,
  id: string,
  now: Date,
  max: number,
  expiresAt: Date,
): Promise<LeaseVerdict> {
  const nowS = toDbTime(now);
  return db.transaction().execute(async (trx) => {
    await sql`INSERT INTO lease_buckets (bucket, touched_at) VALUES (${bucket}, ${nowS})
      ON CONFLICT (bucket) DO UPDATE SET touched_at = ${nowS}`.execute(trx);
    await trx.deleteFrom("leases").where("bucket", "=", bucket).where("expires_at", "<=", nowS).execute();
    const held = await trx
      .selectFrom("leases")
      .select((eb) => [eb.fn.countAll<number | string>().as("n"), eb.fn.min("expires_at").as("first")])
      .where("bucket", "=", bucket)
      .executeTakeFirstOrThrow();
    if (Number(held.n) >= max) return { taken: false, retryAt: new Date(held.first ?? nowS) };
    await trx
      .insertInto("leases")
      .values({ id, bucket, expires_at: toDbTime(expiresAt) })
      .execute();
    return { taken: true };
  });
}

/** Ends leases (their work is done); ending one already gone is nothing. */
export async function endLeases(db: Kysely<Database>, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom("leases").where("id", "in", ids).execute();
}

/** How many unexpired leases `bucket` holds. */
export async function heldLeases(db: Kysely<Database>, bucket: string, now: Date): Promise<number> {
  const row = await db
    .selectFrom("leases")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("bucket", "=", bucket)
    .where("expires_at", ">", toDbTime(now))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Housekeeping: expired leases, and bucket rows untouched since `quietSince` that hold none. */
export async function deleteExpiredLeases(
  db: Kysely<Database>,
  now: Date,
  quietSince: Date,
): Promise<number> {
  const gone = await db.deleteFrom("leases").where("expires_at", "<=", toDbTime(now)).executeTakeFirst();
  await db
    .deleteFrom("lease_buckets")
    .where("touched_at", "<", toDbTime(quietSince))
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom("leases").select("id").whereRef("leases.bucket", "=", "lease_buckets.bucket"))),
    )
    .execute();
  return Number(gone.numDeletedRows);
}
