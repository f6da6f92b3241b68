// Issue 21: CourtReady as several processes on PostgreSQL and an S3-compatible store (fauxqs on loopback, started
// here). Two web processes and one worker:
// Chromium signs up on web A and builds a binder there; its progress is read from web B; it is downloaded from web A.
// Then a second person's paid build: the worker is killed with SIGKILL mid-build, a new worker is started on its data
// folder, and the build completes with the same pages as the first; the one-time pass is used exactly once; no upload,
// task, temporary folder or unfinished row is left. Web processes never convert (they have no worker threads to do it
// with).
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import pg from "pg";
import { DeleteObjectCommand, ListObjectsV2Command } from "@aws-sdk/client-s3";
import { createTestDatabase, dialectsUnderTest } from "@courtready/db/testing";
import { grantMembership, signUpAndLogIn } from "../support/accounts.ts";
import { launchBrowser, snapshot, watchErrors } from "../support/browser.ts";
import { startBinderBuild, writeHeavyBuildFiles } from "../support/builder.ts";
import { filesUnder, startRole } from "../support/server.ts";
import type { RunningServer } from "../support/server.ts";
import { startTestS3Server } from "../../apps/server/src/testing/s3-stand-in.ts";
import type { TestS3Server } from "../../apps/server/src/testing/s3-stand-in.ts";

const work = mkdtempSync(path.join(tmpdir(), "courtready-scale-"));
let s3: TestS3Server;
let browser: Browser;
let heavyFiles: string[];
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const servers: RunningServer[] = [];
let common: Record<string, string>;
// PostgreSQL is what the processes share; COURTREADY_TEST_DIALECTS=sqlite (an explicit opt-out) skips this spec.
const onPostgres = dialectsUnderTest().includes("postgres");

beforeAll(async () => {
  if (!onPostgres) return;
  database = await createTestDatabase("postgres");
  s3 = await startTestS3Server();
  common = {
    DATABASE_URL: database.url!,
    // Every web process signs and checks the same CSRF tokens.
    CSRF_SECRET: "scale-out-test-secret-scale-out-test-secret",
    ...s3.env,
    JOB_WORKERS: "1",
    QUEUE_HEARTBEAT_SECONDS: "10",
    QUEUE_MONITOR_SECONDS: "1",
  };
  heavyFiles = await writeHeavyBuildFiles(work);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  for (const server of servers) await server.stop("SIGKILL");
  await database?.destroy();
  await s3?.stop();
  rmSync(work, { recursive: true, force: true });
});

/** Starts a process of this role; `dataDir` restarts one on the data folder of a process that died. */
async function start(role: "web" | "worker", dataDir?: string): Promise<RunningServer> {
  const server = await startRole(role, common, dataDir ? { dataDir } : {});
  servers.push(server);
  return server;
}

/** Every key in the bucket. */
async function storedKeys(): Promise<string[]> {
  const client = s3.client();
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, ContinuationToken: token }));
    keys.push(...(page.Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : [])));
    token = page.NextContinuationToken;
  } while (token);
  client.destroy();
  return keys;
}

/**
 * Adds the four files, waits until each is checked (on the worker), and presses Generate Binder. The conversions the
 * checks kept are removed first: with them the build would be too quick to watch under way or to kill mid-build.
 */
const startBuild = (page: Page, url: string) =>
  startBinderBuild(page, url, heavyFiles, async () => {
    const kept = (await storedKeys()).filter((key) => /^users\/[^/]+\/conversions\//.test(key));
    const client = s3.client();
    for (const Key of kept) await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key }));
    client.destroy();
  });

function progressFrom(context: BrowserContext, url: string, buildId: string) {
  return async () =>
    (await context.request.get(`${url}/api/builds/${buildId}/progress`)).json() as Promise<{
      stage: string;
      percent: number;
      outcome?: { state: string; pdfUrl?: string };
    }>;
}

async function pagesOf(context: BrowserContext, url: string): Promise<number> {
  const pdf = await context.request.get(url);
  expect(pdf.status()).toBe(200);
  const body = await pdf.body();
  expect(body.subarray(0, 5).toString()).toBe("%PDF-");
  const file = path.join(work, `binder-${Date.now()}.pdf`);
  writeFileSync(file, body);
  const info = execFileSync("pdfinfo", [file], { encoding: "utf8" });
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
}

