// The unsaved builder's files kept in this browser while the person goes to /membership and pays (issue 37 §5): a
// File cannot go into localStorage with the form (localSession.ts keeps only names), so the bytes wait in
// IndexedDB, which stores Files as they are, and come back on return (this tab, or a new one after checkout). They
// are deleted once restored, or when found a day old. Nothing here goes to the server.
//
// The raw IndexedDB API rather than a wrapper (idb-keyval): one store, one key, put / get / delete, about as many
// lines as the wrapper's call sites would be, and no dependency in the web bundle.
import { LOCAL_SESSION_MAX_AGE_MS } from "@courtready/contracts";
import { filesT } from "../shared/filesText.ts";
import type { FilesT } from "../shared/filesText.ts";
import type { ForgottenFile } from "./builderState.ts";

const DB_NAME = "courtready-builder";
const STORE = "membershipTrip";
const KEY = "files";

/** What is kept: the time it was kept and each file (its name, type and date travel with the File). */
export interface KeptFiles {
  keptAt: number;
  files: File[];
}

/** The kept record read back, or null when it is missing, odd, or a day old or more at `now` (then it is dropped). */
export function usableKept(value: unknown, now: number): KeptFiles | null {
  if (typeof value !== "object" || value === null) return null;
  const { keptAt, files } = value as { keptAt?: unknown; files?: unknown };
  if (typeof keptAt !== "number" || !Array.isArray(files)) return null;
  if (now - keptAt >= LOCAL_SESSION_MAX_AGE_MS || keptAt - now > 60_000) return null;
  if (!files.every((file) => file instanceof Blob && typeof (file as File).name === "string")) return null;
  return { keptAt, files: files as File[] };
}

/**
 * The kept files the restored form is still waiting for (its forgotten files, by name and size), each once: a file
 * the person removed before leaving is not brought back.
 */
export function filesToRestore(kept: readonly File[], forgotten: readonly ForgottenFile[]): File[] {
  const waiting = [...forgotten];
  return kept.filter((file) => {
    const at = waiting.findIndex((entry) => entry.name === file.name && entry.size === file.size);
    if (at < 0) return false;
    waiting.splice(at, 1);
    return true;
  });
}

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    if (typeof indexedDB === "undefined") {
      reject(new Error("IndexedDB is not available"));
      return;
    }
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error("IndexedDB could not be opened"));
    request.onblocked = () => reject(new Error("IndexedDB is blocked by another tab"));
  });
}

/** Runs one request in its own transaction and waits until the transaction is written (or fails). */
async function inStore<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await openDb();
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const request = work(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(request.result);
      // A full disk or a refused quota ends here (QuotaExceededError), as does a private window that refuses writes.
      tx.onerror = () => reject(tx.error ?? request.error ?? new Error("IndexedDB write failed"));
      tx.onabort = () => reject(tx.error ?? new Error("IndexedDB write was aborted"));
    });
  } finally {
    db.close();
  }
}

/** Keeps the files for the trip to /membership; false when the browser refused (no IndexedDB, no space). */
export async function keepFilesForTrip(files: File[], now: number = Date.now()): Promise<boolean> {
  try {
    const record: KeptFiles = { keptAt: now, files };
    await inStore("readwrite", (store) => store.put(record, KEY));
    return true;
  } catch {
    return false;
  }
}

/** The kept files, if any and under a day old; a record too old or unreadable is deleted here. */
export async function readKeptFiles(now: number = Date.now()): Promise<File[]> {
  try {
    const kept = usableKept(await inStore("readonly", (store) => store.get(KEY)), now);
    if (!kept) await forgetKeptFiles();
    return kept?.files ?? [];
  } catch {
    return [];
  }
}

/** Deletes the kept files (once restored, or never to be). */
export async function forgetKeptFiles(): Promise<void> {
  try {
    await inStore("readwrite", (store) => store.delete(KEY));
  } catch {
    // Nothing kept, or IndexedDB is off: nothing to delete.
  }
}

/** What the person is told about kept files, in the language shown when it is read (a getter, so callers spread it). */
export const KEPT_FILES_MESSAGES = {
  get notKept() {
    const t = filesT();
    return { title: t("kept.notKeptTitle"), description: t("kept.notKeptDescription") };
  },
  back: (count: number, t: FilesT = filesT()) => ({
    title: t("kept.backTitle"),
    description: t("kept.back", { count }),
  }),
};

/** The files of an unsaved builder that only this page holds: what the trip to /membership would lose. */
export function filesOnlyHere(files: readonly { file: File | null; isSaved: boolean }[]): File[] {
  return files.flatMap((entry) => (entry.file && !entry.isSaved ? [entry.file] : []));
}
