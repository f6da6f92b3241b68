// Sign-up, sign-in and sign-out: the rules of accounts-dashboard-and-pages.md §2.4, §5 and §8 plus the issue's
// security rules (argon2id, the same answer for unknown and wrong, throttling per IP and per account).
import type { Kysely } from "kysely";
import type { Database, User } from "@courtready/db";
import { AUTH_MESSAGES } from "@courtready/contracts";
import type { TLoginRequest, TSignupRequest, TUser } from "@courtready/contracts";
import { HttpError } from "../../plugins/errors.ts";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "./passwords.ts";
import { findUserByEmail, insertUser, normalizeEmail } from "./users.repository.ts";
import { createSession, revokeSession } from "./sessions.repository.ts";
import { clearFailures, countFailuresSince, recordFailures } from "./throttle.repository.ts";

export interface AuthSettings {
  sessionTtlDays: number;
  login: { maxFailuresPerAccount: number; maxFailuresPerIp: number; windowMinutes: number };
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

/**
 * Checks the credentials and opens a session. Every failure says 'Invalid email or password', whether or not the
 * account exists; too many recent failures for the account or the address answer 429 before any check.
 */
export async function logIn(
  db: Kysely<Database>,
  input: TLoginRequest & { ip: string },
  now: Date,
  settings: AuthSettings,
): Promise<{ user: TUser; token: string; expiresAt: Date }> {
  const accountKey = `email:${normalizeEmail(input.email)}`;
  const ipKey = `ip:${input.ip}`;
  const since = new Date(now.getTime() - settings.login.windowMinutes * 60_000);
  const [accountFailures, ipFailures] = await Promise.all([
    countFailuresSince(db, accountKey, since),
    countFailuresSince(db, ipKey, since),
  ]);
  if (
    accountFailures >= settings.login.maxFailuresPerAccount ||
    ipFailures >= settings.login.maxFailuresPerIp
  ) {
    throw new HttpError(429, AUTH_MESSAGES.tooManyAttempts);
  }

  const user = await findUserByEmail(db, input.email);
  const ok = user?.password_hash
    ? await verifyPassword(user.password_hash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !ok) {
    await recordFailures(db, [accountKey, ipKey], now);
    throw new HttpError(401, AUTH_MESSAGES.invalidCredentials);
  }
  await clearFailures(db, accountKey);
  const session = await createSession(db, user.id, now, settings.sessionTtlDays);
  return { user: presentUser(user), ...session };
}

export async function logOut(db: Kysely<Database>, token: string | undefined, now: Date): Promise<void> {
  if (token) await revokeSession(db, token, now);
}
