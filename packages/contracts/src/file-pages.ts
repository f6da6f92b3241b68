// The builder's Pages panel's pictures (issue 37 §3): one added file's pages drawn small on the server, a batch at a
// time as the person scrolls to them, so each page row shows the page and not only its number.
import { z } from "zod";

/** POST: one file (the part "file", or the finished upload `uploadIds` names) and `first_page`. */
export const FILE_PAGES_URL = "/api/file-pages";
/** The longest side of a page's picture in the panel, in pixels: two to three times the box it is shown in. */
export const FILE_PAGE_PICTURE_PIXELS = 160;
/** Pages drawn per request: about one phone screen of rows, so a scroll asks once, not for every page. */
export const FILE_PAGES_PER_BATCH = 12;

export const ZFilePagesFields = z.object({
  /** The first page drawn, from 1; FILE_PAGES_PER_BATCH pages from there. */
  first_page: z.coerce.number().int().positive().max(100_000).default(1),
});

export const ZFilePagesAnswer = z.object({
  /** The file's page count as converted (before page edits). */
  pageCount: z.number().int().nonnegative(),
  pages: z.array(
    z.object({
      page: z.number().int().positive(),
      /** A JPEG as a data: URL. */
      image: z.string(),
    }),
  ),
});
export type TFilePagesAnswer = z.infer<typeof ZFilePagesAnswer>;

/**
 * GET: a batch of a saved project's file's pages drawn small (ZFilePagesAnswer), read on the server from the file
 * the project keeps, so the project editor's Pages panel never downloads and sends the file back.
 */
export const projectFilePicturesUrl = (projectId: string, fileId: string, firstPage: number): string =>
  `/api/projects/${encodeURIComponent(projectId)}/files/${encodeURIComponent(fileId)}/page-pictures?first_page=${firstPage}`;
