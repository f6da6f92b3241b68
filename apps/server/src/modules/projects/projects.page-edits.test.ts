// A saved project's page edits (issue 37 §3) on SQLite and PostgreSQL, real worker and engine: a file's pages
// turned, removed and reordered are kept on its row, come back with the project in one form, follow the file
// through a reorder of the exhibits into the project's preview binder, and only the owner may set them.
import { beforeAll, describe, expect, it } from "vitest";
import { dialectsUnderTest } from "@courtready/db/testing";
import { projectFilePagesUrl } from "@courtready/contracts";
import { makeJpeg, makePdf } from "@courtready/engine/testing";
import { signedInClient } from "../../testing/harness.ts";
import {
  createProject,
  loadProject,
  previewPages,
  savedProjectsApp,
  signedInMember,
} from "../../testing/projects.factories.ts";

let lease: Uint8Array;
let photo: Uint8Array;
beforeAll(async () => {
  lease = await makePdf([{ text: "LEASE one" }, { text: "LEASE two" }, { text: "LEASE three" }]);
  photo = await makeJpeg(300, 200);
});

describe.each(dialectsUnderTest())("a saved project's page edits on %s", (dialect) => {
  const t = savedProjectsApp(dialect);

  it("keeps a file's page edits on its row and applies them after a reorder", async () => {
    const { client } = await signedInMember(t());
    const { id, project } = await createProject(client, { projectName: "Lease dispute" }, [
      { field: "files", filename: "lease.pdf", bytes: lease, contentType: "application/pdf" },
      { field: "files", filename: "photo.jpg", bytes: photo, contentType: "image/jpeg" },
    ]);
    const [leaseId, photoId] = project.files.map((f) => f.id) as [string, string];
    const put = await client.request({
      method: "PUT",
      url: projectFilePagesUrl(id, leaseId),
      // Written as a person's moves add up: the canonical form drops the order's restated tail.
      payload: { order: [3, 1, 2], remove: [2], rotate: [{ page: 1, turn: 90 }] },
    });
    expect(put.statusCode, put.body).toBe(200);
    const loaded = await loadProject(client, id);
    expect(loaded.files.find((f) => f.id === leaseId)!.pageEdits).toEqual({
      remove: [2],
      rotate: [{ page: 1, turn: 90 }],
      order: [3],
    });
    expect(loaded.files.find((f) => f.id === photoId)!.pageEdits).toBeNull();

    // The lease moved after the photo: its edits go with it.
    const pages = await previewPages(client, id, [photoId, leaseId]);
    const leasePages = pages.filter((p) => p.includes("LEASE"));
    expect(leasePages.map((p) => /LEASE \w+/.exec(p)![0])).toEqual(["LEASE three", "LEASE one"]);
    expect(leasePages[0]).toMatch(/Exhibit \w+ – page 1 of 2/);

    // Cleared as the browser sends it (the JSON text null): the lease has its three pages again.
    const cleared = await client.request({
      method: "PUT",
      url: projectFilePagesUrl(id, leaseId),
      headers: { "content-type": "application/json" },
      payload: "null",
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await loadProject(client, id)).files.find((f) => f.id === leaseId)!.pageEdits).toBeNull();
    expect(
      (await previewPages(client, id, [leaseId, photoId])).filter((p) => p.includes("LEASE")),
    ).toHaveLength(3);
  });

  it("answers 404 for someone else's project or an unknown file, and 400 for a turn that is not a quarter", async () => {
    const { client } = await signedInMember(t());
    const { id, project } = await createProject(client, { projectName: "Mine" }, [
      { field: "files", filename: "lease.pdf", bytes: lease, contentType: "application/pdf" },
    ]);
    const fileId = project.files[0]!.id;
    const stranger = await signedInClient(t().app);
    const edits = { remove: [1] };
    expect(
      (await stranger.client.request({ method: "PUT", url: projectFilePagesUrl(id, fileId), payload: edits }))
        .statusCode,
    ).toBe(404);
    expect(
      (await client.request({ method: "PUT", url: projectFilePagesUrl(id, "nope"), payload: edits }))
        .statusCode,
    ).toBe(404);
    const bent = await client.request({
      method: "PUT",
      url: projectFilePagesUrl(id, fileId),
      payload: { rotate: [{ page: 1, turn: 45 }] },
    });
    expect(bent.statusCode).toBe(400);
    expect((await loadProject(client, id)).files[0]!.pageEdits).toBeNull();
  });
});
