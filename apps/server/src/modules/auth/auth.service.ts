// Sign-up, sign-in and sign-out: the rules of accounts-dashboard-and-pages.md §2.4, §5 and §8 plus the issue's
// security rules (argon2id, the same answer for unknown and wrong, throttling that a stranger cannot turn against the
// owner).
import type { Kysely } from "kysely";
import type { Database, User } from "@courtready/db";
import {
  AUTH_MESSAGES,
  LOGIN_CHECK_MESSAGE,
  asLanguage,
  tooManyAttemptsMessage,
} from "@courtready/contracts";
import type { Language, TLoginRequest, TSignupRequest, TUser } from "@courtready/contracts";
import { HttpError } from "../../plugins/errors.ts";
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from "./passwords.ts";
import {
  deleteUser,
  findUserByEmail,
  findUserById,
  insertUser,
  lockUserRow,
  replacePasswordHash,
  setUserLanguage,
} from "./users.repository.ts";
import { normalizeEmail } from "./email.ts";
import { alreadySignedUpMail } from "./signup-mail.ts";
import type { SignupMailer } from "./signup-mail.ts";
import { createSession, revokeSession } from "./sessions.repository.ts";
import { deviceHashFor, isKnownDevice, rememberDevice } from "./devices.repository.ts";
import { issueChallenge, useProof } from "./login-check.ts";
import { BUCKET_MEMORY_MS, clearBucket, hitWindow, hitWithBackoff, refund } from "./throttle.repository.ts";
import { LimitReachedError } from "../limits/limits.service.ts";

export interface AuthSettings {
  sessionTtlDays: number;
  login: {
    maxFailuresPerAccount: number;
    maxFailuresPerAccountAllClients: number;
    maxFailuresPerIp: number;
    windowMinutes: number;
  };
}

/** The user as the API shows it (§3: firstName, lastName, email), never the hash. */
export function presentUser(user: User): TUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    language: asLanguage(user.language) ?? null,
  };
}

/** Saves the language a person chose for the interface and their e-mails (issue 39; `PUT /api/account/language`). */
export async function saveLanguage(
  db: Kysely<Database>,
  userId: string,
  language: Language,
  now: Date,
): Promise<void> {
  await setUserLanguage(db, userId, language, now);
}

/** The language saved by the account that uses `email` (any letter case); undefined without one or without a choice. */
export async function savedLanguageOf(db: Kysely<Database>, email: string): Promise<Language | undefined> {
  return asLanguage((await findUserByEmail(db, email))?.language);
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return (
    e?.code === "23505" ||
    e?.code === "SQLITE_CONSTRAINT_UNIQUE" ||
    /UNIQUE constraint/i.test(e?.message ?? "")
  );
}

/**
 * Counts a sign-up from `ip` in the database (throttle_counters, one hour windows), so the limit holds across web
 * processes (issue 40: forty accounts in under a minute from one address). Refused with a 429 saying when to try.
 */
export async function admitSignUp(
  db: Kysely<Database>,
  ip: string,
  now: Date,
  maxPerHour: number,
): Promise<void> {
  const verdict = await hitWindow(db, `signup-ip:${ip}`, now, maxPerHour, 60 * 60_000);
  if (verdict.allowed) return;
  const seconds = Math.max(1, Math.ceil((verdict.retryAt.getTime() - now.getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  throw new LimitReachedError(
    `Too many accounts have been created from your network in the last hour. Try again in ${minutes === 1 ? "1 minute" : `${minutes} minutes`}, or sign in to the account you already have.`,
    seconds,
  );
}

/**
 * Creates an account, or does nothing visible when the address (in any letter case) already has one: the caller
 * answers both alike, and the mailbox is told which it was (issue 42, finding 4). The password is hashed in both
 * cases so the time taken does not tell either. The caller has validated the input against ZSignupRequest.
 * The new user, or null when the address was taken.
 */
export async function signUp(
  db: Kysely<Database>,
  input: TSignupRequest,
  now: Date,
  mailer: SignupMailer,
): Promise<TUser | null> {
  const passwordHash = await hashPassword(input.password);
  // The mail goes to the address as the account holds it, not as the sign-up typed it.
  const taken = (account: User | undefined) => {
    const to = account?.email ?? input.email;
    mailer.send?.(alreadySignedUpMail(to, mailer.baseUrl, asLanguage(account?.language) ?? mailer.language));
    return null;
  };
  const existing = await findUserByEmail(db, input.email);
  if (existing) return taken(existing);
  try {
    return presentUser(await insertUser(db, { ...input, passwordHash }, now));
  } catch (error) {
    // Two sign-ups with one e-mail at the same moment: the unique index decides, the loser is told by mail.
    if (isUniqueViolation(error)) return taken(await findUserByEmail(db, input.email));
    throw error;
  }
}

/**
 * The one answer to a sign-up, true for both cases: when the server can mail, it says to check the mail if the
 * address had an account; otherwise the spec's words (a known address then learns nothing at all).
 */
export function signupAnswer(canMail: boolean): string {
  return canMail ? AUTH_MESSAGES.signupCheckEmail : AUTH_MESSAGES.accountCreated;
}

/** Growing delays of one (account, client) pair: 1 minute, then 2, 4, … up to an hour. */
export const PAIR_DELAYS_MS: readonly number[] = [1, 2, 4, 8, 16, 32, 60].map((m) => m * 60_000);

/** A 429 that says how long to wait, in its message and in Retry-After. */
export class ThrottledError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, tooManyAttemptsMessage(retryAfterSeconds));
  }
}

function refused(retryAt: Date, now: Date): ThrottledError {
  return new ThrottledError(Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 1000)));
}

