// What the builder sends (builder-and-projects.md §7): the payload (case answers plus role and case information),
// the file descriptions, and the multipart bodies of preview, render, compile and Save, with the spec's field names.
import { assignExhibitLabels } from "@courtready/contracts";
import type {
  TBinderTypeSchema,
  TBuildPayload,
  TCaseInfo,
  TFileDescriptionEntry,
  TBinderSection,
  TFilePageEdits,
  TFileRedaction,
  TLabelOptions,
  TRole,
} from "@courtready/contracts";
import type { BuilderFile, BuilderState } from "./builderState.ts";
import { projectSizeLimit } from "../shared/sizeLimit.ts";
import { appendNamedFiles } from "../shared/resumableUpload.ts";
import type { TranslationsForBuild } from "../shared/translation/translationState.ts";

/** "pages": the binder compiled for the page-by-page view before Generate (issue 37 §3); no pass is used. */
export type BuildKind = "preview" | "pages" | "render" | "compile";

/** Where each build is sent. */
export const BUILD_URLS: Readonly<Record<BuildKind, string>> = {
  preview: "/api/preview",
  pages: "/api/binders/pages",
  render: "/api/binders/render",
  compile: "/api/compile",
};

export const PROJECTS_URL = "/api/projects";

/** The case information that has a value, trimmed (every field is optional). */
export function trimmedCaseInfo(state: BuilderState): TCaseInfo {
  const info: TCaseInfo = {};
  for (const [key, value] of Object.entries(state.caseInfo) as [keyof TCaseInfo, string][]) {
    const trimmed = value.trim();
    if (trimmed) info[key] = trimmed;
  }
  return info;
}

/**
 * The `payload` field: every answered case field (numbers as numbers when the schema says so and the text is one),
 * the case information, and the role. Empty answers are left out rather than sent as "".
 * @example buildPayload(state, schema) // → { claim_amount: 1200, caseName: "Diaz v. Lee", role: "plaintiff" }
 */
export function buildPayload(state: BuilderState, schema?: TBinderTypeSchema | null): TBuildPayload {
  const payload: TBuildPayload = {};
  for (const [key, value] of Object.entries(state.formData)) {
    if (typeof value === "boolean") {
      payload[key] = value;
      continue;
    }
    const text = value.trim();
    if (!text) continue;
    const type = schema?.properties[key]?.type;
    const number = Number(text);
    payload[key] = (type === "number" || type === "integer") && Number.isFinite(number) ? number : text;
  }
  Object.assign(payload, trimmedCaseInfo(state));
  payload.role = state.role;
  return payload;
}

/** The `descriptions` field: one entry per file, in file order. */
export function buildDescriptions(files: readonly BuilderFile[]): TFileDescriptionEntry[] {
  return files.map((file) => ({
    name: file.name,
    // A message export's index line is its transcript's generated one unless the person wrote their own.
    ...(file.description && (!file.messages || file.descriptionSource === "person")
      ? { description: file.description }
      : {}),
    isAiGenerated: file.descriptionSource !== "person",
    source: file.descriptionSource,
    // Nothing picked is not a choice: the row asks for one, and Preview and Generate wait for it.
    ...(file.messages && file.messages.conversations.length > 0 ? { messages: file.messages } : {}),
  }));
}

/**
 * The build's max_size_mb field (contracts ZSizeLimitField): "court", "none", or the limit the person typed (the
 * server says what to fix when it is not one: contracts size-limit.ts, the rule the field itself checks with).
 */
export function maxSizeField(state: Pick<BuilderState, "sizeLimit" | "sizeLimitMb">): string {
  return state.sizeLimit === "custom" ? state.sizeLimitMb.trim() : state.sizeLimit;
}

/**
 * Adds a save's sizeLimit field (not in the spec's list: the projects contract takes it) when there is one, and the
 * "Make the scans smaller" choice once the person made it (issue 37 §3: kept with the project, migration 0031).
 */
export function appendSizeLimit(
  form: FormData,
  state: Pick<BuilderState, "sizeLimit" | "sizeLimitMb" | "compressScans">,
): void {
  const sizeLimit = projectSizeLimit(state);
  if (sizeLimit !== undefined) form.append("sizeLimit", String(sizeLimit));
  if (state.compressScans !== undefined) form.append("compressScans", String(state.compressScans));
}

