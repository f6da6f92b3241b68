// A saved project keeps the builder's "File size limit for e-filing" choice, against the real app, a real worker
// thread and the real engine on both databases: saved with the project, read back, kept by a save that leaves it out,
// changed by one that sends it (alone, as the project edit screen saves it), copied with a duplicate, and applied when
// the project's binder is built; someone else's project cannot be changed.
import { describe, expect, it } from "vitest";
import { unzipSync } from "fflate";
import { dialectsUnderTest } from "@courtready/db/testing";
import type { TProject, TProjectFiling, TProjectPreviewResponse } from "@courtready/contracts";
import { sendMultipart as send, signedInClient, useTestApp } from "../../testing/harness.ts";
import type { TestClient } from "../../testing/harness.ts";
import { ZJobInput } from "../builds/builds.service.ts";
import {
  cookCountyFields,
  createProject,
  loadProject,
  signedInMember,
  volumeFiles,
} from "../../testing/projects.factories.ts";

const MB = 1024 * 1024;

const files = volumeFiles();

const projectFields = cookCountyFields;

describe.each(dialectsUnderTest())("a saved project's size limit on %s", (dialect) => {
  const t = useTestApp(dialect, { MAX_FILE_MB: "1", MAX_BUILD_MB: "3" });

  const member = () => signedInMember(t());

  const create = createProject;
  const load = loadProject;

  async function preview(client: TestClient, project: TProject): Promise<TProjectPreviewResponse> {
    const response = await client.post(`/api/projects/${project.id}/preview`, {
      fileOrder: project.files.map((f) => f.id),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TProjectPreviewResponse;
  }

  /** Previews the project and answers the byte limit its binder was queued with (build_jobs.input, ZJobInput). */
  async function previewLimit(client: TestClient, userId: string, id: string): Promise<number | undefined> {
    const jobs = () =>
      t()
        .database.db.selectFrom("build_jobs")
        .select(["id", "input"])
        .where("user_id", "=", userId)
        .where("kind", "=", "project_preview")
        .execute();
    const before = new Set((await jobs()).map((job) => job.id));
    await preview(client, await load(client, id));
    const added = (await jobs()).filter((job) => !before.has(job.id));
    expect(added).toHaveLength(1);
    const { output } = ZJobInput.parse(JSON.parse(added[0]!.input ?? "null"));
    return output.kind === "binder" ? output.maxSizeBytes : undefined;
  }

  it("keeps a typed limit from save to reopening and builds the project's binder in volumes under it", async () => {
    const { client } = await member();
    const { id, project } = await create(client, projectFields({ sizeLimit: "0.5" }), files.photos);
    expect(project.sizeLimit).toBe(0.5);
    const reopened = await load(client, id);
    expect(reopened.sizeLimit).toBe(0.5);

    const answer = await preview(client, reopened);
    // The tab opens volume 1; the answer says how many there are and where all of them are.
    expect(answer.volumes).toBeGreaterThanOrEqual(2);
    expect(answer.zipUrl).toBe(answer.previewUrl.replace(/binder\.pdf$/, "output.zip"));
    const download = await client.get(answer.zipUrl!);
    expect(download.statusCode).toBe(200);
    const zip = unzipSync(new Uint8Array(download.rawPayload));
    const volumes = Object.keys(zip).filter((name) => /^binder-volume-\d+\.pdf$/.test(name));
    expect(volumes).toHaveLength(answer.volumes!);
    for (const name of volumes) expect(zip[name]!.byteLength).toBeLessThanOrEqual(0.5 * MB);

    // Marked filed, the project keeps every volume, not only volume 1.
    const marked = await client.post(`/api/projects/${id}/filing`, { filedOn: "2026-11-20" });
    expect(marked.statusCode, marked.body).toBe(200);
    const filed = (marked.json() as TProjectFiling).filings[0]!;
    expect(filed.volumes).toBe(answer.volumes);
    const kept = await client.get(filed.volumesUrl!);
    expect(kept.statusCode).toBe(200);
    const keptZip = unzipSync(new Uint8Array(kept.rawPayload));
    expect(
      Object.keys(keptZip)
        .filter((name) => /^binder-volume-\d+\.pdf$/.test(name))
        .sort(),
    ).toEqual(volumes.sort());
    const stranger = await signedInClient(t().app);
    expect((await stranger.client.get(filed.volumesUrl!)).statusCode).toBe(404);
  });

  it("keeps the choice through a save that leaves it out, changes it with one that sends it, copies it", async () => {
    const { client, userId } = await member();
    const { id } = await create(client, projectFields({ sizeLimit: "court" }), [
      { field: "files", filename: "lease.pdf", bytes: files.pdf, contentType: "application/pdf" },
    ]);
    expect((await load(client, id)).sizeLimit).toBe("court");
    // The court's sourced limit (Cook County, 25 MB) is what the project's binder is built under.
    expect(await previewLimit(client, userId, id)).toBe(25 * MB);

    // A save without the field (an older page) keeps the choice.
    const kept = await send(
      client,
      "PUT",
      `/api/projects/${id}`,
      projectFields({ projectName: "Renamed" }),
      [],
    );
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await load(client, id)).sizeLimit).toBe("court");

    const own = await send(client, "PUT", `/api/projects/${id}`, projectFields({ sizeLimit: "12.5" }), []);
    expect(own.statusCode, own.body).toBe(200);
    expect((own.json() as { project: TProject }).project.sizeLimit).toBe(12.5);
    expect(await previewLimit(client, userId, id)).toBe(Math.floor(12.5 * MB));

    const copy = await client.post("/api/projects/duplicate", { projectId: id });
    expect(copy.statusCode, copy.body).toBe(201);
    expect((await load(client, (copy.json() as { id: string }).id)).sizeLimit).toBe(12.5);
    // The person's own data download carries the choice with each project.
    const exported = await client.get("/api/account/export");
    expect(exported.statusCode).toBe(200);
    const record = JSON.parse(
      new TextDecoder().decode(unzipSync(new Uint8Array(exported.rawPayload))["account.json"]),
    ) as {
      projects: { sizeLimit?: unknown }[];
    };
    expect(record.projects.map((p) => p.sizeLimit)).toEqual([12.5, 12.5]);

    const none = await send(client, "PUT", `/api/projects/${id}`, projectFields({ sizeLimit: "none" }), []);
    expect(none.statusCode, none.body).toBe(200);
    expect((await load(client, id)).sizeLimit).toBe("none");
    expect(await previewLimit(client, userId, id)).toBeUndefined();
  });

  it("takes the limit sent alone (the edit screen's save), changing nothing else, and only from the owner", async () => {
    const { client } = await member();
    const { id, project } = await create(client, projectFields(), [
      { field: "files", filename: "lease.pdf", bytes: files.pdf, contentType: "application/pdf" },
    ]);
    const alone = await send(client, "PUT", `/api/projects/${id}`, { sizeLimit: "0.5" }, []);
    expect(alone.statusCode, alone.body).toBe(200);
    const saved = await load(client, id);
    expect(saved.sizeLimit).toBe(0.5);
    // Every field left out keeps its value, and the files and their labels stay as they were.
    const kept = (p: TProject) => ({
      projectName: p.projectName,
      binderType: p.binderType,
      courtName: p.courtName,
      role: p.role,
      presetKey: p.presetKey,
      formData: p.formData,
      files: p.files.map((f) => [f.id, f.exhibitLabel, f.sortOrder]),
    });
    expect(kept(saved)).toEqual(kept(project));

    // Someone else, signed in, is told there is no such project (policy.requireOwned) and nothing changes.
    const stranger = await signedInClient(t().app);
    const denied = await send(stranger.client, "PUT", `/api/projects/${id}`, { sizeLimit: "none" }, []);
    expect(denied.statusCode).toBe(404);
    expect(denied.json().message).toBe("Project not found");
    expect((await load(client, id)).sizeLimit).toBe(0.5);
  });

  it("treats a project saved without a choice as no limit, and refuses a limit that is not one", async () => {
    const { client, userId } = await member();
    const { id, project } = await create(client, projectFields(), [
      { field: "files", filename: "lease.pdf", bytes: files.pdf, contentType: "application/pdf" },
    ]);
    expect(project.sizeLimit).toBeUndefined();
    expect(await previewLimit(client, userId, id)).toBeUndefined();
    // Filed whole, as before: one PDF, no ZIP of volumes.
    const marked = await client.post(`/api/projects/${id}/filing`, { filedOn: "2026-11-20" });
    expect(marked.statusCode, marked.body).toBe(200);
    const filed = (marked.json() as TProjectFiling).filings[0]!;
    expect(filed.volumes).toBeUndefined();
    expect(filed.volumesUrl).toBeUndefined();
    expect((await client.get(`/api/projects/${id}/filings/${filed.id}/volumes.zip`)).statusCode).toBe(404);

    const bad = await send(client, "PUT", `/api/projects/${id}`, projectFields({ sizeLimit: "lots" }), []);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Enter a file size limit from 0.5 to 10000 MB.");
    expect((await load(client, id)).sizeLimit).toBeUndefined();
  });
});
