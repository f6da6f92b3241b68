// The choices the library's selects offer, built once from the contracts.
import { FILE_CATEGORIES, FILE_CATEGORY_FILTERS, FILE_CATEGORY_NAMES } from "@courtready/contracts";
import type { TFolder } from "@courtready/contracts";
import type { SelectOption } from "../../components/ui/select-field.tsx";

export const CATEGORY_OPTIONS: readonly SelectOption[] = FILE_CATEGORIES.map((value) => ({
  value,
  label: FILE_CATEGORY_NAMES[value],
}));

export const CATEGORY_FILTER_OPTIONS: readonly SelectOption[] = FILE_CATEGORY_FILTERS.map((value) => ({
  value,
  label: FILE_CATEGORY_NAMES[value],
}));

/** Folders to pick from, after a first option for "none" (editing) or "all" (filtering). */
export function folderOptions(
  folders: readonly TFolder[],
  first: string,
  withCounts = false,
): SelectOption[] {
  return [
    { value: "", label: first },
    ...folders.map((folder) => ({
      value: folder.id,
      label: withCounts ? `${folder.name} (${folder.fileCount})` : folder.name,
    })),
  ];
}
