// The builder's translations held for the page (issue 39 §2), by file id: set from the dialog, forgotten with their
// file, and read by each build. On a saved project each saved file's translation is kept on the server as it
// changes (PUT/DELETE …/files/{fileId}/translation) and comes back when the project opens, its file fetched back so
// the builder's builds send it as before.
import { useCallback, useEffect, useRef, useState } from "react";
import { projectFileTranslationUrl } from "@courtready/contracts";
import type { TProjectFileTranslation } from "@courtready/contracts";
import { apiRequest, serverMessage } from "../../../api/client.ts";
import { i18n } from "../../../i18n/index.ts";
import type { TranslationDraft, TranslationsForBuild } from "../../shared/translation/translationState.ts";
import {
  draftFromSaved,
  saveRequestOf,
  translationsForBuild,
} from "../../shared/translation/translationState.ts";
import type { TranslationChoices } from "../../shared/translation/TranslationRow.tsx";
import { useFileMap } from "../../shared/useFileMap.ts";

/** Each file's translation, by file id (only files still in the list), and what a build and a saved project need. */
export interface Translations extends TranslationChoices {
  /** The build's `translations` field and files for the files sent, in their order. */
  forBuild: (files: readonly { id: string; name: string }[]) => TranslationsForBuild;
  /** A saved project's translations, by its files' ids (which the builder's files keep). */
  adopt: (
    projectId: string,
    files: readonly { id: string; translation?: TProjectFileTranslation | null | undefined }[],
  ) => void;
  /** Why the last save or fetch of a translation failed, or null. */
  error: string | null;
}

/** What was last kept on the server for a saved file: the draft's JSON, and its file as sent. */
interface Kept {
  json: string;
  file: File | null;
}
const jsonOf = (draft: TranslationDraft) => JSON.stringify({ ...draft, file: draft.file?.name ?? null });

export function useTranslations(
  files: readonly { id: string; savedFileId?: string | undefined }[],
  projectId: string | null = null,
): Translations {
  // A removed file's translation goes with it: never sent for another file that takes its place.
  const { byFile, put, replace: setAll } = useFileMap<TranslationDraft>(files);
  const [error, setError] = useState<string | null>(null);
  const set = useCallback((id: string, draft: TranslationDraft) => put(id, draft), [put]);
  const remove = useCallback((id: string) => put(id, undefined), [put]);
  const forBuild = useCallback(
    (sent: readonly { id: string; name: string }[]) => translationsForBuild(sent, byFile),
    [byFile],
  );

  // What the server keeps, by saved file id (a save that stores a file anew gives it a new id, and the translation
  // is sent again for it): only a change is sent. A loaded project's builder files keep their saved ids.
  const kept = useRef(new Map<string, Kept>());
  const adopt = useCallback<Translations["adopt"]>(
    (project, saved) => {
      kept.current = new Map();
      const typed = new Map<string, TranslationDraft>();
      for (const f of saved) {
        if (!f.translation || f.translation.file) continue;
        const draft = draftFromSaved(f.translation, null);
        typed.set(f.id, draft);
        kept.current.set(f.id, { json: jsonOf(draft), file: null });
      }
      setAll(typed);
      // A stored file's bytes, fetched back so a build sends them as a translation chosen on this page.
      for (const f of saved) {
        const translation = f.translation;
        if (!translation?.file) continue;
        const name = translation.file.name;
        fetch(projectFileTranslationUrl(project, f.id), { credentials: "include" })
          .then(async (res) => {
            if (!res.ok) throw new Error(`${res.status}`);
            const file = new File([await res.blob()], name);
            const draft = draftFromSaved(translation, file);
            kept.current.set(f.id, { json: jsonOf(draft), file });
            put(f.id, draft);
          })
          .catch((failure: unknown) => setError(serverMessage(failure, i18n.t("translation:saveFailed"))));
      }
    },
    [put, setAll],
  );

  // A saved project's files: each one's translation kept when it changed (or removed when it was removed).
  const savedIds = files.flatMap((f) => (f.savedFileId ? [`${f.id}\t${f.savedFileId}`] : [])).join("\n");
  useEffect(() => {
    if (!projectId || !savedIds) return;
    for (const pair of savedIds.split("\n")) {
      const [id, fileId] = pair.split("\t") as [string, string];
      const draft = byFile.get(id);
      const before = kept.current.get(fileId);
      const url = projectFileTranslationUrl(projectId, fileId);
      const failed = (failure: unknown) => {
        kept.current.delete(fileId);
        setError(serverMessage(failure, i18n.t("translation:saveFailed")));
      };
      if (!draft) {
        if (!before) continue;
        kept.current.delete(fileId);
        apiRequest("DELETE", url).catch(failed);
        continue;
      }
      if (before?.json === jsonOf(draft) && before.file === draft.file) continue;
      const request = saveRequestOf(draft, before?.file ?? null);
      if (!request) continue;
      kept.current.set(fileId, { json: jsonOf(draft), file: draft.file });
      const form = new FormData();
      form.append("translation", JSON.stringify(request.fields));
      if (request.upload) form.append("files", request.upload, request.upload.name);
      apiRequest("PUT", url, form).catch(failed);
    }
  }, [byFile, projectId, savedIds]);

  return { byFile, set, remove, forBuild, adopt, error };
}
