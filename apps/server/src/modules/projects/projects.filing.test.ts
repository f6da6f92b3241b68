// What a saved project filed, against the real app, a real worker thread and the real engine on both databases:
// "Mark as filed" freezes the binder generated last; documents added afterwards make a supplement whose labels and
// pages continue it; the filed copy never changes; a new binder for a filed project is built only when confirmed.
import { createHash } from "node:crypto";
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialectsUnderTest } from "@courtready/db/testing";
import { makeJpeg, makePdf } from "@courtready/engine/testing";
import { FILING_MESSAGES } from "@courtready/contracts";
import type { TProject, TProjectFiling, TProjectSummary } from "@courtready/contracts";
import { buildTestApp, signedInClient } from "../../testing/harness.ts";
import type { MultipartFile, TestApp, TestClient } from "../../testing/harness.ts";
import { recordingJobNames } from "../../testing/job-names.ts";
import { createProject, updateProjectFiles } from "../../testing/projects.factories.ts";
import { grantByEmail } from "../../admin.ts";

let lease: Uint8Array;
let photo: Uint8Array;
let receipt: Uint8Array;
beforeAll(async () => {
  lease = await makePdf([{ text: "Lease page one" }, { text: "Lease page two" }]);
  photo = await makeJpeg(800, 600);
  receipt = await makePdf([
    { text: "Receipt page one" },
    { text: "Receipt page two" },
    { text: "Receipt three" },
  ]);
});

