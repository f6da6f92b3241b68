// The file library's queries and mutations. Query keys are URLs (the app's default query function GETs them);
// every change invalidates the library and folder lists so each screen shows the same state.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  TCreateFolder,
  TFolder,
  TFileCategory,
  TUpdateUserFile,
  TUserFile,
} from "@courtready/contracts";
import { apiJson, apiRequest } from "../../api/client.ts";
import { track } from "../shared/analytics/analytics.ts";
import { FOLDERS_URL, USER_FILES_URL, invalidateLibrary } from "../shared/libraryFiles.ts";
import { RESUMABLE_FROM_BYTES, uploadResumably } from "../shared/resumableUpload.ts";
import type { UploadStatus } from "../shared/uploadProgress.ts";

export function useFolders(enabled = true) {
  return useQuery<TFolder[]>({ queryKey: [FOLDERS_URL], enabled });
}

function useInvalidateLibrary() {
  const queryClient = useQueryClient();
  return () => invalidateLibrary(queryClient);
}

/**
 * Splits picked files into those small enough to send and those over the per-file limit, which are said at once
 * rather than uploaded in full and then refused (issue 19 item 7).
 * @example splitBySize([big, small], 30 * 1024 * 1024) // → { fits: [small], tooLarge: [big] }
 */
export function splitBySize<T extends { name: string; size: number }>(
  files: readonly T[],
  /** One figure, or by the file's name (a picture's limit is smaller, issue 40). */
  maxBytes: number | ((name: string) => number),
): { fits: T[]; tooLarge: T[] } {
  const limitOf = typeof maxBytes === "number" ? () => maxBytes : maxBytes;
  return {
    fits: files.filter((file) => file.size <= limitOf(file.name)),
    tooLarge: files.filter((file) => file.size > limitOf(file.name)),
  };
}

/** The text fields of POST /api/user-files besides the file. */
export interface UploadFields {
  category: TFileCategory;
  userDescription: string;
  tags: string[];
}

/**
 * One file into the library (POST /api/user-files), under `filename` (the name the person knows it by): its bytes,
 * or `{ uploadId }`, a finished resumable upload the server files instead (issue 40).
 */
export function uploadUserFile(
  file: Blob | { uploadId: string },
  filename: string,
  fields: UploadFields,
): Promise<TUserFile> {
  const form = new FormData();
  if ("uploadId" in file) form.append("uploadIds", JSON.stringify([file.uploadId]));
  else form.append("file", file, filename);
  form.append("category", fields.category);
  form.append("userDescription", fields.userDescription);
  form.append("tags", JSON.stringify(fields.tags));
  return apiJson<TUserFile>("POST", USER_FILES_URL, form);
}

export interface UploadInput {
  files: File[];
  category: TFileCategory;
  userDescription: string;
  tags: string[];
  /** Called after each file, for the progress bar. */
  onProgress?: (done: number, total: number) => void;
  /** Called as each file starts and as it ends (error null when it was kept), for its own line in the dialog. */
  onFile?: (index: number, state: { sending: true } | { error: unknown }) => void;
  /**
   * A large file's resumable upload (issue 40): its bytes and time left as it goes, and how to cancel it (which
   * removes what was stored and fails only that file).
   */
  onUpload?: (index: number, status: UploadStatus, cancel: () => void) => void;
}

/**
 * Sends one file to the library: a small one in the request, a large one (RESUMABLE_FROM_BYTES and up) first through
 * the resumable endpoint, so a dropped connection or a closed tab continues where it stopped when the same file is
 * picked again, then named by id. Once the library has its copy the upload is removed.
 */
async function sendToLibrary(
  file: File,
  fields: UploadFields,
  onUpload: (status: UploadStatus, cancel: () => void) => void,
): Promise<TUserFile> {
  if (file.size < RESUMABLE_FROM_BYTES) return uploadUserFile(file, file.name, fields);
  const upload = uploadResumably(file, (status) => onUpload(status, () => void upload.cancel()));
  const kept = await uploadUserFile({ uploadId: await upload.done }, file.name, fields);
  // The library's copy is kept: a failure to remove the upload only leaves it for the day-old sweep.
  await upload.remove().catch(() => undefined);
  return kept;
}

export interface UploadOutcome {
  uploaded: TUserFile[];
  failed: { filename: string; error: unknown }[];
}

/** One request per file (the spec's contract); a failed file does not stop the others. */
export function useUploadFiles() {
  const invalidate = useInvalidateLibrary();
  return useMutation({
    mutationFn: async (input: UploadInput): Promise<UploadOutcome> => {
      const outcome: UploadOutcome = { uploaded: [], failed: [] };
      for (const [index, file] of input.files.entries()) {
        input.onFile?.(index, { sending: true });
        try {
          const uploaded = await sendToLibrary(file, input, (status, cancel) =>
            input.onUpload?.(index, status, cancel),
          );
          outcome.uploaded.push(uploaded);
          input.onFile?.(index, { error: null });
          // The kind of file ("PDF Document", "Image"), as the server named it: never the file's name.
          track("file_upload", { label: uploaded.fileType, value: 1 });
        } catch (error) {
          outcome.failed.push({ filename: file.name, error });
          input.onFile?.(index, { error });
        }
        input.onProgress?.(index + 1, input.files.length);
      }
      return outcome;
    },
    onSettled: invalidate,
  });
}

export function useCreateFolder() {
  const invalidate = useInvalidateLibrary();
  return useMutation({
    mutationFn: (input: TCreateFolder) => apiJson<TFolder>("POST", FOLDERS_URL, input),
    onSuccess: invalidate,
  });
}

export function useUpdateFile() {
  const invalidate = useInvalidateLibrary();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: TUpdateUserFile }) =>
      apiJson<TUserFile>("PATCH", `${USER_FILES_URL}/${encodeURIComponent(id)}`, changes),
    onSuccess: invalidate,
  });
}

export function useDeleteFile() {
  const invalidate = useInvalidateLibrary();
  return useMutation({
    mutationFn: (id: string) => apiRequest("DELETE", `${USER_FILES_URL}/${encodeURIComponent(id)}`),
    onSuccess: invalidate,
  });
}

// One size wording for the library, the dashboard's storage bar and the server's quota message.
export { formatBytes } from "@courtready/contracts";

/** "lease, 2024 , rent" → ["lease", "2024", "rent"] (blank and repeated words dropped). */
export function parseTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(",")
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  ];
}
