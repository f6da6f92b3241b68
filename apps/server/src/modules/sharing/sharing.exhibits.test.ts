// A share link opens each exhibit as the binder shows it (issue 37 §5), against the real app, worker thread and
// engine: a .docx opens as a PDF stamped "EXHIBIT <label>", built once per project state without taking the owner's
// pass and built anew after a change; a filed project's exhibit is its pages of the filed binder; the original
// stays downloadable.
import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialectsUnderTest } from "@courtready/db/testing";
import { makeJpeg, makePdfWithScript } from "@courtready/engine/testing";
import { corpusBytes } from "@courtready/engine/testing/corpus";
import { pageTexts as layoutTexts, withFile } from "@courtready/engine/testing/pdf";
import type { TProject, TProjectFiling, TShareLinkResponse, TSharedProject } from "@courtready/contracts";
import { grantByEmail } from "../../admin.ts";
import { TestClient, buildTestApp, signedInClient } from "../../testing/harness.ts";
import type { TestApp } from "../../testing/harness.ts";
import { recordingJobNames } from "../../testing/job-names.ts";
import { createProject, updateProjectFiles } from "../../testing/projects.factories.ts";

/** Each page's text (pdftotext -layout), whitespace folded. */
const pageTexts = (pdf: Uint8Array): string[] => layoutTexts(pdf).map((p) => p.replace(/\s+/g, " "));

const docx = corpusBytes("office/testWORD.docx");
let photo: Uint8Array;
beforeAll(async () => {
  photo = await makeJpeg(800, 600);
});

