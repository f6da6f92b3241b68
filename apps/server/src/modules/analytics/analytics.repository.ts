// analytics_events access: events are only ever added here (reports read the table directly).
import type { Kysely } from "kysely";
import type { AnalyticsEventsTable, Database } from "@courtready/db";

export async function insertEvents(db: Kysely<Database>, rows: AnalyticsEventsTable[]): Promise<void> {
  await db.insertInto("analytics_events").values(rows).execute();
}
