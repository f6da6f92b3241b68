// Membership rules: checkout (a record first, then the provider's page), fulfilment (the one path that grants a
// membership, shared by the Stripe webhook and the test checkout, safe to run twice), status, and group seats.
import type { Kysely, Transaction } from "kysely";
import type Stripe from "stripe";
import type { Checkout, Database, Membership } from "@courtready/db";
import { newId, toDbTime } from "@courtready/db";
import { createHash, randomBytes } from "node:crypto";
import {
  GROUP_INVITE_TTL_DAYS,
  JOIN_GROUP_FRAGMENT,
  JOIN_GROUP_PATH,
  MAX_GROUP_INVITES,
  MEMBERSHIP_MESSAGES,
  inviteForAnotherAddress,
  maskEmail,
  messageFor,
  planById,
} from "@courtready/contracts";
import type {
  Language,
  Plan,
  TAcceptInvitePending,
  TGroupResponse,
  TMembershipStatus,
  TMembershipType,
  TPlanId,
  TUser,
} from "@courtready/contracts";
import { HttpError } from "../../plugins/errors.ts";
import { requireGroupOwner, requireOwned } from "../../policy.ts";
import type { TSignupRequest } from "@courtready/contracts";
import type { Clock } from "../../clock.ts";
import type { AuthSettings, LoginCheckSettings } from "../auth/auth.service.ts";
import { logIn, savedLanguageOf, signUp, signupAnswer } from "../auth/auth.service.ts";
import type { SignupMailer } from "../auth/signup-mail.ts";
import { normalizeEmail } from "../auth/email.ts";
import { addressIsProven } from "../auth/email-confirmation.ts";
import type { CheckoutUrls, PaymentProvider } from "./payment-providers.ts";
import { holdSeat } from "./seat-confirmation.ts";
import type { SeatMailer } from "./seat-confirmation.ts";
import {
  acceptSeatByTokenHash,
  giveSeatToRequester,
  openInvitationEmail,
  requestSeatByTokenHash,
  acceptedSeatMembership,
  cancelOpenCheckout,
  deleteGroupMember,
  deleteOwnersGroupMember,
  findCheckout,
  findMembershipByCheckout,
  insertCheckout,
  insertGroupMember,
  insertMembership,
  latestUnendedMembership,
  listGroupMembers,
  markCheckoutPaid,
  ownedRunningMembership,
  recordWebhookEvent,
  returnOneTimeUse,
  setCheckoutSession,
  takeOneTimeUse,
} from "./membership.repository.ts";

type Db = Kysely<Database> | Transaction<Database>;

const GROUP_TYPES: ReadonlySet<string> = new Set(["group-monthly", "group-yearly"]);

/** When a membership bought now ends: days are added as days, months as calendar months (UTC). */
export function expiryOf(plan: Plan, start: Date): Date {
  const end = new Date(start.getTime());
  if (plan.validity.unit === "days") end.setUTCDate(end.getUTCDate() + plan.validity.count);
  else end.setUTCMonth(end.getUTCMonth() + plan.validity.count);
  return end;
}

export function planOrThrow(tier: string): Plan {
  const plan = planById(tier);
  if (!plan) throw new HttpError(400, "Choose one of the membership plans.");
  return plan;
}

export async function startCheckout(
  db: Kysely<Database>,
  provider: PaymentProvider,
  user: TUser,
  tier: TPlanId,
  urls: (checkoutId: string) => CheckoutUrls,
  now: Date,
): Promise<string> {
  const plan = planOrThrow(tier);
  const checkout: Checkout = {
    id: newId(),
    user_id: user.id,
    tier: plan.id,
    amount_cents: plan.priceCents,
    currency: "usd",
    provider: provider.name,
    provider_session_id: null,
    provider_payment_id: null,
    status: "open",
    created_at: toDbTime(now),
    completed_at: null,
  };
  await insertCheckout(db, checkout);
  const session = await provider.createSession(checkout.id, plan, urls(checkout.id), user.email);
  await setCheckoutSession(db, checkout.id, session.providerSessionId);
  return session.url;
}

/**
 * Starts a checkout for `tier` with the installation's provider (none under PAYMENTS=free: nothing is sold). The
 * return links are built on PUBLIC_BASE_URL, never on the request's Host header.
 */