describe.skipIf(!onPostgres)("two web processes and a worker on PostgreSQL and S3", () => {
  it("builds on web A, reports progress on web B, survives the worker's death, and leaves nothing behind", async () => {
    const worker = await start("worker");
    const webA = await start("web");
    const webB = await start("web");

    // 1. A build started on web A, watched from web B, downloaded from web A.
    const first = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await signUpAndLogIn(first, webA.url, { email: "scale.first@example.com" });
    grantMembership(webA, "scale.first@example.com", "yearly");
    const page = await first.newPage();
    const errors = watchErrors(page);
    const buildId = await startBuild(page, webA.url);
    const fromB = progressFrom(first, webB.url, buildId);
    const seenOnB = new Set<string>();
    await expect
      .poll(
        async () => {
          const report = await fromB();
          seenOnB.add(report.stage);
          return report.outcome?.state ?? "";
        },
        { timeout: 180_000, interval: 100 },
      )
      .toBe("done");
    // Web B saw the build under way, not only its end.
    expect([...seenOnB].some((stage) => /converting|assembling|packaging/.test(stage))).toBe(true);
    const done = page.getByText("Your binder is ready");
    await expect.poll(() => done.count(), { timeout: 60_000 }).toBeGreaterThan(0);
    await snapshot(page, "scale-out", "1-built-across-processes");
    const href = await page
      .getByRole("link", { name: /open the binder PDF/i })
      .first()
      .getAttribute("href");
    const firstPages = await pagesOf(first, `${webA.url}${href}`);
    expect(firstPages).toBeGreaterThan(40);
    expect(errors).toEqual([]);
    // Nothing went to a local folder: every process stored into the bucket.
    for (const server of [webA, webB, worker])
      expect(filesUnder(path.join(server.dataDir, "files"))).toEqual([]);
    // Every conversion ran on the worker: the web processes logged none, the worker logged each.
    expect(webA.output()).not.toMatch(/task file\.inspect/);
    expect(worker.output()).toMatch(/task file\.inspect done/);
    expect(worker.output()).toMatch(/build [0-9a-f-]+ done in \d+ ms/);

    // 2. A paid build whose worker dies mid-build: a new worker finishes it.
    const second = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await signUpAndLogIn(second, webB.url, { email: "scale.second@example.com" });
    grantMembership(webB, "scale.second@example.com", "one_time");
    const page2 = await second.newPage();
    const buildId2 = await startBuild(page2, webB.url);
    const progress2 = progressFrom(second, webA.url, buildId2);
    await expect
      .poll(async () => (await progress2()).stage, { timeout: 120_000, interval: 50 })
      .toMatch(/converting|assembling|packaging/);
    await worker.stop("SIGKILL", { keepData: true });
    // Restarted where it ran, as a supervisor restarts a dead worker on its machine: the new process must clear
    // what the killed one left in its temporary folder, wherever the kill landed (converting, pooling, writing).
    const replacement = await start("worker", worker.dataDir);
    await expect
      .poll(async () => (await progress2()).outcome?.state ?? "", { timeout: 180_000, interval: 200 })
      .toBe("done");
    const outcome = (await progress2()).outcome!;
    await expect
      .poll(() => page2.getByText("Your binder is ready").count(), { timeout: 60_000 })
      .toBeGreaterThan(0);
    await snapshot(page2, "scale-out", "2-finished-after-worker-killed");
    const href2 = await page2
      .getByRole("link", { name: /open the binder PDF/i })
      .first()
      .getAttribute("href");
    expect(await pagesOf(second, `${webB.url}${href2}`)).toBe(firstPages);
    expect(outcome.state).toBe("done");
    const status = await (await second.request.get(`${webA.url}/api/membership/status`)).json();
    expect(status).toMatchObject({ oneTimeUseCount: 1 });

    // 3. Nothing left: no upload or task in storage, no temporary folder, no unfinished row or pg-boss job.
    const keys = await storedKeys();
    // What stays is what a person keeps: the two binders' outputs.
    expect(keys.filter((key) => /^users\/[^/]+\/builds\//.test(key)).length).toBeGreaterThanOrEqual(2);
    expect(keys.filter((key) => /\/uploads\/|^tasks\//.test(key))).toEqual([]);
    expect(filesUnder(path.join(replacement.dataDir, "tmp", "jobs"))).toEqual([]);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const rows = await client.query(
        "select state, attempts, use_returned from build_jobs where state in ('receiving','queued','running')",
      );
      expect(rows.rows).toEqual([]);
      const retried = await client.query(
        "select attempts, use_returned from build_jobs where kind = 'render'",
      );
      expect(retried.rows).toContainEqual({ attempts: 2, use_returned: 0 });
      const active = await client.query(
        "select name, state from pgboss.job where state in ('created','retry','active') and name like 'courtready-%'",
      );
      expect(active.rows).toEqual([]);
    } finally {
      await client.end();
    }
    await first.close();
    await second.close();
    expect(await replacement.stop()).toBe(0);
    expect(await webA.stop()).toBe(0);
    expect(await webB.stop()).toBe(0);
  });
});
