// The file library over HTTP on SQLite and PostgreSQL: upload (sniffed, limited, counted, pictured), search,
// categories, tags, edit and move, folders, delete, and that nobody reaches another person's files.
import { describe, expect, it } from "vitest";
import { dialectsUnderTest } from "@courtready/db/testing";
import { DEFAULT_FOLDER_COLOR, LIBRARY_MESSAGES, STORAGE_MESSAGES } from "@courtready/contracts";
import type { TStorageUsage } from "@courtready/contracts";
import { makePdf } from "@courtready/engine/testing";
import { multipartBody, signedInClient, TestClient, useTestApp } from "../../testing/harness.ts";
import { grantByEmail } from "../../admin.ts";

type Client = TestClient;

async function upload(
  client: Client,
  filename: string,
  bytes: Uint8Array,
  fields: Record<string, string> = {},
) {
  const body = multipartBody(fields, { filename, bytes });
  return client.request({ method: "POST", url: "/api/user-files", ...body });
}

describe.each(dialectsUnderTest())("file library on %s", (dialect) => {
  const t = useTestApp(dialect, { MAX_FILE_MB: "1", LIBRARY_QUOTA_MB: "0.05" }, "each test");

  it("stores an upload with what the bytes are, its pages, notes, tags and a first-page picture", async () => {
    const { client } = await signedInClient(t().app);
    const pdf = await makePdf([{ text: "Lease page 1" }, { text: "Lease page 2" }]);
    // The name says .jpg; the bytes are a PDF, and the library believes the bytes.
    const response = await upload(client, "lease.jpg", pdf, {
      category: "contracts",
      userDescription: " Signed lease ",
      tags: JSON.stringify(["lease", "2024", "lease"]),
    });
    expect(response.statusCode).toBe(201);
    const file = response.json();
    expect(file).toMatchObject({
      originalFilename: "lease.jpg",
      fileType: "PDF Document",
      mimeType: "application/pdf",
      fileSize: pdf.byteLength,
      pageCount: 2,
      category: "contracts",
      aiDescription: null,
      userDescription: "Signed lease",
      tags: ["lease", "2024"],
      folderId: null,
      uploadedAt: "2026-11-22T12:00:00.000Z",
      thumbnailUrl: `/api/user-files/${file.id}/thumbnail`,
    });
    const thumbnail = await client.get(file.thumbnailUrl);
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers["content-type"]).toBe("image/jpeg");
    expect(thumbnail.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const download = await client.get(file.downloadUrl);
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect(download.headers["content-disposition"]).toMatch(/^attachment; filename="lease.jpg"/);
    expect(Buffer.compare(download.rawPayload, Buffer.from(pdf))).toBe(0);
  });

  it("a member's upload gets a description the describer read from the file; the stored bytes are untouched", async () => {
    const { client, input } = await signedInClient(t().app);
    await grantByEmail(t().database.db, input.email, "yearly", t().clock());
    const pdf = await makePdf([
      { text: "INVOICE from Acme Plumbing dated March 3, 2025. Total due $1,250.00" },
    ]);
    const response = await upload(client, "invoice.pdf", pdf);
    expect(response.statusCode).toBe(201);
    const file = response.json();
    expect(file.aiDescription).toMatch(/Invoice/);
    expect(file.aiDescription).toMatch(/\$1,250\.00/);
    // Issue 37: with no AI provider configured, the sentence was read off the file, and says so.
    expect(file.aiDescriptionSource).toBe("file");
    const listed = (await client.get("/api/user-files")).json() as {
      files: { id: string; aiDescriptionSource: string | null }[];
    };
    expect(listed.files.find((f) => f.id === file.id)?.aiDescriptionSource).toBe("file");
    const download = await client.get(file.downloadUrl);
    expect(Buffer.compare(download.rawPayload, Buffer.from(pdf))).toBe(0);
  });

  it("refuses what it cannot use, too-large files and a full library, with messages that say what to do", async () => {
    const { client } = await signedInClient(t().app);
    const fake = await upload(client, "notes.pdf", new TextEncoder().encode("%PDF-1.7 not really"));
    expect(fake.statusCode).toBe(422);
    expect(fake.json().message).toMatch(/^notes\.pdf: /);

    const big = await upload(client, "big.pdf", new Uint8Array(1024 * 1024 + 10).fill(65));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(LIBRARY_MESSAGES.tooLarge(1));

    const none = await client.request({ method: "POST", url: "/api/user-files", ...multipartBody({}) });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(LIBRARY_MESSAGES.noFile);

    // Quota 0.05 MB (52,428 bytes): two 20,000-byte notes fit, the third does not.
    const note = new TextEncoder().encode(
      "Paid the rent in cash on the first of the month. ".repeat(400).slice(0, 20_000),
    );
    expect((await upload(client, "note-1.txt", note)).statusCode).toBe(201);
    expect((await upload(client, "note-2.txt", note)).statusCode).toBe(201);
    const full = await upload(client, "note-3.txt", note);
    expect(full.statusCode).toBe(413);
    const usage = (await client.get("/api/storage")).json() as TStorageUsage;
    expect(full.json().message).toBe(STORAGE_MESSAGES.quotaReached(usage.usedBytes, usage.quotaBytes));
    expect(full.json().message).toMatch(/^Your storage is full: 38 KB of 51 KB used/);
    expect((await client.get("/api/user-files")).json().total).toBe(2);
  });

  it("lists newest first and filters by category and by search over name, notes and tags", async () => {
    const { client } = await signedInClient(t().app);
    const pdf = await makePdf([{ text: "x" }]);
    await upload(client, "rent-ledger.pdf", pdf, { category: "evidence" });
    t().clock.advance(1000);
    await upload(client, "photo.pdf", pdf, { category: "photos", userDescription: "Mould in the bathroom" });
    t().clock.advance(1000);
    await upload(client, "letter.pdf", pdf, { tags: JSON.stringify(["Landlord"]) });

    const all = (await client.get("/api/user-files?category=all")).json();
    expect(all.total).toBe(3);
    expect(all.files.map((f: { originalFilename: string }) => f.originalFilename)).toEqual([
      "letter.pdf",
      "photo.pdf",
      "rent-ledger.pdf",
    ]);
    const names = async (query: string) =>
      (await client.get(`/api/user-files?${query}`))
        .json()
        .files.map((f: { originalFilename: string }) => f.originalFilename);
    expect(await names("category=evidence")).toEqual(["rent-ledger.pdf"]);
    expect(await names("category=uncategorized")).toEqual(["letter.pdf"]);
    expect(await names("search=LEDGER")).toEqual(["rent-ledger.pdf"]);
    expect(await names("search=mould")).toEqual(["photo.pdf"]);
    expect(await names("search=landlord")).toEqual(["letter.pdf"]);
    expect(await names("search=%25")).toEqual([]);
    expect((await client.get("/api/user-files?category=nonsense")).statusCode).toBe(400);
  });

  it("edits notes, tags and category, moves files into folders, and keeps files when a folder goes", async () => {
    const { client } = await signedInClient(t().app);
    const file = (await upload(client, "receipt.pdf", await makePdf([{ text: "paid" }]))).json();
    const created = await client.post("/api/folders", { name: "  Rent  " });
    expect(created.statusCode).toBe(201);
    const folder = created.json();
    expect(folder).toMatchObject({
      name: "Rent",
      description: "",
      color: DEFAULT_FOLDER_COLOR,
      fileCount: 0,
    });
    expect((await client.post("/api/folders", { name: "   " })).statusCode).toBe(400);

    const edited = await client.request({
      method: "PATCH",
      url: `/api/user-files/${file.id}`,
      payload: {
        userDescription: "Paid in full",
        tags: ["rent", "receipt"],
        category: "evidence",
        folderId: folder.id,
      },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      userDescription: "Paid in full",
      tags: ["rent", "receipt"],
      category: "evidence",
      folderId: folder.id,
    });
    expect((await client.get("/api/folders")).json()).toEqual([{ ...folder, fileCount: 1 }]);
    expect((await client.get(`/api/user-files?folderId=${folder.id}`)).json().total).toBe(1);

    const removed = await client.request({ method: "DELETE", url: `/api/folders/${folder.id}` });
    expect(removed.statusCode).toBe(200);
    expect((await client.get(`/api/user-files/${file.id}`)).json().folderId).toBeNull();
  });

  it("deletes a file with its stored bytes", async () => {
    const { client } = await signedInClient(t().app);
    const file = (await upload(client, "a.pdf", await makePdf([{ text: "a" }]))).json();
    const deleted = await client.request({ method: "DELETE", url: `/api/user-files/${file.id}` });
    expect(deleted.statusCode).toBe(200);
    expect((await client.get(`/api/user-files/${file.id}`)).statusCode).toBe(404);
    expect((await client.get(file.downloadUrl)).statusCode).toBe(404);
    expect((await client.get("/api/user-files")).json()).toEqual({ files: [], total: 0 });
  });

  it("never lets one person reach another's files or folders, and needs a sign-in", async () => {
    const owner = (await signedInClient(t().app)).client;
    const other = (await signedInClient(t().app)).client;
    const file = (await upload(owner, "private.pdf", await makePdf([{ text: "mine" }]))).json();
    const folder = (await owner.post("/api/folders", { name: "Mine" })).json();

    for (const url of [`/api/user-files/${file.id}`, file.downloadUrl, file.thumbnailUrl]) {
      const response = await other.get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain("private.pdf");
    }
    expect((await other.request({ method: "DELETE", url: `/api/user-files/${file.id}` })).statusCode).toBe(
      404,
    );
    expect(
      (
        await other.request({
          method: "PATCH",
          url: `/api/user-files/${file.id}`,
          payload: { userDescription: "x" },
        })
      ).statusCode,
    ).toBe(404);
    expect((await other.request({ method: "DELETE", url: `/api/folders/${folder.id}` })).statusCode).toBe(
      404,
    );
    expect((await other.get("/api/user-files")).json().total).toBe(0);
    expect((await other.get("/api/folders")).json()).toEqual([]);
    // Moving one's own file into someone else's folder is refused the same way.
    const mine = (await upload(other, "theirs.pdf", await makePdf([{ text: "t" }]))).json();
    const move = await other.request({
      method: "PATCH",
      url: `/api/user-files/${mine.id}`,
      payload: { folderId: folder.id },
    });
    expect(move.statusCode).toBe(404);
    expect(move.json().message).toBe(LIBRARY_MESSAGES.folderNotFound);

    const anonymous = new TestClient(t().app);
    expect((await anonymous.get("/api/user-files")).statusCode).toBe(401);
    expect((await anonymous.get(file.downloadUrl)).statusCode).toBe(401);
    expect((await upload(anonymous, "x.pdf", await makePdf([{ text: "x" }]))).statusCode).toBe(401);
  });
});
