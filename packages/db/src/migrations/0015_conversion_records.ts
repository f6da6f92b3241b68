// An index of each person's kept conversions (issue 23 item 2, follow-up): one row per record in storage
// (users/<id>/conversions/<version>-<sha256>), with when it was written and when a preview, build or check last
// used it, so the hourly sweep asks the database what is stale instead of listing every person's folder, and
// reuse keeps a record alive on the local folder and on S3 alike. Frozen in time: never import application types.
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("conversion_records")
    .addColumn("user_id", "varchar(36)", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("version", "varchar(16)", (c) => c.notNull())
    .addColumn("sha256", "varchar(64)", (c) => c.notNull())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("last_used_at", "varchar(32)", (c) => c.notNull())
    .addPrimaryKeyConstraint("conversion_records_pk", ["user_id", "version", "sha256"])
    .execute();
  await db.schema
    .createIndex("conversion_records_last_used_idx")
    .on("conversion_records")
    .column("last_used_at")
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("conversion_records").execute();
}
