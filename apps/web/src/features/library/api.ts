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
export function splitBySize<T extends { size: number }>(
  files: readonly T[],
  maxBytes: number,
): { fits: T[]; tooLarge: T[] } {
  return {
    fits: files.filter((file) => file.size <= maxBytes),
    tooLarge: files.filter((file) => file.size > maxBytes),
  };
}

/** The text fields of POST /api/user-files besides the file. */
export interface UploadFields {
  category: TFileCategory;
  userDescription: string;
  tags: string[];
}

/** One file into the library (POST /api/user-files), under `filename` (the name the person knows it by). */
export function uploadUserFile(file: Blob, filename: string, fields: UploadFields): Promise<TUserFile> {
  const form = new FormData();
  form.append("file", file, filename);
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
          const uploaded = await uploadUserFile(file, file.name, input);
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
