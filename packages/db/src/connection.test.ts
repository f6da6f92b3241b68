// Start-up on a damaged SQLite file: refused with the file's name and what to do, never replaced by an empty one;
// a PostgreSQL connection the server ends while it is checked out fails its statement, never the process.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import pg from "pg";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { connect, DatabaseFileError } from "./connection.ts";
import { createTestDatabase, dialectsUnderTest } from "./testing.ts";

describe("opening an SQLite file", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "courtready-db-"));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  function refused(file: string, problem: RegExp) {
    const before = readFileSync(file);
    let error: unknown;
    try {
      connect({ sqlitePath: file });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DatabaseFileError);
    expect((error as Error).message).toMatch(problem);
    expect((error as Error).message).toContain(file);
    expect((error as Error).message).toMatch(/Restore it from a backup/);
    // Untouched: not turned into a new database, not truncated.
    expect(readFileSync(file).equals(before)).toBe(true);
  }

  it("refuses an empty file instead of starting on a new empty database", () => {
    const file = path.join(dir, "courtready.db");
    writeFileSync(file, "");
    refused(file, /is empty \(0 bytes\)/);
  });

  it("refuses a file that is not a database", () => {
    const file = path.join(dir, "courtready.db");
    writeFileSync(file, "this is a text file, not a database\n".repeat(200));
    refused(file, /is not an SQLite database/);
  });

  it("refuses a damaged database", () => {
    const file = path.join(dir, "courtready.db");
    const sqlite = new SQLite(file);
    sqlite.exec("CREATE TABLE t (x TEXT); INSERT INTO t VALUES ('kept');");
    sqlite.close();
    // Keep the header, overwrite the first page's schema b-tree: the schema can no longer be read.
    const bytes = readFileSync(file);
    bytes.fill(0xff, 100, 4096);
    writeFileSync(file, bytes);
    refused(file, /is damaged/);
  });

  it("creates a missing file and opens a healthy one", async () => {
    const file = path.join(dir, "sub", "courtready.db");
    const first = connect({ sqlitePath: file });
    await first.destroy();
    const again = connect({ sqlitePath: file });
    expect(again.dialect).toBe("sqlite");
    await again.destroy();
  });
});

describe.skipIf(!dialectsUnderTest().includes("postgres"))(
  "a PostgreSQL connection ended by the server",
  () => {
    it("fails the transaction that held it, leaves the process running, and the next query gets a new one", async () => {
      const database = await createTestDatabase("postgres");
      const { db } = database;
      try {
        const ended = db.transaction().execute(async (trx) => {
          const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
          // Between two statements the connection is checked out and idle: the server ends it now, as a restart does.
          await terminate(database.url!, rows[0]!.pid);
          await sql`select 1`.execute(trx);
        });
        await expect(ended).rejects.toThrow();
        const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db);
        expect(rows).toEqual([{ one: 1 }]);
      } finally {
        await database.destroy();
      }
    });
  },
);

/** Ends one backend from a connection of its own and waits until the server has ended it. */
async function terminate(url: string, pid: number): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query("select pg_terminate_backend($1, 5000)", [pid]);
  } finally {
    await admin.end();
  }
}
