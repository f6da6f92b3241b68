// The builds table: generated binders kept for download until they expire.
import type { Kysely } from "kysely";
import type { BuildRow, Database } from "@courtready/db";
import { toDbTime } from "@courtready/db";
import type { FileStorage } from "../../storage/storage.ts";

type Db = Kysely<Database>;

export async function insertBuild(db: Db, row: BuildRow): Promise<void> {
  await db.insertInto("builds").values(row).execute();
}

export async function findBuild(db: Db, id: string): Promise<BuildRow | undefined> {
  return db.selectFrom("builds").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Removes every expired build's stored files, then its row; returns how many went. */
export async function deleteExpiredBuilds(db: Db, storage: FileStorage, now: Date): Promise<number> {
  const expired = await db
    .selectFrom("builds")
    .select(["id", "storage_prefix"])
    .where("expires_at", "<=", toDbTime(now))
    .execute();
  for (const build of expired) {
    // Files first: a row without files is harmless (its download says "expired"), files without a row are not.
    await storage.deleteFolder(build.storage_prefix);
    await db.deleteFrom("builds").where("id", "=", build.id).execute();
  }
  return expired.length;
}
