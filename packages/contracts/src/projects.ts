// Saved projects (builder-and-projects.md §3 "Saved project", "Project edit file", §4, §7; accounts-dashboard-and-
// pages.md §3 "Project (dashboard list)", §7, §8): the list, one project with its files, the multipart fields of
// create, update and update-files, and the messages both sides show.
import { z } from "zod";
import { DEFAULT_BINDER_TYPE, resolveBinderType } from "./binder-types.ts";
import { DEFAULT_ROLE, MAX_EXHIBIT_LABEL_LENGTH, ROLES } from "./labels.ts";
import { ZProjectFilingSummary } from "./filed.ts";
import { jsonField } from "./build-request.ts";
import { ZSizeLimit, ZSizeLimitField } from "./size-limit.ts";
import { ZDescriptionSource, ZMachineDescriptionSource } from "./descriptions.ts";
import { ZMessageChoice, ZMessageExportSummary } from "./messages.ts";
import { ZStoredRedaction } from "./redaction.ts";
import { ZPageEdits } from "./page-edits.ts";
import { ZProjectFileTranslation } from "./translation.ts";
import type { TSizeLimit } from "./size-limit.ts";

/** A project is a draft until something else is defined (§3 "status (draft by default)"). */
export const DEFAULT_PROJECT_STATUS = "draft";
/** Temporary ids of files added on the project edit screen and not yet uploaded begin with this (§3). */
export const NEW_FILE_ID_PREFIX = "new-";
export const MAX_PROJECT_NAME_LENGTH = 200;
/** Files one project may hold; a binder of more is not something a hearing can use. */
export const MAX_PROJECT_FILES = 500;

