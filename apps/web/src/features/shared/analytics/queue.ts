// The browser's event queue: events wait a moment and leave together, at most MAX_ANALYTICS_BATCH to a request,
// so a page view and the click after it cost one request, not two. Sending failures are swallowed (and the events
// dropped, never retried, so nothing is counted twice): analytics must never get in the way of the page.
import { MAX_ANALYTICS_BATCH } from "@courtready/contracts";
import type { TAnalyticsEvent } from "@courtready/contracts";

export interface EventQueue {
  push(event: TAnalyticsEvent): void;
  /** Sends everything waiting now; resolves once every request has finished, successfully or not. */
  flush(): Promise<void>;
  /** How many events are waiting. */
  pending(): number;
}

export interface EventQueueOptions {
  send: (events: TAnalyticsEvent[]) => Promise<unknown>;
  /** How long an event may wait for others before it is sent. */
  delayMs: number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export function createEventQueue(options: EventQueueOptions): EventQueue {
  const { send, delayMs } = options;
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  let waiting: TAnalyticsEvent[] = [];
  let timer: unknown;

  const flush = async (): Promise<void> => {
    if (timer !== undefined) {
      clearTimer(timer);
      timer = undefined;
    }
    if (waiting.length === 0) return;
    // Taken synchronously, so a second flush (timer and pagehide together) never sends the same events twice.
    const taken = waiting;
    waiting = [];
    const batches: TAnalyticsEvent[][] = [];
    for (let i = 0; i < taken.length; i += MAX_ANALYTICS_BATCH)
      batches.push(taken.slice(i, i + MAX_ANALYTICS_BATCH));
    await Promise.all(
      batches.map((batch) =>
        send(batch).catch(() => {
          // Offline, rate-limited or the page is going away: these events are lost, which is acceptable.
        }),
      ),
    );
  };

  return {
    push(event) {
      waiting.push(event);
      if (waiting.length >= MAX_ANALYTICS_BATCH) void flush();
      else if (timer === undefined) timer = setTimer(() => void flush(), delayMs);
    },
    flush,
    pending: () => waiting.length,
  };
}
