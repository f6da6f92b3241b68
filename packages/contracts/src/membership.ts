// Membership (accounts-dashboard-and-pages.md §3 "Membership status", §4, §7, §8; builder-and-projects.md §6):
// checkout requests and answers, the status the header menu and builder read, group seats, and the messages.
import { z } from "zod";
import { ZPlanId } from "./plans.ts";
import { ZSignupRequest } from "./auth.ts";

/**
 * Stored membership types: the four plan ids, plus "one_time", a single-binder pass operators can grant
 * (guide DECISIONS "Membership"), used up once one binder is generated.
 */
export const MEMBERSHIP_TYPES = ["one-time", "yearly", "group-monthly", "group-yearly", "one_time"] as const;
export const ZMembershipType = z.enum(MEMBERSHIP_TYPES);
export type TMembershipType = z.infer<typeof ZMembershipType>;

export const ZMembershipStatus = z.object({
  // The spec's values (§3): "active", or "free" for no membership (never bought, expired, or seat removed).
  status: z.enum(["active", "free"]),
  type: ZMembershipType.nullable(),
  expiresAt: z.string().nullable(),
  /** Binders generated on a one_time pass (builder-and-projects.md §6: one_time with a count ≥ 1 is used up). */
  oneTimeUseCount: z.number().int().nonnegative(),
  /** "owner" bought it; "member" was invited to a group plan; null without a membership. */
  role: z.enum(["owner", "member"]).nullable(),
});
export type TMembershipStatus = z.infer<typeof ZMembershipStatus>;

export const ZCreateCheckoutRequest = z.object({ tier: ZPlanId });
export const ZSignupCheckoutRequest = ZSignupRequest.extend({ tier: ZPlanId });
export const ZCheckoutResponse = z.object({ checkoutUrl: z.string() });
export type TCheckoutResponse = z.infer<typeof ZCheckoutResponse>;

/** The built-in test checkout (no card provider configured): what the page shows and how it ends. */
export const ZLocalCheckout = z.object({
  id: z.string(),
  tier: ZPlanId,
  planName: z.string(),
  priceDisplay: z.string(),
  status: z.enum(["open", "paid", "canceled"]),
});
export type TLocalCheckout = z.infer<typeof ZLocalCheckout>;
export const ZLocalCheckoutResult = z.object({ redirectUrl: z.string() });

/**
 * How this installation has memberships (GET /api/membership/payments; issue 22, finding 4): "stripe" card payments,
 * "test" a test checkout where no money is taken (labelled on every page it touches), "free" every account is a
 * member and nothing is sold (a self-hosted clinic).
 */
export const PAYMENTS_MODES = ["stripe", "test", "free"] as const;
export const ZPaymentsInfo = z.object({ mode: z.enum(PAYMENTS_MODES) });
export type TPaymentsInfo = z.infer<typeof ZPaymentsInfo>;

/** Group plans: the buyer invites up to 2 more people by e-mail address. */
export const MAX_GROUP_INVITES = 2;
export const ZInviteRequest = z.object({
  email: z.string().trim().max(254).pipe(z.email("Enter a valid e-mail address")),
});
/** An account as the group's owner sees it: its name and e-mail. */
export const ZSeatAccount = z.object({ name: z.string(), email: z.string() });

export const ZGroupMember = z.object({
  id: z.string(),
  /** The invited address. */
  email: z.string(),
  /** True once an account holds the seat (issue 22, finding 9). */
  joined: z.boolean(),
  invitedAt: z.string(),
  /** The account that holds the seat, named, which may differ from the invited address (issue 42, finding 5). */
  holder: ZSeatAccount.nullable(),
  /**
   * An account that opened the link and asks for the seat; the owner may give it. Another address, or the invited
   * one not yet proven on a server that cannot send the confirmation mail.
   */
  requestedBy: ZSeatAccount.nullable(),
  /** The account with the invited address opened the link and was mailed a confirmation link it has not opened yet. */
  awaitingConfirmation: z.boolean(),
});
export const ZGroupResponse = z.object({
  members: z.array(ZGroupMember),
  seatsLeft: z.number().int().nonnegative(),
});
export type TGroupResponse = z.infer<typeof ZGroupResponse>;

/** How long the link in an invitation e-mail works. */
export const GROUP_INVITE_TTL_DAYS = 14;
/** Where the invitation e-mail's link opens; the secret follows in the fragment (#…), which no server log sees. */
export const JOIN_GROUP_PATH = "/membership";
export const JOIN_GROUP_FRAGMENT = "join=";
/**
 * The answer (403) when the link is opened by an account whose e-mail is not the invited one (issue 42, finding 5):
 * the address is shown masked (`maskEmail`), so a forwarded link does not hand out the invitee's address either.
 */