export interface LoginInput extends TLoginRequest {
  ip: string;
  /** This browser's device cookie: the one it sent, or the one the answer gives it (validDeviceToken). */
  deviceToken: string;
  userAgent?: string | undefined;
}

/** What signs the sign-in checks (login-check.ts): the server's secret. */
export interface LoginCheckSettings {
  checkSecret: Buffer;
}

/**
 * A 429 asking an unknown browser to solve the sign-in check (login-check.ts) and try again: not a lock, the
 * browser's next attempt with the solution goes through to the password check.
 */
export class CheckRequiredError extends HttpError {
  constructor(readonly check: { challenge: string; difficulty: number }) {
    super(429, LOGIN_CHECK_MESSAGE);
  }
}

/**
 * Checks the credentials and opens a session. Every failure says 'Invalid email or password', whether or not the
 * account exists. Before any check, the attempt is counted, each count one atomic statement (throttle.repository.ts):
 * - per account and device (the browser's device cookie, given to every browser at its first attempt):
 *   `maxFailuresPerAccount` attempts, then waits of 1, 2, 4 … 60 minutes, the message saying how long;
 * - for a device the account has never signed in from, also per account across all such devices and per IP
 *   address. Past either ceiling the browser is not locked out (a library's or a help centre's shared address, the
 *   owner's new browser while a stranger guesses): it must solve the sign-in check, a few seconds of work, for each
 *   attempt (issue 42, finding 6). A script that drops its cookie to dodge the first count pays that for every guess.
 * A known device is counted on its own pair only, so a stranger's guesses never slow its owner down.
 * A success clears its pair and gives back the other two counts.
 */
export async function logIn(
  db: Kysely<Database>,
  input: LoginInput,
  now: Date,
  settings: AuthSettings & LoginCheckSettings,
): Promise<{ user: TUser; token: string; expiresAt: Date }> {
  const email = normalizeEmail(input.email);
  const user = await findUserByEmail(db, input.email);
  const known = user ? await isKnownDevice(db, user.id, input.deviceToken) : false;
  const pairKey = `login-pair:${email}|device:${deviceHashFor(input.deviceToken)}`;
  const windowMs = settings.login.windowMinutes * 60_000;

  const pair = await hitWithBackoff(db, pairKey, now, {
    limit: settings.login.maxFailuresPerAccount,
    windowMs,
    delaysMs: PAIR_DELAYS_MS,
    memoryMs: BUCKET_MEMORY_MS,
  });
  if (!pair.allowed) throw refused(pair.retryAt, now);
  const wider = known
    ? []
    : [
        { key: `login-account:${email}`, limit: settings.login.maxFailuresPerAccountAllClients },
        { key: `login-ip:${input.ip}`, limit: settings.login.maxFailuresPerIp },
      ];
  let over = false;
  for (const bucket of wider) {
    const verdict = await hitWindow(db, bucket.key, now, bucket.limit, windowMs);
    if (!verdict.allowed) over = true;
  }
  if (over && !(await useProof(db, settings.checkSecret, input.proof, now))) {
    // Not an attempt after all: every count it took is given back, and the browser is asked for the check.
    for (const key of [pairKey, ...wider.map((bucket) => bucket.key)]) await refund(db, key);
    throw new CheckRequiredError(issueChallenge(settings.checkSecret, now));
  }

  const ok = user?.password_hash
    ? await verifyPassword(user.password_hash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !ok) throw new HttpError(401, AUTH_MESSAGES.invalidCredentials);

  await clearBucket(db, pairKey);
  for (const bucket of wider) await refund(db, bucket.key);
  // A hash from before today's cost (passwords.ts) is replaced now, while the password is at hand.
  if (user.password_hash && needsRehash(user.password_hash))
    await replacePasswordHash(db, user.id, user.password_hash, await hashPassword(input.password), now);
  await rememberDevice(db, user.id, input.deviceToken, now);
  const session = await createSession(db, user.id, now, settings.sessionTtlDays, {
    userAgent: input.userAgent,
    ip: input.ip,
  });
  return { user: presentUser(user), ...session };
}

export async function logOut(db: Kysely<Database>, token: string | undefined, now: Date): Promise<void> {
  if (token) await revokeSession(db, token, now);
}

/**
 * Deletes the user's row (its foreign keys take sessions, files, folders, projects and memberships with it) once
 * `confirmation` proves it is the person: their password, or for an account that signs in with Google or Apple (no
 * password) its e-mail address typed out. False, deleting nothing, when it does not.
 */
export async function deleteUserIfConfirmed(
  db: Kysely<Database>,
  userId: string,
  confirmation: string,
): Promise<boolean> {
  const row = await findUserById(db, userId);
  const confirmed = row?.password_hash
    ? await verifyPassword(row.password_hash, confirmation)
    : row !== undefined && normalizeEmail(confirmation) === row.email_normalized;
  if (confirmed) await deleteUser(db, userId);
  return confirmed;
}

/**
 * Takes one of `max` slots in `bucket` for `windowMs` (the throttle's table, so the count holds across web
 * processes): false, taking nothing, when all are taken. Give it back with giveBackSlot.
 */
export async function takeSlot(
  db: Kysely<Database>,
  bucket: string,
  now: Date,
  max: number,
  windowMs: number,
): Promise<boolean> {
  const verdict = await hitWindow(db, bucket, now, max, windowMs);
  if (!verdict.allowed) await refund(db, bucket);
  return verdict.allowed;
}

export async function giveBackSlot(db: Kysely<Database>, bucket: string): Promise<void> {
  await refund(db, bucket);
}

/**
 * Holds the person's account row until `trx`'s transaction ends: what other modules count per person (builds under
 * way, storage used) is then counted by one transaction at a time.
 */
export async function lockAccount(trx: Kysely<Database>, userId: string): Promise<void> {
  await lockUserRow(trx, userId);
}
