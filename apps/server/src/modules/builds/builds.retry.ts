// Riding out a dependency blip (issue 41): a call to PostgreSQL or the storage that fails is tried again with growing
// pauses until the outage budget (DEPENDENCY_RETRY_SECONDS) is spent, so a build and the request waiting for it live
// through a short outage instead of telling the person "try again" about a binder that then gets built. The clock and
// the pause are injected, so tests fail a dependency for N calls without waiting.
import { setTimeout as pause } from "node:timers/promises";
import { isOutOfSpace } from "../../plugins/uploads.ts";

/** How long a build and its waiting request keep trying through an outage; DEPENDENCY_RETRY_SECONDS sets it. */
export const DEFAULT_OUTAGE_BUDGET_MS = 90_000;
/** The first pause after a failure; each next one doubles, up to MAX_PAUSE_MS. */
const FIRST_PAUSE_MS = 250;
const MAX_PAUSE_MS = 5_000;

export interface RetryPolicy {
  /** How long, from the first failure, calls are tried again before the error is let through. */
  budgetMs: number;
  /** The time in ms (Date.now in production; a test's own clock). */
  now(): number;
  /** Waits `ms` (a real timer in production; a test advances its clock instead). Rejects when `signal` aborts. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

/** The production policy: real time and real pauses. */
export function retryPolicy(budgetMs: number = DEFAULT_OUTAGE_BUDGET_MS): RetryPolicy {
  return {
    budgetMs,
    now: () => Date.now(),
    sleep: (ms, signal) => pause(ms, undefined, signal ? { signal } : undefined),
  };
}

/** The pause before try number `attempt` (1 is the first retry): 250 ms doubling to 5 s. */
export function pauseBefore(attempt: number): number {
  return Math.min(MAX_PAUSE_MS, FIRST_PAUSE_MS * 2 ** Math.max(0, attempt - 1));
}

/**
 * Whether trying again can help. A full disk or database will not empty itself in a minute, and a key that is not
 * there will not appear; everything else (refused or reset connections, a restarting server, S3's 5xx) may pass.
 */
export function mayPass(error: unknown): boolean {
  if (isOutOfSpace(error)) return false;
  const code = (error as { code?: unknown } | null)?.code;
  return code !== "STORAGE_NOT_FOUND";
}

/**
 * Runs `call`, trying again after each failure that may pass (mayPass) with growing pauses, until the budget from
 * the first failure is spent; then the last error is thrown. `onRetry` is told of each failure that is retried (the
 * log). An aborted `signal` stops at once with its reason.
 */
export async function retrying<T>(
  policy: RetryPolicy,
  call: () => Promise<T>,
  options: { signal?: AbortSignal; onRetry?: (error: unknown, attempt: number) => void } = {},
): Promise<T> {
  let firstFailure: number | undefined;
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      options.signal?.throwIfAborted();
      if (!mayPass(error)) throw error;
      firstFailure ??= policy.now();
      const wait = pauseBefore(attempt);
      if (policy.now() + wait - firstFailure > policy.budgetMs) throw error;
      options.onRetry?.(error, attempt);
      await policy.sleep(wait, options.signal);
    }
  }
}