describe.each(dialectsUnderTest())("a shared project's stamped exhibits on %s", (dialect) => {
  let t: TestApp;
  /** The name of every job the app ran on its worker threads. */
  const ran: string[] = [];
  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { wrapJobs: recordingJobNames(ran) });
  });
  afterAll(async () => {
    await t.close();
  });

  async function sharedProject(): Promise<{
    client: TestClient;
    project: TProject;
    token: string;
    email: string;
  }> {
    const { client, input } = await signedInClient(t.app);
    const { project } = await createProject(
      client,
      {
        projectName: "Repairs never made",
        binderType: "eviction_response",
        courtName: "Circuit Court of Cook County, Illinois",
        role: "defendant",
        formData: JSON.stringify({ caseName: "Lakeview Homes v. Okafor", caseNumber: "2026-M1-701234" }),
      },
      [
        {
          field: "files",
          filename: "letter.docx",
          bytes: docx,
          contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        },
        { field: "files", filename: "photo.jpg", bytes: photo, contentType: "image/jpeg" },
      ],
    );
    const link = await client.post(`/api/projects/${project.id}/share`, {});
    expect(link.statusCode, link.body).toBe(201);
    const token = new URL((link.json() as TShareLinkResponse).shareUrl).pathname.split("/").pop()!;
    return { client, project, token, email: input.email };
  }

  async function opened(visitor: TestClient, url: string): Promise<Uint8Array> {
    const response = await visitor.get(url);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toMatch(/^inline; filename="Exhibit [A-Z0-9]+\.pdf"/);
    return new Uint8Array(response.rawPayload);
  }

  it("opens a .docx exhibit as a PDF stamped with its label, built once per state, the original still downloadable", async () => {
    const { client, project, token } = await sharedProject();
    const visitor = new TestClient(t.app);
    const shared = (await visitor.get(`/api/shared/${token}`)).json() as TSharedProject;
    const [letter, picture] = shared.files;
    expect(letter!.exhibitUrl).toBe(`/api/shared/${token}/files/${letter!.id}/exhibit.pdf`);

    ran.length = 0;
    const first = pageTexts(await opened(visitor, letter!.exhibitUrl));
    expect(first[0]).toContain("EXHIBIT A");
    expect(first.join(" ")).toContain("Sample Word Document Title");
    // One binder build gave every exhibit; the photo's comes from what it kept.
    expect(pageTexts(await opened(visitor, picture!.exhibitUrl))[0]).toContain("EXHIBIT B");
    expect(ran.filter((name) => name === "build.exhibits")).toEqual(["build.exhibits"]);
    // No pass was spent, no build was recorded for the owner: the visitor's look is not the owner's binder.
    const { user_id } = await t.database.db
      .selectFrom("projects")
      .select("user_id")
      .where("id", "=", project.id)
      .executeTakeFirstOrThrow();
    expect(
      await t.database.db.selectFrom("builds").selectAll().where("user_id", "=", user_id).execute(),
    ).toEqual([]);

    // The original upload is still there, as a download.
    const original = await visitor.get(letter!.fileUrl);
    expect(original.statusCode).toBe(200);
    expect(original.headers["content-disposition"]).toMatch(/^attachment; filename="letter.docx"/);

    // A change to the project (the labels) is a new state: built anew, and the old state's copies are gone.
    const order = [
      { id: letter!.id, sortOrder: 0, exhibitLabel: "D1" },
      { id: picture!.id, sortOrder: 1, exhibitLabel: "D2" },
    ];
    await updateProjectFiles(client, project.id, order);
    ran.length = 0;
    expect(pageTexts(await opened(visitor, letter!.exhibitUrl))[0]).toContain("EXHIBIT D1");
    expect(ran.filter((name) => name === "build.exhibits")).toHaveLength(1);
    const kept = await t.storage.list(`users/${user_id}/projects/${project.id}/shared-exhibits`);
    expect(kept).toHaveLength(1);
  });

  it("opens a PDF that carried JavaScript inline only without it: the binder's conversion removed it", async () => {
    const { client } = await signedInClient(t.app);
    const scripted = await makePdfWithScript("Invoice", "app.alert('gotcha');");
    const { project } = await createProject(
      client,
      {
        projectName: "Invoice",
        binderType: "small_claims",
        courtName: "",
        role: "plaintiff",
        formData: "{}",
      },
      [{ field: "files", filename: "invoice.pdf", bytes: scripted, contentType: "application/pdf" }],
    );
    const link = await client.post(`/api/projects/${project.id}/share`, {});
    const token = new URL((link.json() as TShareLinkResponse).shareUrl).pathname.split("/").pop()!;
    const bytes = Buffer.from(
      await opened(new TestClient(t.app), `/api/shared/${token}/files/${project.files[0]!.id}/exhibit.pdf`),
    );
    // Every stream and object stream unpacked (qpdf --qdf), so a script packed inside one would show too; the
    // same reading finds the script in the upload.
    const unpacked = (pdf: Uint8Array) =>
      withFile(pdf, (file) =>
        execFileSync("qpdf", ["--qdf", "--object-streams=disable", file, "-"], {
          maxBuffer: 64 * 1024 * 1024,
        }),
      );
    expect(unpacked(scripted).includes("app.alert")).toBe(true);
    expect(unpacked(bytes).includes("app.alert")).toBe(false);
    expect(unpacked(bytes).includes("/JavaScript")).toBe(false);
    expect(pageTexts(bytes).join(" ")).toContain("Invoice");
  });

  it("opens a filed project's exhibit as its pages of the filed binder", async () => {
    const { client, project, token, email } = await sharedProject();
    await grantByEmail(t.database.db, email, "yearly", t.clock());
    const ids = project.files.map((f) => f.id);
    const preview = await client.post(`/api/projects/${project.id}/preview`, { fileOrder: ids });
    expect(preview.statusCode, preview.body).toBe(200);
    const marked = await client.post(`/api/projects/${project.id}/filing`, { filedOn: "2026-11-20" });
    expect(marked.statusCode, marked.body).toBe(200);
    const filing = (marked.json() as TProjectFiling).filings[0]!;
    const binder = pageTexts(new Uint8Array((await client.get(filing.binderUrl)).rawPayload));

    const visitor = new TestClient(t.app);
    const shared = (await visitor.get(`/api/shared/${token}`)).json() as TSharedProject;
    ran.length = 0;
    const photoPages = pageTexts(await opened(visitor, shared.files[1]!.exhibitUrl));
    // The filed binder's last page is the photo (exhibit B); the share page shows exactly that page.
    expect(photoPages).toEqual([binder.at(-1)]);
    expect(photoPages[0]).toContain("EXHIBIT B");
    expect(ran).toEqual(["share.filed-pages"]);
  });
});
