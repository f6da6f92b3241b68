// project_shares and project_comments access. A link is found only by the hash of its token; an owner's links and
// comments are reached only through a project id the caller has already been checked to own.
import type { Kysely } from "kysely";
import type { Database, ProjectCommentRow, ProjectRow, ProjectShareRow } from "@courtready/db";

type Db = Kysely<Database>;

export async function insertShare(db: Db, row: ProjectShareRow): Promise<void> {
  await db.insertInto("project_shares").values(row).execute();
}

/** The link with this token hash and the project it opens; undefined when no such link exists. */
export async function findShareByHash(
  db: Db,
  tokenHash: string,
): Promise<{ share: ProjectShareRow; project: ProjectRow } | undefined> {
  const share = await db
    .selectFrom("project_shares")
    .selectAll()
    .where("token_hash", "=", tokenHash)
    .executeTakeFirst();
  if (!share) return undefined;
  const project = await db
    .selectFrom("projects")
    .selectAll()
    .where("id", "=", share.project_id)
    .executeTakeFirst();
  return project ? { share, project } : undefined;
}

/** The project's links that still work at `now` (not revoked, not expired), newest first. */
export async function listActiveShares(db: Db, projectId: string, now: string): Promise<ProjectShareRow[]> {
  return db
    .selectFrom("project_shares")
    .selectAll()
    .where("project_id", "=", projectId)
    .where("revoked_at", "is", null)
    .where((eb) => eb.or([eb("expires_at", "is", null), eb("expires_at", ">", now)]))
    .orderBy("created_at", "desc")
    .orderBy("id")
    .execute();
}

export async function findShare(
  db: Db,
  projectId: string,
  shareId: string,
): Promise<ProjectShareRow | undefined> {
  return db
    .selectFrom("project_shares")
    .selectAll()
    .where("project_id", "=", projectId)
    .where("id", "=", shareId)
    .executeTakeFirst();
}

/** Marks the link revoked; a link already revoked keeps its first revocation time. */
export async function revokeShare(db: Db, projectId: string, shareId: string, now: string): Promise<void> {
  await db
    .updateTable("project_shares")
    .set({ revoked_at: now })
    .where("project_id", "=", projectId)
    .where("id", "=", shareId)
    .where("revoked_at", "is", null)
    .execute();
}

export async function insertComment(db: Db, row: ProjectCommentRow): Promise<void> {
  await db.insertInto("project_comments").values(row).execute();
}

export async function countComments(db: Db, projectId: string): Promise<number> {
  const row = await db
    .selectFrom("project_comments")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("project_id", "=", projectId)
    .executeTakeFirstOrThrow();
  // PostgreSQL returns count(*) as a string (bigint).
  return Number(row.count);
}

/** The project's comments, newest first (id breaks ties, so the order never wobbles). */
export async function listComments(db: Db, projectId: string): Promise<ProjectCommentRow[]> {
  return db
    .selectFrom("project_comments")
    .selectAll()
    .where("project_id", "=", projectId)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .execute();
}
