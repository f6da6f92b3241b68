// An exhibit's pages as the person arranges them in the builder's "Pages" panel (issue 37 §3): the file's pages in
// their binder order, each with its clockwise turn and whether it is removed. Removed pages stay in the list (struck
// through, with "Put back") so a removal is undone where it was made. The build sends them as contracts' page edits.
import { canonicalPageEdits } from "@courtready/contracts";
import type { TFilePageEdits, TPageEdits, TPageTurn } from "@courtready/contracts";

export interface DraftPage {
  /** The file's own page, counted from 1. */
  page: number;
  turn: 0 | TPageTurn;
  removed: boolean;
}

/** One exhibit's pages, in binder order. */
export type PagesDraft = readonly DraftPage[];

/** The file's pages as it came: in order, upright, none removed. */
export function untouched(pageCount: number): PagesDraft {
  return Array.from({ length: pageCount }, (_, k) => ({ page: k + 1, turn: 0, removed: false }));
}

/** A saved project's edits as the panel shows them (an order the file does not have is read as far as it goes). */
export function draftFromEdits(pageCount: number, edits: TPageEdits | null | undefined): PagesDraft {
  if (!edits) return untouched(pageCount);
  const inRange = (page: number) => page >= 1 && page <= pageCount;
  const listed = (edits.order ?? []).filter(inRange);
  const order = [
    ...listed,
    ...untouched(pageCount)
      .map((p) => p.page)
      .filter((p) => !listed.includes(p)),
  ];
  const removed = new Set(edits.remove ?? []);
  const turns = new Map((edits.rotate ?? []).map((r) => [r.page, r.turn]));
  return order.map((page) => ({ page, turn: turns.get(page) ?? 0, removed: removed.has(page) }));
}

/** Pages the binder will show. */
export const keptCount = (draft: PagesDraft): number => draft.filter((p) => !p.removed).length;

/** Turns the page at `index` a quarter clockwise (a full turn is upright again). */
export function turnPage(draft: PagesDraft, index: number): PagesDraft {
  return draft.map((p, k) => (k === index ? { ...p, turn: ((p.turn + 90) % 360) as 0 | TPageTurn } : p));
}

/**
 * Removes the page at `index`, or puts it back; the last page left is never removed (a file is removed from the
 * binder as a whole instead; the engine refuses it too): null then.
 */
export function toggleRemoved(draft: PagesDraft, index: number): PagesDraft | null {
  const page = draft[index];
  if (!page) return null;
  if (!page.removed && keptCount(draft) === 1) return null;
  return draft.map((p, k) => (k === index ? { ...p, removed: !p.removed } : p));
}

/** Moves the page at `index` one place up (-1) or down (+1); null at either end. */
export function movePage(draft: PagesDraft, index: number, by: -1 | 1): PagesDraft | null {
  const to = index + by;
  if (to < 0 || to >= draft.length) return null;
  const next = [...draft];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/**
 * The draft as contracts' page edits; undefined when it changes nothing. The order lists every page, removed ones
 * in their place, so the panel shows a removed page where it was (the server keeps the edits' one form).
 */
export function editsOf(draft: PagesDraft): TPageEdits | undefined {
  const remove = draft.filter((p) => p.removed).map((p) => p.page);
  const rotate = draft.flatMap((p) => (p.turn ? [{ page: p.page, turn: p.turn }] : []));
  const order = draft.map((p) => p.page);
  const edits = { remove, rotate, order };
  if (!canonicalPageEdits(edits)) return undefined;
  return {
    ...(remove.length ? { remove } : {}),
    ...(rotate.length ? { rotate } : {}),
    ...(order.some((page, k) => page !== k + 1) ? { order } : {}),
  };
}

/** The build's `pageEdits` field for the files sent, by name (as the server matches them). */
export function pageEditsForBuild(
  files: readonly { id: string; name: string }[],
  byFile: ReadonlyMap<string, TPageEdits>,
): TFilePageEdits[] {
  return files.flatMap((file) => {
    const edits = byFile.get(file.id);
    return edits ? [{ name: file.name, edits }] : [];
  });
}
