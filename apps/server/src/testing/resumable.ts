// Test steps on the resumable upload endpoint (/api/uploads, tus 1.0) through the real routes: create an upload,
// send bytes at an offset, ask for the offset, and all three at once for a finished upload's id; and the app such a
// test runs on, on either kind of storage.
import { afterAll, beforeAll, expect } from "vitest";
import { dialectsUnderTest } from "@courtready/db/testing";
import { buildTestApp } from "./harness.ts";
import type { TestApp, TestClient } from "./harness.ts";
import { startTestS3Server } from "./s3-stand-in.ts";
import type { TestS3Server } from "./s3-stand-in.ts";

export const TUS = { "tus-resumable": "1.0.0" };

export const tusMetadata = (name: string) => `filename ${Buffer.from(name).toString("base64")}`;

/** Creates an upload of `size` bytes; its path (/api/uploads/<id>) from the Location header. */
export async function createUpload(client: TestClient, name: string, size: number) {
  const response = await client.request({
    method: "POST",
    url: "/api/uploads",
    headers: { ...TUS, "upload-length": String(size), "upload-metadata": tusMetadata(name) },
  });
  return { response, path: response.headers.location as string | undefined };
}

export function patchUpload(client: TestClient, path: string, offset: number, bytes: Uint8Array) {
  return client.request({
    method: "PATCH",
    url: path,
    headers: { ...TUS, "upload-offset": String(offset), "content-type": "application/offset+octet-stream" },
    payload: Buffer.from(bytes),
  });
}

export const uploadOffset = (client: TestClient, path: string) =>
  client.request({ method: "HEAD", url: path, headers: TUS });

/** Sends `bytes` as one finished upload named `name`, asserting each step; its id. */
export async function finishedUpload(client: TestClient, name: string, bytes: Uint8Array): Promise<string> {
  const { response, path } = await createUpload(client, name, bytes.length);
  expect(response.statusCode, response.body).toBe(201);
  const sent = await patchUpload(client, path!, 0, bytes);
  expect(sent.statusCode, sent.body).toBe(204);
  return path!.split("/").pop()!;
}

/**
 * The app of a resumable-uploads test on the first dialect under test and `kind` of storage (the local folder, or
 * the S3 stand-in started for it), with `env`: built before the file's tests and closed after them (hooks registered
 * by this call); the returned function gives it to a test.
 */
export function resumableTestApp(kind: "local" | "s3", env: Record<string, string>): () => TestApp {
  let s3: TestS3Server | undefined;
  let t: TestApp | undefined;
  beforeAll(async () => {
    if (kind === "s3") s3 = await startTestS3Server();
    t = await buildTestApp(dialectsUnderTest()[0]!, { ...env, ...(s3?.env ?? {}) });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.stop();
  });
  return () => {
    if (!t) throw new Error("The app is built before the tests run");
    return t;
  };
}
