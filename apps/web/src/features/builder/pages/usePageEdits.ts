// The builder's page edits held for the page (issue 37 §3), by file id: set from each exhibit's Pages panel,
// forgotten with their file, and read by each build. On a saved project each saved file's edits are kept on the
// server as they change (PUT …/files/{fileId}/pages) and come back when the project opens.
import { useCallback, useEffect, useRef, useState } from "react";
import { projectFilePagesUrl } from "@courtready/contracts";
import type { TFilePageEdits, TPageEdits } from "@courtready/contracts";
import { apiRequest, serverMessage } from "../../../api/client.ts";
import { i18n } from "../../../i18n/index.ts";
import { pageEditsForBuild } from "./pageEditsState.ts";
import { useFileMap } from "../useFileMap.ts";

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
}

export function usePageEdits(
  files: readonly { id: string; savedFileId?: string | undefined }[],
  projectId: string | null = null,
): PageEdits {
  // A removed file's edits go with it: never sent for another file that takes its place.
  const { byFile, put: set, replace: setAll } = useFileMap<TPageEdits>(files);
  const [error, setError] = useState<string | null>(null);
  const forBuild = useCallback(
    (sent: readonly { id: string; name: string }[]) => pageEditsForBuild(sent, byFile),
    [byFile],
  );

  // What the server keeps, by saved file id (JSON, "" for none): only a change is sent.
  const kept = useRef(new Map<string, string>());
  const adopt = useCallback<PageEdits["adopt"]>(
    (saved) => {
      kept.current = new Map();
      const loaded = new Map<string, TPageEdits>();
      for (const f of saved) {
        kept.current.set(f.id, f.pageEdits ? JSON.stringify(f.pageEdits) : "");
        if (f.pageEdits) loaded.set(f.id, f.pageEdits);
      }
      setAll(loaded);
    },
    [setAll],
  );

  const savedIds = files.flatMap((f) => (f.savedFileId ? [`${f.id}\t${f.savedFileId}`] : [])).join("\n");
  useEffect(() => {
    if (!projectId || !savedIds) return;
    for (const pair of savedIds.split("\n")) {
      const [id, fileId] = pair.split("\t") as [string, string];
      const edits = byFile.get(id);
      const json = edits ? JSON.stringify(edits) : "";
      if ((kept.current.get(fileId) ?? "") === json) continue;
      kept.current.set(fileId, json);
      apiRequest("PUT", projectFilePagesUrl(projectId, fileId), edits ?? null).catch((failure: unknown) => {
        kept.current.delete(fileId);
        setError(serverMessage(failure, i18n.t("pageEdits:saveFailed")));
      });
    }
  }, [byFile, projectId, savedIds]);

  return { byFile, set, forBuild, adopt, error };
}
