// Reading saved projects: the caller's list, one project, one of its files, each only for its owner.
import type { ProjectFileRow, ProjectRow } from "@courtready/db";
import { PROJECT_MESSAGES } from "@courtready/contracts";
import type { TProject, TProjectSummary, TUser } from "@courtready/contracts";
import { HttpError } from "../../plugins/errors.ts";
import { requireOwned } from "../../policy.ts";
import type { ProjectsDeps } from "./projects.deps.ts";
import { toProject, toProjectSummary } from "./projects.presenters.ts";
import * as repo from "./projects.repository.ts";

/** The caller's project, or 404 'Project not found' (also for someone else's id: ids reveal nothing). */
export async function getOwnedProject(
  deps: Pick<ProjectsDeps, "db">,
  user: TUser,
  id: string,
): Promise<ProjectRow> {
  return requireOwned(user, await repo.findProject(deps.db, user.id, id), PROJECT_MESSAGES.notFound);
}

export async function filesOf(deps: ProjectsDeps, projectId: string): Promise<ProjectFileRow[]> {
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
  const file = await repo.findProjectFile(deps.db, projectId, fileId);
  if (!file) throw new HttpError(404, PROJECT_MESSAGES.fileNotFound);
  return { file };
}
