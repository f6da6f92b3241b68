// Where resumable uploads (tus, issue 40) are written: the app's own storage — the local folder through
// @tus/file-store rooted at FILES_DIR, or the S3 bucket through @tus/s3-store — so a finished upload is a stored file
// the app's FileStorage reads by the same key. Wrapped so a file's first bytes are sniffed before any of them is
// stored: garbage is refused there and its upload removed, never read to the end.
import { Transform } from "node:stream";
import type { Readable } from "node:stream";
import { FileStore } from "@tus/file-store";
import { S3Store } from "@tus/s3-store";
import { DataStore, ERRORS, MemoryKvStore } from "@tus/utils";
import type { Upload } from "@tus/utils";
import type { MetadataValue } from "@tus/s3-store";
import { SNIFF_HEAD_BYTES } from "@courtready/engine";
import type { Config } from "../../config.ts";
import type { FileStorage } from "../../storage/storage.ts";
import { refusedByHead } from "../../plugins/uploads.ts";
import { RESUMABLE_SIDECARS } from "./resumable.keys.ts";

/** An error the tus server answers with this status and body (its own errors have the same shape). */
export class TusRefusal extends Error {
  constructor(
    readonly status_code: number,
    readonly body: string,
  ) {
    super(body);
    this.name = "TusRefusal";
  }
}

/**
 * The store the configuration asks for (the S3 bucket when S3_BUCKET is set, else the local files folder), sniffing
 * and removing as SniffingStore says. `storage` is the app's store over the same files.
 */
export function createResumableStore(
  config: Pick<Config, "s3" | "filesDir">,
  storage: FileStorage,
): SniffingStore {
  if (!config.s3) return new SniffingStore(new FileStore({ directory: config.filesDir }), storage);
  const { bucket, endpoint, region, accessKeyId, secretAccessKey, forcePathStyle } = config.s3;
  // The S3 store keeps each upload's description in this cache; a removal here must forget it too.
  const cache = new MemoryKvStore<MetadataValue>();
  const store = new S3Store({
    cache,
    // 8 MiB parts: an upload cut mid-part keeps what arrived as the part object, so little is sent again.
    partSize: 8 * 1024 * 1024,
    s3ClientConfig: {
      bucket,
      region,
      forcePathStyle,
      ...(endpoint ? { endpoint } : {}),
      ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
    },
  });
  return new SniffingStore(store, storage, (id) => cache.delete(id));
}

/** What the sniff (plugins/uploads.ts, as for multipart uploads) refuses a file's head with, or null. */
function refusal(name: string, head: Buffer, complete: boolean): TusRefusal | null {
  const refused = refusedByHead(name, head, complete);
  return refused ? new TusRefusal(422, refused.message) : null;
}

/**
 * The store, but a file's first SNIFF_HEAD_BYTES (or the whole of a smaller file) are held back until they are
 * sniffed, so nothing of a refused file is ever stored and an upload cut before them stores nothing (it resumes
 * from 0). Deferred lengths are not offered: the declared Upload-Length is what the size checks judge.
 */
export class SniffingStore extends DataStore {
  constructor(
    private readonly inner: DataStore,
    private readonly storage: FileStorage,
    private readonly forget: (id: string) => Promise<void> = async () => undefined,
  ) {
    super();
    this.extensions = inner.extensions.filter((e) => e !== "creation-defer-length");
  }

  override create(upload: Upload): Promise<Upload> {
    return this.inner.create(upload);
  }

  /**
   * Removes the upload and the store's files beside it. The S3 store refuses to remove a finished upload (its
   * multipart upload is gone, so it answers "not found" and keeps the object), so what is left goes here.
   */
  override async remove(id: string): Promise<void> {
    const exists = await this.inner.getUpload(id).then(
      () => true,
      () => false,
    );
    if (!exists) throw ERRORS.FILE_NOT_FOUND;
    await this.inner.remove(id).catch(() => undefined);
    for (const key of [id, ...RESUMABLE_SIDECARS.map((suffix) => `${id}${suffix}`)])
      await this.storage.delete(key);
    await this.forget(id);
  }

  override getUpload(id: string): Promise<Upload> {
    return this.inner.getUpload(id);
  }

  override deleteExpired(): Promise<number> {
    return this.inner.deleteExpired();
  }

  override getExpiration(): number {
    return this.inner.getExpiration();
  }

  override async write(stream: Readable, id: string, offset: number): Promise<number> {
    if (offset > 0) return this.inner.write(stream, id, offset);
    const upload = await this.inner.getUpload(id);
    const size = upload.size ?? 0;
    const name = upload.metadata?.filename ?? "file";
    const wanted = Math.min(SNIFF_HEAD_BYTES, size);
    let held: Buffer[] | null = [];
    let heldBytes = 0;
    // The stores turn a stream's error into their own write error; the refusal is kept to be answered as itself.
    let refused: TusRefusal | null = null;
    const gate = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        if (!held) return callback(null, chunk);
        held.push(chunk);
        heldBytes += chunk.length;
        if (heldBytes < wanted) return callback();
        const head = Buffer.concat(held);
        held = null;
        refused = refusal(name, head.subarray(0, SNIFF_HEAD_BYTES), heldBytes >= size);
        callback(refused, refused ? undefined : head);
      },
      flush(callback) {
        // The request ended before the head was whole and the file is not finished: nothing is stored, and the
        // client sends the head again with what follows.
        if (held && heldBytes > 0) {
          refused = new TusRefusal(
            400,
            `Send at least the first ${SNIFF_HEAD_BYTES} bytes of the file in one request.`,
          );
          return callback(refused);
        }
        callback();
      },
    });
    stream.on("error", (error) => gate.destroy(error));
    // The S3 store attaches to the stream only after reading the upload's description, so a refusal can come
    // before anyone listens; it is kept in `refused` and answered below, and the store sees a destroyed stream.
    gate.on("error", () => undefined);
    try {
      return await this.inner.write(stream.pipe(gate), id, offset);
    } catch (error) {
      // Set by the gate's callbacks, which TypeScript's narrowing does not follow.
      const refusedWith = refused as TusRefusal | null;
      if (!refusedWith) throw error;
      // Garbage is removed with its upload; a head sent short is only refused (nothing of it was stored).
      if (refusedWith.status_code === 422) await this.remove(id).catch(() => undefined);
      throw refusedWith;
    }
  }
}
