// The binder builder's contract (builder-and-projects.md §2–§9): binder-type schemas, the preview / render / compile
// calls with their progress, AI descriptions and suggestions, the reminder deadlines, and every message the builder
// shows. Server and browser both read these, so a message or a field name exists once.
import { z } from "zod";
import { ACCEPTED_EXTENSIONS, ACCEPTED_FORMATS_SENTENCE, isAcceptedFileName } from "./formats.ts";
import { ZRole } from "./labels.ts";
import { ZBinderTypeSlug } from "./binder-types.ts";
import { ZFilingCheckReport } from "./filing.ts";
import { ZDescriptionSource } from "./descriptions.ts";
import { ZMessageChoice } from "./messages.ts";
import { FALLBACK_TIP_CODES, SUGGESTION_TIPS } from "./suggestion-tips.ts";

// ---------------------------------------------------------------------------------------------------------------
// Binder types: GET /api/binder-types and GET /api/binder-types/{slug}

/** One case field of a binder type (a small JSON-schema subset: what the dynamic form can render). */
export const ZSchemaProperty = z.object({
  title: z.string(),
  type: z.enum(["string", "number", "integer", "boolean"]),
  enum: z.array(z.string()).optional(),
  format: z.enum(["date", "email", "tel"]).optional(),
  description: z.string().optional(),
});
export type TSchemaProperty = z.infer<typeof ZSchemaProperty>;

export const ZBinderTypeSchema = z.object({
  type: z.literal("object"),
  properties: z.record(z.string(), ZSchemaProperty),
  required: z.array(z.string()),
});
export type TBinderTypeSchema = z.infer<typeof ZBinderTypeSchema>;

export const ZBinderTypeSummary = z.object({ slug: ZBinderTypeSlug, display_name: z.string() });
export type TBinderTypeSummary = z.infer<typeof ZBinderTypeSummary>;
export const ZBinderTypesResponse = z.array(ZBinderTypeSummary);

export const ZBinderTypeDetail = ZBinderTypeSummary.extend({ schema: ZBinderTypeSchema });
export type TBinderTypeDetail = z.infer<typeof ZBinderTypeDetail>;

/** The case fields every binder type has (shown in the preview dialog and on the cover page). */
export const COMMON_CASE_FIELDS = ["caseName", "caseNumber", "partyName", "hearingDate"] as const;

// ---------------------------------------------------------------------------------------------------------------
// Accepted files (§5)

/**
 * Builder extensions, lower case: every kind the engine converts (formats.ts), not the spec's shorter list (§5),
 * which was the original app's limit (docs/decisions.md). Anything else is dropped with UNSUPPORTED_FILES_WARNING.
 */
export const BUILDER_EXTENSIONS = ACCEPTED_EXTENSIONS;
export const UNSUPPORTED_FILES_WARNING = `unsupported file(s) were ignored. Supported formats: ${ACCEPTED_FORMATS_SENTENCE}.`;

export function isBuilderFileName(name: string): boolean {
  return isAcceptedFileName(name);
}

/**
 * A size for people, base 1024 (§2, §9).
 * @example formatFileSize(1536) // "1.5 KB"
 */
export function formatFileSize(bytes: number): string {
  const units = ["B", "KB", "MB", "GB"] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1).replace(/\.0$/, "")} ${units[unit]}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Preview, render and compile (§7)

/** Case information the preview dialog and cover page show; every field optional (§2). */
export const ZCaseInfo = z.object({
  caseName: z.string().max(300).optional(),
  caseNumber: z.string().max(100).optional(),
  partyName: z.string().max(300).optional(),
  hearingDate: z.string().max(40).optional(),
});
export type TCaseInfo = z.infer<typeof ZCaseInfo>;

/** The `payload` field: the dynamic form's values plus role (and the case information). Values are text or numbers. */
export const ZBuildPayload = z.record(
  z.string().max(100),
  z.union([z.string().max(20_000), z.number(), z.boolean()]),
);
export type TBuildPayload = z.infer<typeof ZBuildPayload>;

export const ZFileDescriptionEntry = z.object({
  name: z.string(),
  description: z.string().max(2_000).optional(),
  /** The description is not the person's: an AI or the describer wrote it ("source" says which). */
  isAiGenerated: z.boolean().optional(),
  /** Who wrote the description (issue 37); older clients send isAiGenerated alone. */
  source: ZDescriptionSource.optional(),
  /** For a message export (issue 38): the conversations, range, zone and declaration the person picked. */
  messages: ZMessageChoice.optional(),
});
export type TFileDescriptionEntry = z.infer<typeof ZFileDescriptionEntry>;

