// The choices the library's selects offer, from the contracts' categories, labelled in the language of `t`.
import { FILE_CATEGORIES, FILE_CATEGORY_FILTERS } from "@courtready/contracts";
import type { TFolder } from "@courtready/contracts";
import type { TFunction } from "i18next";
import type { SelectOption } from "../../components/ui/select-field.tsx";

type LibraryT = TFunction<"library">;

/** The categories a file can have. */
export const categoryOptions = (t: LibraryT): SelectOption[] =>
  FILE_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }));

/** The categories to filter by, after "All categories". */
export const categoryFilterOptions = (t: LibraryT): SelectOption[] =>
  FILE_CATEGORY_FILTERS.map((value) => ({ value, label: t(`categories.${value}`) }));

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
