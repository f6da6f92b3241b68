// Issue 40: the web process hands every file it checks, describes or unlocks to a job by its storage key, and gets
// records and the opened PDF back by key: no job it runs carries or answers a file's bytes (here a 3 MB PDF), on
// the project save (and its filing in the library), the library upload, the file check and the unlock. What it sends
// through the jobs is what it would otherwise have held whole, once per request waiting for a thread.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INSPECT_FILE_URL, UNLOCK_PDF_URL } from "@courtready/contracts";
import type { JobRunner } from "../../jobs/runner.ts";
import { buildTestApp, multipartBody, signedInClient } from "../../testing/harness.ts";
import type { TestApp, TestClient } from "../../testing/harness.ts";
import { paddedPdf } from "../../testing/padded-pdf.ts";

const MB = 1024 * 1024;
/** A thumbnail or a password may travel; nothing near the file's size. */
const MOST_BYTES_IN_A_MESSAGE = 256 * 1024;

/** The largest byte array anywhere in a value. */
function largestBytes(value: unknown): number {
  if (value instanceof Uint8Array) return value.byteLength;
  if (value instanceof ArrayBuffer) return value.byteLength;
  if (Array.isArray(value)) return Math.max(0, ...value.map(largestBytes));
  if (value && typeof value === "object") return Math.max(0, ...Object.values(value).map(largestBytes));
  return 0;
}

describe("files reach their jobs by storage key", () => {
  const seen: { name: string; payload: number; result: number }[] = [];
  let t: TestApp;
  let client: TestClient;
  const pdf = paddedPdf(3 * MB);
  let locked: Buffer;
  beforeAll(async () => {
    const watching = (jobs: JobRunner): JobRunner => ({
      async run(job, payload, options) {
        const result = await jobs.run(job, payload, options);
        seen.push({ name: job.name, payload: largestBytes(payload), result: largestBytes(result) });
        return result;
      },
      close: () => jobs.close(),
    });
    t = await buildTestApp("sqlite", {}, { wrapJobs: watching });
    ({ client } = await signedInClient(t.app));
    const dir = mkdtempSync(path.join(tmpdir(), "courtready-bounded-"));
    try {
      writeFileSync(path.join(dir, "open.pdf"), pdf);
      execFileSync("qpdf", ["--encrypt", "pass-1234", "pass-1234", "256", "--", "open.pdf", "locked.pdf"], {
        cwd: dir,
      });
      locked = readFileSync(path.join(dir, "locked.pdf"));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
  afterAll(() => t.close());

  const send = (url: string, fields: Record<string, string>, field: string, name: string, bytes: Buffer) =>
    client.request({ method: "POST", url, ...multipartBody(fields, { field, filename: name, bytes }) });

  it("checks, saves, files and unlocks a 3 MB PDF without its bytes in any job's message", async () => {
    const checked = await send(INSPECT_FILE_URL, {}, "file", "exhibit.pdf", pdf);
    expect(checked.json()).toMatchObject({ status: "ready", pageCount: 1 });
    const saved = await send("/api/projects", { projectName: "Bounded" }, "files", "exhibit.pdf", pdf);
    expect(saved.statusCode, saved.body).toBe(201);
    const uploaded = await send("/api/user-files", {}, "file", "other.pdf", paddedPdf(3 * MB + 1000));
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const opened = await send(UNLOCK_PDF_URL, { password: "pass-1234" }, "file", "locked.pdf", locked);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");

    const names = new Set(seen.map((s) => s.name));
    for (const name of ["file.inspect", "file.describe", "file.unlock"]) expect(names).toContain(name);
    for (const job of seen) {
      expect(job.payload, `${job.name}'s payload`).toBeLessThan(MOST_BYTES_IN_A_MESSAGE);
      expect(job.result, `${job.name}'s result`).toBeLessThan(MOST_BYTES_IN_A_MESSAGE);
    }
  });
});
