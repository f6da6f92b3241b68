// A saved project keeps the builder's "File size limit for e-filing" choice (issue 24): "court", "none", or the
// person's own limit in MB as text ("12.5"). Null for projects saved before the choice was kept: they build with no
// limit, as they did. Frozen in time: never import application types here.
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("projects").addColumn("size_limit", "varchar(20)").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("projects").dropColumn("size_limit").execute();
}
