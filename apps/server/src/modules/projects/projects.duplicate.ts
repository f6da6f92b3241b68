// Duplicating a saved project: a copy with its own copies of every file (and translation file), within the quota.
import type { ProjectFileRow, ProjectRow } from "@courtready/db";
import { newId, toDbTime } from "@courtready/db";
import { DEFAULT_PROJECT_STATUS, MAX_PROJECT_NAME_LENGTH, PROJECT_MESSAGES } from "@courtready/contracts";
import type { TProject, TUser } from "@courtready/contracts";
import { requireRoomFor, writeWithinQuota } from "../library/storage-usage.ts";
import type { ProjectsDeps } from "./projects.deps.ts";
import { toProject } from "./projects.presenters.ts";
import { filesOf, getOwnedProject } from "./projects.read.ts";
import * as repo from "./projects.repository.ts";
import { storedTranslationOf } from "./projects.translation.ts";
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
  const sizes = sourceFiles.map((f) => Number(f.file_size) + Number(f.translation_size ?? 0));
  await requireRoomFor(deps.db, user.id, deps.quotaBytes, sum(sizes));
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
  // Each copy's bytes to copy: its file's, and its translation's stored file (issue 39 §2) under the copy's folder.
  const copies: { from: string; to: string }[] = [];
  const files = sourceFiles.map((file): ProjectFileRow => {
    const fileId = newId();
    const storage_key = `${projectFolder(user.id, id)}/${fileId}`;
    copies.push({ from: file.storage_key, to: storage_key });
    const translation = storedTranslationOf(file.translation);
    let translationText = translation ? JSON.stringify(translation) : null;
    if (translation?.file) {
      const key = `${projectFolder(user.id, id)}/${fileId}-translation-${newId()}`;
      copies.push({ from: translation.file.key, to: key });
      translationText = JSON.stringify({ ...translation, file: { ...translation.file, key } });
    }
    return {
      ...file,
      id: fileId,
      project_id: id,
      storage_key,
      translation: translationText,
      created_at: time,
    };
  });
  const copied: string[] = [];
  try {
    for (const { from, to } of copies) {
      await deps.storage.put(to, await deps.storage.get(from));
      copied.push(to);
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
