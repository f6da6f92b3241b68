// Applies pending migrations; the same set runs on SQLite and PostgreSQL.
import type { Kysely } from "kysely";
// Kysely 0.29 moved the migrator to its own entry point.
import { Migrator } from "kysely/migration";
import type { MigrationResult } from "kysely/migration";
import { migrations } from "./migrations/index.ts";
import type { Database } from "./schema.ts";

export interface MigrateOutcome {
  applied: string[];
}

/** Brings the schema up to date. Throws with the failing migration's name when one fails. */
export async function migrateToLatest(db: Kysely<Database>): Promise<MigrateOutcome> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const applied = (results ?? [])
    .filter((r: MigrationResult) => r.status === "Success")
    .map((r) => r.migrationName);
  if (error) {
    const failed = results?.find((r) => r.status === "Error")?.migrationName ?? "unknown";
    throw new Error(`Migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return { applied };
}
