// The library's files as other screens read them: the list query (the library's own screens, and the one picker
// the builder and a project's Add Files share), a library file's bytes as a File, and the refetch that keeps every
// list and the storage bar in step after a change.
import { useQuery } from "@tanstack/react-query";
import type { QueryClient } from "@tanstack/react-query";
import { STORAGE_USAGE_URL } from "@courtready/contracts";
import type { TFileCategory, TUserFile, TUserFilesResponse } from "@courtready/contracts";
import { apiRequest } from "../../api/client.ts";

export const USER_FILES_URL = "/api/user-files";
export const FOLDERS_URL = "/api/folders";

export interface LibraryFilters {
  category: "all" | TFileCategory;
  search: string;
  folderId: string;
}

/** GET /api/user-files with only the filters that are set. */
export function userFilesUrl(filters: Partial<LibraryFilters>): string {
  const params = new URLSearchParams();
  if (filters.category && filters.category !== "all") params.set("category", filters.category);
  const search = filters.search?.trim();
  if (search) params.set("search", search);
  if (filters.folderId) params.set("folderId", filters.folderId);
  const query = params.toString();
  return query ? `${USER_FILES_URL}?${query}` : USER_FILES_URL;
}

export function useUserFiles(filters: Partial<LibraryFilters>, enabled = true) {
  return useQuery<TUserFilesResponse>({ queryKey: [userFilesUrl(filters)], enabled });
}

/**
 * Refetches every library and folder list and the storage bar, so each screen (and the builder's picker) shows the
 * same state.
 */
export function invalidateLibrary(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const key = query.queryKey[0];
      return (
        typeof key === "string" &&
        (key.startsWith(USER_FILES_URL) || key.startsWith(FOLDERS_URL) || key === STORAGE_USAGE_URL)
      );
    },
  });
}

/** A library file's bytes as a File, so it can be sent to the project as a new upload. */
export async function libraryFileAsFile(file: TUserFile): Promise<File> {
  const res = await apiRequest("GET", `/api/user-files/${encodeURIComponent(file.id)}/download`);
  const blob = await res.blob();
  return new File([blob], file.originalFilename, { type: file.mimeType || blob.type });
}
