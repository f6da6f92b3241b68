// First-party analytics events. Deliberately no user id, IP address, user agent or e-mail: a row says what happened
// on which page, and roughly when, never who. Frozen in time: never import application types here.
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("analytics_events")
    .addColumn("id", "varchar(36)", (c) => c.primaryKey())
    .addColumn("name", "varchar(32)", (c) => c.notNull())
    .addColumn("path", "varchar(200)", (c) => c.notNull())
    .addColumn("label", "varchar(100)")
    .addColumn("value", "double precision")
    .addColumn("currency", "varchar(3)")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("analytics_events_name_created_idx")
    .on("analytics_events")
    .columns(["name", "created_at"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("analytics_events").execute();
}
