// Group seats go to a person only once they open the link e-mailed to the invited address (issue 22, finding 9):
// each invitation keeps the SHA-256 of that link's secret and when it ends, and a seat names the account that
// accepted it. Invitations made before this migration have no link, so they hold no seat until the buyer invites
// again (signing up with an address never proved it). Frozen in time: never import application types here.
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("membership_members").addColumn("token_hash", "varchar(64)").execute();
  await db.schema.alterTable("membership_members").addColumn("token_expires_at", "varchar(32)").execute();
  await db.schema
    .alterTable("membership_members")
    .addColumn("member_user_id", "varchar(36)", (c) => c.references("users.id").onDelete("set null"))
    .execute();
  await db.schema.alterTable("membership_members").addColumn("accepted_at", "varchar(32)").execute();
  await db.schema
    .createIndex("membership_members_token_idx")
    .on("membership_members")
    .column("token_hash")
    .unique()
    .execute();
  await db.schema
    .createIndex("membership_members_member_idx")
    .on("membership_members")
    .column("member_user_id")
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("membership_members_member_idx").execute();
  await db.schema.dropIndex("membership_members_token_idx").execute();
  for (const column of ["accepted_at", "member_user_id", "token_expires_at", "token_hash"])
    await db.schema.alterTable("membership_members").dropColumn(column).execute();
}
