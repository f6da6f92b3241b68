// Issue 41: a worker that falls silent mid-build (SIGSTOP: its process is alive, so only the build's lease can tell)
// loses its build once the lease set by QUEUE_HEARTBEAT_SECONDS runs out; the person's progress says it was moved; a
// second worker finishes it, the one-time pass used once; the binder, over 30 MB, is stored in the S3 stand-in and
// downloaded whole. Then honest health: with the bucket gone, the worker's /health and the web's /api/health answer
// 503 and say why. Web and workers are separate processes on PostgreSQL and S3 (fauxqs on loopback).
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import pg from "pg";
import { DeleteObjectCommand, HeadObjectCommand, ListObjectsV2Command } from "@aws-sdk/client-s3";
import { createTestDatabase, dialectsUnderTest } from "@courtready/db/testing";
import { grantMembership, signUpAndLogIn } from "../support/accounts.ts";
import { launchBrowser } from "../support/browser.ts";
import { startBinderBuild } from "../support/builder.ts";
import { startRole } from "../support/server.ts";
import type { RunningServer } from "../support/server.ts";
import { startTestS3Server } from "../../apps/server/src/testing/s3-stand-in.ts";
import type { TestS3Server } from "../../apps/server/src/testing/s3-stand-in.ts";

const MB = 1024 * 1024;
/** The lease under test: the shortest the configuration allows, so the spec is quick; the rule is the same at 30 s. */
const LEASE_SECONDS = 10;

const work = mkdtempSync(path.join(tmpdir(), "courtready-failover-"));
let s3: TestS3Server;
let browser: Browser;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const servers: RunningServer[] = [];
let common: Record<string, string>;
const onPostgres = dialectsUnderTest().includes("postgres");

/**
 * A one-page PDF holding an uncompressed photo-sized image of random pixels: `megabytes` of bytes no build can shrink,
 * so a few of them make a binder of real size.
 */
function bigPdf(megabytes: number): Buffer {
  const width = 2000;
  const height = Math.ceil((megabytes * MB) / (width * 3));
  const pixels = randomBytes(width * height * 3);
  const content = Buffer.from("q 612 0 0 792 0 0 cm /Im0 Do Q\n");
  const parts: Buffer[] = [];
  const offsets: number[] = [];
  let length = 0;
  const push = (chunk: Buffer | string) => {
    const bytes = typeof chunk === "string" ? Buffer.from(chunk, "latin1") : chunk;
    parts.push(bytes);
    length += bytes.length;
  };
  const object = (n: number, head: string, stream?: Buffer) => {
    offsets[n] = length;
    push(`${n} 0 obj\n${head}\n`);
    if (stream) {
      push("stream\n");
      push(stream);
      push("\nendstream\n");
    }
    push("endobj\n");
  };
  push("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n");
  object(1, "<< /Type /Catalog /Pages 2 0 R >>");
  object(2, "<< /Type /Pages /Kids [3 0 R] /Count 1 >>");
  object(
    3,
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /XObject << /Im0 5 0 R >> >> /Contents 4 0 R >>",
  );
  object(4, `<< /Length ${content.length} >>`, content);
  object(
    5,
    `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Length ${pixels.length} >>`,
    pixels,
  );
  const xref = length;
  push(`xref\n0 6\n0000000000 65535 f \n`);
  for (let n = 1; n <= 5; n++) push(`${String(offsets[n]).padStart(10, "0")} 00000 n \n`);
  push(`trailer\n<< /Size 6 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return Buffer.concat(parts);
}

beforeAll(async () => {
  if (!onPostgres) return;
  database = await createTestDatabase("postgres");
  s3 = await startTestS3Server();
  common = {
    DATABASE_URL: database.url!,
    CSRF_SECRET: "failover-test-secret-failover-test-secret",
    ...s3.env,
    JOB_WORKERS: "1",
    QUEUE_HEARTBEAT_SECONDS: String(LEASE_SECONDS),
    QUEUE_MONITOR_SECONDS: "1",
  };
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  for (const server of servers) {
    // A stopped process would never see SIGKILL's delivery otherwise noticed: continue it first.
    server.process.kill("SIGCONT");
    await server.stop("SIGKILL");
  }
  await database?.destroy();
  // The test stops the bucket itself once the build is checked; stopping twice is no error here.
  await s3?.stop().catch(() => undefined);
  rmSync(work, { recursive: true, force: true });
});

async function start(role: "web" | "worker"): Promise<RunningServer> {
  const server = await startRole(role, common);
  servers.push(server);
  return server;
}

/** Removes the conversions the file checks kept: with them the build would be too quick to catch under way. */
async function dropKeptConversions(): Promise<void> {
  const client = s3.client();
  const page = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
  for (const { Key } of page.Contents ?? [])
    if (Key && /^users\/[^/]+\/conversions\//.test(Key))
      await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key }));
  client.destroy();
}

const healthUrl = (worker: RunningServer) => `http://127.0.0.1:${worker.env.WORKER_PORT}/health`;

async function row(jobRef: string): Promise<{ state: string; owner: string | null; attempts: number }> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const result = await client.query(
      "select state, owner, attempts from build_jobs where client_ref = $1 or id = $1",
      [jobRef],
    );
    return result.rows[0];
  } finally {
    await client.end();
  }
}

