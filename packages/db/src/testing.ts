// Test helper: a fresh, migrated database per test file on every dialect under test (SQLite and PostgreSQL).
// PostgreSQL comes from TEST_DATABASE_URL (scripts/test.sh starts a throwaway cluster); each call creates and later
// drops its own database, so tests never share data. Missing PostgreSQL is an error, never a silent skip.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { connect } from "./connection.ts";
import type { DatabaseHandle, Dialect } from "./connection.ts";
import { migrateToLatest } from "./migrate.ts";

/** Dialects to run database tests on: COURTREADY_TEST_DIALECTS (comma list) or both. */
export function dialectsUnderTest(): Dialect[] {
  const raw = process.env.COURTREADY_TEST_DIALECTS ?? "sqlite,postgres";
  const list = raw
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  for (const d of list) if (d !== "sqlite" && d !== "postgres") throw new Error(`Unknown test dialect: ${d}`);
  return list as Dialect[];
}

/** A connection to a brand-new migrated database of the given dialect; destroy() removes it. */
export async function createTestDatabase(
  dialect: Dialect,
): Promise<DatabaseHandle & { url?: string; sqlitePath?: string }> {
  if (dialect === "sqlite") {
    const dir = mkdtempSync(path.join(tmpdir(), "courtready-db-"));
    const sqlitePath = path.join(dir, "test.db");
    const handle = connect({ sqlitePath });
    await migrateToLatest(handle.db);
    return {
      ...handle,
      sqlitePath,
      destroy: async () => {
        await handle.destroy();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    throw new Error(
      "PostgreSQL tests need TEST_DATABASE_URL (npm test starts a cluster). To run only SQLite, set COURTREADY_TEST_DIALECTS=sqlite.",
    );
  }
  const name = `cr_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = connect({ databaseUrl: url.toString(), sqlitePath: "", poolSize: 4 });
  await migrateToLatest(handle.db);
  return {
    ...handle,
    url: url.toString(),
    destroy: async () => {
      await handle.destroy();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
