// Issue 41: a worker that falls silent mid-build (SIGSTOP: its process is alive, so only the build's lease can tell)
// loses its build once the lease set by QUEUE_HEARTBEAT_SECONDS runs out; the person's progress says it was moved; a
// second worker finishes it, the one-time pass used once; the binder, over 30 MB, is stored in the S3 stand-in and
// downloaded whole. Then honest health: with the bucket gone, the worker's /health and the web's /api/health answer
// 503 and say why. Web and workers are separate processes on PostgreSQL and S3 (fauxqs on loopback).
import { writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { HeadObjectCommand } from "@aws-sdk/client-s3";
import { makeScannedPdf } from "@courtready/engine/testing";
import { grantMembership, signUpAndLogIn } from "../support/accounts.ts";
import { startBinderBuild } from "../support/builder.ts";
import {
  dropKeptConversions,
  onPostgres,
  queryRows,
  readyBinderHref,
  useCluster,
} from "../support/cluster.ts";
import type { RunningServer } from "../support/server.ts";

const MB = 1024 * 1024;
/** The lease under test: the shortest the configuration allows, so the spec is quick; the rule is the same at 30 s. */
const LEASE_SECONDS = 10;

const cluster = useCluster("failover", { leaseSeconds: LEASE_SECONDS });

const healthUrl = (worker: RunningServer) => `http://127.0.0.1:${worker.env.WORKER_PORT}/health`;

async function row(jobRef: string): Promise<{ state: string; owner: string | null; attempts: number }> {
  const [found] = await queryRows<{ state: string; owner: string | null; attempts: number }>(
    cluster.database.url!,
    "select state, owner, attempts from build_jobs where client_ref = $1 or id = $1",
    [jobRef],
  );
  return found!;
}

describe.skipIf(!onPostgres)("a silent worker on PostgreSQL and S3", () => {
  it("loses its build when the lease runs out; another worker finishes it; a binder over 30 MB is stored", async () => {
    const { browser, s3, work } = cluster;
    const web = await cluster.start("web");
    const first = await cluster.start("worker");
    // Both health checks are honest and, here, happy.
    const workerHealth = await fetch(healthUrl(first));
    expect(workerHealth.status).toBe(200);
    expect(await workerHealth.json()).toMatchObject({ status: "ok", problems: [] });

    // Four scans of about 9 MB (3,800 pixels square of noise): the binder's size, and seconds of reading, pooling,
    // writing and storing it (the spec freezes the worker within a poll of its taking the build, so it is caught under
    // way).
    const files: string[] = [];
    for (const n of [1, 2, 3, 4]) {
      const file = path.join(work, `photo-scan-${n}.pdf`);
      writeFileSync(file, await makeScannedPdf(3800, 8, n));
      files.push(file);
    }
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await signUpAndLogIn(context, web.url, { email: "failover@example.com" });
    grantMembership(web, "failover@example.com", "one_time");
    const page = await context.newPage();
    const buildId = await startBinderBuild(page, web.url, files, () => dropKeptConversions(s3));
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
    const second = await cluster.start("worker");
    await expect
      .poll(async () => (await progress()).outcome?.state ?? "", { timeout: 180_000, interval: 500 })
      .toBe("done");
    const finished = await row(buildId);
    expect(finished).toMatchObject({ state: "done", attempts: 2 });
    expect(finished.owner).toContain(`:${second.process.pid}:`);
    const status = await (await context.request.get(`${web.url}/api/membership/status`)).json();
    expect(status).toMatchObject({ oneTimeUseCount: 1 });

    // The binder is over 30 MB, stored in the bucket and downloaded whole.
    const href = await readyBinderHref(page);
    const download = await context.request.get(`${web.url}${href}`);
    expect(download.status()).toBe(200);
    const binder = await download.body();
    expect(binder.subarray(0, 5).toString()).toBe("%PDF-");
    expect(binder.length).toBeGreaterThan(30 * MB);
    const [latest] = await queryRows<{ storage_prefix: string }>(
      cluster.database.url!,
      "select storage_prefix from builds order by created_at desc limit 1",
    );
    const bucket = s3.client();
    const stored = await bucket.send(
      new HeadObjectCommand({ Bucket: s3.bucket, Key: `${latest?.storage_prefix}/binder.pdf` }),
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
