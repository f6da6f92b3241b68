// A group seat for a password account waits until the account proves its address (issue 42, finding 5): the invited
// address is the account's, but anyone can sign up with any address, so whoever holds a forwarded link could. The
// account is mailed a one-time link (the password reset links' table, purpose "confirm-email"); opening it while
// signed in records the address as proven and gives the held seats. Without mail the owner gives the seat.
import type { Kysely } from "kysely";
import type { Database } from "@courtready/db";
import { toDbTime } from "@courtready/db";
import {
  CONFIRM_SEAT_FRAGMENT,
  CONFIRM_SEAT_TTL_HOURS,
  JOIN_GROUP_PATH,
  MEMBERSHIP_MESSAGES,
  messageFor,
} from "@courtready/contracts";
import type { Language, TAcceptInvitePending, TUser } from "@courtready/contracts";
import { HttpError } from "../../plugins/errors.ts";
import { newConfirmationLink, redeemConfirmationLink } from "../auth/email-confirmation.ts";
import { normalizeEmail } from "../auth/email.ts";
import {
  grantConfirmedSeats,
  holdSeatForConfirmation,
  requestSeatByTokenHash,
} from "./membership.repository.ts";

/** Reopening the invitation sends another confirmation mail at most this often. */
const RESEND_AFTER_MS = 5 * 60_000;

export interface ConfirmMail {
  to: string;
  subject: string;
  text: string;
}

/** How confirmation mails leave: `send` delivers or throws; null when the server has no SMTP. */
export interface SeatMailer {
  baseUrl: string;
  /** The language of the request; the account's saved one comes first. */
  language: Language;
  send: ((mail: ConfirmMail) => Promise<void>) | null;
}

/** The confirmation e-mail, in `language`. Plain text: nothing in it is interpreted as HTML. */
export function confirmMail(to: string, link: string, language: Language = "en"): ConfirmMail {
  return {
    to,
    subject: messageFor("emails.confirmSeatSubject", language),
    text: messageFor("emails.confirmSeatBody", language, { hours: CONFIRM_SEAT_TTL_HOURS, link }),
  };
}

/**
 * The account with the invited address opened a working link without a proven address: hold the seat and mail the
 * confirmation link, or, with no mail, note the account as asking so the owner can give the seat.
 */
export async function holdSeat(
  db: Kysely<Database>,
  user: TUser,
  tokenHash: string,
  now: Date,
  mailer: SeatMailer,
): Promise<TAcceptInvitePending> {
  const at = toDbTime(now);
  if (!mailer.send) {
    await requestSeatByTokenHash(db, user.id, tokenHash, at);
    return { pending: true, message: MEMBERSHIP_MESSAGES.seatAwaitsOwner };
  }
  const resendAfter = toDbTime(new Date(now.getTime() - RESEND_AFTER_MS));
  const email = normalizeEmail(user.email);
  if (await holdSeatForConfirmation(db, email, tokenHash, at, resendAfter)) {
    const token = await newConfirmationLink(db, user.id, now, CONFIRM_SEAT_TTL_HOURS * 60);
    const link = `${mailer.baseUrl}${JOIN_GROUP_PATH}#${CONFIRM_SEAT_FRAGMENT}${token}`;
    try {
      await mailer.send(confirmMail(user.email, link, user.language ?? mailer.language));
    } catch {
      // `send` logs why; reopening the invitation after the resend pause sends a new link.
      throw new HttpError(503, MEMBERSHIP_MESSAGES.confirmMailFailed);
    }
  }
  return { pending: true, message: MEMBERSHIP_MESSAGES.seatAwaitsConfirmation };
}

/**
 * The signed-in account opened its confirmation link: the address is proven from now on (later invitations need no
 * mail), and every seat held for it is given. The link is the account's own: another account signed in is refused
 * and the link keeps working.
 */
export async function confirmSeatAddress(
  db: Kysely<Database>,
  user: TUser,
  token: string,
  now: Date,
): Promise<void> {
  const outcome = await redeemConfirmationLink(db, token, user.id, now, async (trx) => {
    await grantConfirmedSeats(trx, user.id, normalizeEmail(user.email), toDbTime(now));
  });
  if (outcome === "invalid") throw new HttpError(410, MEMBERSHIP_MESSAGES.confirmLinkInvalid);
  if (outcome === "other-account") throw new HttpError(403, MEMBERSHIP_MESSAGES.confirmLinkOtherAccount);
}
