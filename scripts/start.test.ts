// `npm start` names the database its server will use (issue 37: with DATA_DIR set it said ./data and made an empty
// ./data), and under NODE_ENV=production chooses neither PAYMENTS nor PUBLIC_BASE_URL, refusing with the server's
// message instead (issue 42, finding 1). The words come from the server's CLI, run here from a fresh bundle of its
// sources; the choosing is scripts/lib.sh's, run by bash as start.sh runs it.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { build } from "esbuild";
import type { Plugin } from "esbuild";
import { loadConfig } from "../apps/server/src/config.ts";

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

/**
 * Runs lib.sh's choose_deployment_defaults in a folder of its own holding `dotenv` as its .env (when given), with only
 * `env` besides PATH (this Node first), and says what it exported, its exit status and what it wrote to stderr.
 */
function chooseDefaults(env: Record<string, string>, dotenv?: string) {
  const cwd = mkdtempSync(path.join(scratch, "start-"));
  if (dotenv !== undefined) writeFileSync(path.join(cwd, ".env"), dotenv);
  const result = spawnSync(
    "bash",
    [
      "-c",
      'source "$1"; choose_deployment_defaults "$2" || exit $?; echo "PAYMENTS=${PAYMENTS:-}"; echo "PUBLIC_BASE_URL=${PUBLIC_BASE_URL:-}"',
      "choose",
      path.join(root, "scripts/lib.sh"),
      cli,
    ],
    {
      cwd,
      env: { PATH: `${path.dirname(process.execPath)}:${process.env.PATH ?? ""}`, ...env },
      encoding: "utf8",
    },
  );
  return { status: result.status, out: result.stdout.trim().split("\n"), stderr: result.stderr };
}

/** The message the server stops with for this environment. */
function serverRefusal(env: Record<string, string>): string {
  try {
    loadConfig(env, scratch);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("the server would have started");
}

describe("the choices npm start makes (PAYMENTS, PUBLIC_BASE_URL)", () => {
  it("chooses the test checkout and a localhost address when NODE_ENV is not production", () => {
    const cases: [env: Record<string, string>, port: number][] = [
      [{}, 3000],
      [{ NODE_ENV: "development", PORT: "4000" }, 4000],
    ];
    for (const [env, port] of cases) {
      const chosen = chooseDefaults(env);
      expect(chosen.status).toBe(0);
      expect(chosen.out).toEqual(["PAYMENTS=test", `PUBLIC_BASE_URL=http://localhost:${port}`]);
    }
  });

  it("under NODE_ENV=production chooses neither and refuses with the server's own message", () => {
    const env = { NODE_ENV: "production" };
    const refused = chooseDefaults(env);
    expect(refused.status).not.toBe(0);
    expect(refused.out).toEqual([""]);
    const message = serverRefusal(env);
    expect(message).toMatch(/PAYMENTS: required in production/);
    expect(message).toMatch(/PUBLIC_BASE_URL: required in production/);
    expect(refused.stderr).toContain(message);
  });

  it("refuses when only one is stated, naming the other as the server does", () => {
    const env = { NODE_ENV: "production", PAYMENTS: "free" };
    const refused = chooseDefaults(env);
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain(serverRefusal(env));
    expect(refused.stderr).not.toMatch(/PAYMENTS: required/);
  });

  it("reads NODE_ENV=production from .env as the server does", () => {
    const refused = chooseDefaults({}, "NODE_ENV=production\n");
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain(serverRefusal({ NODE_ENV: "production" }));
  });

  it("under NODE_ENV=production with both stated (here in .env) adds nothing and goes on", () => {
    const chosen = chooseDefaults(
      { NODE_ENV: "production" },
      "PAYMENTS=free\nPUBLIC_BASE_URL=https://courtready.example.org\n",
    );
    expect(chosen.status).toBe(0);
    expect(chosen.out).toEqual(["PAYMENTS=", "PUBLIC_BASE_URL="]);
  });

  it("is what start.sh runs, before the database is touched", () => {
    const script = readFileSync(path.join(root, "scripts/start.sh"), "utf8");
    const call = script.indexOf("choose_deployment_defaults apps/server/dist/cli.js || die");
    expect(call).toBeGreaterThan(0);
    expect(call).toBeLessThan(script.indexOf("cli.js migrate"));
    expect(script).not.toMatch(/export PAYMENTS=/);
  });
});
