// Sending stored files: whole or by byte range (206, 416), the route's headers kept, a missing file a 404 in words,
// and on S3, where the route allows it, a redirect to a presigned address; on the local folder and on S3 (fauxqs).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify from "fastify";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalStorage } from "../storage/local-storage.ts";
import { createS3Storage } from "../storage/s3-storage.ts";
import type { FileStorage } from "../storage/storage.ts";
import { startTestS3Server } from "../testing/s3-stand-in.ts";
import type { TestS3Server } from "../testing/s3-stand-in.ts";
import { registerErrorHandling } from "./errors.ts";
import { requestedRange, sendStored } from "./downloads.ts";
import { contentDisposition } from "./uploads.ts";

const KEY = "users/u1/builds/b1/binder.pdf";
const BYTES = "%PDF-0123456789";
/** What the route sends today for this name (with its RFC 5987 form), whichever way the file goes. */
const DISPOSITION = contentDisposition("inline", "My binder.pdf");

describe.each(["the local folder", "S3"] as const)("downloads from %s", (store) => {
  let s3: TestS3Server | undefined;
  let root: string | undefined;
  let storage: FileStorage;
  let app: FastifyInstance;
  beforeAll(async () => {
    if (store === "S3") {
      s3 = await startTestS3Server();
      storage = createS3Storage(s3.config);
    } else {
      root = mkdtempSync(path.join(tmpdir(), "courtready-downloads-"));
      storage = createLocalStorage(root);
    }
    await storage.put(KEY, Buffer.from(BYTES));
    app = Fastify();
    registerErrorHandling(app);
    app.get<{ Params: { name: string }; Querystring: { redirect?: string } }>("/f/:name", (request, reply) =>
      sendStored(request, reply, storage, {
        key: `users/u1/builds/b1/${request.params.name}`,
        type: "application/pdf",
        disposition: "inline",
        name: "My binder.pdf",
        redirect: request.query.redirect === "1",
        notFoundMessage: "This download was not found.",
      }),
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await s3?.stop();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it("sends the whole file with its length, its name and no caching, and says ranges work", async () => {
    const response = await app.inject({ url: "/f/binder.pdf" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(BYTES);
    expect(response.headers).toMatchObject({
      "content-type": "application/pdf",
      "content-disposition": DISPOSITION,
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
      "accept-ranges": "bytes",
      "content-length": String(BYTES.length),
    });
  });

  it.each([
    ["bytes=5-8", "bytes 5-8/15", "0123"],
    ["bytes=11-", "bytes 11-14/15", "6789"],
    ["bytes=-3", "bytes 12-14/15", "789"],
    ["bytes=10-99", "bytes 10-14/15", "56789"],
  ])("answers Range %s with 206 and only those bytes", async (range, contentRange, body) => {
    const response = await app.inject({ url: "/f/binder.pdf", headers: { range } });
    expect(response.statusCode).toBe(206);
    expect(response.headers["content-range"]).toBe(contentRange);
    expect(response.headers["content-length"]).toBe(String(body.length));
    expect(response.headers["content-disposition"]).toBe(DISPOSITION);
    expect(response.body).toBe(body);
  });

  it("answers a range past the end with 416 and the size", async () => {
    const response = await app.inject({ url: "/f/binder.pdf", headers: { range: "bytes=15-" } });
    expect(response.statusCode).toBe(416);
    expect(response.headers["content-range"]).toBe("bytes */15");
    expect(response.json().message).toMatch(/Download the whole file again/);
  });

  it("sends the whole file for several ranges or an If-Range naming another version", async () => {
    const several = await app.inject({ url: "/f/binder.pdf", headers: { range: "bytes=0-1,4-5" } });
    expect([several.statusCode, several.body]).toEqual([200, BYTES]);
    const stale = await app.inject({
      url: "/f/binder.pdf",
      headers: { range: "bytes=0-1", "if-range": "Mon, 02 Jan 2006 15:04:05 GMT" },
    });
    expect([stale.statusCode, stale.body]).toEqual([200, BYTES]);
  });

  it("says a missing file is not found, in words, redirected or not", async () => {
    for (const url of ["/f/gone.pdf", "/f/gone.pdf?redirect=1"]) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: "This download was not found." });
    }
  });

  it("redirects to a presigned address only on S3, keeping the name and no caching", async () => {
    const response = await app.inject({ url: "/f/binder.pdf?redirect=1" });
    if (store === "the local folder") {
      expect([response.statusCode, response.body]).toEqual([200, BYTES]);
      return;
    }
    expect(response.statusCode).toBe(302);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const location = new URL(response.headers.location!);
    expect(location.origin).toBe(s3!.endpoint);
    expect(location.searchParams.get("response-content-disposition")).toBe(DISPOSITION);
    expect(location.searchParams.get("X-Amz-Expires")).toBe("300");
    expect(await (await fetch(location)).text()).toBe(BYTES);
  });
});

describe("reading a Range header", () => {
  const at = new Date("2026-11-22T12:00:00Z");
  const read = (range: string | undefined, size = 100, ifRange?: string) =>
    requestedRange(
      { headers: { ...(range ? { range } : {}), ...(ifRange ? { "if-range": ifRange } : {}) } },
      size,
      at,
    );
  it("reads one range and ignores what it does not understand", () => {
    expect(read(undefined)).toBeUndefined();
    expect(read("bytes=0-0")).toEqual({ start: 0, end: 0 });
    expect(read("bytes=-500")).toEqual({ start: 0, end: 99 });
    expect(read("bytes=9-3")).toBeUndefined();
    expect(read("items=0-5")).toBeUndefined();
    expect(read("bytes=-")).toBeUndefined();
    expect(read("bytes=-0")).toBe("unsatisfiable");
    expect(read("bytes=0-", 0)).toBe("unsatisfiable");
    expect(read("bytes=0-9", 100, at.toUTCString())).toEqual({ start: 0, end: 9 });
  });
});
