// A saved project's page edits (issue 37 §3) on SQLite and PostgreSQL, real worker and engine: a file's pages
// turned, removed and reordered are kept on its row, come back with the project in one form, follow the file
// through a reorder of the exhibits into the project's binder (its index's page count, the turned page landscape),
// edits the file's pages cannot take are refused, the editor's page pictures come from the kept file, and only the
// owner may set or see them.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialectsUnderTest } from "@courtready/db/testing";
import { FILE_PAGES_PER_BATCH, projectFilePagesUrl, projectFilePicturesUrl } from "@courtready/contracts";
import type { TFilePagesAnswer } from "@courtready/contracts";
import { makeJpeg, makePdf } from "@courtready/engine/testing";
import { signedInClient } from "../../testing/harness.ts";
import type { TestClient } from "../../testing/harness.ts";
import {
  createProject,
  loadProject,
  savedProjectsApp,
  signedInMember,
} from "../../testing/projects.factories.ts";

const dir = mkdtempSync(path.join(tmpdir(), "courtready-project-pages-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let lease: Uint8Array;
let photo: Uint8Array;
beforeAll(async () => {
  lease = await makePdf([{ text: "LEASE one" }, { text: "LEASE two" }, { text: "LEASE three" }]);
  photo = await makeJpeg(300, 200);
});

/** The project's binder (what the editor's Generate opens) written to a file. */
async function binderFile(client: TestClient, id: string, fileOrder: string[]): Promise<string> {
  const response = await client.post(`/api/projects/${id}/preview`, { fileOrder });
  expect(response.statusCode, response.body).toBe(200);
  const bytes = (await client.get((response.json() as { previewUrl: string }).previewUrl)).rawPayload;
  const file = path.join(dir, `binder-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  return file;
}

/** Each page's text, in order. */
const pagesOf = (file: string): string[] =>
  execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }).split("\f").slice(0, -1);

/** Each page's shape, as pdfinfo gives its size ("792 x 612 pts" is landscape). */
function shapesOf(file: string): ("landscape" | "portrait")[] {
  const info = execFileSync("pdfinfo", ["-f", "1", "-l", "1000", file], { encoding: "utf8" });
  return [...info.matchAll(/size:\s+([\d.]+) x ([\d.]+)/g)].map((m) =>
    Number(m[1]) > Number(m[2]) ? "landscape" : "portrait",
  );
}

async function previewPages(client: TestClient, id: string, fileOrder: string[]): Promise<string[]> {
  return pagesOf(await binderFile(client, id, fileOrder));
}

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

    // The lease moved after the photo: its edits go with it, its turned first page stands landscape, and the
    // index counts the two pages it keeps.
    const binder = await binderFile(client, id, [photoId, leaseId]);
    const pages = pagesOf(binder);
    const leasePages = pages.filter((p) => p.includes("LEASE"));
    expect(leasePages.map((p) => /LEASE \w+/.exec(p)![0])).toEqual(["LEASE three", "LEASE one"]);
    expect(leasePages[0]).toMatch(/Exhibit \w+ – page 1 of 2/);
    const shapes = shapesOf(binder);
    expect(shapes[pages.indexOf(leasePages[0]!)]).toBe("portrait");
    expect(shapes[pages.indexOf(leasePages[1]!)]).toBe("landscape");
    expect(pages.join("\n")).toMatch(/lease\.pdf\s+PDF Document\s+2\s+4–5/);

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

  it("refuses edits the file's pages cannot take, naming the file, and keeps what was there", async () => {
    const { client } = await signedInMember(t());
    const { id, project } = await createProject(client, { projectName: "Counted" }, [
      { field: "files", filename: "lease.pdf", bytes: lease, contentType: "application/pdf" },
    ]);
    const fileId = project.files[0]!.id;
    const put = (payload: object) =>
      client.request({ method: "PUT", url: projectFilePagesUrl(id, fileId), payload });
    expect((await put({ rotate: [{ page: 3, turn: 180 }] })).statusCode).toBe(200);
    const past = await put({ remove: [4] });
    expect(past.statusCode).toBe(422);
    expect(past.json()).toMatchObject({
      message: expect.stringMatching(/^lease\.pdf: page 4 is asked for, but this file has 3 pages/),
    });
    const all = await put({ remove: [1, 2, 3] });
    expect(all.statusCode).toBe(422);
    expect((all.json() as { message: string }).message).toMatch(
      /^lease\.pdf: every page of this file would be removed/,
    );
    expect((await loadProject(client, id)).files[0]!.pageEdits).toEqual({ rotate: [{ page: 3, turn: 180 }] });
  });

  it("draws a saved file's pages from the kept file for its owner only", async () => {
    const { client } = await signedInMember(t());
    const long = await makePdf(
      Array.from({ length: FILE_PAGES_PER_BATCH + 2 }, (_, i) => ({ text: `P ${i + 1}` })),
    );
    const { id, project } = await createProject(client, { projectName: "Pictures" }, [
      { field: "files", filename: "long.pdf", bytes: long, contentType: "application/pdf" },
    ]);
    const fileId = project.files[0]!.id;
    const next = await client.get(projectFilePicturesUrl(id, fileId, FILE_PAGES_PER_BATCH + 1));
    expect(next.statusCode, next.body).toBe(200);
    const answer = next.json() as TFilePagesAnswer;
    expect(answer.pageCount).toBe(FILE_PAGES_PER_BATCH + 2);
    expect(answer.pages.map((p) => p.page)).toEqual([FILE_PAGES_PER_BATCH + 1, FILE_PAGES_PER_BATCH + 2]);
    expect(answer.pages[0]!.image).toMatch(/^data:image\/jpeg;base64,\/9j/);
    const stranger = await signedInClient(t().app);
    expect((await stranger.client.get(projectFilePicturesUrl(id, fileId, 1))).statusCode).toBe(404);
    expect((await client.get(projectFilePicturesUrl(id, "nope", 1))).statusCode).toBe(404);
  });
});
