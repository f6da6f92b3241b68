// Who wrote a file's machine description (issue 37): "ai" when a model wrote it, "file" when the built-in describer
// put it together from what the file records about itself (title, text, the date a photo was taken), which is not
// to be shown as AI. Kept beside ai_description on library and project files. Null for descriptions saved before:
// which provider wrote them was not kept, so they read as before (AI).
// Frozen in time: never import application types here.
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("user_files").addColumn("ai_description_source", "varchar(10)").execute();
  await db.schema.alterTable("project_files").addColumn("ai_description_source", "varchar(10)").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("project_files").dropColumn("ai_description_source").execute();
  await db.schema.alterTable("user_files").dropColumn("ai_description_source").execute();
}
