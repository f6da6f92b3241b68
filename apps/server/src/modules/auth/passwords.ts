// Password hashing with argon2id (memory-hard), and a dummy verification that keeps unknown e-mails as slow
// as known ones so response time does not reveal which accounts exist.
import argon2 from "argon2";
import type { PasswordHashCost } from "../../config.ts";

// OWASP's Password Storage Cheat Sheet minimum for argon2id: 19 MiB, 2 passes, 1 lane. Not more: on a 2-core server
// each sign-in's hash holds a core, and at 64 MiB / 3 passes (the library's defaults) sign-in took 3-11 s under load
// (issue 37). Hashes made at other parameters are replaced on the next successful sign-in (needsRehash).
const STANDARD = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
// Tests only (config.ts refuses PASSWORD_HASH_COST=low unless NODE_ENV=test): still argon2id, at 1 MiB and 2 passes.
const LOW = { type: argon2.argon2id, memoryCost: 1024, timeCost: 2, parallelism: 1 } as const;

let options: typeof STANDARD | typeof LOW = STANDARD;
let dummyHash: Promise<string> | undefined;

/**
 * Sets the cost of new hashes for this process; buildApp (app.ts) calls it with the configuration's choice, so
 * nothing outside an app built under NODE_ENV=test ever hashes at the low cost. Verifying reads the cost a stored
 * hash names, so hashes of either cost keep verifying.
 */
export function setPasswordHashCost(cost: PasswordHashCost): void {
  const next = cost === "low" ? LOW : STANDARD;
  if (next !== options) dummyHash = undefined;
  options = next;
}

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, options);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    // A malformed stored hash must not sign anyone in, nor crash the request.
    return false;
  }
}

/**
 * True when a stored hash (already verified) was made with another algorithm or other parameters than new hashes are
 * now: signIn then stores a fresh hash of the password it just checked, so old accounts move to the current cost
 * without anyone resetting a password.
 */
export function needsRehash(hash: string): boolean {
  if (!hash.startsWith("$argon2id$")) return true;
  try {
    return argon2.needsRehash(hash, options);
  } catch {
    // Not a PHC string argon2 can read: a fresh hash is the only way to a readable one.
    return true;
  }
}

/** Spends the same effort as a real verification, for accounts that do not exist or have no password. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword("courtready-dummy-password-1");
  await verifyPassword(await dummyHash, password);
  return false;
}
