// A password account proves its address by opening a link mailed to it (issue 42, finding 5): the account records
// when, one-time links of another purpose share the password reset table (same hashing, expiry and single use),
// and an invitation opened by its own address waits for that proof. Numbered after issue 40's 0021_leases, made on
// another branch at the same time. Frozen in time: never import application types here.
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").addColumn("email_verified_at", "varchar(32)").execute();
  await db.schema
    .alterTable("password_reset_tokens")
    .addColumn("purpose", "varchar(32)", (c) => c.notNull().defaultTo("password-reset"))
    .execute();
  await db.schema.alterTable("membership_members").addColumn("confirming_since", "varchar(32)").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("membership_members").dropColumn("confirming_since").execute();
  await db.schema.alterTable("password_reset_tokens").dropColumn("purpose").execute();
  await db.schema.alterTable("users").dropColumn("email_verified_at").execute();
}
