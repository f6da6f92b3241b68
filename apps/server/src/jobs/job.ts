// A job the worker threads run, defined once (documenso's defineJob): its name, the version of its payload, the
// schema the worker parses that payload with, and its handler. Callers run the definition itself, so the payload
// they pass and the result they get are typed from it, and no job is named by a bare string anywhere.
import type { z } from "zod";
import type { JobProgress } from "./runner.ts";

export interface JobContext {
  progress(p: JobProgress): void;
}

export interface JobDefinition<TSchema extends z.ZodType = z.ZodType, TResult = unknown> {
  /** The job's name in messages between processes and threads ("build.render"). */
  readonly name: string;
  /**
   * The payload's version: a message of another version (a process of an older or newer release) is refused with
   * JOB_VERSION rather than read as this one.
   */
  readonly version: number;
  /** Parses the payload where the job runs: a malformed message fails its job, never the worker. */
  readonly schema: TSchema;
  readonly handler: (payload: z.output<TSchema>, context: JobContext) => Promise<TResult>;
  /**
   * "check": a short job a person waits for while adding files (a file check, a description): it goes before
   * queued builds and may use the threads kept for checks (worker-pool.ts), so it never waits behind builds
   * (issue 41). Default "build".
   */
  readonly lane?: JobLane;
}

/** Which capacity a job uses: the build threads, or also the threads kept for checks. */
export type JobLane = "build" | "check";

/** Any job, as the registry and the transports hold them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the handler's payload type varies by job; each is checked where it is defined
export type AnyJob = JobDefinition<z.ZodType, any>;

export function defineJob<TSchema extends z.ZodType, TResult>(
  definition: JobDefinition<TSchema, TResult>,
): JobDefinition<TSchema, TResult> {
  return definition;
}

/** What travels to the thread or process that runs a job. */
export interface JobMessage {
  name: string;
  version: number;
  payload: unknown;
}

/**
 * Runs a message with the job of its name from `jobs`: refused when none has the name (UNKNOWN_JOB) or the version
 * differs (JOB_VERSION); the payload is parsed by the job's schema before its handler sees it.
 */
export async function runJobMessage(
  jobs: ReadonlyMap<string, AnyJob>,
  message: JobMessage,
  context: JobContext,
): Promise<unknown> {
  const job = jobs.get(message.name);
  if (!job) throw Object.assign(new Error(`No handler for job ${message.name}`), { code: "UNKNOWN_JOB" });
  if (job.version !== message.version)
    throw Object.assign(
      new Error(`Job ${message.name} is version ${job.version} here, not ${message.version}`),
      { code: "JOB_VERSION" },
    );
  return job.handler(job.schema.parse(message.payload), context);
}

/** The jobs by name; two jobs of one name are a mistake caught at start-up. */
export function jobRegistry(jobs: readonly AnyJob[]): ReadonlyMap<string, AnyJob> {
  const byName = new Map<string, AnyJob>();
  for (const job of jobs) {
    if (byName.has(job.name)) throw new Error(`Two jobs are named ${job.name}`);
    byName.set(job.name, job);
  }
  return byName;
}
