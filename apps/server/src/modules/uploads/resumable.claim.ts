// A finished resumable upload becoming one of a request's staged files (issue 40): a build, a file check, a library
// upload or a project save names its uploads by id instead of sending their bytes again, and each is streamed (never
// held) into the request's own upload folder with its SHA-256, as plugins/uploads.ts would have stored it. The upload
// stays, so the next request (a check, a preview, then the binder) names it again; the person's cancel or the
// day-old sweep removes it.
import { createHash } from "node:crypto";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { DataStore } from "@tus/utils";
import { cleanFileName, UploadError } from "../../plugins/uploads.ts";
import type { ReadUpload, StoredUpload } from "../../plugins/uploads.ts";
import type { FileStorage } from "../../storage/storage.ts";
import { resumableKey } from "./resumable.keys.ts";

const MB = 1024 * 1024;

/**
 * The field a build names its files' order in (a JSON array): an upload id for a finished upload, null for the next
 * file part the request sent itself.
 */
export const UPLOAD_IDS_FIELD = "uploadIds";

/** The entries a build names, or [] when it names none; refused when the field is not such a list. */
export function uploadIdsOf(fields: Record<string, string>): (string | null)[] {
  const raw = fields[UPLOAD_IDS_FIELD];
  if (raw === undefined) return [];
  let ids: unknown;
  try {
    ids = JSON.parse(raw);
  } catch {
    ids = null;
  }
  if (!Array.isArray(ids) || !ids.every((id): id is string | null => id === null || typeof id === "string"))
    throw new UploadError("NOT_MULTIPART", 400, `${UPLOAD_IDS_FIELD} must be a list of upload ids.`);
  return ids;
}

/**
 * Moves the person's finished uploads `ids` to `prefix/<index>` (indexes from `first`), within the per-file,
 * total and count limits the multipart path applies (`already`: the bytes and files the request sent itself).
 * An id that is not this person's, or not finished, is refused as a 409 naming what to do.
 */
export async function claimUploads(
  store: DataStore,
  storage: FileStorage,
  userId: string,
  ids: readonly string[],
  prefix: string,
  limits: { maxFileBytes: number; maxTotalBytes: number; maxFiles: number },
  already: { files: number; bytes: number },
): Promise<StoredUpload[]> {
  if (already.files + ids.length > limits.maxFiles)
    throw new UploadError(
      "TOO_MANY_FILES",
      413,
      `Too many files at once (${limits.maxFiles} at most). Send fewer files, then try again.`,
    );
  const uploads = [];
  let total = already.bytes;
  for (const id of ids) {
    const key = resumableKey(userId, id);
    const upload = key ? await store.getUpload(key).catch(() => undefined) : undefined;
    if (!key || !upload || upload.size === undefined || upload.offset !== upload.size)
      throw new UploadError(
        "ABORTED",
        409,
        "One of the files has not finished uploading. Wait for it to finish, or add it again.",
      );
    const name = cleanFileName(upload.metadata?.filename ?? "file");
    if (upload.size > limits.maxFileBytes)
      throw new UploadError(
        "FILE_TOO_LARGE",
        413,
        `${name} is larger than ${Math.round(limits.maxFileBytes / MB)} MB, the most one file can be. Split it or make it smaller, then try again.`,
        name,
      );
    total += upload.size;
    if (total > limits.maxTotalBytes)
      throw new UploadError(
        "TOTAL_TOO_LARGE",
        413,
        `These files add up to more than ${Math.round(limits.maxTotalBytes / MB)} MB, the most one upload can take. Remove some files or make them smaller, then try again.`,
        name,
      );
    uploads.push({ key, name, size: upload.size });
  }
  const stored: StoredUpload[] = [];
  for (const upload of uploads) {
    const index = already.files + stored.length;
    const target = `${prefix}/${index}`;
    const hash = createHash("sha256");
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        hash.update(chunk);
        callback(null, chunk);
      },
    });
    await Promise.all([pipeline(await storage.get(upload.key), meter), storage.put(target, meter)]);
    stored.push({ index, name: upload.name, key: target, size: upload.size, sha256: hash.digest("hex") });
  }
  return stored;
}

/**
 * The request's files in the order its `uploadIds` field names: each id a finished resumable upload of this person
 * (claimed into `prefix`), each null the next file part the request sent. Without the field, the parts as they came.
 * `store` is undefined where this server takes no resumable uploads: naming one is then refused.
 */
export async function withNamedUploads(
  store: DataStore | undefined,
  storage: FileStorage,
  userId: string,
  sent: ReadUpload,
  prefix: string,
  limits: { maxFileBytes: number; maxTotalBytes: number; maxFiles: number },
): Promise<ReadUpload> {
  const order = uploadIdsOf(sent.fields);
  if (order.length === 0) return sent;
  const ids = order.filter((id): id is string => id !== null);
  if (order.length - ids.length !== sent.files.length)
    throw new UploadError("NOT_MULTIPART", 400, `${UPLOAD_IDS_FIELD} must name every file, in order.`);
  if (ids.length > 0 && !store)
    throw new UploadError("NOT_MULTIPART", 400, "This server does not take resumable uploads here.");
  const already = { files: sent.files.length, bytes: sent.files.reduce((sum, f) => sum + f.size, 0) };
  const claimed = store ? await claimUploads(store, storage, userId, ids, prefix, limits, already) : [];
  let part = 0;
  let upload = 0;
  const files = order.map((id, index) => ({
    ...(id === null ? sent.files[part++]! : claimed[upload++]!),
    index,
  }));
  return { fields: sent.fields, files };
}
