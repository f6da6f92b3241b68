// Where resumable uploads (tus, issue 40) are written: the app's own storage — the local folder through
// @tus/file-store rooted at FILES_DIR, or the S3 bucket through @tus/s3-store — so a finished upload is a stored file
// the app's FileStorage reads by the same key. Wrapped so a file's first bytes are sniffed before any of them is
// stored: garbage is refused there and its upload removed, never read to the end.
import { Transform } from "node:stream";
import type { Readable } from "node:stream";
import { FileStore } from "@tus/file-store";
import { S3Store } from "@tus/s3-store";
import { DataStore } from "@tus/utils";
import type { Upload } from "@tus/utils";
import { EngineError, SNIFF_HEAD_BYTES, sniffHead } from "@courtready/engine";
import type { Config } from "../../config.ts";

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

/** The store the configuration asks for: the S3 bucket when S3_BUCKET is set, else the local files folder. */
export function createResumableStore(config: Pick<Config, "s3" | "filesDir">): DataStore {
  if (!config.s3) return new FileStore({ directory: config.filesDir });
  const { bucket, endpoint, region, accessKeyId, secretAccessKey, forcePathStyle } = config.s3;
  return new S3Store({
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
}

/** What the sniff refuses a file's head with, or null when it may be one of the kinds we take. */
function refusal(name: string, head: Buffer, complete: boolean): TusRefusal | null {
  try {
    sniffHead({ name, bytes: head }, complete);
    return null;
  } catch (error) {
    if (!(error instanceof EngineError)) throw error;
    return new TusRefusal(422, `${name}: ${error.reason}`);
  }
}

/**
 * The store, but a file's first SNIFF_HEAD_BYTES (or the whole of a smaller file) are held back until they are
 * sniffed, so nothing of a refused file is ever stored and an upload cut before them stores nothing (it resumes
 * from 0). Deferred lengths are not offered: the declared Upload-Length is what the size checks judge.
 */
export class SniffingStore extends DataStore {
  constructor(private readonly inner: DataStore) {
    super();
    this.extensions = inner.extensions.filter((e) => e !== "creation-defer-length");
  }

  override create(upload: Upload): Promise<Upload> {
    return this.inner.create(upload);
  }

  override remove(id: string): Promise<void> {
    return this.inner.remove(id);
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
    try {
      return await this.inner.write(stream.pipe(gate), id, offset);
    } catch (error) {
      if (!refused) throw error;
      // Garbage is removed with its upload; a head sent short is only refused (nothing of it was stored).
      if (refused.status_code === 422) await this.inner.remove(id).catch(() => undefined);
      throw refused;
    }
  }
}
