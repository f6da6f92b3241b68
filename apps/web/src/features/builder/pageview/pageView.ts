// What each page of the page-by-page view is (issue 37 §3): the exhibit it belongs to, or the binder's own pages
// (cover, index) before the first exhibit and any after the last. Kept apart from React so it is tested alone.
import type { TBinderPageSpan } from "@courtready/contracts";
import { PAGE_PICTURE_PIXELS } from "@courtready/contracts";

/** Where one binder page sits: in an exhibit (by its label), or among the binder's own pages. */
export type PagePlace = { kind: "exhibit"; label: string } | { kind: "binder" };

/**
 * Each page's place, page 1 first. Spans are the server's (1-based, inclusive); a page no span holds is the binder's.
 * @example pagePlaces(4, [{ label: "A", first: 3, last: 4 }]) // → binder, binder, exhibit A, exhibit A
 */
export function pagePlaces(pageCount: number, exhibits: readonly TBinderPageSpan[]): PagePlace[] {
  const places: PagePlace[] = Array.from({ length: pageCount }, () => ({ kind: "binder" }));
  for (const { label, first, last } of exhibits)
    for (let page = Math.max(1, first); page <= Math.min(last, pageCount); page++)
      places[page - 1] = { kind: "exhibit", label };
  return places;
}

/**
 * The box each picture is shown in, in pixels: a US Letter page (8.5 × 11) at the pictures' size. Set as the img's
 * width and height, the browser reserves it before the picture arrives, so the list never jumps while scrolling;
 * a landscape page is drawn inside it, whole.
 */
export const PICTURE_BOX = {
  width: Math.round((PAGE_PICTURE_PIXELS * 8.5) / 11),
  height: PAGE_PICTURE_PIXELS,
} as const;
