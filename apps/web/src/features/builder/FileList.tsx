// The ordered file list (builder-and-projects.md §2, §4): each file's exhibit label, picture, name, kind and size
// (B/KB/MB/GB, base 1024), its description with the A.I badge, and move up / move down (disabled at the ends),
// edit-description and remove controls. Focus stays with the file that moved, and each change is announced.
import { useEffect, useRef, useState } from "react";
import type { KeyboardEvent } from "react";
import { formatFileSize } from "@courtready/contracts";
import type { BuilderFile } from "./builderState.ts";
import { AddDescriptionMark } from "./DescriptionHint.tsx";
import { FileCheckStatus, fileRowId, rowBorder } from "./FileCheckStatus.tsx";
import { LocalThumbnail } from "./FileTypeTile.tsx";
import { fileKindName } from "./fileTypes.ts";
import { INPUT_CLASSES } from "./fields.tsx";

type Control = "up" | "down" | "remove";

const SMALL_BASE =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg border-2 px-3 font-semibold " +
  "disabled:cursor-not-allowed disabled:opacity-40";
const SMALL_BUTTON = `${SMALL_BASE} border-slate-300 bg-white text-slate-900 hover:border-slate-500 hover:bg-slate-50`;
const SMALL_PRIMARY = `${SMALL_BASE} border-blue-800 bg-blue-800 text-white hover:border-blue-900 hover:bg-blue-900`;

