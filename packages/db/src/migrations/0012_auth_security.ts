// Sign-in throttling counters (one row per bucket, counted by one atomic upsert), the devices a person has signed in
// from, and what the account page shows of each session. Frozen in time: never import application types here.
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("throttle_counters")
    .addColumn("throttle_key", "varchar(400)", (c) => c.primaryKey())
    .addColumn("count", "integer", (c) => c.notNull())
    .addColumn("strikes", "integer", (c) => c.notNull())
    .addColumn("window_start", "varchar(32)", (c) => c.notNull())
    .addColumn("blocked_until", "varchar(32)")
    .execute();
  await db.schema
    .createIndex("throttle_counters_window_start_idx")
    .on("throttle_counters")
    .column("window_start")
    .execute();

  await db.schema
    .createTable("known_devices")
    .addColumn("user_id", "varchar(36)", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("device_hash", "varchar(64)", (c) => c.notNull())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("last_used_at", "varchar(32)", (c) => c.notNull())
    .addPrimaryKeyConstraint("known_devices_pk", ["user_id", "device_hash"])
    .execute();

  await db.schema.alterTable("sessions").addColumn("user_agent", "varchar(512)").execute();
  await db.schema.alterTable("sessions").addColumn("ip_address", "varchar(64)").execute();
  await db.schema.alterTable("sessions").addColumn("last_used_at", "varchar(32)").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("sessions").dropColumn("last_used_at").execute();
  await db.schema.alterTable("sessions").dropColumn("ip_address").execute();
  await db.schema.alterTable("sessions").dropColumn("user_agent").execute();
  await db.schema.dropTable("known_devices").execute();
  await db.schema.dropTable("throttle_counters").execute();
}
