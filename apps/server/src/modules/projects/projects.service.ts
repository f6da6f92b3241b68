// Saved projects: create, list, read, update, duplicate and delete a project, and reorder, relabel, add and remove its
// files. Every file arrives already streamed into the request's staging area (storage/staging.ts) and is checked by
// the engine, as the library checks its uploads, before it is kept; what a person keeps counts toward their storage
// quota. Storage and database are kept in step: bytes are stored before the rows that point at them (and removed
// again if the rows cannot be written), and removed only after the rows that pointed at them are gone.
import type { Kysely } from "kysely";
import type { Database, ProjectFileRow, ProjectRow } from "@courtready/db";
import { newId, toDbTime } from "@courtready/db";
import { allPresets } from "@courtready/courts";
import {
  DEFAULT_PROJECT_STATUS,
  MAX_PROJECT_FILES,
  MAX_PROJECT_NAME_LENGTH,
  NEW_FILE_ID_PREFIX,
  PROJECT_MESSAGES,
  ZProjectFormData,
  ZProjectSizeLimit,
  ZLabelOptions,
  ZRole,
  assignExhibitLabels,
  exhibitLabel,
  labelOptionsOf,
} from "@courtready/contracts";
import type {
  TCreateProjectFields,
  TLabelOptions,
  TProject,
  TProjectCaseInfo,
  TProjectFile,
  TProjectFormData,
  TProjectSizeLimit,
  TProjectSummary,
  TRole,
  TUpdateProjectFields,
  TUpdateProjectFilesFields,
  TUser,
} from "@courtready/contracts";
import { documentTypeLabel, mimeTypeOf } from "@courtready/engine";
import type { DetectedType } from "@courtready/engine";
import type { JobRunner } from "../../jobs/runner.ts";
import { HttpError } from "../../plugins/errors.ts";
import { cleanFileName } from "../../plugins/uploads.ts";
import { requireOwned } from "../../policy.ts";
import { readStoredBytes } from "../../storage/staging.ts";
import type { FileStorage } from "../../storage/storage.ts";
import { checkOwnedFile } from "../library/inspect.service.ts";
import { keepConversions } from "../library/conversions.ts";
import type { StagedFile } from "../library/library.service.ts";
import { requireRoomFor, writeWithinQuota } from "../library/storage-usage.ts";
import * as repo from "./projects.repository.ts";

export interface ProjectsDeps {
  db: Kysely<Database>;
  storage: FileStorage;
  /** Largest single file, in bytes (config.maxFileBytes). */
  maxFileBytes: number;
  /** Largest total of one project's files: what one binder build can take (config.maxBuildBytes). */
  maxProjectBytes: number;
  /** What one person's library and saved projects may store together (config.libraryQuotaBytes). */
  quotaBytes: number;
  /** Runs the engine's check of each new file ("file.inspect", the conversion a build does) off the request thread. */
  jobs: JobRunner;
  /**
   * Files a save's documents in the person's library, each once (library.service.ts#fileOnce); how many could not
   * be filed. Absent where a save should not touch the library.
   */
  fileInLibrary?: (
    user: TUser,
    files: readonly (StagedFile & { name: string; description: string })[],
    now: Date,
  ) => Promise<number>;
}

/** A saved project and how many of its documents could not be filed in the library (0 when all were). */
export type SavedProject = TProject & { notFiled?: number };

/** A file of a multipart "files" part, as it was streamed into the request's staging area. */
export interface Upload extends StagedFile {
  name: string;
}

type Descriptions = TCreateProjectFields["descriptions"];

interface CheckedUpload extends Upload {
  type: DetectedType;
  /** The check's record of its conversion, kept once the save is (library/conversions.ts). */
  conversion?: { digest: string; record: Uint8Array };
  description: string;
  aiDescription: string | null;
}

const MB = 1024 * 1024;

// ---------------------------------------------------------------------------------------------------------------
// Shaping answers

