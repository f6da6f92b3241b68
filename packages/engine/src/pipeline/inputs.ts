// The build's first stage: each file checked against the size limit and sniffed for its real type; and how any
// failure on a file becomes the EngineError that names it.
import { EngineError, refused } from "../errors.ts";
import { sniffType } from "../ingest/sniff.ts";
import type { DetectedType, SourceFile } from "../types.ts";

export const DEFAULT_MAX_FILE_BYTES = 30 * 1024 * 1024;

/** The detected type, or the reason the file cannot be used. */
export function checkFile(file: SourceFile, maxFileBytes = DEFAULT_MAX_FILE_BYTES): DetectedType {
  if (file.bytes.byteLength > maxFileBytes) {
    const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
    throw refused("TOO_LARGE", file.name, {
      code: "tooLarge",
      params: { sizeMb: mb(file.bytes.byteLength), maxMb: mb(maxFileBytes) },
    });
  }
  return sniffType(file);
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
