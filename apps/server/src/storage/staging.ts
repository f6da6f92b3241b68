// A private upload area for one request under the person's folder (users/<id>/uploads/<id>): the files stream in
// through plugins/uploads.ts, the route works from them there, and the area is removed whatever happens, so an
// upload never leaves anything behind but what the route chose to keep. A request may name finished resumable uploads
// instead of sending their bytes (issue 40, `uploadIds`): they are streamed into the same area, in the files' order.
import type { Readable } from "node:stream";
import { setTimeout as pause } from "node:timers/promises";
import type { FastifyRequest } from "fastify";
import type { DataStore } from "@tus/utils";
import { newId } from "@courtready/db";
import { retrying, retryPolicy } from "../modules/builds/builds.retry.ts";
import type { RetryPolicy } from "../modules/builds/builds.retry.ts";
import { readUploadToStorage } from "../plugins/uploads.ts";
import type { ReadUpload, UploadLimits } from "../plugins/uploads.ts";
import { withNamedUploads } from "../modules/uploads/resumable.claim.ts";
import type { FileStorage } from "./storage.ts";

/** A new staging folder for one request of this person. */
export function stagingPrefix(userId: string): string {
  return `users/${userId}/uploads/${newId()}`;
}

/**
 * Streams the request's files into a new staging folder, with the finished uploads its `uploadIds` field names
 * (from `resumable`, the tus store; without it, naming one is refused), runs `work` on them, then deletes the folder,
 * whether `work` succeeded or not. What `work` wants to keep it copies out of the staging folder.
 */
export async function withStagedUpload<T>(
  request: FastifyRequest,
  storage: FileStorage,
  userId: string,
  limits: UploadLimits,
  work: (upload: ReadUpload) => Promise<T>,
  resumable?: DataStore,
): Promise<T> {
  const prefix = stagingPrefix(userId);
  try {
    const sent = await readUploadToStorage(request, storage, prefix, limits);
    return await work(await withNamedUploads(resumable, storage, userId, sent, prefix, limits));
  } finally {
    await storage.deleteFolder(prefix).catch(() => removeLater(storage, prefix));
  }
}

/**
 * When the store was unreachable as the request ended (issue 41: an upload made as the bucket went left its first
 * file until the hourly sweep), the area is removed once the store answers again: tried in the background with the
 * builds' pauses (250 ms doubling to 5 s) for the outage budget, so the person's answer does not wait for the outage.
 * The pauses hold no process open: one stopping leaves the rest to the sweep.
 */
const backgroundRetry: RetryPolicy = {
  ...retryPolicy(),
  sleep: (ms, signal) => pause(ms, undefined, { ref: false, ...(signal ? { signal } : {}) }),
};

function removeLater(storage: FileStorage, prefix: string): void {
  void retrying(backgroundRetry, () => storage.deleteFolder(prefix)).catch(() => undefined);
}

/**
 * The bytes of one stored file, for the engine's check or the AI describer, which take bytes. Refused past
 * `maxBytes` (the per-file limit the file already streamed through), so the read is always bounded. The result is
 * its own ArrayBuffer, so it can be handed to a worker thread whole.
 */
export async function readStoredBytes(
  storage: FileStorage,
  key: string,
  maxBytes: number,
): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of await storage.get(key)) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > maxBytes) throw new Error(`${key} is larger than ${maxBytes} bytes`);
    chunks.push(buffer);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}

/**
 * The stored object at `key` as a stream to answer with, removed however the answer ends (sent, or the client gone):
 * for what was written only to be sent once (an unlocked PDF, an e-mail's attachment), so the web process passes it
 * on a chunk at a time and keeps nothing.
 */
export async function readOnce(
  storage: FileStorage,
  key: string,
  /** A staging folder made for it alone: removed whole (its key with it). */
  folder?: string,
): Promise<Readable> {
  const remove = () =>
    void (folder === undefined ? storage.delete(key) : storage.deleteFolder(folder)).catch(() => undefined);
  let body: Readable;
  try {
    body = await storage.get(key);
  } catch (error) {
    remove();
    throw error;
  }
  body.once("close", remove);
  return body;
}
