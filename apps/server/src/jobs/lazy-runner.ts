// A JobRunner that starts its workers on the first job: a server (or a test) that never builds a binder never pays
// for threads, and start-up stays fast.
import type { JobRunner, RunOptions } from "./runner.ts";

export function lazyRunner(create: () => JobRunner): JobRunner {
  let runner: JobRunner | undefined;
  return {
    run<TResult>(name: string, payload: unknown, options?: RunOptions): Promise<TResult> {
      runner ??= create();
      return runner.run<TResult>(name, payload, options);
    },
    async close() {
      await runner?.close();
    },
  };
}
