// What one account keeps with us, read for its export: library files, folders, purchases, projects and their files.
import type { Kysely } from "kysely";
import type { Checkout, Database, Folder, ProjectFileRow, ProjectRow, UserFileRow } from "@courtready/db";

export interface AccountRecords {
  files: UserFileRow[];
  folders: Folder[];
  checkouts: Checkout[];
  projects: ProjectRow[];
  /** Every project's files, by project then position. */
  projectFiles: ProjectFileRow[];
}

export async function accountRecords(db: Kysely<Database>, userId: string): Promise<AccountRecords> {
  const [files, folders, checkouts, projects, projectFiles] = await Promise.all([
    db.selectFrom("user_files").selectAll().where("user_id", "=", userId).orderBy("uploaded_at").execute(),
    db.selectFrom("folders").selectAll().where("user_id", "=", userId).orderBy("name").execute(),
    db.selectFrom("checkouts").selectAll().where("user_id", "=", userId).orderBy("created_at").execute(),
    db.selectFrom("projects").selectAll().where("user_id", "=", userId).orderBy("created_at").execute(),
    db
      .selectFrom("project_files")
      .innerJoin("projects", "projects.id", "project_files.project_id")
      .selectAll("project_files")
      .where("projects.user_id", "=", userId)
      .orderBy("project_files.project_id")
      .orderBy("project_files.sort_order")
      .execute(),
  ]);
  return { files, folders, checkouts, projects, projectFiles };
}
