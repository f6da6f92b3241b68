// Opens the database: SQLite (better-sqlite3, WAL) by default, PostgreSQL when a postgres:// URL is given.
import { closeSync, mkdirSync, openSync, readSync, statSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { Database } from "./schema.ts";

export type Dialect = "sqlite" | "postgres";

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Closes every connection. */
  destroy(): Promise<void>;
}

export interface ConnectOptions {
  /** postgres:// or postgresql:// URL; when absent SQLite is used. */
  databaseUrl?: string | undefined;
  /** SQLite file path (":memory:" allowed); ignored for PostgreSQL. */
  sqlitePath: string;
  /** Largest PostgreSQL pool size. */
  poolSize?: number;
}

/** True for URLs that select PostgreSQL. */
export function isPostgresUrl(url: string | undefined): url is string {
  return !!url && /^postgres(ql)?:\/\//.test(url);
}

/**
 * Connects to the configured database.
 * @example connect({ sqlitePath: "./data/courtready.db" }) // → { dialect: "sqlite", db, destroy }
 */
export function connect(options: ConnectOptions): DatabaseHandle {
  if (isPostgresUrl(options.databaseUrl)) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle pooled connection can be closed by the server (restart, failover, an administrator). pg then emits
    // 'error' on the pool, and an unhandled 'error' event would end the whole process; the pool replaces the
    // connection on next use, so logging is enough.
    pool.on("error", (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    // A connection checked out of the pool (a transaction between its statements) has no listener of the pool's, so
    // when the server ends it then (a restart: "terminating connection due to administrator command") its 'error'
    // event ended the process (issue 41: a web process died at the first second of a PostgreSQL restart). The
    // statement that next uses it fails and reports the loss (and is retried where the caller rides out outages);
    // the pool drops the broken connection when it is released, so nothing is left to do here.
    pool.on("connect", (client) => client.on("error", () => undefined));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: "postgres", destroy: () => db.destroy() };
  }
  if (options.sqlitePath !== ":memory:")
    mkdirSync(path.dirname(path.resolve(options.sqlitePath)), { recursive: true });
  const sqlite = openSqlite(options.sqlitePath);
  // WAL lets readers proceed while a write is in progress; busy_timeout waits instead of failing on a lock.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return {
    db,
    dialect: "sqlite",
    destroy: async () => {
      await db.destroy();
      // Kysely closes the file only if a query ever ran (its driver starts on the first one); a handle that was
      // never queried (a test database copied from the migrated template) must be closed too.
      if (sqlite.open) sqlite.close();
    },
  };
}

/** A database file that is there but cannot be used: the app refuses to start rather than lose what it held. */
export class DatabaseFileError extends Error {
  constructor(file: string, problem: string) {
    super(
      `The database file ${file} ${problem}. CourtReady will not start on it, so that nothing in it is lost or ` +
        `overwritten. Restore it from a backup, or, if it holds nothing you need, move it aside (mv ${file} ` +
        `${file}.damaged) and start again to get an empty database.`,
    );
    this.name = "DatabaseFileError";
  }
}

const SQLITE_MAGIC = "SQLite format 3\0";

/**
 * Opens an SQLite file, refusing one that exists but is empty, is not a database, or is damaged (issue 22,
 * finding 12): SQLite would quietly turn an empty file into a new empty database, and the other two end in a bare
 * driver message. A missing file is created, as on a first start.
 */
function openSqlite(file: string): SQLite.Database {
  if (file === ":memory:") return new SQLite(file);
  const resolved = path.resolve(file);
  let size: number | undefined;
  try {
    size = statSync(resolved).size;
  } catch {
    size = undefined; // not there yet: a first start
  }
  if (size === 0) throw new DatabaseFileError(resolved, "is empty (0 bytes)");
  if (size !== undefined) {
    const header = Buffer.alloc(SQLITE_MAGIC.length);
    const fd = openSync(resolved, "r");
    try {
      readSync(fd, header, 0, header.length, 0);
    } finally {
      closeSync(fd);
    }
    if (header.toString("latin1") !== SQLITE_MAGIC)
      throw new DatabaseFileError(resolved, "is not an SQLite database");
  }
  const sqlite = new SQLite(resolved);
  try {
    // Reading the schema is where a damaged file first shows ("database disk image is malformed"). A full
    // quick_check would read every page at each start, which grows with the data; this costs the same for any size.
    sqlite.prepare("SELECT count(*) FROM sqlite_master").get();
  } catch (error) {
    sqlite.close();
    const code = (error as { code?: string }).code ?? "";
    if (code === "SQLITE_NOTADB") throw new DatabaseFileError(resolved, "is not an SQLite database");
    if (code.startsWith("SQLITE_CORRUPT"))
      throw new DatabaseFileError(resolved, `is damaged (${(error as Error).message})`);
    throw error;
  }
  return sqlite;
}
