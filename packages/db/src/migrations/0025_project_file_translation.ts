// A saved project's file keeps its English translation (issue 39 §2): the translator's name, qualifications and
// language with the typed text, or the stored file's name, key, size and digest, as JSON text on the file's row
// (so a reorder keeps each file's own), and the translation file's size in its own column, so the storage quota
// sums it in SQL with the files' sizes. Null: no translation (or a typed one, for the size).
// Frozen in time: never import application types here.
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("project_files").addColumn("translation", "text").execute();
  await db.schema.alterTable("project_files").addColumn("translation_size", "integer").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("project_files").dropColumn("translation_size").execute();
  await db.schema.alterTable("project_files").dropColumn("translation").execute();
}
