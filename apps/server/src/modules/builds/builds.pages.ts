// Page pictures of a kept binder (issue 37 §3, the page-by-page view before Generate): small JPEGs drawn by pdftoppm
// on the worker pool a few pages at a time, as the person scrolls to them, and kept beside the binder so each page is
// drawn once. The binder is the "pages" build's pages.pdf (never downloadable) or a rendered build's binder.pdf.
import type { Kysely } from "kysely";
import type { BuildRow, Database } from "@courtready/db";
import type { TUser } from "@courtready/contracts";
import { PAGE_PICTURE_PIXELS } from "@courtready/contracts";
import { pagePicturesJob } from "./builds.pages.jobs.ts";
import type { JobRunner } from "../../jobs/runner.ts";
import type { FileStorage } from "../../storage/storage.ts";
import { HttpError } from "../../plugins/errors.ts";
import { downloadableBuild } from "./builds.service.ts";

/** Pages drawn together: about one phone screen's worth, so a scroll asks the worker pool once, not per page. */
export const PAGES_PER_BATCH = 8;
/** The file a "pages" build keeps its binder in: not one of the download names, so it is never handed out whole. */
export const PAGES_PDF = "pages.pdf";

export interface PagePictureDeps {
  db: Kysely<Database>;
  storage: FileStorage;
  jobs: JobRunner;
  clock: () => Date;
}

/** The kept binder a build's pictures are drawn from; null for a build that kept none (an enhanced kit). */
function binderKey(build: BuildRow): string | null {
  if (build.kind === "pages") return `${build.storage_prefix}/${PAGES_PDF}`;
  if (build.kind === "render") return `${build.storage_prefix}/binder.pdf`;
  return null;
}

const pictureKey = (build: BuildRow, page: number) => `${build.storage_prefix}/pages/${page}.jpg`;

async function bytesOf(storage: FileStorage, key: string): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.get(key)) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * Batches being drawn, by build and first page: the dozen pictures a scroll asks for at once share one drawing
 * instead of each reading the binder and starting pdftoppm.
 */
const drawing = new Map<string, Promise<(Uint8Array | null)[]>>();

async function drawBatch(deps: PagePictureDeps, build: BuildRow, key: string, page: number) {
  const first = Math.floor((page - 1) / PAGES_PER_BATCH) * PAGES_PER_BATCH + 1;
  const last = Math.min(first + PAGES_PER_BATCH - 1, build.page_count);
  const id = `${build.id}:${first}`;
  let pending = drawing.get(id);
  if (!pending) {
    pending = (async () => {
      const pdf = await bytesOf(deps.storage, key);
      const pictures = await deps.jobs.run(
        pagePicturesJob,
        { pdf, first, last, size: PAGE_PICTURE_PIXELS },
        { transfer: [pdf.buffer as ArrayBuffer] },
      );
      await Promise.all(
        pictures.map((jpeg, i) => (jpeg ? deps.storage.put(pictureKey(build, first + i), jpeg) : undefined)),
      );
      return pictures;
    })().finally(() => drawing.delete(id));
    drawing.set(id, pending);
  }
  return (await pending)[page - first] ?? null;
}

/**
 * GET /api/builds/{id}/pages/{page}: the picture of one page of the person's own unexpired build, drawn the first
 * time it is asked for. Someone else's build is the same 404 as a missing one (downloadableBuild).
 */
export async function pagePicture(
  deps: PagePictureDeps,
  user: TUser,
  buildId: string,
  page: number,
): Promise<Uint8Array> {
  const build = await downloadableBuild(deps.db, user, buildId, deps.clock());
  const key = binderKey(build);
  if (!key || page > build.page_count) throw new HttpError(404, "This page was not found.");
  if (await deps.storage.exists(pictureKey(build, page)))
    return bytesOf(deps.storage, pictureKey(build, page));
  const picture = await drawBatch(deps, build, key, page);
  // A page past the kept file's end (a binder split into volumes keeps volume 1 as binder.pdf) has no picture.
  if (!picture) throw new HttpError(404, "This page was not found.");
  return picture;
}
