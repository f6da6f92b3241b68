// The file library: upload (checked, converted once to learn its pages and draw its first page, stored), list,
// edit and move, delete; folders. A message export (issue 38) is found by content on the job's thread and kept as it
// came, with no pages, picture or AI description (message-exports.ts). Storage and database are kept in step: a failed insert removes what was stored.
import type { Kysely } from "kysely";
import type { Database, Folder, UserFileRow } from "@courtready/db";
import { newId, toDbTime } from "@courtready/db";
import { LIBRARY_MESSAGES, machineDescriptionSource } from "@courtready/contracts";
import type {
  TCreateFolder,
  TFileCategory,
  TFolder,
  TMessageExportSummary,
  TUpdateUserFile,
  TUser,
  TUserFile,
  TUserFilesQuery,
} from "@courtready/contracts";
import type { JobRunner } from "../../jobs/runner.ts";
import { fileDescribeJob } from "./library.jobs.ts";
import type { FileJobPayload } from "./library.jobs.ts";
import { convertStored, keepStoredConversions } from "./conversions.ts";
import { isMessageExport, KEPT_EXPORT_ZONE, keptExport, storedListingOf } from "./message-exports.ts";
import { recordKeyFor } from "./inspect.service.ts";
import { HttpError } from "../../plugins/errors.ts";
import { cleanFileName } from "../../plugins/uploads.ts";
import { requireOwned } from "../../policy.ts";
import { readStoredBytes } from "../../storage/staging.ts";
import type { FileStorage } from "../../storage/storage.ts";
import * as repo from "./files.repository.ts";
import { addedBytes, requireRoomFor, writeWithinQuota } from "./storage-usage.ts";
import type { Described } from "../ai/ai.provider.ts";

export interface LibraryDeps {
  db: Kysely<Database>;
  storage: FileStorage;
  /** Conversion runs here (a worker thread), never on the request thread. */
  jobs: JobRunner;
  /**
   * The machine description for a member's upload and who wrote it ("ai", or "file": the describer, from the file's
   * own data), or null (not a member, or the provider failed); never throws.
   */
  describeForMember: (user: TUser, file: MemberFile, now: Date) => Promise<Described | null>;
  maxFileBytes: number;
  /** What one person's library files and saved projects' files may take together. */
  quotaBytes: number;
}

/**
 * A file for the AI describer: its bytes read only when called (issue 40), so a free account's upload, which gets no
 * machine description, is never read whole into the web process.
 */
export interface MemberFile {
  name: string;
  read: () => Promise<Uint8Array>;
}

/** A file already in storage (a request's staging area, plugins/uploads.ts), with what streaming it learnt. */
export interface StagedFile {
  key: string;
  size: number;
  /** Hex SHA-256 of its bytes. */
  sha256: string;
}

export interface Upload {
  filename: string;
  staged: StagedFile;
  category: TFileCategory;
  userDescription: string;
  tags: string[];
}

const MB = 1024 * 1024;

function parseList(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

export function toUserFile(row: UserFileRow): TUserFile {
  const listing = storedListingOf(row.message_export);
  return {
    id: row.id,
    originalFilename: row.original_filename,
    fileType: row.file_type,
    mimeType: row.mime_type,
    fileSize: Number(row.file_size),
    pageCount: row.page_count,
    category: row.category as TFileCategory,
    aiDescription: row.ai_description,
    aiDescriptionSource: machineDescriptionSource(row.ai_description_source),
    userDescription: row.user_description,
    tags: parseList(row.tags),
    folderId: row.folder_id,
    uploadedAt: row.uploaded_at,
    thumbnailUrl: row.thumbnail_key ? `/api/user-files/${row.id}/thumbnail` : null,
    downloadUrl: `/api/user-files/${row.id}/download`,
    warnings: parseList(row.warnings),
    ...(listing ? { messageExport: listing } : {}),
  };
}

function toFolder(row: Folder & { file_count: number }): TFolder {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    color: row.color,
    createdAt: row.created_at,
    fileCount: row.file_count,
  };
}

/**
 * Files a saved project's documents in the person's library, each once (issue 19 item 7): the same bytes for the
 * same person are the same library file, so saving again, or a file picked from the library, adds nothing. Category
 * evidence with the project's description (builder-and-projects.md §9). A file the library refuses (a full library,
 * a file it cannot use) is counted, never a failed save. Returns how many could not be filed.
 */
