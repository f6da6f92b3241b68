// A saved file's English translation in the project editor (issue 39 §2), as the builder offers it: the builder's
// row ("Add English translation", or "With English translation" and "Change translation") and dialog. A change is
// kept on the server at once (PUT/DELETE …/files/{fileId}/translation), so it needs no Save Changes; the project
// is fetched again after, for the screens that read it.
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useQueryClient } from "@tanstack/react-query";
import { projectFileTranslationUrl, ZSaveTranslationResponse } from "@courtready/contracts";
import type { TProjectFileTranslation } from "@courtready/contracts";
import { apiJson, apiRequest, serverMessage } from "../../../api/client.ts";
import { TranslationRow } from "../../shared/translation/TranslationRow.tsx";
import type { TranslationDraft } from "../../shared/translation/translationState.ts";
import { projectUrl } from "../../shared/projectQueries.ts";
import { draftOfSaved, translationForm } from "./projectTranslation.ts";

export function ProjectTranslation({
  projectId,
  file,
  saved,
}: {
  projectId: string;
  file: { id: string; name: string };
  /** The translation the project was loaded with, null when none. */
  saved: TProjectFileTranslation | null;
}) {
  const { t } = useTranslation("translation");
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState(saved);
  // A project fetched again brings what the server keeps.
  useEffect(() => setCurrent(saved), [saved]);
  const [error, setError] = useState<string | null>(null);
  // One stand-in per saved translation, so a save that keeps the stored file sends no file.
  const opened = useMemo(() => (current ? draftOfSaved(current) : null), [current]);
  const url = projectFileTranslationUrl(projectId, file.id);

  const change = async (send: () => Promise<TProjectFileTranslation | null>) => {
    setError(null);
    try {
      setCurrent(await send());
      void queryClient.invalidateQueries({ queryKey: [projectUrl(projectId)] });
    } catch (failure) {
      setError(serverMessage(failure, t("saveFailed")));
    }
  };
  const translations = {
    byFile: new Map<string, TranslationDraft>(opened ? [[file.id, opened.draft]] : []),
    set: (_id: string, draft: TranslationDraft) => {
      const form = translationForm(draft, opened);
      if (form)
        void change(async () => ZSaveTranslationResponse.parse(await apiJson("PUT", url, form)).translation);
    },
    remove: () => {
      if (current)
        void change(async () => {
          await apiRequest("DELETE", url);
          return null;
        });
    },
  };

  return (
    <div>
      <TranslationRow file={file} translations={translations} />
      {error ? (
        <p className="mt-1.5 font-semibold text-red-800" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
