// Whether an exhibit's description tells a reader what the document is. The builder marks rows whose description
// is generic ("add a description") and asks once before building with them (issue 19: an index of "PDF document,
// 1 page" rows tells a judge nothing). Shared by the web app and the engine's describer tests.

/**
 * The sentences the offline describer writes when a file says nothing about itself: its type, perhaps its page
 * count, or a picture's pixel size with no date or camera.
 */
const GENERIC_DESCRIPTION =
  /^(?:(?:PDF|Word|Text) document|Excel spreadsheet|Text clipping|Document|Spreadsheet)(?:, \d+ pages?)?$|^(?:Photo|Image), \d+ × \d+ pixels$/i;

/**
 * True when a description is empty, only the file's name, or a generic sentence of the describer.
 * @example isGenericDescription("Word document, 2 pages", "lease.docx") // → true
 * @example isGenericDescription("Lease signed March 1, 2024", "lease.docx") // → false
 */
export function isGenericDescription(description: string | undefined | null, fileName = ""): boolean {
  const text = (description ?? "").trim();
  if (text === "") return true;
  if (fileName !== "" && text.toLowerCase() === fileName.trim().toLowerCase()) return true;
  return GENERIC_DESCRIPTION.test(text);
}
