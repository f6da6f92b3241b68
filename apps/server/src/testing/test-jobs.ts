// Jobs used only by tests (worker-pool.test.ts, builds.pgboss.test.ts; served by test-worker.ts): jobs that
// succeed, report progress, fail, crash, spin or check (the checks' lane), each defined as the app's jobs are
// (job.ts), so the tests run them by definition too.
import { threadId } from "node:worker_threads";
import { readFile } from "node:fs/promises";
import { z } from "zod";
import { runTool } from "@courtready/engine/process";
import { createWarmOfficeConverter } from "@courtready/engine/office-warm";
import type { OfficeConverter } from "@courtready/engine/office-warm";
import { defineJob } from "../jobs/job.ts";

let office: OfficeConverter | undefined;

export const sumJob = defineJob({
  name: "sum",
  version: 1,
  schema: z.array(z.number()),
  async handler(numbers, { progress }) {
    let total = 0;
    numbers.forEach((n, i) => {
      total += n;
      progress({ fraction: (i + 1) / numbers.length, message: `added ${n}` });
    });
    return { total, threadId };
  },
});

export const bytesJob = defineJob({
  name: "bytes",
  version: 1,
  schema: z.instanceof(Uint8Array),
  async handler(bytes) {
    return { length: bytes.byteLength };
  },
});

export const failJob = defineJob({
  name: "fail",
  version: 1,
  schema: z.null(),
  async handler(): Promise<never> {
    throw Object.assign(new Error("could not open report.pdf: needs a password"), { code: "PDF_ENCRYPTED" });
  },
});

export const crashJob = defineJob({
  name: "crash",
  version: 1,
  schema: z.null(),
  async handler(): Promise<never> {
    process.exit(3);
  },
});

/** A program that outlives the job unless someone kills it: `sleep`, started in its own process group. */
export const toolJob = defineJob({
  name: "tool",
  version: 1,
  schema: z.string().regex(/^\d+$/),
  async handler(seconds) {
    const result = await runTool("sleep", [seconds], { timeoutMs: 600_000 });
    return { code: result.code };
  },
});

/** A warm LibreOffice that stays running after the job, its folders under the test's own temporary folder. */
export const officeJob = defineJob({
  name: "office",
  version: 1,
  schema: z.object({ file: z.string(), tmp: z.string() }),
  async handler({ file, tmp }) {
    process.env.TMPDIR = tmp;
    office ??= createWarmOfficeConverter();
    const outcome = await office.convert({ bytes: await readFile(file), ext: "docx" }, "pdf");
    return { ok: outcome.ok };
  },
});

/** Synchronous work that never yields: only terminating the thread stops it. */
export const spinJob = defineJob({
  name: "spin",
  version: 1,
  schema: z.null(),
  async handler(): Promise<never> {
    for (;;) {
      /* busy */
    }
  },
});

/** A check (the lane of file checks and descriptions): says which thread answered it. */
export const checkJob = defineJob({
  name: "check",
  version: 1,
  lane: "check",
  schema: z.string(),
  async handler(name) {
    return { name, threadId };
  },
});

export const TEST_JOBS = [sumJob, bytesJob, failJob, crashJob, toolJob, officeJob, spinJob, checkJob];
