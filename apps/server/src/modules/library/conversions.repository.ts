// The index of kept conversions (table conversion_records, 0015): one row per record in storage, with when it was
// written and last used, so a record's life runs from its last use and the sweep finds stale records by a query.
import { sql } from "kysely";
import type { Kysely } from "kysely";
import type { Database } from "@courtready/db";
import { toDbTime } from "@courtready/db";

export interface RecordRef {
  user_id: string;
  version: string;
  sha256: string;
}

/** A record about to be written (again): its row says it is new, before the bytes are there. */
export async function upsertRecord(db: Kysely<Database>, ref: RecordRef, now: Date): Promise<void> {
  const at = toDbTime(now);
  await db
    .insertInto("conversion_records")
    .values({ ...ref, created_at: at, last_used_at: at })
    .onConflict((oc) =>
      oc.columns(["user_id", "version", "sha256"]).doUpdateSet({ created_at: at, last_used_at: at }),
    )
    .execute();
}

/** The records just handed to a job were used now; a later use never moves the time back. */
export async function touchRecords(
  db: Kysely<Database>,
  userId: string,
  version: string,
  sha256s: string[],
  now: Date,
): Promise<void> {
  if (!sha256s.length) return;
  const at = toDbTime(now);
  await db
    .updateTable("conversion_records")
    .set({ last_used_at: at })
    .where("user_id", "=", userId)
    .where("version", "=", version)
    .where("sha256", "in", [...new Set(sha256s)])
    .where("last_used_at", "<", at)
    .execute();
}

/** Records unused since `cutoff`, or of another version than `current`: a page of them, oldest first. */
export async function staleRecords(
  db: Kysely<Database>,
  cutoff: Date,
  current: string,
  limit: number,
): Promise<RecordRef[]> {
  return db
    .selectFrom("conversion_records")
    .select(["user_id", "version", "sha256"])
    .where((eb) => eb.or([eb("last_used_at", "<", toDbTime(cutoff)), eb("version", "<>", current)]))
    .orderBy("last_used_at")
    .limit(limit)
    .execute();
}

/**
 * Removes a record's row if it is still stale: one written again or used since it was picked (its bytes may have
 * gone meanwhile, which costs a conversion) keeps its row, so no record in storage is ever left without one.
 */
export async function deleteIfStale(
  db: Kysely<Database>,
  ref: RecordRef,
  cutoff: Date,
  current: string,
): Promise<void> {
  await db
    .deleteFrom("conversion_records")
    .where("user_id", "=", ref.user_id)
    .where("version", "=", ref.version)
    .where("sha256", "=", ref.sha256)
    .where((eb) => eb.or([eb("last_used_at", "<", toDbTime(cutoff)), eb("version", "<>", current)]))
    .execute();
}

/** Whether this person's record has a row: records written before the index (0015) have none. */
export async function indexedDigests(db: Kysely<Database>, userId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom("conversion_records")
    .select(["version", "sha256"])
    .where("user_id", "=", userId)
    .execute();
  return new Set(rows.map((r) => `${r.version}-${r.sha256}`));
}

/** When the index was made (Kysely's own record of migration 0015), or null before it ran. */
export async function indexCreatedAt(db: Kysely<Database>): Promise<Date | null> {
  const { rows } = await sql<{ timestamp: string }>`
    select "timestamp" from "kysely_migration" where "name" = ${"0015_conversion_records"}`.execute(db);
  return rows[0] ? new Date(rows[0].timestamp) : null;
}
