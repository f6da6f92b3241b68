// The per-person storage quota (issue 20 item 5): library files, saved projects' files and their filed copies count
// toward one total, read from the rows (what is stored is what the rows point at): checked before the work of keeping
// anything new starts, and again in the transaction that writes its rows, so requests that race cannot pass it
// together. A filing is never checked against it (projects.filing.run.ts) but counts once kept. The same bytes (by
// SHA-256) kept in a project and in the library, or in two projects, count once (issue 37).
import type { Kysely } from "kysely";
import type { Database } from "@courtready/db";
import { STORAGE_MESSAGES } from "@courtready/contracts";
import type { TStorageUsage } from "@courtready/contracts";
import { HttpError } from "../../plugins/errors.ts";
import { libraryDigestsAmong, libraryOnlyBytesOf } from "./files.repository.ts";
import { projectBytesKept, projectDigestsKept } from "../projects/projects.read.ts";
import { lockAccount } from "../auth/auth.service.ts";

/**
 * The one count of what the person keeps: GET /api/storage shows it and every quota check compares against it.
 * `projectBytes` is the saved projects' files plus their filed copies (each filed binder's PDF and ZIP of volumes):
 * they belong to the project and go with it when it is deleted. `libraryBytes` is the library's files whose bytes no
 * saved project also keeps, so each stored document counts once.
 */
export async function storageUsage(
  db: Kysely<Database>,
  userId: string,
  quotaBytes: number,
): Promise<TStorageUsage> {
  const [libraryBytes, projectBytes] = await Promise.all([
    libraryOnlyBytesOf(db, userId),
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
 * What keeping `files` adds to the person's count, for the early check before the work starts (requireRoomFor;
 * writeWithinQuota then counts exactly). Into the library: nothing for bytes (by SHA-256) the library or a saved
 * project already keeps. Into a project: nothing for bytes only the library kept until now (its copy stops counting
 * as the project's starts), the full size otherwise (each project copy counts).
 */
export async function addedBytes(
  db: Kysely<Database>,
  userId: string,
  into: "library" | "project",
  files: readonly { sha256: string | null; size: number }[],
): Promise<number> {
  const digests = [...new Set(files.flatMap((f) => (f.sha256 ? [f.sha256] : [])))];
  const [library, projects] = await Promise.all([
    libraryDigestsAmong(db, userId, digests),
    projectDigestsKept(db, userId, digests),
  ]);
  let total = 0;
  for (const { sha256, size } of files) {
    if (into === "library") {
      if (sha256 && (library.has(sha256) || projects.has(sha256))) continue;
      if (sha256) library.add(sha256);
    } else {
      const onlyInLibrary = sha256 !== null && library.has(sha256) && !projects.has(sha256);
      if (sha256) projects.add(sha256);
      if (onlyInLibrary) continue;
    }
    total += size;
  }
  return total;
}

/**
 * Writes the rows of a change in one transaction, behind a lock on the person's account row, and keeps it only when
 * it leaves the person within the quota or keeping no more than before. The count is taken from the rows before and
 * after the write, so it is exact: bytes the person already keeps (the same SHA-256 in the library and a project)
 * add nothing, and what a change removes is taken off as it is when the change is written. Two saves or uploads of
 * the same person at once each passed the early check against what was stored before either; here the second waits
 * for the first to commit and then counts its rows, so together they never go past the quota (two saves of one
 * project at once both replacing its files free them once). The lock is an UPDATE that changes nothing: PostgreSQL
 * holds the row's lock until commit, and SQLite's write lock holds the whole transaction.
 * @throws HttpError 413, as requireRoomFor, with nothing written.
 */
export async function writeWithinQuota<T>(
  db: Kysely<Database>,
  userId: string,
  quotaBytes: number,
  write: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await lockAccount(trx, userId);
    const before = (await storageUsage(trx, userId, quotaBytes)).usedBytes;
    const result = await write(trx);
    const after = (await storageUsage(trx, userId, quotaBytes)).usedBytes;
    if (after > before && after > quotaBytes)
      throw new HttpError(413, STORAGE_MESSAGES.quotaReached(before, quotaBytes));
    return result;
  });
}
