// The per-person storage quota (issue 20 item 5): library files and saved projects' files count toward one total,
// read from the rows (what is stored is what the rows point at), checked before anything new is kept.
import type { Kysely } from "kysely";
import type { Database } from "@courtready/db";
import { STORAGE_MESSAGES } from "@courtready/contracts";
import type { TStorageUsage } from "@courtready/contracts";
import { HttpError } from "../../plugins/errors.ts";
import { totalBytesOf } from "./files.repository.ts";
import { projectBytesOf } from "../projects/projects.repository.ts";

export async function storageUsage(
  db: Kysely<Database>,
  userId: string,
  quotaBytes: number,
): Promise<TStorageUsage> {
  const [libraryBytes, projectBytes] = await Promise.all([
    totalBytesOf(db, userId),
    projectBytesOf(db, userId),
  ]);
  return { usedBytes: libraryBytes + projectBytes, quotaBytes, libraryBytes, projectBytes };
}

/**
 * Refuses (413, saying how much is used and what to delete) when keeping `addBytes` more, after `freedBytes` are
 * released by the same change, would take the person past the quota.
 */
export async function requireRoomFor(
  db: Kysely<Database>,
  userId: string,
  quotaBytes: number,
  addBytes: number,
  freedBytes = 0,
): Promise<void> {
  const { usedBytes } = await storageUsage(db, userId, quotaBytes);
  if (usedBytes - freedBytes + addBytes > quotaBytes)
    throw new HttpError(413, STORAGE_MESSAGES.quotaReached(usedBytes, quotaBytes));
}
