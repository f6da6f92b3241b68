// Save on the builder (builder-and-projects.md §4, §7, §9) as plain steps apart from React: what must be there
// before a project can be saved, what the first save of a new project leaves behind, and filing the builder's own
// files in the library afterwards, each once. useSaveProject.ts holds the state.
import { BUILDER_MESSAGES } from "@courtready/contracts";
import type { TSaveProjectResponse, TUserFile } from "@courtready/contracts";
import type { BuilderFile, BuilderState } from "./builderState.ts";
import type { Message } from "./gate.ts";
import { libraryUploadFields } from "./libraryBridge.ts";
import { savedFilesOf, snapshotOf, withSavedIds } from "./savedProject.ts";
import type { SaveSnapshot } from "./savedProject.ts";
import { hasCaseInformation } from "./validation.ts";

/**
 * Why this form cannot be saved yet (§8), or null: it needs files and case information (the name is asked next).
 * @example saveStop(buildState()) // → BUILDER_MESSAGES.noFilesToSave
 */
export function saveStop(state: BuilderState): Message | null {
  if (state.files.length === 0) return BUILDER_MESSAGES.noFilesToSave;
  if (!hasCaseInformation(state)) return BUILDER_MESSAGES.incompleteForm;
  return null;
}

/** The text the Save dialog shows for a name it cannot take; null when the name will do. */
export function projectNameProblem(name: string): string | null {
  return name.trim() === "" ? BUILDER_MESSAGES.saveCancelled.description : null;
}

/**
 * What the first save of a new project leaves: which server file each sent builder file became (null when the
 * answer does not match what was sent), and the snapshot auto-save compares later changes with.
 */
export function afterFirstSave(
  state: BuilderState,
  name: string,
  answer: TSaveProjectResponse,
): { stored: ReturnType<typeof savedFilesOf>; snapshot: SaveSnapshot } {
  const sentIds = state.files.filter((file) => file.file).map((file) => file.id);
  const stored = savedFilesOf(sentIds, answer.project);
  const snapshot = snapshotOf({ ...state, projectName: name }, name);
  return {
    stored,
    snapshot: stored
      ? withSavedIds(
          snapshot,
          state.files.map((file) => stored[file.id]?.savedFileId ?? null),
        )
      : snapshot,
  };
}

/**
 * Files builder files in the library one request each (§7, §9); a failed one does not stop the others. `onFiled`
 * hears each library id as it comes. Returns the errors of the files that failed, with their builder ids.
 */
export async function fileInLibrary(
  pending: readonly (BuilderFile & { file: File })[],
  upload: (file: File, name: string, fields: ReturnType<typeof libraryUploadFields>) => Promise<TUserFile>,
  onFiled: (builderId: string, libraryId: string) => void,
): Promise<{ id: string; error: unknown }[]> {
  const failures: { id: string; error: unknown }[] = [];
  for (const builderFile of pending) {
    try {
      const saved = await upload(builderFile.file, builderFile.name, libraryUploadFields(builderFile));
      onFiled(builderFile.id, saved.id);
    } catch (error) {
      failures.push({ id: builderFile.id, error });
    }
  }
  return failures;
}
