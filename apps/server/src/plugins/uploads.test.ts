// The one upload reader against a real Fastify app and a real local storage folder: files stream in with their
// SHA-256, every limit refuses with its own code, and nothing stays under the prefix after a refusal, a full disk
// or a client that goes away mid-upload (a real socket, destroyed halfway through the body).
import { createHash } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { connect } from "node:net";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify from "fastify";
import type { FastifyInstance } from "fastify";
import fastifyMultipart from "@fastify/multipart";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createLocalStorage } from "../storage/local-storage.ts";
import type { FileStorage } from "../storage/storage.ts";
import { fullDisk, multipartBody } from "../testing/harness.ts";
import { registerErrorHandling } from "./errors.ts";
import { OUT_OF_SPACE_MESSAGE, readUploadToStorage, UploadError } from "./uploads.ts";
import type { ReadUpload, UploadLimits } from "./uploads.ts";

const PREFIX = "users/u1/uploads/request-1";
const LIMITS: UploadLimits = { maxFileBytes: 1000, maxTotalBytes: 1500, maxFiles: 3, fileField: "files" };

const bytes = (size: number, fill: number) => new Uint8Array(size).fill(fill);
const sha256 = (data: Uint8Array) => createHash("sha256").update(data).digest("hex");

/** Every file under the storage root, as keys. */
function storedKeys(root: string): string[] {
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
  } catch {
    return [];
  }
}

describe("readUploadToStorage", () => {
  let root: string;
  let storage: FileStorage;
  let app: FastifyInstance;
  /** What the last request's read ended in: the upload, or the error it was refused with. */
  let settled: Promise<ReadUpload | unknown>;
  let settle: (value: ReadUpload | unknown) => void;

  async function start(store: FileStorage = storage): Promise<void> {
    app = Fastify();
    registerErrorHandling(app);
    await app.register(fastifyMultipart, { limits: { files: 10, parts: 30 } });
    app.post("/upload", async (request) => {
      try {
        const upload = await readUploadToStorage(request, store, PREFIX, LIMITS);
        settle(upload);
        return upload;
      } catch (error) {
        settle(error);
        if (error instanceof UploadError && error.statusCode < 500)
          throw Object.assign(error, { message: `${error.code}: ${error.message}` });
        throw error;
      }
    });
    await app.ready();
  }

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), "courtready-uploads-"));
    storage = createLocalStorage(root);
    settled = new Promise((resolve) => (settle = resolve));
  });
  afterEach(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  function post(files: { field?: string; filename: string; bytes: Uint8Array }[]) {
    const body = multipartBody(
      { note: "hello" },
      files.map((f) => ({ field: "files", ...f })),
    );
    return app.inject({ method: "POST", url: "/upload", payload: body.payload, headers: body.headers });
  }

  it("streams each kept file into storage with its size and SHA-256, reads the fields, skips other file parts", async () => {
    await start();
    const first = bytes(700, 1);
    const second = bytes(600, 2);
    const response = await post([
      { filename: "C:\\scans\\lease.pdf", bytes: first },
      { field: "other", filename: "ignored.bin", bytes: bytes(50, 9) },
      { filename: "photo\u202egpj.exe", bytes: second },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      fields: { note: "hello" },
      files: [
        { index: 0, name: "lease.pdf", key: `${PREFIX}/0`, size: 700, sha256: sha256(first) },
        { index: 1, name: "photogpj.exe", key: `${PREFIX}/1`, size: 600, sha256: sha256(second) },
      ],
    });
    expect(storedKeys(root).sort()).toEqual([`${PREFIX}/0`, `${PREFIX}/1`]);
  });

  it("refuses a file over the per-file limit, naming it, and keeps nothing", async () => {
    await start();
    const response = await post([
      { filename: "small.pdf", bytes: bytes(100, 1) },
      { filename: "big.pdf", bytes: bytes(1001, 2) },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/^FILE_TOO_LARGE: big\.pdf is larger than/);
    expect(storedKeys(root)).toEqual([]);
  });

  it("refuses files that add up past the per-request limit, though each is small enough, and keeps nothing", async () => {
    await start();
    const response = await post([
      { filename: "one.pdf", bytes: bytes(900, 1) },
      { filename: "two.pdf", bytes: bytes(900, 2) },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/^TOTAL_TOO_LARGE: /);
    expect(storedKeys(root)).toEqual([]);
  });

  it("refuses more files than allowed and keeps nothing", async () => {
    await start();
    const response = await post([1, 2, 3, 4].map((n) => ({ filename: `${n}.pdf`, bytes: bytes(10, n) })));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/^TOO_MANY_FILES: /);
    expect(storedKeys(root)).toEqual([]);
  });

  it("answers a full disk with the out-of-space message (507) and keeps nothing, not even the first file", async () => {
    await start(fullDisk(storage));
    const response = await post([{ filename: "lease.pdf", bytes: bytes(500, 1) }]);
    expect(response.statusCode).toBe(507);
    expect(response.json()).toEqual({ message: OUT_OF_SPACE_MESSAGE });
    expect(((await settled) as UploadError).code).toBe("OUT_OF_SPACE");
    expect(storedKeys(root)).toEqual([]);
  });

  it("keeps nothing when the client disconnects halfway through the body", async () => {
    // The first file is stored whole before the socket goes; the put of it is the signal to cut the connection.
    let firstStored!: () => void;
    const stored = new Promise<void>((resolve) => (firstStored = resolve));
    await start({
      ...storage,
      async put(key, data) {
        const result = await storage.put(key, data);
        if (key === `${PREFIX}/0`) firstStored();
        return result;
      },
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as AddressInfo;
    const body = multipartBody({}, [
      { field: "files", filename: "one.pdf", bytes: bytes(400, 1) },
      { field: "files", filename: "two.pdf", bytes: bytes(400, 2) },
    ]);
    // Everything up to the middle of the second file: the first part is complete, the second never ends.
    const cut = body.payload.length - 250;
    const socket = connect(port, "127.0.0.1");
    await new Promise<void>((resolve) => socket.once("connect", resolve));
    socket.write(
      `POST /upload HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${body.headers["content-type"]}\r\n` +
        `Content-Length: ${body.payload.length}\r\n\r\n`,
    );
    socket.write(body.payload.subarray(0, cut));
    await stored;
    expect(storedKeys(root)).toContain(`${PREFIX}/0`);
    socket.destroy();
    const outcome = await settled;
    expect(outcome).toBeInstanceOf(UploadError);
    expect((outcome as UploadError).code).toBe("ABORTED");
    expect(storedKeys(root)).toEqual([]);
  });
});
