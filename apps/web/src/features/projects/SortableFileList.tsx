// The project's files as a sortable list (builder-and-projects.md §2, §9): drag by pointer, touch or keyboard
// (arrow keys move 25 px a press), a 200 ms sort animation, edge auto-scroll at 20 % of the container (speed 10,
// every 5 ms), plus Move up / Move down buttons for anyone who would rather not drag.
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  closestCenter,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import type { Announcements, DragEndEvent, KeyboardCoordinateGetter } from "@dnd-kit/core";
import { SortableContext, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { FileThumbnail } from "./FileThumbnail.tsx";
import { isNewFile } from "./projectRules.ts";
import { ProjectFileDescription } from "./ProjectFileDescription.tsx";
import type { EditFile } from "./projectRules.ts";

/** §9 constants. */
export const KEYBOARD_STEP_PX = 25;
export const SORT_ANIMATION_MS = 200;
export const AUTO_SCROLL = { threshold: { x: 0.2, y: 0.2 }, acceleration: 10, interval: 5 } as const;

/** Arrow keys move the dragged row 25 px; Space or Enter drops it, Escape puts it back (dnd-kit's defaults). */
export const keyboardStep: KeyboardCoordinateGetter = (event, { currentCoordinates }) => {
  switch (event.code) {
    case "ArrowDown":
      return { ...currentCoordinates, y: currentCoordinates.y + KEYBOARD_STEP_PX };
    case "ArrowUp":
      return { ...currentCoordinates, y: currentCoordinates.y - KEYBOARD_STEP_PX };
    case "ArrowRight":
      return { ...currentCoordinates, x: currentCoordinates.x + KEYBOARD_STEP_PX };
    case "ArrowLeft":
      return { ...currentCoordinates, x: currentCoordinates.x - KEYBOARD_STEP_PX };
    default:
      return undefined;
  }
};

export interface SortableFileListProps {
  files: EditFile[];
  /** Each file's exhibit label, by position (projectRules.ts#editLabels). */
  labels: readonly string[];
  onMove: (from: number, to: number) => void;
  onRemove: (id: string) => void;
  /** The person's own description of a file, edited on its row. */
  onDescribe: (id: string, description: string) => void;
  /** Once the project was filed: the files in a filed binder or supplement (the others are marked not filed). */
  filedIds?: ReadonlySet<string> | undefined;
}

export function SortableFileList({
  files,
  labels,
  onMove,
  onRemove,
  onDescribe,
  filedIds,
}: SortableFileListProps) {
  const sensors = useSensors(
    // A short distance before a drag starts, so a tap on a row's buttons is never a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboardStep }),
  );
  const indexOf = (id: string | number) => files.findIndex((f) => f.id === id);
  const nameOf = (id: string | number) => files[indexOf(id)]?.originalName ?? "file";

  // Spoken in words a person knows: the file's name and its position, never internal ids.
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${nameOf(active.id)}, position ${indexOf(active.id) + 1} of ${files.length}.`,
    onDragOver: ({ active, over }) =>
      over ? `${nameOf(active.id)} is over position ${indexOf(over.id) + 1} of ${files.length}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} dropped at position ${indexOf(over.id) + 1} of ${files.length}.`
        : `${nameOf(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(indexOf(active.id), indexOf(over.id));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      autoScroll={AUTO_SCROLL}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            "To move a file, press Space or Enter, then use the arrow keys. Press Space or Enter again to drop it, or Escape to cancel.",
        },
      }}
    >
      <SortableContext items={files.map((f) => f.id)} strategy={verticalListSortingStrategy}>
        <ol className="space-y-3" aria-label="Files in exhibit order">
          {files.map((file, index) => (
            <SortableRow
              key={file.id}
              file={file}
              index={index}
              count={files.length}
              label={labels[index] ?? ""}
              {...(filedIds ? { filed: filedIds.has(file.id) } : {})}
              onMove={onMove}
              onRemove={onRemove}
              onDescribe={onDescribe}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

const ICON_BUTTON =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-800";

function SortableRow({
  file,
  index,
  count,
  label,
  onMove,
  onRemove,
  onDescribe,
  filed,
}: {
  file: EditFile;
  index: number;
  count: number;
  label: string;
  /** Set once the project was filed. */
  filed?: boolean;
  onMove: (from: number, to: number) => void;
  onRemove: (id: string) => void;
  onDescribe: (id: string, description: string) => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: file.id, transition: { duration: SORT_ANIMATION_MS, easing: "ease" } });
  const name = file.originalName;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`rounded-xl border bg-white p-3 shadow-sm ${
        isDragging ? "relative z-10 border-blue-800 shadow-lg" : "border-slate-200"
      }`}
    >
      <div className="grid grid-cols-[auto_auto_1fr] items-start gap-2 sm:grid-cols-[auto_auto_1fr_auto] sm:gap-3">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Drag ${name} to reorder`}
          className="inline-flex min-h-11 min-w-11 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-800 active:cursor-grabbing"
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
        <FileThumbnail filename={file.filename} url={file.fileUrl} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="rounded-full bg-blue-800 px-2.5 py-0.5 text-sm font-bold text-white">
              Exhibit {label}
            </span>
            <span className="text-sm text-slate-700">Position {index + 1}</span>
            {isNewFile(file) ? (
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                Not saved yet
              </span>
            ) : null}
            {filed === true ? (
              <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">
                Filed
              </span>
            ) : filed === false ? (
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                Not filed yet
              </span>
            ) : null}
          </div>
          <p className="mt-1 font-semibold break-words text-slate-900">{name}</p>
          <ProjectFileDescription file={file} onSave={(text) => onDescribe(file.id, text)} />
        </div>
        <div className="col-span-3 flex justify-end gap-1 sm:col-span-1">
          <button
            type="button"
            className={ICON_BUTTON}
            onClick={() => onMove(index, index - 1)}
            disabled={index === 0}
            aria-label={`Move ${name} up`}
          >
            <span aria-hidden="true">↑</span>
          </button>
          <button
            type="button"
            className={ICON_BUTTON}
            onClick={() => onMove(index, index + 1)}
            disabled={index === count - 1}
            aria-label={`Move ${name} down`}
          >
            <span aria-hidden="true">↓</span>
          </button>
          <button
            type="button"
            className={`${ICON_BUTTON} text-red-700 hover:bg-red-50`}
            onClick={() => onRemove(file.id)}
            aria-label={`Remove ${name}`}
          >
            <svg
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path d="M3 6h18M8 6V4h8v2M6 6l1 14h10l1-14" />
            </svg>
          </button>
        </div>
      </div>
    </li>
  );
}
