// Save on the builder (builder-and-projects.md §4, §7, §9) as plain steps apart from React: what must be there
// before a project can be saved, what the first save of a new project leaves behind, and what the toast says about
// the library copies the server made. useSaveProject.ts holds the state.
import { BUILDER_MESSAGES } from "@courtready/contracts";
import type { TSaveProjectResponse } from "@courtready/contracts";
import type { TFunction } from "i18next";
import { i18n } from "../../i18n/index.ts";
import type { BuilderState } from "./builderState.ts";
import type { Message } from "./gate.ts";
import { filingFailureMessage } from "./libraryBridge.ts";
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
export function projectNameProblem(name: string, t?: TFunction<"builder">): string | null {
  if (name.trim() !== "") return null;
  // The server's words (contracts) in English; the catalogue's in another language.
  return t ? t("save.nameNeeded") : BUILDER_MESSAGES.saveCancelled.description;
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
  // A limit still being typed was not sent: the project keeps what the server answers it holds (none).
  const snapshot = snapshotOf({ ...state, projectName: name }, name, answer.project.sizeLimit ?? "none");
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
 * The toast after a save: the project is saved and its documents are in the library, or which could not be.
 * @example savedMessage("Diaz", 0) // → { title: "Project Saved", description: "“Diaz” is saved. …" }
 */
export function savedMessage(
  name: string,
  notFiled: number,
  t: TFunction<"builder"> = i18n.getFixedT("en", "builder"),
): Message & { variant?: "destructive" } {
  if (notFiled === 0) return { title: t("save.savedTitle"), description: t("save.savedFiled", { name }) };
  return { variant: "destructive", ...filingFailureMessage(notFiled, t("save.libraryFull")) };
}
