// The file library: folders and stored user files. Frozen in time: never import application types here.
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("folders")
    .addColumn("id", "varchar(36)", (c) => c.primaryKey())
    .addColumn("user_id", "varchar(36)", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("name", "varchar(100)", (c) => c.notNull())
    .addColumn("description", "varchar(500)", (c) => c.notNull())
    .addColumn("color", "varchar(7)", (c) => c.notNull())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("folders_user_id_idx").on("folders").column("user_id").execute();

  await db.schema
    .createTable("user_files")
    .addColumn("id", "varchar(36)", (c) => c.primaryKey())
    .addColumn("user_id", "varchar(36)", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("folder_id", "varchar(36)", (c) => c.references("folders.id").onDelete("set null"))
    .addColumn("storage_key", "varchar(512)", (c) => c.notNull())
    .addColumn("thumbnail_key", "varchar(512)")
    .addColumn("original_filename", "varchar(255)", (c) => c.notNull())
    .addColumn("detected_type", "varchar(20)", (c) => c.notNull())
    .addColumn("file_type", "varchar(40)", (c) => c.notNull())
    .addColumn("mime_type", "varchar(120)", (c) => c.notNull())
    .addColumn("file_size", "bigint", (c) => c.notNull())
    .addColumn("sha256", "varchar(64)", (c) => c.notNull())
    .addColumn("page_count", "integer")
    .addColumn("category", "varchar(20)", (c) => c.notNull())
    .addColumn("ai_description", "text")
    .addColumn("user_description", "text", (c) => c.notNull())
    .addColumn("tags", "text", (c) => c.notNull())
    .addColumn("warnings", "text", (c) => c.notNull())
    .addColumn("uploaded_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("user_files_user_uploaded_idx")
    .on("user_files")
    .columns(["user_id", "uploaded_at"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("user_files").execute();
  await db.schema.dropTable("folders").execute();
}
