// The one way an upload enters the server (issue 20): what a request declares is checked from its headers before a
// byte of the body is read, then each multipart file part streams into storage (never into a Buffer) through the
// per-file and per-request limits, with its SHA-256 computed on the way. Also the one file-name cleaner and the one
// Content-Disposition builder, so a name is cleaned and sent back the same way everywhere.
import { createHash } from "node:crypto";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { FastifyReply, FastifyRequest } from "fastify";
import { EngineError, SNIFF_HEAD_BYTES, sniffHead } from "@courtready/engine";
import type { FileStorage } from "../storage/storage.ts";
import { HttpError, isOutOfSpace, OUT_OF_SPACE_MESSAGE } from "./errors.ts";

/**
 * Room a multipart body needs beyond its files: text fields (up to 20 of 256 KiB) and each part's headers (1 KiB
 * each, 520 parts). A declared length above a limit plus this cannot be a body the limits would accept.
 */
export const MULTIPART_OVERHEAD_BYTES = 20 * 256 * 1024 + 520 * 1024;

/** The Content-Length a request declares, or undefined for a chunked body (its limits then apply as it streams). */
export function declaredLength(request: FastifyRequest): number | undefined {
  const value = request.headers["content-length"];
  if (value === undefined || !/^\d+$/.test(value)) return undefined;
  return Number(value);
}

/** True when the request says up front that its files exceed `limitBytes`: refuse it before reading the body. */
export function declaresMoreThan(request: FastifyRequest, limitBytes: number): boolean {
  const declared = declaredLength(request);
  return declared !== undefined && declared > limitBytes + MULTIPART_OVERHEAD_BYTES;
}

// Bidirectional controls (U+202A–U+202E, U+2066–U+2069) can make "invoice‮fdp.exe" read as "invoiceexe.pdf".
// eslint-disable-next-line no-control-regex -- control characters are exactly what must go
const UNSAFE_NAME_CHARACTERS = /[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g;

/**
 * A name safe to show, store and send back in Content-Disposition: the last path segment, no control or
 * bidirectional-control characters, at most 255 characters; "file" when nothing is left.
 */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const cleaned = base.replace(UNSAFE_NAME_CHARACTERS, "").trim();
  return (cleaned || "file").slice(0, 255);
}

