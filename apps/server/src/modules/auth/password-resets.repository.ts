// One-time links mailed to an account (password reset, address confirmation) in the database: only the SHA-256 of
// each link's secret is stored, so a copied table cannot be used; a link is claimed with one conditional update, so
// it works exactly once, and only for the purpose it was made for.
import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "@courtready/db";
import { toDbTime } from "@courtready/db";

/** What a link does; a link made for one purpose is unknown to the others. */
export type LinkPurpose = "password-reset" | "confirm-email";

/** The database key of a link's secret. */
export function resetTokenId(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Creates a link for the user and returns its secret (256 random bits), which goes only into the e-mail. */
export async function createResetToken(
  db: Kysely<Database>,
  userId: string,
  now: Date,
  ttlMinutes: number,
  purpose: LinkPurpose = "password-reset",
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db
    .insertInto("password_reset_tokens")
    .values({
      id: resetTokenId(token),
      user_id: userId,
      created_at: toDbTime(now),
      expires_at: toDbTime(new Date(now.getTime() + ttlMinutes * 60_000)),
      used_at: null,
      purpose,
    })
    .execute();
  return token;
}

/** The user a link belongs to, while it is unused and unexpired. */
export async function findUsableResetToken(
  db: Kysely<Database>,
  token: string,
  now: Date,
  purpose: LinkPurpose = "password-reset",
): Promise<{ userId: string } | undefined> {
  const row = await db
    .selectFrom("password_reset_tokens")
    .select("user_id")
    .where("id", "=", resetTokenId(token))
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .where("expires_at", ">", toDbTime(now))
    .executeTakeFirst();
  return row ? { userId: row.user_id } : undefined;
}

/**
 * Marks a usable link used and returns its user, or undefined when it was unknown, expired or already used. Two
 * requests racing with one link: the database lets only one update the row.
 */
export async function claimResetToken(
  db: Kysely<Database>,
  token: string,
  now: Date,
  purpose: LinkPurpose = "password-reset",
): Promise<{ userId: string } | undefined> {
  const usable = await findUsableResetToken(db, token, now, purpose);
  if (!usable) return undefined;
  const result = await db
    .updateTable("password_reset_tokens")
    .set({ used_at: toDbTime(now) })
    .where("id", "=", resetTokenId(token))
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? usable : undefined;
}

/** Retires every other link of the user and purpose once one is used: what they were sent for is done. */
export async function retireResetTokens(
  db: Kysely<Database>,
  userId: string,
  now: Date,
  purpose: LinkPurpose = "password-reset",
): Promise<void> {
  await db
    .updateTable("password_reset_tokens")
    .set({ used_at: toDbTime(now) })
    .where("user_id", "=", userId)
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .execute();
}

/** Removes links that expired before the cutoff; run on a schedule. */
export async function deleteExpiredResetTokens(db: Kysely<Database>, cutoff: Date): Promise<number> {
  const result = await db
    .deleteFrom("password_reset_tokens")
    .where("expires_at", "<", toDbTime(cutoff))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
