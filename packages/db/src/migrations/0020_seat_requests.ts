// A group invitation's link opened by an account whose e-mail is not the invited one no longer gives it the seat
// (issue 42, finding 5): the row remembers which account asked, so the group's owner can give the seat to it.
// Frozen in time: never import application types here.
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on the evolving schema types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("membership_members")
    .addColumn("requested_by_user_id", "varchar(36)", (c) => c.references("users.id").onDelete("set null"))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("membership_members").dropColumn("requested_by_user_id").execute();
}
