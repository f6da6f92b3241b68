// Membership: checkouts (one per purchase attempt), memberships (what a paid checkout grants), group seats, and
// the card provider's webhook events already handled. Frozen in time: never import application types here.
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("checkouts")
    .addColumn("id", "varchar(36)", (c) => c.primaryKey())
    .addColumn("user_id", "varchar(36)", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("tier", "varchar(20)", (c) => c.notNull())
    .addColumn("amount_cents", "integer", (c) => c.notNull())
    .addColumn("currency", "varchar(3)", (c) => c.notNull())
    .addColumn("provider", "varchar(10)", (c) => c.notNull())
    .addColumn("provider_session_id", "varchar(255)")
    .addColumn("provider_payment_id", "varchar(255)")
    .addColumn("status", "varchar(10)", (c) => c.notNull())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("completed_at", "varchar(32)")
    .execute();
  await db.schema.createIndex("checkouts_user_id_idx").on("checkouts").column("user_id").execute();

  await db.schema
    .createTable("memberships")
    .addColumn("id", "varchar(36)", (c) => c.primaryKey())
    .addColumn("owner_id", "varchar(36)", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("type", "varchar(20)", (c) => c.notNull())
    .addColumn("starts_at", "varchar(32)", (c) => c.notNull())
    .addColumn("expires_at", "varchar(32)", (c) => c.notNull())
    .addColumn("one_time_use_count", "integer", (c) => c.notNull())
    .addColumn("checkout_id", "varchar(36)", (c) =>
      c.references("checkouts.id").onDelete("set null").unique(),
    )
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("memberships_owner_expires_idx")
    .on("memberships")
    .columns(["owner_id", "expires_at"])
    .execute();

  await db.schema
    .createTable("membership_members")
    .addColumn("id", "varchar(36)", (c) => c.primaryKey())
    .addColumn("owner_id", "varchar(36)", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("email_normalized", "varchar(254)", (c) => c.notNull())
    .addColumn("invited_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("membership_members_unique_idx")
    .on("membership_members")
    .columns(["owner_id", "email_normalized"])
    .unique()
    .execute();
  await db.schema
    .createIndex("membership_members_email_idx")
    .on("membership_members")
    .column("email_normalized")
    .execute();

  await db.schema
    .createTable("webhook_events")
    .addColumn("id", "varchar(255)", (c) => c.primaryKey())
    .addColumn("type", "varchar(100)", (c) => c.notNull())
    .addColumn("received_at", "varchar(32)", (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("webhook_events").execute();
  await db.schema.dropTable("membership_members").execute();
  await db.schema.dropTable("memberships").execute();
  await db.schema.dropTable("checkouts").execute();
}
