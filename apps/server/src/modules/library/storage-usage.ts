// The per-person storage quota (issue 20 item 5): library files, saved projects' files and their filed copies count
// toward one total, read from the rows (what is stored is what the rows point at): checked before the work of keeping
// anything new starts, and again in the transaction that writes its rows, so requests that race cannot pass it
// together. A filing is never checked against it (projects.filing.run.ts) but counts once kept.
import type { Kysely } from "kysely";
import type { Database } from "@courtready/db";
import { STORAGE_MESSAGES } from "@courtready/contracts";
import type { TStorageUsage } from "@courtready/contracts";
import { HttpError } from "../../plugins/errors.ts";
import { totalBytesOf } from "./files.repository.ts";
import { projectBytesKept } from "../projects/projects.read.ts";
import { lockAccount } from "../auth/auth.service.ts";

/**
 * The one count of what the person keeps: GET /api/storage shows it and every quota check compares against it.
 * `projectBytes` is the saved projects' files plus their filed copies (each filed binder's PDF and ZIP of volumes):
 * they belong to the project and go with it when it is deleted.
 */
export async function storageUsage(
  db: Kysely<Database>,
  userId: string,
  quotaBytes: number,
): Promise<TStorageUsage> {
  const [libraryBytes, projectBytes] = await Promise.all([
    totalBytesOf(db, userId),
    projectBytesKept(db, userId),
  ]);
  return { usedBytes: libraryBytes + projectBytes, quotaBytes, libraryBytes, projectBytes };
}

/**
 * Refuses (413, saying how much is used and what to delete) when keeping `addBytes` more, after `freedBytes` are
 * released by the same change, would take the person past the quota. A change that keeps no more than it frees (a
 * reorder, relabel or removal on the edit screen) always passes: someone a filing took over the quota must still be
 * able to tidy and shrink what they keep.
 */
export async function requireRoomFor(
  db: Kysely<Database>,
  userId: string,
  quotaBytes: number,
  addBytes: number,
  freedBytes = 0,
): Promise<void> {
  const { usedBytes } = await storageUsage(db, userId, quotaBytes);
  if (addBytes > freedBytes && usedBytes - freedBytes + addBytes > quotaBytes)
    throw new HttpError(413, STORAGE_MESSAGES.quotaReached(usedBytes, quotaBytes));
}

/**
 * Writes the rows of a change that keeps `addBytes` more (and frees what `freed` counts), with the quota checked
 * again in the same transaction, behind a lock on the person's account row. Two saves or uploads of the same person
 * at once each passed the early check against what was stored before either; here the second waits for the first
 * to commit and then counts its rows, so together they never go past the quota. `freed` is counted there too, from
 * the rows as they are then: two saves of the same project at once would otherwise both count the files they
 * replace, though only the first removes them. The lock is an UPDATE that changes nothing: PostgreSQL holds the
 * row's lock until commit, and SQLite's write lock holds the whole transaction.
 * @throws HttpError 413, as requireRoomFor, with nothing written.
 */
export async function writeWithinQuota<T>(
  db: Kysely<Database>,
  userId: string,
  quotaBytes: number,
  change: { addBytes: number; freed?: (trx: Kysely<Database>) => Promise<number> },
  write: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await lockAccount(trx, userId);
    const freedBytes = change.freed ? await change.freed(trx) : 0;
    await requireRoomFor(trx, userId, quotaBytes, change.addBytes, freedBytes);
    return write(trx);
  });
}
