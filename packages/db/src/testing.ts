// Test helper: a fresh, migrated database per test file on every dialect under test (SQLite and PostgreSQL).
// PostgreSQL comes from TEST_DATABASE_URL (scripts/test.sh starts a throwaway cluster); each call creates and later
// drops its own database, so tests never share data. Missing PostgreSQL is an error, never a silent skip.
// Migrating takes longer than the tests of many files, so a run migrates once (testing.global-setup.ts makes an
// SQLite file and a PostgreSQL template database) and each test database starts as a copy of that.
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { connect } from "./connection.ts";
import type { DatabaseHandle, Dialect } from "./connection.ts";
import { migrateToLatest } from "./migrate.ts";

/** The migrated databases of this run that test databases copy (absent: each one is migrated itself). */
export interface MigratedTemplates {
  /** An SQLite file at the latest migration. */
  sqlite?: string;
  /** A PostgreSQL database at the latest migration, on TEST_DATABASE_URL's server, that nobody connects to. */
  postgres?: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    courtreadyDbTemplates: MigratedTemplates;
  }
}

/** Dialects to run database tests on: COURTREADY_TEST_DIALECTS (comma list) or both. */
export function dialectsUnderTest(): Dialect[] {
  return parseDialects(process.env.COURTREADY_TEST_DIALECTS);
}

/** A comma list of dialects; unset means both. */
export function parseDialects(raw: string | undefined): Dialect[] {
  const list = (raw ?? "sqlite,postgres")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  for (const d of list) if (d !== "sqlite" && d !== "postgres") throw new Error(`Unknown test dialect: ${d}`);
  return list as Dialect[];
}

function adminUrlOrThrow(): string {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    throw new Error(
      "PostgreSQL tests need TEST_DATABASE_URL (npm test starts a cluster). To run only SQLite, set COURTREADY_TEST_DIALECTS=sqlite.",
    );
  }
  return adminUrl;
}

async function onAdmin(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Migrates one database per dialect for a whole test run to copy from; remove() deletes them. Called by
 * testing.global-setup.ts before any test file starts.
 */
export async function createMigratedTemplates(
  dialects: Dialect[],
): Promise<MigratedTemplates & { remove(): Promise<void> }> {
  const templates: MigratedTemplates = {};
  const dir = mkdtempSync(path.join(tmpdir(), "courtready-db-template-"));
  const adminUrl = dialects.includes("postgres") ? adminUrlOrThrow() : undefined;
  try {
    if (dialects.includes("sqlite")) {
      const file = path.join(dir, "template.db");
      const handle = connect({ sqlitePath: file });
      await migrateToLatest(handle.db);
      // Closing the last connection folds the WAL into the file, so the file alone is the whole database.
      await handle.destroy();
      templates.sqlite = file;
    }
    if (adminUrl) {
      const name = `cr_template_${randomBytes(6).toString("hex")}`;
      await onAdmin(adminUrl, `CREATE DATABASE ${name}`);
      templates.postgres = name;
      const handle = connect({ databaseUrl: databaseUrl(adminUrl, name), sqlitePath: "", poolSize: 1 });
      await migrateToLatest(handle.db);
      // CREATE DATABASE … TEMPLATE refuses a template that has connections, so none is left open.
      await handle.destroy();
    }
  } catch (error) {
    await removeTemplates(templates, dir, adminUrl);
    throw error;
  }
  return { ...templates, remove: () => removeTemplates(templates, dir, adminUrl) };
}

async function removeTemplates(templates: MigratedTemplates, dir: string, adminUrl: string | undefined) {
  rmSync(dir, { recursive: true, force: true });
  if (templates.postgres && adminUrl)
    await onAdmin(adminUrl, `DROP DATABASE IF EXISTS ${templates.postgres} WITH (FORCE)`);
}

/** The templates this run's global setup provided; none when the helper runs without it (then each migrates). */
function providedTemplates(): MigratedTemplates {
  return inject("courtreadyDbTemplates") ?? {};
}

/** A connection to a brand-new migrated database of the given dialect; destroy() removes it. */
export async function createTestDatabase(
  dialect: Dialect,
): Promise<DatabaseHandle & { url?: string; sqlitePath?: string }> {
  const templates = providedTemplates();
  if (dialect === "sqlite") {
    const dir = mkdtempSync(path.join(tmpdir(), "courtready-db-"));
    const sqlitePath = path.join(dir, "test.db");
    if (templates.sqlite) copyFileSync(templates.sqlite, sqlitePath);
    const handle = connect({ sqlitePath });
    if (!templates.sqlite) await migrateToLatest(handle.db);
    return {
      ...handle,
      sqlitePath,
      destroy: async () => {
        await handle.destroy();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const adminUrl = adminUrlOrThrow();
  const name = `cr_test_${randomBytes(6).toString("hex")}`;
  await onAdmin(
    adminUrl,
    `CREATE DATABASE ${name}${templates.postgres ? ` TEMPLATE ${templates.postgres}` : ""}`,
  );
  const url = databaseUrl(adminUrl, name);
  const handle = connect({ databaseUrl: url, sqlitePath: "", poolSize: 4 });
  if (!templates.postgres) await migrateToLatest(handle.db);
  return {
    ...handle,
    url,
    destroy: async () => {
      await handle.destroy();
      await onAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
