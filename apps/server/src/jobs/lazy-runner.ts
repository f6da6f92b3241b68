// A JobRunner that starts its workers on the first job: a server (or a test) that never builds a binder never pays
// for threads, and start-up stays fast. The factory may be async (tests bundle the worker first).
import type { z } from "zod";
import type { JobDefinition } from "./job.ts";
import type { JobRunner, RunOptions } from "./runner.ts";

export function lazyRunner(create: () => JobRunner | Promise<JobRunner>): JobRunner {
  let runner: Promise<JobRunner> | undefined;
  return {
    async run<TSchema extends z.ZodType, TResult>(
      job: JobDefinition<TSchema, TResult>,
      payload: z.input<TSchema>,
      options?: RunOptions,
    ): Promise<TResult> {
      runner ??= Promise.resolve(create());
      return (await runner).run(job, payload, options);
    },
    async close() {
      if (runner) await (await runner).close();
    },
  };
}
