// The project editor's page edits (issue 37 §3): the builder's page-edit state on the editor's files, so a saved
// file's pages are turned, removed and reordered without the builder. A saved file's edits are kept as they change
// (PUT …/files/:fileId/pages, checked there against the file's pages) and, kept on the file's row, follow it through
// any reorder Save makes; a file not saved yet has none (no id on the server to keep them under).
import { useMemo } from "react";
import { usePageEdits } from "../shared/pages/usePageEdits.ts";
import type { PageEdits } from "../shared/pages/usePageEdits.ts";
import { isNewFile } from "./projectRules.ts";

export function useProjectPageEdits(files: readonly { id: string }[], projectId: string): PageEdits {
  const kept = useMemo(
    () => files.map((f) => ({ id: f.id, savedFileId: isNewFile(f) ? undefined : f.id })),
    [files],
  );
  return usePageEdits(kept, projectId);
}
