// The one list that picks library files, in the builder's "Choose from your library" and the project edit screen's
// "Add Files to Project": a search box, then every matching file with a checkbox. A file that cannot be picked is
// shown with its checkbox disabled and the reason under it. Each checkbox is named by its file's name alone and
// described by the line of details (and the reason), so a screen reader says what it is, then why it is greyed out.
import { useId } from "react";
import type { ReactNode } from "react";
import { Button } from "../../components/ui/button.tsx";
import { LibrarySearchField } from "./LibrarySearchField.tsx";
import { fileDetails, pickerStatusNote } from "./libraryPickerRules.ts";
import type { LibraryFilePickerState } from "./useLibraryFilePicker.ts";
import { useTranslation } from "react-i18next";
import { useFilesTranslation } from "./filesText.ts";

export interface LibraryFilePickerProps {
  /** From useLibraryFilePicker. */
  picker: LibraryFilePickerState;
  /** What to say when no file is listed; `search` is the trimmed search, "" when the library itself is empty. */
  empty: (search: string) => ReactNode;
  className?: string;
  /** The scrolling list's height. */
  listClassName?: string;
}

export function LibraryFilePicker({
  picker,
  empty,
  className = "",
  listClassName = "max-h-[50vh]",
}: LibraryFilePickerProps) {
  const { t } = useFilesTranslation();
  const { t: mt } = useTranslation("messages");
  const id = useId();
  const { library, rows, picked } = picker;
  const locked = picker.fetching !== null;

  return (
    <div className={className}>
      <LibrarySearchField id={`${id}search`} value={picker.search} onChange={picker.setSearch} />
      <div className={`mt-3 overflow-y-auto rounded-lg border border-slate-200 ${listClassName}`}>
        {library.isPending ? (
          <p className="p-3 text-slate-700">{t("library.loading")}</p>
        ) : library.isError ? (
          <div className="p-3 text-slate-900">
            <p>{t("library.loadFailed")}</p>
            <Button variant="secondary" className="mt-2" onClick={() => void library.refetch()}>
              {t("library.tryAgain")}
            </Button>
          </div>
        ) : rows.length === 0 ? (
          <p className="p-3 text-slate-700">{empty(picker.search.trim())}</p>
        ) : (
          <ul aria-label={t("library.listName")}>
            {rows.map(({ file, status }, index) => {
              const usable = status === "ok";
              const rowId = `${id}file${index}`;
              return (
                <li key={file.id} className="border-b border-slate-100 last:border-b-0">
                  <label
                    className={
                      "flex min-h-11 items-start gap-3 p-3 " +
                      (usable ? "cursor-pointer hover:bg-slate-50" : "cursor-not-allowed bg-slate-50")
                    }
                  >
                    <input
                      type="checkbox"
                      checked={status === "added" || (usable && picked.has(file.id))}
                      disabled={!usable || locked}
                      onChange={() => picker.toggle(file.id)}
                      aria-labelledby={`${rowId}name`}
                      aria-describedby={`${rowId}details` + (usable ? "" : ` ${rowId}note`)}
                      className="mt-0.5 size-5 shrink-0 accent-blue-800"
                    />
                    <span className="min-w-0 flex-1">
                      <span id={`${rowId}name`} className="block font-semibold break-words text-slate-900">
                        {file.originalFilename}
                      </span>
                      <span id={`${rowId}details`} className="block text-sm text-slate-700">
                        {fileDetails(file, t, mt)}
                      </span>
                      {status !== "ok" ? (
                        <span id={`${rowId}note`} className="block text-sm font-semibold text-slate-700">
                          {pickerStatusNote(status, t)}
                        </span>
                      ) : null}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
