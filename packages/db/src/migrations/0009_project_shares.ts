// Share links of saved projects and the comments their holders leave. A link is stored only as the SHA-256 of its
// token, so a copied table cannot be turned back into working links. Frozen in time: never import application
// types here.
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("project_shares")
    .addColumn("id", "varchar(36)", (c) => c.primaryKey())
    .addColumn("project_id", "varchar(36)", (c) => c.notNull().references("projects.id").onDelete("cascade"))
    .addColumn("token_hash", "varchar(64)", (c) => c.notNull().unique())
    .addColumn("permissions", "varchar(10)", (c) => c.notNull())
    .addColumn("expires_at", "varchar(32)")
    .addColumn("revoked_at", "varchar(32)")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("project_shares_project_idx")
    .on("project_shares")
    .columns(["project_id", "created_at"])
    .execute();

  await db.schema
    .createTable("project_comments")
    .addColumn("id", "varchar(36)", (c) => c.primaryKey())
    .addColumn("project_id", "varchar(36)", (c) => c.notNull().references("projects.id").onDelete("cascade"))
    // Links are revoked, not deleted, so this stays set; "set null" keeps a comment should a link row ever go.
    .addColumn("share_id", "varchar(36)", (c) => c.references("project_shares.id").onDelete("set null"))
    .addColumn("author_name", "varchar(80)", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("project_comments_project_idx")
    .on("project_comments")
    .columns(["project_id", "created_at"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("project_comments").execute();
  await db.schema.dropTable("project_shares").execute();
}
