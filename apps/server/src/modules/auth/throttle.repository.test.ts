// throttle.repository on SQLite and PostgreSQL: the raw INSERT … ON CONFLICT statements count in windows (counts
// arrive as strings on PostgreSQL), block with growing delays and forget them, give attempts back, clear buckets by
// key or prefix (a LIKE wildcard in a prefix is no wildcard), and sweep quiet buckets.
import { expect, it } from "vitest";
import { toDbTime } from "@courtready/db";
import { at, DAY, describeOnEachDialect, MINUTE, T0 } from "../../testing/db.factories.ts";
import {
  BUCKET_MEMORY_MS,
  clearBucket,
  clearBucketsWithPrefix,
  deleteFailuresBefore,
  hitWindow,
  hitWithBackoff,
  recordFailures,
  refund,
} from "./throttle.repository.ts";
import type { BackoffRule } from "./throttle.repository.ts";

const RULE: BackoffRule = { limit: 2, windowMs: 15 * MINUTE, delaysMs: [MINUTE, 2 * MINUTE], memoryMs: DAY };

describeOnEachDialect("throttle.repository", (db) => {
  const bucket = (key: string) =>
    db().selectFrom("throttle_counters").selectAll().where("throttle_key", "=", key).executeTakeFirst();

  it("allows `limit` attempts in a window, refuses until it ends, then starts again", async () => {
    const verdicts = [];
    for (let i = 0; i < 4; i++) verdicts.push(await hitWindow(db(), "w:a", at(i * 1000), 3, MINUTE));
    expect(verdicts.slice(0, 3)).toEqual([{ allowed: true }, { allowed: true }, { allowed: true }]);
    expect(verdicts[3]).toEqual({ allowed: false, retryAt: at(MINUTE) });
    expect(await hitWindow(db(), "w:a", at(MINUTE), 3, MINUTE)).toEqual({ allowed: true });
    expect(await bucket("w:a")).toMatchObject({ count: 1, window_start: toDbTime(at(MINUTE)) });
  });

  it("counts twenty attempts at once as twenty: exactly the limit pass", async () => {
    const verdicts = await Promise.all(
      Array.from({ length: 20 }, () => hitWindow(db(), "w:burst", T0, 5, MINUTE)),
    );
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(5);
    expect(Number((await bucket("w:burst"))?.count)).toBe(20);
  });

  it("blocks after the limit with growing delays, the last repeating, and forgets strikes after a quiet day", async () => {
    const key = "b:grow";
    expect(await hitWithBackoff(db(), key, T0, RULE)).toEqual({ allowed: true });
    expect(await hitWithBackoff(db(), key, T0, RULE)).toEqual({ allowed: true });
    expect(await hitWithBackoff(db(), key, T0, RULE)).toEqual({ allowed: false, retryAt: at(MINUTE) });
    // Still blocked: nothing moves.
    expect(await hitWithBackoff(db(), key, at(30_000), RULE)).toEqual({
      allowed: false,
      retryAt: at(MINUTE),
    });
    expect(await bucket(key)).toMatchObject({ strikes: 1, blocked_until: toDbTime(at(MINUTE)) });
    // A new round after the block: two more, then twice the delay.
    const t1 = at(MINUTE);
    for (let i = 0; i < 2; i++) expect(await hitWithBackoff(db(), key, t1, RULE)).toEqual({ allowed: true });
    expect(await hitWithBackoff(db(), key, t1, RULE)).toEqual({
      allowed: false,
      retryAt: new Date(t1.getTime() + 2 * MINUTE),
    });
    const t2 = new Date(t1.getTime() + 2 * MINUTE);
    for (let i = 0; i < 2; i++) await hitWithBackoff(db(), key, t2, RULE);
    expect(await hitWithBackoff(db(), key, t2, RULE)).toEqual({
      allowed: false,
      retryAt: new Date(t2.getTime() + 2 * MINUTE),
    });
    expect(await bucket(key)).toMatchObject({ strikes: 3 });
    // A day of quiet: the strikes are forgotten.
    expect(await hitWithBackoff(db(), key, at(2 * DAY), RULE)).toEqual({ allowed: true });
    expect(await bucket(key)).toMatchObject({ count: 1, strikes: 0, blocked_until: null });
  });

  it("starts a new round after the window without forgetting strikes", async () => {
    const key = "b:round";
    for (let i = 0; i < 3; i++) await hitWithBackoff(db(), key, T0, RULE);
    expect(await bucket(key)).toMatchObject({ strikes: 1 });
    await hitWithBackoff(db(), key, at(20 * MINUTE), RULE);
    expect(await bucket(key)).toMatchObject({ count: 1, strikes: 1, blocked_until: null });
  });

  it("gives an attempt back, never below zero", async () => {
    await hitWindow(db(), "r:a", T0, 5, MINUTE);
    await refund(db(), "r:a");
    expect(await bucket("r:a")).toMatchObject({ count: 0 });
    await refund(db(), "r:a");
    expect(await bucket("r:a")).toMatchObject({ count: 0 });
    await refund(db(), "r:none");
    expect(await bucket("r:none")).toBeUndefined();
  });

  it("clears one bucket, or those whose key starts with a prefix taken literally", async () => {
    for (const key of ["p:ann|1", "p:ann|2", "p:annie|1", "p:a_n|1", "p:abn|1"])
      await hitWindow(db(), key, T0, 5, MINUTE);
    await clearBucket(db(), "p:ann|2");
    expect(await bucket("p:ann|2")).toBeUndefined();
    await clearBucketsWithPrefix(db(), "p:ann|");
    expect(await bucket("p:ann|1")).toBeUndefined();
    expect(await bucket("p:annie|1")).toBeDefined();
    await clearBucketsWithPrefix(db(), "p:a_n|");
    expect(await bucket("p:a_n|1")).toBeUndefined();
    expect(await bucket("p:abn|1")).toBeDefined();
  });

  it("sweeps old failure rows and quiet buckets that are not blocked", async () => {
    await recordFailures(db(), [], T0);
    await recordFailures(db(), ["ip:sweep-old"], at(-2 * DAY));
    await recordFailures(db(), ["ip:sweep-new"], T0);
    const quiet = at(-DAY - BUCKET_MEMORY_MS - 1);
    await hitWindow(db(), "s:quiet", quiet, 5, MINUTE);
    // Quiet as long, but blocked past the cutoff: its strikes must outlive the sweep.
    await db()
      .insertInto("throttle_counters")
      .values({
        throttle_key: "s:blocked",
        count: 0,
        strikes: 4,
        window_start: toDbTime(quiet),
        blocked_until: toDbTime(at(DAY)),
      })
      .execute();
    await hitWindow(db(), "s:recent", T0, 5, MINUTE);
    await deleteFailuresBefore(db(), at(-DAY));
    const failures = await db()
      .selectFrom("login_failures")
      .select("throttle_key")
      .where("throttle_key", "like", "ip:sweep-%")
      .execute();
    expect(failures.map((f) => f.throttle_key)).toEqual(["ip:sweep-new"]);
    expect(await bucket("s:quiet")).toBeUndefined();
    expect(await bucket("s:blocked")).toBeDefined();
    expect(await bucket("s:recent")).toBeDefined();
  });
});