/** An id the browser picks for one build so it can follow the build's progress (GET /api/builds/{id}/progress). */
export const ZBuildId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

/** The builder's size-limit choice, as the Configure step offers it (size-limit.ts holds the limit itself). */
export const MAX_SIZE_CHOICES = ["court", "none", "custom"] as const;
export type TSizeLimitChoice = (typeof MAX_SIZE_CHOICES)[number];

export const DOCUMENT_TYPE_LABELS = [
  "PDF Document",
  "Image",
  "Word Document",
  "Excel Spreadsheet",
  "Text Document",
  "Text Clipping",
] as const;

export const ZPreviewExhibit = z.object({
  label: z.string(),
  filename: z.string(),
  fileType: z.enum(DOCUMENT_TYPE_LABELS),
  pageCount: z.number().int().positive(),
  /** A small JPEG of the first page, as a data: URL. */
  previewImage: z.string(),
  description: z.string().optional(),
  warnings: z.array(z.string()),
  /** The file's size in bytes, as the binder is made from it (issue 37 §3: the volumes estimate). */
  bytes: z.number().int().nonnegative().optional(),
  /** Its estimated size with scanned pictures re-encoded at 200 dpi (engine compress/scans.ts); the same when none. */
  compressedBytes: z.number().int().nonnegative().optional(),
});
export type TPreviewExhibit = z.infer<typeof ZPreviewExhibit>;

export const ZPreviewResponse = z.object({
  success: z.literal(true),
  preview: z.object({
    caseInfo: ZCaseInfo,
    totalFiles: z.number().int(),
    estimatedPages: z.number().int(),
    role: ZRole,
    preset: z.object({ key: z.string(), label: z.string() }).nullable(),
    exhibits: z.array(ZPreviewExhibit),
  }),
});
export type TPreviewResponse = z.infer<typeof ZPreviewResponse>;

export const ZDeadline = z.object({ label: z.string(), due_date: z.string() });
export type TDeadline = z.infer<typeof ZDeadline>;

export const ZRenderResponse = z.object({
  success: z.literal(true),
  /** Download links: only the owner can use them, and only until expiresAt. */
  zip: z.string(),
  pdf: z.string(),
  expiresAt: z.string(),
  pageCount: z.number().int(),
  warnings: z.array(z.string()),
  deadlines: z.array(ZDeadline),
  /** How many volumes the binder was split into under the size limit (the ZIP holds them all); absent: one file. */
  volumes: z.number().int().min(2).optional(),
  /** With "Make the scans smaller" (issue 37 §3): the files' bytes before and after their scans were re-encoded. */
  scans: z.object({ beforeBytes: z.number().int(), afterBytes: z.number().int() }).optional(),
  /**
   * The filing check of every file meant to be filed (the binder or each volume) against the chosen court's
   * profile (issue 36). Null when no court was chosen or the check could not run: the builder then says the check
   * did not run, never that the binder is ready to file.
   */
  filing_check: ZFilingCheckReport.nullable(),
});
export type TRenderResponse = z.infer<typeof ZRenderResponse>;

/** Where one exhibit's pages are in a compiled binder (1-based, inclusive; its slip sheet included). */
export const ZBinderPageSpan = z.object({
  label: z.string(),
  first: z.number().int().positive(),
  last: z.number().int().positive(),
});
export type TBinderPageSpan = z.infer<typeof ZBinderPageSpan>;

/** The longest side of a page picture (GET /api/builds/{id}/pages/{n}), in pixels: small enough to scroll on a phone. */
export const PAGE_PICTURE_PIXELS = 320;

/**
 * POST /api/binders/pages (issue 37 §3): the binder compiled as Generate would make it, kept only as page pictures
 * for the page-by-page view before Generate (no pass is used, nothing can be downloaded). Page n's picture is at
 * `${pagesUrl}/${n}`; pages outside every exhibit's span are the cover, index and other front matter.
 */
export const ZPagesResponse = z.object({
  success: z.literal(true),
  pagesUrl: z.string(),
  pageCount: z.number().int().positive(),
  exhibits: z.array(ZBinderPageSpan),
});
export type TPagesResponse = z.infer<typeof ZPagesResponse>;

/** A failed build (§8 reads `error`); `files` names each document that could not be used and why. */
export const ZBuildErrorResponse = z.object({
  success: z.literal(false),
  /** One of BUILD_ERROR_CODES. */
  code: z.string(),
  error: z.string(),
  message: z.string(),
  files: z.array(z.object({ name: z.string(), reason: z.string() })).optional(),
});
export type TBuildErrorResponse = z.infer<typeof ZBuildErrorResponse>;