export async function fileOnce(
  deps: LibraryDeps,
  user: TUser,
  files: readonly (StagedFile & { name: string; description: string })[],
  now: Date,
): Promise<number> {
  let failed = 0;
  for (const file of files) {
    if (await repo.findUserFileByHash(deps.db, user.id, file.sha256)) continue;
    try {
      await uploadFile(
        deps,
        user,
        {
          filename: file.name,
          staged: { key: file.key, size: file.size, sha256: file.sha256 },
          category: "evidence",
          userDescription: file.description.slice(0, 2000),
          tags: [],
        },
        now,
      );
    } catch {
      failed += 1;
    }
  }
  return failed;
}

export async function uploadFile(
  deps: LibraryDeps,
  user: TUser,
  upload: Upload,
  now: Date,
): Promise<TUserFile> {
  const { db, storage } = deps;
  const filename = cleanFileName(upload.filename);
  const { staged } = upload;
  if (staged.size > deps.maxFileBytes) {
    throw new HttpError(413, LIBRARY_MESSAGES.tooLarge(Math.round(deps.maxFileBytes / MB)));
  }
  await requireRoomFor(db, user.id, deps.quotaBytes, await addedBytes(db, user.id, "library", [staged]));

  const {
    description,
    ai: aiDescription,
    keepRecord,
  } = await describeChecked(deps, user, filename, staged, now);

  const id = newId();
  const storageKey = `users/${user.id}/files/${id}`;
  const thumbnailKey = `users/${user.id}/thumbnails/${id}.jpg`;
  try {
    // Copied out of the staging area as a stream; a failure here (a full disk) removes whatever was written.
    await storage.put(storageKey, await storage.get(staged.key));
    if (description.thumbnail) await storage.put(thumbnailKey, description.thumbnail);
    const row: UserFileRow = {
      id,
      user_id: user.id,
      folder_id: null,
      storage_key: storageKey,
      thumbnail_key: description.thumbnail ? thumbnailKey : null,
      original_filename: filename,
      detected_type: description.type,
      file_type: description.typeLabel,
      mime_type: description.mimeType,
      file_size: staged.size,
      sha256: staged.sha256,
      page_count: description.pages,
      category: upload.category,
      ai_description: aiDescription?.description ?? null,
      ai_description_source: aiDescription?.source ?? null,
      user_description: upload.userDescription.trim(),
      tags: JSON.stringify(upload.tags),
      warnings: JSON.stringify(description.warnings),
      uploaded_at: toDbTime(now),
      // An export's conversations, so the builder's picker and the library's row need not read it again.
      message_export: description.messageExport ? JSON.stringify(description.messageExport) : null,
    };
    await writeWithinQuota(db, user.id, deps.quotaBytes, (trx) => repo.insertUserFile(trx, row));
    await keepRecord();
    return toUserFile(row);
  } catch (error) {
    await Promise.all([storage.delete(storageKey), storage.delete(thumbnailKey)]);
    throw error;
  }
}

/** What a library row records of an upload: a document as the engine described it, or a kept message export. */
interface LibraryDescription {
  type: string;
  typeLabel: string;
  mimeType: string;
  pages: number | null;
  warnings: string[];
  thumbnail: Uint8Array | null;
  messageExport?: TMessageExportSummary;
}

/**
 * The engine's check (type from the bytes, page count, first-page picture) and, for members, the AI description.
 */
