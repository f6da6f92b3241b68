// A per-address event budget kept in memory: at most `limit` events per `windowMs` from one IP address. The address
// is only a key in this map, for this minute; it is never stored or logged by the analytics module. A restart
// forgets every count, which is fine for a limit whose only job is to keep one client from flooding the table.
import type { Clock } from "../../clock.ts";

export interface EventBudget {
  /** Takes `count` events from the address's budget; false (and nothing taken) when they do not fit. */
  take(address: string, count: number): boolean;
  /** Addresses currently tracked (for tests). */
  size(): number;
}

export function createEventBudget(options: { limit: number; windowMs: number; clock: Clock }): EventBudget {
  const { limit, windowMs, clock } = options;
  const windows = new Map<string, { start: number; used: number }>();
  let lastSweep = 0;

  return {
    take(address, count) {
      const now = clock().getTime();
      // Forget finished windows at most once a window, so the map holds only addresses seen in the last minute.
      if (now - lastSweep >= windowMs) {
        for (const [key, entry] of windows) if (now - entry.start >= windowMs) windows.delete(key);
        lastSweep = now;
      }
      let entry = windows.get(address);
      if (!entry || now - entry.start >= windowMs) {
        entry = { start: now, used: 0 };
        windows.set(address, entry);
      }
      if (entry.used + count > limit) return false;
      entry.used += count;
      return true;
    },
    size: () => windows.size,
  };
}
