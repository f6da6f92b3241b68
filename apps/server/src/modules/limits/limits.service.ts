// Limits on work a person or an address has under way at once (issue 40): uploads being streamed and checked, PDFs
// being unlocked. Each is a lease in the database (leases.repository.ts), so a limit holds however many web
// processes serve the requests; a refusal is a 429 that says what to do and, in Retry-After, when to try again.
import type { Kysely } from "kysely";
import type { Database } from "@courtready/db";
import { newId } from "@courtready/db";
import { ADDRESS_BUSY_MESSAGE, UNLOCK_BUSY_MESSAGE, UPLOAD_BUSY_MESSAGE } from "@courtready/contracts";
import { HttpError } from "../../plugins/errors.ts";
import { endLeases, takeLease } from "./leases.repository.ts";

/** One limit: at most `max` leases at once in `bucket`, each ending by itself after `ttlMs` if never given back. */
export interface LeaseRule {
  bucket: string;
  max: number;
  ttlMs: number;
  /** What the person is told when the bucket is full: what is busy and what to do. */
  busy: string;
}

/** A 429 with the wait in seconds, which the error handler sends as Retry-After (plugins/errors.ts). */
export class LimitReachedError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
    this.name = "LimitReachedError";
  }
}

/**
 * The most a concurrent-work refusal asks anyone to wait: a held lease usually ends when its upload does, long
 * before it would expire, so the person is asked to come back soon rather than at the worst case.
 */
const MAX_RETRY_AFTER_S = 30;

/** "Wait a few seconds" said as the number it is. */
function waitWords(seconds: number): string {
  return seconds <= 1
    ? "1 second"
    : seconds < 60
      ? `${seconds} seconds`
      : `${Math.ceil(seconds / 60)} minutes`;
}

/**
 * Takes one lease of every rule, or none: on the first full bucket, the leases already taken are given back and a
 * LimitReachedError says which work is busy and when to try again. Returns the function that ends them.
 */
export async function takeLeases(
  db: Kysely<Database>,
  rules: readonly LeaseRule[],
  now: Date,
  options: { capRetryAfter?: boolean } = {},
): Promise<() => Promise<void>> {
  const taken: string[] = [];
  for (const rule of rules) {
    const id = newId();
    const verdict = await takeLease(db, rule.bucket, id, now, rule.max, new Date(now.getTime() + rule.ttlMs));
    if (!verdict.taken) {
      await endLeases(db, taken);
      const untilFree = Math.max(1, Math.ceil((verdict.retryAt.getTime() - now.getTime()) / 1000));
      const seconds = options.capRetryAfter === false ? untilFree : Math.min(untilFree, MAX_RETRY_AFTER_S);
      throw new LimitReachedError(`${rule.busy} Try again in ${waitWords(seconds)}.`, seconds);
    }
    taken.push(id);
  }
  let ended = false;
  return async () => {
    if (ended) return;
    ended = true;
    await endLeases(db, taken);
  };
}

/** Runs `work` holding one lease of every rule, given back however `work` ends. */
export async function withLeases<T>(
  db: Kysely<Database>,
  rules: readonly LeaseRule[],
  now: Date,
  work: () => Promise<T>,
): Promise<T> {
  const end = await takeLeases(db, rules, now);
  try {
    return await work();
  } finally {
    // A database that fails here leaves the leases to expire by themselves; the work's own outcome stands.
    await end().catch(() => undefined);
  }
}

/**
 * Uploads one account, and one address across every account behind it (a household, an office's NAT), may have
 * streaming and being checked at once (project saves, library uploads, file checks, unlocks): config.uploads.
 */
export interface UploadLimits {
  perAccount: number;
  perAddress: number;
}
/** PDFs one account may have being unlocked at once, and one address. */
export const UNLOCKS_PER_ACCOUNT = 2;
export const UNLOCKS_PER_ADDRESS = 4;
/**
 * A lease not given back (its process died) ends by itself after this: longer than a 250 MB upload on a slow phone
 * connection plus its check, so a live upload is never counted out.
 */
export const UPLOAD_LEASE_MS = 30 * 60_000;
export const UNLOCK_LEASE_MS = 5 * 60_000;

// What each full bucket says; in contracts so the server's Spanish catalogue holds them (issue 39).
export { ADDRESS_BUSY_MESSAGE, UNLOCK_BUSY_MESSAGE, UPLOAD_BUSY_MESSAGE };

/** The limits an upload of one person from one address is held to. */
export function uploadRules(limits: UploadLimits, userId: string, ip: string): LeaseRule[] {
  return [
    {
      bucket: `upload-user:${userId}`,
      max: limits.perAccount,
      ttlMs: UPLOAD_LEASE_MS,
      busy: UPLOAD_BUSY_MESSAGE,
    },
    { bucket: `upload-ip:${ip}`, max: limits.perAddress, ttlMs: UPLOAD_LEASE_MS, busy: ADDRESS_BUSY_MESSAGE },
  ];
}

/** The limits an unlock is held to: its own, on top of the upload's (the locked file streams in first). */
export function unlockRules(userId: string, ip: string): LeaseRule[] {
  return [
    {
      bucket: `unlock-user:${userId}`,
      max: UNLOCKS_PER_ACCOUNT,
      ttlMs: UNLOCK_LEASE_MS,
      busy: UNLOCK_BUSY_MESSAGE,
    },
    {
      bucket: `unlock-ip:${ip}`,
      max: UNLOCKS_PER_ADDRESS,
      ttlMs: UNLOCK_LEASE_MS,
      busy: UNLOCK_BUSY_MESSAGE,
    },
  ];
}
