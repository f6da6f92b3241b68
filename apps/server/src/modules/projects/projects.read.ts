// Reading saved projects: the caller's list, one project, one of its files, each only for its owner; and the reads
// other modules make of projects (a shared project's files, the bytes a person's projects keep) without their tables.
import type { Kysely } from "kysely";
import type { Database, ProjectFileRow, ProjectRow } from "@courtready/db";
import { PROJECT_MESSAGES } from "@courtready/contracts";
import type {
  TMessageChoice,
  TProject,
  TProjectSummary,
  TStoredRedaction,
  TUser,
} from "@courtready/contracts";
import { HttpError } from "../../plugins/errors.ts";
import { requireOwned } from "../../policy.ts";
import type { ProjectsDeps } from "./projects.deps.ts";
import { toProject, toProjectSummary } from "./projects.presenters.ts";
import * as filings from "./filings.repository.ts";
import * as repo from "./projects.repository.ts";

/** The caller's project, or 404 'Project not found' (also for someone else's id: ids reveal nothing). */
export async function getOwnedProject(
  deps: Pick<ProjectsDeps, "db">,
  user: TUser,
  id: string,
): Promise<ProjectRow> {
  return requireOwned(user, await repo.findProject(deps.db, user.id, id), PROJECT_MESSAGES.notFound);
}

export async function filesOf(deps: Pick<ProjectsDeps, "db">, projectId: string): Promise<ProjectFileRow[]> {
  return repo.filesOfProjects(deps.db, [projectId]);
}

export async function listProjects(deps: ProjectsDeps, user: TUser): Promise<TProjectSummary[]> {
  const rows = await repo.listProjects(deps.db, user.id);
  const files = await repo.filesOfProjects(
    deps.db,
    rows.map((r) => r.id),
  );
  const byProject = new Map<string, ProjectFileRow[]>();
  for (const file of files) byProject.set(file.project_id, [...(byProject.get(file.project_id) ?? []), file]);
  return rows.map((row) => toProjectSummary(row, byProject.get(row.id) ?? []));
}

export async function getProject(deps: ProjectsDeps, user: TUser, id: string): Promise<TProject> {
  const row = await getOwnedProject(deps, user, id);
  return toProject(row, await filesOf(deps, id));
}

/** One of the caller's project files, for the route to send from storage. */
export async function openFile(
  deps: ProjectsDeps,
  user: TUser,
  projectId: string,
  fileId: string,
): Promise<{ file: ProjectFileRow }> {
  await getOwnedProject(deps, user, projectId);
  return fileOfProject(deps, projectId, fileId);
}

/**
 * Keeps one file's redaction (issue 43) on its row, by the file's id, so a reorder keeps it; no hit and no box is
 * none. Someone else's project or file: 404, as opening it.
 */
export async function saveFileRedaction(
  deps: ProjectsDeps,
  user: TUser,
  projectId: string,
  fileId: string,
  redaction: TStoredRedaction,
): Promise<void> {
  await getOwnedProject(deps, user, projectId);
  const text = redaction.hits.length || redaction.boxes.length ? JSON.stringify(redaction) : null;
  if (!(await repo.setProjectFileRedaction(deps.db, projectId, fileId, text)))
    throw new HttpError(404, PROJECT_MESSAGES.fileNotFound);
}

/**
 * Keeps one file's message choice (issue 38) on its row, by the file's id, so a reorder keeps it; null clears it.
 * Someone else's project or file: 404, as opening it.
 */
export async function saveFileMessages(
  deps: ProjectsDeps,
  user: TUser,
  projectId: string,
  fileId: string,
  choice: TMessageChoice | null,
): Promise<void> {
  await getOwnedProject(deps, user, projectId);
  if (
    !(await repo.setProjectFileMessages(deps.db, projectId, fileId, choice ? JSON.stringify(choice) : null))
  )
    throw new HttpError(404, PROJECT_MESSAGES.fileNotFound);
}

/**
 * Keeps the section (tab) one file is grouped under (issue 37 §3) on its row, by the file's id, so a reorder keeps
 * it; null: none. Someone else's project or file: 404, as opening it.
 */
export async function saveFileSection(
  deps: ProjectsDeps,
  user: TUser,
  projectId: string,
  fileId: string,
  title: string | null,
): Promise<void> {
  await getOwnedProject(deps, user, projectId);
  if (!(await repo.setProjectFileSection(deps.db, projectId, fileId, title?.trim() || null)))
    throw new HttpError(404, PROJECT_MESSAGES.fileNotFound);
}

/** One file of a project the caller may already see (its owner's, or a shared one), or 404 'File not found'. */
export async function fileOfProject(
  deps: Pick<ProjectsDeps, "db">,
  projectId: string,
  fileId: string,
): Promise<{ file: ProjectFileRow }> {
  const file = await repo.findProjectFile(deps.db, projectId, fileId);
  if (!file) throw new HttpError(404, PROJECT_MESSAGES.fileNotFound);
  return { file };
}

/**
 * The bytes a person's saved projects keep, for the storage quota: their files plus their filed copies (each filed
 * binder's PDF and ZIP of volumes), which belong to the project and go with it when it is deleted.
 */
export async function projectBytesKept(db: Kysely<Database>, ownerId: string): Promise<number> {
  const [fileBytes, filedBytes] = await Promise.all([
    repo.projectBytesOf(db, ownerId),
    filings.filedBytesOf(db, ownerId),
  ]);
  return fileBytes + filedBytes;
}

/** Which of `digests` (SHA-256) a saved project of the owner keeps: storage counts a library copy of those once. */
export function projectDigestsKept(
  db: Kysely<Database>,
  ownerId: string,
  digests: readonly string[],
): Promise<Set<string>> {
  return repo.projectDigestsAmong(db, ownerId, digests);
}