/** Messages of saved projects (both documents' §8), and of the rules the server enforces. */
export const PROJECT_MESSAGES = {
  notFound: "Project not found",
  fileNotFound: "File not found",
  noFilesYet: "No files in this project yet",
  nameRequired: "Project name is required to save.",
  nameTooLong: `Keep the project name under ${MAX_PROJECT_NAME_LENGTH} characters.`,
  binderTypeInvalid: "Choose a binder type from the list.",
  roleInvalid: "Choose your role in the case from the list.",
  courtNameTooLong: "The court name is too long.",
  presetKeyInvalid: "The court you chose is not valid. Choose it again from the list.",
  formDataInvalid:
    "The case information could not be read. It must be a list of answers (a JSON object of text, numbers or yes/no).",
  descriptionsInvalid: "The file descriptions could not be read.",
  fileOrderMissing: "The new order of the files is missing.",
  fileOrderInvalid: "The new order of the files could not be read.",
  fileOrderDuplicate: "A file appears twice in the new order.",
  fileOrderUnknown: "A file in the new order is not part of this project. Reload the page and try again.",
  fileOrderNewMismatch: (entries: number, uploads: number) =>
    `The new order lists ${entries} new ${entries === 1 ? "file" : "files"}, but ${uploads} ${
      uploads === 1 ? "was" : "were"
    } uploaded. Add the files again and save.`,
  projectIdMismatch: "This request names a different project from its address.",
  relabelInvalid: "relabelExhibits must be 'true' or 'false'.",
  notMultipart: "Send the project as a multipart form.",
  tooManyFiles: `A project can hold at most ${MAX_PROJECT_FILES} files.`,
  fileTooLarge: (filename: string, maxMb: number) =>
    `${filename} is larger than ${maxMb} MB, the most one file can be. Split it or make it smaller, then try again.`,
  projectTooLarge: (maxMb: number) =>
    `These files add up to more than ${maxMb} MB, the most one binder can take. Remove some files or make them smaller, then try again.`,
  fileRejected: (filename: string, reason: string) => `${filename}: ${reason}`,
  copyName: (name: string) => `Copy of ${name}`,
  saveFailed: "Failed to save project",
  changesSavedTitle: "Changes saved",
  changesSavedText: "Your project has been updated successfully",
  filesAddedTitle: "Files added",
  filesAddedText: (count: number) => `Added ${count} file(s) to your project`,
  deletedTitle: "Project deleted",
  deletedText: "Your project has been deleted successfully.",
  duplicatedTitle: "Project duplicated",
  duplicatedText: (name: string) => `Created a copy of "${name}". You can now edit the duplicate.`,
  duplicateFailed: "Failed to duplicate project",
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Responses

/** The three case fields the dashboard shows, read from the project's formData (null when not answered). */
export const ZProjectCaseInfo = z.object({
  case_name: z.string().nullable(),
  case_number: z.string().nullable(),
  hearing_date: z.string().nullable(),
});
export type TProjectCaseInfo = z.infer<typeof ZProjectCaseInfo>;

/** The dynamic form's answers and the case information, as the builder saved them. */
export const ZProjectFormData = z.record(
  z.string().max(100),
  z.union([z.string().max(20_000), z.number(), z.boolean(), z.null()]),
);
export type TProjectFormData = z.infer<typeof ZProjectFormData>;

/**
 * A saved project's "File size limit for e-filing" choice (size-limit.ts, the same type and rule as a build's): what
 * the person chose, not only a number, so the builder shows the same choice again. Absent for a project saved
 * before the choice was kept: it builds with no limit, as it did.
 */
export const ZProjectSizeLimit = ZSizeLimit;
export type TProjectSizeLimit = TSizeLimit;

const projectFields = {
  id: z.string(),
  projectName: z.string(),
  binderType: z.string(),
  caseInfo: ZProjectCaseInfo,
  courtName: z.string(),
  role: z.enum(ROLES),
  presetKey: z.string().nullable(),
  status: z.string(),
  updatedAt: z.string(),
  /** When a binder was last generated from the project; null until generation records it. */
  lastGeneratedAt: z.string().nullable(),
};

/** A file as the dashboard list shows it, in exhibit order, with its exhibit label. */
export const ZProjectListFile = z.object({
  id: z.string(),
  filename: z.string(),
  fileSize: z.number().int().nonnegative(),
  fileType: z.string(),
  exhibitLabel: z.string(),
});

/** One row of GET /api/projects (newest first). */
export const ZProjectSummary = z.object({
  ...projectFields,
  files: z.array(ZProjectListFile),
  /** Present once something was filed (filed.ts). */
  filing: ZProjectFilingSummary.optional(),
});
export type TProjectSummary = z.infer<typeof ZProjectSummary>;
export const ZProjectsResponse = z.array(ZProjectSummary);

/** A file of a saved project (§3 "Project edit file"); fileUrl streams its bytes to the owner. */
export const ZProjectFile = z.object({
  id: z.string(),
  filename: z.string(),
  originalName: z.string(),
  fileSize: z.number().int().nonnegative(),
  /** "PDF Document", "Image", "Word Document"… */
  fileType: z.string(),
  mimeType: z.string(),
  fileUrl: z.string(),
  exhibitLabel: z.string(),
  description: z.string(),
  aiDescription: z.string().nullable(),
  /** Who wrote aiDescription: "ai" (a model) or "file" (the describer, from the file's own data); see descriptions.ts. */
  aiDescriptionSource: ZMachineDescriptionSource,
  sortOrder: z.number().int().nonnegative(),
  /** The hits accepted and boxes drawn on it (issue 43); absent or null: nothing is redacted. */
  redaction: ZStoredRedaction.nullable().optional(),
  /** Its English translation with the translator's declaration (issue 39 §2); absent or null: none. */
  translation: ZProjectFileTranslation.nullable().optional(),
  /** A message export's choice (issue 38): what its transcript shows; absent or null: nothing picked. */
  messages: ZMessageChoice.nullable().optional(),
  /** Its pages turned, removed or reordered in the binder (issue 37 §3); absent or null: as the file has them. */
  pageEdits: ZPageEdits.nullable().optional(),
  /** The section (tab) it is grouped under (issue 37 §3; sections.ts sectionsOfTitles); absent or null: none. */
  section: z.string().nullable().optional(),
  /**
   * For a message export (issue 38): its conversations, as the builder's file check lists them (in UTC), kept
   * since the save that added it (absent for one saved before they were kept), for the picker. fileType is then
   * the export's app.
   */
  messageExport: ZMessageExportSummary.optional(),
});
export type TProjectFile = z.infer<typeof ZProjectFile>;

/** GET /api/projects/{id}: the project with its files sorted by sortOrder. */
export const ZProject = z.object({
  ...projectFields,
  formData: ZProjectFormData,
  createdAt: z.string(),
  files: z.array(ZProjectFile),
  /**
   * The court's numbering (labels.ts), so the edit screen names the labels a save will give (assignExhibitLabels)
   * exactly as the server will.
   */
  labelOptions: z.object({ letterStyle: z.enum(["A1", "AA"]), startNumber: z.number().int().nonnegative() }),
  /** The size limit its binders are built under; absent: never chosen, no limit. */
  sizeLimit: ZProjectSizeLimit.optional(),
  /**
   * "Make the scans smaller" (issue 37 §3): true when its builds compress scans to fit the limit, false when the
   * person chose volumes; absent: never chosen (built in volumes, as before the choice was kept).
   */
  compressScans: z.boolean().optional(),
});
export type TProject = z.infer<typeof ZProject>;

/** POST /api/projects (201), PUT /api/projects/{id} and POST /api/projects/duplicate (201). */
export const ZSaveProjectResponse = z.object({
  id: z.string(),
  project: ZProject,
  /** How many of the saved documents could not be filed in the library (left out when all were). */
  notFiled: z.number().int().positive().optional(),
});
export type TSaveProjectResponse = z.infer<typeof ZSaveProjectResponse>;

/** POST /api/projects/{id}/update-files. */
export const ZUpdateProjectFilesResponse = z.object({ success: z.literal(true), project: ZProject });
export type TUpdateProjectFilesResponse = z.infer<typeof ZUpdateProjectFilesResponse>;

export const ZDeleteProjectResponse = z.object({ success: z.literal(true), message: z.string() });

/** POST /api/projects/{id}/preview: where the preview binder of the saved files opens. */
export const ZProjectPreviewResponse = z.object({
  success: z.literal(true),
  previewUrl: z.string(),
  /**
   * Set when the binder came in volumes under the project's size limit: how many, and the ZIP holding every one
   * (previewUrl is then volume 1, with the cover and the exhibit index).
   */
  volumes: z.number().int().min(2).optional(),
  zipUrl: z.string().optional(),
});
export type TProjectPreviewResponse = z.infer<typeof ZProjectPreviewResponse>;

// ---------------------------------------------------------------------------------------------------------------
// Requests

/** POST /api/projects/{id}/preview: the saved files' ids in the order to preview. */
export const ZProjectPreviewRequest = z.object({
  fileOrder: z.array(z.string().min(1).max(100)).max(500),
  /** Confirms a whole new binder (not a supplement) for a project already filed (contracts/filed.ts). */
  newBinder: z.boolean().optional(),
});
export type TProjectPreviewRequest = z.infer<typeof ZProjectPreviewRequest>;

/** A text field holding JSON (multipart has no other way to carry a list or an object), checked by `schema`. */
function jsonText<T extends z.ZodType>(schema: T, message: string, maxLength: number, missing = message) {
  return jsonField(schema, { notJson: message, invalid: message, missing }, maxLength);
}

const fieldSchemas = {
  projectName: z
    .string({ error: PROJECT_MESSAGES.nameRequired })
    .trim()
    .min(1, PROJECT_MESSAGES.nameRequired)
    .max(MAX_PROJECT_NAME_LENGTH, PROJECT_MESSAGES.nameTooLong),
  /** A slug, a hyphenated URL slug or a legacy code; stored as its slug. */
  binderType: z.string().transform((value, ctx) => {
    const slug = resolveBinderType(value);
    if (!slug) {
      ctx.addIssue({ code: "custom", message: PROJECT_MESSAGES.binderTypeInvalid });
      return z.NEVER;
    }
    return slug;
  }),
  courtName: z.string().trim().max(300, PROJECT_MESSAGES.courtNameTooLong),
  formData: jsonText(ZProjectFormData, PROJECT_MESSAGES.formDataInvalid, 200_000),
  role: z.enum(ROLES, PROJECT_MESSAGES.roleInvalid),
  /** The builder sends "" when no court is chosen: that is stored as null. */
  presetKey: z
    .string()
    .trim()
    .max(100, PROJECT_MESSAGES.presetKeyInvalid)
    .transform((value) => (value === "" ? null : value)),
  /**
   * Optional, as the builder's preview sends it: JSON list of { name, description, isAiGenerated, source }. `source`
   * says who wrote a machine description ("ai" or "file"); isAiGenerated alone (older clients) means "ai".
   */
  descriptions: jsonText(
    z
      .array(
        z.object({
          name: z.string(),
          description: z.string().max(2_000).optional(),
          isAiGenerated: z.boolean().optional(),
          source: ZDescriptionSource.optional(),
        }),
      )
      .max(MAX_PROJECT_FILES),
    PROJECT_MESSAGES.descriptionsInvalid,
    400_000,
  ),
  /** Not in the spec's list (additive): the size limit choice, as the builds' max_size_mb ("court", "none", "12.5"). */
  sizeLimit: ZSizeLimitField,
  /** Additive (issue 37 §3): "true" smaller scans, "false" volumes, as the builds' compress_scans. */
  compressScans: z.enum(["true", "false"]).transform((text) => text === "true"),
};

/** Text fields of POST /api/projects (multipart, beside the repeated "files" parts). */
export const ZCreateProjectFields = z.object({
  projectName: fieldSchemas.projectName,
  binderType: fieldSchemas.binderType.default(DEFAULT_BINDER_TYPE),
  courtName: fieldSchemas.courtName.default(""),
  formData: fieldSchemas.formData.default({}),
  role: fieldSchemas.role.default(DEFAULT_ROLE),
  presetKey: fieldSchemas.presetKey.default(null),
  descriptions: fieldSchemas.descriptions.optional(),
  /** Left out: no limit is kept, as for a project saved before the choice was. */
  sizeLimit: fieldSchemas.sizeLimit.optional(),
  /** Left out: never chosen. */
  compressScans: fieldSchemas.compressScans.optional(),
});
export type TCreateProjectFields = z.output<typeof ZCreateProjectFields>;

/** Text fields of PUT /api/projects/{id}: the same as create; a field left out keeps its saved value. */
export const ZUpdateProjectFields = z.object({
  projectName: fieldSchemas.projectName.optional(),
  binderType: fieldSchemas.binderType.optional(),
  courtName: fieldSchemas.courtName.optional(),
  formData: fieldSchemas.formData.optional(),
  role: fieldSchemas.role.optional(),
  presetKey: fieldSchemas.presetKey.optional(),
  descriptions: fieldSchemas.descriptions.optional(),
  sizeLimit: fieldSchemas.sizeLimit.optional(),
  compressScans: fieldSchemas.compressScans.optional(),
});
export type TUpdateProjectFields = z.output<typeof ZUpdateProjectFields>;

/** POST /api/projects/duplicate. */
export const ZDuplicateProjectRequest = z.object({
  projectId: z.string().trim().min(1, PROJECT_MESSAGES.notFound).max(64, PROJECT_MESSAGES.notFound),
});
export type TDuplicateProjectRequest = z.infer<typeof ZDuplicateProjectRequest>;

/** One entry of update-files' fileOrder (§3): a saved file's id, or a "new-…" id standing for an upload. */
export const ZFileOrderEntry = z.object({
  id: z.string().min(1).max(100),
  sortOrder: z.number(),
  exhibitLabel: z
    .string()
    .trim()
    .max(MAX_EXHIBIT_LABEL_LENGTH)
    .nullish()
    .transform((label) => label ?? ""),
  /**
   * The person's own description of the file, when they edited it on the edit screen: it replaces the saved one
   * ("" clears it, and the A.I one shows again). Left out, the saved description stays.
   */
  description: z.string().trim().max(2_000).optional(),
  /**
   * For a new upload only ("new-…"): the description written for it on the edit screen and who wrote it (issue 37,
   * as the builder's descriptions field carries them). Ignored for a saved file, whose machine description stays.
   */
  aiDescription: z.string().trim().max(2_000).optional(),
  aiDescriptionSource: z.enum(["ai", "file"]).optional(),
});
export type TFileOrderEntry = z.output<typeof ZFileOrderEntry>;

/** Text fields of POST /api/projects/{id}/update-files (multipart, beside the new uploads). */
export const ZUpdateProjectFilesFields = z.object({
  projectId: z.string().max(64).optional(),
  relabelExhibits: z
    .enum(["true", "false"], PROJECT_MESSAGES.relabelInvalid)
    .default("false")
    .transform((value) => value === "true"),
  /** Required: a file left out of it is deleted, so a missing list must not read as "delete everything". */
  fileOrder: jsonText(
    z.array(ZFileOrderEntry).max(MAX_PROJECT_FILES),
    PROJECT_MESSAGES.fileOrderInvalid,
    400_000,
    PROJECT_MESSAGES.fileOrderMissing,
  ),
});
export type TUpdateProjectFilesFields = z.output<typeof ZUpdateProjectFilesFields>;

/**
 * POST /api/projects/:id/files/:fileId/messages/attachment-exhibit (issue 38): an e-mail's attached PDF or photo,
 * copied out of the saved export into the project as a new file at the end of the list, described by the engine.
 */
export const ZAddedAttachment = z.object({ success: z.literal(true), file: ZProjectFile });
export type TAddedAttachment = z.infer<typeof ZAddedAttachment>;
