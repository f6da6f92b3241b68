// The file list's ordering rules, apart from React so they are tested alone: a move to any place (a drag, a button),
// where focus goes after a button moved or removed a file, the keyboard drag step and the drag constants
// (builder-and-projects.md §9).
import type { KeyboardCoordinateGetter } from "@dnd-kit/core";

/** §9 constants. */
export const KEYBOARD_STEP_PX = 25;
export const SORT_ANIMATION_MS = 200;
export const AUTO_SCROLL = { threshold: { x: 0.2, y: 0.2 }, acceleration: 10, interval: 5 } as const;

/**
 * A copy of `list` moved so the item at `from` lands at `to` (drag and drop), the others keeping their order.
 * @example moveTo(["a", "b", "c", "d"], 0, 2) // → ["b", "c", "a", "d"]
 */
export function moveTo<T>(list: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= list.length || to < 0 || to >= list.length || from === to) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** A row's buttons that keep focus after a change. */
export type RowControl = "up" | "down" | "remove";

/**
 * The control that takes focus on the row now at `index` of `count`: the one pressed, unless the file moved to
 * an end where it is disabled, then the other direction (or Remove when the file is alone).
 * @example focusAfterMove("up", 0, 3) // → "down"
 * @example focusAfterMove("down", 0, 1) // → "remove"
 */
export function focusAfterMove(control: RowControl, index: number, count: number): RowControl {
  if (control === "up" && index === 0) return count > 1 ? "down" : "remove";
  if (control === "down" && index === count - 1) return count > 1 ? "up" : "remove";
  return control;
}

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
