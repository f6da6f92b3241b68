// The page-by-page view before Generate (issue 37 §3) against the real app, worker thread and engine: the binder is
// compiled without taking a pass's use, each page comes back as a small picture drawn once, a removed page is not
// among them, and nothing of it can be downloaded or seen by anyone else.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialectsUnderTest } from "@courtready/db/testing";
import { makeJpeg, makePdf } from "@courtready/engine/testing";
import { PAGE_PICTURE_PIXELS, ZPagesResponse } from "@courtready/contracts";
import type { TPagesResponse } from "@courtready/contracts";
import { buildTestApp, signedInClient, postMultipart as send } from "../../testing/harness.ts";
import type { MultipartFile, TestApp, TestClient } from "../../testing/harness.ts";
import { recordingJobNames } from "../../testing/job-names.ts";
import { grantByEmail } from "../../admin.ts";
import { PAGES_PER_BATCH } from "./builds.pages.ts";

let lease: Uint8Array;
let photo: Uint8Array;
beforeAll(async () => {
  lease = await makePdf([
    { text: "Lease page one" },
    { text: "Lease page two" },
    { text: "Lease page three" },
  ]);
  photo = await makeJpeg(1200, 900);
});

const files = (): MultipartFile[] => [
  { field: "files", filename: "lease.pdf", bytes: lease, contentType: "application/pdf" },
  { field: "files", filename: "photo.jpg", bytes: photo, contentType: "image/jpeg" },
];

/** The JPEG's pixel size, read from its start-of-frame marker. */
function jpegSize(bytes: Buffer): { width: number; height: number } {
  for (let at = 2; at < bytes.length;) {
    const marker = bytes[at + 1]!;
    const length = bytes.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xc2)
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + length;
  }
  throw new Error("no frame in this JPEG");
}

describe.each(dialectsUnderTest())("the page-by-page view on %s", (dialect) => {
  const ran: string[] = [];
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await buildTestApp(dialect, {}, { wrapJobs: recordingJobNames(ran) });
  });
  afterAll(async () => {
    await app?.close();
  });
  const t = () => app!;

  async function pages(client: TestClient, fields: Record<string, string> = {}): Promise<TPagesResponse> {
    const response = await send(
      client,
      "/api/binders/pages",
      { binderType: "small_claims", ...fields },
      files(),
    );
    expect(response.statusCode, response.body).toBe(200);
    return ZPagesResponse.parse(response.json());
  }

  it("compiles the binder without using the pass, and answers each page as a small picture, drawn once", async () => {
    const { client, input } = await signedInClient(t().app);
    await grantByEmail(t().database.db, input.email, "one_time", t().clock());
    const view = await pages(client);
    // The lease's three pages and the photo, after the cover and the index (a plaintiff's exhibits are numbered).
    expect(view.exhibits).toEqual([
      { label: "1", first: 3, last: 5 },
      { label: "2", first: 6, last: 6 },
    ]);
    expect(view.pageCount).toBe(6);

    const picture = await client.get(`${view.pagesUrl}/1`);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers["content-type"]).toBe("image/jpeg");
    const size = jpegSize(picture.rawPayload);
    expect(Math.max(size.width, size.height)).toBe(PAGE_PICTURE_PIXELS);
    // Every page has its picture; the batch was drawn once for all of them.
    const drawn = () => ran.filter((name) => name === "build.pagePictures").length;
    for (let page = 2; page <= view.pageCount; page++)
      expect((await client.get(`${view.pagesUrl}/${page}`)).statusCode, `page ${page}`).toBe(200);
    expect(drawn()).toBe(Math.ceil(view.pageCount / PAGES_PER_BATCH));
    expect((await client.get(`${view.pagesUrl}/${view.pageCount + 1}`)).statusCode).toBe(404);

    // Nothing of it is a download, and nobody else sees its pages.
    const id = view.pagesUrl.split("/")[3]!;
    expect((await client.get(`/api/builds/${id}/binder.pdf`)).statusCode).toBe(404);
    const stranger = await signedInClient(t().app);
    expect((await stranger.client.get(`${view.pagesUrl}/1`)).statusCode).toBe(404);

    // The pass's use is still there: the binder itself can be made.
    const render = await send(client, "/api/binders/render", { type_slug: "small_claims" }, files());
    expect(render.statusCode, render.body).toBe(200);
  });

  it("leaves a removed page out, and the preview counts the pages the view shows", async () => {
    const { client, input } = await signedInClient(t().app);
    await grantByEmail(t().database.db, input.email, "yearly", t().clock());
    const whole = await pages(client);
    const fields = { pageEdits: JSON.stringify([{ name: "lease.pdf", edits: { remove: [2] } }]) };
    const edited = await pages(client, fields);
    const preview = await send(client, "/api/preview", { binderType: "small_claims", ...fields }, files());
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().preview.exhibits[0].pageCount).toBe(2);
    expect(preview.json().preview.estimatedPages).toBe(edited.pageCount);
    expect(edited.pageCount).toBe(whole.pageCount - 1);
    expect(edited.exhibits).toEqual([
      { label: "1", first: 3, last: 4 },
      { label: "2", first: 5, last: 5 },
    ]);
  });
});
