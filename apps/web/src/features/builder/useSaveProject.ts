// Save and the project it opens (builder-and-projects.md §4, §7, §9): the checks, the name asked in the page's own
// dialog, the first save of a new project (which then auto-saves) or a save now of an open one, and filing the
// builder's own files in the library afterwards through the library's upload. The steps are in projectSave.ts.
import { useRef, useState } from "react";
import type { Dispatch } from "react";
import { useSearchParams } from "react-router-dom";
import { useQueryClient } from "@tanstack/react-query";
import { BUILDER_MESSAGES } from "@courtready/contracts";
import { serverMessage } from "../../api/client.ts";
import { toast } from "../../components/ui/toast.tsx";
import { invalidateLibrary, uploadUserFile } from "../library/api.ts";
import { createProject } from "./api.ts";
import type { BuilderAction, BuilderFile, BuilderState } from "./builderState.ts";
import { filesToFile, filingFailureMessage } from "./libraryBridge.ts";
import { projectFormData } from "./payload.ts";
import { afterFirstSave, fileInLibrary, saveStop } from "./projectSave.ts";
import type { useSavedProject } from "./useAutoSave.ts";

export function useSaveProject({
  state,
  dispatch,
  saved,
  courtLabel,
}: {
  state: BuilderState;
  dispatch: Dispatch<BuilderAction>;
  saved: ReturnType<typeof useSavedProject>;
  courtLabel: string;
}) {
  const queryClient = useQueryClient();
  const [, setParams] = useSearchParams();
  const [saving, setSaving] = useState(false);
  const [asking, setAsking] = useState(false);
  // Builder ids of the files that came from the server: Save never files those in the library again.
  const loadedFileIds = useRef(new Set<string>());
  // Builder file ids sent to the library or on their way: a second Save while the first is still filing does not
  // send them again. Failed ones leave, so the next Save tries them again.
  const sentToLibrary = useRef(new Set<string>());

  /**
   * After a successful Save, files the builder's own files in the library as evidence. The project is already
   * saved, so a failure here (a full library, 413) is one toast, never a failed Save.
   */
  const fileThem = async (pending: (BuilderFile & { file: File })[]) => {
    // Closing or reloading the tab would cut the uploads off: the browser asks first while they run. (Moving to
    // another page of the app does not stop them.)
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    const failures = await fileInLibrary(pending, uploadUserFile, (id, libraryId) =>
      dispatch({ type: "filedInLibrary", filed: { [id]: libraryId } }),
    );
    window.removeEventListener("beforeunload", warn);
    for (const failure of failures) sentToLibrary.current.delete(failure.id);
    if (failures.length > 0)
      toast({
        ...filingFailureMessage(
          failures.length,
          serverMessage(failures[0]!.error, "The file library could not take them right now."),
        ),
        variant: "destructive",
      });
    void invalidateLibrary(queryClient);
  };

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
      const snapshot = state.files;
      if (saved.active) {
        // An open project saves through the auto-save queue, so the two never overlap or undo each other.
        const ok = await saved.saveNow(name);
        if (!ok) return;
        dispatch({ type: "setProjectName", projectName: name });
      } else {
        const answer = await createProject(projectFormData(state, name, courtLabel));
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
      const toLibrary = filesToFile(
        snapshot.filter((file) => !loadedFileIds.current.has(file.id)),
        sentToLibrary.current,
      );
      for (const file of toLibrary) sentToLibrary.current.add(file.id);
      toast({
        title: "Project Saved",
        description:
          `“${name}” is saved. You can find it on your dashboard.` +
          (toLibrary.length > 0 ? " Its files are also being added to your file library." : ""),
      });
      // Not awaited: the project is saved, and the library copies should not hold the Save button.
      if (toLibrary.length > 0) void fileThem(toLibrary);
    } catch (error) {
      toast({
        title: BUILDER_MESSAGES.saveFailed.title,
        description: serverMessage(error, BUILDER_MESSAGES.saveFailed.description),
        variant: "destructive",
      });
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
    /** The files of a project just loaded from the server (never filed in the library again), or none after Clear. */
    setLoadedFiles: (ids: Iterable<string>) => {
      loadedFileIds.current = new Set(ids);
    },
  };
}
