// A password account proves its address by opening a link mailed there (issue 42, finding 5). The links are the
// password reset links' own (hashed secret, expiry, single use), made for the "confirm-email" purpose; this is the
// one door other modules use, since a module's tables are its own.
import type { Kysely, Transaction } from "kysely";
import type { Database } from "@courtready/db";
import {
  claimResetToken,
  createResetToken,
  findUsableResetToken,
  retireResetTokens,
} from "./password-resets.repository.ts";
import { emailIsProven, findUserById, markEmailVerified } from "./users.repository.ts";

/** Whether the account's address is proven (a link it opened, or Google/Apple with that address). */
export async function addressIsProven(db: Kysely<Database>, userId: string): Promise<boolean> {
  const user = await findUserById(db, userId);
  return user !== undefined && (await emailIsProven(db, user));
}

/** A new confirmation link's secret for the account, for the e-mail only. */
export function newConfirmationLink(
  db: Kysely<Database>,
  userId: string,
  now: Date,
  ttlMinutes: number,
): Promise<string> {
  return createResetToken(db, userId, now, ttlMinutes, "confirm-email");
}

/**
 * Uses a confirmation link for the signed-in account: "invalid" when unknown, used or expired, "other-account" when
 * it was mailed to another account (then it keeps working). Otherwise, in one transaction, the link is used, the
 * address recorded as proven, the account's other confirmation links retired, and `then` runs (the caller's part).
 */
export async function redeemConfirmationLink(
  db: Kysely<Database>,
  token: string,
  userId: string,
  now: Date,
  then: (trx: Transaction<Database>) => Promise<void>,
): Promise<"confirmed" | "invalid" | "other-account"> {
  const usable = await findUsableResetToken(db, token, now, "confirm-email");
  if (!usable) return "invalid";
  if (usable.userId !== userId) return "other-account";
  return db.transaction().execute(async (trx) => {
    if (!(await claimResetToken(trx, token, now, "confirm-email"))) return "invalid";
    await markEmailVerified(trx, userId, now);
    await retireResetTokens(trx, userId, now, "confirm-email");
    await then(trx);
    return "confirmed";
  });
}
