// Each file converted once (issue 23 item 2): the engine's record of a file's conversion (converted PDF or page
// images, facts, first-page thumbnail) is kept in the person's storage, under the conversion version and the file's
// SHA-256, by the check when the file is added and by any preview or build that had to convert it; the next preview,
// build, kit or project preview hands it back to the engine instead of converting again. A record is only a
// shortcut: one missing, unreadable or refused by the engine (engine convert/cached.ts checks it against the
// file's bytes) means converting as before, and failing to keep one never fails the request that made it.
// Each record has a row in an index (conversions.repository.ts): written before its bytes, touched whenever a job is
// handed it, so a record lives the build retention from its last use and the sweep asks the database, not the store.
// Records go with the account (users/<id>, the rows by foreign key).
import type { Readable } from "node:stream";
import type { Kysely } from "kysely";
import type { Database } from "@courtready/db";
import { CONVERSION_VERSION, sourceDigest } from "@courtready/engine";
import type { FileStorage } from "../../storage/storage.ts";
import { readStoredBytes } from "../../storage/staging.ts";
import * as index from "./conversions.repository.ts";

/** Where records are kept: the bytes in storage, their index in the database. */
export interface ConversionStore {
  db: Kysely<Database>;
  storage: FileStorage;
}

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

/**
 * The kept record of each file (by its SHA-256, in order); null where there is none or it cannot be read. Those
 * found are marked used `now`, so a record in use is not swept.
 */
export async function loadConversions(
  store: ConversionStore,
  userId: string,
  digests: string[],
  maxFileBytes: number,
  now: Date,
): Promise<(Uint8Array | null)[]> {
  const records = await Promise.all(
    digests.map(async (digest) => {
      try {
        const key = conversionKey(userId, digest);
        return await readStoredBytes(store.storage, key, maxFileBytes * RECORD_BYTES_PER_FILE_BYTE);
      } catch {
        // Missing (never made, or swept), unreadable or too large: the file is converted as before.
        return null;
      }
    }),
  );
  const used = digests.filter((_, i) => records[i]);
  // Marking is a shortcut's upkeep too: failing it (a busy database) never fails the request.
  await index.touchRecords(store.db, userId, CONVERSION_VERSION, used, now).catch(() => undefined);
  return records;
}

/**
 * Keeps the records a job made (by position, as `digests`), each under its file's SHA-256: its index row first, so
 * no record is ever in storage without one (an account deleted meanwhile refuses the row, and nothing is written).
 * Two checks of the same file may both write: each put replaces the file whole with an equivalent record, so a
 * reader sees one or the other, never a mix.
 */
export async function keepConversions(
  store: ConversionStore,
  userId: string,
  digests: string[],
  records: readonly (Uint8Array | null | undefined)[] | undefined,
  now: Date,
  onError?: (error: unknown) => void,
): Promise<number> {
  const made = (records ?? []).flatMap((record, i) => {
    const digest = digests[i];
    return record && digest ? [{ digest, bytes: async () => record }] : [];
  });
  return keepEach(store, userId, made, now, onError);
}

/**
 * Keeps each record under its file's SHA-256: its index row first, so no record is ever in storage without one (an
 * account deleted meanwhile refuses the row, and nothing is written), then its bytes (or a stream of them).
 * Returns how many were kept.
 */
async function keepEach(
  store: ConversionStore,
  userId: string,
  made: readonly { digest: string; bytes: () => Promise<Uint8Array | Readable> }[],
  now: Date,
  onError?: (error: unknown) => void,
): Promise<number> {
  let kept = 0;
  for (const { digest, bytes } of made) {
    try {
      await index.upsertRecord(
        store.db,
        { user_id: userId, version: CONVERSION_VERSION, sha256: digest },
        now,
      );
      await store.storage.put(conversionKey(userId, digest), await bytes());
      kept++;
    } catch (error) {
      // A full disk or a store that is down costs the next build a conversion, nothing more.
      onError?.(error);
    }
  }
  return kept;
}

/**
 * Keeps records a job wrote to storage (issue 40: `recordKey`, under the request's staging area) as the person's
 * conversion of the file with that SHA-256: its index row first, as keepConversions does, then the bytes copied as
 * a stream, so the web process never holds a record whole.
 */
