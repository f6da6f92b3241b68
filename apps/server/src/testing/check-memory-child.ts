// The builder's file check of one stored file in a process of its own, for the memory test of the check job
// (modules/library/job-file.test.ts, issue 40): the process's main thread starts one job thread with a local
// store, as the worker pool does; the thread runs the "file.inspect" job's handler on a small file (so the engine
// and fonts are loaded), then on the stored file by key, keeping its record under a key. Prints the process's
// resident memory before the large check and its peak (VmHWM, the kernel's high-water mark: both threads, qpdf and
// pdftoppm excluded) as JSON. Bundled before it runs (Node's TypeScript transform would add to what is measured).
//   node check-memory-child.mjs FILES_DIR KEY SMALL_KEY
import { readFileSync } from "node:fs";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { fileInspectJob } from "../modules/library/library.jobs.ts";

const kb = (field: string) =>
  Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync("/proc/self/status", "utf8"))?.[1] ?? 0) *
  1024;

/** One check of the stored file at `key`, as the job pool runs it (a record written beside it). */
const check = (key: string) =>
  fileInspectJob.handler(
    fileInspectJob.schema.parse({
      file: { name: "exhibit.pdf", key },
      maxFileBytes: 250 * 1024 * 1024,
      date: new Date("2026-11-28T12:00:00Z"),
      keep: true,
      recordKey: `${key}.record`,
    }),
    { progress: () => undefined },
  );

/** The next message from the other side. */
const next = <T>(port: { once(event: "message", listener: (value: T) => void): unknown }) =>
  new Promise<T>((resolve) => port.once("message", resolve));

if (isMainThread) {
  const [filesDir, key, smallKey] = process.argv.slice(2);
  if (!filesDir || !key || !smallKey)
    throw new Error("usage: check-memory-child.mjs FILES_DIR KEY SMALL_KEY");
  const thread = new Worker(new URL(import.meta.url), {
    workerData: { storage: { filesDir, s3: null }, key, smallKey },
  });
  thread.once("error", (error) => {
    process.stderr.write(`${String(error)}\n`);
    process.exit(1);
  });
  await next(thread);
  const beforeBytes = kb("VmRSS");
  thread.postMessage("go");
  const result = await next(thread);
  const peakBytes = kb("VmHWM");
  await thread.terminate();
  process.stdout.write(JSON.stringify({ beforeBytes, peakBytes, result }));
} else {
  const { key, smallKey } = workerData as { key: string; smallKey: string };
  const port = parentPort!;
  await check(smallKey);
  // The process's memory is read on the main thread, after the warm-up, before the large check.
  port.postMessage("warm");
  await next(port);
  port.postMessage(await check(key));
}
