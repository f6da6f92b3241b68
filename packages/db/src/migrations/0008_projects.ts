// Saved projects: a binder's settings and case answers with its ordered, labelled files, kept until the user deletes
// them (guide DECISIONS "Data kept"). Frozen in time: never import application types here.
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("projects")
    .addColumn("id", "varchar(36)", (c) => c.primaryKey())
    .addColumn("user_id", "varchar(36)", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("project_name", "varchar(200)", (c) => c.notNull())
    .addColumn("binder_type", "varchar(60)", (c) => c.notNull())
    .addColumn("court_name", "varchar(300)", (c) => c.notNull())
    .addColumn("role", "varchar(40)", (c) => c.notNull())
    .addColumn("preset_key", "varchar(100)")
    .addColumn("form_data", "text", (c) => c.notNull())
    .addColumn("status", "varchar(20)", (c) => c.notNull())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .addColumn("last_generated_at", "varchar(32)")
    .execute();
  await db.schema
    .createIndex("projects_user_updated_idx")
    .on("projects")
    .columns(["user_id", "updated_at"])
    .execute();

  await db.schema
    .createTable("project_files")
    .addColumn("id", "varchar(36)", (c) => c.primaryKey())
    .addColumn("project_id", "varchar(36)", (c) => c.notNull().references("projects.id").onDelete("cascade"))
    .addColumn("storage_key", "varchar(512)", (c) => c.notNull())
    .addColumn("filename", "varchar(255)", (c) => c.notNull())
    .addColumn("original_name", "varchar(255)", (c) => c.notNull())
    .addColumn("detected_type", "varchar(20)", (c) => c.notNull())
    .addColumn("file_type", "varchar(40)", (c) => c.notNull())
    .addColumn("mime_type", "varchar(120)", (c) => c.notNull())
    .addColumn("file_size", "integer", (c) => c.notNull())
    .addColumn("exhibit_label", "varchar(20)", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("ai_description", "text")
    .addColumn("sort_order", "integer", (c) => c.notNull())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("project_files_project_order_idx")
    .on("project_files")
    .columns(["project_id", "sort_order"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("project_files").execute();
  await db.schema.dropTable("projects").execute();
}
