// The health check's one query: whether the database answers at all, whatever its tables hold.
import { sql } from "kysely";
import type { Kysely } from "kysely";
import type { Database } from "@courtready/db";

/** True when the database answers a trivial query; false (never a throw) when it is unreachable or closed. */
export async function databaseAnswers(db: Kysely<Database>): Promise<boolean> {
  return sql`select 1`
    .execute(db)
    .then(() => true)
    .catch(() => false);
}
