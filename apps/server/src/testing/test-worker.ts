// A worker entry used only by worker-pool.test.ts: jobs that succeed, report progress, fail, crash or spin.
import { threadId } from "node:worker_threads";
import { readFile } from "node:fs/promises";
import { runTool } from "@courtready/engine/process";
import { createWarmOfficeConverter } from "@courtready/engine/office-warm";
import type { OfficeConverter } from "@courtready/engine/office-warm";
import { serveJobs } from "../jobs/worker-host.ts";

let office: OfficeConverter | undefined;

serveJobs({
  async sum(payload, { progress }) {
    const numbers = payload as number[];
    let total = 0;
    numbers.forEach((n, i) => {
      total += n;
      progress({ fraction: (i + 1) / numbers.length, message: `added ${n}` });
    });
    return { total, threadId };
  },
  async bytes(payload) {
    return { length: (payload as Uint8Array).byteLength };
  },
  async fail() {
    throw Object.assign(new Error("could not open report.pdf: needs a password"), { code: "PDF_ENCRYPTED" });
  },
  async crash() {
    process.exit(3);
  },
  async tool(payload) {
    // A program that outlives the job unless someone kills it: `sleep`, started in its own process group.
    const result = await runTool("sleep", [String(payload)], { timeoutMs: 600_000 });
    return { code: result.code };
  },
  async office(payload) {
    // A warm LibreOffice that stays running after the job, its folders under the test's own temporary folder.
    const { file, tmp } = payload as { file: string; tmp: string };
    process.env.TMPDIR = tmp;
    office ??= createWarmOfficeConverter();
    const outcome = await office.convert({ bytes: await readFile(file), ext: "docx" }, "pdf");
    return { ok: outcome.ok };
  },
  async spin() {
    // Synchronous work that never yields: only terminating the thread stops it.
    for (;;) {
      /* busy */
    }
  },
});
