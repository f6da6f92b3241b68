// The builder's redactions (issue 43), as pure functions: each file's find answer, which hits the person accepted
// and the boxes they drew, kept by the file's id (so a reorder moves nothing), and turned into the build's
// `redactions` field by file name. Also the keyboard and number entry of a box (WCAG 2.5.7: drawing needs no drag).
import type {
  TDrawnBox,
  TFileRedaction,
  TFindRedactionsAnswer,
  TPageLayout,
  TRedactionHit,
  TRedactionPage,
  TRedactionRect,
  TStoredRedaction,
} from "@courtready/contracts";

export interface FileRedaction {
  /** The server's answer; absent while nobody asked. */
  answer?: TFindRedactionsAnswer;
  /** The indexes of the answer's hits the person accepted (every hit starts accepted: the rule asks for it). */
  accepted: number[];
  boxes: TDrawnBox[];
  /** The hits a saved project kept for the file, used until the file is looked at again in this session. */
  saved?: TRedactionHit[];
  /** A saved converted file's layout of the pages its boxes are on, kept until the file is looked at again. */
  layout?: TPageLayout[];
}

/** By the builder file's id. */
export type Redactions = Record<string, FileRedaction>;

export const EMPTY: FileRedaction = { accepted: [], boxes: [] };

const sameHit = (a: TRedactionHit, b: TRedactionHit) =>
  a.page === b.page && a.kind === b.kind && a.value === b.value;

/**
 * A new answer for a file: every hit accepted (the rules ask for each), or, for a saved file, those it kept; the
 * boxes drawn so far kept.
 */
export function withAnswer(current: FileRedaction | undefined, answer: TFindRedactionsAnswer): FileRedaction {
  const hits = answer.status === "found" ? answer.hits : [];
  const saved = current?.saved;
  const accepted = hits.flatMap((hit, i) => (!saved || saved.some((s) => sameHit(s, hit)) ? [i] : []));
  return { answer, accepted, boxes: current?.boxes ?? [] };
}

/** The hits a file goes in with: those accepted of this session's answer, else those a saved project kept. */
export function acceptedHits(r: FileRedaction): TRedactionHit[] {
  const answer = r.answer?.status === "found" ? r.answer : null;
  return answer ? r.accepted.flatMap((i) => answer.hits[i] ?? []) : (r.saved ?? []);
}

/**
 * A converted file's (Word, Excel) layout of each page a box is drawn on, as the person saw it: the build refuses the
 * file if its conversion lays one of those pages out otherwise. Undefined for a PDF or a picture (fixed pages).
 */
export function pinnedLayout(r: FileRedaction): TPageLayout[] | undefined {
  const all = r.answer?.status === "found" ? r.answer.layout : r.layout;
  if (!all) return undefined;
  const boxed = new Set(r.boxes.map((b) => b.page));
  return all.filter((l) => boxed.has(l.page));
}

/**
 * The one-tap real redaction of readable text under black boxes: the areas added as drawn boxes, and for a Word or
 * Excel file the layout they were found on (a page already pinned keeps its own, the one its boxes were drawn on).
 */
export function withCoveredBoxes(
  r: FileRedaction,
  areas: readonly TDrawnBox[],
  layout: readonly TPageLayout[] | undefined,
): FileRedaction {
  const boxes = [...r.boxes, ...areas];
  if (!layout || r.answer?.status === "found") return { ...r, boxes };
  const kept = r.layout ?? [];
  return { ...r, boxes, layout: [...kept, ...layout.filter((l) => !kept.some((k) => k.page === l.page))] };
}

/** What a saved project keeps for the file (PUT …/files/:fileId/redaction). */
export function storedOf(r: FileRedaction): TStoredRedaction {
  const layout = pinnedLayout(r);
  return { hits: acceptedHits(r), boxes: r.boxes, ...(layout ? { layout } : {}) };
}

/** A saved project's file's redaction as the builder holds it. */
export function fromStored(stored: TStoredRedaction): FileRedaction {
  return {
    accepted: [],
    boxes: stored.boxes,
    saved: stored.hits,
    ...(stored.layout ? { layout: stored.layout } : {}),
  };
}

export function toggleHit(current: FileRedaction, index: number): FileRedaction {
  const accepted = current.accepted.includes(index)
    ? current.accepted.filter((i) => i !== index)
    : [...current.accepted, index].sort((a, b) => a - b);
  return { ...current, accepted };
}

/**
 * The build's `redactions` field: one entry for each file with an accepted hit or a drawn box, by its name (the
 * server matches entries to files by name, as descriptions).
 */
export function redactionsForBuild(
  files: readonly { id: string; name: string }[],
  redactions: Redactions,
): TFileRedaction[] {
  return files.flatMap((file) => {
    const r = redactions[file.id];
    if (!r) return [];
    const hits = acceptedHits(r);
    if (!hits.length && !r.boxes.length) return [];
    const layout = pinnedLayout(r);
    return [
      {
        name: file.name,
        hits: hits.map((hit) => ({ ...hit })),
        boxes: r.boxes,
        ...(layout ? { layout } : {}),
      },
    ];
  });
}

