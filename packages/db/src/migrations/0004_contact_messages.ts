// Messages sent through the contact form. Frozen in time: never import application types here.
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("contact_messages")
    .addColumn("id", "varchar(36)", (c) => c.primaryKey())
    .addColumn("user_id", "varchar(36)", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("name", "varchar(100)", (c) => c.notNull())
    .addColumn("email", "varchar(254)", (c) => c.notNull())
    .addColumn("subject", "varchar(20)", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("sender_ip", "varchar(64)", (c) => c.notNull())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("emailed_at", "varchar(32)")
    .execute();
  await db.schema
    .createIndex("contact_messages_ip_created_idx")
    .on("contact_messages")
    .columns(["sender_ip", "created_at"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("contact_messages").execute();
}
