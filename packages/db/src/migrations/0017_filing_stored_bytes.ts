// A filed binder's kept copies count toward the person's storage quota: project_filings.stored_bytes is what its
// filed PDF and (for a binder in volumes) its ZIP of every volume take, written when it is filed. Null for rows not
// yet filed, and for filings made before it was kept until the hourly maintenance measures them.
// Frozen in time: never import application types here.
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("project_filings").addColumn("stored_bytes", "bigint").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("project_filings").dropColumn("stored_bytes").execute();
}