export async function checkoutFor(
  db: Kysely<Database>,
  provider: PaymentProvider | null,
  user: TUser,
  tier: string,
  baseUrl: string,
  now: Date,
): Promise<string> {
  if (!provider) throw new HttpError(409, MEMBERSHIP_MESSAGES.freeInstallation);
  const plan = planOrThrow(tier);
  const urls = () => ({
    // Stripe fills in {CHECKOUT_SESSION_ID}; the spec's page reads success, tier and session_id.
    success: `${baseUrl}/membership?success=true&tier=${encodeURIComponent(plan.id)}&session_id={CHECKOUT_SESSION_ID}`,
    cancel: `${baseUrl}/membership?canceled=true`,
  });
  return startCheckout(db, provider, user, plan.id, urls, now);
}

/**
 * Sign-up and checkout in one step: the account is made and signed in at once, so the person comes back from
 * paying to their own membership page. The caller sets the session cookie from `session`.
 */
export async function signUpAndCheckout(
  db: Kysely<Database>,
  provider: PaymentProvider | null,
  request: TSignupRequest & { tier: string; ip: string; deviceToken: string },
  settings: AuthSettings & LoginCheckSettings & { publicBaseUrl: string },
  clock: Clock,
  mailer: SignupMailer,
): Promise<{ checkoutUrl: string; session: Awaited<ReturnType<typeof logIn>> }> {
  const { tier, ip, deviceToken, ...details } = request;
  if (!provider) throw new HttpError(409, MEMBERSHIP_MESSAGES.freeInstallation);
  planOrThrow(tier);
  // Sign-up answers alike for a new address and a known one (its mailbox is told which); the sign-in that follows
  // then works for a new account and for the owner who typed their own password, and otherwise says to read the mail.
  await signUp(db, details, clock(), mailer);
  const session = await logIn(
    db,
    { email: details.email, password: details.password, ip, deviceToken },
    clock(),
    settings,
  ).catch((error: unknown) => {
    if (error instanceof HttpError && error.statusCode === 401)
      throw new HttpError(401, signupAnswer(mailer.send !== null));
    throw error;
  });
  const checkoutUrl = await checkoutFor(db, provider, session.user, tier, settings.publicBaseUrl, clock());
  return { checkoutUrl, session };
}

/** The person's own checkout, or the same 404 for a missing id and someone else's. */
export async function ownCheckout(db: Kysely<Database>, user: TUser, id: string): Promise<Checkout> {
  return requireOwned(user, await findCheckout(db, id), MEMBERSHIP_MESSAGES.checkoutNotFound);
}

/**
 * Grants the membership a paid checkout bought. Running it again for the same checkout changes nothing (the
 * checkout is already paid, and memberships.checkout_id is unique besides). A new purchase while a membership of
 * the same kind is active starts when that one ends, so nobody loses days they paid for.
 */
export async function fulfilCheckout(
  db: Db,
  checkoutId: string,
  paymentId: string | null,
  now: Date,
): Promise<Membership | null> {
  const checkout = await findCheckout(db, checkoutId);
  if (!checkout) throw new HttpError(404, MEMBERSHIP_MESSAGES.checkoutNotFound);
  if (checkout.status === "paid") return (await findMembershipByCheckout(db, checkoutId)) ?? null;
  const plan = planOrThrow(checkout.tier);
  const current = await latestUnendedMembership(db, checkout.user_id, [plan.id], toDbTime(now));
  const start = current ? new Date(current.expires_at) : now;
  const membership: Membership = {
    id: newId(),
    owner_id: checkout.user_id,
    type: plan.id,
    starts_at: toDbTime(start),
    expires_at: toDbTime(expiryOf(plan, start)),
    one_time_use_count: 0,
    checkout_id: checkout.id,
    created_at: toDbTime(now),
  };
  await insertMembership(db, membership);
  await markCheckoutPaid(db, checkout.id, toDbTime(now), paymentId);
  return membership;
}

export async function cancelCheckout(db: Db, checkoutId: string, now: Date): Promise<void> {
  await cancelOpenCheckout(db, checkoutId, toDbTime(now));
}

/** Runs a webhook event's effect once: the event id is recorded in the same transaction as what it does. */
export async function onceForEvent(
  db: Kysely<Database>,
  event: { id: string; type: string },
  now: Date,
  effect: (trx: Transaction<Database>) => Promise<void>,
): Promise<"handled" | "duplicate"> {
  return db.transaction().execute(async (trx) => {
    if (!(await recordWebhookEvent(trx, event, toDbTime(now)))) return "duplicate";
    await effect(trx);
    return "handled";
  });
}

/**
 * What a verified Stripe event does, once per event id: a paid session (at once or after a delayed payment) grants
 * its membership, an expired one cancels its checkout; any other event is recorded and changes nothing.
 */
