// A saved project's sections (issue 37 §3) on SQLite and PostgreSQL, real worker and engine: each file's section
// title is kept on its row, comes back with the project, groups consecutive files in the project's preview binder
// (a slip sheet and an index heading each) whatever order the files were put in, and only the owner may set it.
import { beforeAll, describe, expect, it } from "vitest";
import { dialectsUnderTest } from "@courtready/db/testing";
import { projectFileSectionUrl } from "@courtready/contracts";
import { makePdf } from "@courtready/engine/testing";
import { signedInClient } from "../../testing/harness.ts";
import {
  createProject,
  loadProject,
  previewPages,
  savedProjectsApp,
  signedInMember,
} from "../../testing/projects.factories.ts";

let lease: Uint8Array;
let notice: Uint8Array;
let receipt: Uint8Array;
beforeAll(async () => {
  lease = await makePdf([{ text: "LEASE one" }]);
  notice = await makePdf([{ text: "NOTICE one" }]);
  receipt = await makePdf([{ text: "RECEIPT one" }]);
});

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
    const pages = await previewPages(client, id, [receiptId, leaseId, noticeId]);
    const slips = pages.flatMap((p, i) => (/SECTION \d/.test(p) ? [i] : []));
    expect(slips).toHaveLength(2);
    expect(pages[slips[0]!]).toContain("Payments");
    expect(pages[slips[0]! + 1]).toContain("RECEIPT one");
    expect(pages[slips[1]!]).toContain("Lease and notices");
    expect(pages[slips[1]! + 1]).toContain("LEASE one");
    expect(pages[1]).toMatch(/Section 1: Payments[\s\S]*Section 2: Lease and notices/);

    // A file taken out of its section (as a file added in the editor has none) builds under the tab before it:
    // a project's builds never refuse for it.
    const cleared = await client.request({
      method: "PUT",
      url: projectFileSectionUrl(id, leaseId),
      payload: { title: null },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    const again = await previewPages(client, id, [receiptId, leaseId, noticeId]);
    const tabs = again.flatMap((p, i) => (/SECTION \d/.test(p) ? [i] : []));
    expect(tabs).toHaveLength(2);
    expect(again[1]).toMatch(/Section 1: Payments[\s\S]*Section 2: Lease and notices/);
    const leasePage = again.findIndex((p) => p.includes("LEASE one"));
    expect(leasePage).toBeGreaterThan(tabs[0]!);
    expect(leasePage).toBeLessThan(tabs[1]!);
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
