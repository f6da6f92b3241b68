// A filing's kept copies count toward the person's storage, against the real app, a real worker thread and the
// real engine on both databases: the filed PDF and the ZIP of volumes show in GET /api/storage, a filing that takes
// the person past the quota still completes (it records what went to the court), later uploads and saves are
// refused with the quota's message, and deleting the project (or the account) frees what the filing kept. Filings
// kept before their size was recorded are measured by the hourly maintenance.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialectsUnderTest } from "@courtready/db/testing";
import { STORAGE_MESSAGES } from "@courtready/contracts";
import type { TProject, TProjectFiling, TStorageUsage } from "@courtready/contracts";
import { buildTestApp, multipartBody, sendMultipart, storedKeys } from "../../testing/harness.ts";
import type { TestApp, TestClient } from "../../testing/harness.ts";
import { runMaintenance } from "../../maintenance.ts";
import {
  cookCountyFields,
  createProject,
  signedInMember,
  volumeFiles,
} from "../../testing/projects.factories.ts";

const files = volumeFiles();

const projectFields = cookCountyFields;

describe.each(dialectsUnderTest())("a filing's kept copies and the storage quota on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    // Room for the four photos (about 0.95 MB in the project; the library's copies a save files are the same bytes
    // and not counted again) but not for the binder's filed copies beside them (about 1.7 MB more).
    t = await buildTestApp(dialect, { MAX_FILE_MB: "1", MAX_BUILD_MB: "3", LIBRARY_QUOTA_MB: "2" });
  });
  afterAll(async () => {
    await t.close();
  });

  const member = () => signedInMember(t);

  async function usage(client: TestClient): Promise<TStorageUsage> {
    const response = await client.get("/api/storage");
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TStorageUsage;
  }

  async function bytesAt(client: TestClient, url: string): Promise<number> {
    const response = await client.get(url);
    expect(response.statusCode, response.body).toBe(200);
    return response.rawPayload.byteLength;
  }

  /** Generates the project's binder (Preview) and marks it filed: the filing the person sees. */
  async function generateAndFile(client: TestClient, project: TProject) {
    const preview = await client.post(`/api/projects/${project.id}/preview`, {
      fileOrder: project.files.map((f) => f.id),
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const marked = await client.post(`/api/projects/${project.id}/filing`, { filedOn: "2026-11-20" });
    expect(marked.statusCode, marked.body).toBe(200);
    return (marked.json() as TProjectFiling).filings.at(-1)!;
  }

  async function uploadToLibrary(client: TestClient) {
    return client.request({
      method: "POST",
      url: "/api/user-files",
      ...multipartBody({}, { filename: "receipt.pdf", bytes: files.pdf }),
    });
  }

  it("counts a filing's PDF and volumes ZIP, files it even past the quota, then refuses uploads until the project goes", async () => {
    const { client, userId } = await member();
    const { id, project } = await createProject(client, projectFields({ sizeLimit: "0.5" }), files.photos);
    const before = await usage(client);
    // A small upload would still fit before the filing.
    expect(before.usedBytes + files.pdf.byteLength).toBeLessThan(before.quotaBytes);

    // The filing completes though what it keeps takes the person past the quota.
    const filed = await generateAndFile(client, project);
    expect(filed.volumes).toBeGreaterThanOrEqual(2);
    const kept = (await bytesAt(client, filed.binderUrl)) + (await bytesAt(client, filed.volumesUrl!));
    const after = await usage(client);
    expect(after).toEqual({
      usedBytes: before.usedBytes + kept,
      quotaBytes: before.quotaBytes,
      libraryBytes: before.libraryBytes,
      projectBytes: before.projectBytes + kept,
    });
    expect(after.usedBytes).toBeGreaterThan(after.quotaBytes);

    // Then nothing more is kept: a library upload and a project save are refused, saying what to delete.
    const upload = await uploadToLibrary(client);
    expect(upload.statusCode, upload.body).toBe(413);
    expect(upload.json().message).toBe(STORAGE_MESSAGES.quotaReached(after.usedBytes, after.quotaBytes));
    expect(upload.json().message).toMatch(
      /used by your saved projects \(with their filed binders\) and library files\. Delete projects or library files you no longer need/,
    );
    const save = await sendMultipart(client, "POST", "/api/projects", projectFields(), [
      { field: "files", filename: "lease.pdf", bytes: files.pdf, contentType: "application/pdf" },
    ]);
    expect(save.statusCode, save.body).toBe(413);
    expect(save.json().message).toBe(STORAGE_MESSAGES.quotaReached(after.usedBytes, after.quotaBytes));
    expect(await usage(client)).toEqual(after);
    // What keeps no more is still allowed over the quota: the edit screen's save that reorders the files.
    const reordered = await sendMultipart(
      client,
      "POST",
      `/api/projects/${id}/update-files`,
      {
        projectId: id,
        fileOrder: JSON.stringify(
          [...project.files]
            .reverse()
            .map((f, i) => ({ id: f.id, sortOrder: i, exhibitLabel: f.exhibitLabel })),
        ),
      },
      [],
    );
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(await usage(client)).toEqual(after);

    // Deleting the project removes its filed copies with its files and frees all of it.
    const folder = `users/${userId}/projects/${id}`;
    expect((await storedKeys(t, folder)).filter((key) => key.includes("/filed/"))).toHaveLength(2);
    expect((await client.request({ method: "DELETE", url: `/api/projects/${id}` })).statusCode).toBe(200);
    expect(await storedKeys(t, folder)).toEqual([]);
    // The library's copies of the photos count again, now no project keeps those bytes.
    expect(before.libraryBytes).toBe(0);
    expect(await usage(client)).toEqual({
      usedBytes: before.projectBytes,
      quotaBytes: before.quotaBytes,
      libraryBytes: before.projectBytes,
      projectBytes: 0,
    });
    expect((await uploadToLibrary(client)).statusCode).toBe(201);
  });

  it("measures a filing kept before its size was, and removes its copies and rows with the account", async () => {
    const { client, input, userId } = await member();
    const { project } = await createProject(client, projectFields(), [
      { field: "files", filename: "lease.pdf", bytes: files.pdf, contentType: "application/pdf" },
    ]);
    const before = await usage(client);
    const filed = await generateAndFile(client, project);
    // A binder in one file keeps only its PDF.
    expect(filed.volumesUrl).toBeUndefined();
    const filedUsage = await usage(client);
    expect(filedUsage.usedBytes).toBe(before.usedBytes + (await bytesAt(client, filed.binderUrl)));
    // A filing made before its size was recorded counts once the hourly maintenance has measured it.
    await t.database.db
      .updateTable("project_filings")
      .set({ stored_bytes: null })
      .where("id", "=", filed.id)
      .execute();
    expect((await usage(client)).usedBytes).toBe(before.usedBytes);
    await runMaintenance(t.database.db, t.storage, t.clock(), 15);
    expect(await usage(client)).toEqual(filedUsage);
    expect((await storedKeys(t, `users/${userId}`)).some((key) => key.includes("/filed/"))).toBe(true);

    const deleted = await client.request({
      method: "DELETE",
      url: "/api/account",
      payload: { password: input.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await storedKeys(t, `users/${userId}`)).toEqual([]);
    const rows = await t.database.db
      .selectFrom("project_filings")
      .select("id")
      .where("project_id", "=", project.id)
      .execute();
    expect(rows).toEqual([]);
  });
});
