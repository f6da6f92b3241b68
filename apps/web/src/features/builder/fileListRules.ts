// List helpers for the builder's file list and the preview's exhibit cards: move one step, follow a new order, and
// screen incoming files by extension and size (a move to any place is shared/fileOrder.ts#moveTo).
import { UNSUPPORTED_FILES_WARNING, isBuilderFileName, isPictureName } from "@courtready/contracts";

/**
 * A copy of `list` with the item at `index` moved one step up (-1) or down (+1); unchanged at either end.
 * @example moveItem(["a", "b", "c"], 0, 1) // → ["b", "a", "c"]
 * @example moveItem(["a", "b", "c"], 0, -1) // → ["a", "b", "c"]
 */
export function moveItem<T>(list: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}

/**
 * The items whose keys are listed, in that order; items not listed are dropped (removed in the preview), and keys
 * that match no item are ignored.
 * @example applyOrder([{ id: "a" }, { id: "b" }, { id: "c" }], ["c", "a"], (f) => f.id) // → [{ id: "c" }, { id: "a" }]
 */
export function applyOrder<T>(list: readonly T[], keys: readonly string[], keyOf: (item: T) => string): T[] {
  const byKey = new Map(list.map((item) => [keyOf(item), item]));
  return keys.flatMap((key) => {
    const item = byKey.get(key);
    if (!item) return [];
    byKey.delete(key);
    return [item];
  });
}

/** The sum of the files' sizes in bytes. */
export function totalSize(files: readonly { size: number }[]): number {
  return files.reduce((sum, file) => sum + file.size, 0);
}

/**
 * Megabytes with one decimal, base 1024, as the drop zone states its total (§2).
 * @example megabytes(1_572_864) // → "1.5 MB"
 */
export function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export interface ScreenedFiles<T> {
  /** Files the builder takes, in the order they came. */
  accepted: T[];
  /** Names of files of a kind the builder cannot use ("" for a file without a name). */
  unsupported: string[];
  /** Names of files over the per-file limit; the server would refuse them after a long upload. */
  tooLarge: string[];
}

/**
 * Splits dropped or picked files (§5): supported extensions only (case-insensitive; a file without a name is
 * dropped), each at most `maxBytes`. Unsupported files are reported with the spec's console warning, through `warn`.
 * @example screenFiles([{ name: "a.PDF", size: 1 }, { name: "song.mp3", size: 1 }], 10, warn)
 *   // → { accepted: [a.PDF], unsupported: ["song.mp3"], tooLarge: [] }, and warn("1 unsupported file(s) were ignored. …")
 */
export function screenFiles<T extends { name: string; size: number }>(
  files: readonly T[],
  /** The most a file may be: one figure, or by its name (pictures keep a smaller limit, issue 40). */
  maxBytes: number | ((name: string) => number),
  warn: (message: string) => void,
): ScreenedFiles<T> {
  const limitOf = typeof maxBytes === "number" ? () => maxBytes : maxBytes;
  const result: ScreenedFiles<T> = { accepted: [], unsupported: [], tooLarge: [] };
  for (const file of files) {
    if (!isBuilderFileName(file.name)) result.unsupported.push(file.name);
    else if (file.size > limitOf(file.name)) result.tooLarge.push(file.name);
    else result.accepted.push(file);
  }
  if (result.unsupported.length > 0) warn(`${result.unsupported.length} ${UNSUPPORTED_FILES_WARNING}`);
  return result;
}

/**
 * The too-large names split by the limit each was over (issue 40): pictures keep MAX_PHOTO_MB, the rest MAX_FILE_MB,
 * so the message names the limit that applies.
 * @example tooLargeByLimit(["scan.pdf", "photo.jpg"]) // → { documents: ["scan.pdf"], pictures: ["photo.jpg"] }
 */
export function tooLargeByLimit(names: readonly string[]): { documents: string[]; pictures: string[] } {
  return {
    documents: names.filter((name) => !isPictureName(name)),
    pictures: names.filter((name) => isPictureName(name)),
  };
}
