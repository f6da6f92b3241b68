// A saved project's outputs against the real app, a real worker thread and the real engine on both databases: the
// Word exhibit list (caption, table, page counts and ranges, a file that cannot be converted) and the preview
// binder (membership, no one-time use taken, order, last_generated_at, who may ask).
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { unzipSync } from "fflate";
import { dialectsUnderTest } from "@courtready/db/testing";
import { makeJpeg, makePdf } from "@courtready/engine/testing";
import type { TProject } from "@courtready/contracts";
import { TestClient, signedInClient, useTestApp } from "../../testing/harness.ts";
import type { MultipartFile } from "../../testing/harness.ts";
import { createProject } from "../../testing/projects.factories.ts";
import { grantByEmail } from "../../admin.ts";
import { formatDate } from "@courtready/engine";
import { EXPORT_MESSAGES, exhibitListRows } from "./projects.export.ts";

let pdf: Uint8Array;
let jpeg: Uint8Array;
beforeAll(async () => {
  pdf = await makePdf([{ text: "Lease page one" }, { text: "Lease page two" }]);
  jpeg = await makeJpeg(800, 600);
});

const parts = (): MultipartFile[] => [
  { field: "files", filename: "lease.pdf", bytes: pdf, contentType: "application/pdf" },
  { field: "files", filename: "damage photo.jpg", bytes: jpeg, contentType: "image/jpeg" },
];

const projectFields = {
  projectName: "Deposit dispute",
  binderType: "small_claims",
  courtName: "Los Angeles Superior Court",
  formData: JSON.stringify({
    caseName: "Diaz v. Acme Property",
    caseNumber: "SC-2026-0142",
    partyName: "Rosa Diaz",
    hearingDate: "2026-12-20",
    unanswered: null,
  }),
  role: "defendant",
  presetKey: "ca_los_angeles",
  descriptions: JSON.stringify([{ name: "lease.pdf", description: "Signed lease <b>2024</b>" }]),
};

