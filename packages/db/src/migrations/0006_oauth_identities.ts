// Google and Apple sign-in: the provider accounts linked to users, and the short-lived state of sign-ins under way.
// Frozen in time: never import application types here.
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("oauth_identities")
    .addColumn("id", "varchar(36)", (c) => c.primaryKey())
    .addColumn("provider", "varchar(16)", (c) => c.notNull())
    .addColumn("subject", "varchar(255)", (c) => c.notNull())
    .addColumn("user_id", "varchar(36)", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("email", "varchar(254)", (c) => c.notNull())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addUniqueConstraint("oauth_identities_provider_subject_key", ["provider", "subject"])
    .execute();
  await db.schema
    .createIndex("oauth_identities_user_id_idx")
    .on("oauth_identities")
    .column("user_id")
    .execute();

  await db.schema
    .createTable("oauth_states")
    .addColumn("id", "varchar(64)", (c) => c.primaryKey())
    .addColumn("provider", "varchar(16)", (c) => c.notNull())
    .addColumn("code_verifier", "varchar(128)", (c) => c.notNull())
    .addColumn("nonce", "varchar(128)", (c) => c.notNull())
    .addColumn("redirect_uri", "varchar(2048)", (c) => c.notNull())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("expires_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("oauth_states_expires_at_idx")
    .on("oauth_states")
    .column("expires_at")
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("oauth_states").execute();
  await db.schema.dropTable("oauth_identities").execute();
}
