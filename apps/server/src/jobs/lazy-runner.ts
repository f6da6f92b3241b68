// A JobRunner that starts its workers on the first job: a server (or a test) that never builds a binder never pays
// for threads, and start-up stays fast. The factory may be async (tests bundle the worker first).
import type { JobRunner, RunOptions } from "./runner.ts";

export function lazyRunner(create: () => JobRunner | Promise<JobRunner>): JobRunner {
  let runner: Promise<JobRunner> | undefined;
  return {
    async run<TResult>(name: string, payload: unknown, options?: RunOptions): Promise<TResult> {
      runner ??= Promise.resolve(create());
      return (await runner).run<TResult>(name, payload, options);
    },
    async close() {
      if (runner) await (await runner).close();
    },
  };
}