/** The first page's text as poppler reads it, spaces made single. */
function coverText(pdf: Uint8Array): string {
  const dir = mkdtempSync(path.join(tmpdir(), "courtready-export-cover-"));
  try {
    const file = path.join(dir, "binder.pdf");
    writeFileSync(file, pdf);
    return execFileSync("pdftotext", ["-l", "1", "-enc", "UTF-8", file, "-"], { encoding: "utf8" }).replace(
      /\s+/g,
      " ",
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The text of word/document.xml, with the XML tags taken out so runs split by Word read as one string. */
function documentText(docx: Buffer): string {
  const entries = unzipSync(new Uint8Array(docx));
  const xml = new TextDecoder().decode(entries["word/document.xml"]);
  return xml.replace(/<\/w:p>/g, "\n").replace(/<[^>]+>/g, "");
}

describe("exhibit list rows", () => {
  const file = (label: string, filename: string) =>
    ({
      exhibit_label: label,
      filename,
      original_name: filename,
      description: "",
      ai_description: null,
    }) as Parameters<typeof exhibitListRows>[0][number];

  it("counts page ranges over the exhibits in order and skips a file that could not be converted", () => {
    const rows = exhibitListRows(
      [file("A", "a.pdf"), file("B", "b.pdf"), file("C", "c.jpg")],
      [
        { ok: true, pages: 3 },
        { ok: false, reason: "the PDF is damaged" },
        { ok: true, pages: 1 },
      ],
    );
    expect(rows.map((r) => [r.label, r.pages, r.pageRange])).toEqual([
      ["A", "3", "1–3"],
      ["B", EXPORT_MESSAGES.notConverted("the PDF is damaged"), "—"],
      ["C", "1", "4"],
    ]);
  });

  it("writes an ISO hearing date out in words (the binder's one format) and leaves anything else as typed", () => {
    expect(formatDate("2026-12-20")).toBe("December 20, 2026");
    expect(formatDate("next Tuesday")).toBe("next Tuesday");
  });
});

describe.each(dialectsUnderTest())("project outputs on %s", (dialect) => {
  const t = useTestApp(dialect, { MAX_FILE_MB: "1", MAX_BUILD_MB: "3" });

  async function create(client: TestClient, body: Record<string, string> = projectFields) {
    return createProject(client, body, parts());
  }

  it("exports the exhibit list as a Word document with the caption, labels, descriptions and pages", async () => {
    const { client } = await signedInClient(t().app);
    const { id } = await create(client);
    const response = await client.get(`/api/projects/${id}/export/word`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="Deposit dispute.docx"; filename*=UTF-8''Deposit%20dispute.docx`,
    );
    const text = documentText(response.rawPayload);
    expect(text).toContain("LOS ANGELES SUPERIOR COURT");
    expect(text).toContain("Case: Diaz v. Acme Property");
    expect(text).toContain("Case number: SC-2026-0142");
    expect(text).toContain("Submitted by: Rosa Diaz, Defendant");
    expect(text).toContain("Hearing date: December 20, 2026");
    expect(text).toContain("EXHIBIT LIST");
    // Row by row: label, description, document, pages, range. User text is escaped, never markup.
    expect(text).toContain("Exhibit\nDescription\nDocument\nPages\nPage range\n");
    expect(text).toContain("\nA\nSigned lease &lt;b&gt;2024&lt;/b&gt;\nlease.pdf\n2\n1–2\n");
    expect(text).toContain("\nB\n\ndamage photo.jpg\n1\n3\n");
  });

  it("says in its row when a stored file cannot be converted, and still exports the rest", async () => {
    const { client } = await signedInClient(t().app);
    const { id, project } = await create(client);
    const broken = await t()
      .database.db.selectFrom("project_files")
      .select("storage_key")
      .where("id", "=", project.files[0]!.id)
      .executeTakeFirstOrThrow();
    await t().storage.put(broken.storage_key, new TextEncoder().encode("%PDF-1.4\nthis is not really a PDF"));
    const response = await client.get(`/api/projects/${id}/export/word`);
    expect(response.statusCode, response.body).toBe(200);
    const text = documentText(response.rawPayload);
    expect(text).toMatch(/\nlease\.pdf\nCould not be converted: [^\n]{10,}\n—\n/);
    expect(text).toContain("\nB\n\ndamage photo.jpg\n1\n1\n");
  });

  it("keeps each project to its owner and asks a visitor to log in", async () => {
    const { client } = await signedInClient(t().app);
    const { id } = await create(client);
    const stranger = await signedInClient(t().app);
    expect((await stranger.client.get(`/api/projects/${id}/export/word`)).statusCode).toBe(404);
    expect((await stranger.client.post(`/api/projects/${id}/preview`, { fileOrder: [] })).statusCode).toBe(
      404,
    );
    const visitor = new TestClient(t().app);
    expect((await visitor.get(`/api/projects/${id}/export/word`)).statusCode).toBe(401);
    expect((await visitor.post(`/api/projects/${id}/preview`, { fileOrder: [] })).statusCode).toBe(401);
  });

  it("previews a binder in the order given for a member, without using a one-time pass, and records it", async () => {
    const signed = await signedInClient(t().app);
    const { client } = signed;
    const { id, project } = await create(client);
    const [lease, photo] = project.files.map((f) => f.id);

    const free = await client.post(`/api/projects/${id}/preview`, { fileOrder: [photo, lease] });
    expect(free.statusCode).toBe(403);
    expect(free.json().message).toBe(
      "Membership Required: Please purchase a membership to create exhibit binders.",
    );

    await grantByEmail(t().database.db, signed.input.email, "one_time", t().clock());
    const response = await client.post(`/api/projects/${id}/preview`, { fileOrder: [photo, lease] });
    expect(response.statusCode, response.body).toBe(200);
    const { previewUrl } = response.json() as { previewUrl: string };
    expect(previewUrl).toMatch(/^\/api\/builds\/[^/]+\/binder\.pdf$/);
    const binder = await client.get(previewUrl);
    expect(binder.statusCode).toBe(200);
    expect(binder.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    // The cover names the court saved with the project (the court that hears the case, issue 37), not the
    // directory's label for its preset ("Superior Court of California, County of Los Angeles").
    const cover = coverText(binder.rawPayload);
    expect(cover).toContain("LOS ANGELES SUPERIOR COURT");
    expect(cover).not.toContain("SUPERIOR COURT OF CALIFORNIA");
    expect((await client.get("/api/membership/status")).json().oneTimeUseCount).toBe(0);

    const after = (await client.get(`/api/projects/${id}`)).json() as TProject;
    expect(after.lastGeneratedAt).not.toBeNull();
    expect(after.updatedAt).toBe(project.updatedAt);

    const stranger = await signedInClient(t().app);
    expect((await stranger.client.get(previewUrl)).statusCode).toBe(404);
  });

  it("refuses an empty, repeated or foreign file order", async () => {
    const signed = await signedInClient(t().app);
    await grantByEmail(t().database.db, signed.input.email, "yearly", t().clock());
    const { id, project } = await create(signed.client);
    const lease = project.files[0]!.id;
    const cases: [unknown[], string][] = [
      [[], EXPORT_MESSAGES.noFiles],
      [[lease, lease], EXPORT_MESSAGES.duplicateFile],
      [["new-1"], EXPORT_MESSAGES.unknownFile],
    ];
    for (const [fileOrder, message] of cases) {
      const response = await signed.client.post(`/api/projects/${id}/preview`, { fileOrder });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });
});
