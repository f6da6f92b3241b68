// Saving and removing a saved project's file's English translation (issue 39 §2): typed text, or a file checked as
// a project's files are and stored under the project's folder within the person's storage quota
// (project_files.translation_size counts it).
import { newId } from "@courtready/db";
import { PROJECT_MESSAGES, TRANSLATION_MESSAGES } from "@courtready/contracts";
import type { TProjectFileTranslation, TSaveTranslation, TUser } from "@courtready/contracts";
import { HttpError } from "../../plugins/errors.ts";
import { addedBytes, requireRoomFor, writeWithinQuota } from "../library/storage-usage.ts";
import type { ProjectsDeps } from "./projects.deps.ts";
import { fileOfProject, getOwnedProject } from "./projects.read.ts";
import * as repo from "./projects.repository.ts";
import { storedTranslationOf, translationKeysOf, translationView } from "./projects.translation.ts";
import type { TStoredTranslation } from "./projects.translation.ts";
import { checkUploads, finishSave, projectFolder, removeKeys } from "./projects.uploads.ts";
import type { Upload } from "./projects.uploads.ts";

/**
 * Keeps one file's translation (PUT …/files/{fileId}/translation): typed text, or `upload` (checked as a project's
 * file is, stored under the project's folder, within the person's quota). `file: true` without an upload keeps the
 * stored file and changes only who translated. The file replaced, or dropped for typed text, is removed once the
 * row no longer points at it. Someone else's project or file: 404.
 */
export async function saveFileTranslation(
  deps: ProjectsDeps,
  user: TUser,
  projectId: string,
  fileId: string,
  fields: TSaveTranslation,
  upload: Upload | undefined,
  now: Date,
): Promise<TProjectFileTranslation> {
  await getOwnedProject(deps, user, projectId);
  const { file: row } = await fileOfProject(deps, projectId, fileId);
  const before = storedTranslationOf(row.translation);
  // The file the entry says it has: this request's, or the one kept; typed text comes with none.
  if (fields.file ? !upload && !before?.file : upload)
    throw new HttpError(400, TRANSLATION_MESSAGES.oneSource);
  const who = {
    translator: fields.translator,
    qualifications: fields.qualifications,
    ...(fields.language ? { language: fields.language } : {}),
  };
  let next: TStoredTranslation;
  if (upload) {
    next = await storeTranslationFile(deps, user.id, projectId, fileId, who, upload, before, now);
  } else {
    next = fields.file && before?.file ? { ...who, file: before.file } : { ...who, text: fields.text ?? "" };
    await repo.setProjectFileTranslation(
      deps.db,
      projectId,
      fileId,
      JSON.stringify(next),
      next.file?.size ?? null,
    );
  }
  if (before?.file && before.file.key !== next.file?.key) await removeKeys(deps.storage, [before.file.key]);
  return translationView(JSON.stringify(next))!;
}

/**
 * Checks `upload` as a project's file is checked, stores it under the project's folder and writes the row within
 * the person's quota (less the translation file it replaces); the stored copy is removed if the row is not written.
 */
async function storeTranslationFile(
  deps: ProjectsDeps,
  userId: string,
  projectId: string,
  fileId: string,
  who: Omit<TStoredTranslation, "text" | "file">,
  upload: Upload,
  before: TStoredTranslation | null,
  now: Date,
): Promise<TStoredTranslation> {
  // By its size, never as a library copy: storage counts a translation's file by translation_size alone.
  const adds = await addedBytes(deps.db, userId, "project", [{ sha256: null, size: upload.size }]);
  await requireRoomFor(deps.db, userId, deps.quotaBytes, adds, before?.file?.size ?? 0);
  // A translation is a document: an export here is checked as a plain file, never kept as messages.
  const [checked] = await checkUploads(deps, userId, [upload], [], now, { messageExports: false });
  const next: TStoredTranslation = {
    ...who,
    file: {
      name: checked!.name,
      // A new key each time: the file it replaces is still the row's until the row is written.
      key: `${projectFolder(userId, projectId)}/${fileId}-translation-${newId()}`,
      size: upload.size,
      ...(upload.sha256 ? { sha256: upload.sha256 } : {}),
    },
  };
  const key = next.file!.key;
  await deps.storage.put(key, await deps.storage.get(upload.key));
  try {
    await writeWithinQuota(deps.db, userId, deps.quotaBytes, (trx) =>
      repo.setProjectFileTranslation(trx, projectId, fileId, JSON.stringify(next), upload.size),
    );
  } catch (error) {
    await removeKeys(deps.storage, [key]);
    throw error;
  }
  await finishSave(deps, userId, [checked!], [], now);
  return next;
}

/** Removes one file's translation (DELETE …/files/{fileId}/translation), its stored file with it. */
export async function removeFileTranslation(
  deps: ProjectsDeps,
  user: TUser,
  projectId: string,
  fileId: string,
): Promise<void> {
  await getOwnedProject(deps, user, projectId);
  const { file: row } = await fileOfProject(deps, projectId, fileId);
  await repo.setProjectFileTranslation(deps.db, projectId, fileId, null, null);
  await removeKeys(deps.storage, translationKeysOf([row]));
}

/** A file's stored translation file (its name and storage key), or 404 when it has none. */
export async function openTranslationFile(
  deps: ProjectsDeps,
  user: TUser,
  projectId: string,
  fileId: string,
): Promise<{ name: string; key: string }> {
  await getOwnedProject(deps, user, projectId);
  const { file: row } = await fileOfProject(deps, projectId, fileId);
  const file = storedTranslationOf(row.translation)?.file;
  if (!file) throw new HttpError(404, PROJECT_MESSAGES.fileNotFound);
  return { name: file.name, key: file.key };
}
