// Brings back the files kept while the person paid (keptFiles.ts): once, when the builder opens with its restored
// local session, the kept files that session is waiting for are added as if dropped again (so they are checked
// again), and the kept copy is deleted.
import { useEffect, useRef } from "react";
import type { Dispatch } from "react";
import { toast } from "../../components/ui/toast.tsx";
import { createBuilderFile } from "./builderState.ts";
import type { BuilderAction, ForgottenFile } from "./builderState.ts";
import { KEPT_FILES_MESSAGES, filesToRestore, forgetKeptFiles, readKeptFiles } from "./keptFiles.ts";

export function useKeptFilesRestore({
  restored,
  forgotten,
  dispatch,
  onBack,
}: {
  /** Whether the builder opened on its stored session (localSession.ts#startingState): only then are files restored. */
  restored: boolean;
  /** The restored session's files waiting to be added again. */
  forgotten: readonly ForgottenFile[];
  dispatch: Dispatch<BuilderAction>;
  /** Called once every file the session waited for is back in the list. */
  onBack: () => void;
}): void {
  // Read once, at the first render: the session's own list, before anything is added.
  const first = useRef({ restored, forgotten, onBack });
  useEffect(() => {
    const { restored: wasRestored, forgotten: waiting, onBack: back } = first.current;
    // A fresh form (?type=, ?project=) leaves kept files alone: they belong to the session, and expire after a day.
    if (!wasRestored || waiting.length === 0) return;
    let cancelled = false;
    void (async () => {
      const files = filesToRestore(await readKeptFiles(), waiting);
      if (cancelled) return;
      if (files.length > 0) {
        dispatch({
          type: "addFiles",
          files: files.map((file) => createBuilderFile(file, crypto.randomUUID())),
        });
        toast(KEPT_FILES_MESSAGES.back(files.length));
        // Some still missing (removed from the kept copy, or never kept): the reminder for them stays.
        if (files.length === waiting.length) back();
      }
      await forgetKeptFiles();
    })();
    return () => {
      cancelled = true;
    };
  }, [dispatch]);
}
