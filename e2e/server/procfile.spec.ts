// Issue 41: the deploy guide works as written. The Procfile and the shared configuration are read from
// docs/deploy.md itself (never copied here): each Procfile line is started as foreman starts it (`bash -c` with the
// platform's PORT, in its own process group), one web and two worker processes, with the guide's variables; only what
// the guide leaves to the site (its "…" secrets, example addresses and folders, the payment keys) is replaced by this
// machine's PostgreSQL, S3 stand-in and scratch folders. A binder is built through the site; every health endpoint
// answers 200; SIGTERM stops each process cleanly.
import { execFileSync, spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makePdf } from "@courtready/engine/testing";
import { signUpAndLogIn } from "../support/accounts.ts";
import { startBinderBuild } from "../support/builder.ts";
import { onPostgres, queryRows, readyBinderHref, useCluster } from "../support/cluster.ts";
import { freePort, ROOT, untilReady } from "../support/server.ts";

const cluster = useCluster("procfile");
const guide = readFileSync(path.join(ROOT, "docs/deploy.md"), "utf8");

/** The first fenced block after the heading `heading` in the guide. */
function blockAfter(heading: string): string {
  const at = guide.indexOf(`\n${heading}\n`);
  expect(at, `docs/deploy.md has a "${heading}" section`).toBeGreaterThan(-1);
  const block = /```\n([\s\S]*?)```/.exec(guide.slice(at));
  return block![1]!;
}

/** The guide's shared configuration: NAME=value lines (comments after the value dropped). */
function guideConfiguration(): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const line of blockAfter("## Configuration").split("\n")) {
    const found = /^([A-Z][A-Z0-9_]*)=(\S*)/.exec(line);
    if (found) variables[found[1]!] = found[2]!;
  }
  return variables;
}

/** The Procfile's lines: process type → command. */
function guideProcfile(): Record<string, string> {
  const processes: Record<string, string> = {};
  for (const line of blockAfter("### Procfile (foreman, honcho, Heroku-style platforms)").split("\n")) {
    const found = /^([a-z]+):\s+(.+)$/.exec(line);
    if (found) processes[found[1]!] = found[2]!;
  }
  return processes;
}

interface Started {
  name: string;
  port: number;
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

/** Starts one Procfile command as foreman does: `bash -c` in the project folder, its own process group, PORT set. */
async function startLine(
  name: string,
  command: string,
  env: Record<string, string>,
  port?: number,
): Promise<Started> {
  port ??= await freePort();
  const child = spawn("bash", ["-c", command], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env, PORT: String(port) },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const { output, exited } = await untilReady(
    child,
    name === "web" ? "CourtReady is ready at" : "CourtReady worker is taking jobs",
  );
  return { name, port, child, output, exited };
}

describe.skipIf(!onPostgres)("the Procfile of docs/deploy.md, as written", () => {
  const webPort = freePort();
  let site: Record<string, string>;
  let env: Record<string, string>;
  let web: Started;
  let workers: Started[];

  beforeAll(async () => {
    const { s3, work } = cluster;
    const configuration = guideConfiguration();
    const procfile = guideProcfile();
    expect(Object.keys(procfile).sort()).toEqual(["web", "worker"]);
    // What the guide leaves to each site: its secrets ("…"), its example addresses, its folders and the payment
    // provider's keys. Every other variable is used exactly as the guide sets it.
    site = {
      DATABASE_URL: cluster.database.url!,
      CSRF_SECRET: "procfile-test-secret-".repeat(3),
      PUBLIC_BASE_URL: `http://127.0.0.1:${await webPort}`,
      // The test checkout: Stripe would need real keys.
      PAYMENTS: "test",
      ...s3.env,
      DATA_DIR: path.join(work, "data"),
      JOBS_TMP_DIR: path.join(work, "jobs"),
    };
    const leftToSite = Object.entries(configuration)
      .filter(([, value]) => /…|example\.(org|net)|internal/.test(value))
      .map(([name]) => name);
    for (const name of leftToSite) expect(Object.keys(site), `the test sets ${name}`).toContain(name);
    env = { ...configuration, ...site };
    mkdirSync(env.DATA_DIR!, { recursive: true });

    // Before a start the guide migrates once (here the database is migrated already: this checks it is idempotent).
    execFileSync(process.execPath, [path.join(ROOT, "apps/server/dist/cli.js"), "migrate"], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: "pipe",
    });
    // The platform gives each process its own PORT: the web process listens on it (the balancer's address is this
    // spec's PUBLIC_BASE_URL, so its port is picked first); each worker takes it as WORKER_PORT.
    workers = [
      await startLine("worker", procfile.worker!, env),
      await startLine("worker", procfile.worker!, env),
    ];
    web = await startLine("web", procfile.web!, env, await webPort);
  });
  afterAll(() => {
    // Whatever a failed test left running.
    for (const started of [web, ...(workers ?? [])])
      if (started && started.child.exitCode === null) process.kill(-started.child.pid!, "SIGKILL");
  });

  it("every health endpoint answers 200", async () => {
    for (const worker of workers) {
      const health = await fetch(`http://127.0.0.1:${worker.port}/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ status: "ok", problems: [] });
    }
    const health = await fetch(`${site.PUBLIC_BASE_URL}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ database: { available: true }, problems: [] });
  });

  it("builds a binder through the site on one of the Procfile's workers", async () => {
    const { work, browser } = cluster;
    const files = [1, 2].map((n) => path.join(work, `exhibit-${n}.pdf`));
    for (const [i, file] of files.entries())
      writeFileSync(file, await makePdf([{ text: `Procfile exhibit ${i + 1}` }]));
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await signUpAndLogIn(context, site.PUBLIC_BASE_URL!, { email: "procfile@example.com" });
    execFileSync(
      process.execPath,
      [path.join(ROOT, "apps/server/dist/cli.js"), "grant-membership", "procfile@example.com", "one_time"],
      { cwd: ROOT, env: { ...process.env, ...env }, stdio: "pipe" },
    );
    const page = await context.newPage();
    const buildId = await startBinderBuild(page, site.PUBLIC_BASE_URL!, files);
    const href = await readyBinderHref(page);
    const pdf = await context.request.get(`${site.PUBLIC_BASE_URL}${href}`);
    expect(pdf.status()).toBe(200);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
    // Built by one of the Procfile's workers (bash and scripts/node.sh exec node: the pid is the process's own).
    const [row] = await queryRows<{ state: string; owner: string }>(
      cluster.database.url!,
      "select state, owner from build_jobs where client_ref = $1 or id = $1",
      [buildId],
    );
    expect(row?.state).toBe("done");
    expect(workers.some((w) => row!.owner.includes(`:${w.child.pid}:`))).toBe(true);
    await context.close();
  });

  it("stops every process cleanly on SIGTERM, as foreman stops them", async () => {
    const started = [web, ...workers];
    for (const one of started) process.kill(-one.child.pid!, "SIGTERM");
    for (const one of started) expect(await one.exited, one.output()).toBe(0);
  });
});
