// The builder working on a saved project (builder-and-projects.md §3 "Saved project", §4 "Saved project editing",
// §7, §8): a loaded project becomes the builder's state, what was last saved is remembered as a snapshot, and the
// difference between that snapshot and the form decides whether there are unsaved changes and which call saves them.
// Pure, so every rule is tested without a browser.
import { DEFAULT_BINDER_TYPE, NEW_FILE_ID_PREFIX, resolveBinderType } from "@courtready/contracts";
import type {
  TBinderTypeSlug,
  TDescriptionSource,
  TMessageChoice,
  TMessageExportSummary,
  TProject,
  TProjectFile,
  TProjectSizeLimit,
  TRole,
} from "@courtready/contracts";
import { EMPTY_CASE_INFO, initialBuilderState, isCaseInfoField } from "./builderState.ts";
import type { BuilderFile, BuilderState, CaseInfo, FormValue } from "./builderState.ts";
import { stateOfPreset } from "../shared/courts.ts";
import { projectSizeLimit, sizeLimitFromProject } from "../shared/sizeLimit.ts";
import { appendSizeLimit, buildDescriptions, trimmedCaseInfo } from "./payload.ts";
import { i18n } from "../../i18n/index.ts";
import { appendNamedFiles } from "../shared/resumableUpload.ts";
import { browserTimeZone, initialChoice } from "../shared/messagePicker.ts";

// ---------------------------------------------------------------------------------------------------------------
// Project → builder state

/**
 * A saved file as a builder file: known by name, size and type, carrying its file address and no bytes yet (they
 * are fetched back before a build, §7). The person's own description wins; a machine one alone says who wrote it.
 */
export function savedBuilderFile(file: TProjectFile, timeZone: string = browserTimeZone()): BuilderFile {
  const own = file.description.trim();
  const ai = file.aiDescription?.trim() ?? "";
  const description = own || ai;
  return {
    id: file.id,
    name: file.originalName || file.filename,
    size: file.fileSize,
    type: file.mimeType,
    url: file.fileUrl,
    ...(description ? { description } : {}),
    ...(ai ? { aiDescription: ai } : {}),
    // A machine description saved before its source was kept reads as it did then: AI.
    descriptionSource: !own && ai !== "" ? (file.aiDescriptionSource ?? "ai") : "person",
    isSaved: true,
    file: null,
    savedFileId: file.id,
    ...(file.exhibitLabel ? { exhibitLabel: file.exhibitLabel } : {}),
    // A message export's saved choice (issue 38) goes with the file to every build from the builder.
    ...exportParts(file.messageExport, file.messages ?? undefined, timeZone),
  };
}

/**
 * A kept message export's row parts (issue 38): its listing as the row's check, so the picker shows as for a file
 * just added, and its choice (the saved one, else the one an export of one conversation starts with).
 */
export function exportParts(
  listing: TMessageExportSummary | undefined,
  saved: TMessageChoice | undefined,
  timeZone: string,
): Pick<BuilderFile, "check" | "messages"> {
  const messages = saved ?? (listing ? initialChoice(listing, timeZone) : undefined);
  return {
    ...(listing ? { check: { state: "messages" as const, summary: listing } } : {}),
    ...(messages ? { messages } : {}),
  };
}

