// A library file for tests, with sensible defaults: a 2 MB, 3-page PDF lease filed under contracts.
import type { TUserFile } from "@courtready/contracts";

export const MB = 1024 * 1024;

export function libraryFile(overrides: Partial<TUserFile> = {}): TUserFile {
  const id = overrides.id ?? "lib-1";
  return {
    id,
    originalFilename: "lease.pdf",
    fileType: "PDF Document",
    mimeType: "application/pdf",
    fileSize: 2 * MB,
    pageCount: 3,
    category: "contracts",
    aiDescription: null,
    userDescription: "",
    tags: [],
    folderId: null,
    uploadedAt: "2025-03-01T10:00:00.000Z",
    thumbnailUrl: null,
    downloadUrl: `/api/user-files/${id}/download`,
    warnings: [],
    ...overrides,
  };
}
