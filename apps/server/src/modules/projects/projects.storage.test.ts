// What a saved project may keep, against the real app on both databases: every new file gets the engine's check the
// library runs (not just its first bytes), saved projects count toward the person's storage quota (shown by
// GET /api/storage), and a full disk is answered as such (507) with nothing half-stored left behind.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialectsUnderTest } from "@courtready/db/testing";
import type { Dialect } from "@courtready/db";
import { makePdf } from "@courtready/engine/testing";
import { OUT_OF_SPACE_MESSAGE, STORAGE_MESSAGES } from "@courtready/contracts";
import type { TProject, TStorageUsage } from "@courtready/contracts";
import {
  buildTestApp,
  fullDisk,
  multipartBody,
  sendMultipart,
  signedInClient,
  storedKeys,
  postMultipart as send,
} from "../../testing/harness.ts";
import type { MultipartFile, TestApp, TestClient } from "../../testing/harness.ts";

const MB = 1024 * 1024;

let pdf: Uint8Array;
beforeAll(async () => {
  pdf = await makePdf([{ text: "Lease page one" }]);
});

const part = (filename: string, bytes: Uint8Array = pdf): MultipartFile => ({
  field: "files",
  filename,
  bytes,
  contentType: "application/pdf",
});

/** Starts like a PDF, is a web page: a browser would run its script if it were ever shown inline. */
const disguisedPage = new TextEncoder().encode(
  "%PDF-1.4\n<html><body><script>fetch('/api/account/export')</script></body></html>\n",
);

const fields = {
  projectName: "Deposit dispute",
  binderType: "small_claims",
  courtName: "Los Angeles Superior Court",
  role: "plaintiff",
};

async function owner(t: TestApp) {
  const { client } = await signedInClient(t.app);
  const userId = ((await client.get("/api/auth/user")).json() as { id: string }).id;
  return { client, userId };
}

async function usage(client: TestClient): Promise<TStorageUsage> {
  const response = await client.get("/api/storage");
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TStorageUsage;
}

