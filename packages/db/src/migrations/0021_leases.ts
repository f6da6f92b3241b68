// Leases (issue 40): what a person or an address is doing at once — uploads being checked, PDFs being unlocked —
// counted in the database so a limit holds across web processes. A lease ends when its work does, or by itself at
// `expires_at` if the process holding it died. `lease_buckets` has one row per bucket, written first by every take,
// so the count and the insert that follow are made by one taker of the bucket at a time (the row's lock on
// PostgreSQL, the write lock on SQLite).
// Frozen in time: never import application types here.
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("lease_buckets")
    .addColumn("bucket", "varchar(200)", (c) => c.primaryKey())
    .addColumn("touched_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("leases")
    .addColumn("id", "varchar(36)", (c) => c.primaryKey())
    .addColumn("bucket", "varchar(200)", (c) => c.notNull())
    .addColumn("expires_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("leases_bucket_idx").on("leases").columns(["bucket", "expires_at"]).execute();
  await db.schema.createIndex("leases_expires_at_idx").on("leases").column("expires_at").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("leases").execute();
  await db.schema.dropTable("lease_buckets").execute();
}
