// A build is admitted from its headers: a non-member, a declared size over the limit and a person over their build
// slots are answered before the body is read; so are project saves and library uploads that declare too much. The uploads here never finish, so a server that read the body first
// would never answer and the test would time out.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialectsUnderTest } from "@courtready/db/testing";
import { BUILD_ERROR_CODES, CSRF_COOKIE, CSRF_HEADER } from "@courtready/contracts";
import { makePdf } from "@courtready/engine/testing";
import { buildTestApp, signedInClient } from "../../testing/harness.ts";
import type { TestApp, TestClient } from "../../testing/harness.ts";
import { createProject } from "../../testing/projects.factories.ts";
import { grantByEmail } from "../../admin.ts";

const MB = 1024 * 1024;
const BOUNDARY = "----courtready-admission";

interface Answer {
  status: number;
  body: { code?: string; error?: string };
}

/**
 * Starts a multipart POST that declares `declaredBytes` and sends only its first file part's opening, then waits.
 * Resolves with the answer; `abort` ends the upload from the client's side.
 */
function startUpload(
  port: number,
  client: TestClient,
  url: string,
  declaredBytes: number,
): { answer: Promise<Answer>; abort: () => void } {
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  const request = http.request({
    host: "127.0.0.1",
    port,
    method: "POST",
    path: url,
    headers: {
      cookie,
      [CSRF_HEADER]: client.cookies.get(CSRF_COOKIE) ?? "",
      "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
      "content-length": String(declaredBytes),
    },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    request.on("response", (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          body: JSON.parse(Buffer.concat(chunks).toString("utf8")) as Answer["body"],
        }),
      );
    });
    request.on("error", reject);
  });
  request.write(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="type_slug"\r\n\r\nsmall_claims\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="scan.pdf"\r\n` +
      `Content-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
  );
  return {
    answer,
    abort: () => {
      request.on("error", () => {}); // the abort itself is expected
      request.destroy();
    },
  };
}

describe.each(dialectsUnderTest())("admitting a build before its body on %s", (dialect) => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp(dialect, { MAX_FILE_MB: "30", MAX_BUILD_MB: "90" });
    await t.app.listen({ host: "127.0.0.1", port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
  });

  async function signedIn(membership?: "yearly") {
    const signed = await signedInClient(t.app);
    await signed.client.get("/api/auth/user"); // the CSRF cookie a browser would hold
    if (membership) await grantByEmail(t.database.db, signed.input.email, membership, t.clock());
    return signed.client;
  }

  it("refuses a person without a membership from the headers of an 87 MB upload", async () => {
    const client = await signedIn();
    for (const url of ["/api/binders/render", "/api/preview", "/api/compile"]) {
      const upload = startUpload(port, client, url, 87 * MB);
      const { status, body } = await upload.answer;
      upload.abort();
      expect(status).toBe(403);
      expect(body.code).toBe(BUILD_ERROR_CODES.membershipRequired);
    }
  });

  it("refuses a member's upload that declares more than one binder can take", async () => {
    const client = await signedIn("yearly");
    const upload = startUpload(port, client, "/api/binders/render", 200 * MB);
    const { status, body } = await upload.answer;
    upload.abort();
    expect(status).toBe(413);
    expect(body.code).toBe(BUILD_ERROR_CODES.tooLarge);
    expect(body.error).toContain("more than 90 MB");
  });

  it("answers a project save or library upload that declares more than it may hold, without reading it", async () => {
    const client = await signedIn(); // no membership: saving and the library need none
    const project = startUpload(port, client, "/api/projects", 200 * MB);
    const saved = await project.answer;
    project.abort();
    expect(saved.status).toBe(413);
    const library = startUpload(port, client, "/api/user-files", 87 * MB);
    const uploaded = await library.answer;
    library.abort();
    expect(uploaded.status).toBe(413);
  });

  it("tells a member with two uploads under way that they are busy, and frees the slots when those stop", async () => {
    const client = await signedIn("yearly");
    const { id } = await createProject(
      client,
      { projectName: "Deposit dispute", binderType: "small_claims", role: "plaintiff", formData: "{}" },
      [{ field: "files", filename: "lease.pdf", bytes: await makePdf([{ text: "Lease" }]) }],
    );
    // A saved project's preview shares the slots; with an unknown file it answers 400 once admitted, at once.
    const previewProbe = async () =>
      (
        await client.request({
          method: "POST",
          url: `/api/projects/${id}/preview`,
          payload: { fileOrder: ["no-such-file"] },
        })
      ).statusCode;

    // Three uploads that never finish: two are admitted and wait for their bodies, and whichever arrives third is
    // answered at once (the order they reach the server in is not ours to choose).
    const uploads = [1, 2, 3].map(() => startUpload(port, client, "/api/binders/render", 10 * MB));
    const busy = await Promise.race(uploads.map((u) => u.answer));
    expect(busy.status).toBe(429);
    expect(busy.body.error).toMatch(/^[^:]+: /);
    expect(await previewProbe()).toBe(429);

    for (const upload of uploads) upload.abort();
    // The server sees the aborted uploads end on its own schedule; then both slots are free again.
    await expect.poll(previewProbe).toBe(400);
  });
});
