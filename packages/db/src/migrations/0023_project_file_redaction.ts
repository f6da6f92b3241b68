// A saved project's file keeps its redaction (issue 43): the hits the person accepted and the boxes they drew, as
// JSON text, on the file's row, so a reorder (which changes sort_order, never the row) keeps each file's own.
// Null: nothing to redact. Text holds JSON on both dialects, as build_jobs.input does.
// Frozen in time: never import application types here.
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("project_files").addColumn("redaction", "text").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("project_files").dropColumn("redaction").execute();
}
