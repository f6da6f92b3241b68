// A retry policy (modules/builds/builds.retry.ts) on a counted clock, for tests of dependency blips: each pause
// moves the time on instead of waiting, and is recorded, so an outage of a minute is tried through in milliseconds.
import type { RetryPolicy } from "../modules/builds/builds.retry.ts";

export function countedTime(budgetMs: number): { policy: RetryPolicy; pauses: number[] } {
  let now = 0;
  const pauses: number[] = [];
  return {
    pauses,
    policy: {
      budgetMs,
      now: () => now,
      sleep: async (ms, signal) => {
        signal?.throwIfAborted();
        pauses.push(ms);
        now += ms;
        // A turn of the event loop, as a real pause gives: other work (the build's writes) goes on meanwhile.
        await new Promise<void>((resolve) => setImmediate(resolve));
      },
    },
  };
}

/** The error a dropped PostgreSQL connection or an unreachable S3 endpoint throws. */
export function connectionLost(): Error {
  return Object.assign(new Error("Connection terminated unexpectedly"), { code: "ECONNRESET" });
}
