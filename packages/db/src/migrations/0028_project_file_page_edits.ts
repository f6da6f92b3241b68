// A saved project's file keeps its page edits (issue 37 §3): pages turned, removed and reordered in the binder, as
// JSON text on the file's row (contracts ZPageEdits, in canonicalPageEdits' form), so a reorder of the exhibits
// (which changes sort_order, never the row) keeps each file's own and the next build applies them again. Null: no
// edits. Text holds JSON on both dialects, as redaction (0023) and messages (0026) do.
// Frozen in time: never import application types here.
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("project_files").addColumn("page_edits", "text").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("project_files").dropColumn("page_edits").execute();
}
