// Shaping saved-project rows into API answers (TProject, TProjectSummary), and the columns those answers are read from.
import type { ProjectFileRow, ProjectRow } from "@courtready/db";
import {
  machineDescriptionSource,
  ZLabelOptions,
  ZProjectFormData,
  ZProjectSizeLimit,
  ZRole,
  ZMessageChoice,
  ZPageEdits,
  ZStoredRedaction,
  canonicalPageEdits,
} from "@courtready/contracts";
import type {
  TProject,
  TProjectCaseInfo,
  TProjectFile,
  TProjectFormData,
  TProjectSizeLimit,
  TProjectSummary,
  TRole,
  TMessageChoice,
  TPageEdits,
  TStoredRedaction,
} from "@courtready/contracts";
import { projectLabelOptions } from "./projects.labels.ts";
import { translationView } from "./projects.translation.ts";
import { storedListingOf } from "../library/message-exports.ts";

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
export function sizeLimitColumn(choice: TProjectSizeLimit): string {
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

export function roleOf(row: ProjectRow): TRole {
  const parsed = ZRole.safeParse(row.role);
  return parsed.success ? parsed.data : "plaintiff";
}

function fileUrl(projectId: string, fileId: string): string {
  return `/api/projects/${projectId}/files/${fileId}`;
}

/** A JSON column's value read by `schema`, null when none or unreadable (a row is never refused for it). */
function storedJsonOf<T>(
  text: string | null,
  schema: { safeParse(value: unknown): { success: boolean; data?: T } },
): T | null {
  if (!text) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? (parsed.data ?? null) : null;
  } catch {
    return null;
  }
}

/** A file row's redaction (issue 43), null when none or unreadable. */
export const storedRedactionOf = (text: string | null): TStoredRedaction | null =>
  storedJsonOf<TStoredRedaction>(text, ZStoredRedaction);

/** A file row's message choice (issue 38), null when none or unreadable. */
export const storedMessagesOf = (text: string | null): TMessageChoice | null =>
  storedJsonOf<TMessageChoice>(text, ZMessageChoice);

/** A file row's page edits (issue 37 §3), null when none or unreadable. */
export const storedPageEditsOf = (text: string | null): TPageEdits | null =>
  canonicalPageEdits(storedJsonOf<TPageEdits>(text, ZPageEdits) ?? undefined) ?? null;

export function toProjectFile(file: ProjectFileRow): TProjectFile {
  const listing = storedListingOf(file.message_export);
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
    aiDescriptionSource: machineDescriptionSource(file.ai_description_source),
    sortOrder: file.sort_order,
    redaction: storedRedactionOf(file.redaction),
    translation: translationView(file.translation),
    messages: storedMessagesOf(file.messages),
    ...(listing ? { messageExport: listing } : {}),
    pageEdits: storedPageEditsOf(file.page_edits),
    section: file.section,
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
