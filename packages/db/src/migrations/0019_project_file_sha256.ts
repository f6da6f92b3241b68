// A saved project's file keeps the SHA-256 (hex) of its bytes, as a library file does (user_files.sha256), so the
// person's storage counts bytes kept both in a project and in the library once (issue 37). Null for files saved
// before it: they count by their size, as they did.
// Frozen in time: never import application types here.
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("project_files").addColumn("sha256", "varchar(64)").execute();
  await db.schema.createIndex("project_files_sha256_idx").on("project_files").column("sha256").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("project_files_sha256_idx").execute();
  await db.schema.alterTable("project_files").dropColumn("sha256").execute();
}