async function describeChecked(
  deps: LibraryDeps,
  user: TUser,
  filename: string,
  staged: StagedFile,
  now: Date,
): Promise<{ description: LibraryDescription; ai: Described | null; keepRecord: () => Promise<void> }> {
  // From the file's kept conversion when it was checked or built before. The conversion made otherwise is kept once
  // the upload is (keepRecord), so a refused or failed upload leaves nothing behind, as a project save does. The
  // thread reads the staged file by its key (issue 40).
  const result = await convertStored(
    deps,
    user.id,
    staged,
    now,
    (cachedKey) => {
      const job: FileJobPayload = {
        file: { name: filename, key: staged.key },
        maxFileBytes: deps.maxFileBytes,
        date: now,
        ...(cachedKey ? { cachedKey } : {}),
        keep: true,
        recordKey: recordKeyFor(staged.key),
        listMessages: { timeZone: KEPT_EXPORT_ZONE },
      };
      return deps.jobs.run(fileDescribeJob, job);
    },
    { defer: true },
  );
  if (isMessageExport(result)) {
    // Kept as it came; an AI's sentence about the raw export would describe its format, not its conversations.
    const kept = keptExport(result);
    const description: LibraryDescription = {
      type: kept.detectedType,
      typeLabel: kept.fileType,
      mimeType: kept.mimeType,
      pages: null,
      warnings: result.listing.damaged ? [result.listing.damaged] : [],
      thumbnail: null,
      messageExport: result.listing,
    };
    return { description, ai: null, keepRecord: () => Promise.resolve() };
  }
  // The engine's reason already says what is wrong and what to do; the name is the one the person chose.
  if (!result.ok) throw new HttpError(422, `${filename}: ${result.reason}`);
  // Bounded by the per-file limit the file streamed through; read only for a member (memberDescription).
  const read = () => readStoredBytes(deps.storage, staged.key, deps.maxFileBytes);
  const ai = await deps.describeForMember(user, { name: filename, read }, now);
  const recordKey = result.recordKey;
  const keepRecord = async () => {
    if (recordKey) await keepStoredConversions(deps, user.id, [{ digest: result.digest, recordKey }], now);
  };
  return { description: result.description, ai, keepRecord };
}

export async function listFiles(
  deps: LibraryDeps,
  user: TUser,
  query: TUserFilesQuery,
): Promise<{ files: TUserFile[]; total: number }> {
  const rows = await repo.listUserFiles(deps.db, user.id, {
    category: query.category === "all" ? undefined : query.category,
    search: query.search || undefined,
    folderId: query.folderId,
  });
  return { files: rows.map(toUserFile), total: rows.length };
}

export async function getFile(deps: LibraryDeps, user: TUser, id: string): Promise<UserFileRow> {
  return requireOwned(user, await repo.findUserFile(deps.db, user.id, id), LIBRARY_MESSAGES.notFound);
}

export async function updateFile(
  deps: LibraryDeps,
  user: TUser,
  id: string,
  changes: TUpdateUserFile,
): Promise<TUserFile> {
  await getFile(deps, user, id);
  if (changes.folderId) {
    requireOwned(
      user,
      await repo.findFolder(deps.db, user.id, changes.folderId),
      LIBRARY_MESSAGES.folderNotFound,
    );
  }
  await repo.updateUserFile(deps.db, user.id, id, {
    ...(changes.userDescription !== undefined ? { user_description: changes.userDescription.trim() } : {}),
    ...(changes.tags !== undefined ? { tags: JSON.stringify(changes.tags) } : {}),
    ...(changes.category !== undefined ? { category: changes.category } : {}),
    ...(changes.folderId !== undefined ? { folder_id: changes.folderId } : {}),
  });
  return toUserFile(await getFile(deps, user, id));
}

export async function deleteFile(deps: LibraryDeps, user: TUser, id: string): Promise<void> {
  const row = await getFile(deps, user, id);
  await repo.deleteUserFile(deps.db, user.id, id);
  // The record goes first: a storage hiccup then leaves an unreachable blob, never a record without its file.
  await deps.storage.delete(row.storage_key);
  if (row.thumbnail_key) await deps.storage.delete(row.thumbnail_key);
}

export async function openFile(
  deps: LibraryDeps,
  user: TUser,
  id: string,
  which: "original" | "thumbnail",
): Promise<{ row: UserFileRow; key: string }> {
  const row = await getFile(deps, user, id);
  const key = which === "original" ? row.storage_key : row.thumbnail_key;
  if (!key) throw new HttpError(404, LIBRARY_MESSAGES.notFound);
  return { row, key };
}

export async function listFolders(deps: LibraryDeps, user: TUser): Promise<TFolder[]> {
  return (await repo.listFolders(deps.db, user.id)).map(toFolder);
}

export async function createFolder(
  deps: LibraryDeps,
  user: TUser,
  input: Required<TCreateFolder>,
  now: Date,
): Promise<TFolder> {
  const row: Folder = {
    id: newId(),
    user_id: user.id,
    name: input.name,
    description: input.description,
    color: input.color,
    created_at: toDbTime(now),
  };
  await repo.insertFolder(deps.db, row);
  return toFolder({ ...row, file_count: 0 });
}

export async function deleteFolder(deps: LibraryDeps, user: TUser, id: string): Promise<void> {
  requireOwned(user, await repo.findFolder(deps.db, user.id, id), LIBRARY_MESSAGES.folderNotFound);
  await repo.deleteFolder(deps.db, user.id, id);
}
