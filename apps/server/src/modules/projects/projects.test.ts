// Saved projects against the real app on both databases: create, list, read, update, delete, file downloads,
// duplicate, refused files, and that nobody but the owner reaches a project. The project edit screen's save
// (reorder, relabel, add, remove): projects.update-files.test.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unzipSync } from "fflate";
import { dialectsUnderTest } from "@courtready/db/testing";
import { PROJECT_MESSAGES } from "@courtready/contracts";
import type { TProjectSummary } from "@courtready/contracts";
import { TestClient, buildTestApp, sendMultipart, signedInClient } from "../../testing/harness.ts";
import type { TestApp } from "../../testing/harness.ts";
import {
  loadProject,
  losAngelesFields as fields,
  losAngelesFormData as formData,
  projectParts,
  SAVED_PROJECT_LIMITS,
  signedInOwner,
} from "../../testing/projects.factories.ts";

const MINUTE = 60 * 1000;

const { sample, pdfPart, jpegPart, textPart, create } = projectParts();

const send = sendMultipart;

describe.each(dialectsUnderTest())("saved projects on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect, SAVED_PROJECT_LIMITS);
  });
  afterAll(async () => {
    await t.close();
  });

  const owner = () => signedInOwner(t);

  const load = loadProject;

  it("files a save's documents in the library before answering, once: saving again adds no copies", async () => {
    const { client } = await owner();
    const evidence = async () =>
      (
        (await client.get("/api/user-files?category=evidence")).json() as {
          files: { originalFilename: string }[];
        }
      ).files
        .map((file) => file.originalFilename)
        .sort();
    const first = await create(client);
    expect(await evidence()).toEqual(["damage photo.jpg", "lease.pdf"]);
    // A second project with the same bytes, and the first saved again with them: still one library file each.
    await create(client, fields({ projectName: "Copy" }));
    const again = await send(client, "PUT", `/api/projects/${first.id}`, fields(), [pdfPart(), jpegPart()]);
    expect(again.statusCode, again.body).toBe(200);
    expect(await evidence()).toEqual(["damage photo.jpg", "lease.pdf"]);
  });

  it("asks a visitor to log in on every call", async () => {
    const visitor = new TestClient(t.app);
    const calls = [
      visitor.get("/api/projects"),
      visitor.get("/api/projects/some-id"),
      visitor.get("/api/projects/some-id/files/some-file"),
      send(visitor, "POST", "/api/projects", fields(), [pdfPart()]),
      send(visitor, "PUT", "/api/projects/some-id", fields()),
      visitor.request({ method: "DELETE", url: "/api/projects/some-id" }),
      visitor.post("/api/projects/duplicate", { projectId: "some-id" }),
      send(visitor, "POST", "/api/projects/some-id/update-files", { fileOrder: "[]" }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode, response.body).toBe(401);
      expect(response.json().message).toBe("Please log in to continue.");
    }
  });

  it("creates a project with its files, labelled for the role, stored under the owner's folder", async () => {
    const { client, userId } = await owner();
    const { id, project } = await create(client, {
      ...fields(),
      descriptions: JSON.stringify([
        { name: "lease.pdf", description: "Signed lease", isAiGenerated: false },
        { name: "damage photo.jpg", description: "Photo of the kitchen wall", isAiGenerated: true },
      ]),
    });
    expect(project).toMatchObject({
      id,
      projectName: "Deposit dispute",
      binderType: "small_claims",
      courtName: "Los Angeles Superior Court",
      role: "defendant",
      presetKey: "ca_los_angeles",
      status: "draft",
      lastGeneratedAt: null,
      formData,
      caseInfo: {
        case_name: "Diaz v. Acme Property",
        case_number: "SC-2026-0142",
        hearing_date: "2026-12-20",
      },
    });
    expect(project.files.map((f) => [f.filename, f.exhibitLabel, f.sortOrder, f.fileType])).toEqual([
      ["lease.pdf", "A", 0, "PDF Document"],
      ["damage photo.jpg", "B", 1, "Image"],
    ]);
    expect(project.files[0]).toMatchObject({
      originalName: "lease.pdf",
      fileSize: sample.pdf.byteLength,
      mimeType: "application/pdf",
      description: "Signed lease",
      aiDescription: null,
      fileUrl: `/api/projects/${id}/files/${project.files[0]!.id}`,
    });
    expect(project.files[1]).toMatchObject({ description: "", aiDescription: "Photo of the kitchen wall" });
    for (const file of project.files)
      expect(await t.storage.exists(`users/${userId}/projects/${id}/${file.id}`)).toBe(true);

    expect(await load(client, id)).toEqual(project);
  });

  it("keeps who wrote each description: the person, an AI, or the describer from the file's own data", async () => {
    const { client } = await owner();
    const { id, project } = await create(
      client,
      {
        ...fields(),
        descriptions: JSON.stringify([
          { name: "lease.pdf", description: "Signed lease", source: "person" },
          { name: "damage photo.jpg", description: "Photo taken March 3, 2025", source: "file" },
          { name: "receipt.pdf", description: "Receipt for the carpet cleaning", source: "ai" },
          // An older client's flag alone still reads as it did: written by AI.
          { name: "notice.pdf", description: "Notice to vacate", isAiGenerated: true },
        ]),
      },
      [pdfPart(), jpegPart(), pdfPart("receipt.pdf"), pdfPart("notice.pdf")],
    );
    expect(
      project.files.map((f) => [f.filename, f.description, f.aiDescription, f.aiDescriptionSource]),
    ).toEqual([
      ["lease.pdf", "Signed lease", null, null],
      ["damage photo.jpg", "", "Photo taken March 3, 2025", "file"],
      ["receipt.pdf", "", "Receipt for the carpet cleaning", "ai"],
      ["notice.pdf", "", "Notice to vacate", "ai"],
    ]);
    // Read back as saved, and the stored column says the same.
    expect(await load(client, id)).toEqual(project);
    const rows = await t.database.db
      .selectFrom("project_files")
      .select(["filename", "ai_description_source"])
      .where("project_id", "=", id)
      .orderBy("sort_order")
      .execute();
    expect(rows.map((r) => r.ai_description_source)).toEqual([null, "file", "ai", "ai"]);
  });

  it("numbers a plaintiff's exhibits, defaults what is left out, and reads a legacy binder type code", async () => {
    const { client } = await owner();
    const { project } = await create(
      client,
      { projectName: "  Wage claim  ", binderType: "landlord_tenant" },
      [pdfPart(), jpegPart(), pdfPart("receipt.pdf")],
    );
    expect(project).toMatchObject({
      projectName: "Wage claim",
      binderType: "eviction_response",
      role: "plaintiff",
      presetKey: null,
      courtName: "",
      formData: {},
      caseInfo: { case_name: null, case_number: null, hearing_date: null },
    });
    expect(project.files.map((f) => f.exhibitLabel)).toEqual(["1", "2", "3"]);
  });

  it("refuses a project without a name, with a bad binder type, role or case information", async () => {
    const { client } = await owner();
    const cases: [Record<string, string>, string][] = [
      [fields({ projectName: "   " }), PROJECT_MESSAGES.nameRequired],
      [{ binderType: "small_claims" }, PROJECT_MESSAGES.nameRequired],
      [fields({ binderType: "moon_court" }), PROJECT_MESSAGES.binderTypeInvalid],
      [fields({ role: "judge" }), PROJECT_MESSAGES.roleInvalid],
      [fields({ formData: "{not json" }), PROJECT_MESSAGES.formDataInvalid],
      [fields({ formData: "[1,2]" }), PROJECT_MESSAGES.formDataInvalid],
    ];
    for (const [body, message] of cases) {
      const response = await send(client, "POST", "/api/projects", body, [pdfPart()]);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const json = await client.post("/api/projects", { projectName: "x" });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe(PROJECT_MESSAGES.notMultipart);
    expect((await client.get("/api/projects")).json()).toEqual([]);
  });

  it("refuses a file that is not a document, naming it, and stores nothing", async () => {
    const { client, userId } = await owner();
    const program = new Uint8Array(256);
    program.set([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]);
    const response = await send(client, "POST", "/api/projects", fields(), [
      pdfPart(),
      { field: "files", filename: "notes.pdf.exe", bytes: program },
    ]);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().message).toMatch(/^notes\.pdf\.exe: this file is a program/);
    expect((await client.get("/api/projects")).json()).toEqual([]);
    expect(await t.storage.exists(`users/${userId}`)).toBe(false);
  });

  it("refuses a file over the size limit, naming it", async () => {
    const { client } = await owner();
    const big = new Uint8Array(1024 * 1024 + 10);
    big.set(new TextEncoder().encode("%PDF-1.7\n"));
    const response = await send(client, "POST", "/api/projects", fields(), [
      pdfPart(),
      { field: "files", filename: "huge scan.pdf", bytes: big },
    ]);
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json().message).toBe(PROJECT_MESSAGES.fileTooLarge("huge scan.pdf", 1));
    expect((await client.get("/api/projects")).json()).toEqual([]);
  });

  it("lists the caller's projects newest first, with the dashboard's fields", async () => {
    const { client } = await owner();
    const first = await create(client, fields({ projectName: "First" }), [pdfPart()]);
    t.clock.advance(MINUTE);
    const second = await create(client, fields({ projectName: "Second" }), [jpegPart(), pdfPart()]);
    t.clock.advance(MINUTE);
    const response = await client.get("/api/projects");
    expect(response.statusCode).toBe(200);
    const list = response.json() as TProjectSummary[];
    expect(list.map((p) => p.projectName)).toEqual(["Second", "First"]);
    expect(list[0]).toEqual({
      id: second.id,
      projectName: "Second",
      binderType: "small_claims",
      caseInfo: {
        case_name: "Diaz v. Acme Property",
        case_number: "SC-2026-0142",
        hearing_date: "2026-12-20",
      },
      courtName: "Los Angeles Superior Court",
      role: "defendant",
      presetKey: "ca_los_angeles",
      status: "draft",
      updatedAt: second.project.updatedAt,
      lastGeneratedAt: null,
      files: second.project.files.map((f) => ({
        id: f.id,
        filename: f.filename,
        fileSize: f.fileSize,
        fileType: f.fileType,
        exhibitLabel: f.exhibitLabel,
      })),
    });

    // Changing the older project moves it to the top.
    await send(client, "PUT", `/api/projects/${first.id}`, { projectName: "First, renamed" });
    const after = (await client.get("/api/projects")).json() as TProjectSummary[];
    expect(after.map((p) => p.projectName)).toEqual(["First, renamed", "Second"]);
  });

  it("streams a file's bytes to its owner as a download with the detected type", async () => {
    const { client } = await owner();
    const { project } = await create(client, fields(), [
      pdfPart("Lease – signed.pdf"),
      textPart("notes.txt", "They wrote: pay the deposit back by Friday."),
    ]);
    const [leaseFile, notesFile] = project.files;
    const download = await client.get(leaseFile!.fileUrl);
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect(download.headers["content-disposition"]).toBe(
      `attachment; filename="Lease _ signed.pdf"; filename*=UTF-8''${encodeURIComponent("Lease – signed.pdf")}`,
    );
    expect(download.headers["x-content-type-options"]).toBe("nosniff");
    expect(new Uint8Array(download.rawPayload)).toEqual(sample.pdf);

    const notes = await client.get(notesFile!.fileUrl);
    expect(notes.headers["content-type"]).toMatch(/^text\/plain/);
    expect(notes.headers["content-disposition"]).toMatch(/^attachment;/);

    const missing = await client.get(`/api/projects/${project.id}/files/not-a-file`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(PROJECT_MESSAGES.fileNotFound);
  });

  it("updates the fields sent; files sent replace the project's files, none sent keeps them", async () => {
    const { client, userId } = await owner();
    const { id, project } = await create(client);
    t.clock.advance(MINUTE);

    const rename = await send(client, "PUT", `/api/projects/${id}`, {
      projectName: "Deposit dispute (final)",
      formData: JSON.stringify({ ...formData, caseNumber: "SC-2026-0999" }),
      courtName: "Small Claims, Room 3",
    });
    expect(rename.statusCode, rename.body).toBe(200);
    expect(rename.json().id).toBe(id);
    const renamed = await load(client, id);
    expect(renamed).toMatchObject({
      projectName: "Deposit dispute (final)",
      courtName: "Small Claims, Room 3",
      role: "defendant",
      presetKey: "ca_los_angeles",
      caseInfo: { case_number: "SC-2026-0999" },
    });
    expect(renamed.updatedAt).not.toBe(project.updatedAt);
    expect(renamed.files).toEqual(project.files);

    // The role decides numbers or letters, so a new role relabels the kept files by position.
    await send(client, "PUT", `/api/projects/${id}`, { role: "plaintiff" });
    expect((await load(client, id)).files.map((f) => f.exhibitLabel)).toEqual(["1", "2"]);

    const replace = await send(client, "PUT", `/api/projects/${id}`, fields({ role: "respondent" }), [
      jpegPart("new photo.jpg"),
    ]);
    expect(replace.statusCode, replace.body).toBe(200);
    const replaced = await load(client, id);
    expect(replaced.files.map((f) => [f.filename, f.exhibitLabel, f.sortOrder])).toEqual([
      ["new photo.jpg", "A", 0],
    ]);
    for (const old of project.files) {
      expect(await t.storage.exists(`users/${userId}/projects/${id}/${old.id}`)).toBe(false);
      expect((await client.get(old.fileUrl)).statusCode).toBe(404);
    }

    const bad = await send(client, "PUT", `/api/projects/${id}`, { binderType: "moon_court" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(PROJECT_MESSAGES.binderTypeInvalid);
  });

  it("deletes a project with its stored files", async () => {
    const { client, userId } = await owner();
    const { id } = await create(client);
    const response = await client.request({ method: "DELETE", url: `/api/projects/${id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: PROJECT_MESSAGES.deletedText });
    expect((await client.get(`/api/projects/${id}`)).statusCode).toBe(404);
    expect(await t.storage.exists(`users/${userId}/projects/${id}`)).toBe(false);
    expect(
      await t.database.db.selectFrom("project_files").select("id").where("project_id", "=", id).execute(),
    ).toEqual([]);
    expect((await client.request({ method: "DELETE", url: `/api/projects/${id}` })).statusCode).toBe(404);
  });

  it("duplicates a project as 'Copy of …' with its own copies of the files", async () => {
    const { client } = await owner();
    const { id, project } = await create(client);
    t.clock.advance(MINUTE);
    const response = await client.post("/api/projects/duplicate", { projectId: id });
    expect(response.statusCode, response.body).toBe(201);
    const copyId = response.json().id as string;
    expect(copyId).not.toBe(id);
    const copy = await load(client, copyId);
    expect(copy).toMatchObject({
      projectName: "Copy of Deposit dispute",
      binderType: project.binderType,
      courtName: project.courtName,
      role: project.role,
      presetKey: project.presetKey,
      formData: project.formData,
      status: "draft",
      lastGeneratedAt: null,
    });
    expect(copy.files.map((f) => [f.filename, f.exhibitLabel, f.sortOrder, f.description])).toEqual(
      project.files.map((f) => [f.filename, f.exhibitLabel, f.sortOrder, f.description]),
    );
    expect(copy.files.map((f) => f.id)).not.toEqual(project.files.map((f) => f.id));

    // The copy keeps its files when the original goes.
    await client.request({ method: "DELETE", url: `/api/projects/${id}` });
    const bytes = await client.get(copy.files[0]!.fileUrl);
    expect(bytes.statusCode).toBe(200);
    expect(new Uint8Array(bytes.rawPayload)).toEqual(sample.pdf);

    const missing = await client.post("/api/projects/duplicate", { projectId: id });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(PROJECT_MESSAGES.notFound);
  });

  it("answers another person's project id with 404 'Project not found' on every call, and changes nothing", async () => {
    const alice = await owner();
    const bob = await owner();
    const { id, project } = await create(alice.client);
    const fileUrl = project.files[0]!.fileUrl;

    const calls = [
      bob.client.get(`/api/projects/${id}`),
      bob.client.get(fileUrl),
      send(bob.client, "PUT", `/api/projects/${id}`, fields({ projectName: "Mine now" }), [pdfPart()]),
      bob.client.request({ method: "DELETE", url: `/api/projects/${id}` }),
      bob.client.post("/api/projects/duplicate", { projectId: id }),
      send(
        bob.client,
        "POST",
        `/api/projects/${id}/update-files`,
        { projectId: id, relabelExhibits: "true", fileOrder: "[]" },
        [],
      ),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toEqual({ message: PROJECT_MESSAGES.notFound });
    }
    expect((await bob.client.get("/api/projects")).json()).toEqual([]);
    expect(await load(alice.client, id)).toEqual(project);
    expect(await t.storage.exists(`users/${bob.userId}`)).toBe(false);
  });

  it("puts the projects and their files in the account's data download", async () => {
    const { client } = await owner();
    const { project } = await create(client, fields({ projectName: "Deposit / dispute" }));
    const response = await client.get("/api/account/export");
    expect(response.statusCode).toBe(200);
    const zip = unzipSync(new Uint8Array(response.rawPayload));
    const account = JSON.parse(new TextDecoder().decode(zip["account.json"])) as {
      projects: { name: string; files: { name: string; inThisZip: string; exhibitLabel: string }[] }[];
    };
    expect(account.projects).toHaveLength(1);
    expect(account.projects[0]!.name).toBe("Deposit / dispute");
    const folder = `projects/Deposit _ dispute (${project.id.slice(0, 8)})`;
    expect(account.projects[0]!.files).toEqual([
      expect.objectContaining({ name: "lease.pdf", inThisZip: `${folder}/lease.pdf`, exhibitLabel: "A" }),
      expect.objectContaining({
        name: "damage photo.jpg",
        inThisZip: `${folder}/damage photo.jpg`,
        exhibitLabel: "B",
      }),
    ]);
    expect(zip[`${folder}/lease.pdf`]).toEqual(sample.pdf);
    expect(JSON.stringify(account)).not.toMatch(/storage_key|users\//);
  });

  it("goes with the account when the account is deleted: rows and stored files", async () => {
    const { client, input } = await signedInClient(t.app);
    const userId = ((await client.get("/api/auth/user")).json() as { id: string }).id;
    const { id } = await create(client);
    const response = await client.request({
      method: "DELETE",
      url: "/api/account",
      payload: { password: input.password },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await t.database.db.selectFrom("projects").select("id").where("id", "=", id).execute()).toEqual(
      [],
    );
    expect(
      await t.database.db.selectFrom("project_files").select("id").where("project_id", "=", id).execute(),
    ).toEqual([]);
    expect(await t.storage.exists(`users/${userId}/projects/${id}`)).toBe(false);
  });
});
