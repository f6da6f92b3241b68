// The builder's Pages panel's pictures (issue 37 §3): one added file's pages from `first_page`, drawn small on the
// worker pool from the conversion the file's check kept (conversions.ts), answered as data: URLs. Nothing new is
// kept: the staged file goes with the request, and a conversion made here is not stored (the check keeps one).
import { FILE_PAGE_PICTURE_PIXELS, FILE_PAGES_PER_BATCH } from "@courtready/contracts";
import type { TFilePagesAnswer } from "@courtready/contracts";
import { HttpError } from "../../plugins/errors.ts";
import { conversionKey } from "./conversions.ts";
import { filePagesJob } from "./file-pages.jobs.ts";
import type { InspectDeps, StoredFile } from "./inspect.service.ts";

export async function filePages(
  deps: InspectDeps,
  userId: string,
  file: StoredFile,
  firstPage: number,
  now: Date,
): Promise<TFilePagesAnswer> {
  const kept = conversionKey(userId, file.sha256);
  const found = await deps.storage.exists(kept).catch(() => false);
  const drawn = await deps.jobs.run(filePagesJob, {
    file: { name: file.name, key: file.key },
    maxFileBytes: deps.maxFileBytes,
    date: now,
    ...(found ? { cachedKey: kept } : {}),
    first: firstPage,
    count: FILE_PAGES_PER_BATCH,
    sizePx: FILE_PAGE_PICTURE_PIXELS,
  });
  // The file's check already said what is wrong with it; here only that its pages cannot be shown.
  if (!drawn.ok) throw new HttpError(422, `${file.name}: ${drawn.reason}`);
  return {
    pageCount: drawn.pageCount,
    pages: drawn.pages.map((p) => ({
      page: p.page,
      image: `data:image/jpeg;base64,${Buffer.from(p.jpeg).toString("base64")}`,
    })),
  };
}
