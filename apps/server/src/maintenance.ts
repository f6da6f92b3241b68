// Housekeeping on a timer: removes sessions that ended, sign-in failures too old to count, expired reset links, and
// generated binders past their expiry (files and rows) and kept conversions as old, so nothing grows without bound and temporary outputs really
// go when the privacy page says. Safe to run from every web process at once (plain deletes).
import type { Kysely } from "kysely";
import type { Database } from "@courtready/db";
import type { Clock } from "./clock.ts";
import { deleteStaleSessions } from "./modules/auth/sessions.repository.ts";
import { deleteFailuresBefore } from "./modules/auth/throttle.repository.ts";
import { deleteExpiredLeases } from "./modules/limits/leases.repository.ts";
import { deleteExpiredResetTokens } from "./modules/auth/password-resets.repository.ts";
import {
  deleteEndedJobsBefore,
  deleteExpiredBuilds,
  liveStoragePrefixes,
} from "./modules/builds/builds.repository.ts";
import type { FileStorage } from "./storage/storage.ts";
import { deleteExpiredConversions } from "./modules/library/conversions.ts";
import { setStoredBytes, unmeasuredFilings } from "./modules/projects/filings.repository.ts";
import { filedVolumesKey } from "./modules/projects/projects.filing.ts";
import { isResumableSidecar, resumableFolder } from "./modules/uploads/resumable.keys.ts";

const HOUR_MS = 60 * 60 * 1000;

/** One pass: sessions and reset links ended more than a day ago, failures older than the throttle window. */
export async function runMaintenance(
  db: Kysely<Database>,
  storage: FileStorage,
  now: Date,
  loginWindowMinutes: number,
  /** How long a build's files are kept (config.buildRetentionHours): kept conversions go after as long. */
  retentionHours = 24,
): Promise<{ sessions: number; builds: number; orphans: number; conversions: number }> {
  const sessions = await deleteStaleSessions(db, new Date(now.getTime() - 24 * HOUR_MS));
  await deleteFailuresBefore(db, new Date(now.getTime() - loginWindowMinutes * 60_000));
  // Leases whose holder died end by themselves; their rows, and buckets quiet for a day, go here.
  await deleteExpiredLeases(db, now, new Date(now.getTime() - 24 * HOUR_MS));
  // A reset link is kept a day past its expiry, like a session, then goes.
  await deleteExpiredResetTokens(db, new Date(now.getTime() - 24 * HOUR_MS));
  const builds = await deleteExpiredBuilds(db, storage, now);
  // A build's row says how it ended for a day, so the person coming back to the builder can be told.
  await deleteEndedJobsBefore(db, new Date(now.getTime() - 24 * HOUR_MS));
  const orphans = await deleteOrphanedFiles(db, storage, now);
  const conversions = await deleteExpiredConversions({ db, storage }, now, retentionHours);
  await measureFiledCopies(db, storage);
  return { sessions, builds, orphans, conversions };
}

/**
 * Removes stored build uploads and outputs that no row refers to: uploads of builds that ended or were never
 * recorded, outputs written before a crash stopped their row being written. Only folders untouched for an hour go,
 * so an upload still streaming in (or a library upload's staging folder) is never taken from under its request.
 */
export async function deleteOrphanedFiles(
  db: Kysely<Database>,
  storage: FileStorage,
  now: Date,
): Promise<number> {
  const live = await liveStoragePrefixes(db);
  const cutoff = now.getTime() - HOUR_MS;
  let removed = 0;
  for (const user of await storage.list("users")) {
    for (const area of ["uploads", "builds"]) {
      const folder = `users/${user.name}/${area}`;
      for (const entry of await storage.list(folder)) {
        const prefix = `${folder}/${entry.name}`;
        if (live.has(prefix) || entry.modifiedAt.getTime() > cutoff) continue;
        await storage.deleteFolder(prefix);
        await storage.delete(prefix);
        removed++;
      }
    }
    removed += await deleteAbandonedResumable(storage, user.name, now);
  }
  return removed;
}

/**
 * A resumable upload (modules/uploads) untouched for a day was given up: it and its description go. A day, not an
 * hour, so a phone that slept overnight still resumes. (On S3 the parts of an unfinished multipart upload are not
 * objects; the bucket's AbortIncompleteMultipartUpload lifecycle rule ends those, see docs/deploy.md.)
 */
async function deleteAbandonedResumable(storage: FileStorage, userId: string, now: Date): Promise<number> {
  const folder = resumableFolder(userId);
  const cutoff = now.getTime() - 24 * HOUR_MS;
  let removed = 0;
  for (const entry of await storage.list(folder)) {
    if (entry.modifiedAt.getTime() > cutoff) continue;
    await storage.delete(`${folder}/${entry.name}`);
    if (!isResumableSidecar(entry.name)) removed++;
  }
  return removed;
}

/**
 * Measures the kept copies of filings made before their size was recorded (project_filings.stored_bytes), so they
 * count toward the storage quota like every later filing. Once all are measured this is one empty query.
 */
export async function measureFiledCopies(db: Kysely<Database>, storage: FileStorage): Promise<number> {
  let measured = 0;
  for (;;) {
    const rows = await unmeasuredFilings(db, 500);
    for (const row of rows) {
      const keys = [row.binder_key!, ...(row.volumes ? [filedVolumesKey(row.binder_key!)] : [])];
      let bytes = 0;
      for (const key of keys) bytes += await storedSize(storage, key);
      await setStoredBytes(db, row.id, bytes);
    }
    measured += rows.length;
    if (rows.length < 500) return measured;
  }
}

/** One stored file's size (0 when it is gone): from the store's stat, else by reading it through. */
async function storedSize(storage: FileStorage, key: string): Promise<number> {
  if (storage.stat) return (await storage.stat(key))?.size ?? 0;
  if (!(await storage.exists(key))) return 0;
  let size = 0;
  for await (const chunk of await storage.get(key)) size += (chunk as Buffer).byteLength;
  return size;
}

/** Runs maintenance now and every hour; returns a function that stops it. */
export function scheduleMaintenance(
  db: Kysely<Database>,
  storage: FileStorage,
  clock: Clock,
  loginWindowMinutes: number,
  onError: (error: unknown) => void,
  retentionHours?: number,
): () => void {
  const tick = () =>
    void runMaintenance(db, storage, clock(), loginWindowMinutes, retentionHours).catch(onError);
  tick();
  const timer = setInterval(tick, HOUR_MS);
  // The timer alone must not keep the process alive during shutdown.
  timer.unref();
  return () => clearInterval(timer);
}
