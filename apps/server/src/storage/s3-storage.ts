// FileStorage on an S3-compatible bucket through the AWS SDK v3: streams go up as multipart uploads (never buffered
// whole), folders are key prefixes ("users/<id>/"), and downloads can be handed to the browser as presigned GETs.
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { ListObjectsV2CommandOutput } from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import type { FileStorage, StoredEntry } from "./storage.ts";
import { assertValidKey, StorageNotFoundError } from "./storage.ts";

export interface S3StorageOptions {
  bucket: string;
  /** The S3 API's address (MinIO, R2, a test server…); unset: AWS itself for the region. */
  endpoint?: string | undefined;
  region: string;
  /** Unset: the SDK's own chain (environment, instance role…). */
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** Bucket in the path (http://host/bucket/key) rather than the host name; most self-hosted servers need it. */
  forcePathStyle: boolean;
  /** Where browsers reach the same store, when it differs from `endpoint` (presigned URLs are signed for it). */
  publicEndpoint?: string | undefined;
  /** Multipart part size; S3 requires at least 5 MiB. At most partSize × 2 of a stream is held in memory. */
  partSize?: number;
  /** "Now", for a folder whose age cannot be told; the app's clock. */
  now?: () => Date;
}

const MIB = 1024 * 1024;
/** Folders whose age is looked up at once when listing. */
const LIST_CONCURRENCY = 8;

export function createS3Storage(options: S3StorageOptions): FileStorage {
  const credentials =
    options.accessKeyId && options.secretAccessKey
      ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
      : undefined;
  const clientFor = (endpoint: string | undefined) =>
    new S3Client({
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      // A download holds its connection for as long as the browser takes to read it; the SDK's default of 50
      // sockets would make every other storage call wait behind 50 slow downloads.
      requestHandler: { httpAgent: { maxSockets: 256 }, httpsAgent: { maxSockets: 256 } },
      ...(endpoint ? { endpoint } : {}),
      ...(credentials ? { credentials } : {}),
    });
  const client = clientFor(options.endpoint);
  const presigner = options.publicEndpoint ? clientFor(options.publicEndpoint) : client;
  const Bucket = options.bucket;
  const partSize = Math.max(5 * MIB, options.partSize ?? 8 * MIB);
  const now = options.now ?? (() => new Date());

  /** One page of what is under `prefix` ("a/b/"), from `token` on. */
  const listPage = (
    prefix: string,
    delimiter: boolean,
    token?: string,
  ): Promise<ListObjectsV2CommandOutput> =>
    client.send(
      new ListObjectsV2Command({
        Bucket,
        Prefix: prefix,
        ...(delimiter ? { Delimiter: "/" } : {}),
        ...(token ? { ContinuationToken: token } : {}),
      }),
    );

  /** The files and sub-folders directly under `prefix`, every page of them. */
  async function listDirect(prefix: string) {
    const files: { name: string; modifiedAt: Date | undefined }[] = [];
    const folders: string[] = [];
    let token: string | undefined;
    do {
      const page = await listPage(prefix, true, token);
      for (const object of page.Contents ?? []) {
        if (object.Key && object.Key.length > prefix.length)
          files.push({ name: object.Key.slice(prefix.length), modifiedAt: object.LastModified });
      }
      for (const common of page.CommonPrefixes ?? []) {
        if (common.Prefix) folders.push(common.Prefix.slice(prefix.length, -1));
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return { files, folders };
  }

  /**
   * A folder's age, as the local folder's mtime would tell it: the newest file directly in it. A folder with only
   * sub-folders in it has no age of its own here, so it counts as new: the orphan sweep leaves it for now rather
   * than take something still being written.
   */
  async function folderModifiedAt(prefix: string): Promise<Date> {
    const { files } = await listDirect(prefix);
    let newest: Date | undefined;
    for (const file of files) {
      if (file.modifiedAt && (!newest || file.modifiedAt > newest)) newest = file.modifiedAt;
    }
    return newest ?? now();
  }

  async function stat(key: string) {
    assertValidKey(key);
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return { size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? now() };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  return {
    async put(key, data) {
      assertValidKey(key);
      if (!(data instanceof Readable)) {
        const body = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentLength: body.length }));
        return { size: body.length };
      }
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          callback(null, chunk);
        },
      });
      // The object appears only when the upload completes; a failure aborts it (leavePartsOnError is false), so a
      // broken stream never leaves a truncated object under the key, nor parts that are billed.
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: counter },
        partSize,
        queueSize: 2,
      });
      const [fed, sent] = await Promise.allSettled([
        pipeline(data, counter),
        upload.done().catch((error: unknown) => {
          // The store refused: stop reading the source too.
          counter.destroy(error as Error);
          throw error;
        }),
      ]);
      if (fed.status === "rejected") {
        await upload.abort().catch(() => {});
        throw fed.reason;
      }
      if (sent.status === "rejected") throw sent.reason;
      return { size };
    },

    async get(key, range) {
      assertValidKey(key);
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: key,
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        // In Node the SDK's body is an http.IncomingMessage: a Readable that streams as it arrives.
        return answer.Body as Readable;
      } catch (error) {
        if (isNotFound(error)) throw new StorageNotFoundError(key);
        throw error;
      }
    },

    async delete(key) {
      assertValidKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async deleteFolder(prefix) {
      assertValidKey(prefix);
      // Always the first page: what was deleted is gone, so the next listing starts with what is left. At most
      // 1,000 keys a page, which is also DeleteObjects' limit.
      for (;;) {
        const page = await listPage(`${prefix}/`, false);
        const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
        if (keys.length === 0) return;
        const answer = await client.send(
          new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys, Quiet: true } }),
        );
        const failed = answer.Errors ?? [];
        if (failed.length)
          throw new Error(
            `Could not delete ${failed.length} stored files under ${prefix}: ${failed[0]?.Code ?? "unknown"} ${failed[0]?.Message ?? ""}`.trim(),
          );
      }
    },

    async list(prefix) {
      assertValidKey(prefix);
      const { files, folders } = await listDirect(`${prefix}/`);
      const entries: StoredEntry[] = files.map((file) => ({
        name: file.name,
        modifiedAt: file.modifiedAt ?? now(),
      }));
      for (let i = 0; i < folders.length; i += LIST_CONCURRENCY) {
        const batch = folders.slice(i, i + LIST_CONCURRENCY);
        const ages = await Promise.all(batch.map((name) => folderModifiedAt(`${prefix}/${name}/`)));
        batch.forEach((name, j) => entries.push({ name, modifiedAt: ages[j]! }));
      }
      return entries;
    },

    async exists(key) {
      return (await stat(key)) !== undefined;
    },

    stat,

    async downloadUrl(key, { contentDisposition, contentType, expiresSeconds }) {
      assertValidKey(key);
      return getSignedUrl(
        presigner,
        new GetObjectCommand({
          Bucket,
          Key: key,
          ResponseContentDisposition: contentDisposition,
          ResponseContentType: contentType,
          ResponseCacheControl: "private, no-store",
        }),
        { expiresIn: expiresSeconds },
      );
    },
  };
}

/** A missing key: GetObject says NoSuchKey, HeadObject (no body) only its 404. A missing bucket is an error. */
function isNotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    error.name !== "NoSuchBucket" &&
    (error.name === "NoSuchKey" || error.name === "NotFound" || error.$metadata.httpStatusCode === 404)
  );
}
