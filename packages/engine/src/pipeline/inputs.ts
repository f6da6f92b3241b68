// The build's first stage: each file checked against the size limit and sniffed for its real type; and how any
// failure on a file becomes the EngineError that names it.
import { EngineError, refused } from "../errors.ts";
import { sniffType } from "../ingest/sniff.ts";
import { hasBytes } from "../ingest/bytes.ts";
import { headOf, inMemory, sizeOf } from "../ingest/source-file.ts";
import type { DetectedType, SourceFile } from "../types.ts";

export const DEFAULT_MAX_FILE_BYTES = 30 * 1024 * 1024;

/**
 * The detected type, or the reason the file cannot be used. A file given by path is refused by its size unread, and
 * one that starts as a PDF does is sniffed from its first bytes alone (sniffType decides "pdf" from those too).
 */
export function checkFile(file: SourceFile, maxFileBytes = DEFAULT_MAX_FILE_BYTES): DetectedType {
  const size = sizeOf(file);
  if (size > maxFileBytes) {
    const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
    throw refused("TOO_LARGE", file.name, {
      code: "tooLarge",
      params: { sizeMb: mb(size), maxMb: mb(maxFileBytes) },
    });
  }
  if (file.path !== undefined && size > 0 && hasBytes(headOf(file, 5), 0, "%PDF-")) return "pdf";
  return sniffType(inMemory(file));
}

export function asEngineError(file: SourceFile, error: unknown): EngineError {
  if (error instanceof EngineError) return error;
  // A bug or a library failure on a strange file must still name the file and never end the process.
  const detail = error instanceof Error ? error.message : String(error);
  return new EngineError(
    "TOOL_FAILED",
    file.name,
    `this file could not be processed (${detail}); save it again in another format and upload that`,
  );
}