export async function applyStripeEvent(
  db: Kysely<Database>,
  event: Stripe.Event,
  clock: Clock,
): Promise<"handled" | "duplicate"> {
  return onceForEvent(db, event, clock(), async (trx) => {
    if (
      event.type === "checkout.session.completed" ||
      event.type === "checkout.session.async_payment_succeeded"
    ) {
      const session = event.data.object;
      const checkoutId = session.metadata?.["checkoutId"] ?? session.client_reference_id;
      if (checkoutId && session.payment_status === "paid") {
        const paymentId = typeof session.payment_intent === "string" ? session.payment_intent : session.id;
        await fulfilCheckout(trx, checkoutId, paymentId, clock());
      }
    } else if (event.type === "checkout.session.expired") {
      const checkoutId = event.data.object.metadata?.["checkoutId"] ?? event.data.object.client_reference_id;
      if (checkoutId) await cancelCheckout(trx, checkoutId, clock());
    }
  });
}

/**
 * Databases whose installation runs with PAYMENTS=free: every account is a member. Kept beside the database handle
 * (registered once by buildApp) rather than passed to every caller, so every rule that asks membershipStatus (the
 * builder, AI help, the account page) answers the same without each being told about the payments mode.
 */
const everyoneIsMember = new WeakSet<object>();

export function grantMembershipToEveryone(db: Kysely<Database>): void {
  everyoneIsMember.add(db);
}

/**
 * True on a PAYMENTS=free installation. Ask it with the app's handle, not a transaction's (a transaction is a
 * handle of its own): the builder does, before claiming a use inside its transaction.
 */
export function everyoneIsMemberOn(db: Kysely<Database>): boolean {
  return everyoneIsMember.has(db);
}

/** What a PAYMENTS=free installation answers for every account: active, bought by nobody, ending never. */
const FREE_INSTALLATION: TMembershipStatus = {
  status: "active",
  type: null,
  expiresAt: null,
  oneTimeUseCount: 0,
  role: null,
};

const FREE: TMembershipStatus = {
  status: "free",
  type: null,
  expiresAt: null,
  oneTimeUseCount: 0,
  role: null,
};

/** The person's own membership that applies now: the one running that ends last. */
function ownedActiveMembership(
  db: Kysely<Database>,
  userId: string,
  now: Date,
): Promise<Membership | undefined> {
  return ownedRunningMembership(db, userId, toDbTime(now));
}

/** The membership that applies now: one the person bought (latest end first), else a group seat by e-mail. */
export async function membershipStatus(
  db: Kysely<Database>,
  user: TUser,
  now: Date,
): Promise<TMembershipStatus> {
  const at = toDbTime(now);
  const owned = await ownedActiveMembership(db, user.id, now);
  if (owned) return present(owned, "owner");
  if (everyoneIsMember.has(db)) return FREE_INSTALLATION;
  // Seats belong to the buyer, so any active group plan of theirs (a renewal included) carries them. A seat is the
  // account's only once it opened the link e-mailed to the invited address: signing up with that address proves
  // nothing (issue 22, finding 9).
  const seat = await acceptedSeatMembership(db, user.id, [...GROUP_TYPES], at);
  return seat ? present(seat, "member") : FREE;
}

function present(row: Membership, role: "owner" | "member"): TMembershipStatus {
  return {
    status: "active",
    type: row.type as TMembershipType,
    expiresAt: row.expires_at,
    oneTimeUseCount: row.one_time_use_count,
    role,
  };
}

/** The person's active group plan that they bought; only its owner manages seats. */
async function ownedGroup(db: Kysely<Database>, user: TUser, now: Date): Promise<Membership> {
  return requireGroupOwner(await latestUnendedMembership(db, user.id, [...GROUP_TYPES], toDbTime(now)));
}

function seatAccount(email: string | null, first: string | null, last: string | null) {
  return email === null ? null : { name: `${first ?? ""} ${last ?? ""}`.trim(), email };
}

export async function groupOf(db: Kysely<Database>, user: TUser, now: Date): Promise<TGroupResponse> {
  await ownedGroup(db, user, now);
  const members = await listGroupMembers(db, user.id);
  return {
    members: members.map((m) => ({
      id: m.id,
      email: m.email_normalized,
      joined: m.accepted_at !== null && m.member_user_id !== null,
      invitedAt: m.invited_at,
      holder: seatAccount(m.holder_email, m.holder_first_name, m.holder_last_name),
      requestedBy:
        m.accepted_at === null ? seatAccount(m.asker_email, m.asker_first_name, m.asker_last_name) : null,
      awaitingConfirmation: m.accepted_at === null && m.confirming_since !== null,
    })),
    seatsLeft: Math.max(0, MAX_GROUP_INVITES - members.length),
  };
}

