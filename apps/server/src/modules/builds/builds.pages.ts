// Page pictures of a kept binder (issue 37 §3, the page-by-page view before Generate): small JPEGs drawn by pdftoppm
// on the worker pool a few pages at a time, as the person scrolls to them, and kept beside the binder so each page is
// drawn once. The binder is the "pages" build's pages.pdf (never downloadable) or a rendered build's binder.pdf; a
// rendered binder split into volumes keeps binder.pdf as volume 1 and the later volumes beside it (keepVolumes), so a
// page past volume 1 is drawn from the volume holding it.
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

/** A kept volume's binder pages (as printed), volume 1 first: the `volumes.json` a split render keeps. */
export interface VolumeRange {
  first: number;
  last: number;
}

const volumesKey = (prefix: string) => `${prefix}/volumes.json`;
const volumeKey = (prefix: string, volume: number) => `${prefix}/volumes/${volume}.pdf`;

/**
 * Keeps a split render's volumes past the first (binder.pdf is volume 1) and every volume's page range, for the page
 * pictures. `volumes` are the volumes' files in order (the render's `filed`); output.zip holds them too, but drawing
 * a page from it would read the whole ZIP.
 */
export async function keepVolumes(
  storage: FileStorage,
  prefix: string,
  ranges: readonly VolumeRange[],
  volumes: readonly { bytes: Uint8Array }[],
): Promise<void> {
  await Promise.all(volumes.slice(1).map((v, i) => storage.put(volumeKey(prefix, i + 2), v.bytes)));
  await storage.put(volumesKey(prefix), new TextEncoder().encode(JSON.stringify(ranges)));
}

/** Where a binder page is drawn from: a kept PDF, and the run of binder pages in it with the PDF page of each. */
interface PageSource {
  key: string;
  /** The binder pages this PDF holds (as printed), inclusive. */
  first: number;
  last: number;
  /** The PDF page of binder page p is p − offset. */
  offset: number;
}

/**
 * Which volume holds binder page `page` (as printed), and the pages it holds: volume 1 from page 1 (cover and
 * index), each later one its range. A later volume opens with its own cover before its first numbered page (engine
 * links.ts: binder page p is that volume's page p − first + 2); in volume 1, page p is its p-th page.
 */
export function volumeOfPage(
  page: number,
  ranges: readonly VolumeRange[],
): { volume: number; first: number; last: number; offset: number } | null {
  const at = ranges.findIndex((r, i) => page >= (i === 0 ? 1 : r.first) && page <= r.last);
  if (at < 0) return null;
  const range = ranges[at]!;
  return at === 0
    ? { volume: 1, first: 1, last: range.last, offset: 0 }
    : { volume: at + 1, first: range.first, last: range.last, offset: range.first - 2 };
}

/** The kept binder a page's picture is drawn from; null for a build that kept none (an enhanced kit). */
async function sourceOf(deps: PagePictureDeps, build: BuildRow, page: number): Promise<PageSource | null> {
  const prefix = build.storage_prefix;
  if (build.kind === "pages")
    return { key: `${prefix}/${PAGES_PDF}`, first: 1, last: build.page_count, offset: 0 };
  if (build.kind !== "render") return null;
  const whole = { key: `${prefix}/binder.pdf`, first: 1, last: build.page_count, offset: 0 };
  // An unsplit render (or one kept before volumes were): binder.pdf is the whole binder.
  if (!(await deps.storage.exists(volumesKey(prefix)))) return whole;
  const ranges = JSON.parse(
    new TextDecoder().decode(await bytesOf(deps.storage, volumesKey(prefix))),
  ) as VolumeRange[];
  const at = volumeOfPage(page, ranges);
  if (!at) return null;
  const key = at.volume === 1 ? `${prefix}/binder.pdf` : volumeKey(prefix, at.volume);
  return { key, first: at.first, last: at.last, offset: at.offset };
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

async function drawBatch(deps: PagePictureDeps, build: BuildRow, source: PageSource, page: number) {
  // Batches by binder page, cut at the kept file's ends (a volume's pages are drawn from that volume only).
  const start = Math.floor((page - 1) / PAGES_PER_BATCH) * PAGES_PER_BATCH + 1;
  const first = Math.max(start, source.first);
  const last = Math.min(start + PAGES_PER_BATCH - 1, source.last);
  const id = `${build.id}:${source.key}:${first}`;
  let pending = drawing.get(id);
  if (!pending) {
    pending = (async () => {
      const pdf = await bytesOf(deps.storage, source.key);
      const pictures = await deps.jobs.run(
        pagePicturesJob,
        { pdf, first: first - source.offset, last: last - source.offset, size: PAGE_PICTURE_PIXELS },
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
  if (page > build.page_count) throw new HttpError(404, "This page was not found.");
  if (await deps.storage.exists(pictureKey(build, page)))
    return bytesOf(deps.storage, pictureKey(build, page));
  const source = await sourceOf(deps, build, page);
  if (!source) throw new HttpError(404, "This page was not found.");
  const picture = await drawBatch(deps, build, source, page);
  // A page past the kept file's end (a split render kept before its volumes were) has no picture.
  if (!picture) throw new HttpError(404, "This page was not found.");
  return picture;
}
