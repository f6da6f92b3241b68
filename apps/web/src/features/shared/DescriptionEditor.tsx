// A file's description on its row (builder-and-projects.md §4), the same on /create and the project edit screen:
// view mode with an Edit (pencil) control, who wrote a description the person did not ("Suggested by AI", "From the
// file": issue 37), and "Add a description" on one that tells a reader nothing; edit mode starts from the description, else the file name, Enter or Save
// keeps it (trimmed), Escape or Cancel discards it. Focus goes into the box and back to the pencil.
import { useEffect, useId, useRef, useState } from "react";
import type { KeyboardEvent } from "react";
import { DESCRIPTION_SOURCE_LABELS, isGenericDescription } from "@courtready/contracts";
import type { TDescriptionSource } from "@courtready/contracts";
import { INPUT_CLASSES } from "../../components/ui/text-field.tsx";
import { SMALL_BUTTON, SMALL_PRIMARY } from "./smallButtons.ts";

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
const SOURCE_MARK: Record<Exclude<TDescriptionSource, "person">, { classes: string; title: string }> = {
  ai: { classes: "bg-purple-100 text-purple-900", title: "Written by AI — check it" },
  file: {
    classes: "bg-slate-200 text-slate-900",
    title: "Read from the file's own data (its title, text or the date a photo was taken) — check it",
  },
};

/** The small amber mark beside a generic description: what to do, in words. */
export function AddDescriptionMark({ file }: { file: DescribedFile }) {
  if (!isGenericDescription(file.description, file.name)) return null;
  return (
    <span className="ml-2 inline-block rounded bg-amber-100 px-1.5 py-0.5 text-xs font-bold text-amber-900">
      Add a description
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
  const [draft, setDraft] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const pencil = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const inputId = useId();
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
          Description of {name}
        </label>
        <input
          ref={input}
          id={inputId}
          value={draft}
          maxLength={2_000}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          className={INPUT_CLASSES}
        />
        <div className="mt-2 flex flex-wrap gap-2">
          <button
            type="button"
            onClick={() => finish(true)}
            className={SMALL_PRIMARY}
            aria-label={`Save description of ${name}`}
          >
            <span aria-hidden="true">✓</span> Save
          </button>
          <button
            type="button"
            onClick={() => finish(false)}
            className={SMALL_BUTTON}
            aria-label={`Cancel editing description of ${name}`}
          >
            <span aria-hidden="true">✕</span> Cancel
          </button>
        </div>
      </div>
    );

  return (
    <div className="mt-3 flex items-start gap-2 border-t border-slate-100 pt-2">
      <p className="min-w-0 flex-1 pt-2.5 text-slate-800">
        {source !== "person" && description ? (
          <span
            className={`mr-2 inline-block rounded px-1.5 py-0.5 text-xs font-bold ${SOURCE_MARK[source].classes}`}
            title={SOURCE_MARK[source].title}
          >
            {DESCRIPTION_SOURCE_LABELS[source]}
            <span className="sr-only">:</span>
          </span>
        ) : null}
        {description ? (
          <span className="break-words">{description}</span>
        ) : describing ? (
          <span className="text-slate-600 italic">Writing a short description…</span>
        ) : (
          <span className="text-slate-600 italic">{whenEmpty ?? "No description yet"}</span>
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
        aria-label={`Edit description of ${name}`}
      >
        <span aria-hidden="true">✎</span> Edit
      </button>
    </div>
  );
}
