// Resumable uploads (issue 40) through the app, on the local folder and on an S3-compatible store: the tus gate
// (sign-in, CSRF, declared size, pictures' own limit), an upload cut and resumed from where the server says it
// stopped, garbage refused by its first bytes with nothing kept, cancel removing what was stored, ids that never
// reach another person's upload, and a build that names its finished uploads instead of sending them again.
import { beforeAll, describe, expect, it } from "vitest";
import { makePdf } from "@courtready/engine/testing";
import { paddedPdf } from "../../testing/padded-pdf.ts";
import { postMultipart, signedInClient, storedKeys, TestClient } from "../../testing/harness.ts";
import type { TestApp } from "../../testing/harness.ts";
import { grantByEmail } from "../../admin.ts";
import {
  createUpload,
  patchUpload,
  resumableTestApp,
  TUS,
  tusMetadata,
  uploadOffset,
} from "../../testing/resumable.ts";

const KIB = 1024;

describe.each(["local", "s3"] as const)("resumable uploads on %s storage", (kind) => {
  const app = resumableTestApp(kind, { MAX_FILE_MB: "2", MAX_PHOTO_MB: "1" });
  let t: TestApp;
  let pdf: Uint8Array;
  beforeAll(async () => {
    t = app();
    pdf = paddedPdf(1.5 * 1024 * KIB);
  });

  it("refuses a visitor, a write without the CSRF header, a declared size over the limit and a large picture", async () => {
    const visitor = new TestClient(t.app);
    expect((await createUpload(visitor, "scan.pdf", 100)).response.statusCode).toBe(401);
    const { client } = await signedInClient(t.app);
    const noCsrf = await client.request({
      method: "POST",
      url: "/api/uploads",
      csrf: false,
      headers: { ...TUS, "upload-length": "100", "upload-metadata": tusMetadata("scan.pdf") },
    });
    expect(noCsrf.statusCode).toBe(403);
    const tooLarge = await createUpload(client, "scan.pdf", 2 * 1024 * KIB + 1);
    expect(tooLarge.response.statusCode).toBe(413);
    const photo = await createUpload(client, "photo.jpg", 1024 * KIB + 1);
    expect(photo.response.statusCode).toBe(413);
    expect(photo.response.body).toContain("the most one picture can be");
    const user = { user: (await client.get("/api/auth/user")).json() as { id: string } };
    expect(await storedKeys(t, `users/${user.user.id}/resumable`)).toEqual([]);
  });

  it("resumes a cut upload from the offset the server kept, and stores the whole file", async () => {
    const { client } = await signedInClient(t.app);
    const { response, path } = await createUpload(client, "statement.pdf", pdf.length);
    expect(response.statusCode, response.body).toBe(201);
    expect(path).toMatch(/^\/api\/uploads\/[0-9a-f]{32}$/);
    // The first request carries 60 % of the file; the connection then "drops".
    const cut = Math.floor(pdf.length * 0.6);
    const first = await patchUpload(client, path!, 0, pdf.subarray(0, cut));
    expect(first.statusCode, first.body).toBe(204);
    const head = await uploadOffset(client, path!);
    expect(head.statusCode).toBe(200);
    const kept = Number(head.headers["upload-offset"]);
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThanOrEqual(cut);
    // What the second request sends again is at most 45 % of the file (the benchmark, as a rule here).
    expect((pdf.length - kept) / pdf.length).toBeLessThanOrEqual(0.45);
    const rest = await patchUpload(client, path!, kept, pdf.subarray(kept));
    expect(rest.statusCode, rest.body).toBe(204);
    expect(Number(rest.headers["upload-offset"])).toBe(pdf.length);
    const id = path!.split("/").pop()!;
    const user = { user: (await client.get("/api/auth/user")).json() as { id: string } };
    const stored = Buffer.concat(
      await (await t.storage.get(`users/${user.user.id}/resumable/${id}`)).toArray(),
    );
    expect(stored.equals(Buffer.from(pdf))).toBe(true);

    // Another person's request for the same id reaches only their own (empty) folder.
    const other = (await signedInClient(t.app)).client;
    expect((await uploadOffset(other, path!)).statusCode).toBe(404);
    expect(
      (await client.request({ method: "DELETE", url: path!, headers: TUS, csrf: true })).statusCode,
    ).toBe(204);
    expect(await t.storage.exists(`users/${user.user.id}/resumable/${id}`)).toBe(false);
  });

  it("refuses a file whose first bytes are no kind we take, and keeps nothing of it", async () => {
    const { client } = await signedInClient(t.app);
    const garbage = new Uint8Array(1024 * KIB).map((_, i) => (i * 7919) % 251);
    const { path } = await createUpload(client, "statement.pdf", garbage.length);
    const refused = await patchUpload(client, path!, 0, garbage);
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain("statement.pdf");
    expect((await uploadOffset(client, path!)).statusCode).toBe(404);
    const user = { user: (await client.get("/api/auth/user")).json() as { id: string } };
    const left = (await storedKeys(t, `users/${user.user.id}/resumable`)).filter((k) => !k.endsWith(".info"));
    expect(left).toEqual([]);
  });

  it("builds from finished uploads named by id, in the order named, and keeps them for the next build", async () => {
    const signed = await signedInClient(t.app);
    await grantByEmail(t.database.db, signed.input.email, "yearly", t.clock());
    const { client } = signed;
    const small = await makePdf([{ text: "Receipt" }]);
    const { path } = await createUpload(client, "receipt.pdf", small.length);
    expect((await patchUpload(client, path!, 0, small)).statusCode).toBe(204);
    const unfinished = await createUpload(client, "later.pdf", small.length);
    const id = path!.split("/").pop()!;

    const notDone = await postMultipart(
      client,
      "/api/preview",
      { binderType: "small_claims", uploadIds: JSON.stringify([unfinished.path!.split("/").pop()]) },
      [],
    );
    expect(notDone.statusCode).toBe(409);

    const sentToo = await makePdf([{ text: "Letter" }]);
    const preview = await postMultipart(
      client,
      "/api/preview",
      { binderType: "small_claims", uploadIds: JSON.stringify([null, id]) },
      [{ field: "files", filename: "letter.pdf", bytes: sentToo, contentType: "application/pdf" }],
    );
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().preview.exhibits.map((e: { filename: string }) => e.filename)).toEqual([
      "letter.pdf",
      "receipt.pdf",
    ]);
    // The next build names the same upload: nothing is sent again.
    const again = await postMultipart(
      client,
      "/api/preview",
      { binderType: "small_claims", uploadIds: JSON.stringify([id]) },
      [],
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().preview.exhibits.map((e: { filename: string }) => e.filename)).toEqual([
      "receipt.pdf",
    ]);
  });
});
