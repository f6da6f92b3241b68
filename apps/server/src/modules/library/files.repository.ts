// user_files and folders access. Every query is scoped to one owner: a row of another user is never returned.
import { sql } from "kysely";
import type { Kysely } from "kysely";
import type { Database, Folder, UserFileRow } from "@courtready/db";
import type { TFileCategory } from "@courtready/contracts";

export type NewUserFileRow = UserFileRow;

export async function insertUserFile(db: Kysely<Database>, row: NewUserFileRow): Promise<void> {
  await db.insertInto("user_files").values(row).execute();
}

export async function findUserFile(
  db: Kysely<Database>,
  ownerId: string,
  id: string,
): Promise<UserFileRow | undefined> {
  return db
    .selectFrom("user_files")
    .selectAll()
    .where("id", "=", id)
    .where("user_id", "=", ownerId)
    .executeTakeFirst();
}

/** This person's library file holding exactly these bytes (by SHA-256), if any. */
export async function findUserFileByHash(
  db: Kysely<Database>,
  ownerId: string,
  sha256: string,
): Promise<UserFileRow | undefined> {
  return db
    .selectFrom("user_files")
    .selectAll()
    .where("user_id", "=", ownerId)
    .where("sha256", "=", sha256)
    .executeTakeFirst();
}

/** Escapes LIKE wildcards so a search for "50%" means those characters. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface FileFilter {
  category?: TFileCategory | undefined;
  search?: string | undefined;
  folderId?: string | undefined;
}

/** Newest first; search is case-insensitive over the name, both descriptions and the tags. */
export async function listUserFiles(
  db: Kysely<Database>,
  ownerId: string,
  filter: FileFilter,
): Promise<UserFileRow[]> {
  let query = db.selectFrom("user_files").selectAll().where("user_id", "=", ownerId);
  if (filter.category) query = query.where("category", "=", filter.category);
  if (filter.folderId) query = query.where("folder_id", "=", filter.folderId);
  if (filter.search) {
    const pattern = likePattern(filter.search);
    query = query.where((eb) =>
      eb.or(
        (["original_filename", "user_description", "ai_description", "tags"] as const).map(
          (column) => sql<boolean>`lower(coalesce(${sql.ref(column)}, '')) like ${pattern} escape '\\'`,
        ),
      ),
    );
  }
  return query.orderBy("uploaded_at", "desc").orderBy("id").execute();
}

export async function totalBytesOf(db: Kysely<Database>, ownerId: string): Promise<number> {
  const row = await db
    .selectFrom("user_files")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>("file_size"), sql<number>`0`).as("total"))
    .where("user_id", "=", ownerId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/**
 * Bytes of the owner's library files whose bytes no saved project of theirs also keeps (by SHA-256): the storage
 * count takes those once, under projects (projects.repository.ts#projectBytesOf), so a builder file saved in a
 * project and filed in the library counts once (issue 37).
 */
export async function libraryOnlyBytesOf(db: Kysely<Database>, ownerId: string): Promise<number> {
  const row = await db
    .selectFrom("user_files")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>("file_size"), sql<number>`0`).as("total"))
    .where("user_id", "=", ownerId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("project_files")
            .innerJoin("projects", "projects.id", "project_files.project_id")
            .select("project_files.id")
            .where("projects.user_id", "=", ownerId)
            .whereRef("project_files.sha256", "=", "user_files.sha256"),
        ),
      ),
    )
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Which of `digests` (SHA-256, hex) the owner's library keeps. */
export async function libraryDigestsAmong(
  db: Kysely<Database>,
  ownerId: string,
  digests: readonly string[],
): Promise<Set<string>> {
  if (digests.length === 0) return new Set();
  const rows = await db
    .selectFrom("user_files")
    .select("sha256")
    .where("user_id", "=", ownerId)
    .where("sha256", "in", [...digests])
    .execute();
  return new Set(rows.map((r) => r.sha256));
}

export async function updateUserFile(
  db: Kysely<Database>,
  ownerId: string,
  id: string,
  changes: Partial<Pick<UserFileRow, "user_description" | "tags" | "category" | "folder_id">>,
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db
    .updateTable("user_files")
    .set(changes)
    .where("id", "=", id)
    .where("user_id", "=", ownerId)
    .execute();
}

export async function deleteUserFile(db: Kysely<Database>, ownerId: string, id: string): Promise<void> {
  await db.deleteFrom("user_files").where("id", "=", id).where("user_id", "=", ownerId).execute();
}

export async function insertFolder(db: Kysely<Database>, row: Folder): Promise<void> {
  await db.insertInto("folders").values(row).execute();
}

export async function findFolder(
  db: Kysely<Database>,
  ownerId: string,
  id: string,
): Promise<Folder | undefined> {
  return db
    .selectFrom("folders")
    .selectAll()
    .where("id", "=", id)
    .where("user_id", "=", ownerId)
    .executeTakeFirst();
}

/** Folders by name, each with how many files it holds. */
export async function listFolders(
  db: Kysely<Database>,
  ownerId: string,
): Promise<(Folder & { file_count: number })[]> {
  const rows = await db
    .selectFrom("folders")
    .leftJoin("user_files", "user_files.folder_id", "folders.id")
    .select([
      "folders.id",
      "folders.user_id",
      "folders.name",
      "folders.description",
      "folders.color",
      "folders.created_at",
    ])
    .select((eb) => eb.fn.count<number | string>("user_files.id").as("file_count"))
    .where("folders.user_id", "=", ownerId)
    .groupBy([
      "folders.id",
      "folders.user_id",
      "folders.name",
      "folders.description",
      "folders.color",
      "folders.created_at",
    ])
    .orderBy("folders.name")
    .orderBy("folders.id")
    .execute();
  return rows.map((row) => ({ ...row, file_count: Number(row.file_count) }));
}

/** Deletes a folder; its files stay in the library, outside any folder. */
export async function deleteFolder(db: Kysely<Database>, ownerId: string, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("user_files")
      .set({ folder_id: null })
      .where("folder_id", "=", id)
      .where("user_id", "=", ownerId)
      .execute();
    await trx.deleteFrom("folders").where("id", "=", id).where("user_id", "=", ownerId).execute();
  });
}
