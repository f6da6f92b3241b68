// Start-up on a damaged SQLite file: refused with the file's name and what to do, never replaced by an empty one.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { connect, DatabaseFileError } from "./connection.ts";

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
