// Sign-up, sign-in and sign-out: the rules of accounts-dashboard-and-pages.md §2.4, §5 and §8 plus the issue's
// security rules (argon2id, the same answer for unknown and wrong, throttling that a stranger cannot turn against the
// owner).
import type { Kysely } from "kysely";
import type { Database, User } from "@courtready/db";
import { AUTH_MESSAGES, tooManyAttemptsMessage } from "@courtready/contracts";
import type { TLoginRequest, TSignupRequest, TUser } from "@courtready/contracts";
import { HttpError } from "../../plugins/errors.ts";
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from "./passwords.ts";
import {
  deleteUser,
  findUserByEmail,
  findUserById,
  insertUser,
  lockUserRow,
  replacePasswordHash,
} from "./users.repository.ts";
import { normalizeEmail } from "./email.ts";
import { createSession, revokeSession } from "./sessions.repository.ts";
import { deviceHashFor, isKnownDevice, newDeviceToken, rememberDevice } from "./devices.repository.ts";
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
  return { id: user.id, email: user.email, firstName: user.first_name, lastName: user.last_name };
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

/** Creates an account. The caller has validated the input against ZSignupRequest (password rule included). */
export async function signUp(db: Kysely<Database>, input: TSignupRequest, now: Date): Promise<TUser> {
  if (await findUserByEmail(db, input.email)) throw new HttpError(409, AUTH_MESSAGES.emailTaken);
  const passwordHash = await hashPassword(input.password);
  try {
    return presentUser(await insertUser(db, { ...input, passwordHash }, now));
  } catch (error) {
    // Two sign-ups with one e-mail at the same moment: the unique index decides, the loser gets the same 409.
    if (isUniqueViolation(error)) throw new HttpError(409, AUTH_MESSAGES.emailTaken);
    throw error;
  }
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
  /** The browser's device cookie, when it sent one. */
  deviceToken?: string | undefined;
  userAgent?: string | undefined;
}

/**
 * Checks the credentials and opens a session. Every failure says 'Invalid email or password', whether or not the
 * account exists. Before any check, the attempt is counted, each count one atomic statement (throttle.repository.ts):
 * - per account and client, where the client is this browser when it has signed in to the account before (its
 *   device cookie), else the IP address: `maxFailuresPerAccount` attempts, then waits of 1, 2, 4 … 60 minutes;
 * - for clients the account has never seen, also per account across all of them (a looser ceiling against guessing
 *   from many addresses) and per IP address (one address trying many accounts).
 * A known device is counted on its own pair only, so a stranger's guesses never lock the owner's usual browser out.
 * A success clears its pair and gives back the other two counts.
 */
export async function logIn(
  db: Kysely<Database>,
  input: LoginInput,
  now: Date,
  settings: AuthSettings,
): Promise<{ user: TUser; token: string; expiresAt: Date; deviceToken: string }> {
  const email = normalizeEmail(input.email);
  const user = await findUserByEmail(db, input.email);
  const known = user ? await isKnownDevice(db, user.id, input.deviceToken) : false;
  const client = known ? `device:${deviceHashFor(input.deviceToken!)}` : `ip:${input.ip}`;
  const pairKey = `login-pair:${email}|${client}`;
  const windowMs = settings.login.windowMinutes * 60_000;

  const pair = await hitWithBackoff(db, pairKey, now, {
    limit: settings.login.maxFailuresPerAccount,
    windowMs,
    delaysMs: PAIR_DELAYS_MS,
    memoryMs: BUCKET_MEMORY_MS,
  });
  if (!pair.allowed) throw refused(pair.retryAt, now);
  // Counted, in order, until one refuses; the ones before it get their count back (the attempt did not happen).
  const counted = [pairKey];
  const wider = known
    ? []
    : [
        { key: `login-account:${email}`, limit: settings.login.maxFailuresPerAccountAllClients },
        { key: `login-ip:${input.ip}`, limit: settings.login.maxFailuresPerIp },
      ];
  for (const bucket of wider) {
    const verdict = await hitWindow(db, bucket.key, now, bucket.limit, windowMs);
    if (!verdict.allowed) {
      for (const key of counted) await refund(db, key);
      throw refused(verdict.retryAt, now);
    }
    counted.push(bucket.key);
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
  const deviceToken =
    input.deviceToken && /^[A-Za-z0-9_-]{43}$/.test(input.deviceToken) ? input.deviceToken : newDeviceToken();
  await rememberDevice(db, user.id, deviceToken, now);
  const session = await createSession(db, user.id, now, settings.sessionTtlDays, {
    userAgent: input.userAgent,
    ip: input.ip,
  });
  return { user: presentUser(user), ...session, deviceToken };
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