/** The builder's state for a loaded project: every field filled (§4), files in their saved order. */
export function stateFromProject(project: TProject): BuilderState {
  const binderType: TBinderTypeSlug = resolveBinderType(project.binderType) ?? DEFAULT_BINDER_TYPE;
  const caseInfo: CaseInfo = { ...EMPTY_CASE_INFO };
  const formData: Record<string, FormValue> = {};
  for (const [key, value] of Object.entries(project.formData)) {
    // null is "not answered"; numbers were typed as text and are edited as text.
    if (value === null) continue;
    if (isCaseInfoField(key)) caseInfo[key] = String(value);
    else formData[key] = typeof value === "boolean" ? value : String(value);
  }
  return {
    ...initialBuilderState(binderType),
    role: project.role,
    selectedState: stateOfPreset(project.presetKey),
    presetKey: project.presetKey ?? "",
    caseInfo,
    formData,
    projectName: project.projectName,
    ...sizeLimitFromProject(project.sizeLimit),
    ...(project.compressScans !== undefined ? { compressScans: project.compressScans } : {}),
    files: [...project.files].sort((a, b) => a.sortOrder - b.sortOrder).map((f) => savedBuilderFile(f)),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// What was saved, and what has changed since

/** One file as a save sees it: which stored file it is (null for a new upload), its name and its description. */
export interface SnapshotFile {
  savedFileId: string | null;
  name: string;
  description: string;
  descriptionSource: TDescriptionSource;
}

/** Everything a project save stores, in the form it is compared in. */
export interface SaveSnapshot {
  projectName: string;
  binderType: TBinderTypeSlug;
  role: TRole;
  presetKey: string;
  /** The formData field as sent: the case answers plus the answered case information. */
  formData: Record<string, FormValue>;
  /** The size limit choice the project keeps ("none" for a project that never kept one: the same builds). */
  sizeLimit: TProjectSizeLimit;
  /** "Make the scans smaller" (issue 37 §3); false also for never chosen (the same builds: volumes). */
  compressScans: boolean;
  files: SnapshotFile[];
}

/** The server's copy: the snapshot last saved, and the court name saved with it. */
export interface SavedBaseline {
  snapshot: SaveSnapshot;
  courtName: string;
}

/** The formData field a save sends (§7): case answers and case information together, as the Save button sends. */
export function savedFormData(state: BuilderState): Record<string, FormValue> {
  return { ...state.formData, ...trimmedCaseInfo(state) };
}

/**
 * The snapshot of the form. A blank project name box means "not renamed" (the name is required to save), so the
 * saved name stands in for it rather than making every later save fail; likewise a size limit still being typed
 * (not yet a number from 0.5 to 10000) means the saved choice, so half a number is never saved nor an error.
 */
export function snapshotOf(
  state: BuilderState,
  savedName: string,
  savedSizeLimit: TProjectSizeLimit = "none",
): SaveSnapshot {
  return {
    projectName: state.projectName.trim() || savedName,
    binderType: state.binderType,
    role: state.role,
    presetKey: state.presetKey,
    formData: savedFormData(state),
    sizeLimit: projectSizeLimit(state) ?? savedSizeLimit,
    compressScans: state.compressScans ?? false,
    files: state.files.map((file) => ({
      savedFileId: file.savedFileId ?? null,
      name: file.name,
      description: file.description?.trim() ?? "",
      descriptionSource: file.descriptionSource,
    })),
  };
}

/** JSON with object keys sorted, so two equal answers compare equal whatever order they were typed in. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === "object" && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

/** Empty answers are not answers: typing into a field and clearing it again is not a change. */
function answered(formData: Record<string, FormValue>): Record<string, FormValue> {
  return Object.fromEntries(
    Object.entries(formData).filter(([, value]) => (typeof value === "string" ? value.trim() !== "" : value)),
  );
}

function fieldsKey(snapshot: SaveSnapshot): string {
  return stableJson([
    snapshot.projectName,
    snapshot.binderType,
    snapshot.role,
    snapshot.presetKey,
    answered(snapshot.formData),
    snapshot.sizeLimit,
    snapshot.compressScans,
  ]);
}

function filesKey(snapshot: SaveSnapshot): string {
  return JSON.stringify(snapshot.files);
}

/**
 * True when the form differs from what was saved (§4): files (added, removed, renamed, moved or re-described), the
 * case answers, role, court, binder type, project name or file size limit. The enhanced option and the state filter
 * on its own are not saved with a project, so they are not changes.
 */
export function hasUnsavedChanges(saved: SaveSnapshot, current: SaveSnapshot): boolean {
  return fieldsKey(saved) !== fieldsKey(current) || filesKey(saved) !== filesKey(current);
}

/**
 * The call that saves the changes:
 * - "none": nothing changed;
 * - "fields": only the project's fields changed, a PUT without files (the server keeps the files, relabelling them
 *   when role or court changed);
 * - "reorder": files were only moved or removed, so POST update-files with the saved ids in their new order and
 *   relabelling on (labels follow position in the builder), after a field-only PUT when fields changed too;
 * - "replace": a file was added or a saved file's description changed, which only a PUT carrying every file can
 *   store, so every saved file's bytes are fetched back first and the PUT replaces all files.
 */
export type AutoSavePlan =
  | { kind: "none" }
  | { kind: "fields" }
  | { kind: "reorder"; fieldsChanged: boolean; order: string[] }
  | { kind: "replace" };

export function planAutoSave(saved: SaveSnapshot, current: SaveSnapshot): AutoSavePlan {
  const fieldsChanged = fieldsKey(saved) !== fieldsKey(current);
  if (filesKey(saved) === filesKey(current)) return fieldsChanged ? { kind: "fields" } : { kind: "none" };
  const savedById = new Map(
    saved.files.flatMap((file) => (file.savedFileId ? [[file.savedFileId, file] as const] : [])),
  );
  const order: string[] = [];
  for (const file of current.files) {
    const before = file.savedFileId ? savedById.get(file.savedFileId) : undefined;
    if (
      !before ||
      before.name !== file.name ||
      before.description !== file.description ||
      before.descriptionSource !== file.descriptionSource
    )
      return { kind: "replace" };
    order.push(before.savedFileId!);
  }
  return { kind: "reorder", fieldsChanged, order };
}

/** The snapshot after a replace: the files sent, now with the server ids they were stored under. */
export function withSavedIds(snapshot: SaveSnapshot, savedIds: readonly (string | null)[]): SaveSnapshot {
  return {
    ...snapshot,
    files: snapshot.files.map((file, index) => ({ ...file, savedFileId: savedIds[index] ?? null })),
  };
}

/**
 * Which server file each sent builder file became: the response lists the files in sortOrder, which is the order
 * they were sent in. Null when the counts differ (the answer does not describe what was sent).
 */
export function savedFilesOf(
  sentIds: readonly string[],
  project: Pick<TProject, "files">,
): Record<string, { savedFileId: string; url: string }> | null {
  const files = [...project.files].sort((a, b) => a.sortOrder - b.sortOrder);
  if (files.length !== sentIds.length) return null;
  const saved: Record<string, { savedFileId: string; url: string }> = {};
  sentIds.forEach((id, index) => {
    const file = files[index]!;
    saved[id] = { savedFileId: file.id, url: file.fileUrl };
  });
  return saved;
}

// ---------------------------------------------------------------------------------------------------------------
// Request bodies

/**
 * PUT /api/projects/{id}'s multipart body: the fields the Save button sends and, when `withFiles`, every file.
 * Never a part of the files: the server replaces all files with whatever is sent, so sending only the ones that
 * happen to have bytes would delete the rest.
 * @throws when `withFiles` and a file has no bytes (the caller fetches them first).
 */
export function projectUpdateForm(
  state: BuilderState,
  options: {
    projectName: string;
    courtName: string;
    withFiles: boolean;
    /** A large file's finished resumable upload (issue 40): named, not sent again. */
    uploadIdOf?: ((fileId: string) => string | undefined) | undefined;
  },
): FormData {
  const form = new FormData();
  form.append("projectName", options.projectName);
  form.append("binderType", state.binderType);
  form.append("courtName", options.courtName);
  form.append("formData", JSON.stringify(savedFormData(state)));
  form.append("role", state.role);
  form.append("presetKey", state.presetKey);
  appendSizeLimit(form, state);
  if (!options.withFiles) return form;
  form.append("descriptions", JSON.stringify(buildDescriptions(state.files)));
  const files = state.files.map((file) => {
    if (!file.file) throw new Error(`Missing bytes for ${file.name}`);
    return { ...file, file: file.file };
  });
  appendNamedFiles(form, files, options.uploadIdOf);
  return form;
}

/** POST /api/projects/{id}/update-files's body (§7): the saved ids in their new order, labels by position. */
export function updateFilesForm(projectId: string, order: readonly string[]): FormData {
  const form = new FormData();
  form.append("projectId", projectId);
  form.append("relabelExhibits", "true");
  form.append(
    "fileOrder",
    JSON.stringify(
      order.map((id, sortOrder) => {
        // A "new-" id would ask the server for an upload this body does not carry.
        if (id.startsWith(NEW_FILE_ID_PREFIX)) throw new Error(`Not a saved file: ${id}`);
        return { id, sortOrder, exhibitLabel: "" };
      }),
    ),
  );
  return form;
}

// ---------------------------------------------------------------------------------------------------------------
// Saved files' bytes

export type BytesResult =
  { ok: true; files: BuilderFile[]; fetched: Record<string, File> } | { ok: false; name: string };

/**
 * Every file with bytes (§7: saved files are fetched back before preview or render). Files already holding bytes
 * are not fetched again; the first file in list order that cannot be fetched is named, and then nothing is
 * returned, so no build ever goes out with a file missing.
 */
export async function withBytes(
  files: readonly BuilderFile[],
  fetchFile: (file: BuilderFile & { url: string }) => Promise<File>,
): Promise<BytesResult> {
  const results = await Promise.allSettled(
    files.map((file) => {
      if (file.file) return Promise.resolve(file.file);
      if (!file.url) return Promise.reject(new Error("No file address"));
      return fetchFile({ ...file, url: file.url });
    }),
  );
  const fetched: Record<string, File> = {};
  const out: BuilderFile[] = [];
  for (const [index, result] of results.entries()) {
    const file = files[index]!;
    if (result.status === "rejected") return { ok: false, name: file.name };
    if (!file.file) fetched[file.id] = result.value;
    out.push(file.file ? file : { ...file, file: result.value });
  }
  return { ok: true, files: out, fetched };
}

// ---------------------------------------------------------------------------------------------------------------
// The auto-save timer

export interface Timers {
  set: (run: () => void, ms: number) => unknown;
  clear: (handle: unknown) => void;
}

export interface AutoSaveScheduler {
  /** A change happened: (re)start the wait, so the save runs `delayMs` after the last change. */
  schedule(): void;
  /** No save is wanted any more (nothing unsaved). */
  cancel(): void;
  /**
   * Runs `task` (the auto-save by default) now, after any save already under way; resolves when it has finished.
   * Used by the Save button, whose task asks for a name and says how it went in its own words.
   */
  flush(task?: () => Promise<void>): Promise<void>;
  /** True while a save runs or waits its turn. */
  busy(): boolean;
}

/**
 * Debounced saving, one save at a time: a change restarts the wait; saves run in a queue, so they never overlap (two
 * PUTs racing could store the older form last). An auto-save already waiting its turn is not queued twice: it reads
 * the form when it starts, so it also covers the changes made while it waited.
 */
export function createAutoSaveScheduler(options: {
  delayMs: number;
  save: () => Promise<void>;
  timers: Timers;
}): AutoSaveScheduler {
  let timer: unknown = null;
  let tail: Promise<void> = Promise.resolve();
  let waiting = 0;
  let autoSaveQueued = false;

  const clearTimer = () => {
    if (timer !== null) options.timers.clear(timer);
    timer = null;
  };

  const enqueue = (task: () => Promise<void>): Promise<void> => {
    waiting += 1;
    const next = tail
      .then(task)
      // A save reports its own failure; the queue only keeps saves in line, and must go on after one fails.
      .catch(() => undefined)
      .finally(() => {
        waiting -= 1;
      });
    tail = next;
    return next;
  };

  const autoSave = (): Promise<void> => {
    if (autoSaveQueued) return tail;
    autoSaveQueued = true;
    return enqueue(() => {
      autoSaveQueued = false;
      return options.save();
    });
  };

  return {
    schedule() {
      clearTimer();
      timer = options.timers.set(() => {
        timer = null;
        void autoSave();
      }, options.delayMs);
    },
    cancel() {
      clearTimer();
    },
    flush(task) {
      clearTimer();
      return task ? enqueue(task) : autoSave();
    },
    busy: () => waiting > 0,
  };
}

/** The indicator's words (§4), exactly, in English (the catalogue's parts.saveStatus; SaveStatusBar shows them). */
export type SaveStatus = "saving" | "dirty" | "saved";
const english = i18n.getFixedT("en", "builder");
export const SAVE_STATUS_TEXT: Readonly<Record<SaveStatus, string>> = {
  saving: english("parts.saveStatus.saving"),
  dirty: english("parts.saveStatus.dirty"),
  saved: english("parts.saveStatus.saved"),
};
