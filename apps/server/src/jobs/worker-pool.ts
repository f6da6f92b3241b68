// The default JobRunner: a fixed number of worker threads, one job each at a time, the rest queued in order, checks
// (jobs of the "check" lane: file checks, descriptions) before builds, and `reserved` more threads that run only
// checks, so a person adding files never waits behind binders being built (issue 41).
// A worker that dies mid-job fails only that job and is replaced, so one bad document cannot stop the server.
// Memory stays bounded (issue 41): a thread is replaced, with its warm LibreOffice, after N builds or when its memory
// after a job is above a mark (JOB_RECYCLE_AFTER_BUILDS, JOB_RECYCLE_ABOVE_MB).
import { Worker } from "node:worker_threads";
import type { z } from "zod";
import type { JobDefinition, JobLane } from "./job.ts";
import type { FromWorker, JobRunner, RunOptions, ToWorker } from "./runner.ts";
import { JobFailedError } from "./runner.ts";
import type { ThreadStorageConfig } from "./thread-storage.ts";

interface Pending {
  id: number;
  name: string;
  version: number;
  lane: JobLane;
  payload: unknown;
  options: RunOptions;
  resolve(value: unknown): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  job: Pending | undefined;
  /** A thread kept for checks: it never takes a build, so one is free for a check while every build thread is busy. */
  checksOnly: boolean;
  /** Builds this thread has run since it started (recycling counts them). */
  builds: number;
  /** Its memory is being read after a job: it takes no job until it is known whether it is replaced. */
  measuring: boolean;
  /** Process groups of the programs its thread is running (LibreOffice, qpdf, tesseract…), as it reported them. */
  children: Set<number>;
  /**
   * The same, written by the thread itself the moment each program starts (worker-host.ts), so a job stopped right
   * after its program started still has it killed: a message saying so could still be on its way.
   */
  running: Int32Array;
}

/** Programs one job thread may run at once that the pool can see without waiting for a message. */
export const CHILD_SLOTS = 64;

/** Kills what a thread started, which terminating the thread would leave running. */
function killChildren(slot: Slot): void {
  for (let i = 0; i < slot.running.length; i++) {
    const pid = Atomics.exchange(slot.running, i, 0);
    if (pid > 0) slot.children.add(pid);
  }
  for (const pid of slot.children) {
    try {
      process.kill(-pid, "SIGKILL");
    } catch {
      // Already gone.
    }
  }
  slot.children.clear();
}

export interface WorkerPoolOptions {
  /** The worker entry module (a built .js file that calls serveJobs). */
  workerUrl: URL;
  /** Threads for any job. */
  size: number;
  /** More threads that run only checks (CHECK_WORKERS); default none. */
  reserved?: number;
  /** The store job threads read stored files from by key (thread-storage.ts); none for pools that never do. */
  storage?: ThreadStorageConfig;
  /** A thread is replaced after this many builds (JOB_RECYCLE_AFTER_BUILDS); 0 or absent: never for that reason. */
  recycleAfterBuilds?: number;
  /**
   * A thread is replaced when, after a job, its V8 heap, external buffers and allocations add up to more than this
   * (JOB_RECYCLE_ABOVE_MB); absent: never for that reason.
   */
  recycleAboveBytes?: number;
  /** Told of each thread replaced by those rules (the log, tests). */
  onRecycle?: (line: { reason: "builds" | "memory"; builds: number; bytes?: number }) => void;
}

/** What a thread holds, from its heap statistics: what the memory mark is compared with. */
export function threadBytes(stats: {
  total_heap_size: number;
  malloced_memory: number;
  external_memory?: number;
}): number {
  return stats.total_heap_size + stats.malloced_memory + (stats.external_memory ?? 0);
}