export function inviteForAnotherAddress(masked: string): string {
  return `This invitation is for ${masked}. Sign in with that address to take the seat, or ask the person who invited you to give it to this account: they can see that you asked.`;
}

/** j***@example.com: the first character of the name part, the domain whole. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  return at < 1 ? "***" : `${email[0]}***${email.slice(at)}`;
}

/** POST /api/membership/group/accept: the secret from the e-mailed link, by a signed-in person. */
export const ZAcceptInviteRequest = z.object({ token: z.string().min(1).max(200) });
/**
 * POST /api/membership/group/accept answers 202 with this when the invited address is the account's but the account
 * has not proven it (a password account, issue 42 finding 5): the seat waits for the mailed confirmation link, or,
 * on a server that cannot send mail, for the owner to give it.
 */
export const ZAcceptInvitePending = z.object({ pending: z.literal(true), message: z.string() });
export type TAcceptInvitePending = z.infer<typeof ZAcceptInvitePending>;
/** POST /api/membership/group/confirm: the secret from the address confirmation link, by the signed-in account. */
export const ZConfirmSeatRequest = z.object({ token: z.string().min(1).max(200) });
/** The confirmation link opens the membership page with its secret after this (#confirm=…). */
export const CONFIRM_SEAT_FRAGMENT = "confirm=";
/** How long the address confirmation link works. */
export const CONFIRM_SEAT_TTL_HOURS = 24;

export const MEMBERSHIP_MESSAGES = {
  signupCheckoutErrorTitle: "Signup & Checkout Error",
  signupCheckoutErrorDefault: "Failed to create account and checkout session",
  checkoutErrorTitle: "Checkout Error",
  checkoutErrorDefault: "Failed to create checkout session",
  loginRequiredTitle: "Login Required",
  loginRequiredText: "Please log in or sign up to purchase a membership",
  paymentCancelledTitle: "Payment Cancelled",
  paymentCancelledText: "No charges were made to your account.",
  paymentSuccessTitle: "Payment Successful!",
  paymentSuccessText: (annual: boolean) =>
    `Your ${annual ? "annual" : "monthly"} membership is now active. You can build binders right away.`,
  checkoutNotFound: "This checkout was not found or has ended. Start again from the membership page.",
  notGroupOwner: "Only the person who bought a group plan can invite or remove members.",
  groupFull: `A group plan has room for you and ${MAX_GROUP_INVITES} more people. Remove someone to invite another.`,
  alreadyInvited: "That person is already in your group.",
  memberNotFound: "That member was not found in your group.",
  inviteMailUnavailable:
    "Invitations are sent by e-mail, and this server cannot send e-mail yet. Ask its operator to set SMTP_URL and SUPPORT_EMAIL.",
  inviteMailFailed:
    "The invitation e-mail could not be sent. Check the address and try again in a few minutes.",
  inviteLinkInvalid:
    "This invitation link does not work: it was already used, has expired, or the invitation was withdrawn. Ask the person who invited you to invite you again.",
  inviteAccepted: "You have joined the group plan. You can build binders now.",
  seatAwaitsConfirmation:
    "One more step: we have e-mailed a confirmation link to your account's address. Open it while signed in to this account and the seat is yours.",
  seatAwaitsOwner:
    "This account's e-mail address has not been confirmed, and this server cannot send e-mail to confirm it. The person who invited you can see that you asked and must give you the seat.",
  confirmMailFailed:
    "The confirmation e-mail could not be sent. Open the invitation link again in a few minutes.",
  confirmLinkInvalid:
    "This confirmation link does not work: it was already used or has expired. Open the invitation link again to get a new one.",
  confirmLinkOtherAccount:
    "This confirmation link is for another account. Sign in with the address the invitation was sent to and open it again.",
  addressConfirmed: "Your e-mail address is confirmed.",
  noSeatRequest: "Nobody has asked for this seat, or it is already taken.",
  webhookSignature: "The webhook signature could not be verified.",
  testPaymentsBanner: "Test payments — no money is taken",
  testPaymentsDetail:
    "This installation uses a test checkout: completing it gives the membership without charging any card.",
  freeInstallation:
    "Membership is free here: every account on this installation can build binders. There is nothing to buy.",
} as const;
