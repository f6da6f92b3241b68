// How heavy work (conversion, binder assembly) leaves the request thread: a JobRunner runs a named job with a
// payload and reports progress. The default is an in-process worker-thread pool (worker-pool.ts); a queue with
// separate worker processes (pg-boss) can implement the same interface at scale.
import type { z } from "zod";
import type { JobDefinition, JobMessage } from "./job.ts";

export interface JobProgress {
  /** 0 to 1. */
  fraction: number;
  message?: string;
}

export interface RunOptions {
  onProgress?: (progress: JobProgress) => void;
  /** Aborting stops the job: a queued job never starts, a running one is killed. */
  signal?: AbortSignal;
  /** Buffers handed to the worker without copying (the caller must not use them afterwards). */
  transfer?: ArrayBuffer[];
}

export interface JobRunner {
  /** Runs a defined job (job.ts): its payload and result are typed from its definition. */
  run<TSchema extends z.ZodType, TResult>(
    job: JobDefinition<TSchema, TResult>,
    payload: z.input<TSchema>,
    options?: RunOptions,
  ): Promise<TResult>;
  /** Lets running jobs finish, refuses new ones, then stops the workers. */
  close(): Promise<void>;
}

/** A job that did not produce its result; `code` says why (the handler's own code, or the runner's). */
export class JobFailedError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "JobFailedError";
  }
}

/** Messages between the pool and its workers. */
export type ToWorker = { id: number } & JobMessage;
export type FromWorker =
  | { id: number; type: "progress"; fraction: number; message?: string }
  | { id: number; type: "done"; result: unknown }
  | { id: number; type: "error"; code: string; message: string }
  /** A program (LibreOffice, qpdf, tesseract…) the thread started or saw end: its process group id. */
  | { id: number; type: "child"; pid: number; alive: boolean };
