// "Forgot password?": a single-use link by e-mail, valid 30 minutes, that sets a new password, ends every session
// of the account and signs the person in. Nothing in any answer says whether an e-mail address has an account.
import type { Kysely } from "kysely";
import type { Database } from "@courtready/db";
import {
  PASSWORD_RESET_MESSAGES,
  PASSWORD_RESET_TTL_MINUTES,
  RESET_PASSWORD_PATH,
  asLanguage,
  messageFor,
  passwordProblem,
} from "@courtready/contracts";
import type { Language, TPasswordResetConfirm, TUser } from "@courtready/contracts";
import { HttpError } from "../../plugins/errors.ts";
import { presentUser } from "./auth.service.ts";
import { hashPassword } from "./passwords.ts";
import {
  claimResetToken,
  createResetToken,
  findUsableResetToken,
  retireResetTokens,
} from "./password-resets.repository.ts";
import { newDeviceToken, rememberDevice } from "./devices.repository.ts";
import { createSession, revokeUserSessions } from "./sessions.repository.ts";
import type { SessionOrigin } from "./sessions.repository.ts";
import { clearBucket, clearBucketsWithPrefix, hitWindow, refund } from "./throttle.repository.ts";
import { findUserByEmail, findUserById, markEmailVerified, setPasswordHash } from "./users.repository.ts";
import { normalizeEmail } from "./email.ts";

export interface ResetMail {
  to: string;
  subject: string;
  text: string;
}

export interface PasswordResetSettings {
  sessionTtlDays: number;
  login: { windowMinutes: number };
  passwordReset: { maxRequestsPerEmail: number; maxRequestsPerIp: number };
}

/** The e-mail with the link, in `language`. Plain text: nothing in it is interpreted as HTML. */
export function resetMail(to: string, link: string, language: Language = "en"): ResetMail {
  return {
    to,
    subject: messageFor("emails.resetSubject", language),
    text: messageFor("emails.resetBody", language, { minutes: PASSWORD_RESET_TTL_MINUTES, link }),
  };
}

/**
 * Records a request and, when an account uses the address, creates a link and hands its e-mail to `send` without
 * waiting for it: the answer takes as long, and says the same, whether or not the account exists. Requests are
 * limited per address and per IP (the sign-in throttle's table and window), counted for unknown addresses too.
 */
export async function requestPasswordReset(
  db: Kysely<Database>,
  /** `language`: the asker's, used when the account has saved none. */
  input: { email: string; ip: string; language: Language },
  now: Date,
  settings: PasswordResetSettings,
  baseUrl: string,
  send: (mail: ResetMail) => void,
): Promise<void> {
  const windowMs = settings.login.windowMinutes * 60_000;
  // Each count is one atomic statement (throttle.repository.ts), so parallel requests cannot slip past the limits. A
  // request refused by one count is not left in the other.
  const emailKey = `reset-email:${normalizeEmail(input.email)}`;
  const byEmail = await hitWindow(db, emailKey, now, settings.passwordReset.maxRequestsPerEmail, windowMs);
  if (!byEmail.allowed) throw new HttpError(429, PASSWORD_RESET_MESSAGES.tooManyRequests);
  const byIp = await hitWindow(
    db,
    `reset-ip:${input.ip}`,
    now,
    settings.passwordReset.maxRequestsPerIp,
    windowMs,
  );
  if (!byIp.allowed) {
    await refund(db, emailKey);
    throw new HttpError(429, PASSWORD_RESET_MESSAGES.tooManyRequests);
  }

  const user = await findUserByEmail(db, input.email);
  if (!user) return;
  const token = await createResetToken(db, user.id, now, PASSWORD_RESET_TTL_MINUTES);
  const language = asLanguage(user.language) ?? input.language;
  send(resetMail(user.email, `${baseUrl}${RESET_PASSWORD_PATH}#${token}`, language));
}

/** Whether a link still works; refused links all get one message (expired, used and unknown look alike). */
export async function checkResetToken(db: Kysely<Database>, token: string, now: Date): Promise<void> {
  if (!(await findUsableResetToken(db, token, now)))
    throw new HttpError(400, PASSWORD_RESET_MESSAGES.linkInvalid);
}

/**
 * Uses a link: sets the new password, ends every session of the account (on every device), retires the account's
 * other links, forgets its failed sign-ins, and opens a new session for this browser. The person is signed in
 * rather than sent back to /login, where a throttle on their IP address could still refuse them.
 */
export async function confirmPasswordReset(
  db: Kysely<Database>,
  input: TPasswordResetConfirm & SessionOrigin & { deviceToken?: string | undefined },
  now: Date,
  settings: PasswordResetSettings,
): Promise<{ user: TUser; token: string; expiresAt: Date; deviceToken: string }> {
  // The cheap check first, so a dead link costs no password hashing.
  const usable = await findUsableResetToken(db, input.token, now);
  if (!usable) throw new HttpError(400, PASSWORD_RESET_MESSAGES.linkInvalid);
  // The rest of the rule needs the account: not its e-mail address (the contract checked everything else).
  const owner = await findUserById(db, usable.userId);
  const problem = owner ? passwordProblem(input.password, owner.email) : null;
  if (problem) throw new HttpError(400, problem);
  const deviceToken =
    input.deviceToken && /^[A-Za-z0-9_-]{43}$/.test(input.deviceToken) ? input.deviceToken : newDeviceToken();
  const passwordHash = await hashPassword(input.password);
  return db.transaction().execute(async (trx) => {
    const claimed = await claimResetToken(trx, input.token, now);
    const user = claimed && (await findUserById(trx, claimed.userId));
    if (!user) throw new HttpError(400, PASSWORD_RESET_MESSAGES.linkInvalid);
    await setPasswordHash(trx, user.id, passwordHash, now);
    // The link came to the account's address, so the address is proven (group invitations rely on it).
    await markEmailVerified(trx, user.id, now);
    await revokeUserSessions(trx, user.id, now);
    await retireResetTokens(trx, user.id, now);
    // Every throttle bucket of the account, for every client: the link proved the mailbox.
    await clearBucketsWithPrefix(trx, `login-pair:${user.email_normalized}|`);
    await clearBucket(trx, `login-account:${user.email_normalized}`);
    // This browser proved the mailbox, so it counts as the owner's device from now on.
    await rememberDevice(trx, user.id, deviceToken, now);
    const session = await createSession(trx, user.id, now, settings.sessionTtlDays, {
      userAgent: input.userAgent,
      ip: input.ip,
    });
    return { user: presentUser(user), ...session, deviceToken };
  });
}
