// The builder's descriptions for active members (builder-and-projects.md §6), by the shared hook
// (shared/fileDescriptions.ts): a file that already has a description (written, or remembered from a restored
// session) is left alone, and saved files were described when they were first added (bytes fetched back for a
// build are not a new file).
import { useCallback, useMemo } from "react";
import type { Dispatch } from "react";
import { useFileDescriptions } from "../shared/fileDescriptions.ts";
import type { MachineDescription } from "../shared/fileDescriptions.ts";
import type { BuilderAction, BuilderFile } from "./builderState.ts";

/** Starts descriptions for files that need one and returns the ids being described right now. */
export function useAiDescriptions(
  enabled: boolean,
  files: readonly BuilderFile[],
  dispatch: Dispatch<BuilderAction>,
): ReadonlySet<string> {
  const describable = useMemo(
    () =>
      files.map((file) => ({
        id: file.id,
        name: file.name,
        file: file.file,
        wanted: !file.description && !file.isSaved,
      })),
    [files],
  );
  const onDescribed = useCallback(
    (id: string, described: MachineDescription) => dispatch({ type: "aiDescription", id, ...described }),
    [dispatch],
  );
  return useFileDescriptions(enabled, describable, onDescribed);
}
