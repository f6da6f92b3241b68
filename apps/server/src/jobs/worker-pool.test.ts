// The worker-thread pool with real threads: results, progress, typed failures, jobs by definition and version,
// crashes, cancellation, shutdown.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { corpusPath } from "@courtready/engine/testing/corpus";
import { createWorkerPool } from "./worker-pool.ts";
import { JobFailedError } from "./runner.ts";
import type { JobProgress, JobRunner } from "./runner.ts";
import { defineJob } from "./job.ts";
import type { JobDefinition } from "./job.ts";
import { bundleTestWorker } from "../testing/worker-bundle.ts";
import {
  bytesJob,
  checkJob,
  crashJob,
  failJob,
  officeJob,
  spinJob,
  sumJob,
  toolJob,
} from "../testing/test-jobs.ts";

let bundle: Awaited<ReturnType<typeof bundleTestWorker>>;
let workerUrl: URL;

beforeAll(async () => {
  bundle = await bundleTestWorker(path.join(import.meta.dirname, "../testing/test-worker.ts"));
  workerUrl = bundle.url;
});
afterAll(() => bundle.remove());

/** Programs whose command line names the folder `tmp`: a warm LibreOffice (its profile there) and its UNO bridge. */
function officePrograms(tmp: string): number {
  return readdirSync("/proc").filter((pid) => {
    try {
      return (
        /^\d+$/.test(pid) &&
        readFileSync(`/proc/${pid}/cmdline`, "utf8").includes(tmp) &&
        !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, "utf8"))
      );
    } catch {
      return false;
    }
  }).length;
}