/** Each page's text (pdftotext -layout), whitespace folded. */
function pageTexts(pdf: Uint8Array): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), "courtready-filing-"));
  try {
    const file = path.join(dir, "in.pdf");
    writeFileSync(file, pdf);
    const out = execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", file, "-"], { encoding: "utf8" });
    return out
      .split("\f")
      .filter((p, i, all) => i < all.length - 1 || p !== "")
      .map((p) => p.replace(/\s+/g, " "));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const sha = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

const projectFields = {
  projectName: "Deposit dispute",
  binderType: "small_claims",
  courtName: "Los Angeles Superior Court",
  formData: JSON.stringify({ caseName: "Diaz v. Acme Property", caseNumber: "SC-2026-0142" }),
  role: "defendant",
};

describe.each(dialectsUnderTest())("a project's filings on %s", (dialect) => {
  let t: TestApp;
  /** The name of every job the app ran on its worker threads. */
  const ran: string[] = [];
  beforeAll(async () => {
    t = await buildTestApp(
      dialect,
      { MAX_FILE_MB: "1", MAX_BUILD_MB: "3" },
      { wrapJobs: recordingJobNames(ran) },
    );
  });
  afterAll(async () => {
    await t.close();
  });

  async function create(client: TestClient): Promise<TProject> {
    const files: MultipartFile[] = [
      { field: "files", filename: "lease.pdf", bytes: lease, contentType: "application/pdf" },
      { field: "files", filename: "photo.jpg", bytes: photo, contentType: "image/jpeg" },
    ];
    return (await createProject(client, projectFields, files)).project;
  }

  /** Adds two documents at the end of the project, as the edit screen does. */
  async function addTwo(client: TestClient, project: TProject): Promise<TProject> {
    const order = [
      ...project.files.map((f, i) => ({ id: f.id, sortOrder: i, exhibitLabel: f.exhibitLabel })),
      { id: "new-1", sortOrder: 2 },
      { id: "new-2", sortOrder: 3 },
    ];
    return updateProjectFiles(client, project.id, order, [
      { field: "files", filename: "receipt.pdf", bytes: receipt, contentType: "application/pdf" },
      { field: "files", filename: "second photo.jpg", bytes: photo, contentType: "image/jpeg" },
    ]);
  }

  async function pdfAt(client: TestClient, url: string): Promise<Uint8Array> {
    const response = await client.get(url);
    expect(response.statusCode, response.body).toBe(200);
    return new Uint8Array(response.rawPayload);
  }

  it("reads the filed binder on the build queue's runner and a worker thread, and refuses one without its manifest", async () => {
    const signed = await signedInClient(t.app);
    const { client } = signed;
    await grantByEmail(t.database.db, signed.input.email, "yearly", t.clock());
    const project = await create(client);
    const ids = project.files.map((f) => f.id);
    const preview = await client.post(`/api/projects/${project.id}/preview`, { fileOrder: ids });
    expect(preview.statusCode, preview.body).toBe(200);

    ran.length = 0;
    const marked = await client.post(`/api/projects/${project.id}/filing`, { filedOn: "2026-11-20" });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(ran).toEqual(["filing.manifest"]);
    const jobs = await t.database.db
      .selectFrom("build_jobs")
      .select(["kind", "state", "input"])
      .where("kind", "=", "filing")
      .execute();
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.state).toBe("done");
    expect(JSON.parse(jobs[0]!.input!)).toMatchObject({ projectId: project.id, filedOn: "2026-11-20" });

    // A generated binder that lost its manifest (here: replaced in storage by a plain PDF) is refused in words,
    // and nothing is filed.
    const other = await create(client);
    const again = await client.post(`/api/projects/${other.id}/preview`, {
      fileOrder: other.files.map((f) => f.id),
    });
    expect(again.statusCode, again.body).toBe(200);
    const buildId = /\/api\/builds\/([^/]+)\//.exec(again.json().previewUrl as string)![1]!;
    const build = await t.database.db
      .selectFrom("builds")
      .select("storage_prefix")
      .where("id", "=", buildId)
      .executeTakeFirstOrThrow();
    await t.storage.put(`${build.storage_prefix}/binder.pdf`, lease);
    const refused = await client.post(`/api/projects/${other.id}/filing`, { filedOn: "2026-11-20" });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().message).toMatch(/filed-manifest\.json/);
    const state = (await client.get(`/api/projects/${other.id}/filing`)).json() as TProjectFiling;
    expect(state.filings).toEqual([]);
    expect(state.generated?.kind).toBe("binder");
  });

  it("freezes the filed binder, continues it with a supplement, and asks before a new binder", async () => {
    const signed = await signedInClient(t.app);
    const { client } = signed;
    await grantByEmail(t.database.db, signed.input.email, "yearly", t.clock());
    const project = await create(client);
    const id = project.id;
    const ids = project.files.map((f) => f.id);

    const fresh = (await client.get(`/api/projects/${id}/filing`)).json() as TProjectFiling;
    expect(fresh).toEqual({
      filings: [],
      generated: null,
      filedFileIds: [],
      pendingFileIds: ids,
      lastPage: null,
    });
    const early = await client.post(`/api/projects/${id}/filing`, { filedOn: "2026-11-20" });
    expect([early.statusCode, early.json().message]).toEqual([409, FILING_MESSAGES.nothingGenerated]);
    const unfiled = await client.post(`/api/projects/${id}/supplement`);
    expect([unfiled.statusCode, unfiled.json().message]).toEqual([409, FILING_MESSAGES.notFiled]);

    // Generate, then mark filed: cover, index, lease (2 pages), photo (1 page).
    const preview = await client.post(`/api/projects/${id}/preview`, { fileOrder: ids });
    expect(preview.statusCode, preview.body).toBe(200);
    const future = await client.post(`/api/projects/${id}/filing`, { filedOn: "2026-11-24" });
    expect([future.statusCode, future.json().message]).toEqual([400, FILING_MESSAGES.filedOnFuture]);
    const marked = await client.post(`/api/projects/${id}/filing`, { filedOn: "2026-11-20" });
    expect(marked.statusCode, marked.body).toBe(200);
    const filed = marked.json() as TProjectFiling;
    expect(filed.filings.map((f) => [f.kind, f.filedOn, f.firstPage, f.lastPage, f.labels])).toEqual([
      ["binder", "2026-11-20", 1, 5, ["A", "B"]],
    ]);
    expect([filed.generated, filed.filedFileIds, filed.pendingFileIds, filed.lastPage]).toEqual([
      null,
      ids,
      [],
      5,
    ]);
    const original = await pdfAt(client, filed.filings[0]!.binderUrl);
    const originalSha = sha(original);

    // Nothing new to supplement; a whole new binder needs the person's yes.
    const nothing = await client.post(`/api/projects/${id}/supplement`);
    expect([nothing.statusCode, nothing.json().message]).toEqual([400, FILING_MESSAGES.nothingPending]);
    const again = await client.post(`/api/projects/${id}/preview`, { fileOrder: [...ids].reverse() });
    expect([again.statusCode, again.json().message]).toEqual([409, FILING_MESSAGES.alreadyFiled]);

    const grown = await addTwo(client, project);
    const added = grown.files.slice(2).map((f) => f.id);
    const pending = (await client.get(`/api/projects/${id}/filing`)).json() as TProjectFiling;
    expect(pending.pendingFileIds).toEqual(added);
    const listed = ((await client.get("/api/projects")).json() as TProjectSummary[]).find((p) => p.id === id);
    expect(listed?.filing).toEqual({ lastFiledOn: "2026-11-20", filings: 1, lastPage: 5, pendingCount: 2 });

    const supplement = await client.post(`/api/projects/${id}/supplement`);
    expect(supplement.statusCode, supplement.body).toBe(200);
    // No court chosen for this project: the supplement is not checked, and says so (null, never "ready").
    expect(supplement.json().filing_check).toBeNull();
    const pages = pageTexts(await pdfAt(client, (supplement.json() as { previewUrl: string }).previewUrl));
    // Its own cover and index, then receipt (3 pages) and photo (1) on pages 6–9.
    expect(pages).toHaveLength(6);
    expect(pages[0]).toContain("SUPPLEMENTAL EXHIBITS");
    expect(pages[0]).toContain("to Defendant's Exhibit Binder, filed November 20, 2026");
    expect(pages[1]).toContain("SUPPLEMENTAL EXHIBIT INDEX");
    expect(pages[1]).toContain("Exhibits A–B (pages 1–5): see the Exhibit Index filed November 20, 2026");
    expect(pages[2]).toContain("Page 6 of 9");
    expect(pages[2]).toContain("Exhibit C – page 1 of 3");
    expect(pages[5]).toContain("Page 9 of 9");
    expect(pages[5]).toContain("Exhibit D – page 1 of 1");

    const both = await client.post(`/api/projects/${id}/filing`, { filedOn: "2026-11-22" });
    expect(both.statusCode, both.body).toBe(200);
    const after = both.json() as TProjectFiling;
    expect(after.filings.map((f) => [f.kind, f.filedOn, f.firstPage, f.lastPage, f.labels])).toEqual([
      ["binder", "2026-11-20", 1, 5, ["A", "B"]],
      ["supplement", "2026-11-22", 6, 9, ["C", "D"]],
    ]);
    expect(after.pendingFileIds).toEqual([]);
    expect(sha(await pdfAt(client, after.filings[0]!.binderUrl))).toBe(originalSha);
    const labels = ((await client.get(`/api/projects/${id}`)).json() as TProject).files.map(
      (f) => f.exhibitLabel,
    );
    expect(labels).toEqual(["A", "B", "C", "D"]);
    const card = ((await client.get("/api/projects")).json() as TProjectSummary[]).find((p) => p.id === id);
    expect(card?.filing).toEqual({ lastFiledOn: "2026-11-22", filings: 2, lastPage: 9, pendingCount: 0 });

    // Confirmed: a new binder of everything, which replaces the filings once it is filed.
    const order = [...grown.files.map((f) => f.id)].reverse();
    const confirmed = await client.post(`/api/projects/${id}/preview`, { fileOrder: order, newBinder: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const refiled = (
      await client.post(`/api/projects/${id}/filing`, { filedOn: "2026-11-22" })
    ).json() as TProjectFiling;
    expect(refiled.filings.map((f) => [f.kind, f.firstPage, f.lastPage])).toEqual([["binder", 1, 9]]);
    expect(refiled.filedFileIds).toEqual(grown.files.map((f) => f.id));

    const stranger = await signedInClient(t.app);
    expect((await stranger.client.get(`/api/projects/${id}/filing`)).statusCode).toBe(404);
    expect((await stranger.client.get(after.filings[0]!.binderUrl)).statusCode).toBe(404);
  });
});
