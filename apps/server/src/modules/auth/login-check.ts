// The sign-in check (issue 42, finding 6): a small proof of work asked of a browser an account has not seen when the
// account or the network has had many failed sign-ins, instead of locking every newcomer out. The challenge is signed
// (HMAC under the server's secret) and carries its expiry, so any web process can check it without storing it; each
// solved challenge is accepted once, counted in throttle_counters by one atomic upsert.
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "@courtready/db";
import { proofHashOk } from "@courtready/contracts";
import type { TLoginProof } from "@courtready/contracts";
import { hitWindow } from "./throttle.repository.ts";

/** Zero bits asked for: about 65,000 SHA-256 tries on average, a second or two in a browser, milliseconds in C. */
export const LOGIN_CHECK_DIFFICULTY = 16;
/** How long a challenge may be solved and used. */
export const LOGIN_CHECK_TTL_MS = 5 * 60_000;

function signature(secret: Buffer, body: string): string {
  return createHmac("sha256", secret).update(`login-check:${body}`).digest("base64url");
}

/** A new challenge: `<expiry ms>.<random>.<signature>`. */
export function issueChallenge(secret: Buffer, now: Date): { challenge: string; difficulty: number } {
  const body = `${now.getTime() + LOGIN_CHECK_TTL_MS}.${randomBytes(16).toString("base64url")}`;
  return { challenge: `${body}.${signature(secret, body)}`, difficulty: LOGIN_CHECK_DIFFICULTY };
}

/** Whether the proof is solved, signed by this server and not expired (used or not: see useProof). */
export function proofValid(secret: Buffer, proof: TLoginProof, now: Date): boolean {
  const parts = proof.challenge.split(".");
  if (parts.length !== 3) return false;
  const [expiry, random, signed] = parts as [string, string, string];
  const expected = Buffer.from(signature(secret, `${expiry}.${random}`));
  const given = Buffer.from(signed);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  if (!/^\d+$/.test(expiry) || Number(expiry) < now.getTime()) return false;
  const digest = createHash("sha256").update(`${proof.challenge}:${proof.nonce}`).digest("hex");
  return proofHashOk(digest, LOGIN_CHECK_DIFFICULTY);
}

/** Accepts a valid proof once: true for the first use, false for a replay (also when several arrive at once). */
export async function useProof(
  db: Kysely<Database>,
  secret: Buffer,
  proof: TLoginProof | undefined,
  now: Date,
): Promise<boolean> {
  if (!proof || !proofValid(secret, proof, now)) return false;
  const verdict = await hitWindow(db, `login-proof:${proof.challenge}`, now, 1, LOGIN_CHECK_TTL_MS);
  return verdict.allowed;
}
