// A saved project's sections (issue 37 §3) on SQLite and PostgreSQL, real worker and engine: each file's section
// title is kept on its row, comes back with the project, groups consecutive files in the project's preview binder
// (a slip sheet and an index heading each) whatever order the files were put in, and only the owner may set it.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialectsUnderTest } from "@courtready/db/testing";
import { projectFileSectionUrl } from "@courtready/contracts";
import { makePdf } from "@courtready/engine/testing";
import { signedInClient } from "../../testing/harness.ts";
import type { TestClient } from "../../testing/harness.ts";
import {
  createProject,
  loadProject,
  savedProjectsApp,
  signedInMember,
} from "../../testing/projects.factories.ts";

const dir = mkdtempSync(path.join(tmpdir(), "courtready-project-sections-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let lease: Uint8Array;
let notice: Uint8Array;
let receipt: Uint8Array;
beforeAll(async () => {
  lease = await makePdf([{ text: "LEASE one" }]);
  notice = await makePdf([{ text: "NOTICE one" }]);
  receipt = await makePdf([{ text: "RECEIPT one" }]);
});

/** The preview's answer, and its binder's pages' text in order when it was built. */
async function preview(
  client: TestClient,
  id: string,
  fileOrder: string[],
): Promise<{ status: number; body: string; pages: string[] }> {
  const response = await client.post(`/api/projects/${id}/preview`, { fileOrder });
  if (response.statusCode !== 200) return { status: response.statusCode, body: response.body, pages: [] };
  const bytes = (await client.get((response.json() as { previewUrl: string }).previewUrl)).rawPayload;
  const file = path.join(dir, `binder-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  const pages = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }).split("\f");
  return { status: 200, body: "", pages: pages.slice(0, -1) };
}

describe.each(dialectsUnderTest())("a saved project's sections on %s", (dialect) => {
  const t = savedProjectsApp(dialect);

  it("keeps each file's section and groups the preview binder by it, in the files' order", async () => {
    const { client } = await signedInMember(t());
    const { id, project } = await createProject(client, { projectName: "Rent case" }, [
      { field: "files", filename: "lease.pdf", bytes: lease, contentType: "application/pdf" },
      { field: "files", filename: "notice.pdf", bytes: notice, contentType: "application/pdf" },
      { field: "files", filename: "receipt.pdf", bytes: receipt, contentType: "application/pdf" },
    ]);
    const [leaseId, noticeId, receiptId] = project.files.map((f) => f.id) as [string, string, string];
    const titles: [string, string | null][] = [
      [leaseId, " Lease and notices "],
      [noticeId, "Lease and notices"],
      [receiptId, "Payments"],
    ];
    for (const [fileId, title] of titles) {
      const put = await client.request({
        method: "PUT",
        url: projectFileSectionUrl(id, fileId),
        payload: { title },
      });
      expect(put.statusCode, put.body).toBe(200);
    }
    const loaded = await loadProject(client, id);
    expect(loaded.files.map((f) => f.section)).toEqual([
      "Lease and notices",
      "Lease and notices",
      "Payments",
    ]);

    // The receipt first: its section comes first, the lease's after it.
    const { status, body, pages } = await preview(client, id, [receiptId, leaseId, noticeId]);
    expect(status, body).toBe(200);
    const slips = pages.flatMap((p, i) => (/SECTION \d/.test(p) ? [i] : []));
    expect(slips).toHaveLength(2);
    expect(pages[slips[0]!]).toContain("Payments");
    expect(pages[slips[0]! + 1]).toContain("RECEIPT one");
    expect(pages[slips[1]!]).toContain("Lease and notices");
    expect(pages[slips[1]! + 1]).toContain("LEASE one");
    expect(pages[1]).toMatch(/Section 1: Payments[\s\S]*Section 2: Lease and notices/);

    // A file taken out of its section, between two: refused with why, until it has one again.
    const cleared = await client.request({
      method: "PUT",
      url: projectFileSectionUrl(id, leaseId),
      payload: { title: null },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    const refused = await preview(client, id, [receiptId, leaseId, noticeId]);
    expect(refused.status).toBe(400);
    expect(refused.body).toContain("Exhibit 2 is in no section");
  });

  it("answers 404 for someone else's project or an unknown file, and 400 for an empty title", async () => {
    const { client } = await signedInMember(t());
    const { id, project } = await createProject(client, { projectName: "Mine" }, [
      { field: "files", filename: "lease.pdf", bytes: lease, contentType: "application/pdf" },
    ]);
    const fileId = project.files[0]!.id;
    const stranger = await signedInClient(t().app);
    const payload = { title: "Lease" };
    expect(
      (await stranger.client.request({ method: "PUT", url: projectFileSectionUrl(id, fileId), payload }))
        .statusCode,
    ).toBe(404);
    expect(
      (await client.request({ method: "PUT", url: projectFileSectionUrl(id, "nope"), payload })).statusCode,
    ).toBe(404);
    const blank = await client.request({
      method: "PUT",
      url: projectFileSectionUrl(id, fileId),
      payload: { title: "   " },
    });
    expect(blank.statusCode).toBe(400);
    expect((await loadProject(client, id)).files[0]!.section).toBeNull();
  });
});