export function FileList({
  files,
  labelFor,
  describing,
  onMove,
  onRemove,
  onDescribe,
  onEmptied,
  onUnlock,
}: {
  files: readonly BuilderFile[];
  /** The exhibit label of a position ("1", "A"). */
  labelFor: (index: number) => string;
  /** Ids of files whose AI description is being written. */
  describing: ReadonlySet<string>;
  onMove: (id: string, delta: -1 | 1) => void;
  onRemove: (id: string) => void;
  onDescribe: (id: string, description: string) => void;
  /** Called after the last file is removed, to put focus somewhere useful. */
  onEmptied: () => void;
  /** Opens a locked PDF with its password (rejects with the reason when it does not). */
  onUnlock: (file: BuilderFile, password: string) => Promise<void>;
}) {
  const controls = useRef(new Map<string, HTMLButtonElement>());
  const [focusRequest, setFocusRequest] = useState<{ id: string; control: Control } | null>(null);
  const [announcement, setAnnouncement] = useState("");

  useEffect(() => {
    if (!focusRequest) return;
    const index = files.findIndex((file) => file.id === focusRequest.id);
    let control = focusRequest.control;
    // A file moved to an end: its button for that direction is now disabled, so the other one takes focus.
    if (control === "up" && index === 0) control = files.length > 1 ? "down" : "remove";
    if (control === "down" && index === files.length - 1) control = files.length > 1 ? "up" : "remove";
    controls.current.get(`${focusRequest.id}:${control}`)?.focus();
    setFocusRequest(null);
  }, [focusRequest, files]);

  const register = (id: string, control: Control) => (element: HTMLButtonElement | null) => {
    const key = `${id}:${control}`;
    if (element) controls.current.set(key, element);
    else controls.current.delete(key);
  };

  const move = (file: BuilderFile, index: number, delta: -1 | 1) => {
    const position = index + delta + 1;
    onMove(file.id, delta);
    setFocusRequest({ id: file.id, control: delta < 0 ? "up" : "down" });
    setAnnouncement(
      `${file.name} moved to position ${position} of ${files.length}, now Exhibit ${labelFor(position - 1)}.`,
    );
  };

  const remove = (file: BuilderFile, index: number) => {
    const next = files[index + 1] ?? files[index - 1];
    onRemove(file.id);
    setAnnouncement(`${file.name} removed.`);
    if (next) setFocusRequest({ id: next.id, control: "remove" });
    else onEmptied();
  };

  return (
    <div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {files.length === 0 ? null : (
        <ol className="space-y-3" aria-label="Your files, in exhibit order">
          {files.map((file, index) => (
            <li
              key={file.id}
              id={fileRowId(file.id)}
              tabIndex={-1}
              className={`rounded-xl border-2 ${rowBorder(file)} bg-white p-3 shadow-sm`}
            >
              <div className="flex gap-3">
                <LocalThumbnail file={file.file} name={file.name} savedUrl={file.url} />
                <div className="min-w-0 flex-1">
                  <p>
                    <span className="inline-block rounded-md bg-blue-800 px-2 py-0.5 text-sm font-bold text-white">
                      Exhibit {labelFor(index)}
                    </span>
                  </p>
                  <p className="mt-1 font-semibold break-words text-slate-900">{file.name}</p>
                  <p className="text-sm text-slate-600">
                    {fileKindName(file.name)} · {formatFileSize(file.size)}
                  </p>
                </div>
              </div>
              <FileCheckStatus file={file} onUnlock={(password) => onUnlock(file, password)} />
              <DescriptionEditor
                file={file}
                describing={describing.has(file.id)}
                onSave={(description) => {
                  onDescribe(file.id, description);
                  setAnnouncement(`Description of ${file.name} saved.`);
                }}
              />
              <div className="mt-3 flex flex-wrap gap-2 sm:justify-end">
                <button
                  ref={register(file.id, "up")}
                  type="button"
                  className={SMALL_BUTTON}
                  disabled={index === 0}
                  aria-label={`Move ${file.name} up`}
                  onClick={() => move(file, index, -1)}
                >
                  <span aria-hidden="true">↑</span> Up
                </button>
                <button
                  ref={register(file.id, "down")}
                  type="button"
                  className={SMALL_BUTTON}
                  disabled={index === files.length - 1}
                  aria-label={`Move ${file.name} down`}
                  onClick={() => move(file, index, 1)}
                >
                  <span aria-hidden="true">↓</span> Down
                </button>
                <button
                  ref={register(file.id, "remove")}
                  type="button"
                  className={`${SMALL_BASE} border-slate-300 bg-white text-red-800 hover:border-slate-500 hover:bg-slate-50`}
                  aria-label={`Remove ${file.name}`}
                  onClick={() => remove(file, index)}
                >
                  <span aria-hidden="true">✕</span> Remove
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/**
 * A file's description (§4): view mode with a pencil; edit mode starts from the description, else the file name;
 * Enter or Save keeps it (and clears the A.I badge), Escape or Cancel discards it.
 */
function DescriptionEditor({
  file,
  describing,
  onSave,
}: {
  file: BuilderFile;
  describing: boolean;
  onSave: (description: string) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const pencil = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const inputId = `description-${file.id}`;
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
    if (save && draft !== null) onSave(draft);
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
          Description of {file.name}
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
            aria-label={`Save description of ${file.name}`}
          >
            <span aria-hidden="true">✓</span> Save
          </button>
          <button
            type="button"
            onClick={() => finish(false)}
            className={SMALL_BUTTON}
            aria-label={`Cancel editing description of ${file.name}`}
          >
            <span aria-hidden="true">✕</span> Cancel
          </button>
        </div>
      </div>
    );

  return (
    <div className="mt-3 flex items-start gap-2 border-t border-slate-100 pt-2">
      <p className="min-w-0 flex-1 pt-2.5 text-slate-800">
        {file.isAiGenerated && file.description ? (
          <span
            className="mr-2 inline-block rounded bg-purple-100 px-1.5 py-0.5 text-xs font-bold text-purple-900"
            title="Written by A.I. — check it"
          >
            A.I<span className="sr-only"> description:</span>
          </span>
        ) : null}
        {file.description ? (
          <span className="break-words">{file.description}</span>
        ) : describing ? (
          <span className="text-slate-600 italic">Writing a short description…</span>
        ) : (
          <span className="text-slate-600 italic">No description yet</span>
        )}
        {describing ? null : <AddDescriptionMark file={file} />}
      </p>
      <button
        ref={pencil}
        type="button"
        onClick={() => setDraft(file.description ?? file.name)}
        className={SMALL_BUTTON}
        aria-label={`Edit description of ${file.name}`}
      >
        <span aria-hidden="true">✎</span> Edit
      </button>
    </div>
  );
}
