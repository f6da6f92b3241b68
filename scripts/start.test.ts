// `npm start` names the database its server will use (issue 37: with DATA_DIR set it said ./data and made an empty
// ./data). The words come from the server's `cli.js where`, run here from a fresh bundle of the CLI's sources.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build } from "esbuild";
import type { Plugin } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
// Under node_modules/.cache so the bundle's third-party imports (native ones too) resolve from node_modules. A fresh
// clone has no .cache folder yet.
const cacheDir = path.join(root, "node_modules/.cache");
mkdirSync(cacheDir, { recursive: true });
const outDir = mkdtempSync(path.join(cacheDir, "start-test-"));
const cli = path.join(outDir, "cli.mjs");
const scratch = mkdtempSync(path.join(os.tmpdir(), "courtready-start-"));

/** Third-party packages stay in node_modules (argon2 and better-sqlite3 are native); our TypeScript ones are bundled. */
const externalizeDependencies: Plugin = {
  name: "externalize-dependencies",
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@courtready/") ? undefined : { path: args.path, external: true },
    );
  },
};

/** Runs `cli where` in a folder of its own (no .env there), with only the given variables besides PATH. */
function where(env: Record<string, string>): { out: string; cwd: string } {
  const cwd = mkdtempSync(path.join(scratch, "cwd-"));
  const out = execFileSync(process.execPath, [cli, "where"], {
    cwd,
    env: { PATH: process.env.PATH ?? "", ...env },
    encoding: "utf8",
  });
  return { out: out.trim(), cwd };
}

beforeAll(async () => {
  await build({
    absWorkingDir: root,
    entryPoints: [path.join(root, "apps/server/src/cli.ts")],
    outfile: cli,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node24",
    plugins: [externalizeDependencies],
    logLevel: "silent",
  });
}, 120_000);

afterAll(() => {
  rmSync(outDir, { recursive: true, force: true });
  rmSync(scratch, { recursive: true, force: true });
});

describe("where the database is", () => {
  it("names DATA_DIR's SQLite file and creates neither it nor ./data", () => {
    const store = path.join(scratch, "store");
    const { out, cwd } = where({ DATA_DIR: store });
    expect(out).toBe(`SQLite at ${path.join(store, "courtready.db")}`);
    expect(existsSync(path.join(cwd, "data"))).toBe(false);
    expect(existsSync(store)).toBe(false);
  });

  it("names ./data/courtready.db when nothing is set, and SQLITE_PATH when it is", () => {
    const plain = where({});
    expect(plain.out).toBe(`SQLite at ${path.join(plain.cwd, "data", "courtready.db")}`);
    const file = path.join(scratch, "elsewhere", "cr.db");
    expect(where({ DATA_DIR: path.join(scratch, "x"), SQLITE_PATH: file }).out).toBe(`SQLite at ${file}`);
  });

  it("names PostgreSQL's host and database, never its password", () => {
    const { out } = where({ DATABASE_URL: "postgres://court:s3cret@db.example:5433/courtready" });
    expect(out).toBe("PostgreSQL at db.example:5433/courtready");
  });

  it("is what start.sh prints, and start.sh makes no ./data of its own", () => {
    const script = readFileSync(path.join(root, "scripts/start.sh"), "utf8");
    expect(script).toContain('database_at="$(node apps/server/dist/cli.js where)"');
    expect(script).toMatch(/log "step 4\/5: database migrate \+ seed \(\$\{database_at\}/);
    expect(script).not.toMatch(/mkdir -p data\b/);
  });
});