// The redaction panel asks for its pages in batches as the Pages panel does: one rule for both.
export { batchStart } from "../../shared/pages/pageBatches.ts";

/**
 * The page a person typed in "Go to page" (digits, spaces around them allowed), or null when it is not a page of a
 * `pageCount`-page file: the panel then says which numbers it takes rather than jumping somewhere else.
 */
export function pageFromEntry(entry: string, pageCount: number): number | null {
  const text = entry.trim();
  if (!/^\d{1,7}$/.test(text)) return null;
  const page = Number(text);
  return page >= 1 && page <= pageCount ? page : null;
}

/**
 * The page whose picture to ask for next, or null: `page` when it is not drawn yet, else the next batch's first page
 * once the person is within `ahead` pages of the drawn ones' end (so paging on rarely waits).
 */
export function pageToLoad(
  answer: Pick<Extract<TFindRedactionsAnswer, { status: "found" }>, "pages" | "pageCount">,
  page: number,
  ahead: number,
): number | null {
  const drawn = new Set(answer.pages.map((p) => p.page));
  if (page >= 1 && page <= answer.pageCount && !drawn.has(page)) return page;
  for (let next = page + 1; next <= Math.min(answer.pageCount, page + ahead); next++)
    if (!drawn.has(next)) return next;
  return null;
}

/** The file's answer with more page pictures, in page order, each page once. */
export function withPages(current: FileRedaction, pages: readonly TRedactionPage[]): FileRedaction {
  const answer = current.answer;
  if (answer?.status !== "found") return current;
  const byPage = new Map(answer.pages.map((p) => [p.page, p]));
  for (const p of pages) byPage.set(p.page, p);
  return { ...current, answer: { ...answer, pages: [...byPage.values()].sort((a, b) => a.page - b.page) } };
}

/** Redactions of files no longer in the builder dropped, so a removed file's hits are not sent. */
export function keepFiles(redactions: Redactions, ids: readonly string[]): Redactions {
  const kept: Redactions = {};
  for (const id of ids) if (redactions[id]) kept[id] = redactions[id];
  return kept;
}

/** A new box in the middle of a page: a third of its width, a line or two high, for the person to move. */
export function startingBox(page: Pick<TRedactionPage, "width" | "height">): TRedactionRect {
  const w = Math.round(page.width / 3);
  const h = 24;
  const x0 = Math.round((page.width - w) / 2);
  const y0 = Math.round((page.height - h) / 2);
  return { x0, y0, x1: x0 + w, y1: y0 + h };
}

const clamp = (v: number, lo: number, hi: number) => Math.min(Math.max(v, lo), hi);

/**
 * The box moved (arrow keys) or resized (Shift + arrow keys) by `step` points, kept on the page and at least 4
 * points wide and high.
 */
export function nudge(
  rect: TRedactionRect,
  key: "ArrowLeft" | "ArrowRight" | "ArrowUp" | "ArrowDown",
  resize: boolean,
  step: number,
  page: Pick<TRedactionPage, "width" | "height">,
): TRedactionRect {
  const dx = key === "ArrowLeft" ? -step : key === "ArrowRight" ? step : 0;
  const dy = key === "ArrowUp" ? -step : key === "ArrowDown" ? step : 0;
  if (resize) {
    return {
      ...rect,
      x1: clamp(rect.x1 + dx, rect.x0 + 4, page.width),
      y1: clamp(rect.y1 + dy, rect.y0 + 4, page.height),
    };
  }
  const w = rect.x1 - rect.x0;
  const h = rect.y1 - rect.y0;
  const x0 = clamp(rect.x0 + dx, 0, page.width - w);
  const y0 = clamp(rect.y0 + dy, 0, page.height - h);
  return { x0, y0, x1: x0 + w, y1: y0 + h };
}

/** A box from the numbers typed (left, top, width, height in points), or null when they do not make one on the page. */
export function boxFromNumbers(
  values: { left: number; top: number; width: number; height: number },
  page: Pick<TRedactionPage, "width" | "height">,
): TRedactionRect | null {
  const { left, top, width, height } = values;
  if (![left, top, width, height].every(Number.isFinite)) return null;
  if (left < 0 || top < 0 || width < 4 || height < 4) return null;
  if (left + width > page.width || top + height > page.height) return null;
  return { x0: left, y0: top, x1: left + width, y1: top + height };
}

/** The box between two points of a drag, in points, or null for a tap (too small to be meant as a box). */
export function boxFromDrag(
  a: { x: number; y: number },
  b: { x: number; y: number },
  page: Pick<TRedactionPage, "width" | "height">,
): TRedactionRect | null {
  const x0 = clamp(Math.min(a.x, b.x), 0, page.width);
  const x1 = clamp(Math.max(a.x, b.x), 0, page.width);
  const y0 = clamp(Math.min(a.y, b.y), 0, page.height);
  const y1 = clamp(Math.max(a.y, b.y), 0, page.height);
  if (x1 - x0 < 4 || y1 - y0 < 4) return null;
  return { x0: Math.round(x0), y0: Math.round(y0), x1: Math.round(x1), y1: Math.round(y1) };
}
