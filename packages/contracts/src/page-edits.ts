// Page edits within one exhibit (issue 37 §3): pages turned, removed or put in another order, as the binder shows
// them. The original file is never changed: the edits are applied to its pages when the binder is assembled, so
// the same shape travels from the builder (BuildRequest.pageEdits), through saved projects, to the engine and CLI.
import { z } from "zod";

/** A page of the file as converted, counted from 1. */
const ZPageNumber = z.number().int().min(1).max(100_000);

/** A clockwise turn, as PDF viewers and /Rotate count it. */
export const ZPageTurn = z.union([z.literal(90), z.literal(180), z.literal(270)]);
export type TPageTurn = z.infer<typeof ZPageTurn>;

/** As many pages as a filing could have: far above any exhibit, low enough that a field stays small. */
export const PAGE_EDIT_MAX_ENTRIES = 5_000;

const distinct = (pages: readonly number[]) => new Set(pages).size === pages.length;

/**
 * One exhibit's page edits: `remove` drops pages; `rotate` turns pages clockwise; `order` lists pages in the order
 * the binder shows them, and pages it does not list follow in the file's order (so "3,1" on a 4-page file gives
 * 3, 1, 2, 4). A page named twice in one list is refused: its meaning would be a guess.
 */
export const ZPageEdits = z
  .object({
    remove: z.array(ZPageNumber).max(PAGE_EDIT_MAX_ENTRIES).optional(),
    rotate: z
      .array(z.object({ page: ZPageNumber, turn: ZPageTurn }))
      .max(PAGE_EDIT_MAX_ENTRIES)
      .optional(),
    order: z.array(ZPageNumber).max(PAGE_EDIT_MAX_ENTRIES).optional(),
  })
  .refine((e) => distinct(e.remove ?? []), { message: "A page is removed twice." })
  .refine((e) => distinct((e.rotate ?? []).map((r) => r.page)), { message: "A page is turned twice." })
  .refine((e) => distinct(e.order ?? []), { message: "A page is placed twice." });
export type TPageEdits = z.infer<typeof ZPageEdits>;

/** One exhibit's page edits in a build request, matched to its file by name (as redactions are). */
export const ZFilePageEdits = z.object({ name: z.string().min(1).max(300), edits: ZPageEdits });
export type TFilePageEdits = z.infer<typeof ZFilePageEdits>;

/** One page of an edited exhibit: which page of the file it is, and how far it is turned. */
export interface EditedPage {
  page: number;
  turn: 0 | TPageTurn;
}

export const PAGE_EDIT_MESSAGES = {
  allRemoved: "every page of this file would be removed; keep at least one page, or remove the file instead",
  pastEnd: (page: number, pages: number) =>
    `page ${page} is asked for, but this file has ${pages} page${pages === 1 ? "" : "s"}; check the page edits`,
} as const;

/** Why edits cannot be applied: a page past the file's end, or every page removed. */
export interface PageEditProblem {
  kind: "pastEnd" | "allRemoved";
  message: string;
}

/** Edits that leave every page as it is (or none at all). */
export function noPageEdits(edits: TPageEdits | undefined): boolean {
  if (!edits) return true;
  const order = edits.order ?? [];
  return (
    (edits.remove ?? []).length === 0 &&
    (edits.rotate ?? []).length === 0 &&
    order.every((page, k) => page === k + 1)
  );
}

/**
 * The edits in one form whatever order their lists came in (removed and turned pages sorted, an order that only
 * restates the file's dropped): what tells two binders' edits apart (the one-time pass rule) and what is saved.
 */
export function canonicalPageEdits(edits: TPageEdits | undefined): TPageEdits | undefined {
  if (!edits || noPageEdits(edits)) return undefined;
  const remove = [...(edits.remove ?? [])].sort((a, b) => a - b);
  const rotate = [...(edits.rotate ?? [])].sort((a, b) => a.page - b.page);
  // A removed page's place says nothing; nor does a last listed page that would come next anyway (the first page
  // neither listed before it nor removed): "3,1,2" is "3,1", and "1,2" the file's own order.
  const removed = new Set(remove);
  const order = (edits.order ?? []).filter((page) => !removed.has(page));
  while (order.length > 0) {
    const before = new Set(order.slice(0, -1));
    let next = 1;
    while (before.has(next) || removed.has(next)) next++;
    if (order[order.length - 1] !== next) break;
    order.pop();
  }
  return {
    ...(remove.length ? { remove } : {}),
    ...(rotate.length ? { rotate: rotate.map(({ page, turn }) => ({ page, turn })) } : {}),
    ...(order.length ? { order } : {}),
  };
}

/**
 * The pages an exhibit of `pages` pages shows after `edits`, in order, each with its turn; or why the edits cannot
 * be applied (a page past the end, every page removed). The engine, the CLI and the builder's page count all read it.
 */
export function applyPageEdits(
  pages: number,
  edits: TPageEdits | undefined,
): { pages: EditedPage[] } | { problem: PageEditProblem } {
  const named = [
    ...(edits?.remove ?? []),
    ...(edits?.rotate ?? []).map((r) => r.page),
    ...(edits?.order ?? []),
  ];
  const past = named.find((page) => page > pages);
  if (past !== undefined)
    return { problem: { kind: "pastEnd", message: PAGE_EDIT_MESSAGES.pastEnd(past, pages) } };
  const removed = new Set(edits?.remove ?? []);
  const turns = new Map((edits?.rotate ?? []).map((r) => [r.page, r.turn]));
  const listed = edits?.order ?? [];
  const rest = Array.from({ length: pages }, (_, k) => k + 1).filter((page) => !listed.includes(page));
  const shown = [...listed, ...rest]
    .filter((page) => !removed.has(page))
    .map((page): EditedPage => ({ page, turn: turns.get(page) ?? 0 }));
  if (shown.length === 0) return { problem: { kind: "allRemoved", message: PAGE_EDIT_MESSAGES.allRemoved } };
  return { pages: shown };
}

/** PUT: a saved project's file's page edits (ZPageEdits, or null for none). */
export const projectFilePagesUrl = (projectId: string, fileId: string): string =>
  `/api/projects/${encodeURIComponent(projectId)}/files/${encodeURIComponent(fileId)}/pages`;
