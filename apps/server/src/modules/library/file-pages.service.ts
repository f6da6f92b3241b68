// The Pages panel's pictures (issue 37 §3): one file's pages from `first_page`, drawn small on the worker pool from
// the conversion the file's check kept (conversions.ts), answered as data: URLs; and a file's page count alone, which
// a saved project's page edits are checked against. Nothing new is kept: a builder file is staged with the request,
// a saved project's file is read where the project keeps it, and a conversion made here is not stored (the check
// keeps one).
import { FILE_PAGE_PICTURE_PIXELS, FILE_PAGES_PER_BATCH } from "@courtready/contracts";
import type { TFilePagesAnswer } from "@courtready/contracts";
import type { PagePicturesResult } from "@courtready/engine";
import { HttpError } from "../../plugins/errors.ts";
import { conversionKey } from "./conversions.ts";
import { filePagesJob } from "./file-pages.jobs.ts";
import type { InspectDeps } from "./inspect.service.ts";

/** A file in storage; its digest names its kept conversion (a project file saved before migration 0019 has none). */
export interface PagedFile {
  name: string;
  key: string;
  sha256: string | null;
}

/** A first page past any file's last (contracts' page numbers stop at 100 000): the count alone, nothing drawn. */
const PAST_EVERY_PAGE = 100_001;

async function drawn(
  deps: InspectDeps,
  userId: string,
  file: PagedFile,
  first: number,
  now: Date,
): Promise<Extract<PagePicturesResult, { ok: true }>> {
  const kept = file.sha256 ? conversionKey(userId, file.sha256) : null;
  const found = kept ? await deps.storage.exists(kept).catch(() => false) : false;
  const result = await deps.jobs.run(filePagesJob, {
    file: { name: file.name, key: file.key },
    maxFileBytes: deps.maxFileBytes,
    date: now,
    ...(found && kept ? { cachedKey: kept } : {}),
    first,
    count: FILE_PAGES_PER_BATCH,
    sizePx: FILE_PAGE_PICTURE_PIXELS,
  });
  // The file's check already said what is wrong with it; here only that its pages cannot be shown.
  if (!result.ok) throw new HttpError(422, `${file.name}: ${result.reason}`);
  return result;
}

export async function filePages(
  deps: InspectDeps,
  userId: string,
  file: PagedFile,
  firstPage: number,
  now: Date,
): Promise<TFilePagesAnswer> {
  const result = await drawn(deps, userId, file, firstPage, now);
  return {
    pageCount: result.pageCount,
    pages: result.pages.map((p) => ({
      page: p.page,
      image: `data:image/jpeg;base64,${Buffer.from(p.jpeg).toString("base64")}`,
    })),
  };
}

/** The file's page count as converted (before page edits), from its kept conversion when there is one. */
export async function filePageCount(
  deps: InspectDeps,
  userId: string,
  file: PagedFile,
  now: Date,
): Promise<number> {
  return (await drawn(deps, userId, file, PAST_EVERY_PAGE, now)).pageCount;
}