export function createWorkerPool(options: WorkerPoolOptions): JobRunner {
  const queue: Pending[] = [];
  const slots: Slot[] = [];
  let nextId = 1;
  let closed = false;
  let drained: (() => void) | undefined;

  /** Ends the slot's job; `ran`: the thread answered it (it did not die or get stopped), so it may be recycled. */
  function settle(slot: Slot, outcome: { value: unknown } | { error: Error }, ran = false): void {
    const job = slot.job;
    slot.job = undefined;
    if (job) {
      job.options.signal?.removeEventListener("abort", onAbortRunning);
      if ("error" in outcome) job.reject(outcome.error);
      else job.resolve(outcome.value);
    }
    if (ran && job) afterJob(slot, job);
    else dispatch();
  }

  /** Replaces the thread (and so its warm LibreOffice and the programs it started) with a fresh one. */
  function recycle(slot: Slot, reason: "builds" | "memory", bytes?: number): void {
    const old = slot.worker;
    const builds = slot.builds;
    killChildren(slot);
    replace(slot);
    void old.terminate();
    options.onRecycle?.({ reason, builds, ...(bytes === undefined ? {} : { bytes }) });
  }

  /** The recycling rules, once a thread has answered a job: after N builds, or above the memory mark. */
  function afterJob(slot: Slot, job: Pending): void {
    if (job.lane === "build") slot.builds += 1;
    const after = options.recycleAfterBuilds ?? 0;
    if (!closed && after > 0 && slot.builds >= after) {
      recycle(slot, "builds");
      dispatch();
      return;
    }
    const mark = options.recycleAboveBytes;
    if (closed || mark === undefined) {
      dispatch();
      return;
    }
    slot.measuring = true;
    const worker = slot.worker;
    worker
      .getHeapStatistics()
      .then(
        (stats) => {
          const bytes = threadBytes(stats);
          if (slot.worker === worker && !closed && bytes > mark) recycle(slot, "memory", bytes);
        },
        () => {
          // The thread ended meanwhile: it was replaced already.
        },
      )
      .finally(() => {
        slot.measuring = false;
        dispatch();
      });
  }

  function onAbortRunning(this: AbortSignal): void {
    const slot = slots.find((s) => s.job?.options.signal === this);
    if (!slot) return;
    // Killing the thread is the only way to stop synchronous work; a fresh worker takes its place.
    const victim = slot.worker;
    killChildren(slot);
    replace(slot);
    void victim.terminate();
    settle(slot, { error: new JobFailedError("ABORTED", "The job was cancelled.") });
  }

  function spawn(slot: Slot): Worker {
    slot.running = new Int32Array(new SharedArrayBuffer(4 * CHILD_SLOTS));
    const worker = new Worker(options.workerUrl, {
      workerData: { childSlots: slot.running, storage: options.storage },
    });
    worker.on("message", (message: FromWorker) => {
      if (message.type === "child") {
        if (slot.worker !== worker) return;
        if (message.alive) slot.children.add(message.pid);
        else slot.children.delete(message.pid);
        return;
      }
      const job = slot.job;
      if (slot.worker !== worker || !job || message.id !== job.id) return;
      if (message.type === "progress")
        job.options.onProgress?.({
          fraction: message.fraction,
          ...(message.message ? { message: message.message } : {}),
        });
      else if (message.type === "done") settle(slot, { value: message.result }, true);
      else settle(slot, { error: new JobFailedError(message.code, message.message) }, true);
    });
    const died = (reason: string) => {
      if (slot.worker !== worker) return;
      killChildren(slot);
      if (!closed) replace(slot);
      settle(slot, {
        error: new JobFailedError("WORKER_CRASHED", `The job stopped unexpectedly (${reason}).`),
      });
    };
    worker.on("error", (error) => died(error.message));
    worker.on("exit", (code) => died(`exit code ${code}`));
    return worker;
  }

  function replace(slot: Slot): void {
    slot.worker = spawn(slot);
    slot.builds = 0;
  }

  /** The next job a free thread takes: the first queued check, else (not on a thread kept for checks) the first job. */
  function nextFor(slot: Slot): Pending | undefined {
    const check = queue.findIndex((job) => job.lane === "check");
    const index = check >= 0 ? check : slot.checksOnly ? -1 : 0;
    return index >= 0 ? queue.splice(index, 1)[0] : undefined;
  }

  function dispatch(): void {
    for (const slot of slots) {
      if (slot.job || slot.measuring || queue.length === 0) continue;
      const job = nextFor(slot);
      if (!job) continue;
      slot.job = job;
      job.options.signal?.addEventListener("abort", onAbortRunning);
      slot.worker.postMessage(
        { id: job.id, name: job.name, version: job.version, payload: job.payload } satisfies ToWorker,
        job.options.transfer ?? [],
      );
    }
    if (closed && queue.length === 0 && slots.every((s) => !s.job && !s.measuring)) drained?.();
  }

  const reserved = options.reserved ?? 0;
  for (let i = 0; i < options.size + reserved; i++) {
    const slot = {
      job: undefined,
      checksOnly: i >= options.size,
      builds: 0,
      measuring: false,
      children: new Set<number>(),
    } as unknown as Slot;
    slot.worker = spawn(slot);
    slots.push(slot);
  }

  return {
    run<TSchema extends z.ZodType, TResult>(
      definition: JobDefinition<TSchema, TResult>,
      payload: z.input<TSchema>,
      runOptions: RunOptions = {},
    ): Promise<TResult> {
      if (closed) return Promise.reject(new JobFailedError("RUNNER_CLOSED", "The server is shutting down."));
      if (runOptions.signal?.aborted)
        return Promise.reject(new JobFailedError("ABORTED", "The job was cancelled."));
      return new Promise<TResult>((resolve, reject) => {
        const job: Pending = {
          id: nextId++,
          name: definition.name,
          version: definition.version,
          lane: definition.lane ?? "build",
          payload,
          options: runOptions,
          resolve: resolve as (v: unknown) => void,
          reject,
        };
        runOptions.signal?.addEventListener(
          "abort",
          () => {
            const index = queue.indexOf(job);
            if (index >= 0) {
              queue.splice(index, 1);
              reject(new JobFailedError("ABORTED", "The job was cancelled."));
            }
          },
          { once: true },
        );
        queue.push(job);
        dispatch();
      });
    },

    async close() {
      closed = true;
      await new Promise<void>((resolve) => {
        drained = resolve;
        dispatch();
      });
      await Promise.all(
        slots.map((s) => {
          killChildren(s);
          return s.worker.terminate();
        }),
      );
    },
  };
}
