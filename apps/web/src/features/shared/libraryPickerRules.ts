// The rules of the one list that picks library files, used by the builder's "Choose from your library" and the
// project edit screen's "Add Files to Project" (builder-and-projects.md §2, §7): which files can be picked and why
// not, what a row says about its file, and fetching the picked files' bytes one by one (a phone's connection is
// slow). Pure, so the rules are tested without a browser.
import { MAX_FILE_MB, formatFileSize, isAcceptedFileName, isAcceptedMimeType } from "@courtready/contracts";
import type { TUserFile } from "@courtready/contracts";
import { documentTypeName, filesT } from "./filesText.ts";
import type { FilesT } from "./filesText.ts";
import { listingCount } from "./messagePicker.ts";
import { messagesT } from "./messageChoiceText.ts";
import type { MessagesT } from "./messageChoiceText.ts";

/** The largest file a binder takes, so the largest one the pickers let through. */
export const MAX_PICK_BYTES = MAX_FILE_MB * 1024 * 1024;

/** Why a library file cannot be picked, or "ok". */
export type PickerRowStatus = "ok" | "unsupported" | "tooLarge" | "added";

export interface PickerRow {
  file: TUserFile;
  status: PickerRowStatus;
}

/** What a row says under a file that cannot be picked. */
export function pickerStatusNote(status: Exclude<PickerRowStatus, "ok">, t: FilesT = filesT()): string {
  return status === "tooLarge"
    ? t("library.status.tooLarge", { mb: MAX_FILE_MB })
    : t(`library.status.${status}`);
}

/** A file already in the binder, which remembers the library file it came from, if any. */
export interface AddedFile {
  libraryFileId?: string | undefined;
}

/**
 * The picker's rows: every library file, each marked with whether the binder can take it. Files it cannot use are
 * shown (not hidden) so a person looking for one learns why it cannot be added; a file already added is marked so
 * it is not added twice.
 */
export function pickerRows(
  library: readonly TUserFile[],
  alreadyAdded: readonly AddedFile[],
  maxBytes: number,
): PickerRow[] {
  const added = new Set(alreadyAdded.flatMap((file) => (file.libraryFileId ? [file.libraryFileId] : [])));
  return library.map((file) => ({
    file,
    status: added.has(file.id)
      ? "added"
      : // The library converted it once already: what its bytes were found to be decides, not its name.
        !isAcceptedMimeType(file.mimeType) && !isAcceptedFileName(file.originalFilename)
        ? "unsupported"
        : file.fileSize > maxBytes
          ? "tooLarge"
          : "ok",
  }));
}

/** The ticked files that can be picked, in the list's order. */
export function chosenFiles(rows: readonly PickerRow[], picked: ReadonlySet<string>): TUserFile[] {
  return rows.filter((row) => row.status === "ok" && picked.has(row.file.id)).map((row) => row.file);
}

/** The ticks with one file's tick flipped. */
export function toggled(picked: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(picked);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/**
 * The line under a file's name.
 * @example fileDetails(lease) // → "PDF Document · 2 MB · 3 pages · Contracts"
 */
export function fileDetails(
  file: Pick<TUserFile, "fileType" | "fileSize" | "pageCount" | "category" | "messageExport">,
  t: FilesT = filesT(),
  mt: MessagesT = messagesT(),
): string {
  const pages = file.pageCount === null ? null : t("library.pages", { count: file.pageCount });
  return [
    documentTypeName(file.fileType, t),
    formatFileSize(file.fileSize),
    pages,
    // A message export (issue 38) has no pages; what it holds is conversations.
    file.messageExport ? listingCount(file.messageExport, mt) : null,
    t(`library.category.${file.category}`),
  ]
    .filter(Boolean)
    .join(" · ");
}

/** A library file and its fetched bytes. */
export interface FetchedLibraryFile {
  library: TUserFile;
  file: File;
}

export interface FetchOutcome {
  fetched: FetchedLibraryFile[];
  /** The files that could not be fetched; the others are still there. */
  failed: TUserFile[];
}

/**
 * Fetches the files one after another, reporting which one is on its way (counting from 1). Resolves to null when
 * `cancelled()` says the person gave up (closed the dialog) meanwhile, so nothing arrives behind their back.
 */
export async function fetchInTurn(
  files: readonly TUserFile[],
  fetchOne: (file: TUserFile) => Promise<File>,
  {
    onProgress,
    cancelled,
  }: { onProgress: (current: number, total: number) => void; cancelled: () => boolean },
): Promise<FetchOutcome | null> {
  const outcome: FetchOutcome = { fetched: [], failed: [] };
  for (const [index, library] of files.entries()) {
    onProgress(index + 1, files.length);
    try {
      outcome.fetched.push({ library, file: await fetchOne(library) });
    } catch {
      outcome.failed.push(library);
    }
    if (cancelled()) return null;
  }
  return outcome;
}