describe.each(dialectsUnderTest())("what a saved project may keep on %s", (dialect: Dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    // Room for five copies of the test PDF and a half: the sums below are in those units.
    t = await buildTestApp(dialect, {
      MAX_FILE_MB: "1",
      MAX_BUILD_MB: "3",
      LIBRARY_QUOTA_MB: String((pdf.byteLength * 5.5) / MB),
      // Six saves at once from one person are what the quota test sends; the uploads-under-way limit (4 by
      // default, limits.test.ts) is not what this file is about.
      UPLOADS_PER_ACCOUNT: "6",
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it("refuses a file that only starts like a PDF, as the library does, on a new project and on the edit screen", async () => {
    const { client, userId } = await owner(t);
    const refused = await send(client, "/api/projects", fields, [
      part("lease.pdf"),
      part("fake.pdf", disguisedPage),
    ]);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().message).toMatch(/^fake\.pdf: /);
    expect((await client.get("/api/projects")).json()).toEqual([]);
    expect(await storedKeys(t, `users/${userId}`)).toEqual([]);

    const created = await send(client, "/api/projects", fields, [part("lease.pdf")]);
    expect(created.statusCode, created.body).toBe(201);
    const project = (created.json() as { project: TProject }).project;
    const before = (await storedKeys(t, `users/${userId}`)).sort();
    const edit = await send(
      client,
      `/api/projects/${project.id}/update-files`,
      {
        fileOrder: JSON.stringify([
          { id: project.files[0]!.id, sortOrder: 0 },
          { id: "new-1", sortOrder: 1 },
        ]),
        relabelExhibits: "true",
      },
      [part("fake.pdf", disguisedPage)],
    );
    expect(edit.statusCode, edit.body).toBe(422);
    expect(edit.json().message).toMatch(/^fake\.pdf: /);
    expect((await storedKeys(t, `users/${userId}`)).sort()).toEqual(before);
  });

  it("never lets saves sent at once pass the quota together", async () => {
    const size = pdf.byteLength;
    const { client, userId } = await owner(t);
    // Six saves of one file each, all sent before any is stored: each alone fits (5.5 files' room, nothing used),
    // together they do not (six in projects, and the document filed once in the library).
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => send(client, "/api/projects", fields, [part(`lease ${i}.pdf`)])),
    );
    const saved = answers.filter((a) => a.statusCode === 201).length;
    const refused = answers.filter((a) => a.statusCode === 413);
    expect(saved + refused.length, answers.map((a) => a.body).join("\n")).toBe(6);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) expect(answer.json().message).toMatch(/^Your storage is full/);
    const used = await usage(client);
    expect(used.usedBytes).toBeLessThanOrEqual(used.quotaBytes);
    expect(used.projectBytes).toBe(saved * size);
    // A refused save left none of its file behind.
    const projectFiles = (await storedKeys(t, `users/${userId}/projects`)).length;
    expect(projectFiles).toBe(saved);
  });

  /** A new owner's project of two copies of the test PDF (the library files the bytes once). */
  async function projectOfTwoCopies(): Promise<{ client: TestClient; project: TProject }> {
    const { client } = await owner(t);
    const created = await send(client, "/api/projects", fields, [part("lease.pdf"), part("lease copy.pdf")]);
    expect(created.statusCode, created.body).toBe(201);
    return { client, project: (created.json() as { project: TProject }).project };
  }

  it("counts the files two saves of one project replace once, when the saves are sent at once", async () => {
    const size = pdf.byteLength;
    // Two copies in the project and one in the library: 3 used of 5.5.
    const { client, project } = await projectOfTwoCopies();
    // Each save replaces the project's two files with three (the library already has these bytes): alone, 4 used.
    // Both kept would be 7: the second to be written may count as freed only files still there when it is.
    const three = (tag: string) => [1, 2, 3].map((n) => part(`${tag} ${n}.pdf`));
    const answers = await Promise.all(
      ["first", "second"].map((tag) =>
        sendMultipart(client, "PUT", `/api/projects/${project.id}`, fields, three(tag)),
      ),
    );
    for (const answer of answers) expect([200, 413], answer.body).toContain(answer.statusCode);
    expect(answers.some((a) => a.statusCode === 200)).toBe(true);
    const used = await usage(client);
    expect(used.usedBytes).toBeLessThanOrEqual(used.quotaBytes);
    const saved = (await client.get(`/api/projects/${project.id}`)).json() as TProject;
    expect(used.projectBytes).toBe(saved.files.length * size);
  });

  it("keeps the files of one of two saves of a project sent at once (a second tap of Save), not both", async () => {
    const size = pdf.byteLength;
    const { client, project } = await projectOfTwoCopies();
    // Each save replaces the project's files with one file; both fit, so both are answered 200.
    const answers = await Promise.all(
      ["first.pdf", "second.pdf"].map((name) =>
        sendMultipart(client, "PUT", `/api/projects/${project.id}`, fields, [part(name)]),
      ),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const saved = (await client.get(`/api/projects/${project.id}`)).json() as TProject;
    expect(saved.files).toHaveLength(1);
    expect(["first.pdf", "second.pdf"]).toContain(saved.files[0]!.filename);
    expect((await usage(client)).projectBytes).toBe(size);
  });

  it("counts saved projects toward the storage quota and refuses a save past it, saying how much is used and what to delete", async () => {
    const size = pdf.byteLength;
    const { client } = await owner(t);
    // Two copies in the project, one in the library (the same bytes are filed once); the library's copy of bytes a
    // project keeps is not counted again (issue 37).
    const first = await send(client, "/api/projects", fields, [part("lease.pdf"), part("lease copy.pdf")]);
    expect(first.statusCode, first.body).toBe(201);
    expect((await client.get("/api/user-files")).json().total).toBe(1);
    expect(await usage(client)).toEqual({
      usedBytes: 2 * size,
      quotaBytes: Math.round(5.5 * size),
      libraryBytes: 0,
      projectBytes: 2 * size,
    });

    const second = await send(client, "/api/projects", fields, [part("a.pdf"), part("b.pdf"), part("c.pdf")]);
    expect(second.statusCode, second.body).toBe(201);
    expect((await usage(client)).usedBytes).toBe(5 * size);
    // Half a file's room is left, yet the library takes another copy of bytes a project keeps: it adds nothing.
    const again = await client.request({
      method: "POST",
      url: "/api/user-files",
      ...multipartBody({}, { filename: "lease again.pdf", bytes: pdf }),
    });
    expect(again.statusCode, again.body).toBe(201);
    expect((await usage(client)).usedBytes).toBe(5 * size);

    const third = await send(client, "/api/projects", fields, [part("one too many.pdf")]);
    expect(third.statusCode, third.body).toBe(413);
    expect(third.json().message).toBe(STORAGE_MESSAGES.quotaReached(5 * size, Math.round(5.5 * size)));
    expect(third.json().message).toMatch(/Delete projects or library files you no longer need/);
    // A copy of a project is stored again, so it is refused the same way.
    const { project } = first.json() as { project: TProject };
    const copy = await client.post("/api/projects/duplicate", { projectId: project.id });
    expect(copy.statusCode, copy.body).toBe(413);
    expect((await client.get("/api/projects")).json()).toHaveLength(2);
    expect((await usage(client)).usedBytes).toBe(5 * size);

    // Replacing a project's files frees what they took: one file in place of two fits.
    const replaced = await client.request({
      method: "PUT",
      url: `/api/projects/${project.id}`,
      ...multipartBody({}, [part("just one.pdf")]),
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect((await usage(client)).usedBytes).toBe(4 * size);
  });
});

describe.each(dialectsUnderTest())("a full disk on %s", (dialect: Dialect) => {
  let t: TestApp;
  let diskFull: (key: string) => boolean = () => false;
  beforeAll(async () => {
    t = await buildTestApp(
      dialect,
      {},
      { wrapStorage: (storage) => fullDisk(storage, (key) => diskFull(key)) },
    );
  });
  afterAll(async () => {
    await t.close();
  });

  async function expectOutOfSpace(response: { statusCode: number; json: () => unknown }) {
    expect(response.statusCode).toBe(507);
    expect(response.json()).toEqual({ message: OUT_OF_SPACE_MESSAGE });
  }

  it("answers a project save with the out-of-space message, whether the disk fills while the upload streams in or while it is kept", async () => {
    const { client, userId } = await owner(t);
    // While the upload streams into the staging area.
    diskFull = (key) => key.includes("/uploads/");
    await expectOutOfSpace(await send(client, "/api/projects", fields, [part("lease.pdf")]));
    // While the checked files are copied into the project's folder.
    diskFull = (key) => key.includes("/projects/");
    await expectOutOfSpace(await send(client, "/api/projects", fields, [part("lease.pdf"), part("b.pdf")]));
    diskFull = () => false;
    expect((await client.get("/api/projects")).json()).toEqual([]);
    expect(await storedKeys(t, `users/${userId}`)).toEqual([]);
  });

  it("answers a library upload with the out-of-space message and keeps neither the file nor its row", async () => {
    const { client, userId } = await owner(t);
    diskFull = (key) => key.includes("/files/");
    const response = await client.request({
      method: "POST",
      url: "/api/user-files",
      ...multipartBody({}, { filename: "lease.pdf", bytes: pdf, contentType: "application/pdf" }),
    });
    diskFull = () => false;
    await expectOutOfSpace(response);
    expect((await client.get("/api/user-files")).json().total).toBe(0);
    expect(await storedKeys(t, `users/${userId}`)).toEqual([]);
  });
});
