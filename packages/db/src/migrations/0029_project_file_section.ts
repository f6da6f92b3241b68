// A saved project's file keeps the section (tab) it is grouped under (issue 37 §3): its title, so a reorder of the
// exhibits (which changes sort_order, never the row) keeps each file's own, and a build groups consecutive files with
// the same title (contracts sectionsOfTitles). Null: in no section.
// Frozen in time: never import application types here.
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("project_files").addColumn("section", "text").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("project_files").dropColumn("section").execute();
}