describe("worker pool", () => {
  let pool: JobRunner;
  afterEach(async () => {
    await pool.close();
  });

  /** A build that holds its thread until aborted (a `sleep` far longer than any test), and whether it settled. */
  function longBuild(): { controller: AbortController; settled: () => boolean; done: Promise<unknown> } {
    const controller = new AbortController();
    let settled = false;
    const done = pool
      .run(toolJob, "600", { signal: controller.signal })
      .catch((error: unknown) => error)
      .finally(() => (settled = true));
    return { controller, settled: () => settled, done };
  }

  it("answers a check on the thread kept for checks while every build thread is busy, and never runs a build there", async () => {
    pool = createWorkerPool({ workerUrl, size: 1, reserved: 1 });
    const building = longBuild();
    // A second build queued behind it: the thread kept for checks is free, yet it must not take a build.
    let secondSettled = false;
    const second = pool.run(sumJob, [1, 2]).finally(() => (secondSettled = true));
    // The check comes after both: it is answered while the first build still holds the only build thread.
    const check = await pool.run(checkJob, "receipt.pdf");
    expect(check.name).toBe("receipt.pdf");
    expect(building.settled()).toBe(false);
    // The queued build is still queued: it can only start once the build thread is free.
    expect(secondSettled).toBe(false);
    building.controller.abort();
    await building.done;
    expect((await second).total).toBe(3);
  });

  it("gives a free thread to a queued check before builds queued earlier", async () => {
    pool = createWorkerPool({ workerUrl, size: 1 });
    const first = longBuild();
    const second = longBuild();
    const check = pool.run(checkJob, "lease.docx");
    // The thread frees up: the check queued last goes before the build queued before it, which keeps waiting.
    first.controller.abort();
    expect((await check).name).toBe("lease.docx");
    expect(second.settled()).toBe(false);
    second.controller.abort();
    await second.done;
  });

  it("runs jobs on worker threads, in parallel up to the pool size, and reports progress", async () => {
    pool = createWorkerPool({ workerUrl, size: 2 });
    const progress: JobProgress[] = [];
    const results = await Promise.all([
      pool.run(sumJob, [1, 2, 3], {
        onProgress: (p) => progress.push(p),
      }),
      pool.run(sumJob, [10, 20]),
      pool.run(sumJob, [5]),
    ]);
    expect(results.map((r) => r.total)).toEqual([6, 30, 5]);
    expect(new Set(results.map((r) => r.threadId)).size).toBe(2);
    expect(results.every((r) => r.threadId !== 0)).toBe(true);
    expect(progress).toEqual([
      { fraction: 1 / 3, message: "added 1" },
      { fraction: 2 / 3, message: "added 2" },
      { fraction: 1, message: "added 3" },
    ]);
  });

  it("hands bytes to the worker by transfer", async () => {
    pool = createWorkerPool({ workerUrl, size: 1 });
    const bytes = new Uint8Array(1024 * 1024);
    const result = await pool.run(bytesJob, bytes, { transfer: [bytes.buffer] });
    expect(result.length).toBe(1024 * 1024);
    expect(bytes.byteLength).toBe(0);
  });

  it("keeps the handler's error code and message", async () => {
    pool = createWorkerPool({ workerUrl, size: 1 });
    const error = await pool.run(failJob, null).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(JobFailedError);
    expect(error).toMatchObject({
      code: "PDF_ENCRYPTED",
      message: "could not open report.pdf: needs a password",
    });
  });

  it("refuses a job the worker does not serve, another version of one, and a payload its schema refuses", async () => {
    pool = createWorkerPool({ workerUrl, size: 1 });
    const nope = defineJob({ name: "nope", version: 1, schema: z.null(), handler: async () => null });
    await expect(pool.run(nope, null)).rejects.toMatchObject({ code: "UNKNOWN_JOB" });
    const older = { ...sumJob, version: sumJob.version + 1 };
    await expect(pool.run(older, [1])).rejects.toMatchObject({ code: "JOB_VERSION" });
    // A caller outside the types (a message from elsewhere): parsed in the worker, refused there, the worker kept.
    const untyped = sumJob as unknown as JobDefinition<z.ZodUnknown, unknown>;
    await expect(pool.run(untyped, ["1"])).rejects.toBeInstanceOf(JobFailedError);
    await expect(pool.run(sumJob, [1])).resolves.toMatchObject({ total: 1 });
  });

  it("fails only the job whose worker died, and keeps serving", async () => {
    pool = createWorkerPool({ workerUrl, size: 1 });
    const [crashed, after] = await Promise.allSettled([pool.run(crashJob, null), pool.run(sumJob, [2, 2])]);
    expect(crashed).toMatchObject({ status: "rejected", reason: { code: "WORKER_CRASHED" } });
    expect(after).toMatchObject({ status: "fulfilled", value: { total: 4 } });
  });

  it("kills the programs a cancelled job started, which stopping its thread alone would leave running", async () => {
    pool = createWorkerPool({ workerUrl, size: 1 });
    const controller = new AbortController();
    // A length no other test sleeps for, so pgrep finds only this one.
    const seconds = String(400 + (process.pid % 100));
    const sleeping = () => {
      try {
        return execFileSync("pgrep", ["-f", `^sleep ${seconds}$`], { encoding: "utf8" })
          .trim()
          .split("\n").length;
      } catch {
        return 0;
      }
    };
    // Counted against what already sleeps that long, so a stray from elsewhere cannot decide the test.
    const before = sleeping();
    const running = pool.run(toolJob, seconds, { signal: controller.signal });
    // Waits for the program to start (a new thread loads the worker bundle first) and to end, not retries:
    // expect.poll's 1 s default was too short on a loaded 2-core machine (the job then held the pool until
    // afterEach timed out).
    const wait = { timeout: 10_000 };
    await expect.poll(sleeping, wait).toBe(before + 1);
    controller.abort();
    await expect(running).rejects.toMatchObject({ code: "ABORTED" });
    await expect.poll(sleeping, wait).toBe(before);
  });

  it("cancels a running job by killing its thread, and a queued job before it starts", async () => {
    pool = createWorkerPool({ workerUrl, size: 1 });
    const running = new AbortController();
    const queued = new AbortController();
    const spinning = pool.run(spinJob, null, { signal: running.signal });
    const waiting = pool.run(sumJob, [1], { signal: queued.signal });
    queued.abort();
    await expect(waiting).rejects.toMatchObject({ code: "ABORTED" });
    running.abort();
    await expect(spinning).rejects.toMatchObject({ code: "ABORTED" });
    await expect(pool.run(sumJob, [7])).resolves.toMatchObject({ total: 7 });
  });

  it("stops a thread's warm LibreOffice when the pool closes, leaving no process or profile behind", async () => {
    pool = createWorkerPool({ workerUrl, size: 1 });
    const tmp = mkdtempSync(path.join(tmpdir(), "courtready-pool-office-"));
    const running = () => officePrograms(tmp);
    try {
      const file = corpusPath("office/testWORD.docx");
      await expect(pool.run(officeJob, { file, tmp })).resolves.toEqual({ ok: true });
      expect(running()).toBeGreaterThanOrEqual(2);
      await pool.close();
      await expect.poll(running, { timeout: 10_000 }).toBe(0);
      await expect.poll(() => readdirSync(tmp), { timeout: 10_000 }).toEqual([]);
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  }, 120_000);

  it("replaces a thread after the set number of builds; checks do not count", async () => {
    const recycled: unknown[] = [];
    pool = createWorkerPool({
      workerUrl,
      size: 1,
      recycleAfterBuilds: 2,
      onRecycle: (line) => recycled.push(line),
    });
    await pool.run(sumJob, [1]);
    const first = await pool.run(checkJob, "a.pdf");
    expect((await pool.run(checkJob, "b.pdf")).threadId).toBe(first.threadId);
    expect(recycled).toEqual([]);
    await pool.run(sumJob, [2]);
    expect(recycled).toEqual([{ reason: "builds", builds: 2 }]);
    const second = await pool.run(checkJob, "c.pdf");
    expect(second.threadId).not.toBe(first.threadId);
  });

  it("replaces a thread whose memory after a job is above the mark, and keeps one below it", async () => {
    const recycled: { reason: string; bytes?: number }[] = [];
    pool = createWorkerPool({
      workerUrl,
      size: 1,
      recycleAboveBytes: 1,
      onRecycle: (line) => recycled.push(line),
    });
    const first = await pool.run(checkJob, "a.pdf");
    const second = await pool.run(checkJob, "b.pdf");
    expect(second.threadId).not.toBe(first.threadId);
    expect(recycled[0]).toMatchObject({ reason: "memory" });
    expect(recycled[0]!.bytes).toBeGreaterThan(1_000_000);
    await pool.close();

    pool = createWorkerPool({ workerUrl, size: 1, recycleAboveBytes: 2 ** 40 });
    const kept = await pool.run(checkJob, "a.pdf");
    expect((await pool.run(checkJob, "b.pdf")).threadId).toBe(kept.threadId);
  });

  it("stops a recycled thread's warm LibreOffice with it, and the next file starts a fresh one", async () => {
    pool = createWorkerPool({ workerUrl, size: 1, recycleAfterBuilds: 1 });
    const tmp = mkdtempSync(path.join(tmpdir(), "courtready-pool-recycle-"));
    try {
      const file = corpusPath("office/testWORD.docx");
      // The office job is a build: after it the thread is replaced, its LibreOffice killed with it.
      await expect(pool.run(officeJob, { file, tmp })).resolves.toEqual({ ok: true });
      await expect.poll(() => officePrograms(tmp), { timeout: 10_000 }).toBe(0);
      await expect(pool.run(officeJob, { file, tmp })).resolves.toEqual({ ok: true });
    } finally {
      await pool.close();
      rmSync(tmp, { recursive: true, force: true });
    }
  }, 120_000);

  it("finishes queued work on close and refuses new jobs", async () => {
    pool = createWorkerPool({ workerUrl, size: 1 });
    const pending = pool.run(sumJob, [1, 1]);
    const closing = pool.close();
    await expect(pool.run(sumJob, [1])).rejects.toMatchObject({ code: "RUNNER_CLOSED" });
    await expect(pending).resolves.toMatchObject({ total: 2 });
    await closing;
  });
});