function parseFormData(json: string): TProjectFormData {
  try {
    const parsed = ZProjectFormData.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

function textOf(formData: TProjectFormData, ...keys: string[]): string | null {
  for (const key of keys) {
    const value = formData[key];
    if (typeof value === "number") return String(value);
    if (typeof value === "string" && value.trim() !== "") return value.trim();
  }
  return null;
}

/**
 * A saved project's case fields (TProjectCaseInfo, as the dashboard shows them) from its form data; the builder
 * saves them camel-cased, older records may carry snake_case.
 */
export function projectCaseInfoOf(formData: TProjectFormData): TProjectCaseInfo {
  return {
    case_name: textOf(formData, "caseName", "case_name"),
    case_number: textOf(formData, "caseNumber", "case_number"),
    hearing_date: textOf(formData, "hearingDate", "hearing_date"),
  };
}

/** The size_limit column's text for a choice: "court", "none", or the MB as a number's text ("12.5"). */
function sizeLimitColumn(choice: TProjectSizeLimit): string {
  return String(choice);
}

/**
 * The project's saved size limit choice; undefined when none was saved (a project from before the choice was kept,
 * which builds with no limit, as it did) or the column holds something no save writes.
 */
export function projectSizeLimitOf(row: Pick<ProjectRow, "size_limit">): TProjectSizeLimit | undefined {
  if (row.size_limit === null) return undefined;
  const text = row.size_limit;
  const parsed = ZProjectSizeLimit.safeParse(text === "court" || text === "none" ? text : Number(text));
  return parsed.success ? parsed.data : undefined;
}

function roleOf(row: ProjectRow): TRole {
  const parsed = ZRole.safeParse(row.role);
  return parsed.success ? parsed.data : "plaintiff";
}

function fileUrl(projectId: string, fileId: string): string {
  return `/api/projects/${projectId}/files/${fileId}`;
}

function toProjectFile(file: ProjectFileRow): TProjectFile {
  return {
    id: file.id,
    filename: file.filename,
    originalName: file.original_name || file.filename,
    fileSize: Number(file.file_size),
    fileType: file.file_type,
    mimeType: file.mime_type,
    fileUrl: fileUrl(file.project_id, file.id),
    exhibitLabel: file.exhibit_label,
    description: file.description,
    aiDescription: file.ai_description,
    sortOrder: file.sort_order,
  };
}

function common(row: ProjectRow) {
  return {
    id: row.id,
    projectName: row.project_name,
    binderType: row.binder_type,
    caseInfo: projectCaseInfoOf(parseFormData(row.form_data)),
    courtName: row.court_name,
    role: roleOf(row),
    presetKey: row.preset_key,
    status: row.status,
    updatedAt: row.updated_at,
    lastGeneratedAt: row.last_generated_at,
  };
}

export function toProjectSummary(row: ProjectRow, files: ProjectFileRow[]): TProjectSummary {
  return {
    ...common(row),
    files: [...files]
      .sort((a, b) => a.sort_order - b.sort_order)
      .map((f) => ({
        id: f.id,
        filename: f.filename,
        fileSize: Number(f.file_size),
        fileType: f.file_type,
        exhibitLabel: f.exhibit_label,
      })),
  };
}

export function toProject(row: ProjectRow, files: ProjectFileRow[]): TProject {
  return {
    ...common(row),
    formData: parseFormData(row.form_data),
    createdAt: row.created_at,
    files: [...files].sort((a, b) => a.sort_order - b.sort_order).map(toProjectFile),
    labelOptions: ZLabelOptions.parse(projectLabelOptions(row.preset_key)),
    ...sizeLimitField(row),
  };
}

function sizeLimitField(row: ProjectRow): { sizeLimit?: TProjectSizeLimit } {
  const sizeLimit = projectSizeLimitOf(row);
  return sizeLimit === undefined ? {} : { sizeLimit };
}

// ---------------------------------------------------------------------------------------------------------------
// Labels

/** The court's numbering style, as the builder uses it, so a saved project labels its exhibits the same way. */
function projectLabelOptions(presetKey: string | null): TLabelOptions {
  return labelOptionsOf(presetKey ? allPresets().get(presetKey)?.labeling : undefined);
}

function labeller(role: TRole, presetKey: string | null): (position: number) => string {
  const options = projectLabelOptions(presetKey);
  return (position) => exhibitLabel(role, position, options);
}

// ---------------------------------------------------------------------------------------------------------------
// Uploads

/**
 * Each upload's description from the optional `descriptions` field: by position when the names line up (the
 * browser sends them in file order), otherwise by name, so a list that does not match never moves a description
 * onto the wrong file.
 */
function describe(uploads: Upload[], descriptions: Descriptions): { text: string; ai: boolean }[] {
  const entries = descriptions ?? [];
  const unused = [...entries];
  return uploads.map((upload, i) => {
    const byPosition = entries[i];
    const match =
      byPosition && byPosition.name === upload.name && unused.includes(byPosition)
        ? byPosition
        : unused.find((e) => e.name === upload.name);
    if (!match) return { text: "", ai: false };
    unused.splice(unused.indexOf(match), 1);
    return { text: match.description?.trim() ?? "", ai: match.isAiGenerated === true };
  });
}

/** Refuses, naming the first one, a file over the per-file limit (before any is checked further). */
function checkSizes(deps: ProjectsDeps, uploads: Upload[]): void {
  for (const upload of uploads)
    if (upload.size > deps.maxFileBytes)
      throw new HttpError(
        413,
        PROJECT_MESSAGES.fileTooLarge(cleanFileName(upload.name), Math.round(deps.maxFileBytes / MB)),
      );
}

/**
 * Checks every upload before anything is kept, one at a time: the engine converts it as a build would (the same
 * check the library runs on its uploads), so a file that only starts like a PDF, or one the binder could not use,
 * is refused. The first bad file stops the request with a message that names it.
 */
async function checkUploads(
  deps: ProjectsDeps,
  userId: string,
  uploads: Upload[],
  descriptions: Descriptions,
  now: Date,
): Promise<CheckedUpload[]> {
  checkSizes(deps, uploads);
  const described = describe(uploads, descriptions);
  const checked: CheckedUpload[] = [];
  for (const [i, upload] of uploads.entries()) {
    const name = cleanFileName(upload.name);
    // Bounded by the per-file limit the file streamed through; the worker takes these bytes and they are dropped.
    const bytes = await readStoredBytes(deps.storage, upload.key, deps.maxFileBytes);
    // Its conversion is kept (library/conversions.ts), so the project's preview and build convert nothing again.
    const result = await checkOwnedFile(deps, userId, { name, bytes }, now, { defer: true });
    if (!result.ok) throw new HttpError(422, PROJECT_MESSAGES.fileRejected(name, result.reason));
    const { text, ai } = described[i] ?? { text: "", ai: false };
    checked.push({
      ...upload,
      name,
      type: result.type,
      ...(result.record ? { conversion: { digest: result.digest, record: result.record } } : {}),
      description: ai ? "" : text,
      aiDescription: ai && text ? text : null,
    });
  }
  return checked;
}

function sum(sizes: number[]): number {
  return sizes.reduce((total, size) => total + size, 0);
}

function checkTotal(deps: ProjectsDeps, sizes: number[]): void {
  if (sizes.length > MAX_PROJECT_FILES) throw new HttpError(413, PROJECT_MESSAGES.tooManyFiles);
  const total = sizes.reduce((sum, size) => sum + size, 0);
  if (total > deps.maxProjectBytes)
    throw new HttpError(413, PROJECT_MESSAGES.projectTooLarge(Math.round(deps.maxProjectBytes / MB)));
}

function projectFolder(userId: string, projectId: string): string {
  return `users/${userId}/projects/${projectId}`;
}

/** A new file row for a checked upload; its bytes are stored by storeAll. */
function newFileRow(
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
    detected_type: upload.type,
    file_type: documentTypeLabel(upload.type),
    mime_type: mimeTypeOf(upload.type),
    file_size: upload.size,
    exhibit_label: label,
    description: upload.description,
    ai_description: upload.aiDescription,
    sort_order: sortOrder,
    created_at: toDbTime(now),
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

async function removeKeys(storage: FileStorage, keys: string[]): Promise<void> {
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
  await keepConversions(
    deps,
    userId,
    made.map((c) => c.digest),
    made.map((c) => c.record),
    now,
  );
}

/** Runs the database step; if it fails, the bytes stored for it are removed so nothing is left unreachable. */
async function withStoredFiles(
  storage: FileStorage,
  rows: ProjectFileRow[],
  stagedKeyOf: (row: ProjectFileRow, index: number) => string,
  write: () => Promise<void>,
): Promise<void> {
  await storeAll(
    storage,
    rows.map((row, i) => ({ key: row.storage_key, from: stagedKeyOf(row, i) })),
  );
  try {
    await write();
  } catch (error) {
    await removeKeys(
      storage,
      rows.map((row) => row.storage_key),
    );
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Projects

/** The caller's project, or 404 'Project not found' (also for someone else's id: ids reveal nothing). */
export async function getOwnedProject(
  deps: Pick<ProjectsDeps, "db">,
  user: TUser,
  id: string,
): Promise<ProjectRow> {
  return requireOwned(user, await repo.findProject(deps.db, user.id, id), PROJECT_MESSAGES.notFound);
}

async function filesOf(deps: ProjectsDeps, projectId: string): Promise<ProjectFileRow[]> {
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

export async function createProject(
  deps: ProjectsDeps,
  user: TUser,
  fields: TCreateProjectFields,
  uploads: Upload[],
  now: Date,
): Promise<SavedProject> {
  checkSizes(deps, uploads);
  checkTotal(
    deps,
    uploads.map((u) => u.size),
  );
  await requireRoomFor(deps.db, user.id, deps.quotaBytes, sum(uploads.map((u) => u.size)));
  const checked = await checkUploads(deps, user.id, uploads, fields.descriptions, now);
  const id = newId();
  const time = toDbTime(now);
  const row: ProjectRow = {
    id,
    user_id: user.id,
    project_name: fields.projectName,
    binder_type: fields.binderType,
    court_name: fields.courtName,
    role: fields.role,
    preset_key: fields.presetKey,
    form_data: JSON.stringify(fields.formData),
    status: DEFAULT_PROJECT_STATUS,
    created_at: time,
    updated_at: time,
    last_generated_at: null,
    size_limit: fields.sizeLimit !== undefined ? sizeLimitColumn(fields.sizeLimit) : null,
  };
  const label = labeller(fields.role, fields.presetKey);
  const files = checked.map((upload, i) => newFileRow(user.id, id, upload, i, label(i), now));
  await withStoredFiles(
    deps.storage,
    files,
    (_, i) => checked[i]!.key,
    () =>
      writeWithinQuota(
        deps.db,
        user.id,
        deps.quotaBytes,
        { addBytes: sum(uploads.map((u) => u.size)) },
        (trx) => repo.insertProjectWithFiles(trx, row, files),
      ),
  );
  await keepCheckedConversions(deps, user.id, checked, now);
  const notFiled = await fileSaved(deps, user, checked, now);
  return { ...toProject(row, files), notFiled };
}

/** The save's documents into the library, once each, before the save answers. */
function fileSaved(deps: ProjectsDeps, user: TUser, checked: CheckedUpload[], now: Date): Promise<number> {
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

/**
 * Updates the fields sent (a field left out keeps its value). Files sent with the update replace all of the
 * project's files, in the order sent and labelled by position; with no files sent, the files stay as they are. A
 * change of role or court relabels the kept files by position, because the role decides between numbers and
 * letters and the court may number from another start.
 */
export async function updateProject(
  deps: ProjectsDeps,
  user: TUser,
  id: string,
  fields: TUpdateProjectFields,
  uploads: Upload[],
  now: Date,
): Promise<SavedProject> {
  const row = await getOwnedProject(deps, user, id);
  let checked: CheckedUpload[] = [];
  if (uploads.length > 0) {
    checkSizes(deps, uploads);
    checkTotal(
      deps,
      uploads.map((u) => u.size),
    );
    // The files sent replace the project's files, so those no longer count once the save is done.
    const replaced = (await filesOf(deps, id)).map((f) => Number(f.file_size));
    await requireRoomFor(deps.db, user.id, deps.quotaBytes, sum(uploads.map((u) => u.size)), sum(replaced));
    checked = await checkUploads(deps, user.id, uploads, fields.descriptions, now);
  }
  const changes: Partial<ProjectRow> = { updated_at: toDbTime(now) };
  if (fields.projectName !== undefined) changes.project_name = fields.projectName;
  if (fields.binderType !== undefined) changes.binder_type = fields.binderType;
  if (fields.courtName !== undefined) changes.court_name = fields.courtName;
  if (fields.formData !== undefined) changes.form_data = JSON.stringify(fields.formData);
  if (fields.role !== undefined) changes.role = fields.role;
  if (fields.presetKey !== undefined) changes.preset_key = fields.presetKey;
  if (fields.sizeLimit !== undefined) changes.size_limit = sizeLimitColumn(fields.sizeLimit);
  const updated: ProjectRow = { ...row, ...changes };
  const label = labeller(roleOf(updated), updated.preset_key);
  const existing = await filesOf(deps, id);

  if (checked.length > 0) {
    const files = checked.map((upload, i) => newFileRow(user.id, id, upload, i, label(i), now));
    // The files replaced are the project's files when the rows are written, read under the quota's lock: a save
    // of the same project that committed meanwhile (a second tap of Save) is replaced too, and its bytes are freed
    // once, rather than both saves' files being kept.
    let replacedFiles: ProjectFileRow[] = [];
    await withStoredFiles(
      deps.storage,
      files,
      (_, i) => checked[i]!.key,
      () =>
        writeWithinQuota(
          deps.db,
          user.id,
          deps.quotaBytes,
          {
            addBytes: sum(checked.map((u) => u.size)),
            freed: async (trx) => {
              replacedFiles = await repo.filesOfProjects(trx, [id]);
              return sum(replacedFiles.map((f) => Number(f.file_size)));
            },
          },
          (trx) =>
            repo.applyFileChanges(trx, user.id, id, {
              insert: files,
              update: [],
              deleteIds: replacedFiles.map((f) => f.id),
              project: changes,
            }),
        ),
    );
    await keepCheckedConversions(deps, user.id, checked, now);
    await removeKeys(
      deps.storage,
      replacedFiles.map((f) => f.storage_key),
    );
    const notFiled = await fileSaved(deps, user, checked, now);
    return { ...toProject(updated, files), notFiled };
  }

  const relabel = updated.role !== row.role || updated.preset_key !== row.preset_key;
  const ordered = [...existing].sort((a, b) => a.sort_order - b.sort_order);
  const kept = relabel ? ordered.map((f, i) => ({ ...f, sort_order: i, exhibit_label: label(i) })) : ordered;
  await repo.applyFileChanges(deps.db, user.id, id, {
    insert: [],
    update: relabel
      ? kept.map((f) => ({ id: f.id, sort_order: f.sort_order, exhibit_label: f.exhibit_label }))
      : [],
    deleteIds: [],
    project: changes,
  });
  return toProject(updated, kept);
}

/** Deletes the project, its file rows and its stored files. */
export async function deleteProject(deps: ProjectsDeps, user: TUser, id: string): Promise<void> {
  await getOwnedProject(deps, user, id);
  // The rows first: a storage hiccup then leaves unreachable bytes, never a file row without its bytes.
  await repo.deleteProject(deps.db, user.id, id);
  await deps.storage.deleteFolder(projectFolder(user.id, id));
}

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
    await writeWithinQuota(
      deps.db,
      user.id,
      deps.quotaBytes,
      { addBytes: sum(files.map((f) => Number(f.file_size))) },
      (trx) => repo.insertProjectWithFiles(trx, row, files),
    );
  } catch (error) {
    await removeKeys(deps.storage, copied);
    throw error;
  }
  return toProject(row, files);
}

/**
 * Saves the project edit screen (§4): the files in the new order, new uploads placed where their "new-…" entries
 * are, files left out of the order deleted. The k-th "new-…" entry (in the order the list is sent) stands for the
 * k-th uploaded file. Positions follow sortOrder (ties keep the list's order) and are stored as 0, 1, 2…
 *
 * Labels: with relabel on, every file gets the label of its new position for the project's role and court
 * (exhibitLabel: numbers for plaintiff-side roles, A–Z then A1… for the others). With relabel off, a file keeps the
 * label sent in its entry, or its saved label when none is sent; a new file sent without a label gets the first
 * label of the sequence no other file has.
 */
export async function updateFiles(
  deps: ProjectsDeps,
  user: TUser,
  id: string,
  fields: TUpdateProjectFilesFields,
  uploads: Upload[],
  now: Date,
): Promise<TProject> {
  const row = await getOwnedProject(deps, user, id);
  if (fields.projectId !== undefined && fields.projectId !== "" && fields.projectId !== id)
    throw new HttpError(400, PROJECT_MESSAGES.projectIdMismatch);
  const existing = await filesOf(deps, id);
  const byId = new Map(existing.map((f) => [f.id, f]));

  const seen = new Set<string>();
  for (const entry of fields.fileOrder) {
    if (seen.has(entry.id)) throw new HttpError(400, PROJECT_MESSAGES.fileOrderDuplicate);
    seen.add(entry.id);
    if (!entry.id.startsWith(NEW_FILE_ID_PREFIX) && !byId.has(entry.id))
      throw new HttpError(400, PROJECT_MESSAGES.fileOrderUnknown);
  }
  const newEntries = fields.fileOrder.filter((e) => !byId.has(e.id));
  if (newEntries.length !== uploads.length)
    throw new HttpError(400, PROJECT_MESSAGES.fileOrderNewMismatch(newEntries.length, uploads.length));
  checkSizes(deps, uploads);
  const removedBytes = sum(existing.filter((f) => !seen.has(f.id)).map((f) => Number(f.file_size)));
  await requireRoomFor(deps.db, user.id, deps.quotaBytes, sum(uploads.map((u) => u.size)), removedBytes);
  const checked = await checkUploads(deps, user.id, uploads, undefined, now);
  const uploadFor = new Map(newEntries.map((entry, i) => [entry.id, checked[i]!]));

  const ordered = fields.fileOrder
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => a.entry.sortOrder - b.entry.sortOrder || a.index - b.index)
    .map(({ entry }) => entry);
  checkTotal(
    deps,
    ordered.map((e) => byId.get(e.id)?.file_size ?? uploadFor.get(e.id)!.size),
  );

  const labels = assignExhibitLabels(
    roleOf(row),
    ordered.map((entry) => entry.exhibitLabel || byId.get(entry.id)?.exhibit_label),
    { ...projectLabelOptions(row.preset_key), relabel: fields.relabelExhibits },
  );

  const inserted: ProjectFileRow[] = [];
  const insertedFrom: string[] = [];
  const kept: ProjectFileRow[] = [];
  for (const [position, entry] of ordered.entries()) {
    const saved = byId.get(entry.id);
    const description = entry.description !== undefined ? { description: entry.description } : {};
    if (saved) {
      kept.push({ ...saved, sort_order: position, exhibit_label: labels[position]!, ...description });
    } else {
      const upload = uploadFor.get(entry.id)!;
      inserted.push({ ...newFileRow(user.id, id, upload, position, labels[position]!, now), ...description });
      insertedFrom.push(upload.key);
    }
  }
  const removed = existing.filter((f) => !seen.has(f.id));
  const descriptionSent = new Set(
    fields.fileOrder.filter((e) => e.description !== undefined).map((e) => e.id),
  );
  const changes: Partial<ProjectRow> = { updated_at: toDbTime(now) };
  await withStoredFiles(
    deps.storage,
    inserted,
    (_, i) => insertedFrom[i]!,
    () =>
      writeWithinQuota(
        deps.db,
        user.id,
        deps.quotaBytes,
        {
          addBytes: sum(inserted.map((f) => Number(f.file_size))),
          freed: (trx) =>
            repo.bytesOfProjectFiles(
              trx,
              id,
              removed.map((f) => f.id),
            ),
        },
        (trx) =>
          repo.applyFileChanges(trx, user.id, id, {
            insert: inserted,
            update: kept.map((f) => ({
              id: f.id,
              sort_order: f.sort_order,
              exhibit_label: f.exhibit_label,
              ...(descriptionSent.has(f.id) ? { description: f.description } : {}),
            })),
            deleteIds: removed.map((f) => f.id),
            project: changes,
          }),
      ),
  );
  await keepCheckedConversions(deps, user.id, checked, now);
  await removeKeys(
    deps.storage,
    removed.map((f) => f.storage_key),
  );
  return toProject({ ...row, ...changes }, [...kept, ...inserted]);
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
