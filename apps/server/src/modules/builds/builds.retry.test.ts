// The blip rule (issue 41) on its own: tries again with growing pauses through an outage shorter than the budget,
// gives up after it, never retries what cannot pass; and a lease is not judged on an outage its runner sat through.
import { describe, expect, it } from "vitest";
import { leaseExpired } from "./builds.lease.ts";
import { mayPass, pauseBefore, retrying } from "./builds.retry.ts";
import { connectionLost, countedTime } from "../../testing/counted-time.ts";

/** A call that fails `times` times as a dropped connection does, then answers. */
function failing(times: number) {
  let calls = 0;
  return {
    calls: () => calls,
    call: async () => {
      calls += 1;
      if (calls <= times) throw connectionLost();
      return "answer";
    },
  };
}

describe("retrying", () => {
  it("answers after a blip, pausing 250 ms and doubling up to 5 s", async () => {
    const { policy, pauses } = countedTime(60_000);
    const dependency = failing(7);
    await expect(retrying(policy, dependency.call)).resolves.toBe("answer");
    expect(dependency.calls()).toBe(8);
    expect(pauses).toEqual([250, 500, 1000, 2000, 4000, 5000, 5000]);
  });

  it("rides out a whole minute's outage under the default-sized budget, and gives up on a longer one", async () => {
    // 250 + 500 + … reaches 60 s after 16 tries; an outage of that length passes, one past the budget does not.
    const minute = countedTime(90_000);
    const tries = Math.ceil((60_000 - 7_750) / 5_000) + 6;
    await expect(retrying(minute.policy, failing(tries).call)).resolves.toBe("answer");
    expect(minute.pauses.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(60_000);

    const short = countedTime(10_000);
    const endless = failing(Number.POSITIVE_INFINITY);
    await expect(retrying(short.policy, endless.call)).rejects.toThrow("Connection terminated");
    expect(short.pauses.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(10_000);
    expect(endless.calls()).toBe(short.pauses.length + 1);
  });

  it("does not try again a full disk or a missing key, and stops when the request is aborted", async () => {
    const { policy, pauses } = countedTime(60_000);
    const full = Object.assign(new Error("ENOSPC"), { code: "ENOSPC" });
    await expect(retrying(policy, () => Promise.reject(full))).rejects.toBe(full);
    expect(mayPass({ code: "STORAGE_NOT_FOUND" })).toBe(false);
    expect(mayPass(new Error("read ECONNRESET"))).toBe(true);
    const controller = new AbortController();
    const dependency = failing(3);
    const aborted = retrying(policy, dependency.call, {
      signal: controller.signal,
      onRetry: () => controller.abort(),
    });
    await expect(aborted).rejects.toThrow();
    expect(dependency.calls()).toBe(1);
    expect(pauses).toEqual([]);
    expect(pauseBefore(1)).toBe(250);
  });
});

describe("leaseExpired after an outage", () => {
  const beat = { heartbeat_at: "2026-01-01T00:00:00.000Z", updated_at: "2026-01-01T00:00:00.000Z" };
  const at = (seconds: number) => new Date(Date.parse(beat.heartbeat_at) + seconds * 1000);

  it("counts the lease from when the database came back, not from the runner's last beat before it", () => {
    // 70 s silent under a 30 s lease: gone, unless the judge itself could not reach the database until 50 s.
    expect(leaseExpired(beat, at(70), 30_000)).toBe(true);
    expect(leaseExpired(beat, at(70), 30_000, at(50))).toBe(false);
    // A whole lease after the outage with no beat: gone after all.
    expect(leaseExpired(beat, at(81), 30_000, at(50))).toBe(true);
  });
});
