// The file library (accounts-dashboard-and-pages.md §3 "User file", "Folder", §7; builder-and-projects.md §7):
// stored files with their category, notes and tags, and the folders they can be moved into.
import { z } from "zod";
import { ZMachineDescriptionSource } from "./descriptions.ts";
import { ZMessageExportSummary } from "./messages.ts";

/** Categories a file can have; "all" is only a filter. */
export const FILE_CATEGORIES = ["evidence", "contracts", "photos", "documents", "uncategorized"] as const;
export const ZFileCategory = z.enum(FILE_CATEGORIES);
export type TFileCategory = z.infer<typeof ZFileCategory>;
export const FILE_CATEGORY_FILTERS = ["all", ...FILE_CATEGORIES] as const;
export const FILE_CATEGORY_NAMES: Readonly<Record<(typeof FILE_CATEGORY_FILTERS)[number], string>> = {
  all: "All categories",
  evidence: "Evidence",
  contracts: "Contracts",
  photos: "Photos",
  documents: "Documents",
  uncategorized: "Uncategorized",
};

/** The default folder colour the spec's dialog sends ("a default blue"). */
export const DEFAULT_FOLDER_COLOR = "#3b82f6";
export const MAX_TAGS = 20;
export const MAX_TAG_LENGTH = 40;

const ZTags = z
  .array(z.string().trim().min(1).max(MAX_TAG_LENGTH))
  .max(MAX_TAGS)
  .transform((tags) => [...new Set(tags)]);

export const ZUserFile = z.object({
  id: z.string(),
  originalFilename: z.string(),
  /** What the bytes are, as the product names it: "PDF Document", "Image", "Word Document"… */
  fileType: z.string(),
  mimeType: z.string(),
  fileSize: z.number().int().nonnegative(),
  pageCount: z.number().int().positive().nullable(),
  category: ZFileCategory,
  /** Written by the AI provider for members when one is configured; otherwise null. */
  aiDescription: z.string().nullable(),
  /** Who wrote aiDescription: "ai" (a model) or "file" (the describer, from the file's own data); see descriptions.ts. */
  aiDescriptionSource: ZMachineDescriptionSource,
  userDescription: z.string(),
  tags: z.array(z.string()),
  folderId: z.string().nullable(),
  uploadedAt: z.string(),
  /** Where the first-page picture is served; null when none could be drawn. */
  thumbnailUrl: z.string().nullable(),
  downloadUrl: z.string(),
  /** Things to know about the file (e.g. "this PDF was damaged and has been repaired"). */
  warnings: z.array(z.string()),
  /**
   * For a message export (issue 38): its conversations, as the builder's file check lists them (in UTC), kept
   * since the upload (absent for one uploaded before they were kept). The file is kept as it came; fileType is the
   * export's app.
   */
  messageExport: ZMessageExportSummary.optional(),
});
export type TUserFile = z.infer<typeof ZUserFile>;

export const ZUserFilesQuery = z.object({
  category: z.enum(FILE_CATEGORY_FILTERS).optional(),
  search: z.string().trim().max(200).optional(),
  folderId: z.string().max(64).optional(),
});
export type TUserFilesQuery = z.infer<typeof ZUserFilesQuery>;

export const ZUserFilesResponse = z.object({ files: z.array(ZUserFile), total: z.number().int() });
export type TUserFilesResponse = z.infer<typeof ZUserFilesResponse>;

/** The text fields of the upload form (multipart, beside the file); tags arrive as a JSON list. */
export const ZUploadFields = z.object({
  category: ZFileCategory.default("uncategorized"),
  userDescription: z.string().max(2000).default(""),
  tags: z
    .string()
    .default("[]")
    .transform((raw, ctx) => {
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        ctx.addIssue({ code: "custom", message: "tags must be a JSON list of words" });
        return z.NEVER;
      }
    })
    .pipe(ZTags),
});

