// The builder's page edits held for the page (issue 37 §3), by file id: set from each exhibit's Pages panel,
// forgotten with their file, and read by each build. On a saved project each saved file's edits are kept on the
// server as they change (PUT …/files/{fileId}/pages) and come back when the project opens.
import { useCallback } from "react";
import { projectFilePagesUrl } from "@courtready/contracts";
import type { TFilePageEdits, TPageEdits } from "@courtready/contracts";
import { i18n } from "../../../i18n/index.ts";
import { pageEditsForBuild } from "./pageEditsState.ts";
import { useFileMap } from "../useFileMap.ts";
import { useKeptOnServer } from "../useKeptOnServer.ts";

export interface PageEdits {
  /** Each edited file's edits, by file id (only files still in the list). */
  byFile: ReadonlyMap<string, TPageEdits>;
  /** Sets a file's edits; undefined: the file's pages as they came. */
  set: (id: string, edits: TPageEdits | undefined) => void;
  /** The build's `pageEdits` field for the files sent, by name. */
  forBuild: (files: readonly { id: string; name: string }[]) => TFilePageEdits[];
  /** A saved project's edits, by its files' ids (which the builder's files keep). */
  adopt: (files: readonly { id: string; pageEdits?: TPageEdits | null | undefined }[]) => void;
  /** Why the last save of a file's edits failed, or null. */
  error: string | null;
  /** Resolves once every edit sent to the project so far is kept (before a build from the project's copy). */
  settled: () => Promise<void>;
}

// Module-level so the kept-on-server hook's effect does not run again on every render.
const editsText = (edits: TPageEdits | undefined) => (edits ? JSON.stringify(edits) : "");
const editsPut = (projectId: string, fileId: string, edits: TPageEdits | undefined) => ({
  url: projectFilePagesUrl(projectId, fileId),
  body: edits ?? null,
});
const editsSaveFailed = () => i18n.t("pageEdits:saveFailed");

export function usePageEdits(
  files: readonly { id: string; savedFileId?: string | undefined }[],
  projectId: string | null = null,
): PageEdits {
  // A removed file's edits go with it: never sent for another file that takes its place.
  const { byFile, put: set, replace: setAll } = useFileMap<TPageEdits>(files);
  const forBuild = useCallback(
    (sent: readonly { id: string; name: string }[]) => pageEditsForBuild(sent, byFile),
    [byFile],
  );

  const {
    adopt: keep,
    error,
    settled,
  } = useKeptOnServer<TPageEdits>({
    files,
    projectId,
    byFile,
    textOf: editsText,
    put: editsPut,
    failed: editsSaveFailed,
  });
  const adopt = useCallback<PageEdits["adopt"]>(
    (saved) => {
      keep(saved.map((f) => ({ id: f.id, value: f.pageEdits ?? undefined })));
      setAll(new Map(saved.flatMap((f) => (f.pageEdits ? [[f.id, f.pageEdits] as const] : []))));
    },
    [keep, setAll],
  );

  return { byFile, set, forBuild, adopt, error, settled };
}
