// projects and project_files access. Projects are found by owner and id together, so a row of another user is
// never returned; a project's files are reached only through a project already found that way.
import { sql } from "kysely";
import type { Kysely } from "kysely";
import type { Database, ProjectFileRow, ProjectRow } from "@courtready/db";

type Db = Kysely<Database>;

/** Runs `work` in the caller's transaction when `db` is one (storage-usage.ts#writeWithinQuota), else in its own. */
function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/** A new project and its files, all or nothing. */
export async function insertProjectWithFiles(
  db: Db,
  row: ProjectRow,
  files: ProjectFileRow[],
): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx.insertInto("projects").values(row).execute();
    if (files.length > 0) await trx.insertInto("project_files").values(files).execute();
  });
}

export async function findProject(db: Db, ownerId: string, id: string): Promise<ProjectRow | undefined> {
  return db
    .selectFrom("projects")
    .selectAll()
    .where("id", "=", id)
    .where("user_id", "=", ownerId)
    .executeTakeFirst();
}

/** The owner's projects, most recently changed first (id breaks ties, so the order never wobbles). */
export async function listProjects(db: Db, ownerId: string): Promise<ProjectRow[]> {
  return db
    .selectFrom("projects")
    .selectAll()
    .where("user_id", "=", ownerId)
    .orderBy("updated_at", "desc")
    .orderBy("created_at", "desc")
    .orderBy("id")
    .execute();
}

export async function updateProject(
  db: Db,
  ownerId: string,
  id: string,
  changes: Partial<Omit<ProjectRow, "id" | "user_id" | "created_at">>,
): Promise<void> {
  await db.updateTable("projects").set(changes).where("id", "=", id).where("user_id", "=", ownerId).execute();
}

/** Deletes the project; its file rows go with it (foreign key, on delete cascade). */
export async function deleteProject(db: Db, ownerId: string, id: string): Promise<void> {
  await db.deleteFrom("projects").where("id", "=", id).where("user_id", "=", ownerId).execute();
}

/** The files of the given projects, in each project's order. */
export async function filesOfProjects(db: Db, projectIds: string[]): Promise<ProjectFileRow[]> {
  if (projectIds.length === 0) return [];
  return db
    .selectFrom("project_files")
    .selectAll()
    .where("project_id", "in", projectIds)
    .orderBy("project_id")
    .orderBy("sort_order")
    .orderBy("id")
    .execute();
}

export async function findProjectFile(
  db: Db,
  projectId: string,
  fileId: string,
): Promise<ProjectFileRow | undefined> {
  return db
    .selectFrom("project_files")
    .selectAll()
    .where("project_id", "=", projectId)
    .where("id", "=", fileId)
    .executeTakeFirst();
}

