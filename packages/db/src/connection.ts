// Opens the database: SQLite (better-sqlite3, WAL) by default, PostgreSQL when a postgres:// URL is given.
import { mkdirSync } from "node:fs";
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
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: "postgres", destroy: () => db.destroy() };
  }
  if (options.sqlitePath !== ":memory:")
    mkdirSync(path.dirname(path.resolve(options.sqlitePath)), { recursive: true });
  const sqlite = new SQLite(options.sqlitePath);
  // WAL lets readers proceed while a write is in progress; busy_timeout waits instead of failing on a lock.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: "sqlite", destroy: () => db.destroy() };
}
