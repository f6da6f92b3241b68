// The FileStorage contract, run on both backends: the local folder and an S3-compatible server (fauxqs) on
// 127.0.0.1. Round trips, overwrites, missing keys, multipart stream uploads, ranged reads, paged folder deletes,
// listings for the orphan sweep, refused keys, and failed uploads that must leave nothing behind.
import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { buffer, text } from "node:stream/consumers";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createLocalStorage } from "./local-storage.ts";
import { createS3Storage } from "./s3-storage.ts";
import { StorageNotFoundError } from "./storage.ts";
import type { FileStorage } from "./storage.ts";
import { startTestS3Server } from "../testing/s3-stand-in.ts";
import type { TestS3Server } from "../testing/s3-stand-in.ts";

const MIB = 1024 * 1024;

interface Store {
  storage: FileStorage;
  /** Every key in the store, however it was written: what a failed upload must not leave. */
  allKeys(): Promise<string[]>;
  cleanup(): Promise<void>;
}

interface Backend {
  name: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  open(): Promise<Store>;
}

const local: Backend = {
  name: "local folder",
  start: async () => {},
  stop: async () => {},
  open: async () => {
    const root = mkdtempSync(path.join(tmpdir(), "courtready-files-"));
    return {
      storage: createLocalStorage(root),
      // Temporary ".partial" files included: they are exactly what must not stay.
      allKeys: async () =>
        readdirSync(root, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) =>
            path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"),
          ),
      cleanup: async () => rmSync(root, { recursive: true, force: true }),
    };
  },
};

let server: TestS3Server | undefined;
let bucketCount = 0;
const s3: Backend = {
  name: "S3 (fauxqs on loopback)",
  start: async () => {
    server = await startTestS3Server();
  },
  stop: async () => {
    await server?.stop();
    server = undefined;
  },
  open: async () => {
    // A fresh bucket per test, so no test sees another's objects.
    const bucket = `${server!.bucket}-${++bucketCount}`;
    const running = await startBucket(server!, bucket);
    return {
      storage: createS3Storage({ ...server!.config, bucket, partSize: 5 * MIB }),
      allKeys: async () => {
        const keys: string[] = [];
        let token: string | undefined;
        do {
          const page = await running.send(
            new ListObjectsV2Command({ Bucket: bucket, ...(token ? { ContinuationToken: token } : {}) }),
          );
          keys.push(...(page.Contents ?? []).map((object) => object.Key!));
          token = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (token);
        return keys;
      },
      cleanup: async () => running.destroy(),
    };
  },
};

async function startBucket(running: TestS3Server, bucket: string): Promise<S3Client> {
  const { CreateBucketCommand } = await import("@aws-sdk/client-s3");
  const client = new S3Client({
    endpoint: running.endpoint,
    region: running.config.region,
    forcePathStyle: true,
    credentials: { accessKeyId: running.accessKeyId, secretAccessKey: running.secretAccessKey },
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return client;
}

/** `size` bytes of a fixed pattern in 64 KiB chunks, made as they are read (never one big buffer). */
function patternStream(size: number, failAfter?: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (failAfter !== undefined && sent >= failAfter) {
        this.destroy(new Error("connection reset"));
        return;
      }
      if (sent >= size) {
        this.push(null);
        return;
      }
      const length = Math.min(64 * 1024, size - sent);
      const chunk = Buffer.alloc(length);
      for (let i = 0; i < length; i++) chunk[i] = (sent + i) % 251;
      sent += length;
      this.push(chunk);
    },
  });
}

