// A JobRunner whose jobs run on worker processes (issue 21): with web and worker apart, the web process never
// converts a file itself. The payload's bytes go to storage (tasks/<id>/…), a pg-boss message names the job, a worker
// runs it on its own thread pool (serveRemoteJobs) and stores the result's bytes the same way; the web process waits
// for the message to complete, reads the result back and removes the task's folder.
import { randomUUID } from "node:crypto";
import type { PgBoss } from "pg-boss";
import { z } from "zod";
import type { FileStorage } from "../storage/storage.ts";
import { TASK_QUEUE } from "./pg-boss.ts";
import type { AnyJob, JobDefinition } from "./job.ts";
import type { JobRunner } from "./runner.ts";
import { JobFailedError } from "./runner.ts";

/** What a task message carries; parsed where the worker receives it. */
const ZTaskMessage = z.object({
  name: z.string().min(1).max(100),
  /** The job's payload version (job.ts): a worker whose job of that name is another version refuses it. */
  version: z.number().int(),
  prefix: z.string().regex(/^tasks\/[0-9a-f-]{36}$/),
  payload: z.unknown(),
});
/** What a worker answers: the encoded result, or the job's own failure (a bad file is an answer, not a retry). */
const ZTaskOutput = z.union([
  z.object({ result: z.unknown() }),
  z.object({ error: z.object({ code: z.string(), message: z.string() }) }),
]);

/** How often the waiting web process reads the task's state; the first reads come fast, since most tasks are. */
const WAIT_STEPS_MS = [25, 50, 100, 200, 250];

type Encoded = { $bytes: string; $kind: "u8" | "ab" };

/**
 * Makes `value` fit a JSON message: every Uint8Array or ArrayBuffer becomes a storage key (its bytes stored under
 * `prefix`), and every Date a tagged string, so the worker's handler gets what a thread of this process would.
 */
export async function encodeValue(value: unknown, storage: FileStorage, prefix: string): Promise<unknown> {
  let n = 0;
  const walk = async (v: unknown): Promise<unknown> => {
    if (v instanceof Uint8Array || v instanceof ArrayBuffer) {
      const key = `${prefix}/${n++}.bin`;
      await storage.put(key, v instanceof ArrayBuffer ? new Uint8Array(v) : v);
      return { $bytes: key, $kind: v instanceof ArrayBuffer ? "ab" : "u8" } satisfies Encoded;
    }
    if (v instanceof Date) return { $date: v.toISOString() };
    if (Array.isArray(v)) return Promise.all(v.map(walk));
    if (v && typeof v === "object") {
      const out: Record<string, unknown> = {};
      for (const [k, item] of Object.entries(v)) out[k] = await walk(item);
      return out;
    }
    return v;
  };
  return walk(value);
}

/** The reverse of encodeValue; only keys under `prefix` are read, so a message cannot point at someone's files. */
export async function decodeValue(value: unknown, storage: FileStorage, prefix: string): Promise<unknown> {
  const walk = async (v: unknown): Promise<unknown> => {
    if (Array.isArray(v)) return Promise.all(v.map(walk));
    if (v && typeof v === "object") {
      const record = v as Record<string, unknown>;
      if (typeof record.$bytes === "string" && (record.$kind === "u8" || record.$kind === "ab")) {
        if (!record.$bytes.startsWith(`${prefix}/`)) throw new Error("A task named bytes outside its folder");
        const chunks: Buffer[] = [];
        for await (const chunk of await storage.get(record.$bytes)) chunks.push(chunk as Buffer);
        const bytes = new Uint8Array(Buffer.concat(chunks));
        return record.$kind === "ab" ? bytes.buffer : bytes;
      }
      if (typeof record.$date === "string" && Object.keys(record).length === 1) return new Date(record.$date);
      const out: Record<string, unknown> = {};
      for (const [k, item] of Object.entries(record)) out[k] = await walk(item);
      return out;
    }
    return v;
  };
  return walk(value);
}

/**
 * `startWithinMs`: how long a task may wait for a worker to take it. With no worker running (or all of them gone),
 * the request gets an answer ("could not be checked just now") instead of waiting for ever.
 */
