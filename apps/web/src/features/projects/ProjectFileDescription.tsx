// A saved file's description on the project edit screen: the person's own (else the A.I one, marked), a mark when
// it says nothing a judge can use, and an Edit control (Enter or Save keeps, Escape or Cancel discards), as in the
// builder. The person's own description is what the binder prints; before issue 19 only the A.I one showed here.
import { useEffect, useRef, useState } from "react";
import type { KeyboardEvent } from "react";
import { AddDescriptionMark } from "../builder/DescriptionHint.tsx";
import { INPUT_CLASSES } from "../builder/fields.tsx";
import type { EditFile } from "./projectRules.ts";

// The builder's small buttons (FileList.tsx), so a description is edited the same way on both screens.
const SMALL =
  "inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1 rounded-lg border-2 px-3 font-semibold";
const SMALL_BUTTON = `${SMALL} border-slate-300 bg-white text-slate-900 hover:border-slate-500 hover:bg-slate-50`;
const SMALL_PRIMARY = `${SMALL} border-blue-800 bg-blue-800 text-white hover:border-blue-900 hover:bg-blue-900`;

export function ProjectFileDescription({
  file,
  onSave,
}: {
  file: EditFile;
  onSave: (description: string) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const pencil = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const editing = draft !== null;
  const name = file.originalName;
  const own = file.description.trim();
  const shown = own || file.aiDescription || "";

  useEffect(() => {
    if (editing) {
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
      event.preventDefault();
      event.stopPropagation();
      finish(false);
    }
  };

  if (draft !== null) {
    const inputId = `project-description-${file.id}`;
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
  }

  return (
    <div className="mt-1 flex items-start gap-2">
      <p className="min-w-0 flex-1 pt-2.5 text-sm text-slate-800">
        {!own && file.aiDescription ? (
          <span
            className="mr-2 inline-block rounded bg-purple-100 px-1.5 py-0.5 text-xs font-bold text-purple-900"
            title="Written by A.I. — check it"
          >
            A.I<span className="sr-only"> description:</span>
          </span>
        ) : null}
        {shown ? (
          <span className="break-words">{shown}</span>
        ) : (
          <span className="text-slate-600 italic">No description yet</span>
        )}
        <AddDescriptionMark file={{ name, description: shown }} />
      </p>
      <button
        ref={pencil}
        type="button"
        onClick={() => setDraft(shown || name)}
        className={SMALL_BUTTON}
        aria-label={`Edit description of ${name}`}
      >
        <span aria-hidden="true">✎</span> Edit
      </button>
    </div>
  );
}