function patternBytes(start: number, end: number): Buffer {
  const out = Buffer.alloc(end - start + 1);
  for (let i = 0; i < out.length; i++) out[i] = (start + i) % 251;
  return out;
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

describe.each([local, s3])("file storage on $name", (backend) => {
  let store: Store;
  let storage: FileStorage;
  beforeAll(() => backend.start());
  afterAll(() => backend.stop());
  beforeEach(async () => {
    store = await backend.open();
    storage = store.storage;
  });
  afterEach(() => store.cleanup());

  it("stores bytes and streams them back unchanged", async () => {
    const bytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x0a]);
    expect(await storage.put("users/u1/files/a.pdf", bytes)).toEqual({ size: 7 });
    expect(await storage.exists("users/u1/files/a.pdf")).toBe(true);
    expect((await buffer(await storage.get("users/u1/files/a.pdf"))).equals(bytes)).toBe(true);
    expect(await storage.stat!("users/u1/files/a.pdf")).toMatchObject({ size: 7 });
  });

  it("accepts a stream and replaces an existing file", async () => {
    await storage.put("k.txt", Buffer.from("first"));
    expect(await storage.put("k.txt", Readable.from([Buffer.from("sec"), Buffer.from("ond")]))).toEqual({
      size: 6,
    });
    expect(await text(await storage.get("k.txt"))).toBe("second");
  });

  it("reports a missing key with StorageNotFoundError and deletes idempotently", async () => {
    await expect(storage.get("nope.pdf")).rejects.toBeInstanceOf(StorageNotFoundError);
    expect(await storage.stat!("nope.pdf")).toBeUndefined();
    expect(await storage.exists("nope.pdf")).toBe(false);
    await storage.put("gone.pdf", Buffer.from("x"));
    await storage.delete("gone.pdf");
    await storage.delete("gone.pdf");
    expect(await storage.exists("gone.pdf")).toBe(false);
  });

  it("takes a 12 MB stream in parts and gives it back whole, and any byte range of it", async () => {
    const size = 12 * MIB + 123;
    expect(await storage.put("users/u1/builds/b1/binder.pdf", patternStream(size))).toEqual({ size });
    expect((await storage.stat!("users/u1/builds/b1/binder.pdf"))?.size).toBe(size);
    const whole = await buffer(await storage.get("users/u1/builds/b1/binder.pdf"));
    expect(whole.length).toBe(size);
    expect(sha256(whole)).toBe(sha256(patternBytes(0, size - 1)));
    // Across the boundary of the first 5 MiB part, and the last byte alone.
    const across = { start: 5 * MIB - 10, end: 5 * MIB + 9 };
    expect(await buffer(await storage.get("users/u1/builds/b1/binder.pdf", across))).toEqual(
      patternBytes(across.start, across.end),
    );
    expect(
      await buffer(await storage.get("users/u1/builds/b1/binder.pdf", { start: size - 1, end: size - 1 })),
    ).toEqual(patternBytes(size - 1, size - 1));
  });

  it("stores a binder-sized file given whole (one PUT on S3), 40 MB, and gives it back unchanged", async () => {
    // The builds store their outputs as bytes in hand: S3 takes that in one request, so the stand-in must too.
    const size = 40 * MIB + 7;
    const bytes = patternBytes(0, size - 1);
    expect(await storage.put("users/u1/builds/b2/binder.pdf", bytes)).toEqual({ size });
    expect(sha256(await buffer(await storage.get("users/u1/builds/b2/binder.pdf")))).toBe(sha256(bytes));
  });

  it("reads a range of a small file", async () => {
    await storage.put("r.pdf", Buffer.from("0123456789"));
    expect(await text(await storage.get("r.pdf", { start: 2, end: 5 }))).toBe("2345");
  });

  it("deletes a folder of more than 1,000 files and nothing beside it", async () => {
    const keys = Array.from({ length: 1005 }, (_, i) => `users/u1/many/f${i}`);
    for (let i = 0; i < keys.length; i += 100)
      await Promise.all(keys.slice(i, i + 100).map((key) => storage.put(key, Buffer.from("x"))));
    await storage.put("users/u1/many/sub/deep.txt", Buffer.from("d"));
    // Same leading letters, another folder: a prefix match without the "/" would take it.
    await storage.put("users/u1/manyother/keep.txt", Buffer.from("k"));
    await storage.put("users/u1/keep.txt", Buffer.from("k"));
    await storage.deleteFolder("users/u1/many");
    expect((await store.allKeys()).sort()).toEqual(["users/u1/keep.txt", "users/u1/manyother/keep.txt"]);
    await storage.deleteFolder("users/u1/many");
    await storage.deleteFolder("users/nobody");
  });

  it("lists what is directly in a folder, with when it changed; a missing folder is empty", async () => {
    const before = Date.now();
    await storage.put("users/u1/uploads/j1/0", Buffer.from("a"));
    await storage.put("users/u1/uploads/j2/0", Buffer.from("b"));
    await storage.put("users/u1/uploads/j2/deeper/1", Buffer.from("b"));
    await storage.put("users/u1/uploads/loose.bin", Buffer.from("c"));
    const after = Date.now();
    const entries = await storage.list("users/u1/uploads");
    expect(entries.map((e) => e.name).sort()).toEqual(["j1", "j2", "loose.bin"]);
    // S3 keeps whole seconds; a folder's time is its newest file's, what the orphan sweep compares with its cutoff.
    for (const entry of entries) {
      expect(entry.modifiedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(entry.modifiedAt.getTime()).toBeLessThanOrEqual(after + 1000);
    }
    expect((await storage.list("users")).map((e) => e.name)).toEqual(["u1"]);
    expect(await storage.list("users/nobody")).toEqual([]);
  });

  it.each(["../etc/passwd", "/abs/path", "a/../../b", "a//b", "", "a/./b", "with space", "trailing/"])(
    "refuses the key %j",
    async (key) => {
      await expect(storage.put(key, Buffer.from("x"))).rejects.toThrow(/Invalid storage key/);
      await expect(storage.get(key)).rejects.toThrow(/Invalid storage key/);
      await expect(storage.deleteFolder(key)).rejects.toThrow(/Invalid storage key/);
      await expect(storage.list(key)).rejects.toThrow(/Invalid storage key/);
    },
  );

  it("leaves nothing behind when the source stream fails mid-way", async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.from("partial"));
        this.destroy(new Error("connection reset"));
      },
    });
    await expect(storage.put("broken.bin", failing)).rejects.toThrow("connection reset");
    expect(await storage.exists("broken.bin")).toBe(false);
    expect(await store.allKeys()).toEqual([]);
  });

  it("leaves the old file and nothing else when a large stream fails after several parts", async () => {
    await storage.put("users/u1/files/f.pdf", Buffer.from("old"));
    await expect(storage.put("users/u1/files/f.pdf", patternStream(12 * MIB, 11 * MIB))).rejects.toThrow(
      "connection reset",
    );
    expect(await text(await storage.get("users/u1/files/f.pdf"))).toBe("old");
    expect(await store.allKeys()).toEqual(["users/u1/files/f.pdf"]);
  });

  it("gives a download address only where the store can serve the browser itself", async () => {
    await storage.put("users/u1/builds/b1/binder.pdf", Buffer.from("%PDF-1.7 x"));
    const url = await storage.downloadUrl!("users/u1/builds/b1/binder.pdf", {
      contentDisposition: 'inline; filename="binder.pdf"',
      contentType: "application/pdf",
      expiresSeconds: 300,
    });
    if (backend === local) {
      expect(url).toBeUndefined();
      return;
    }
    const address = new URL(url!);
    expect(address.origin).toBe(server!.endpoint);
    // What real S3 answers the download with; fauxqs ignores these, so they are checked on the signed URL.
    for (const [input, want] of [
      ["response-content-disposition", 'inline; filename="binder.pdf"'],
      ["response-content-type", "application/pdf"],
      ["response-cache-control", "private, no-store"],
      ["X-Amz-Expires", "300"],
    ] as const)
      expect(address.searchParams.get(input), String(input)).toBe(want);
    const response = await fetch(address);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("%PDF-1.7 x");
  });
});

describe("S3 storage with a public endpoint", () => {
  it("signs download addresses for the public host, and uses the private one for everything else", async () => {
    const storage = createS3Storage({
      bucket: "files",
      endpoint: "http://10.0.0.5:9000",
      publicEndpoint: "https://files.example.org",
      region: "us-east-1",
      accessKeyId: "id",
      secretAccessKey: "secret",
      forcePathStyle: true,
    });
    const url = new URL(
      (await storage.downloadUrl!("users/u1/a.pdf", {
        contentDisposition: "attachment",
        contentType: "application/pdf",
        expiresSeconds: 60,
      }))!,
    );
    expect(`${url.origin}${url.pathname}`).toBe("https://files.example.org/files/users/u1/a.pdf");
  });
});
