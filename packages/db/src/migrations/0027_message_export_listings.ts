// A kept message export remembers its conversations (issue 38): the listing the save or upload made on the job
// thread (contracts ZMessageExportSummary, in UTC), as JSON text on the saved project's file and on the library
// file, so a reopened project shows the picker for its export and a library export brings its conversations into
// the builder without the file being read again. Null: not an export, or kept before this column.
// Frozen in time: never import application types here.
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("project_files").addColumn("message_export", "text").execute();
  await db.schema.alterTable("user_files").addColumn("message_export", "text").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("user_files").dropColumn("message_export").execute();
  await db.schema.alterTable("project_files").dropColumn("message_export").execute();
}