export const BUILD_STAGES = ["queued", "converting", "assembling", "packaging", "done", "failed"] as const;
/**
 * How a build ended, for the person who comes back to the builder after a dropped connection or a restart: ready
 * (with its links), or stopped (and whether a one-time pass was given back).
 */
export const ZBuildOutcome = z.object({
  state: z.enum(["done", "failed", "abandoned"]),
  /** What happened, in words. */
  message: z.string(),
  passReturned: z.boolean(),
  pdf: z.string().optional(),
  zip: z.string().optional(),
  /** The enhanced kit's download link. */
  kit: z.string().optional(),
  /**
   * A finished binder's or kit's filing check (as TRenderResponse's); null when it did not run. The enhanced kit's
   * answer is its ZIP, so this is where the builder reads the kit's check.
   */
  filing_check: ZFilingCheckReport.nullable().optional(),
});
export type TBuildOutcome = z.infer<typeof ZBuildOutcome>;

export const ZBuildProgress = z.object({
  stage: z.enum(BUILD_STAGES),
  /** 0 to 1. */
  fraction: z.number().min(0).max(1),
  /** In words, for the progress bar ("Converting lease.docx (2 of 5)"). */
  message: z.string(),
  /** Present once the build has ended. */
  outcome: ZBuildOutcome.optional(),
});
export type TBuildProgress = z.infer<typeof ZBuildProgress>;

// ---------------------------------------------------------------------------------------------------------------
// AI (§6, §7): descriptions per file and suggestions in the preview

/** POST /api/generate-description: the sentence and who wrote it ("ai", or "file": the describer, from the file's data). */
export const ZDescriptionResponse = z.object({
  description: z.string(),
  source: z.enum(["ai", "file"]),
});
export type TDescriptionResponse = z.infer<typeof ZDescriptionResponse>;

/** GET /api/ai/provider: who, besides us, sees file content (the privacy page names it); null when nobody. */
export const ZAiProviderResponse = z.object({ provider: z.string().nullable() });
export type TAiProviderResponse = z.infer<typeof ZAiProviderResponse>;

export const ZSuggestionsRequest = z.object({
  binderType: ZBinderTypeSlug.default("small_claims"),
  exhibits: z
    .array(
      z.object({
        label: z.string().max(20).optional(),
        filename: z.string().max(300),
        fileType: z.string().max(40).optional(),
        description: z.string().max(2_000).optional(),
        pageCount: z.number().int().optional(),
      }),
    )
    .max(500),
  caseInfo: ZCaseInfo.default({}),
  role: ZRole.default("plaintiff"),
});
export type TSuggestionsRequest = z.input<typeof ZSuggestionsRequest>;
export const ZSuggestionsResponse = z.object({ suggestions: z.array(z.string()) });
export type TSuggestionsResponse = z.infer<typeof ZSuggestionsResponse>;

/** §8: what the preview shows when suggestions cannot be made. */
export const FALLBACK_SUGGESTIONS = FALLBACK_TIP_CODES.map((code) => SUGGESTION_TIPS[code]);

// ---------------------------------------------------------------------------------------------------------------
// Reminder deadlines (render's `deadlines`): general reminders counted back from the hearing date, not court rules.

/** The days before the hearing of each general reminder. Labels say "Suggested", never "Due under rule …". */
export const REMINDER_OFFSETS: readonly { days: number; label: string }[] = [
  {
    days: 14,
    label: "Suggested: check your court's rules for exhibit and filing deadlines (call the clerk)",
  },
  {
    days: 7,
    label: "Suggested: finish your binder and send copies to the other side if your court requires it",
  },
  { days: 3, label: "Suggested: print copies — one for the judge, one for each other party, one for you" },
  { days: 0, label: "Hearing date: bring your binder and copies" },
];

/**
 * General reminders from a hearing date ("YYYY-MM-DD"); none for a date that cannot be read. Dates before `today`
 * are left out, since a reminder in the past helps no one (the hearing itself is always kept).
 * @example reminderDeadlines("2026-12-20", "2026-12-01")[0] // { label: "Suggested: check…", due_date: "2026-12-06" }
 */
export function reminderDeadlines(hearingDate: string | undefined, today: string): TDeadline[] {
  if (!hearingDate || !/^\d{4}-\d{2}-\d{2}$/.test(hearingDate)) return [];
  const hearing = new Date(`${hearingDate}T00:00:00Z`);
  if (Number.isNaN(hearing.getTime()) || hearing.toISOString().slice(0, 10) !== hearingDate) return [];
  return REMINDER_OFFSETS.map(({ days, label }) => ({
    label,
    due_date: new Date(hearing.getTime() - days * 86_400_000).toISOString().slice(0, 10),
  })).filter((d) => d.due_date >= today || d.due_date === hearingDate);
}

