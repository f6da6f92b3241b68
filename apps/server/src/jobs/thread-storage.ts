// The FileStorage a job thread reads and writes (issue 40): the pool hands each thread the storage configuration
// (workerData.storage), so a job is given a stored file's key and reads it here, on the thread, instead of the web
// process reading the whole file to pass it over. A worker process's threads get its own configuration, so a task
// message names a key in the store web and worker share.
import { workerData } from "node:worker_threads";
import type { Config } from "../config.ts";
import { createStorage } from "../storage/create-storage.ts";
import type { FileStorage } from "../storage/storage.ts";

/** What a thread needs to open the store: the local folder, or the S3 bucket's settings. */
export type ThreadStorageConfig = Pick<Config, "s3" | "filesDir">;

let storage: FileStorage | undefined;

/** This thread's store, opened on first use. Throws NO_STORAGE on a thread started without one (a test's pool). */
export function threadStorage(): FileStorage {
  const config = (workerData as { storage?: ThreadStorageConfig } | null)?.storage;
  if (!config)
    throw Object.assign(new Error("This job thread was started without storage"), { code: "NO_STORAGE" });
  return (storage ??= createStorage(config));
}
