// What a saved project's person filed (issue 24): each binder or supplement generated from the project, then frozen
// when they mark it filed: its own copy of the PDF, the filed manifest (labels, pages, Bates) a supplement continues
// from, and which project files it holds. Frozen in time: never import application types here.
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("project_filings")
    .addColumn("id", "varchar(36)", (c) => c.primaryKey())
    .addColumn("project_id", "varchar(36)", (c) => c.notNull().references("projects.id").onDelete("cascade"))
    .addColumn("kind", "varchar(12)", (c) => c.notNull())
    .addColumn("state", "varchar(12)", (c) => c.notNull())
    .addColumn("build_id", "varchar(36)")
    .addColumn("binder_key", "varchar(500)")
    .addColumn("manifest", "text")
    .addColumn("file_ids", "text", (c) => c.notNull())
    .addColumn("filed_on", "varchar(10)")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("filed_at", "varchar(32)")
    .execute();
  await db.schema
    .createIndex("project_filings_project_idx")
    .on("project_filings")
    .columns(["project_id", "created_at"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("project_filings").execute();
}
