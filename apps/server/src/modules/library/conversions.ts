// Each file converted once (issue 23 item 2): the engine's record of a file's conversion (converted PDF or page
// images, facts, first-page thumbnail) is kept in the person's storage, under the conversion version and the file's
// SHA-256, by the check when the file is added and by any preview or build that had to convert it; the next preview,
// build, kit or project preview hands it back to the engine instead of converting again. A record is only a
// shortcut: one missing, unreadable or refused by the engine (engine convert/cached.ts checks it against the
// file's bytes) means converting as before, and failing to keep one never fails the request that made it.
// Records go with the build's files (maintenance.ts, the build retention) and with the account (users/<id>).
import { CONVERSION_VERSION, sourceDigest } from "@courtready/engine";
import type { FileStorage } from "../../storage/storage.ts";
import { readStoredBytes } from "../../storage/staging.ts";

/** The folder of one person's records. */
export function conversionsFolder(userId: string): string {
  return `users/${userId}/conversions`;
}

/** Where the record of the file with this SHA-256 is kept: a new conversion version never reads an old record. */
export function conversionKey(userId: string, sha256: string): string {
  return `${conversionsFolder(userId)}/${CONVERSION_VERSION}-${sha256}`;
}

/**
 * A record holds the converted document, which can outgrow its source (a photo's page, a Word file's PDF), but
 * reading one is still bounded: past this many times the per-file limit it is ignored.
 */
const RECORD_BYTES_PER_FILE_BYTE = 4;

/** Each file's SHA-256, by position: the keys its records are kept and looked up under. */
export function digestsOf(files: { bytes: Uint8Array }[]): string[] {
  return files.map((file) => sourceDigest(file.bytes));
}

/** The kept record of each file (by its SHA-256, in order); null where there is none or it cannot be read. */
export async function loadConversions(
  storage: FileStorage,
  userId: string,
  digests: string[],
  maxFileBytes: number,
): Promise<(Uint8Array | null)[]> {
  return Promise.all(
    digests.map(async (digest) => {
      try {
        const key = conversionKey(userId, digest);
        return await readStoredBytes(storage, key, maxFileBytes * RECORD_BYTES_PER_FILE_BYTE);
      } catch {
        // Missing (never made, or swept), unreadable or too large: the file is converted as before.
        return null;
      }
    }),
  );
}

/**
 * Keeps the records a job made (by position, as `digests`), each under its file's SHA-256. Two checks of the same file may both write: each
 * put replaces the file whole with an equivalent record, so a reader sees one or the other, never a mix.
 */
export async function keepConversions(
  storage: FileStorage,
  userId: string,
  digests: string[],
  records: readonly (Uint8Array | null | undefined)[] | undefined,
  onError?: (error: unknown) => void,
): Promise<number> {
  let kept = 0;
  for (const [i, record] of (records ?? []).entries()) {
    const digest = digests[i];
    if (!record || !digest) continue;
    try {
      await storage.put(conversionKey(userId, digest), record);
      kept++;
    } catch (error) {
      // A full disk or a store that is down costs the next build a conversion, nothing more.
      onError?.(error);
    }
  }
  return kept;
}

/**
 * One file converted for its owner by `convert` (a job on the worker pool), handed the file's kept record (null when
 * there is none) and keeping the record it answers with when it converted afresh: the one way a single file's
 * conversion reads and writes records (the builder's and a project's check, a library upload). With `defer`, the
 * new record is not kept but returned with the file's SHA-256, for a caller that keeps it only once it has saved.
 */
export async function convertOwned<R extends { ok: boolean; record?: Uint8Array | undefined }>(
  storage: FileStorage,
  userId: string,
  file: { bytes: Uint8Array },
  maxFileBytes: number,
  convert: (cached: Uint8Array | null) => Promise<R>,
  options: { defer?: boolean } = {},
): Promise<R & { digest: string }> {
  const digests = digestsOf([file]);
  const [cached] = await loadConversions(storage, userId, digests, maxFileBytes);
  const result = await convert(cached ?? null);
  if (result.ok && result.record && !options.defer)
    await keepConversions(storage, userId, digests, [result.record]);
  return { ...result, digest: digests[0]! };
}

/**
 * Removes every record made more than `retentionHours` ago (the time a build's files are kept), and at once any
 * made by another conversion version, which nothing will read again. Returns how many went.
 */
export async function deleteExpiredConversions(
  storage: FileStorage,
  now: Date,
  retentionHours: number,
): Promise<number> {
  const cutoff = now.getTime() - retentionHours * 60 * 60 * 1000;
  let removed = 0;
  for (const user of await storage.list("users")) {
    const folder = conversionsFolder(user.name);
    for (const entry of await storage.list(folder)) {
      const current = entry.name.startsWith(`${CONVERSION_VERSION}-`);
      if (current && entry.modifiedAt.getTime() > cutoff) continue;
      await storage.delete(`${folder}/${entry.name}`);
      removed++;
    }
  }
  return removed;
}
