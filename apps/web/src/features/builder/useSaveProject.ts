// Save and the project it opens (builder-and-projects.md §4, §7, §9): the checks, the name asked in the page's own
// dialog, then the first save of a new project (which then auto-saves) or a save now of an open one. The server
// files the documents in the library, each once, before it answers (issue 19 item 7), so "Project Saved" means
// both; the library lists are refreshed here. The steps are in projectSave.ts.
import { useState } from "react";
import type { Dispatch } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { useQueryClient } from "@tanstack/react-query";
import { BUILDER_MESSAGES } from "@courtready/contracts";
import { toast } from "../../components/ui/toast.tsx";
import { invalidateLibrary } from "../shared/libraryFiles.ts";
import { createProject } from "./api.ts";
import type { BuilderAction, BuilderState } from "./builderState.ts";
import { projectFormData } from "./payload.ts";
import { afterFirstSave, savedMessage, saveStop } from "./projectSave.ts";
import type { useSavedProject } from "./useSavedProject.ts";
import { toastFailure } from "../shared/toastFailure.ts";

export function useSaveProject({
  state,
  dispatch,
  saved,
  courtLabel,
  uploadIdOf,
}: {
  state: BuilderState;
  dispatch: Dispatch<BuilderAction>;
  saved: ReturnType<typeof useSavedProject>;
  courtLabel: string;
  /** A large file's finished resumable upload (issue 40): the first save names it rather than sending it again. */
  uploadIdOf?: (fileId: string) => string | undefined;
}) {
  const { t } = useTranslation("builder");
  const queryClient = useQueryClient();
  const [, setParams] = useSearchParams();
  const [saving, setSaving] = useState(false);
  const [asking, setAsking] = useState(false);

  /** Save: checks the form, then asks for the name. */
  const onSave = () => {
    const stop = saveStop(state);
    if (stop) {
      toast({ ...stop, variant: "destructive" });
      return;
    }
    setAsking(true);
  };

  const onCancel = () => {
    setAsking(false);
    toast({ ...BUILDER_MESSAGES.saveCancelled, variant: "destructive" });
  };

  /** Saves under the name from the dialog. */
  const saveAs = async (name: string) => {
    setAsking(false);
    setSaving(true);
    try {
      let notFiled = 0;
      if (saved.active) {
        // An open project saves through the auto-save queue, so the two never overlap or undo each other.
        const ok = await saved.saveNow(name);
        if (!ok) return;
        dispatch({ type: "setProjectName", projectName: name });
      } else {
        const answer = await createProject(projectFormData(state, name, courtLabel, uploadIdOf));
        notFiled = answer.notFiled ?? 0;
        dispatch({ type: "setProjectName", projectName: name });
        // From now on this is an open project: its files are known by their server ids and changes auto-save.
        const after = afterFirstSave(state, name, answer);
        if (after.stored) dispatch({ type: "markSaved", saved: after.stored });
        saved.adopt({ projectId: answer.id, snapshot: after.snapshot, courtName: courtLabel });
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.set("project", answer.id);
            return next;
          },
          { replace: true },
        );
      }
      toast(savedMessage(name, notFiled, t));
      // The library page and pickers show the documents the save filed.
      void invalidateLibrary(queryClient);
    } catch (error) {
      toastFailure(BUILDER_MESSAGES.saveFailed.title, error, BUILDER_MESSAGES.saveFailed.description);
    } finally {
      setSaving(false);
    }
  };

  return {
    saving,
    onSave,
    /** The Save dialog's props. */
    dialog: {
      open: asking,
      initialName: state.projectName,
      onSave: (name: string) => void saveAs(name),
      onCancel,
    },
  };
}
