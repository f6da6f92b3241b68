// The Pages panel's pictures (issue 37 §3): each page of one added file drawn small by the server
// (POST /api/file-pages), a batch at a time as its rows come near the screen, so a 200-page scan costs a phone only
// the batches scrolled to. A batch is asked for once; one that fails is said once and not asked again in a loop (the
// rows keep their numbered boxes, and every button still works).
import { useCallback, useEffect, useRef, useState } from "react";
import type { RefObject } from "react";
import { FILE_PAGES_PER_BATCH, FILE_PAGES_URL, ZFilePagesAnswer } from "@courtready/contracts";
import { apiJson } from "../../../api/client.ts";
import { batchStart } from "../redaction/redactionState.ts";

export interface PagePictures {
  /** A page's picture as a data: URL, once drawn. */
  of: (page: number) => string | undefined;
  /** Asks for the batch holding these pages, unless it was asked for already. */
  want: (pages: readonly number[]) => void;
  /** A batch could not be drawn. */
  failed: boolean;
}

/** The first page of each batch holding `pages` not asked for yet, each once, in order. */
export function batchesToAsk(pages: readonly number[], asked: ReadonlySet<number>): number[] {
  const starts = new Set(pages.map((page) => batchStart(page, FILE_PAGES_PER_BATCH)));
  return [...starts].filter((start) => !asked.has(start)).sort((a, b) => a - b);
}

export function usePagePictures(file: File | null, name: string): PagePictures {
  const [pictures, setPictures] = useState<ReadonlyMap<number, string>>(new Map());
  const [failed, setFailed] = useState(false);
  const asked = useRef(new Set<number>());
  // Another file in the row (replaced): its pictures are not this one's.
  useEffect(() => {
    asked.current = new Set();
    setPictures(new Map());
    setFailed(false);
  }, [file]);
  const want = useCallback(
    (pages: readonly number[]) => {
      if (!file) return;
      for (const first of batchesToAsk(pages, asked.current)) {
        asked.current.add(first);
        const form = new FormData();
        form.append("first_page", String(first));
        form.append("file", file, name);
        apiJson<unknown>("POST", FILE_PAGES_URL, form)
          .then((answer) => {
            const drawn = ZFilePagesAnswer.parse(answer).pages;
            setPictures((before) => new Map([...before, ...drawn.map((p) => [p.page, p.image] as const)]));
          })
          .catch(() => setFailed(true));
      }
    },
    [file, name],
  );
  const of = useCallback((page: number) => pictures.get(page), [pictures]);
  return { of, want, failed };
}

/**
 * Calls `want` with the pages whose rows (elements with `data-picture-page`) come within a screen of the viewport,
 * inside `list`, while `active`. Without IntersectionObserver (an old browser) the first batch is asked for.
 */
export function useVisiblePages(
  list: RefObject<HTMLElement | null>,
  active: boolean,
  want: (pages: readonly number[]) => void,
) {
  useEffect(() => {
    const root = list.current;
    if (!active || !root) return;
    const rows = [...root.querySelectorAll<HTMLElement>("[data-picture-page]")];
    const pageOf = (el: Element) => Number((el as HTMLElement).dataset.picturePage);
    if (typeof IntersectionObserver === "undefined") {
      want(rows.slice(0, FILE_PAGES_PER_BATCH).map(pageOf));
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => want(entries.filter((e) => e.isIntersecting).map((e) => pageOf(e.target))),
      { rootMargin: "100% 0px" },
    );
    rows.forEach((row) => observer.observe(row));
    return () => observer.disconnect();
  }, [list, active, want]);
}
