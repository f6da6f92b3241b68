// Deleting a saved project: its rows, then its stored files.
import type { TUser } from "@courtready/contracts";
import type { ProjectsDeps } from "./projects.deps.ts";
import { getOwnedProject } from "./projects.read.ts";
import * as repo from "./projects.repository.ts";
import { projectFolder } from "./projects.uploads.ts";

/** Deletes the project, its file rows and its stored files. */
export async function deleteProject(deps: ProjectsDeps, user: TUser, id: string): Promise<void> {
  await getOwnedProject(deps, user, id);
  // The rows first: a storage hiccup then leaves unreachable bytes, never a file row without its bytes.
  await repo.deleteProject(deps.db, user.id, id);
  await deps.storage.deleteFolder(projectFolder(user.id, id));
}
