// The one ordered file list of /create and the project edit screen (builder-and-projects.md §2, §4, §9). Each row: a
// drag handle, the file's picture, its exhibit label and position, name, what the screen adds (kind and size, its
// check, Filed marks), its description editor, and Move up / Move down (disabled at the ends) and Remove buttons.
// Rows are sorted with dnd-kit by pointer, touch or keyboard (Space or Enter picks up, arrows move 25 px a press,
// a 200 ms sort animation, edge auto-scroll at 20 % of the container, speed 10, every 5 ms); the buttons are the
// keyboard and screen-reader way that needs no dragging. Focus stays with the file that moved, and each change is
// announced in words (name, position, label), never internal ids.
import { useEffect, useRef, useState } from "react";
import type { ReactNode } from "react";
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  closestCenter,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import type { Announcements, DragEndEvent } from "@dnd-kit/core";
import { SortableContext, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { TDescriptionSource } from "@courtready/contracts";
import { DescriptionEditor } from "./DescriptionEditor.tsx";
import { AUTO_SCROLL, SORT_ANIMATION_MS, focusAfterMove, keyboardStep } from "./fileOrder.ts";
import type { RowControl } from "./fileOrder.ts";
import { SMALL_BUTTON, SMALL_DANGER } from "./smallButtons.ts";
import { useFilesTranslation } from "./filesText.ts";

/** What a screen puts in a row besides what every row has. */
export interface FileRowParts {
  /** The picture at the row's start. */
  thumbnail: ReactNode;
  /** The description shown ("" for none), who wrote it, and whether one is being written. */
  /** `whenEmpty`: what the index gets when the person writes nothing (DescriptionEditor). */
  description: {
    text: string;
    source: TDescriptionSource;
    describing?: boolean;
    whenEmpty?: string | undefined;
  };
  /** Marks after "Position N" ("Not saved yet", "Filed"). */
  badges?: ReactNode;
  /** Lines under the name (kind and size). */
  details?: ReactNode;
  /** Full width under the row's head, before the description (the builder's file check). */
  check?: ReactNode;
  /** The row element's id (the builder scrolls to a row that needs attention). */
  rowId?: string;
  /** The row's border colour class (red for a file that needs attention). */
  border?: string;
}

export interface SortableFileListProps<T extends { id: string }> {
  files: readonly T[];
  /** The list's accessible name. */
  listName: string;
  nameOf: (file: T) => string;
  /** The exhibit label of the file at a position ("1", "A"). */
  labelOf: (index: number) => string;
  row: (file: T, index: number) => FileRowParts;
  /** Moves the file at `from` to `to` (a button moves one step, a drag any distance). */
  onMove: (from: number, to: number) => void;
  onRemove: (id: string) => void;
  /** The person's own description of a file, trimmed. */
  onDescribe: (id: string, description: string) => void;
  /** Called after the last file is removed, to put focus somewhere useful. */
  onEmptied?: () => void;
}

export function SortableFileList<T extends { id: string }>({
  files,
  listName,
  nameOf,
  labelOf,
  row,
  onMove,
  onRemove,
  onDescribe,
  onEmptied,
}: SortableFileListProps<T>) {
  const { t } = useFilesTranslation();
  const sensors = useSensors(
    // A short distance before a drag starts, so a tap on a row's buttons is never a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboardStep }),
  );
  const controls = useRef(new Map<string, HTMLButtonElement>());
  const [focusRequest, setFocusRequest] = useState<{
    id: string;
    control: RowControl;
    moved: boolean;
  } | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const indexOf = (id: string | number) => files.findIndex((f) => f.id === id);
  const nameAt = (id: string | number) => {
    const file = files[indexOf(id)];
    return file ? nameOf(file) : t("sortable.unnamed");
  };

  // After a move or removal has been drawn: focus to the control asked for (or its neighbour at an end), and a
  // move is announced with the label the file shows now (a saved project's file keeps its label until relabelled).
  useEffect(() => {
    if (!focusRequest) return;
    const index = indexOf(focusRequest.id);
    const control = focusAfterMove(focusRequest.control, index, files.length);
    controls.current.get(`${focusRequest.id}:${control}`)?.focus();
    const file = files[index];
    if (focusRequest.moved && file)
      setAnnouncement(
        t("sortable.moved", {
          name: nameOf(file),
          position: index + 1,
          total: files.length,
          label: labelOf(index),
        }),
      );
    setFocusRequest(null);
    // Runs when a request is made and the list it refers to has been drawn; the callbacks are not part of that.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest, files]);

  const register = (id: string, control: RowControl) => (element: HTMLButtonElement | null) => {
    const key = `${id}:${control}`;
    if (element) controls.current.set(key, element);
    else controls.current.delete(key);
  };

  const step = (file: T, index: number, delta: -1 | 1) => {
    onMove(index, index + delta);
    setFocusRequest({ id: file.id, control: delta < 0 ? "up" : "down", moved: true });
  };

  const remove = (file: T, index: number) => {
    const next = files[index + 1] ?? files[index - 1];
    onRemove(file.id);
    setAnnouncement(t("sortable.removed", { name: nameOf(file) }));
    if (next) setFocusRequest({ id: next.id, control: "remove", moved: false });
    else onEmptied?.();
  };

  // Spoken while dragging, in words a person knows: the file's name and its position.
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t("sortable.pickedUp", {
        name: nameAt(active.id),
        position: indexOf(active.id) + 1,
        total: files.length,
      }),
    onDragOver: ({ active, over }) =>
      over
        ? t("sortable.over", { name: nameAt(active.id), position: indexOf(over.id) + 1, total: files.length })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t("sortable.dropped", {
            name: nameAt(active.id),
            position: indexOf(over.id) + 1,
            total: files.length,
          })
        : t("sortable.droppedNowhere", { name: nameAt(active.id) }),
    onDragCancel: ({ active }) => t("sortable.cancelled", { name: nameAt(active.id) }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(indexOf(active.id), indexOf(over.id));
  };

  return (
    <div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {files.length === 0 ? null : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          autoScroll={AUTO_SCROLL}
          accessibility={{
            announcements,
            screenReaderInstructions: {
              draggable: t("sortable.instructions"),
            },
          }}
        >
          <SortableContext items={files.map((f) => f.id)} strategy={verticalListSortingStrategy}>
            <ol className="space-y-3" aria-label={listName}>
              {files.map((file, index) => (
                <SortableRow
                  key={file.id}
                  id={file.id}
                  name={nameOf(file)}
                  label={labelOf(index)}
                  index={index}
                  count={files.length}
                  parts={row(file, index)}
                  register={register}
                  onStep={(delta) => step(file, index, delta)}
                  onRemove={() => remove(file, index)}
                  onDescribe={(description) => {
                    onDescribe(file.id, description);
                    setAnnouncement(t("sortable.descriptionSaved", { name: nameOf(file) }));
                  }}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
    </div>
  );
}

function SortableRow({
  id,
  name,
  label,
  index,
  count,
  parts,
  register,
  onStep,
  onRemove,
  onDescribe,
}: {
  id: string;
  name: string;
  label: string;
  index: number;
  count: number;
  parts: FileRowParts;
  register: (id: string, control: RowControl) => (element: HTMLButtonElement | null) => void;
  onStep: (delta: -1 | 1) => void;
  onRemove: () => void;
  onDescribe: (description: string) => void;
}) {
  const { t } = useFilesTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, transition: { duration: SORT_ANIMATION_MS, easing: "ease" } });
  const border = isDragging
    ? "relative z-10 border-blue-800 shadow-lg"
    : (parts.border ?? "border-slate-200");
  return (
    <li
      ref={setNodeRef}
      id={parts.rowId}
      tabIndex={parts.rowId ? -1 : undefined}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`rounded-xl border-2 ${border} bg-white p-3 shadow-sm`}
    >
      <div className="flex gap-2 sm:gap-3">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={t("sortable.drag", { name })}
          className="inline-flex min-h-11 min-w-11 shrink-0 cursor-grab touch-none items-center justify-center self-start rounded-lg text-slate-600 hover:bg-slate-100 active:cursor-grabbing"
        >
          <svg viewBox="0 0 20 20" className="size-5" fill="currentColor" aria-hidden="true">
            <circle cx="7" cy="5" r="1.5" />
            <circle cx="13" cy="5" r="1.5" />
            <circle cx="7" cy="10" r="1.5" />
            <circle cx="13" cy="10" r="1.5" />
            <circle cx="7" cy="15" r="1.5" />
            <circle cx="13" cy="15" r="1.5" />
          </svg>
        </button>
        {parts.thumbnail}
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            {/* The label the binder stamps, so English in every language (issue 39); lang for a screen reader's voice. */}
            <span
              lang="en"
              className="inline-block rounded-md bg-blue-800 px-2 py-0.5 text-sm font-bold text-white"
            >
              Exhibit {label}
            </span>
            <span className="text-sm text-slate-700">{t("sortable.position", { position: index + 1 })}</span>
            {parts.badges}
          </p>
          <p className="mt-1 font-semibold break-words text-slate-900">{name}</p>
          {parts.details}
        </div>
      </div>
      {parts.check}
      <DescriptionEditor
        name={name}
        description={parts.description.text}
        source={parts.description.source}
        describing={parts.description.describing ?? false}
        whenEmpty={parts.description.whenEmpty}
        onSave={onDescribe}
      />
      <div className="mt-3 flex flex-wrap gap-2 sm:justify-end">
        <button
          ref={register(id, "up")}
          type="button"
          className={SMALL_BUTTON}
          disabled={index === 0}
          aria-label={t("sortable.moveUp", { name })}
          onClick={() => onStep(-1)}
        >
          <span aria-hidden="true">↑</span> {t("sortable.up")}
        </button>
        <button
          ref={register(id, "down")}
          type="button"
          className={SMALL_BUTTON}
          disabled={index === count - 1}
          aria-label={t("sortable.moveDown", { name })}
          onClick={() => onStep(1)}
        >
          <span aria-hidden="true">↓</span> {t("sortable.down")}
        </button>
        <button
          ref={register(id, "remove")}
          type="button"
          className={SMALL_DANGER}
          aria-label={t("sortable.removeNamed", { name })}
          onClick={onRemove}
        >
          <span aria-hidden="true">✕</span> {t("sortable.remove")}
        </button>
      </div>
    </li>
  );
}
