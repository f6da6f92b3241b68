// Browsers that have signed in to an account with its password, known by the SHA-256 of their device cookie. A known
// browser is throttled on its own (account, device) bucket only, so a stranger's guesses cannot lock its owner out.
import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "@courtready/db";
import { toDbTime } from "@courtready/db";

/** A new device cookie value: 32 random bytes, base64url. */
export function newDeviceToken(): string {
  return randomBytes(32).toString("base64url");
}

/** The stored form of a device cookie, so a copied table cannot be turned back into cookies. */
export function deviceHashFor(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Whether a well-formed device cookie is one this account has signed in from. */
export async function isKnownDevice(
  db: Kysely<Database>,
  userId: string,
  token: string | undefined,
): Promise<boolean> {
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return false;
  const row = await db
    .selectFrom("known_devices")
    .select("user_id")
    .where("user_id", "=", userId)
    .where("device_hash", "=", deviceHashFor(token))
    .executeTakeFirst();
  return row !== undefined;
}

/** Notes a successful sign-in from the device (first time, or again). */
export async function rememberDevice(
  db: Kysely<Database>,
  userId: string,
  token: string,
  now: Date,
): Promise<void> {
  await db
    .insertInto("known_devices")
    .values({
      user_id: userId,
      device_hash: deviceHashFor(token),
      created_at: toDbTime(now),
      last_used_at: toDbTime(now),
    })
    .onConflict((oc) => oc.columns(["user_id", "device_hash"]).doUpdateSet({ last_used_at: toDbTime(now) }))
    .execute();
}

/**
 * Forgets the account's devices, except the one given: after "sign out everywhere" a browser someone else had must
 * prove itself again before it gets a known device's throttling.
 */
export async function forgetDevices(
  db: Kysely<Database>,
  userId: string,
  exceptToken: string | undefined,
): Promise<void> {
  let query = db.deleteFrom("known_devices").where("user_id", "=", userId);
  if (exceptToken) query = query.where("device_hash", "!=", deviceHashFor(exceptToken));
  await query.execute();
}
