// Upload handling for saved projects: every file arrives already streamed into the request's staging area
// (storage/staging.ts) and is checked by the engine, as the library checks its uploads, before it is kept: on a
// thread that reads it from storage by key (issue 40), so the web process never holds it whole. Storage
// and database are kept in step: bytes are stored before the rows that point at them (and removed again if the rows
// cannot be written), and removed only after the rows that pointed at them are gone. A message export (issue 38) is
// found by content on that thread, as the builder's check finds it, and kept as it came (library/message-exports.ts).
import type { Kysely } from "kysely";
import type { Database, ProjectFileRow } from "@courtready/db";
import { newId, toDbTime } from "@courtready/db";
import { MAX_PROJECT_FILES, PROJECT_MESSAGES } from "@courtready/contracts";
import type {
  TCreateProjectFields,
  TDescriptionSource,
  TMessageExportSummary,
  TUser,
} from "@courtready/contracts";
import { documentTypeLabel, mimeTypeOf } from "@courtready/engine";
import type { DetectedType } from "@courtready/engine";
import { HttpError } from "../../plugins/errors.ts";
import { cleanFileName } from "../../plugins/uploads.ts";
import type { FileStorage } from "../../storage/storage.ts";
import { checkOwnedFile } from "../library/inspect.service.ts";
import { keepStoredConversions } from "../library/conversions.ts";
import { isMessageExport, KEPT_EXPORT_ZONE, keptExport } from "../library/message-exports.ts";
import type { KeptExport } from "../library/message-exports.ts";
import { addedBytes, requireRoomFor, writeWithinQuota } from "../library/storage-usage.ts";
import type { StagedFile } from "../library/library.service.ts";
import type { ProjectsDeps } from "./projects.deps.ts";
import { translationKeysOf } from "./projects.translation.ts";

/** A file of a multipart "files" part, as it was streamed into the request's staging area. */
export interface Upload extends StagedFile {
  name: string;
}

export type Descriptions = TCreateProjectFields["descriptions"];

export interface CheckedUpload extends Upload {
  /** The engine's document type, or a message export's kind as its row keeps it. */
  type: DetectedType | KeptExport;
  /** A message export's conversations, as the builder's file check lists them. */
  messageExport?: TMessageExportSummary;
  /**
   * Where the check wrote its record of a fresh conversion (beside the staged file), kept once the save is
   * (library/conversions.ts).
   */
  conversion?: { digest: string; recordKey: string };
  description: string;
  aiDescription: string | null;
  /** Who wrote aiDescription ("ai" or "file"); null with none. */
  aiDescriptionSource: "ai" | "file" | null;
}

const MB = 1024 * 1024;

/**
 * Each upload's description from the optional `descriptions` field: by position when the names line up (the
 * browser sends them in file order), otherwise by name, so a list that does not match never moves a description
 * onto the wrong file.
 */
function describe(
  uploads: Upload[],
  descriptions: Descriptions,
): { text: string; source: TDescriptionSource }[] {
  const entries = descriptions ?? [];
  const unused = [...entries];
  return uploads.map((upload, i) => {
    const byPosition = entries[i];
    const match =
      byPosition && byPosition.name === upload.name && unused.includes(byPosition)
        ? byPosition
        : unused.find((e) => e.name === upload.name);
    if (!match) return { text: "", source: "person" };
    unused.splice(unused.indexOf(match), 1);
    // An older client says only isAiGenerated, which meant "not the person's": kept as it read then, AI.
    const source = match.source ?? (match.isAiGenerated === true ? "ai" : "person");
    return { text: match.description?.trim() ?? "", source };
  });
}

/** Refuses, naming the first one, a file over the per-file limit (before any is checked further). */
export function checkSizes(deps: ProjectsDeps, uploads: Upload[]): void {
  for (const upload of uploads)
    if (upload.size > deps.maxFileBytes)
      throw new HttpError(
        413,
        PROJECT_MESSAGES.fileTooLarge(cleanFileName(upload.name), Math.round(deps.maxFileBytes / MB)),
      );
}

