// membership.repository on SQLite and PostgreSQL: checkouts move open → paid or canceled (a paid one never back), a
// checkout grants one membership (unique), the latest and running memberships are chosen by their end, a seat
// counts once accepted, a one-time pass's use is taken once under a race, a seat link works once, and a webhook
// event is recorded once.
import { expect, it } from "vitest";
import { newId, toDbTime } from "@courtready/db";
import type { MembershipMember } from "@courtready/db";
import {
  at,
  aUser,
  checkoutRow,
  DAY,
  describeOnEachDialect,
  membershipRow,
  T0,
} from "../../testing/db.factories.ts";
import { isUniqueViolation } from "../auth/identities.repository.ts";
import * as repo from "./membership.repository.ts";

const seatRow = (ownerId: string, overrides: Partial<MembershipMember> = {}): MembershipMember => ({
  id: newId(),
  owner_id: ownerId,
  email_normalized: `seat-${newId()}@example.com`,
  invited_at: toDbTime(T0),
  token_hash: null,
  token_expires_at: null,
  member_user_id: null,
  accepted_at: null,
  requested_by_user_id: null,
  confirming_since: null,
  ...overrides,
});

describeOnEachDialect("membership.repository", (db) => {
  const now = toDbTime(T0);

  it("moves a checkout from open to paid, and a paid one is never canceled", async () => {
    const user = await aUser(db());
    const checkout = checkoutRow(user.id);
    await repo.insertCheckout(db(), checkout);
    await repo.setCheckoutSession(db(), checkout.id, "cs_test_1");
    await repo.markCheckoutPaid(db(), checkout.id, toDbTime(at(1000)), "pi_1");
    await repo.cancelOpenCheckout(db(), checkout.id, toDbTime(at(2000)));
    expect(await repo.findCheckout(db(), checkout.id)).toEqual({
      ...checkout,
      provider_session_id: "cs_test_1",
      provider_payment_id: "pi_1",
      status: "paid",
      completed_at: toDbTime(at(1000)),
    });
    const open = checkoutRow(user.id);
    await repo.insertCheckout(db(), open);
    await repo.cancelOpenCheckout(db(), open.id, toDbTime(at(3000)));
    expect(await repo.findCheckout(db(), open.id)).toMatchObject({
      status: "canceled",
      completed_at: toDbTime(at(3000)),
    });
  });

  it("grants one membership per checkout: a second is a unique violation", async () => {
    const user = await aUser(db());
    const checkout = checkoutRow(user.id, { status: "paid" });
    await repo.insertCheckout(db(), checkout);
    const granted = membershipRow(user.id, { checkout_id: checkout.id });
    await repo.insertMembership(db(), granted);
    const error = await repo
      .insertMembership(db(), membershipRow(user.id, { checkout_id: checkout.id }))
      .catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
    expect(await repo.findMembershipByCheckout(db(), checkout.id)).toEqual(granted);
  });

  it("chooses the unended membership of the given types that ends last, started or not", async () => {
    const user = await aUser(db());
    const ended = membershipRow(user.id, { expires_at: toDbTime(at(-1)) });
    const soon = membershipRow(user.id, { expires_at: toDbTime(at(10 * DAY)) });
    const future = membershipRow(user.id, {
      starts_at: toDbTime(at(10 * DAY)),
      expires_at: toDbTime(at(400 * DAY)),
    });
    const group = membershipRow(user.id, { type: "group-yearly", expires_at: toDbTime(at(900 * DAY)) });
    for (const m of [ended, soon, future, group]) await repo.insertMembership(db(), m);
    expect(await repo.latestUnendedMembership(db(), user.id, ["yearly"], now)).toEqual(future);
    expect(await repo.latestUnendedMembership(db(), user.id, ["yearly", "group-yearly"], now)).toEqual(group);
    expect(await repo.latestUnendedMembership(db(), user.id, ["one_time"], now)).toBeUndefined();
    // Running means started too: the future one does not count yet.
    const running = await repo.ownedRunningMembership(db(), user.id, now);
    expect(running).toEqual(group);
    await db().deleteFrom("memberships").where("id", "=", group.id).execute();
    expect(await repo.ownedRunningMembership(db(), user.id, now)).toEqual(soon);
  });

  it("counts a seat only once it is accepted and while the owner's plan runs", async () => {
    const [owner, member] = [await aUser(db()), await aUser(db())];
    const plan = membershipRow(owner.id, { type: "group-yearly" });
    await repo.insertMembership(db(), plan);
    const seat = seatRow(owner.id, { member_user_id: member.id });
    await repo.insertGroupMember(db(), seat);
    expect(await repo.acceptedSeatMembership(db(), member.id, ["group-yearly"], now)).toBeUndefined();
    await db()
      .updateTable("membership_members")
      .set({ accepted_at: now })
      .where("id", "=", seat.id)
      .execute();
    expect(await repo.acceptedSeatMembership(db(), member.id, ["group-yearly"], now)).toEqual(plan);
    expect(await repo.acceptedSeatMembership(db(), member.id, ["group-monthly"], now)).toBeUndefined();
    expect(
      await repo.acceptedSeatMembership(db(), member.id, ["group-yearly"], toDbTime(at(366 * DAY))),
    ).toBeUndefined();
  });

  it("takes a one-time pass's use once, to one of two racing builds, and gives it back", async () => {
    const user = await aUser(db());
    const pass = membershipRow(user.id, { type: "one_time" });
    await repo.insertMembership(db(), pass);
    const taken = await Promise.all([repo.takeOneTimeUse(db(), pass.id), repo.takeOneTimeUse(db(), pass.id)]);
    expect(taken.sort()).toEqual([false, true]);
    await repo.returnOneTimeUse(db(), pass.id);
    expect(await repo.takeOneTimeUse(db(), pass.id)).toBe(true);
  });

  it("lists an owner's seats oldest first and removes them only for their owner", async () => {
    const [owner, other] = [await aUser(db()), await aUser(db())];
    const later = seatRow(owner.id, { invited_at: toDbTime(at(1000)), email_normalized: "a@example.com" });
    const earlier = seatRow(owner.id, { email_normalized: "z@example.com" });
    const tie = seatRow(owner.id, { email_normalized: "b@example.com", invited_at: toDbTime(at(1000)) });
    for (const s of [later, earlier, tie]) await repo.insertGroupMember(db(), s);
    expect((await repo.listGroupMembers(db(), owner.id)).map((s) => s.email_normalized)).toEqual([
      "z@example.com",
      "a@example.com",
      "b@example.com",
    ]);
    expect(await repo.deleteOwnersGroupMember(db(), other.id, later.id)).toBe(false);
    expect(await repo.deleteOwnersGroupMember(db(), owner.id, later.id)).toBe(true);
    await repo.deleteGroupMember(db(), tie.id);
    expect((await repo.listGroupMembers(db(), owner.id)).map((s) => s.id)).toEqual([earlier.id]);
  });

  it("gives a seat by its link once, before the link expires, only to an account of the invited address", async () => {
    const [owner, a, b] = [await aUser(db()), await aUser(db()), await aUser(db())];
    const hash = newId();
    const seat = seatRow(owner.id, { token_hash: hash, token_expires_at: toDbTime(at(DAY)) });
    await repo.insertGroupMember(db(), seat);
    expect(await repo.openInvitationEmail(db(), hash, now)).toBe(seat.email_normalized);
    // Another address with the link gets nothing (issue 42, finding 5).
    expect(await repo.acceptSeatByTokenHash(db(), b.id, "other@example.com", hash, now)).toBe(false);
    const answers = await Promise.all([
      repo.acceptSeatByTokenHash(db(), a.id, seat.email_normalized, hash, now),
      repo.acceptSeatByTokenHash(db(), b.id, seat.email_normalized, hash, now),
    ]);
    expect(answers.sort()).toEqual([false, true]);
    const [row] = await repo.listGroupMembers(db(), owner.id);
    expect(row).toMatchObject({ accepted_at: now });
    expect([a.id, b.id]).toContain(row?.member_user_id);
    expect(await repo.openInvitationEmail(db(), hash, now)).toBeUndefined();
    const late = seatRow(owner.id, { token_hash: newId(), token_expires_at: toDbTime(at(-1)) });
    await repo.insertGroupMember(db(), late);
    expect(await repo.acceptSeatByTokenHash(db(), a.id, late.email_normalized, late.token_hash!, now)).toBe(
      false,
    );
  });

  it("notes who asked for a seat, names them, and lets only the owner give it to them, once", async () => {
    const [owner, other, asker] = [await aUser(db()), await aUser(db()), await aUser(db())];
    const hash = newId();
    const seat = seatRow(owner.id, { token_hash: hash, token_expires_at: toDbTime(at(DAY)) });
    await repo.insertGroupMember(db(), seat);
    expect(await repo.giveSeatToRequester(db(), owner.id, seat.id, now)).toBe(false); // nobody asked yet
    await repo.requestSeatByTokenHash(db(), asker.id, hash, now);
    const [asked] = await repo.listGroupMembers(db(), owner.id);
    expect(asked).toMatchObject({ asker_email: asker.email, accepted_at: null, holder_email: null });
    expect(await repo.giveSeatToRequester(db(), other.id, seat.id, now)).toBe(false);
    expect(await repo.giveSeatToRequester(db(), owner.id, seat.id, now)).toBe(true);
    expect(await repo.giveSeatToRequester(db(), owner.id, seat.id, now)).toBe(false);
    const [given] = await repo.listGroupMembers(db(), owner.id);
    expect(given).toMatchObject({ member_user_id: asker.id, holder_email: asker.email, accepted_at: now });
    expect(await repo.openInvitationEmail(db(), hash, now)).toBeUndefined();
  });

  it("holds a seat for its address's confirmation, resends only after the pause, and gives it on confirmation", async () => {
    const [owner, invitee] = [await aUser(db()), await aUser(db())];
    const hash = newId();
    const seat = seatRow(owner.id, {
      email_normalized: invitee.email_normalized,
      token_hash: hash,
      token_expires_at: toDbTime(at(DAY)),
    });
    // The same address invited by another owner, a link it never opened.
    const secondOwner = await aUser(db());
    const untouched = seatRow(secondOwner.id, { email_normalized: invitee.email_normalized });
    const plan = membershipRow(owner.id, { type: "group-yearly" });
    await repo.insertMembership(db(), plan);
    await repo.insertGroupMember(db(), seat);
    const other = await aUser(db());
    await repo.insertGroupMember(db(), untouched);
    // Only the invited address holds it, and a second hold inside the pause is refused (no second mail).
    expect(await repo.holdSeatForConfirmation(db(), "x@example.com", hash, now, now)).toBe(false);
    expect(await repo.holdSeatForConfirmation(db(), invitee.email_normalized, hash, now, now)).toBe(true);
    const later = toDbTime(at(1000));
    expect(await repo.holdSeatForConfirmation(db(), invitee.email_normalized, hash, later, now)).toBe(false);
    expect(await repo.holdSeatForConfirmation(db(), invitee.email_normalized, hash, later, later)).toBe(true);
    // Held is not joined: the seat counts for nobody until the confirmation.
    expect(await repo.acceptedSeatMembership(db(), invitee.id, ["group-yearly"], later)).toBeUndefined();
    const held = (await repo.listGroupMembers(db(), owner.id)).find((m) => m.id === seat.id);
    expect(held).toMatchObject({ confirming_since: later, accepted_at: null, member_user_id: null });
    // Confirming another address gives nothing; the invitee's confirmation gives the held seat only, once.
    expect(await repo.grantConfirmedSeats(db(), other.id, other.email_normalized, now)).toBe(0);
    expect(await repo.grantConfirmedSeats(db(), invitee.id, invitee.email_normalized, later)).toBe(1);
    expect(await repo.grantConfirmedSeats(db(), invitee.id, invitee.email_normalized, later)).toBe(0);
    const [granted] = await repo.listGroupMembers(db(), owner.id);
    expect(granted).toMatchObject({ member_user_id: invitee.id, accepted_at: later, confirming_since: null });
    const [notOpened] = await repo.listGroupMembers(db(), secondOwner.id);
    expect(notOpened).toMatchObject({ member_user_id: null, accepted_at: null });
    expect(await repo.acceptedSeatMembership(db(), invitee.id, ["group-yearly"], later)).toEqual(plan);
    expect(await repo.openInvitationEmail(db(), hash, later)).toBeUndefined();
  });

  it("records a webhook event once", async () => {
    const event = { id: `evt_${newId()}`, type: "checkout.session.completed" };
    expect(await repo.recordWebhookEvent(db(), event, now)).toBe(true);
    expect(await repo.recordWebhookEvent(db(), event, now)).toBe(false);
  });
});