/** The invitation e-mail, in `language`. Plain text: nothing in it is interpreted as HTML; the buyer's name is not in it. */
export function inviteMail(
  to: string,
  inviterEmail: string,
  link: string,
  language: Language = "en",
): InviteMail {
  return {
    to,
    subject: messageFor("emails.inviteSubject", language),
    text: messageFor("emails.inviteBody", language, {
      inviter: inviterEmail,
      days: GROUP_INVITE_TTL_DAYS,
      link,
    }),
  };
}

export interface InviteMail {
  to: string;
  subject: string;
  text: string;
}

const inviteTokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Records an invitation and e-mails its link to the address (`send` must deliver it or throw). The seat is given
 * only when someone opens that link (acceptInvitation), which proves they read mail at the address. When sending
 * fails the invitation is taken back, so no seat waits on a link nobody received.
 */
export async function inviteMember(
  db: Kysely<Database>,
  user: TUser,
  email: string,
  now: Date,
  /** `language`: the inviter's, used when the invited address has no account with a saved language. */
  invitation: { baseUrl: string; language: Language; send: ((mail: InviteMail) => Promise<void>) | null },
): Promise<TGroupResponse> {
  await ownedGroup(db, user, now);
  const address = normalizeEmail(email);
  if (address === normalizeEmail(user.email)) throw new HttpError(409, MEMBERSHIP_MESSAGES.alreadyInvited);
  const { send } = invitation;
  if (!send) throw new HttpError(503, MEMBERSHIP_MESSAGES.inviteMailUnavailable);
  const token = randomBytes(32).toString("base64url");
  const id = newId();
  await db.transaction().execute(async (trx) => {
    const existing = await listGroupMembers(trx, user.id);
    if (existing.some((m) => m.email_normalized === address))
      throw new HttpError(409, MEMBERSHIP_MESSAGES.alreadyInvited);
    if (existing.length >= MAX_GROUP_INVITES) throw new HttpError(409, MEMBERSHIP_MESSAGES.groupFull);
    await insertGroupMember(trx, {
      id,
      owner_id: user.id,
      email_normalized: address,
      invited_at: toDbTime(now),
      token_hash: inviteTokenHash(token),
      token_expires_at: toDbTime(new Date(now.getTime() + GROUP_INVITE_TTL_DAYS * 24 * 60 * 60 * 1000)),
      member_user_id: null,
      accepted_at: null,
      requested_by_user_id: null,
      confirming_since: null,
    });
  });
  const link = `${invitation.baseUrl}${JOIN_GROUP_PATH}#${JOIN_GROUP_FRAGMENT}${token}`;
  try {
    const language = (await savedLanguageOf(db, address)) ?? invitation.language;
    await send(inviteMail(email.trim(), user.email, link, language));
  } catch {
    // `send` logs why; the buyer is told to try again.
    await deleteGroupMember(db, id);
    throw new HttpError(503, MEMBERSHIP_MESSAGES.inviteMailFailed);
  }
  return groupOf(db, user, now);
}

/**
 * The signed-in person opened an invitation's link. The seat is theirs only when the invitation is for their account's
 * address (issue 42, finding 5): a forwarded link is not a ticket. Anyone else is told, with the address masked, whom
 * the invitation is for, and is noted as asking for the seat so the owner may give it to them (changeSeat "give"). An
 * account with the address that has not proven it (a password account) gets the seat only after opening a link
 * mailed there (seat-confirmation.ts), since anyone holding the forwarded link could have signed up with it. The link
 * works once (its hash is cleared), only before it ends, and only while the invitation stands.
 */
export async function acceptInvitation(
  db: Kysely<Database>,
  user: TUser,
  token: string,
  now: Date,
  mailer: SeatMailer,
): Promise<TMembershipStatus | TAcceptInvitePending> {
  const hash = inviteTokenHash(token);
  const at = toDbTime(now);
  const invited = await openInvitationEmail(db, hash, at);
  if (invited === undefined) throw new HttpError(410, MEMBERSHIP_MESSAGES.inviteLinkInvalid);
  if (invited !== normalizeEmail(user.email)) {
    await requestSeatByTokenHash(db, user.id, hash, at);
    throw new HttpError(403, inviteForAnotherAddress(maskEmail(invited)));
  }
  if (!(await addressIsProven(db, user.id))) return holdSeat(db, user, hash, now, mailer);
  if (!(await acceptSeatByTokenHash(db, user.id, invited, hash, at)))
    throw new HttpError(410, MEMBERSHIP_MESSAGES.inviteLinkInvalid);
  return membershipStatus(db, user, now);
}

