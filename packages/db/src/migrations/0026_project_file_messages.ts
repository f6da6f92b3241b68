// A saved project's file keeps the person's message choice (issue 38): for a message export (an SMS backup, a
// WhatsApp chat, an e-mail or a mailbox), the conversations picked, the days, single messages, the time zone and the
// declaration, as JSON text on the file's row, so a reorder (which changes sort_order, never the row) keeps each
// file's own. Null: not an export, or nothing picked. Text holds JSON on both dialects, as redaction does (0023).
// Numbered 0026, leaving 0025 to work in flight elsewhere; the runner applies them in name order.
// Frozen in time: never import application types here.
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("project_files").addColumn("messages", "text").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("project_files").dropColumn("messages").execute();
}