/** Sets one of a file's text columns (JSON or a title, or null for none); false when no such file is in the project. */
async function setProjectFileJson(
  db: Db,
  projectId: string,
  fileId: string,
  column: "redaction" | "messages" | "page_edits" | "section",
  text: string | null,
): Promise<boolean> {
  const result = await db
    .updateTable("project_files")
    .set({ [column]: text })
    .where("project_id", "=", projectId)
    .where("id", "=", fileId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Sets one file's translation (JSON text and its stored file's size, or nulls for none). */
export async function setProjectFileTranslation(
  db: Db,
  projectId: string,
  fileId: string,
  translation: string | null,
  translationSize: number | null,
): Promise<void> {
  await db
    .updateTable("project_files")
    .set({ translation, translation_size: translationSize })
    .where("project_id", "=", projectId)
    .where("id", "=", fileId)
    .execute();
}

/** Sets one file's redaction (JSON text, or null for none); false when no such file is in the project. */
export const setProjectFileRedaction = (
  db: Db,
  projectId: string,
  fileId: string,
  redaction: string | null,
) => setProjectFileJson(db, projectId, fileId, "redaction", redaction);

/** Sets one file's message choice (issue 38; JSON text, or null for none); false when no such file is in it. */
export const setProjectFileMessages = (db: Db, projectId: string, fileId: string, messages: string | null) =>
  setProjectFileJson(db, projectId, fileId, "messages", messages);

/** Sets one file's page edits (issue 37 §3; JSON text, or null for none); false when no such file is in it. */
export const setProjectFilePageEdits = (db: Db, projectId: string, fileId: string, edits: string | null) =>
  setProjectFileJson(db, projectId, fileId, "page_edits", edits);

/** Sets one file's section title (issue 37 §3; null for none); false when no such file is in the project. */
export const setProjectFileSection = (db: Db, projectId: string, fileId: string, section: string | null) =>
  setProjectFileJson(db, projectId, fileId, "section", section);

export interface FileChanges {
  insert: ProjectFileRow[];
  /** Saved files' new places and labels, and their description when the person changed it. */
  update: { id: string; sort_order: number; exhibit_label: string; description?: string }[];
  deleteIds: string[];
  /** Written to the project row in the same transaction (its updated_at, and any other fields). */
  project: Partial<Omit<ProjectRow, "id" | "user_id" | "created_at">>;
}

/**
 * Applies a project's file changes and its own changes all at once: a failure half-way leaves the project as it
 * was, never with some files moved and others not.
 */
export async function applyFileChanges(
  db: Db,
  ownerId: string,
  projectId: string,
  changes: FileChanges,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    if (changes.deleteIds.length > 0) {
      await trx
        .deleteFrom("project_files")
        .where("project_id", "=", projectId)
        .where("id", "in", changes.deleteIds)
        .execute();
    }
    for (const file of changes.update) {
      await trx
        .updateTable("project_files")
        .set({
          sort_order: file.sort_order,
          exhibit_label: file.exhibit_label,
          ...(file.description !== undefined ? { description: file.description } : {}),
        })
        .where("project_id", "=", projectId)
        .where("id", "=", file.id)
        .execute();
    }
    if (changes.insert.length > 0) await trx.insertInto("project_files").values(changes.insert).execute();
    await trx
      .updateTable("projects")
      .set(changes.project)
      .where("id", "=", projectId)
      .where("user_id", "=", ownerId)
      .execute();
  });
}

/**
 * Bytes of those of a project's files (by id) that are still stored: what deleting them frees. Read in the quota's
 * transaction (storage-usage.ts#writeWithinQuota), a file another save already removed frees nothing twice.
 */
export async function bytesOfProjectFiles(db: Db, projectId: string, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const row = await db
    .selectFrom("project_files")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>("file_size"), sql<number>`0`).as("total"))
    .where("project_id", "=", projectId)
    .where("id", "in", ids)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/**
 * Bytes of every stored file of the owner's saved projects (they count toward the storage quota). Each copy counts:
 * two projects, or two places in one, are copies the person made. The library's copies of these bytes are the ones
 * not counted again (files.repository.ts#libraryOnlyBytesOf).
 */
export async function projectBytesOf(db: Db, ownerId: string): Promise<number> {
  const row = await db
    .selectFrom("project_files")
    .innerJoin("projects", "projects.id", "project_files.project_id")
    .select((eb) =>
      eb.fn.coalesce(eb.fn.sum<number | string>("project_files.file_size"), sql<number>`0`).as("total"),
    )
    // A translation's stored file counts as the file's own bytes do (issue 39 §2), by its size.
    .select((eb) =>
      eb.fn
        .coalesce(eb.fn.sum<number | string>("project_files.translation_size"), sql<number>`0`)
        .as("translations"),
    )
    .where("projects.user_id", "=", ownerId)
    .executeTakeFirstOrThrow();
  return Number(row.total) + Number(row.translations);
}

/** Which of `digests` (SHA-256, hex) a saved project of the owner keeps. */
export async function projectDigestsAmong(
  db: Db,
  ownerId: string,
  digests: readonly string[],
): Promise<Set<string>> {
  if (digests.length === 0) return new Set();
  const rows = await db
    .selectFrom("project_files")
    .innerJoin("projects", "projects.id", "project_files.project_id")
    .select("project_files.sha256")
    .where("projects.user_id", "=", ownerId)
    .where("project_files.sha256", "in", [...digests])
    .execute();
  return new Set(rows.flatMap((r) => (r.sha256 ? [r.sha256] : [])));
}
