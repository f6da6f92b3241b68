// The Pages panel's pictures (issue 37 §3): each page of one file drawn small by the server, a batch at a time as
// its rows come near the screen, so a 200-page scan costs a phone only the batches scrolled to. A file added in the
// builder is sent with each ask (POST /api/file-pages); a saved project's file is read where the project keeps it
// (GET …/files/:fileId/page-pictures), so the project editor never downloads it and sends it back. Each answer says
// the file's page count, which the editor learns this way. A batch is asked for once; one that fails is said once and
// not asked again in a loop (the rows keep their numbered boxes, and every button still works).
import { useCallback, useEffect, useRef, useState } from "react";
import type { RefObject } from "react";
import {
  FILE_PAGES_PER_BATCH,
  FILE_PAGES_URL,
  ZFilePagesAnswer,
  projectFilePicturesUrl,
} from "@courtready/contracts";
import { apiJson } from "../../../api/client.ts";
import { batchStart } from "./pageBatches.ts";

/** Where a file's pages are drawn from: its bytes in the browser, or the saved project's file. */
export type PagesSource =
  { kind: "added"; file: File } | { kind: "saved"; projectId: string; fileId: string };

export interface PagePictures {
  /** A page's picture as a data: URL, once drawn. */
  of: (page: number) => string | undefined;
  /** Asks for the batch holding these pages, unless it was asked for already. */
  want: (pages: readonly number[]) => void;
  /** A batch could not be drawn. */
  failed: boolean;
  /** The file's page count, once a batch was answered. */
  pageCount: number | undefined;
}

/** The first page of each batch holding `pages` not asked for yet, each once, in order. */
export function batchesToAsk(pages: readonly number[], asked: ReadonlySet<number>): number[] {
  const starts = new Set(pages.map((page) => batchStart(page, FILE_PAGES_PER_BATCH)));
  return [...starts].filter((start) => !asked.has(start)).sort((a, b) => a - b);
}

/**
 * A builder row's source: its bytes while the page has them, else (a reopened saved project's file) the project's
 * copy; null when neither.
 */
export function pagesSourceOf(
  file: { file?: File | null | undefined; savedFileId?: string | undefined },
  projectId: string | null,
): PagesSource | null {
  if (file.file) return { kind: "added", file: file.file };
  if (projectId && file.savedFileId) return { kind: "saved", projectId, fileId: file.savedFileId };
  return null;
}

/** One batch from `first`, asked of the server where the source's file is. */
function askBatch(source: PagesSource, name: string, first: number): Promise<unknown> {
  if (source.kind === "saved")
    return apiJson<unknown>("GET", projectFilePicturesUrl(source.projectId, source.fileId, first));
  const form = new FormData();
  form.append("first_page", String(first));
  form.append("file", source.file, name);
  return apiJson<unknown>("POST", FILE_PAGES_URL, form);
}

export function usePagePictures(source: PagesSource | null, name: string): PagePictures {
  const [pictures, setPictures] = useState<ReadonlyMap<number, string>>(new Map());
  const [pageCount, setPageCount] = useState<number | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const asked = useRef(new Set<number>());
  // The source as one value, so a new object for the same file (every render) asks nothing again.
  const file = source?.kind === "added" ? source.file : null;
  const projectId = source?.kind === "saved" ? source.projectId : null;
  const fileId = source?.kind === "saved" ? source.fileId : null;
  // Another file in the row (replaced): its pictures are not this one's.
  useEffect(() => {
    asked.current = new Set();
    setPictures(new Map());
    setPageCount(undefined);
    setFailed(false);
  }, [file, projectId, fileId]);
  const want = useCallback(
    (pages: readonly number[]) => {
      const from: PagesSource | null = file
        ? { kind: "added", file }
        : projectId && fileId
          ? { kind: "saved", projectId, fileId }
          : null;
      if (!from) return;
      for (const first of batchesToAsk(pages, asked.current)) {
        asked.current.add(first);
        askBatch(from, name, first)
          .then((answer) => {
            const drawn = ZFilePagesAnswer.parse(answer);
            setPageCount(drawn.pageCount);
            setPictures(
              (before) => new Map([...before, ...drawn.pages.map((p) => [p.page, p.image] as const)]),
            );
          })
          .catch(() => setFailed(true));
      }
    },
    [file, projectId, fileId, name],
  );
  const of = useCallback((page: number) => pictures.get(page), [pictures]);
  return { of, want, failed, pageCount };
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
