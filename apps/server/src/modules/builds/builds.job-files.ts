// A job's files as its thread hands them to the engine (issue 40): staged in the job's folder by builds.run.ts
// (stageInputs) and named by path in the payload, read here or, for a build's PDFs, left where they are.
import { ZMessageChoice } from "@courtready/contracts";
import { isPdfOnDisk, readFileBytes } from "@courtready/engine";
import type { SourceFile } from "@courtready/engine";
import { z } from "zod";

/** Bytes as a file or a conversion holds them (any Uint8Array, whatever its buffer). */
export const ZBytes = z.custom<Uint8Array>((value) => value instanceof Uint8Array, "Expected bytes");
/**
 * A file, and for a message export the person's choice in it (issue 38: the worker makes its transcript). Its bytes,
 * or the path of its copy in the job's folder (builds.run.ts#stageInputs, issue 40): such a file is read in
 * the job's thread (`withBytes`), so the thread that took the job from the queue never holds it.
 */
export const ZSourceFile = z.object({
  name: z.string(),
  bytes: ZBytes.optional(),
  path: z.string().optional(),
  messages: ZMessageChoice.optional(),
});

/** Files with their bytes, a file given by path read now (one copy, owned by this thread). */
export function withBytes<
  T extends { name: string; bytes?: Uint8Array | undefined; path?: string | undefined },
>(files: T[]): (Omit<T, "bytes" | "path"> & { bytes: Uint8Array })[] {
  return files.map(({ bytes, path: file, ...rest }) => {
    if (bytes) return { ...rest, bytes };
    if (file === undefined)
      throw new Error(`Internal error: ${rest.name} came with neither bytes nor a path`);
    return { ...rest, bytes: readFileBytes(file) };
  });
}
/**
 * A build's files: a PDF given by path stays a path for the engine, which pools it from there (issue 40: a 250 MB
 * scan is never held by the job's thread); any other file, and one to redact, is read now as `withBytes` does.
 */
export function withPdfsOnDisk<
  T extends { name: string; bytes?: Uint8Array | undefined; path?: string | undefined; redaction?: unknown },
>(files: T[]): (Omit<T, "bytes" | "path"> & SourceFile)[] {
  return files.map((file) => {
    const { bytes: _bytes, path: given, ...rest } = file;
    if (given !== undefined && file.redaction === undefined && isPdfOnDisk({ name: file.name, path: given }))
      return { ...rest, path: given };
    return withBytes([file])[0]!;
  });
}
