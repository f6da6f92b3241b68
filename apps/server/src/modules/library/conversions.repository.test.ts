// conversions.repository on SQLite and PostgreSQL: the record index's upsert (written again → new again), uses that
// never move time back, stale records by age or version oldest first, a delete that spares a record used since it
// was picked, and the index's creation time read from Kysely's migration table.
import { expect, it } from "vitest";
import { toDbTime } from "@courtready/db";
import { at, aUser, DAY, describeOnEachDialect, T0 } from "../../testing/db.factories.ts";
import {
  deleteIfStale,
  indexCreatedAt,
  indexedDigests,
  staleRecords,
  touchRecords,
  upsertRecord,
} from "./conversions.repository.ts";
import type { RecordRef } from "./conversions.repository.ts";

const sha = (c: string) => c.repeat(64);

describeOnEachDialect("conversions.repository", (db) => {
  const row = (ref: RecordRef) =>
    db()
      .selectFrom("conversion_records")
      .selectAll()
      .where("user_id", "=", ref.user_id)
      .where("version", "=", ref.version)
      .where("sha256", "=", ref.sha256)
      .executeTakeFirst();

  it("writes a record once per key; writing it again makes it new again", async () => {
    const user = await aUser(db());
    const ref = { user_id: user.id, version: "v1", sha256: sha("a") };
    await upsertRecord(db(), ref, at(-DAY));
    await upsertRecord(db(), ref, T0);
    expect(await row(ref)).toEqual({ ...ref, created_at: toDbTime(T0), last_used_at: toDbTime(T0) });
    expect(await indexedDigests(db(), user.id)).toEqual(new Set([`v1-${sha("a")}`]));
  });

  it("notes a use of the named records only, and never moves the time back", async () => {
    const user = await aUser(db());
    const [a, b, c] = ["a", "b", "c"].map((x) => ({ user_id: user.id, version: "v1", sha256: sha(x) }));
    for (const ref of [a!, b!, c!]) await upsertRecord(db(), ref, T0);
    await touchRecords(db(), user.id, "v1", [sha("a"), sha("a"), sha("b")], at(DAY));
    await touchRecords(db(), user.id, "v1", [sha("b")], at(1000));
    await touchRecords(db(), user.id, "v1", [], at(2 * DAY));
    expect((await row(a!))?.last_used_at).toBe(toDbTime(at(DAY)));
    expect((await row(b!))?.last_used_at).toBe(toDbTime(at(DAY)));
    expect((await row(c!))?.last_used_at).toBe(toDbTime(T0));
  });

  it("finds records unused since the cutoff or of another version, oldest first, a page at a time", async () => {
    const user = await aUser(db());
    const ref = (x: string, version = "v2") => ({ user_id: user.id, version, sha256: sha(x) });
    await upsertRecord(db(), ref("d"), at(-900 * DAY));
    await upsertRecord(db(), ref("e"), at(-901 * DAY));
    await upsertRecord(db(), ref("f", "v0"), at(-899 * DAY));
    await upsertRecord(db(), ref("g"), at(-800 * DAY));
    const stale = await staleRecords(db(), at(-850 * DAY), "v2", 1000);
    const mine = stale.filter((r) => r.user_id === user.id);
    expect(mine).toEqual([ref("e"), ref("d"), ref("f", "v0")]);
    expect(await staleRecords(db(), at(-850 * DAY), "v2", 1)).toHaveLength(1);
  });

  it("deletes a record only while it is still stale", async () => {
    const user = await aUser(db());
    const ref = { user_id: user.id, version: "v3", sha256: sha("h") };
    await upsertRecord(db(), ref, at(-10 * DAY));
    // Used after it was picked: it stays.
    await touchRecords(db(), user.id, "v3", [ref.sha256], T0);
    await deleteIfStale(db(), ref, at(-DAY), "v3");
    expect(await row(ref)).toBeDefined();
    // Of an old version, it goes whatever its age.
    await deleteIfStale(db(), ref, at(-DAY), "v4");
    expect(await row(ref)).toBeUndefined();
  });

  it("reads when migration 0015 made the index", async () => {
    const created = await indexCreatedAt(db());
    expect(created).toBeInstanceOf(Date);
    expect(Number.isNaN(created!.getTime())).toBe(false);
  });
});
