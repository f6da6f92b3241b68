// leases.repository on SQLite and PostgreSQL: a bucket holds at most `max` unexpired leases, even when many take at
// once (the bucket row's lock), an expired lease no longer counts, ending gives a lease back, a refusal says when
// the first held lease expires, and the sweep removes expired leases and quiet empty buckets.
import { expect, it } from "vitest";
import { newId } from "@courtready/db";
import { at, describeOnEachDialect, MINUTE, T0 } from "../../testing/db.factories.ts";
import { deleteExpiredLeases, endLeases, heldLeases, takeLease } from "./leases.repository.ts";

describeOnEachDialect("leases.repository", (db) => {
  it("holds at most `max` leases; one ended or expired makes room again", async () => {
    const ids = [newId(), newId(), newId()];
    expect(await takeLease(db(), "b:a", ids[0]!, T0, 2, at(10 * MINUTE))).toEqual({ taken: true });
    expect(await takeLease(db(), "b:a", ids[1]!, at(1000), 2, at(5 * MINUTE))).toEqual({ taken: true });
    // Full: the first held lease to expire is the one taken second.
    expect(await takeLease(db(), "b:a", ids[2]!, at(2000), 2, at(12 * MINUTE))).toEqual({
      taken: false,
      retryAt: at(5 * MINUTE),
    });
    expect(await heldLeases(db(), "b:a", at(2000))).toBe(2);
    // Another bucket is counted on its own.
    expect(await takeLease(db(), "b:other", newId(), at(2000), 1, at(MINUTE * 20))).toEqual({ taken: true });

    await endLeases(db(), [ids[0]!]);
    expect(await takeLease(db(), "b:a", ids[2]!, at(3000), 2, at(12 * MINUTE))).toEqual({ taken: true });
    expect(await takeLease(db(), "b:a", newId(), at(4000), 2, at(12 * MINUTE))).toMatchObject({
      taken: false,
    });
    // The second lease's holder died: at its expiry it stops counting.
    expect(await takeLease(db(), "b:a", newId(), at(5 * MINUTE), 2, at(20 * MINUTE))).toEqual({
      taken: true,
    });
    expect(await heldLeases(db(), "b:a", at(5 * MINUTE))).toBe(2);
  });

  it("lets exactly `max` of twenty simultaneous takes through", async () => {
    const verdicts = await Promise.all(
      Array.from({ length: 20 }, () => takeLease(db(), "b:burst", newId(), T0, 3, at(MINUTE))),
    );
    expect(verdicts.filter((v) => v.taken)).toHaveLength(3);
    expect(await heldLeases(db(), "b:burst", T0)).toBe(3);
  });

  it("sweeps expired leases and buckets quiet since the cutoff that hold none", async () => {
    // The database is shared by this file's tests: only these two buckets are looked at.
    const mine = ["b:old", "b:live"];
    await takeLease(db(), "b:old", newId(), at(MINUTE), 1, at(2 * MINUTE));
    await takeLease(db(), "b:live", newId(), at(MINUTE), 1, at(600 * MINUTE));
    expect(await deleteExpiredLeases(db(), at(3 * MINUTE), at(2 * MINUTE))).toBeGreaterThanOrEqual(1);
    const buckets = await db()
      .selectFrom("lease_buckets")
      .select("bucket")
      .where("bucket", "in", mine)
      .execute();
    expect(buckets.map((b) => b.bucket)).toEqual(["b:live"]);
    const leases = await db().selectFrom("leases").select("bucket").where("bucket", "in", mine).execute();
    expect(leases).toEqual([{ bucket: "b:live" }]);
  });
});
