// project_filings access: a project's generated and filed binders and supplements. Reached only through a project
// already found for its owner (projects.repository.ts#findProject).
import { sql } from "kysely";
import type { Kysely } from "kysely";
import type { Database, ProjectFilingRow } from "@courtready/db";

type Db = Kysely<Database>;

/** The project's filings, oldest first. */
export async function filingsOf(db: Db, projectId: string): Promise<ProjectFilingRow[]> {
  return db
    .selectFrom("project_filings")
    .selectAll()
    .where("project_id", "=", projectId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

/** The filings of several projects, oldest first within each (the dashboard's cards). */
export async function filingsOfProjects(db: Db, projectIds: string[]): Promise<ProjectFilingRow[]> {
  if (projectIds.length === 0) return [];
  return db
    .selectFrom("project_filings")
    .selectAll()
    .where("project_id", "in", projectIds)
    .orderBy("project_id")
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

/** Records what was generated last: the project's earlier generated (not filed) row goes, all at once. */
export async function replaceGenerated(db: Db, row: ProjectFilingRow): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom("project_filings")
      .where("project_id", "=", row.project_id)
      .where("state", "=", "generated")
      .execute();
    await trx.insertInto("project_filings").values(row).execute();
  });
}

/**
 * Freezes a generated row as filed, with the labels each of its files was filed under; a new binder (not a
 * supplement) marks every earlier filing "replaced". All or nothing.
 */
export async function markFiled(
  db: Db,
  row: Pick<ProjectFilingRow, "id" | "project_id" | "kind">,
  changes: {
    binder_key: string;
    stored_bytes: number;
    manifest: string;
    filed_on: string;
    filed_at: string;
  },
  labels: { fileId: string; label: string }[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (row.kind === "binder") {
      await trx
        .updateTable("project_filings")
        .set({ state: "replaced" })
        .where("project_id", "=", row.project_id)
        .where("state", "=", "filed")
        .execute();
    }
    await trx
      .updateTable("project_filings")
      .set({ ...changes, state: "filed", build_id: null })
      .where("id", "=", row.id)
      .where("project_id", "=", row.project_id)
      .execute();
    for (const { fileId, label } of labels) {
      await trx
        .updateTable("project_files")
        .set({ exhibit_label: label })
        .where("project_id", "=", row.project_id)
        .where("id", "=", fileId)
        .execute();
    }
  });
}

/**
 * Bytes of the kept copies of every filing of the owner's projects (filed PDFs and ZIPs of volumes, including
 * filings a newer binder replaced, whose copies stay): they count toward the storage quota.
 */
export async function filedBytesOf(db: Db, ownerId: string): Promise<number> {
  const row = await db
    .selectFrom("project_filings")
    .innerJoin("projects", "projects.id", "project_filings.project_id")
    .select((eb) =>
      eb.fn.coalesce(eb.fn.sum<number | string>("project_filings.stored_bytes"), sql<number>`0`).as("total"),
    )
    .where("projects.user_id", "=", ownerId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Filed rows whose kept copies were never measured (filed before stored_bytes was kept), a batch at a time. */
export async function unmeasuredFilings(
  db: Db,
  limit: number,
): Promise<Pick<ProjectFilingRow, "id" | "binder_key" | "volumes">[]> {
  return db
    .selectFrom("project_filings")
    .select(["id", "binder_key", "volumes"])
    .where("binder_key", "is not", null)
    .where("stored_bytes", "is", null)
    .orderBy("id")
    .limit(limit)
    .execute();
}

export async function setStoredBytes(db: Db, id: string, bytes: number): Promise<void> {
  await db.updateTable("project_filings").set({ stored_bytes: bytes }).where("id", "=", id).execute();
}
