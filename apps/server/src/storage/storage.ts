// Where user files live, behind a small interface so an S3-compatible store can replace the local folder without
// touching any caller. Keys are relative paths like "users/<id>/files/<id>.pdf".
import type { Readable } from "node:stream";

export interface FileStorage {
  /** Stores the bytes under the key, replacing what was there. Never leaves a half-written file behind. */
  put(key: string, data: Buffer | Uint8Array | Readable): Promise<{ size: number }>;
  /**
   * A stream of the stored bytes; throws StorageNotFoundError when the key does not exist. With `range`, only those
   * bytes (a store that has `stat` honours it; the caller checks the range against the size first).
   */
  get(key: string, range?: ByteRange): Promise<Readable>;
  /** Removes the key; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /**
   * Throws, saying why, when the store cannot be used at all (health, issue 41): the local folder missing or not
   * writable. Absent: a store whose `exists` throws when it cannot be reached (S3) is probed with that.
   */
  probe?(): Promise<void>;
  /** Removes every key under the folder `prefix` ("users/<id>"), for deleting an account. */
  deleteFolder(prefix: string): Promise<void>;
  /**
   * What is directly inside the folder `prefix`: each file or sub-folder's name and when it last changed (a
   * folder: when an entry directly in it last changed). A missing folder lists as empty. For the sweep that removes what no row refers to.
   */
  list(prefix: string): Promise<StoredEntry[]>;
  /** The size and age of one stored file, or undefined when there is none. Its presence means ranged reads work. */
  stat?(key: string): Promise<StoredFile | undefined>;
  /**
   * A short-lived address the browser can fetch the file from directly, answered with these headers (a presigned
   * GET on S3), or undefined when the store has none (local folder): the route then streams the file itself.
   */
  downloadUrl?(key: string, options: DownloadUrlOptions): Promise<string | undefined>;
}

/** Bytes `start` to `end`, both inclusive, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredFile {
  size: number;
  modifiedAt: Date;
}

export interface DownloadUrlOptions {
  /** The Content-Disposition header the download is answered with, as the route would send it. */
  contentDisposition: string;
  contentType: string;
  expiresSeconds: number;
}

export interface StoredEntry {
  name: string;
  modifiedAt: Date;
}

export class StorageNotFoundError extends Error {
  readonly code = "STORAGE_NOT_FOUND";
  constructor(readonly key: string) {
    super(`No stored file at ${key}`);
    this.name = "StorageNotFoundError";
  }
}

const KEY_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

/** Refuses keys that could escape the store (absolute paths, "..", odd characters); keys are made by our code. */
export function assertValidKey(key: string): void {
  if (
    !KEY_PATTERN.test(key) ||
    key.split("/").some((part) => part === "." || part === "..") ||
    key.length > 512
  ) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}
