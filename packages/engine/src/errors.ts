// Typed engine errors. Every failure names the file and says, in plain words, what the person can do about it.
// The message is "<file>: <reason>", which is exactly the CLI's stderr line.
import { fileRefusalEnglish } from "@courtready/contracts";
import type { FileRefusal } from "@courtready/contracts";

export type EngineErrorCode =
  /** The file is empty (0 bytes). */
  | "EMPTY_FILE"
  /** Larger than the configured per-file limit. */
  | "TOO_LARGE"
  /** The bytes are not any accepted type (or a type we cannot convert, e.g. PowerPoint, WordPerfect). */
  | "UNSUPPORTED_TYPE"
  /** A PDF that needs a password to open. */
  | "PDF_NEEDS_PASSWORD"
  /** The password given to unlock a PDF does not open it. */
  | "PDF_WRONG_PASSWORD"
  /** A PDF that cannot be repaired. */
  | "PDF_DAMAGED"
  /** A PDF whose page tree says it has more pages than any filing could (issue 40: refused by that claim alone). */
  | "PDF_TOO_MANY_PAGES"
  /** A Word/Excel file protected by a password. */
  | "OFFICE_NEEDS_PASSWORD"
  /** LibreOffice could not convert the file (damaged, or an old format it cannot read). */
  | "OFFICE_CONVERSION_FAILED"
  /** LibreOffice is not installed. */
  | "OFFICE_UNAVAILABLE"
  /** An image that cannot be decoded (damaged, truncated beyond use). */
  | "IMAGE_UNREADABLE"
  /** An image format we cannot decode here (e.g. HEIC without a decoder). */
  | "IMAGE_FORMAT_UNSUPPORTED"
  /** A decompression bomb: pixel count or inflated size absurd for the file size. */
  | "DECOMPRESSION_BOMB"
  /** A text file whose encoding cannot be determined. */
  | "TEXT_UNREADABLE"
  /** A .textClipping with no text in it. */
  | "CLIPPING_EMPTY"
  /** An external tool ran past its timeout and was killed. */
  | "TOOL_TIMEOUT"
  /** An external tool crashed (signal) or failed unexpectedly. */
  | "TOOL_FAILED"
  /** A required external program is not installed. */
  | "TOOL_MISSING"
  /** One page alone is larger than the size limit the binder must be split to (a page cannot be cut). */
  | "EXHIBIT_OVER_SIZE_LIMIT"
  /** The files together would take more memory than one build may use (pipeline/memory-budget.ts, issue 40). */
  | "MEMORY_BUDGET"
  /** A translation without the translator's name or qualifications, with no text, or given both as a file and typed. */
  | "TRANSLATION_INCOMPLETE"
  /** Page edits that would remove every page of a file (issue 37 §3): a file is removed as a whole instead. */
  | "ALL_PAGES_REMOVED"
  /** Page edits naming a page the file does not have. */
  | "PAGE_EDIT_PAST_END";

export class EngineError extends Error {
  constructor(
    readonly code: EngineErrorCode,
    /** The file's name as the user knows it (not a temp path). */
    readonly file: string,
    /** Plain-language reason with what to do next, e.g. "this PDF needs a password to open; upload a copy without one". */
    readonly reason: string,
    /**
     * The reason by code and params (contracts' FILE_REFUSALS) when it is one the person's language can say: the
     * server translates it by code; `reason` stays the English the CLI prints.
     */
    readonly refusal?: FileRefusal,
  ) {
    super(`${file}: ${reason}`);
    this.name = "EngineError";
  }
}

/**
 * The error for a refusal contracts' FILE_REFUSALS words: its English reason filled from there, its code and params
 * kept so the server can say it in the person's language.
 * @example refused("TOO_LARGE", "scan.pdf", { code: "tooLarge", params: { sizeMb: "31.0", maxMb: "30.0" } })
 */
export function refused(code: EngineErrorCode, file: string, refusal: FileRefusal): EngineError {
  return new EngineError(code, file, fileRefusalEnglish(refusal), refusal);
}

/** Several files failed: the build reports every problem, not only the first. */
export class EngineErrors extends Error {
  constructor(readonly errors: EngineError[]) {
    super(errors.map((e) => e.message).join("\n"));
    this.name = "EngineErrors";
  }
}
