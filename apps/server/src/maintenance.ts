// Housekeeping on a timer: removes sessions that ended, sign-in failures too old to count, expired reset links, and
// generated binders past their expiry (files and rows), so nothing grows without bound and temporary outputs really
// go when the privacy page says. Safe to run from every web process at once (plain deletes).
import type { Kysely } from "kysely";
import type { Database } from "@courtready/db";
import type { Clock } from "./clock.ts";
import { deleteStaleSessions } from "./modules/auth/sessions.repository.ts";
import { deleteFailuresBefore } from "./modules/auth/throttle.repository.ts";
import { deleteExpiredResetTokens } from "./modules/auth/password-resets.repository.ts";
import { deleteExpiredBuilds } from "./modules/builds/builds.repository.ts";
import type { FileStorage } from "./storage/storage.ts";

const HOUR_MS = 60 * 60 * 1000;

/** One pass: sessions and reset links ended more than a day ago, failures older than the throttle window. */
export async function runMaintenance(
  db: Kysely<Database>,
  storage: FileStorage,
  now: Date,
  loginWindowMinutes: number,
): Promise<{ sessions: number; builds: number }> {
  const sessions = await deleteStaleSessions(db, new Date(now.getTime() - 24 * HOUR_MS));
  await deleteFailuresBefore(db, new Date(now.getTime() - loginWindowMinutes * 60_000));
  // A reset link is kept a day past its expiry, like a session, then goes.
  await deleteExpiredResetTokens(db, new Date(now.getTime() - 24 * HOUR_MS));
  const builds = await deleteExpiredBuilds(db, storage, now);
  return { sessions, builds };
}

/** Runs maintenance now and every hour; returns a function that stops it. */
export function scheduleMaintenance(
  db: Kysely<Database>,
  storage: FileStorage,
  clock: Clock,
  loginWindowMinutes: number,
  onError: (error: unknown) => void,
): () => void {
  const tick = () => void runMaintenance(db, storage, clock(), loginWindowMinutes).catch(onError);
  tick();
  const timer = setInterval(tick, HOUR_MS);
  // The timer alone must not keep the process alive during shutdown.
  timer.unref();
  return () => clearInterval(timer);
}