/** Edit and move (the spec's card menu shows them; here they work). Omitted fields stay as they are. */
export const ZUpdateUserFile = z
  .object({
    userDescription: z.string().max(2000),
    tags: ZTags,
    category: ZFileCategory,
    folderId: z.string().max(64).nullable(),
  })
  .partial();
export type TUpdateUserFile = z.input<typeof ZUpdateUserFile>;

export const ZFolder = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  color: z.string(),
  createdAt: z.string(),
  fileCount: z.number().int().nonnegative(),
});
export type TFolder = z.infer<typeof ZFolder>;

export const ZCreateFolder = z.object({
  name: z.string().trim().min(1, "Enter a folder name").max(100),
  description: z.string().trim().max(500).default(""),
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, "Pick a colour")
    .default(DEFAULT_FOLDER_COLOR),
});
export type TCreateFolder = z.input<typeof ZCreateFolder>;

export const ZFoldersResponse = z.array(ZFolder);

/** Messages of the library (accounts-dashboard-and-pages.md §8) and of the limits the server enforces. */
export const LIBRARY_MESSAGES = {
  uploadedTitle: "Files uploaded successfully",
  uploadedText: "Your files have been added to your library",
  uploadFailedFile: (filename: string) => `Failed to upload ${filename}`,
  fileUploaded: "File uploaded successfully",
  deleteFailed: "Failed to delete file",
  noFilesYet: "No files yet",
  noFilesFound: "No files found",
  tryAdjusting: "Try adjusting your search terms",
  uploadFirst: "Upload your first file to get started",
  notFound: "File not found",
  folderNotFound: "Folder not found",
  noFile: "Choose a file to upload.",
  tooLarge: (maxMb: number) =>
    `This file is larger than ${maxMb} MB, the limit for one file. Split it, or save a smaller copy, then try again.`,
} as const;

/** Where the signed-in person's storage use is read (the dashboard's storage bar). */
export const STORAGE_USAGE_URL = "/api/storage";

/**
 * What one person's stored files take: the library's files and every saved project's files count toward the same
 * quota (issue 20 item 5). `projectBytes` includes each project's filed copies (a filed binder's PDF and ZIP of
 * volumes); `libraryBytes` is the library's files whose bytes no saved project keeps, so a builder file saved in a
 * project and filed in the library counts once (issue 37). Bytes, as the server counts them (1 MB = 1,048,576 bytes).
 */
export const ZStorageUsage = z.object({
  usedBytes: z.number().int().nonnegative(),
  quotaBytes: z.number().int().positive(),
  libraryBytes: z.number().int().nonnegative(),
  projectBytes: z.number().int().nonnegative(),
});
export type TStorageUsage = z.infer<typeof ZStorageUsage>;

/** "2.4 MB", "850 KB", "12 bytes" (1 KB = 1,024 bytes, as the server counts). */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} byte${bytes === 1 ? "" : "s"}`;
}

/** A storage amount in words: whole megabytes from 10 MB on ("2,048 MB"), else as formatBytes says it. */
export function formatStorage(bytes: number): string {
  const MB = 1024 * 1024;
  return bytes >= 10 * MB ? `${Math.round(bytes / MB).toLocaleString("en-US")} MB` : formatBytes(bytes);
}

export const STORAGE_MESSAGES = {
  /**
   * Refusing a library upload or a project save that would go over the quota: how much is used, what to delete. A
   * filing is never refused, so it can leave someone over; its copies go with its project.
   */
  quotaReached: (usedBytes: number, quotaBytes: number) =>
    `Your storage is full: ${formatStorage(usedBytes)} of ${formatStorage(quotaBytes)} used by your saved projects (with their filed binders) and library files. Delete projects or library files you no longer need, then try again.`,
  /** The dashboard's line beside its storage bar. */
  usage: (usedBytes: number, quotaBytes: number) =>
    `${formatStorage(usedBytes)} of ${formatStorage(quotaBytes)} used`,
  /** The label of the projects' share beside the bar: it includes what each filing keeps. */
  projectsShare: "Saved projects (including filed binders)",
  nearlyFull: "Your storage is nearly full. Delete projects or library files you no longer need.",
} as const;
