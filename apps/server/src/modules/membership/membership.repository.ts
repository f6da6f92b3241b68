// checkouts, memberships, membership_members (group seats) and webhook_events access. Times are database times
// (toDbTime); every function takes the handle first, so a transaction's handle works as well as the app's.
import type { Kysely } from "kysely";
import type { Checkout, Database, Membership, MembershipMember } from "@courtready/db";

type Db = Kysely<Database>;

export async function insertCheckout(db: Db, checkout: Checkout): Promise<void> {
  await db.insertInto("checkouts").values(checkout).execute();
}

export async function setCheckoutSession(db: Db, id: string, providerSessionId: string): Promise<void> {
  await db
    .updateTable("checkouts")
    .set({ provider_session_id: providerSessionId })
    .where("id", "=", id)
    .execute();
}

export async function findCheckout(db: Db, id: string): Promise<Checkout | undefined> {
  return db.selectFrom("checkouts").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function markCheckoutPaid(
  db: Db,
  id: string,
  at: string,
  paymentId: string | null,
): Promise<void> {
  await db
    .updateTable("checkouts")
    .set({ status: "paid", completed_at: at, provider_payment_id: paymentId })
    .where("id", "=", id)
    .execute();
}

/** Cancels the checkout if it is still open; a paid or canceled one stays as it is. */
export async function cancelOpenCheckout(db: Db, id: string, at: string): Promise<void> {
  await db
    .updateTable("checkouts")
    .set({ status: "canceled", completed_at: at })
    .where("id", "=", id)
    .where("status", "=", "open")
    .execute();
}

export async function findMembershipByCheckout(db: Db, checkoutId: string): Promise<Membership | undefined> {
  return db.selectFrom("memberships").selectAll().where("checkout_id", "=", checkoutId).executeTakeFirst();
}

export async function insertMembership(db: Db, membership: Membership): Promise<void> {
  await db.insertInto("memberships").values(membership).execute();
}

/** The end of the owner's latest membership of one of `types` that has not ended at `at` (started or not). */
export async function latestUnendedMembership(
  db: Db,
  ownerId: string,
  types: readonly string[],
  at: string,
): Promise<Membership | undefined> {
  return db
    .selectFrom("memberships")
    .selectAll()
    .where("owner_id", "=", ownerId)
    .where("type", "in", [...types])
    .where("expires_at", ">", at)
    .orderBy("expires_at", "desc")
    .executeTakeFirst();
}

/** The person's own membership running at `at` that ends last. */
export async function ownedRunningMembership(
  db: Db,
  userId: string,
  at: string,
): Promise<Membership | undefined> {
  return db
    .selectFrom("memberships")
    .selectAll()
    .where("owner_id", "=", userId)
    .where("expires_at", ">", at)
    .where("starts_at", "<=", at)
    .orderBy("expires_at", "desc")
    .executeTakeFirst();
}

/** The running membership of `types` whose owner gave this account a seat it accepted, ending last. */
export async function acceptedSeatMembership(
  db: Db,
  userId: string,
  types: readonly string[],
  at: string,
): Promise<Membership | undefined> {
  return db
    .selectFrom("membership_members")
    .innerJoin("memberships", "memberships.owner_id", "membership_members.owner_id")
    .selectAll("memberships")
    .where("membership_members.member_user_id", "=", userId)
    .where("membership_members.accepted_at", "is not", null)
    .where("memberships.expires_at", ">", at)
    .where("memberships.starts_at", "<=", at)
    .where("memberships.type", "in", [...types])
    .orderBy("memberships.expires_at", "desc")
    .executeTakeFirst();
}

/** Takes a one-time pass's single use (0 → 1); false when it was already taken. */
export async function takeOneTimeUse(db: Db, membershipId: string): Promise<boolean> {
  const taken = await db
    .updateTable("memberships")
    .set({ one_time_use_count: 1 })
    .where("id", "=", membershipId)
    .where("one_time_use_count", "=", 0)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

export async function returnOneTimeUse(db: Db, membershipId: string): Promise<void> {
  await db.updateTable("memberships").set({ one_time_use_count: 0 }).where("id", "=", membershipId).execute();
}

/** The owner's invitations and seats, oldest first. */
/** The owner's invitations with the accounts that hold or ask for each seat (name and e-mail). */
export async function listGroupMembers(db: Db, ownerId: string) {
  return db
    .selectFrom("membership_members as m")
    .leftJoin("users as holder", "holder.id", "m.member_user_id")
    .leftJoin("users as asker", "asker.id", "m.requested_by_user_id")
    .select([
      "m.id",
      "m.email_normalized",
      "m.invited_at",
      "m.accepted_at",
      "m.member_user_id",
      "m.confirming_since",
      "holder.email as holder_email",
      "holder.first_name as holder_first_name",
      "holder.last_name as holder_last_name",
      "asker.email as asker_email",
      "asker.first_name as asker_first_name",
      "asker.last_name as asker_last_name",
    ])
    .where("m.owner_id", "=", ownerId)
    .orderBy("m.invited_at")
    .orderBy("m.email_normalized")
    .execute();
}

export async function insertGroupMember(db: Db, row: MembershipMember): Promise<void> {
  await db.insertInto("membership_members").values(row).execute();
}

export async function deleteGroupMember(db: Db, id: string): Promise<void> {
  await db.deleteFrom("membership_members").where("id", "=", id).execute();
}

/** Removes one of the owner's invitations or seats; false when the owner has no such row. */
export async function deleteOwnersGroupMember(db: Db, ownerId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom("membership_members")
    .where("id", "=", id)
    .where("owner_id", "=", ownerId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Gives the seat whose link has this token hash to the account, once: the hash is cleared, and only a link that
 * has not ended and was not accepted counts. False when no such invitation stands.
 */
/** The invited address of a link that still works (not used, not expired, not withdrawn), or undefined. */
export async function openInvitationEmail(
  db: Db,
  tokenHash: string,
  at: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom("membership_members")
    .select("email_normalized")
    .where("token_hash", "=", tokenHash)
    .where("token_expires_at", ">", at)
    .where("accepted_at", "is", null)
    .executeTakeFirst();
  return row?.email_normalized;
}

/** A seat now held by the account: its link stops working, and nobody asks or waits for it any more. */
function seatTakenBy(userId: string, at: string) {
  return {
    member_user_id: userId,
    accepted_at: at,
    token_hash: null,
    requested_by_user_id: null,
    confirming_since: null,
  };
}

/**
 * Gives the seat of a working link to the account, only when the invitation is for the account's address (issue 42,
 * finding 5); the link then stops working. One conditional update, so two openings at once give it once.
 */
export async function acceptSeatByTokenHash(
  db: Db,
  userId: string,
  emailNormalized: string,
  tokenHash: string,
  at: string,
): Promise<boolean> {
  const accepted = await db
    .updateTable("membership_members")
    .set(seatTakenBy(userId, at))
    .where("token_hash", "=", tokenHash)
    .where("token_expires_at", ">", at)
    .where("accepted_at", "is", null)
    .where("email_normalized", "=", emailNormalized)
    .executeTakeFirst();
  return Number(accepted.numUpdatedRows) === 1;
}

/** Notes that an account with another address opened a working link and asks for its seat; the link keeps working. */
export async function requestSeatByTokenHash(
  db: Db,
  userId: string,
  tokenHash: string,
  at: string,
): Promise<void> {
  await db
    .updateTable("membership_members")
    .set({ requested_by_user_id: userId })
    .where("token_hash", "=", tokenHash)
    .where("token_expires_at", ">", at)
    .where("accepted_at", "is", null)
    .execute();
}

/** The owner gives a seat nobody holds to the account that asked for it; false when there is no such request. */
export async function giveSeatToRequester(db: Db, ownerId: string, id: string, at: string): Promise<boolean> {
  const given = await db
    .updateTable("membership_members")
    .set((eb) => ({
      member_user_id: eb.ref("requested_by_user_id"),
      accepted_at: at,
      token_hash: null,
      requested_by_user_id: null,
      confirming_since: null,
    }))
    .where("id", "=", id)
    .where("owner_id", "=", ownerId)
    .where("accepted_at", "is", null)
    .where("requested_by_user_id", "is not", null)
    .executeTakeFirst();
  return Number(given.numUpdatedRows) === 1;
}

/**
 * Notes that the account with the invited address opened a working link without having proven that address (issue
 * 42, finding 5): the seat waits for the confirmation link mailed to it. False when the link no longer works or a
 * confirmation was sent since `resendAfter` (so reopening the link cannot flood the mailbox).
 */
export async function holdSeatForConfirmation(
  db: Db,
  emailNormalized: string,
  tokenHash: string,
  at: string,
  resendAfter: string,
): Promise<boolean> {
  const held = await db
    .updateTable("membership_members")
    .set({ confirming_since: at })
    .where("token_hash", "=", tokenHash)
    .where("token_expires_at", ">", at)
    .where("accepted_at", "is", null)
    .where("email_normalized", "=", emailNormalized)
    .where((eb) => eb.or([eb("confirming_since", "is", null), eb("confirming_since", "<", resendAfter)]))
    .executeTakeFirst();
  return Number(held.numUpdatedRows) === 1;
}

/**
 * The account proved its address: every seat held for that address's confirmation becomes its own (and each link
 * stops working). Returns how many. Invitations the address never opened stay invitations.
 */
export async function grantConfirmedSeats(
  db: Db,
  userId: string,
  emailNormalized: string,
  at: string,
): Promise<number> {
  const granted = await db
    .updateTable("membership_members")
    .set(seatTakenBy(userId, at))
    .where("email_normalized", "=", emailNormalized)
    .where("accepted_at", "is", null)
    .where("confirming_since", "is not", null)
    .executeTakeFirst();
  return Number(granted.numUpdatedRows);
}

/** Records a webhook event's id; false when it was recorded before (the event is a replay). */
export async function recordWebhookEvent(
  db: Db,
  event: { id: string; type: string },
  at: string,
): Promise<boolean> {
  const seen = await db
    .selectFrom("webhook_events")
    .select("id")
    .where("id", "=", event.id)
    .executeTakeFirst();
  if (seen) return false;
  await db.insertInto("webhook_events").values({ id: event.id, type: event.type, received_at: at }).execute();
  return true;
}
