// The builder on a saved project (builder-and-projects.md §4, §7, §8): remembers what the server holds, shows
// Auto-saving / Unsaved changes / All changes saved, saves 3 seconds after the last change, warns before the page is
// left with unsaved changes, and fetches saved files' bytes back (once each) before a build or a save needs them.
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { Dispatch } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { AUTOSAVE_DELAY_MS, BUILDER_MESSAGES, couldNotLoadSavedFile } from "@courtready/contracts";
import type { TSaveProjectResponse, TUpdateProjectFilesResponse } from "@courtready/contracts";
import { apiJson, serverMessage } from "../../api/client.ts";
import { toast } from "../../components/ui/toast.tsx";
import type { BuilderAction, BuilderFile, BuilderState } from "./builderState.ts";
import { PROJECTS_URL } from "./payload.ts";
import {
  createAutoSaveScheduler,
  hasUnsavedChanges,
  planAutoSave,
  projectUpdateForm,
  savedFilesOf,
  snapshotOf,
  updateFilesForm,
  withBytes,
  withSavedIds,
} from "./savedProject.ts";
import type { BytesResult, SavedBaseline, SaveStatus } from "./savedProject.ts";
import { contractText } from "../../i18n/contractText.ts";

const projectUrl = (id: string) => `${PROJECTS_URL}/${encodeURIComponent(id)}`;

/** A save that could not run because a saved file's bytes could not be fetched back. */
class SavedFileError extends Error {}

/** The server's copy of one open project. */
export interface OpenProject extends SavedBaseline {
  projectId: string;
}

/** A saved file's bytes from its file address, with the session cookie (§7). */
async function fetchSavedFile(file: BuilderFile & { url: string }): Promise<File> {
  const res = await fetch(file.url, { credentials: "include" });
  if (!res.ok) throw new Error(`${res.status}`);
  const blob = await res.blob();
  return new File([blob], file.name, { type: file.type || blob.type });
}