export interface BuildInput {
  state: BuilderState;
  schema?: TBinderTypeSchema | null;
  buildId: string;
  /** The court's name for the caption (the court that hears the case, issue 37); "" or absent: the preset's. */
  courtName?: string;
  /** Each redacted file's accepted hits and drawn boxes (issue 43); none or empty: nothing is redacted. */
  redactions?: TFileRedaction[];
  /** Each translated exhibit's translation (issue 39 §2): the field's entries, and the files sent after the exhibits. */
  translations?: TranslationsForBuild;
  /** Each edited exhibit's page edits (issue 37 §3), by file name; none or empty: every page as it came. */
  pageEdits?: TFilePageEdits[];
  /** The sections (issue 37 §3) grouping the files sent, by position; none or empty: no sections. */
  sections?: TBinderSection[];
  /** The interface's language, for the kit's quality report (issue 39); the binder stays English. */
  language?: string;
  /** The finished resumable upload holding a file's bytes (issue 40): named by id, not sent again. */
  uploadIdOf?: (fileId: string) => string | undefined;
}

/**
 * The multipart body of one build. Text fields come before the files (buildId first), so the server can start
 * reporting progress and read the options before the bytes of the files arrive.
 */
export function buildFormData(
  kind: BuildKind,
  {
    state,
    schema,
    buildId,
    courtName,
    redactions,
    translations,
    pageEdits,
    sections,
    language,
    uploadIdOf,
  }: BuildInput,
): FormData {
  const form = new FormData();
  form.append("buildId", buildId);
  form.append(kind === "render" ? "type_slug" : "binderType", state.binderType);
  form.append("role", state.role);
  form.append("preset_key", state.presetKey);
  if (state.presetKey && courtName) form.append("court_name", courtName);
  if (kind === "compile") form.append("enhanced", "true");
  // Only the kit has pages for the person (its quality report): they are written in the interface's language.
  if (kind === "compile" && language) form.append("language", language);
  // A preview or the page view has no file to split: the limit goes with the builds that make one.
  if (kind === "render" || kind === "compile") form.append("max_size_mb", maxSizeField(state));
  // The preview's "Make the scans smaller" (issue 37 §3) goes with the builds that make a file to file.
  if ((kind === "render" || kind === "compile") && state.compressScans) form.append("compress_scans", "true");
  form.append("payload", JSON.stringify(buildPayload(state, schema)));
  form.append("descriptions", JSON.stringify(buildDescriptions(state.files)));
  const sent = state.files.filter((file) => file.file);
  // A saved project's files keep their labels until the builder changes what a save relabels (builderState.ts).
  if (sent.some((file) => file.exhibitLabel))
    form.append("exhibitLabels", JSON.stringify(sent.map((file) => file.exhibitLabel ?? null)));
  if (redactions?.length) form.append("redactions", JSON.stringify(redactions));
  if (translations?.entries.length) form.append("translations", JSON.stringify(translations.entries));
  if (pageEdits?.length) form.append("pageEdits", JSON.stringify(pageEdits));
  if (sections?.length) form.append("sections", JSON.stringify(sections));
  appendNamedFiles(
    form,
    sent as (BuilderFile & { file: File })[],
    uploadIdOf,
    translations?.files.length ?? 0,
  );
  // The translations' files come after every exhibit, in their entries' order: the server tells them apart so.
  for (const file of translations?.files ?? []) form.append("files", file, file.name);
  return form;
}

/**
 * Each file's exhibit label on the builder screen, by the product's one rule (contracts' assignExhibitLabels): a
 * saved project's file keeps its label, every other file takes the first free one, in order.
 */
export function builderLabels(
  files: readonly Pick<BuilderFile, "exhibitLabel">[],
  role: TRole,
  options: TLabelOptions,
): string[] {
  return assignExhibitLabels(
    role,
    files.map((file) => file.exhibitLabel),
    options,
  );
}

/** Save's multipart body (§7 POST /api/projects): formData carries the case answers and case information. */
export function projectFormData(
  state: BuilderState,
  projectName: string,
  courtName: string,
  /** A large file's finished resumable upload (issue 40): named, not sent again. */
  uploadIdOf?: (fileId: string) => string | undefined,
): FormData {
  const form = new FormData();
  form.append("projectName", projectName);
  form.append("binderType", state.binderType);
  form.append("courtName", courtName);
  form.append("formData", JSON.stringify({ ...state.formData, ...trimmedCaseInfo(state) }));
  form.append("role", state.role);
  form.append("presetKey", state.presetKey);
  // Not in the spec's list, but the projects contract takes it: the descriptions people wrote are kept.
  appendSizeLimit(form, state);
  form.append("descriptions", JSON.stringify(buildDescriptions(state.files)));
  appendNamedFiles(
    form,
    state.files.filter((file): file is BuilderFile & { file: File } => file.file !== null),
    uploadIdOf,
  );
  return form;
}

/**
 * What the inputs of a build were, so the page can tell when the binder on screen no longer matches the form (the
 * files, their order and descriptions, the court or the answers changed since).
 */
export function buildSignature(state: BuilderState, schema?: TBinderTypeSchema | null): string {
  return JSON.stringify([
    state.binderType,
    state.role,
    state.presetKey,
    buildPayload(state, schema),
    buildDescriptions(state.files),
    state.files.map((file) => file.id),
  ]);
}