describe.skipIf(!onPostgres)("a silent worker on PostgreSQL and S3", () => {
  it("loses its build when the lease runs out; another worker finishes it; a binder over 30 MB is stored", async () => {
    const web = await start("web");
    const first = await start("worker");
    // Both health checks are honest and, here, happy.
    const workerHealth = await fetch(healthUrl(first));
    expect(workerHealth.status).toBe(200);
    expect(await workerHealth.json()).toMatchObject({ status: "ok", problems: [] });

    // Four 9 MB scans: the binder's size, and seconds of reading, pooling, writing and storing it (the spec freezes
    // the worker within a poll of its taking the build, so it is caught under way).
    const files = [1, 2, 3, 4].map((n) => {
      const file = path.join(work, `photo-scan-${n}.pdf`);
      writeFileSync(file, bigPdf(9));
      return file;
    });
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await signUpAndLogIn(context, web.url, { email: "failover@example.com" });
    grantMembership(web, "failover@example.com", "one_time");
    const page = await context.newPage();
    const buildId = await startBinderBuild(page, web.url, files, dropKeptConversions);
    const progress = async () =>
      (await context.request.get(`${web.url}/api/builds/${buildId}/progress`)).json() as Promise<{
        message: string;
        outcome?: { state: string };
      }>;

    // The first worker holds the build; it is frozen, not dead: its pid answers, so only the lease can tell.
    await expect
      .poll(async () => (await row(buildId))?.state, { timeout: 120_000, interval: 25 })
      .toBe("running");
    const held = await row(buildId);
    expect(held.owner).toContain(`:${first.process.pid}:`);
    first.process.kill("SIGSTOP");
    // Nothing else can take it yet (no other worker runs): once the lease runs out, the sweep of the web process hands
    // it back, and the person's progress says so instead of freezing.
    await expect
      .poll(async () => (await progress()).message, { timeout: (LEASE_SECONDS + 20) * 1000, interval: 250 })
      .toMatch(/^Moved to another worker/);
    expect(await row(buildId)).toMatchObject({ state: "queued", owner: null, attempts: 1 });
    expect(() => process.kill(first.process.pid!, 0)).not.toThrow();

    // A second worker takes it and builds it; the pass is used once.
    const second = await start("worker");
    await expect
      .poll(async () => (await progress()).outcome?.state ?? "", { timeout: 180_000, interval: 500 })
      .toBe("done");
    const finished = await row(buildId);
    expect(finished).toMatchObject({ state: "done", attempts: 2 });
    expect(finished.owner).toContain(`:${second.process.pid}:`);
    const status = await (await context.request.get(`${web.url}/api/membership/status`)).json();
    expect(status).toMatchObject({ oneTimeUseCount: 1 });

    // The binder is over 30 MB, stored in the bucket and downloaded whole.
    await expect
      .poll(() => page.getByText("Your binder is ready").count(), { timeout: 60_000 })
      .toBeGreaterThan(0);
    const href = await page
      .getByRole("link", { name: /open the binder PDF/i })
      .first()
      .getAttribute("href");
    const download = await context.request.get(`${web.url}${href}`);
    expect(download.status()).toBe(200);
    const binder = await download.body();
    expect(binder.subarray(0, 5).toString()).toBe("%PDF-");
    expect(binder.length).toBeGreaterThan(30 * MB);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const prefix = (await client.query("select storage_prefix from builds order by created_at desc limit 1"))
      .rows[0].storage_prefix as string;
    await client.end();
    const bucket = s3.client();
    const stored = await bucket.send(
      new HeadObjectCommand({ Bucket: s3.bucket, Key: `${prefix}/binder.pdf` }),
    );
    bucket.destroy();
    expect(stored.ContentLength).toBe(binder.length);

    // kill -9 the frozen worker: nothing of its build is left to it.
    first.process.kill("SIGKILL");
    first.process.kill("SIGCONT");

    // Honest health: with the bucket gone, neither the worker nor the web process says it can work, and both say why.
    await s3.stop();
    const worker503 = await fetch(healthUrl(second));
    expect(worker503.status).toBe(503);
    expect(await worker503.json()).toMatchObject({
      status: "unavailable",
      storage: { kind: "s3", available: false },
      problems: [expect.stringMatching(/^storage \(s3\): cannot reach the bucket/)],
    });
    const web503 = await fetch(`${web.url}/api/health`);
    expect(web503.status).toBe(503);
    expect(await web503.json()).toMatchObject({
      database: { available: true },
      problems: [expect.stringMatching(/^storage \(s3\): cannot reach the bucket/)],
    });
    await context.close();
  });
});
