// A file checked the moment it is added to the builder (POST /api/inspect-file), and a locked PDF opened with its
// password (POST /api/unlock-pdf): what the row shows, in the words the person reads there.
import { z } from "zod";
import { DOCUMENT_TYPE_LABELS } from "./builder.ts";
import { ZMessageExportSummary } from "./messages.ts";

export const INSPECT_FILE_URL = "/api/inspect-file";
export const UNLOCK_PDF_URL = "/api/unlock-pdf";
/** The longest password the unlock form sends (PDF passwords are far shorter; this only bounds the request). */
export const MAX_PDF_PASSWORD_LENGTH = 1024;

/** The file's problem in a few words, by the engine's error code; the row's heading. */
export const FILE_PROBLEM_TITLES: Readonly<Record<string, string>> = {
  EMPTY_FILE: "This file is empty",
  TOO_LARGE: "This file is too large",
  UNSUPPORTED_TYPE: "This kind of file cannot go in a binder",
  PDF_NEEDS_PASSWORD: "This PDF is locked with a password",
  PDF_DAMAGED: "This PDF is damaged",
  PDF_TOO_MANY_PAGES: "This PDF has far too many pages",
  OFFICE_NEEDS_PASSWORD: "This file is locked with a password",
  OFFICE_CONVERSION_FAILED: "This file could not be opened",
  IMAGE_UNREADABLE: "This picture is damaged",
  IMAGE_FORMAT_UNSUPPORTED: "This kind of picture cannot be read",
  DECOMPRESSION_BOMB: "This picture is far too large",
  TEXT_UNREADABLE: "This text file could not be read",
  CLIPPING_EMPTY: "This clipping is empty",
};
export const DEFAULT_FILE_PROBLEM_TITLE = "This file cannot be used";
/** The row's reason when the check itself could not run (a busy or broken server). */
export const FILE_UNCHECKED_REASON =
  "This file could not be checked just now. It will be checked again when you preview or generate your binder.";

export const ZFileInspection = z.discriminatedUnion("status", [
  z.object({
    status: z.literal("ready"),
    fileType: z.enum(DOCUMENT_TYPE_LABELS),
    pageCount: z.number().int().positive(),
    warnings: z.array(z.string()),
  }),
  z.object({
    status: z.literal("attention"),
    code: z.string(),
    /** A few words: what is wrong. */
    problem: z.string(),
    /** What is wrong and what to do next, in a sentence or two. */
    reason: z.string(),
    /** True for a PDF that its password can open here. */
    canUnlock: z.boolean(),
  }),
  /** A message export (issue 38): its conversations, for the person to pick from; it becomes transcript exhibits. */
  z.object({ status: z.literal("messages"), summary: ZMessageExportSummary }),
  /** The check itself could not run (a busy or broken server): the file is checked again when a binder is made. */
  z.object({ status: z.literal("unchecked"), reason: z.string() }),
]);
export type TFileInspection = z.infer<typeof ZFileInspection>;

/** The text fields of POST /api/unlock-pdf besides the file. */
export const ZUnlockFields = z.object({
  password: z.string().min(1, "Type the PDF's password.").max(MAX_PDF_PASSWORD_LENGTH),
});

/** "this PDF is locked…" → "This PDF is locked…": the engine's reasons follow a file name, the row's stand alone. */
export function sentence(reason: string): string {
  const trimmed = reason.trim();
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}

/**
 * The row's state for an engine error code and reason. `say` puts an English text in the person's language (the
 * server passes its catalogue's translateMessage, issue 39); the title and the engine's reason go through it
 * before the reason is made a sentence, so a reason it does not know stays the engine's English.
 */
export function attentionFor(
  code: string,
  reason: string,
  say: (english: string) => string = (english) => english,
): Extract<TFileInspection, { status: "attention" }> {
  return {
    status: "attention",
    code,
    problem: say(FILE_PROBLEM_TITLES[code] ?? DEFAULT_FILE_PROBLEM_TITLE),
    reason: sentence(say(reason)),
    canUnlock: code === "PDF_NEEDS_PASSWORD",
  };
}
