// A file's description on its row (builder-and-projects.md §4), the same on /create and the project edit screen:
// view mode with an Edit (pencil) control, who wrote a description the person did not ("Suggested by AI", "From the
// file": issue 37), and "Add a description" on one that tells a reader nothing; edit mode starts from the description, else the file name, Enter or Save
// keeps it (trimmed), Escape or Cancel discards it. Focus goes into the box and back to the pencil.
import { useEffect, useId, useRef, useState } from "react";
import type { KeyboardEvent } from "react";
import { isGenericDescription } from "@courtready/contracts";
import type { TDescriptionSource } from "@courtready/contracts";
import { INPUT_CLASSES } from "../../components/ui/text-field.tsx";
import { SMALL_BUTTON, SMALL_PRIMARY } from "./smallButtons.ts";
import { useFilesTranslation } from "./filesText.ts";

/** The part of a file the "Add a description" check reads: the builder's files and the edit screen's both have it. */
export interface DescribedFile {
  name: string;
  description?: string | null | undefined;
  /** Who wrote the description; absent means the person (or nobody, with no description). */
  descriptionSource?: TDescriptionSource | undefined;
}

/**
 * True when the person has not written this file's description themselves: it is empty or generic, or it was
 * read off the file or suggested by AI (issue 37), which the person should check before a judge reads it.
 */
export function needsOwnDescription(file: DescribedFile): boolean {
  return (
    isGenericDescription(file.description, file.name) ||
    (file.descriptionSource !== undefined && file.descriptionSource !== "person")
  );
}

/** Colours of the mark beside a description the person did not write: AI in purple, the file's own data in grey. */
const SOURCE_MARK: Record<Exclude<TDescriptionSource, "person">, string> = {
  ai: "bg-purple-100 text-purple-900",
  file: "bg-slate-200 text-slate-900",
};

/** The small amber mark beside a generic description: what to do, in words. */
export function AddDescriptionMark({ file }: { file: DescribedFile }) {
  const { t } = useFilesTranslation();
  if (!isGenericDescription(file.description, file.name)) return null;
  return (
    <span className="ml-2 inline-block rounded bg-amber-100 px-1.5 py-0.5 text-xs font-bold text-amber-900">
      {t("description.addMark")}
    </span>
  );
}

export function DescriptionEditor({
  name,
  description,
  source,
  describing = false,
  whenEmpty,
  onSave,
}: {
  /** The file's name: the labels say whose description this is. */
  name: string;
  /** The description shown ("" for none). */
  description: string;
  /** Who wrote the shown description: the person, an AI, or the describer from the file's own data. */
  source: TDescriptionSource;
  /** A description is being written for the file. */
  describing?: boolean;
  /**
   * Said instead of "No description yet" when the index gets a description made for the file if the person writes
   * none (a message export's transcript, issue 38): then nothing asks them to add one.
   */
  whenEmpty?: string | undefined;
  /** The new description, trimmed. */
  onSave: (description: string) => void;
}) {
  const { t, i18n } = useFilesTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const pencil = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const inputId = useId();
  const noteId = useId();
  // The binder is filed in English (issue 39): a reader of another language is told to write the description so.
  const englishNote = i18n.resolvedLanguage !== "en";
  const editing = draft !== null;

  // Focus follows the mode: into the box when editing starts, back to the pencil when it ends.
  useEffect(() => {
    if (editing) {
      // The cursor goes to the end: people mostly add to or correct a description, and typing over a selection
      // on a phone would throw the whole text away.
      const box = input.current;
      box?.focus();
      box?.setSelectionRange(box.value.length, box.value.length);
    } else if (returnFocus.current) {
      returnFocus.current = false;
      pencil.current?.focus();
    }
  }, [editing]);

  const finish = (save: boolean) => {
    if (save && draft !== null) onSave(draft.trim());
    returnFocus.current = true;
    setDraft(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      finish(true);
    } else if (event.key === "Escape") {
      // Keep Escape here: it discards the edit and must not also close a dialog around the list.
      event.preventDefault();
      event.stopPropagation();
      finish(false);
    }
  };

  if (draft !== null)
    return (
      <div className="mt-2">
        <label htmlFor={inputId} className="block text-sm font-semibold text-slate-900">
          {t("description.label", { name })}
        </label>
        {englishNote ? (
          <p id={noteId} className="text-sm text-slate-700">
            {t("description.englishNote")}
          </p>
        ) : null}
        <input
          ref={input}
          id={inputId}
          value={draft}
          maxLength={2_000}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby={englishNote ? noteId : undefined}
          // What is typed goes into the binder's index, which is English.
          lang="en"
          className={INPUT_CLASSES}
        />
        <div className="mt-2 flex flex-wrap gap-2">
          <button
            type="button"
            onClick={() => finish(true)}
            className={SMALL_PRIMARY}
            aria-label={t("description.save", { name })}
          >
            <span aria-hidden="true">✓</span> {t("description.saveShort")}
          </button>
          <button
            type="button"
            onClick={() => finish(false)}
            className={SMALL_BUTTON}
            aria-label={t("description.cancel", { name })}
          >
            <span aria-hidden="true">✕</span> {t("description.cancelShort")}
          </button>
        </div>
      </div>
    );

  return (
    <div className="mt-3 flex items-start gap-2 border-t border-slate-100 pt-2">
      <p className="min-w-0 flex-1 pt-2.5 text-slate-800">
        {source !== "person" && description ? (
          <span
            className={`mr-2 inline-block rounded px-1.5 py-0.5 text-xs font-bold ${SOURCE_MARK[source]}`}
            title={t(`description.sourceTitle.${source}`)}
          >
            {t(`description.source.${source}`)}
            <span className="sr-only">:</span>
          </span>
        ) : null}
        {description ? (
          <span className="break-words">{description}</span>
        ) : describing ? (
          <span className="text-slate-600 italic">{t("description.writing")}</span>
        ) : (
          <span className="text-slate-600 italic">{whenEmpty ?? t("description.none")}</span>
        )}
        {describing || (whenEmpty && !description) ? null : (
          <AddDescriptionMark file={{ name, description }} />
        )}
      </p>
      <button
        ref={pencil}
        type="button"
        onClick={() => setDraft(description || name)}
        className={SMALL_BUTTON}
        aria-label={t("description.edit", { name })}
      >
        <span aria-hidden="true">✎</span> {t("description.editShort")}
      </button>
    </div>
  );
}
