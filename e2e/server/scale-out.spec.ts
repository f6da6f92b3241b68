// Issue 21: CourtReady as several processes on PostgreSQL and an S3-compatible store (fauxqs on loopback, started
// here). Two web processes and one worker:
// Chromium signs up on web A and builds a binder there; its progress is read from web B; it is downloaded from web A.
// Then a second person's paid build: the worker is killed with SIGKILL mid-build, a new worker is started on its data
// folder, and the build completes with the same pages as the first; the one-time pass is used exactly once; no upload,
// task, temporary folder or unfinished row is left. Web processes never convert (they have no worker threads to do it
// with).
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { BrowserContext } from "playwright-core";
import { grantMembership, signUpAndLogIn } from "../support/accounts.ts";
import { snapshot, watchErrors } from "../support/browser.ts";
import { onPostgres, queryRows, readyBinderHref, storedKeys, useCluster } from "../support/cluster.ts";
import { filesUnder } from "../support/server.ts";

// The heavy build's four files, each checked on the worker before the build.
const cluster = useCluster("scale-out", { heavyFiles: 4 });

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
  const file = path.join(cluster.work, `binder-${Date.now()}.pdf`);
  writeFileSync(file, body);
  const info = execFileSync("pdfinfo", [file], { encoding: "utf8" });
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
}

describe.skipIf(!onPostgres)("two web processes and a worker on PostgreSQL and S3", () => {
  it("builds on web A, reports progress on web B, survives the worker's death, and leaves nothing behind", async () => {
    const { browser, s3 } = cluster;
    const worker = await cluster.start("worker");
    const webA = await cluster.start("web");
    const webB = await cluster.start("web");

    // 1. A build started on web A, watched from web B, downloaded from web A.
    const first = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await signUpAndLogIn(first, webA.url, { email: "scale.first@example.com" });
    grantMembership(webA, "scale.first@example.com", "yearly");
    const page = await first.newPage();
    const errors = watchErrors(page);
    const buildId = await cluster.startHeavyBuild(page, webA.url);
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
    const href = await readyBinderHref(page);
    await snapshot(page, "scale-out", "1-built-across-processes");
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
    const buildId2 = await cluster.startHeavyBuild(page2, webB.url);
    const progress2 = progressFrom(second, webA.url, buildId2);
    await expect
      .poll(async () => (await progress2()).stage, { timeout: 120_000, interval: 50 })
      .toMatch(/converting|assembling|packaging/);
    await worker.stop("SIGKILL", { keepData: true });
    // Restarted where it ran, as a supervisor restarts a dead worker on its machine: the new process must clear
    // what the killed one left in its temporary folder, wherever the kill landed (converting, pooling, writing).
    const replacement = await cluster.start("worker", worker.dataDir);
    await expect
      .poll(async () => (await progress2()).outcome?.state ?? "", { timeout: 180_000, interval: 200 })
      .toBe("done");
    const outcome = (await progress2()).outcome!;
    const href2 = await readyBinderHref(page2);
    await snapshot(page2, "scale-out", "2-finished-after-worker-killed");
    expect(await pagesOf(second, `${webB.url}${href2}`)).toBe(firstPages);
    expect(outcome.state).toBe("done");
    const status = await (await second.request.get(`${webA.url}/api/membership/status`)).json();
    expect(status).toMatchObject({ oneTimeUseCount: 1 });

    // 3. Nothing left: no upload or task in storage, no temporary folder, no unfinished row or pg-boss job.
    const keys = await storedKeys(s3);
    // What stays is what a person keeps: the two binders' outputs.
    expect(keys.filter((key) => /^users\/[^/]+\/builds\//.test(key)).length).toBeGreaterThanOrEqual(2);
    expect(keys.filter((key) => /\/uploads\/|^tasks\//.test(key))).toEqual([]);
    expect(filesUnder(path.join(replacement.dataDir, "tmp", "jobs"))).toEqual([]);
    const url = cluster.database.url!;
    expect(
      await queryRows(
        url,
        "select state, attempts, use_returned from build_jobs where state in ('receiving','queued','running')",
      ),
    ).toEqual([]);
    expect(
      await queryRows(url, "select attempts, use_returned from build_jobs where kind = 'render'"),
    ).toContainEqual({ attempts: 2, use_returned: 0 });
    expect(
      await queryRows(
        url,
        "select name, state from pgboss.job where state in ('created','retry','active') and name like 'courtready-%'",
      ),
    ).toEqual([]);
    await first.close();
    await second.close();
    expect(await replacement.stop()).toBe(0);
    expect(await webA.stop()).toBe(0);
    expect(await webB.stop()).toBe(0);
  });
});
