// Download everything and delete the account, on SQLite and PostgreSQL, with files in the local folder and in S3:
// the ZIP holds the account's record and every library file byte for byte; deleting needs the password and removes
// the records and the stored bytes.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { unzipSync } from "fflate";
import { dialectsUnderTest } from "@courtready/db/testing";
import { ACCOUNT_MESSAGES, AUTH_MESSAGES } from "@courtready/contracts";
import { makePdf } from "@courtready/engine/testing";
import {
  buildTestApp,
  multipartBody,
  signedInClient,
  storedKeys,
  TestClient,
} from "../../testing/harness.ts";
import type { TestApp } from "../../testing/harness.ts";
import { startTestS3Server } from "../../testing/s3-stand-in.ts";
import type { TestS3Server } from "../../testing/s3-stand-in.ts";

const cases = dialectsUnderTest().flatMap((dialect) =>
  (["the local folder", "S3"] as const).map((store) => [dialect, store] as const),
);

describe.each(cases)("account data on %s, files in %s", (dialect, store) => {
  let t: TestApp;
  let s3: TestS3Server | undefined;
  beforeAll(async () => {
    if (store === "S3") s3 = await startTestS3Server();
  });
  afterAll(async () => {
    await s3?.stop();
  });
  beforeEach(async () => {
    t = await buildTestApp(dialect, s3?.env ?? {});
  });
  afterEach(async () => {
    await t.close();
  });

  async function withFiles() {
    const session = await signedInClient(t.app, { email: "keeper@example.com" });
    const lease = await makePdf([{ text: "Lease" }]);
    const note = new TextEncoder().encode("Rent paid.\n");
    for (const [name, bytes] of [
      ["lease.pdf", lease],
      ["lease.pdf", lease],
      ["note.txt", note],
    ] as const) {
      const body = multipartBody({ tags: JSON.stringify(["rent"]) }, { filename: name, bytes });
      expect(
        (await session.client.request({ method: "POST", url: "/api/user-files", ...body })).statusCode,
      ).toBe(201);
    }
    await session.client.post("/api/folders", { name: "Rent" });
    return { ...session, lease, note };
  }

  it("downloads everything as one ZIP: the account's record and each file as uploaded", async () => {
    const { client, lease, note } = await withFiles();
    const response = await client.get("/api/account/export");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/zip");
    expect(response.headers["content-disposition"]).toBe(
      "attachment; filename=\"courtready-data-2026-11-22.zip\"; filename*=UTF-8''courtready-data-2026-11-22.zip",
    );
    const entries = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(entries).sort()).toEqual([
      "account.json",
      "files/lease (2).pdf",
      "files/lease.pdf",
      "files/note.txt",
    ]);
    expect(Buffer.from(entries["files/lease.pdf"]!).equals(Buffer.from(lease))).toBe(true);
    expect(Buffer.from(entries["files/note.txt"]!).equals(Buffer.from(note))).toBe(true);
    const record = JSON.parse(new TextDecoder().decode(entries["account.json"]));
    expect(record.account.email).toBe("keeper@example.com");
    expect(record.folders.map((f: { name: string }) => f.name)).toEqual(["Rent"]);
    expect(record.files).toHaveLength(3);
    expect(record.files[0]).toMatchObject({
      type: "PDF Document",
      tags: ["rent"],
      inThisZip: "files/lease.pdf",
    });
    expect(JSON.stringify(record)).not.toMatch(/password|storage_key|users\//);
    expect((await new TestClient(t.app).get("/api/account/export")).statusCode).toBe(401);
  });

  it("deletes the account, its records and its stored files, only with the right password", async () => {
    const { client, input } = await withFiles();
    const other = (await signedInClient(t.app)).client;
    const wrong = await client.request({
      method: "DELETE",
      url: "/api/account",
      payload: { password: "not-it-123" },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(ACCOUNT_MESSAGES.wrongPassword);

    const user = await t.database.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", "keeper@example.com")
      .executeTakeFirstOrThrow();
    // Through the storage interface, so the same check holds on S3.
    expect((await storedKeys(t, `users/${user.id}`)).length).toBeGreaterThan(0);

    const deleted = await client.request({
      method: "DELETE",
      url: "/api/account",
      payload: { password: input.password },
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe(ACCOUNT_MESSAGES.deleted);
    expect(await storedKeys(t, `users/${user.id}`)).toEqual([]);
    const db = t.database.db;
    expect(await db.selectFrom("users").select("id").where("id", "=", user.id).execute()).toEqual([]);
    for (const table of ["sessions", "user_files", "folders"] as const) {
      const left = await db.selectFrom(table).select("user_id").where("user_id", "=", user.id).execute();
      expect(left, table).toEqual([]);
    }
    expect((await client.get("/api/auth/user")).statusCode).toBe(401);
    const login = await new TestClient(t.app).post("/api/auth/login", {
      email: input.email,
      password: input.password,
    });
    expect(login.json().message).toBe(AUTH_MESSAGES.invalidCredentials);
    // Nobody else's data went with it.
    expect((await other.get("/api/auth/user")).statusCode).toBe(200);
  });
});

describe.each(dialectsUnderTest())("account without a password on %s", (dialect) => {
  it("confirms deletion with the account's e-mail address", async () => {
    const t = await buildTestApp(dialect);
    try {
      const { client, input } = await signedInClient(t.app, { email: "Social.Only@example.com" });
      // As after Google or Apple sign-in: no password on the account.
      await t.database.db.updateTable("users").set({ password_hash: null }).execute();
      const wrong = await client.request({
        method: "DELETE",
        url: "/api/account",
        payload: { password: input.password },
      });
      expect(wrong.statusCode).toBe(403);
      const right = await client.request({
        method: "DELETE",
        url: "/api/account",
        payload: { password: " social.only@EXAMPLE.com " },
      });
      expect(right.statusCode).toBe(200);
      expect(await t.database.db.selectFrom("users").selectAll().execute()).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
