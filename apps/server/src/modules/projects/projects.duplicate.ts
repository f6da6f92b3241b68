// Duplicating a saved project: a copy with its own copies of every file, within the person's quota.
import type { ProjectFileRow, ProjectRow } from "@courtready/db";
import { newId, toDbTime } from "@courtready/db";
import { DEFAULT_PROJECT_STATUS, MAX_PROJECT_NAME_LENGTH, PROJECT_MESSAGES } from "@courtready/contracts";
import type { TProject, TUser } from "@courtready/contracts";
import { requireRoomFor, writeWithinQuota } from "../library/storage-usage.ts";
import type { ProjectsDeps } from "./projects.deps.ts";
import { toProject } from "./projects.presenters.ts";
import { filesOf, getOwnedProject } from "./projects.read.ts";
import * as repo from "./projects.repository.ts";
import { projectFolder, removeKeys, sum } from "./projects.uploads.ts";

/** A copy named "Copy of …" with copies of every file (its own bytes: deleting one never touches the other). */
export async function duplicateProject(
  deps: ProjectsDeps,
  user: TUser,
  projectId: string,
  now: Date,
): Promise<TProject> {
  const source = await getOwnedProject(deps, user, projectId);
  const sourceFiles = await filesOf(deps, projectId);
  // The copy has its own bytes, so it takes room of its own.
  await requireRoomFor(deps.db, user.id, deps.quotaBytes, sum(sourceFiles.map((f) => Number(f.file_size))));
  const id = newId();
  const time = toDbTime(now);
  // The copy keeps every setting of the source, its size limit choice too.
  const row: ProjectRow = {
    ...source,
    id,
    project_name: PROJECT_MESSAGES.copyName(source.project_name).slice(0, MAX_PROJECT_NAME_LENGTH),
    status: DEFAULT_PROJECT_STATUS,
    created_at: time,
    updated_at: time,
    last_generated_at: null,
  };
  const files = sourceFiles.map((file): ProjectFileRow => {
    const fileId = newId();
    return {
      ...file,
      id: fileId,
      project_id: id,
      storage_key: `${projectFolder(user.id, id)}/${fileId}`,
      created_at: time,
    };
  });
  const copied: string[] = [];
  try {
    for (const [i, file] of files.entries()) {
      await deps.storage.put(file.storage_key, await deps.storage.get(sourceFiles[i]!.storage_key));
      copied.push(file.storage_key);
    }
    await writeWithinQuota(deps.db, user.id, deps.quotaBytes, (trx) =>
      repo.insertProjectWithFiles(trx, row, files),
    );
  } catch (error) {
    await removeKeys(deps.storage, copied);
    throw error;
  }
  return toProject(row, files);
}
