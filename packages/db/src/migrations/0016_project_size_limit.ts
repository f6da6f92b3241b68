// A saved project keeps the builder's "File size limit for e-filing" choice (issue 24): "court", "none", or the
// person's own limit in MB as text ("12.5"). Null for projects saved before the choice was kept: they build with no
// limit, as they did. A project's binder split under it is filed as volumes: project_filings.volumes says how many
// (null: one file), and the filed copy keeps the ZIP of every volume beside volume 1's PDF.
// Frozen in time: never import application types here.
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("projects").addColumn("size_limit", "varchar(20)").execute();
  await db.schema.alterTable("project_filings").addColumn("volumes", "integer").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("project_filings").dropColumn("volumes").execute();
  await db.schema.alterTable("projects").dropColumn("size_limit").execute();
}