export async function keepStoredConversions(
  store: ConversionStore,
  userId: string,
  made: readonly { digest: string; recordKey: string }[],
  now: Date,
  onError?: (error: unknown) => void,
): Promise<number> {
  const items = made.map(({ digest, recordKey }) => ({
    digest,
    bytes: () => store.storage.get(recordKey),
  }));
  return keepEach(store, userId, items, now, onError);
}

/**
 * One file converted for its owner by `convert` (a job on the worker pool), handed the key of the file's kept record
 * and keeping the record it writes when it converted afresh: the one way a single file's conversion reads and writes
 * records (the builder's and a project's check, a library upload). The file is already in storage and nothing of
 * it is read here (issue 40): the SHA-256 streaming computed
 * names its record; `convert` (a job that reads the file on its thread) is handed the record's key when one is kept
 * (null otherwise) and writes a fresh record to `recordKey`, which is kept unless `defer` (then the caller keeps it
 * with keepStoredConversions once it has saved, while `recordKey` still exists).
 */
export async function convertStored<R extends { ok: boolean; recordKey?: string | undefined }>(
  store: ConversionStore,
  userId: string,
  file: { sha256: string },
  now: Date,
  convert: (cachedKey: string | null) => Promise<R>,
  options: { defer?: boolean } = {},
): Promise<R & { digest: string }> {
  const digest = file.sha256;
  const key = conversionKey(userId, digest);
  const found = await store.storage.exists(key).catch(() => false);
  // Marking is a shortcut's upkeep: failing it (a busy database) never fails the request.
  if (found)
    await index.touchRecords(store.db, userId, CONVERSION_VERSION, [digest], now).catch(() => undefined);
  const result = await convert(found ? key : null);
  if (result.ok && result.recordKey && !options.defer)
    await keepStoredConversions(store, userId, [{ digest, recordKey: result.recordKey }], now);
  return { ...result, digest };
}

/** Stale records taken per query, so one sweep never holds a large list. */
const SWEEP_PAGE = 500;

/**
 * Removes every record unused for `retentionHours` (the time a build's files are kept), and at once any made by
 * another conversion version, which nothing will read again: found through the index, never by listing storage.
 * Records written before the index existed have no row; they are swept by the old rule (written more than the
 * retention ago, by the store's time) from each person's folder, only until every one of them must have expired.
 * Returns how many went.
 */
export async function deleteExpiredConversions(
  store: ConversionStore,
  now: Date,
  retentionHours: number,
): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionHours * HOUR_MS);
  let removed = 0;
  for (;;) {
    const stale = await index.staleRecords(store.db, cutoff, CONVERSION_VERSION, SWEEP_PAGE);
    for (const ref of stale) {
      // The bytes first: if that fails, the row stays and the next sweep tries again.
      await store.storage.delete(`${conversionsFolder(ref.user_id)}/${ref.version}-${ref.sha256}`);
      await index.deleteIfStale(store.db, ref, cutoff, CONVERSION_VERSION);
      removed++;
    }
    if (stale.length < SWEEP_PAGE) break;
  }
  return removed + (await deleteUnindexedConversions(store, now, cutoff, retentionHours));
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * The old rule for records written before the index (0015): listed from each person's folder and removed once
 * written more than the retention ago, or of another version. Runs only until two hours past a retention after
 * the index was made (hourly sweeps: at least one after the last such record expired), then never lists again.
 */
async function deleteUnindexedConversions(
  store: ConversionStore,
  now: Date,
  cutoff: Date,
  retentionHours: number,
): Promise<number> {
  const since = await index.indexCreatedAt(store.db);
  if (!since || now.getTime() > since.getTime() + (retentionHours + 2) * HOUR_MS) return 0;
  let removed = 0;
  for (const user of await store.storage.list("users")) {
    const folder = conversionsFolder(user.name);
    const entries = await store.storage.list(folder);
    if (!entries.length) continue;
    const indexed = await index.indexedDigests(store.db, user.name);
    for (const entry of entries) {
      if (indexed.has(entry.name)) continue;
      const current = entry.name.startsWith(`${CONVERSION_VERSION}-`);
      if (current && entry.modifiedAt.getTime() > cutoff.getTime()) continue;
      await store.storage.delete(`${folder}/${entry.name}`);
      removed++;
    }
  }
  return removed;
}
