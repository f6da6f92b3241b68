// A saved project keeps the builder's "Make the scans smaller" choice (issue 37 §3): 1 when the person chose smaller
// scans over volumes, 0 when they chose volumes, null when they never chose (projects saved before the choice was
// kept build as they did: split, never compressed). Read by every build of the project (preview, Generate, kit).
// Frozen in time: never import application types here.
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("projects").addColumn("compress_scans", "integer").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("projects").dropColumn("compress_scans").execute();
}