/**
 * The checks a save of new files passes before anything is kept, cheapest first: each file's size, the files' count
 * and total, room in the person's quota (less the bytes the save frees), then the engine's check of every file.
 */
export async function checkNewFiles(
  deps: ProjectsDeps,
  userId: string,
  uploads: Upload[],
  descriptions: Descriptions,
  freedBytes: number,
  now: Date,
): Promise<CheckedUpload[]> {
  checkSizes(deps, uploads);
  checkTotal(
    deps,
    uploads.map((u) => u.size),
  );
  const adds = await addedBytes(deps.db, userId, "project", uploads);
  await requireRoomFor(deps.db, userId, deps.quotaBytes, adds, freedBytes);
  return checkUploads(deps, userId, uploads, descriptions, now);
}

/**
 * Checks every upload before anything is kept, one at a time: the engine converts it as a build would (the same
 * check the library runs on its uploads), so a file that only starts like a PDF, or one the binder could not use,
 * is refused. The first bad file stops the request with a message that names it.
 */
export async function checkUploads(
  deps: ProjectsDeps,
  userId: string,
  uploads: Upload[],
  descriptions: Descriptions,
  now: Date,
  /** False for a file that must be a document (a translation): an export is then checked as any other file. */
  options: { messageExports?: boolean } = {},
): Promise<CheckedUpload[]> {
  checkSizes(deps, uploads);
  const described = describe(uploads, descriptions);
  const checked: CheckedUpload[] = [];
  for (const [i, upload] of uploads.entries()) {
    const name = cleanFileName(upload.name);
    // Read by the job's thread from storage; its conversion is kept (library/conversions.ts), so the project's
    // preview and build convert nothing again.
    const file = { name, key: upload.key, sha256: upload.sha256 };
    const result = await checkOwnedFile(deps, userId, file, now, {
      defer: true,
      ...(options.messageExports === false ? {} : { listMessages: { timeZone: KEPT_EXPORT_ZONE } }),
    });
    if (!result.ok && !isMessageExport(result))
      throw new HttpError(422, PROJECT_MESSAGES.fileRejected(name, result.reason));
    // An export is kept, not converted: no conversion record, and a build makes its transcript.
    const kind = result.ok
      ? {
          type: result.type,
          ...(result.recordKey ? { conversion: { digest: result.digest, recordKey: result.recordKey } } : {}),
        }
      : { type: keptExport(result), messageExport: result.listing };
    const { text, source } = described[i] ?? { text: "", source: "person" };
    const machine = source !== "person" && text !== "";
    checked.push({
      ...upload,
      name,
      ...kind,
      description: source === "person" ? text : "",
      aiDescription: machine ? text : null,
      aiDescriptionSource: machine ? source : null,
    });
  }
  return checked;
}

export function sum(sizes: number[]): number {
  return sizes.reduce((total, size) => total + size, 0);
}

export function checkTotal(deps: ProjectsDeps, sizes: number[]): void {
  if (sizes.length > MAX_PROJECT_FILES) throw new HttpError(413, PROJECT_MESSAGES.tooManyFiles);
  const total = sizes.reduce((sum, size) => sum + size, 0);
  if (total > deps.maxProjectBytes)
    throw new HttpError(413, PROJECT_MESSAGES.projectTooLarge(Math.round(deps.maxProjectBytes / MB)));
}

export function projectFolder(userId: string, projectId: string): string {
  return `users/${userId}/projects/${projectId}`;
}

/** The row's three type columns: from the engine's document type, or as a kept message export. */
function rowTypeOf(
  type: DetectedType | KeptExport,
): Pick<ProjectFileRow, "detected_type" | "file_type" | "mime_type"> {
  if (typeof type === "string")
    return { detected_type: type, file_type: documentTypeLabel(type), mime_type: mimeTypeOf(type) };
  return { detected_type: type.detectedType, file_type: type.fileType, mime_type: type.mimeType };
}

