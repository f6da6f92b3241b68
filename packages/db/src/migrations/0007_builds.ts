// Generated binders: one row per render or enhanced build, so downloads can be checked against their owner and
// expiry, and so housekeeping can delete the stored outputs when they expire. Frozen in time: never import
// application types here.
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("builds")
    .addColumn("id", "varchar(36)", (c) => c.primaryKey())
    .addColumn("user_id", "varchar(36)", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("kind", "varchar(10)", (c) => c.notNull())
    .addColumn("storage_prefix", "varchar(255)", (c) => c.notNull())
    .addColumn("exhibit_count", "integer", (c) => c.notNull())
    .addColumn("page_count", "integer", (c) => c.notNull())
    .addColumn("pdf_size", "integer", (c) => c.notNull())
    .addColumn("zip_size", "integer", (c) => c.notNull())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("expires_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("builds_user_id_idx").on("builds").column("user_id").execute();
  await db.schema.createIndex("builds_expires_at_idx").on("builds").column("expires_at").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("builds").execute();
}
