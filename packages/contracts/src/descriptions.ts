// Whether an exhibit's description tells a reader what the document is. The builder marks rows whose description
// is generic ("add a description") and asks once before building with them (issue 19: an index of "PDF document,
// 1 page" rows tells a judge nothing), and who wrote a description (issue 37: a sentence read off the file's own
// data is not the person's words, nor an AI's). Shared by the web app, the server and the engine's describer tests.
import { z } from "zod";

/**
 * Who wrote a description: the person ("person"), an AI model ("ai"), or the built-in describer from what the file
 * records about itself, its title, text and the date a photo was taken ("file"). Only "person" counts as written.
 */
export const DESCRIPTION_SOURCES = ["person", "ai", "file"] as const;
export const ZDescriptionSource = z.enum(DESCRIPTION_SOURCES);
export type TDescriptionSource = z.infer<typeof ZDescriptionSource>;

/**
 * Who wrote a kept machine description (a library or project file's aiDescription): absent or null for one saved
 * before issue 37, which reads as before, "ai".
 */
export const ZMachineDescriptionSource = z.enum(["ai", "file"]).nullable().optional();
export type TMachineDescriptionSource = z.infer<typeof ZMachineDescriptionSource>;

/** A kept source column as the contract has it: anything but "ai" or "file" (null: saved before) is null. */
export function machineDescriptionSource(value: string | null | undefined): "ai" | "file" | null {
  return value === "ai" || value === "file" ? value : null;
}

/** The words shown beside a description that the person did not write; none for their own. */
export const DESCRIPTION_SOURCE_LABELS: Record<TDescriptionSource, string | null> = {
  person: null,
  ai: "Suggested by AI",
  file: "From the file",
};

/**
 * The sentences the offline describer writes when a file says nothing about itself: its type, perhaps its page
 * count, a picture's kind alone ("Photo"), or (as descriptions saved before issue 37 read) its pixel size.
 */
const GENERIC_DESCRIPTION =
  /^(?:(?:PDF|Word|Text) document|Excel spreadsheet|Text clipping|Document|Spreadsheet)(?:, \d+ pages?)?$|^(?:Photo|Image)(?:, \d+ × \d+ pixels)?$/i;

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