/** A new file row for a checked upload; its bytes are stored by storeAll. */
export function newFileRow(
  userId: string,
  projectId: string,
  upload: CheckedUpload,
  sortOrder: number,
  label: string,
  now: Date,
): ProjectFileRow {
  const id = newId();
  return {
    id,
    project_id: projectId,
    storage_key: `${projectFolder(userId, projectId)}/${id}`,
    filename: upload.name,
    original_name: upload.name,
    ...rowTypeOf(upload.type),
    file_size: upload.size,
    sha256: upload.sha256,
    exhibit_label: label,
    description: upload.description,
    ai_description: upload.aiDescription,
    ai_description_source: upload.aiDescriptionSource,
    sort_order: sortOrder,
    created_at: toDbTime(now),
    // Nothing to redact until the person chooses (PUT …/files/:fileId/redaction).
    redaction: null,
    // None until the person adds one (PUT …/files/:fileId/translation).
    translation: null,
    translation_size: null,
    // A message export's choice is kept once the person picks (PUT …/files/:fileId/messages).
    messages: null,
    // Its conversations, so a reopened project shows the picker without reading the file again.
    message_export: upload.messageExport ? JSON.stringify(upload.messageExport) : null,
    page_edits: null,
    section: null,
  };
}

/**
 * Copies every staged upload to its row's key, as a stream; if one fails (a full disk), the ones already copied are
 * removed again (storage.put itself never leaves a partial file).
 */
async function storeAll(storage: FileStorage, items: { key: string; from: string }[]): Promise<void> {
  const stored: string[] = [];
  try {
    for (const item of items) {
      await storage.put(item.key, await storage.get(item.from));
      stored.push(item.key);
    }
  } catch (error) {
    await removeKeys(storage, stored);
    throw error;
  }
}

export async function removeKeys(storage: FileStorage, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.delete(key)));
}

/**
 * Keeps the conversions the save's checks made (library/conversions.ts), once the save is: a refused or failed
 * save leaves nothing behind, a kept one converts nothing again for its previews and builds.
 */
async function keepCheckedConversions(
  deps: ProjectsDeps,
  userId: string,
  checked: CheckedUpload[],
  now: Date,
) {
  const made = checked.flatMap((upload) => (upload.conversion ? [upload.conversion] : []));
  await keepStoredConversions(deps, userId, made, now);
}

/**
 * Stores the rows' bytes, then writes the rows in one transaction within the person's quota (writeWithinQuota, which
 * counts what the person keeps before and after). If the write is refused or fails, the bytes stored for it are
 * removed so nothing is left unreachable.
 */
export async function storeWithinQuota(
  deps: ProjectsDeps,
  userId: string,
  rows: ProjectFileRow[],
  stagedKeyOf: (row: ProjectFileRow, index: number) => string,
  write: (trx: Kysely<Database>) => Promise<unknown>,
): Promise<void> {
  await storeAll(
    deps.storage,
    rows.map((row, i) => ({ key: row.storage_key, from: stagedKeyOf(row, i) })),
  );
  try {
    await writeWithinQuota(deps.db, userId, deps.quotaBytes, write);
  } catch (error) {
    await removeKeys(
      deps.storage,
      rows.map((row) => row.storage_key),
    );
    throw error;
  }
}

/**
 * Once a save is written: keeps the conversions its checks made, then removes the bytes of the files it replaced
 * or removed (only now, when no row points at them any more).
 */
export async function finishSave(
  deps: ProjectsDeps,
  userId: string,
  checked: CheckedUpload[],
  removed: ProjectFileRow[],
  now: Date,
): Promise<void> {
  await keepCheckedConversions(deps, userId, checked, now);
  await removeKeys(deps.storage, [...removed.map((f) => f.storage_key), ...translationKeysOf(removed)]);
}

/** The save's documents into the library, once each, before the save answers. */
export function fileSaved(
  deps: ProjectsDeps,
  user: TUser,
  checked: CheckedUpload[],
  now: Date,
): Promise<number> {
  if (!deps.fileInLibrary || checked.length === 0) return Promise.resolve(0);
  return deps.fileInLibrary(
    user,
    checked.map((upload) => ({
      name: upload.name,
      key: upload.key,
      size: upload.size,
      sha256: upload.sha256,
      description: upload.description || upload.aiDescription || "",
    })),
    now,
  );
}
