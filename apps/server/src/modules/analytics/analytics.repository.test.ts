// analytics.repository on SQLite and PostgreSQL: a batch of events goes in as one statement, nullable columns and
// a fractional value kept as given, or not at all when one row is refused.
import { expect, it } from "vitest";
import { newId, toDbTime } from "@courtready/db";
import type { AnalyticsEventsTable } from "@courtready/db";
import { describeOnEachDialect, T0 } from "../../testing/db.factories.ts";
import { insertEvents } from "./analytics.repository.ts";

const event = (overrides: Partial<AnalyticsEventsTable> = {}): AnalyticsEventsTable => ({
  id: newId(),
  name: "page_view",
  path: "/projects/:id",
  label: null,
  value: null,
  currency: null,
  created_at: toDbTime(T0),
  ...overrides,
});

describeOnEachDialect("analytics.repository", (db) => {
  it("stores a batch as given", async () => {
    const rows = [event(), event({ name: "purchase", label: "yearly", value: 49.99, currency: "USD" })];
    await insertEvents(db(), rows);
    const stored = await db()
      .selectFrom("analytics_events")
      .selectAll()
      .where(
        "id",
        "in",
        rows.map((r) => r.id),
      )
      .execute();
    expect(stored.map((r) => ({ ...r, value: r.value === null ? null : Number(r.value) }))).toEqual(
      expect.arrayContaining(rows),
    );
    expect(stored).toHaveLength(2);
  });

  it("stores none of a batch when one row is refused", async () => {
    const taken = event();
    await insertEvents(db(), [taken]);
    const fresh = event();
    await expect(insertEvents(db(), [fresh, { ...taken }])).rejects.toThrow();
    expect(
      await db().selectFrom("analytics_events").select("id").where("id", "=", fresh.id).execute(),
    ).toEqual([]);
  });
});
