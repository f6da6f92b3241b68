// The builder and the file library (builder-and-projects.md §7, §9): files picked from the library come into the
// builder with the description they already have, and a message export with its conversations. (A project Save files the builder's own files in the library on
// the server: library.service.ts#fileOnce.) Which library files can be picked is the shared picker's rule
// (library/libraryPickerRules.ts). Pure, so the rules are tested without a browser.
import type { TDescriptionSource, TUserFile } from "@courtready/contracts";
import { filesT } from "../shared/filesText.ts";
import type { FilesT } from "../shared/filesText.ts";
import type { BuilderFile } from "./builderState.ts";
import { browserTimeZone } from "../shared/messagePicker.ts";
import { exportParts } from "./savedProject.ts";

/** What a library file's description brings into the builder (§3 "Builder file"). */
export interface CarriedDescription {
  description?: string;
  aiDescription?: string;
  descriptionSource: TDescriptionSource;
}

/**
 * The description a library file brings: the person's own words first, else the machine's, marked with who wrote
 * it (an AI, or the describer from the file's own data; one saved before that was kept reads as AI). A file that
 * brings one is not described again, as the description hook skips files that have a description.
 * @example carriedDescription({ userDescription: "", aiDescription: "A lease", aiDescriptionSource: "file" })
 *   // → { description: "A lease", aiDescription: "A lease", descriptionSource: "file" }
 */
export function carriedDescription(
  file: Pick<TUserFile, "userDescription" | "aiDescription" | "aiDescriptionSource">,
): CarriedDescription {
  const own = file.userDescription.trim();
  const ai = file.aiDescription?.trim() ?? "";
  if (own) return { description: own, ...(ai ? { aiDescription: ai } : {}), descriptionSource: "person" };
  if (ai) return { description: ai, aiDescription: ai, descriptionSource: file.aiDescriptionSource ?? "ai" };
  return { descriptionSource: "person" };
}

/**
 * A builder file made from one the builder has already created from the fetched bytes, remembering which library
 * file it came from so Save does not file it again.
 */
export function fromLibrary(
  builderFile: BuilderFile,
  library: TUserFile,
  timeZone: string = browserTimeZone(),
): BuilderFile {
  return {
    ...builderFile,
    ...carriedDescription(library),
    libraryFileId: library.id,
    // A kept message export (issue 38) brings its conversations: the picker shows without the file being read again.
    ...exportParts(library.messageExport, undefined, timeZone),
  };
}

/**
 * The line shown while picked files are fetched; `current` counts from 1.
 * @example fetchProgressText(2, 3) // → "Adding 2 of 3…"
 */
export function fetchProgressText(current: number, total: number, t: FilesT = filesT()): string {
  if (total <= 1) return t("libraryDialog.progressOne");
  return t("libraryDialog.progress", { current: Math.min(Math.max(current, 1), total), total });
}

/**
 * The picker's main button.
 * @example addButtonLabel(2) // → "Add 2 files"
 */
export function addButtonLabel(count: number, t: FilesT = filesT()): string {
  if (count === 0) return t("libraryDialog.addNone");
  return t("libraryDialog.add", { count });
}

/**
 * The one toast when some files could not be filed after a successful Save. It says the project is saved first,
 * because at most one toast shows at a time (§9) and this one replaces "Project Saved".
 */
export function filingFailureMessage(
  failed: number,
  serverText: string,
  t: FilesT = filesT(),
): { title: string; description: string } {
  return {
    title: t("libraryDialog.filingFailedTitle", { count: failed }),
    description: t("libraryDialog.filingFailedDescription", { serverText }),
  };
}

/**
 * The toast when some picked files could not be fetched; the others are still added.
 * @example fetchFailureMessage(["lease.pdf"]) // → { title: "Could not add 1 file", description: "lease.pdf could not be added from your library. …" }
 */
export function fetchFailureMessage(
  names: readonly string[],
  t: FilesT = filesT(),
): { title: string; description: string } {
  return {
    title: t("libraryDialog.fetchFailedTitle", { count: names.length }),
    description: t("libraryDialog.fetchFailedDescription", { names: names.join(", ") }),
  };
}
