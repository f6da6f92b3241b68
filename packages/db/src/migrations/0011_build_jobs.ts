// Durable builds (issue 20): every build is a row before it is work, so a crash can be recovered from: the request,
// its inputs in storage, its state, attempts, progress and the one-time pass it claimed. Frozen in time: never import
// application types here.
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("build_jobs")
    .addColumn("id", "varchar(36)", (c) => c.primaryKey())
    .addColumn("user_id", "varchar(36)", (c) => c.notNull().references("users.id").onDelete("cascade"))
    // The browser's own id for the build (it polls progress by it); unique per person, not globally.
    .addColumn("client_ref", "varchar(64)")
    .addColumn("kind", "varchar(20)", (c) => c.notNull())
    .addColumn("state", "varchar(12)", (c) => c.notNull())
    .addColumn("input", "text")
    .addColumn("upload_prefix", "varchar(255)")
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("owner", "varchar(160)")
    .addColumn("heartbeat_at", "varchar(32)")
    .addColumn("stage", "varchar(12)", (c) => c.notNull())
    .addColumn("percent", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("message", "varchar(500)", (c) => c.notNull())
    .addColumn("membership_id", "varchar(36)")
    .addColumn("use_returned", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("result", "text")
    .addColumn("error_code", "varchar(40)")
    .addColumn("error_message", "text")
    .addColumn("build_id", "varchar(36)")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .addColumn("started_at", "varchar(32)")
    .addColumn("finished_at", "varchar(32)")
    .execute();
  await db.schema
    .createIndex("build_jobs_user_ref_idx")
    .on("build_jobs")
    .columns(["user_id", "client_ref"])
    .execute();
  await db.schema
    .createIndex("build_jobs_state_idx")
    .on("build_jobs")
    .columns(["state", "created_at"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("build_jobs").execute();
}