export function createRemoteRunner(
  boss: PgBoss,
  storage: FileStorage,
  options: { startWithinMs?: number } = {},
): JobRunner {
  const startWithinMs = options.startWithinMs ?? 60_000;
  let closed = false;
  const waiting = new Set<Promise<unknown>>();
  async function run<TResult>(job: AnyJob, payload: unknown, signal?: AbortSignal): Promise<TResult> {
    const id = randomUUID();
    const prefix = `tasks/${id}`;
    try {
      const encoded = await encodeValue(payload, storage, prefix);
      const message: z.input<typeof ZTaskMessage> = {
        name: job.name,
        version: job.version,
        prefix,
        payload: encoded,
      };
      await boss.send(TASK_QUEUE, message, { id });
      const sentAt = Date.now();
      for (let i = 0; ; i++) {
        if (signal?.aborted) {
          await boss.cancel(TASK_QUEUE, id).catch(() => undefined);
          throw new JobFailedError("ABORTED", "The job was cancelled.");
        }
        const [job] = await boss.findJobs(TASK_QUEUE, { id });
        if (!job) throw new JobFailedError("LOST", "The job disappeared from the queue.");
        if (job.state === "completed") {
          const output = ZTaskOutput.parse(job.output);
          if ("error" in output) throw new JobFailedError(output.error.code, output.error.message);
          return (await decodeValue(output.result, storage, prefix)) as TResult;
        }
        if (job.state === "failed" || job.state === "cancelled")
          throw new JobFailedError("FAILED", "The job failed on a worker.");
        if (job.state === "created" && Date.now() - sentAt > startWithinMs) {
          await boss.cancel(TASK_QUEUE, id).catch(() => undefined);
          throw new JobFailedError("NO_WORKER", "No worker took the job in time.");
        }
        await new Promise((resolve) =>
          setTimeout(resolve, WAIT_STEPS_MS[Math.min(i, WAIT_STEPS_MS.length - 1)]),
        );
      }
    } finally {
      await storage.deleteFolder(prefix).catch(() => undefined);
    }
  }
  return {
    async run<TSchema extends z.ZodType, TResult>(
      job: JobDefinition<TSchema, TResult>,
      payload: z.input<TSchema>,
      options?: { signal?: AbortSignal },
    ): Promise<TResult> {
      if (closed) throw new JobFailedError("CLOSED", "The server is shutting down.");
      const pending = run<TResult>(job, payload, options?.signal);
      waiting.add(pending);
      try {
        return await pending;
      } finally {
        waiting.delete(pending);
      }
    },
    async close() {
      closed = true;
      await Promise.allSettled([...waiting]);
    },
  };
}

/**
 * A worker process's side: runs each task message with the job of its name and version from `jobs` on `runner` (its
 * thread pool), at most `concurrency` at once.
 */
export async function serveRemoteJobs(
  boss: PgBoss,
  storage: FileStorage,
  runner: JobRunner,
  jobs: ReadonlyMap<string, AnyJob>,
  concurrency: number,
  log?: (line: { task: string; ms: number; ok: boolean }) => void,
): Promise<void> {
  await boss.work(
    TASK_QUEUE,
    { localConcurrency: concurrency, batchSize: 1, notifyPollingIntervalSeconds: 2 },
    async ([job]) => {
      if (!job) return;
      const message = ZTaskMessage.safeParse(job.data);
      if (!message.success) return { error: { code: "BAD_TASK", message: "The task could not be read." } };
      const { name, version, prefix } = message.data;
      const task = jobs.get(name);
      if (!task) return { error: { code: "UNKNOWN_JOB", message: `No handler for job ${name}` } };
      if (task.version !== version)
        return {
          error: {
            code: "JOB_VERSION",
            message: `Job ${name} is version ${task.version} here, not ${version}`,
          },
        };
      const started = Date.now();
      try {
        const payload = await decodeValue(message.data.payload, storage, prefix);
        const result: unknown = await runner.run(task, payload, { signal: job.signal });
        log?.({ task: name, ms: Date.now() - started, ok: true });
        return { result: await encodeValue(result, storage, `${prefix}/result`) };
      } catch (error) {
        log?.({ task: name, ms: Date.now() - started, ok: false });
        // The job's own failure (a file that cannot be read) is its answer; anything else is retried elsewhere.
        if (error instanceof JobFailedError && !job.signal.aborted)
          return { error: { code: error.code, message: error.message } };
        throw error;
      }
    },
  );
}