// ---------------------------------------------------------------------------------------------------------------
// Timings (§4, §9) and messages (§5, §6, §8)

export const LOCAL_SESSION_MAX_AGE_MS = 24 * 60 * 60 * 1000;
export const LOCAL_SAVE_DELAY_MS = 1_000;
export const AUTOSAVE_DELAY_MS = 3_000;
export const LOCAL_SESSION_KEY = "courtready.builder.session";

/** Each message as a toast title and text (the spec writes them "Title: text"). */
export const BUILDER_MESSAGES = {
  requiredFieldsFirst: {
    title: "Complete Required Fields First",
    description: "Please fill in all required fields for this binder type before uploading documents.",
  },
  noFiles: {
    title: "No Files Uploaded",
    description: "Please upload at least one file to create your binder.",
  },
  noFilesToSave: { title: "No Files to Save", description: "Please upload at least one file before saving." },
  incompleteForm: {
    title: "Incomplete Form",
    description: "Please fill out the case information before saving.",
  },
  saveCancelled: { title: "Save Cancelled", description: "Project name is required to save." },
  saveFailed: { title: "Save Failed", description: "Failed to save project" },
  autoSaveFailed: {
    title: "Auto-save failed",
    description: "Unable to save changes. Please try saving manually.",
  },
  noBinder: {
    title: "No Binder Available",
    description: "Please create your binder first by clicking the Preview button.",
  },
  busy: { title: "Processing in Progress", description: "Please wait for the current process to complete." },
  loginRequired: { title: "Login Required", description: "Please log in to create exhibit binders." },
  membershipRequired: {
    title: "Membership Required",
    description: "Please purchase a membership to create exhibit binders.",
  },
  oneTimeExhausted: {
    title: "One-Time Use Exhausted",
    description: "Your one-time use has been consumed. Please purchase another membership.",
  },
  previewError: { title: "Preview Error", description: "Error generating preview" },
  invalidPreview: { title: "Preview Error", description: "Invalid preview response" },
  renderError: { title: "Error", description: "Error building binder" },
  enhancedError: { title: "Enhanced Processing Error", description: "Error generating enhanced binder" },
  binderReady: { title: "Binder Ready", description: "Your exhibit binder has been created." },
  restored: {
    title: "Session Restored",
    description: "Your previous work was restored. Uploaded files must be uploaded again.",
  },
} as const;

/** 'Could not load saved file: {name}' (§8). */
export function couldNotLoadSavedFile(name: string): string {
  return `Could not load saved file: ${name}`;
}

/** Server error codes of the build calls, so the browser can send a person to /login or /membership. */
export const BUILD_ERROR_CODES = {
  loginRequired: "LOGIN_REQUIRED",
  membershipRequired: "MEMBERSHIP_REQUIRED",
  oneTimeExhausted: "ONE_TIME_EXHAUSTED",
  noFiles: "NO_FILES",
  filesRejected: "FILES_REJECTED",
  tooLarge: "TOO_LARGE",
  badRequest: "BAD_REQUEST",
  failed: "BUILD_FAILED",
} as const;

/** The enhanced kit and standard downloads' file names (§9). */
export const ENHANCED_KIT_FILE_NAME = "enhanced-kit.zip";
/** The quality report inside enhanced-kit.zip that the builder reads back to say what to fix before filing. */
export const KIT_QUALITY_REPORT_FILE = "quality-report.json";
/**
 * The files every enhanced kit holds besides the court binder (binder.pdf, or binder-volume-N.pdf when split) and
 * exhibits/, in the kit's order (issue 10).
 */
export const KIT_FILES = {
  print: "binder-print.pdf",
  review: "binder-review.pdf",
  labels: "labels-avery-5160.pdf",
  manifest: "bates-manifest.csv",
  reportJson: KIT_QUALITY_REPORT_FILE,
  reportHtml: "quality-report.html",
  exhibitList: "exhibit-list.pdf",
} as const;
/** What the builder shows of that report: its traffic light and plain-language list (packages/engine/src/kit). */
export const ZKitQuality = z.object({
  status: z.enum(["ok", "check", "fix"]),
  summary: z.array(z.string()),
});
export type TKitQuality = z.infer<typeof ZKitQuality>;
export const OUTPUT_ZIP_FILE_NAME = "output.zip";