/** What the owner may do to one of their seats, and the answer when no seat of theirs allows it. */
const SEAT_CHANGES = {
  // Gives a seat nobody holds to the account that asked for it with the link (acceptInvitation).
  give: {
    run: (db: Kysely<Database>, ownerId: string, id: string, now: Date) =>
      giveSeatToRequester(db, ownerId, id, toDbTime(now)),
    refusal: [409, MEMBERSHIP_MESSAGES.noSeatRequest],
  },
  remove: {
    run: (db: Kysely<Database>, ownerId: string, id: string) => deleteOwnersGroupMember(db, ownerId, id),
    refusal: [404, MEMBERSHIP_MESSAGES.memberNotFound],
  },
} as const;

/** One change by the group's owner to one of their seats, then the list. */
export async function changeSeat(
  db: Kysely<Database>,
  user: TUser,
  change: keyof typeof SEAT_CHANGES,
  memberId: string,
  now: Date,
): Promise<TGroupResponse> {
  await ownedGroup(db, user, now);
  const { run, refusal } = SEAT_CHANGES[change];
  if (!(await run(db, user.id, memberId, now))) throw new HttpError(refusal[0], refusal[1]);
  return groupOf(db, user, now);
}

/** How long an operator-granted single-binder pass (type "one_time") stays usable. */
export const ONE_TIME_PASS_DAYS = 30;

export type BinderUse =
  /** membershipId: the one-time pass whose single use was taken (null when nothing was counted). */
  | { ok: true; membershipId: string | null }
  | { ok: false; reason: "membership_required" | "one_time_exhausted" };

/**
 * Takes one binder's use of the membership that applies now. A one_time pass allows one (builder-and-projects.md
 * §6), so its count goes 0 → 1 in one conditional update: two builds at the same moment cannot both use it. Call it
 * inside the transaction that records the build (builds.queue.ts), so a use is never taken without a build to show
 * for it; giving it back is returnBinderUse, done once per build.
 */
export async function claimBinderUse(db: Kysely<Database>, user: TUser, now: Date): Promise<BinderUse> {
  const owned = await ownedActiveMembership(db, user.id, now);
  if (!owned) {
    const status = await membershipStatus(db, user, now);
    return status.status === "active"
      ? { ok: true, membershipId: null }
      : { ok: false, reason: "membership_required" };
  }
  if (owned.type !== "one_time") return { ok: true, membershipId: null };
  if (!(await takeOneTimeUse(db, owned.id))) return { ok: false, reason: "one_time_exhausted" };
  return { ok: true, membershipId: owned.id };
}

/**
 * The person's own running one-time pass when its use is taken (its id), else undefined: the pass whose paid binder
 * may be rebuilt without another use (policy.ts#isRebuildOf).
 */
export async function usedPassOf(
  db: Kysely<Database>,
  userId: string,
  now: Date,
): Promise<string | undefined> {
  const owned = await ownedActiveMembership(db, userId, now);
  return owned && owned.type === "one_time" && owned.one_time_use_count >= 1 ? owned.id : undefined;
}

/** Gives a one-time pass's use back (the build that took it made nothing to keep). */
export async function returnBinderUse(db: Kysely<Database>, membershipId: string): Promise<void> {
  await returnOneTimeUse(db, membershipId);
}

/**
 * An operator's grant (`npm run admin -- grant-membership EMAIL yearly|one_time`): a yearly membership for 12
 * months, or a single-binder pass for ONE_TIME_PASS_DAYS days. No payment is recorded.
 */
export async function grantMembership(
  db: Kysely<Database>,
  userId: string,
  type: "yearly" | "one_time",
  now: Date,
): Promise<Membership> {
  const expires =
    type === "yearly"
      ? expiryOf(planOrThrow("yearly"), now)
      : new Date(now.getTime() + ONE_TIME_PASS_DAYS * 24 * 60 * 60 * 1000);
  const membership: Membership = {
    id: newId(),
    owner_id: userId,
    type,
    starts_at: toDbTime(now),
    expires_at: toDbTime(expires),
    one_time_use_count: 0,
    checkout_id: null,
    created_at: toDbTime(now),
  };
  await insertMembership(db, membership);
  return membership;
}