export function useSavedProject({
  projectId,
  state,
  dispatch,
  courtLabel,
  uploadIdOf,
}: {
  projectId: string | null;
  state: BuilderState;
  dispatch: Dispatch<BuilderAction>;
  /** The chosen court's label, "" while the courts are loading. */
  courtLabel: string;
  /** A large file's finished resumable upload (issue 40): a save names it rather than sending it again. */
  uploadIdOf?: (fileId: string) => string | undefined;
}) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<OpenProject | null>(null);
  const [saving, setSaving] = useState(false);
  // Only the project in the address is being edited; after a Clear (which drops it) the form is a new one again.
  const active = open !== null && open.projectId === projectId ? open : null;

  const current = useMemo(
    () => (active ? snapshotOf(state, active.snapshot.projectName, active.snapshot.sizeLimit) : null),
    [active, state],
  );
  // A court name that changed on its own (the court that hears the case answered, or a precinct typed) is a change.
  const renamed = active !== null && courtLabel !== "" && courtLabel !== active.courtName;
  const dirty =
    active !== null && current !== null && (hasUnsavedChanges(active.snapshot, current) || renamed);
  const status: SaveStatus | null = active === null ? null : saving ? "saving" : dirty ? "dirty" : "saved";

  // Saves run after a delay and read the form as it is then, not as it was when they were scheduled.
  const latest = useRef({ state, active, courtLabel, uploadIdOf });
  latest.current = { state, active, courtLabel, uploadIdOf };

  // One fetch per file address, shared by every build and save that needs it; a failed fetch is forgotten so the
  // next attempt tries again.
  const fetches = useRef(new Map<string, Promise<File>>());
  const ensureBytes = useCallback(
    async (files: readonly BuilderFile[]): Promise<BytesResult> => {
      const result = await withBytes(files, (file) => {
        const known = fetches.current.get(file.url);
        if (known) return known;
        const pending = fetchSavedFile(file);
        fetches.current.set(file.url, pending);
        pending.catch(() => fetches.current.delete(file.url));
        return pending;
      });
      if (result.ok && Object.keys(result.fetched).length > 0)
        dispatch({ type: "savedBytes", files: result.fetched });
      return result;
    },
    [dispatch],
  );

  /** Saves whatever differs from the server's copy; throws when the save failed. `name` is the Save button's. */
  const saveChanges = useCallback(
    async (name?: string): Promise<"saved" | "unchanged"> => {
      const { state: form, active: saved, courtLabel: label, uploadIdOf: uploadIdNow } = latest.current;
      if (!saved) return "unchanged";
      const named = name ? { ...form, projectName: name } : form;
      const snapshot = snapshotOf(named, saved.snapshot.projectName, saved.snapshot.sizeLimit);
      let plan = planAutoSave(saved.snapshot, snapshot);
      if (plan.kind === "none") {
        // The Save button always saves (the person asked for it, maybe to be sure); auto-save has nothing to do
        // unless the court's name changed.
        if (!name && (label === "" || label === saved.courtName)) return "unchanged";
        plan = { kind: "fields" };
      }
      // The court's label is unknown while the courts load: an unchanged court keeps the name saved with it.
      const courtName = label || (form.presetKey === saved.snapshot.presetKey ? saved.courtName : "");
      const url = projectUrl(saved.projectId);
      const fields = { projectName: snapshot.projectName, courtName };
      setSaving(true);
      try {
        let next = snapshot;
        if (plan.kind === "replace") {
          const bytes = await ensureBytes(form.files);
          if (!bytes.ok) throw new SavedFileError(couldNotLoadSavedFile(bytes.name));
          const sent = { ...named, files: bytes.files };
          const answer = await apiJson<TSaveProjectResponse>(
            "PUT",
            url,
            projectUpdateForm(sent, { ...fields, withFiles: true, uploadIdOf: uploadIdNow }),
          );
          const ids = sent.files.map((file) => file.id);
          const stored = savedFilesOf(ids, answer.project);
          // Without the new ids a later reorder could name files that no longer exist, so this counts as failed.
          if (!stored) throw new Error("The saved files do not match the files sent");
          dispatch({ type: "markSaved", saved: stored });
          next = withSavedIds(
            snapshot,
            ids.map((id) => stored[id]!.savedFileId),
          );
        } else {
          if (plan.kind === "fields" || plan.fieldsChanged)
            await apiJson<TSaveProjectResponse>(
              "PUT",
              url,
              projectUpdateForm(named, { ...fields, withFiles: false }),
            );
          if (plan.kind === "reorder")
            await apiJson<TUpdateProjectFilesResponse>(
              "POST",
              `${url}/update-files`,
              updateFilesForm(saved.projectId, plan.order),
            );
        }
        setOpen({ projectId: saved.projectId, snapshot: next, courtName });
        // The dashboard and the project edit screen show the new version when they are opened.
        void queryClient.invalidateQueries({
          predicate: (query) => {
            const key = query.queryKey[0];
            return typeof key === "string" && key.startsWith(PROJECTS_URL);
          },
        });
        return "saved";
      } finally {
        setSaving(false);
      }
    },
    [dispatch, ensureBytes, queryClient],
  );

  const scheduler = useMemo(
    () =>
      createAutoSaveScheduler({
        delayMs: AUTOSAVE_DELAY_MS,
        save: async () => {
          try {
            await saveChanges();
          } catch (error) {
            // §8; the indicator stays on Unsaved changes, and the next change tries again.
            toast({
              ...BUILDER_MESSAGES.autoSaveFailed,
              ...(error instanceof SavedFileError
                ? {
                    // Each part said on its own: the toast cannot find the Spanish of the two joined.
                    description: `${contractText(error.message)}. ${contractText(BUILDER_MESSAGES.autoSaveFailed.description)}`,
                  }
                : {}),
              variant: "destructive",
            });
          }
        },
        timers: {
          set: (run, ms) => window.setTimeout(run, ms),
          clear: (handle) => window.clearTimeout(handle as number),
        },
      }),
    [saveChanges],
  );

  // Every change restarts the 3-second wait; getting back to the saved form cancels it.
  const changeKey = dirty && current ? JSON.stringify([current, courtLabel]) : null;
  useEffect(() => {
    if (changeKey) scheduler.schedule();
    else scheduler.cancel();
  }, [changeKey, scheduler]);

  // Leaving inside the app (a link) saves what is pending rather than dropping it; the wait is cancelled either way.
  const pending = useRef(false);
  pending.current = dirty;
  useEffect(
    () => () => {
      if (pending.current) void scheduler.flush();
      else scheduler.cancel();
    },
    [scheduler],
  );

  // §4: leaving the page with unsaved changes asks first.
  const unsaved = dirty || saving;
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the warning only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [unsaved]);

  /** The Save button on an open project: saves now, in line with auto-saves; true when it worked. */
  const saveNow = useCallback(
    async (name: string): Promise<boolean> => {
      let ok = false;
      await scheduler.flush(async () => {
        try {
          await saveChanges(name);
          ok = true;
        } catch (error) {
          toast({
            title: BUILDER_MESSAGES.saveFailed.title,
            description:
              error instanceof SavedFileError
                ? error.message
                : serverMessage(error, BUILDER_MESSAGES.saveFailed.description),
            variant: "destructive",
          });
        }
      });
      return ok;
    },
    [saveChanges, scheduler],
  );

  return {
    /** The open project, or null for a form not (yet) saved. */
    active,
    status,
    /** Starts editing a project: the one just loaded, or the one the first Save created. */
    adopt: setOpen,
    /** Forgets the open project (Clear form leaves it untouched and starts a new form). */
    close: useCallback(() => setOpen(null), []),
    saveNow,
    ensureBytes,
    isSaving: () => scheduler.busy(),
  };
}