/** A Content-Disposition value any browser reads: an ASCII fallback plus the exact UTF-8 name (RFC 6266). */
export function contentDisposition(kind: "attachment" | "inline", name: string): string {
  const clean = cleanFileName(name);
  const ascii = clean.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(clean)}`;
}

/** Sets the headers every file download shares: type, disposition, no caching, no sniffing. */
export function downloadHeaders(
  reply: FastifyReply,
  type: string,
  kind: "attachment" | "inline",
  name: string,
): FastifyReply {
  return reply
    .type(type)
    .header("Content-Disposition", contentDisposition(kind, name))
    .header("Cache-Control", "private, no-store")
    .header("X-Content-Type-Options", "nosniff");
}

/** Why an upload was refused; the route turns it into its own answer shape. */
export type UploadErrorCode =
  | "NOT_MULTIPART"
  | "FILE_TOO_LARGE"
  | "TOTAL_TOO_LARGE"
  | "TOO_MANY_FILES"
  | "OUT_OF_SPACE"
  | "ABORTED"
  /** Its first bytes say it is no kind of file we take (engine sniffHead); `reason` says what it seems to be. */
  | "UNSUPPORTED_TYPE";

const MB = 1024 * 1024;

export class UploadError extends HttpError {
  constructor(
    readonly code: UploadErrorCode,
    statusCode: number,
    message: string,
    /** The file being read when the limit was reached, if any. */
    readonly fileName?: string,
    /** UNSUPPORTED_TYPE: the engine's reason, which says what the file seems to be and what to do. */
    readonly reason?: string,
  ) {
    super(statusCode, message);
    this.name = "UploadError";
  }
}

export interface UploadLimits {
  maxFileBytes: number;
  maxTotalBytes: number;
  maxFiles: number;
  /** The form field whose files are kept ("files" for builds and projects, "file" for the library). */
  fileField: string;
  /**
   * Refuse a file whose first bytes say it is no kind of file we take (engine sniffHead), stopping its upload there
   * rather than storing the rest (issue 40). The full check still runs on the stored file.
   */
  sniff?: boolean;
}

/** The refusal of a file by its first bytes (`complete`: they are the whole file), or null when they pass. */
export function refusedByHead(name: string, head: Uint8Array, complete: boolean): UploadError | null {
  try {
    sniffHead({ name, bytes: head }, complete);
    return null;
  } catch (error) {
    if (!(error instanceof EngineError)) throw error;
    return new UploadError("UNSUPPORTED_TYPE", 422, `${name}: ${error.reason}`, name, error.reason);
  }
}

/** One uploaded file, already in storage. */
export interface StoredUpload {
  /** Its position among the kept files, from 0. */
  index: number;
  /** The cleaned name it was sent with. */
  name: string;
  key: string;
  size: number;
  /** Hex SHA-256 of its bytes, computed while it streamed. */
  sha256: string;
}

export interface ReadUpload {
  fields: Record<string, string>;
  files: StoredUpload[];
}

// Defined beside the error handler that answers them (no import cycle); re-exported for upload callers.
export { isOutOfSpace, OUT_OF_SPACE_MESSAGE };

/**
 * Reads a multipart body: text fields into `fields`, each part of `limits.fileField` streamed into storage under
 * `prefix` (as prefix/0, prefix/1, …), other file parts skipped without being kept. Limits are enforced while the
 * bytes stream, so an oversized file is refused before it is all read. On any failure — a limit, a full disk, a
 * client that goes away mid-upload — everything written under `prefix` is removed before the error is thrown.
 */
export async function readUploadToStorage(
  request: FastifyRequest,
  storage: FileStorage,
  prefix: string,
  limits: UploadLimits,
): Promise<ReadUpload> {
  if (!request.isMultipart())
    throw new UploadError("NOT_MULTIPART", 415, "Send the files as a multipart form.");
  const fields: Record<string, string> = {};
  const files: StoredUpload[] = [];
  let total = 0;
  let current: string | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: limits.maxFileBytes + 1 } })) {
      if (part.type !== "file") {
        if (typeof part.value === "string") fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== limits.fileField) {
        part.file.resume();
        continue;
      }
      if (files.length >= limits.maxFiles)
        throw new UploadError(
          "TOO_MANY_FILES",
          413,
          `Too many files at once (${limits.maxFiles} at most). Send fewer files, then try again.`,
        );
      const name = cleanFileName(part.filename || `file-${files.length + 1}`);
      current = name;
      const hash = createHash("sha256");
      let size = 0;
      // The file's first bytes, kept until there are enough to sniff (then dropped): a file refused by them is
      // stopped there, before the rest is read.
      let head: Buffer[] | null = limits.sniff ? [] : null;
      const sniffHeadOf = (complete: boolean): UploadError | null => {
        const bytes = Buffer.concat(head ?? []).subarray(0, SNIFF_HEAD_BYTES);
        head = null;
        return refusedByHead(name, bytes, complete);
      };
      const meter = new Transform({
        flush(callback) {
          callback(head ? sniffHeadOf(true) : null);
        },
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          total += chunk.length;
          if (size > limits.maxFileBytes)
            return callback(
              new UploadError(
                "FILE_TOO_LARGE",
                413,
                `${name} is larger than ${Math.round(limits.maxFileBytes / MB)} MB, the most one file can be. Split it or make it smaller, then try again.`,
                name,
              ),
            );
          if (total > limits.maxTotalBytes)
            return callback(
              new UploadError(
                "TOTAL_TOO_LARGE",
                413,
                `These files add up to more than ${Math.round(limits.maxTotalBytes / MB)} MB, the most one upload can take. Remove some files or make them smaller, then try again.`,
                name,
              ),
            );
          if (head) {
            head.push(chunk);
            const refused = size >= SNIFF_HEAD_BYTES ? sniffHeadOf(false) : null;
            if (refused) return callback(refused);
          }
          hash.update(chunk);
          callback(null, chunk);
        },
      });
      const key = `${prefix}/${files.length}`;
      // Both sides settle before the next part: the part through the meter (a refusal destroys the part), and the
      // meter into storage (which removes its partial file on any error).
      const results = await Promise.allSettled([pipeline(part.file, meter), storage.put(key, meter)]);
      const failed = results.find((r) => r.status === "rejected");
      if (failed) throw failed.reason;
      files.push({ index: files.length, name, key, size, sha256: hash.digest("hex") });
      current = undefined;
    }
  } catch (error) {
    await storage.deleteFolder(prefix).catch(() => {});
    throw asUploadError(error, limits, current);
  }
  return { fields, files };
}

function asUploadError(error: unknown, limits: UploadLimits, current: string | undefined): unknown {
  if (error instanceof UploadError) return error;
  if (isOutOfSpace(error)) return new UploadError("OUT_OF_SPACE", 507, OUT_OF_SPACE_MESSAGE, current);
  const code = (error as { code?: string }).code;
  if (code === "FST_REQ_FILE_TOO_LARGE")
    return new UploadError(
      "FILE_TOO_LARGE",
      413,
      `${current ?? "A file"} is larger than ${Math.round(limits.maxFileBytes / MB)} MB, the most one file can be. Split it or make it smaller, then try again.`,
      current,
    );
  if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT")
    return new UploadError(
      "TOO_MANY_FILES",
      413,
      `Too many files at once (${limits.maxFiles} at most). Send fewer files, then try again.`,
    );
  if (code === "ECONNRESET" || code === "ERR_STREAM_PREMATURE_CLOSE" || /aborted/i.test(String(error)))
    return new UploadError(
      "ABORTED",
      400,
      "The upload stopped before it finished. Please try again.",
      current,
    );
  return error;
}
