// The Pages panel's pictures over HTTP (issue 37 §3) on SQLite and PostgreSQL, with a real worker thread and the
// real engine: a 14-page PDF's first batch and the next, each page drawn small with its number; a photo as its one
// page; a file that is no document answered 422 with its name; sign-in required (authorization.table.ts).
import { describe, expect, it } from "vitest";
import { dialectsUnderTest } from "@courtready/db/testing";
import {
  FILE_PAGE_PICTURE_PIXELS,
  FILE_PAGES_PER_BATCH,
  FILE_PAGES_URL,
  INSPECT_FILE_URL,
} from "@courtready/contracts";
import type { TFilePagesAnswer } from "@courtready/contracts";
import { makeJpeg, makePdf } from "@courtready/engine/testing";
import { multipartBody, signedInClient, useTestApp } from "../../testing/harness.ts";
import type { TestClient } from "../../testing/harness.ts";

function pages(client: TestClient, filename: string, bytes: Uint8Array, fields: Record<string, string> = {}) {
  return client.request({
    method: "POST",
    url: FILE_PAGES_URL,
    ...multipartBody(fields, { filename, bytes }),
  });
}

/** A JPEG data: URL's longest side, read from its frame header (SOF0–SOF2). */
const pixels = (image: string) => {
  const jpeg = Buffer.from(image.replace(/^data:image\/jpeg;base64,/, ""), "base64");
  for (let at = 2; at + 9 < jpeg.length; at += 2 + jpeg.readUInt16BE(at + 2)) {
    if (jpeg[at] !== 0xff) break;
    if (jpeg[at + 1]! >= 0xc0 && jpeg[at + 1]! <= 0xc2)
      return Math.max(jpeg.readUInt16BE(at + 5), jpeg.readUInt16BE(at + 7));
  }
  throw new Error("no JPEG frame header");
};

describe.each(dialectsUnderTest())("the Pages panel's pictures on %s", (dialect) => {
  const t = useTestApp(dialect, { MAX_FILE_MB: "1" });

  it("draws a long PDF a batch at a time, from the page asked for", async () => {
    const { client } = await signedInClient(t().app);
    const pdf = await makePdf(Array.from({ length: 14 }, (_, i) => ({ text: `PAGE ${i + 1}` })));
    // The file's check first, as the builder does: its kept conversion is what the pictures are drawn from.
    const checked = await client.request({
      method: "POST",
      url: INSPECT_FILE_URL,
      ...multipartBody({}, { filename: "long.pdf", bytes: pdf }),
    });
    expect(checked.statusCode, checked.body).toBe(200);

    const first = await pages(client, "long.pdf", pdf);
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json() as TFilePagesAnswer;
    expect(body.pageCount).toBe(14);
    expect(body.pages.map((p) => p.page)).toEqual(
      Array.from({ length: FILE_PAGES_PER_BATCH }, (_, i) => i + 1),
    );
    expect(body.pages[0]!.image).toMatch(/^data:image\/jpeg;base64,\/9j/);
    expect(pixels(body.pages[0]!.image)).toBe(FILE_PAGE_PICTURE_PIXELS);

    const next = await pages(client, "long.pdf", pdf, { first_page: String(FILE_PAGES_PER_BATCH + 1) });
    expect(next.statusCode, next.body).toBe(200);
    expect((next.json() as TFilePagesAnswer).pages.map((p) => p.page)).toEqual([13, 14]);
  });

  it("draws a photo as its one page, and says a file that is no document by its name", async () => {
    const { client } = await signedInClient(t().app);
    const photo = await pages(client, "wall.jpg", await makeJpeg(600, 900));
    expect(photo.statusCode, photo.body).toBe(200);
    const body = photo.json() as TFilePagesAnswer;
    expect(body.pageCount).toBe(1);
    expect(body.pages.map((p) => p.page)).toEqual([1]);
    expect(pixels(body.pages[0]!.image)).toBe(FILE_PAGE_PICTURE_PIXELS);

    const bad = await pages(client, "broken.pdf", new TextEncoder().encode("%PDF-1.7 nothing else"));
    expect(bad.statusCode, bad.body).toBe(422);
    expect(bad.json().message).toContain("broken.pdf");
  });
});
