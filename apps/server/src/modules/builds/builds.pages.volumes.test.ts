// Page pictures past volume 1 (issue 37 §3) against the real app, worker and engine: a render split under a size
// limit keeps its later volumes beside binder.pdf, and every page of the binder has its picture, a later volume's
// pages drawn from that volume (its own cover skipped); which volume holds a page is tested alone too.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { unzipSync } from "fflate";
import { dialectsUnderTest } from "@courtready/db/testing";
import { PAGE_PICTURE_PIXELS } from "@courtready/contracts";
import { signedInClient, useTestApp, postMultipart as send } from "../../testing/harness.ts";
import { scanParts } from "../../testing/projects.factories.ts";
import { grantByEmail } from "../../admin.ts";
import { volumeOfPage } from "./builds.pages.ts";

const dir = mkdtempSync(path.join(tmpdir(), "courtready-volume-pages-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const scans = scanParts();

/** pdftoppm's picture of one page of `pdf`, drawn as the route draws. */
function drawn(pdf: Uint8Array, page: number): Buffer {
  const file = path.join(dir, `v-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  const size = ["-scale-to", String(PAGE_PICTURE_PIXELS)];
  const args = ["-jpeg", "-jpegopt", "quality=70", ...size, "-f", String(page), "-l", String(page)];
  execFileSync("pdftoppm", [...args, file, path.join(dir, "p")]);
  const made = readdirSync(dir).find((n) => new RegExp(`^p-0*${page}\\.jpg$`).test(n))!;
  const bytes = readFileSync(path.join(dir, made));
  rmSync(path.join(dir, made));
  return bytes;
}

describe("which volume holds a page", () => {
  it("reads volume 1 from the cover on, and a later volume past its own cover", () => {
    const ranges = [
      { first: 3, last: 5 },
      { first: 6, last: 9 },
    ];
    expect(volumeOfPage(1, ranges)).toEqual({ volume: 1, first: 1, last: 5, offset: 0 });
    expect(volumeOfPage(5, ranges)).toEqual({ volume: 1, first: 1, last: 5, offset: 0 });
    // Binder page 6 is volume 2's second page (its cover first).
    expect(volumeOfPage(6, ranges)).toEqual({ volume: 2, first: 6, last: 9, offset: 4 });
    expect(volumeOfPage(10, ranges)).toBeNull();
  });
});

describe.each(dialectsUnderTest())("page pictures past volume 1 on %s", (dialect) => {
  const t = useTestApp(dialect, { MAX_FILE_MB: "2", MAX_BUILD_MB: "4" });

  it("draws every page of a split binder, a later volume's from that volume", async () => {
    const { client, input } = await signedInClient(t().app);
    await grantByEmail(t().database.db, input.email, "yearly", t().clock());
    const fields = { type_slug: "small_claims", role: "plaintiff", max_size_mb: "1" };
    const split = await send(client, "/api/binders/render", fields, scans);
    expect(split.statusCode, split.body).toBe(200);
    const answer = split.json() as { pdf: string; zip: string; pageCount: number; volumes: number };
    expect(answer.volumes).toBeGreaterThanOrEqual(2);
    const pagesUrl = answer.pdf.replace(/binder\.pdf$/, "pages");
    const zip = unzipSync(new Uint8Array((await client.get(answer.zip)).rawPayload));
    const volume2 = Object.entries(zip).find(([name]) => /^binder-volume-2\.pdf$/.test(name))?.[1];
    expect(volume2, Object.keys(zip).join(", ")).toBeDefined();

    const pictures: Buffer[] = [];
    for (let page = 1; page <= answer.pageCount; page++) {
      const picture = await client.get(`${pagesUrl}/${page}`);
      expect(picture.statusCode, `page ${page}`).toBe(200);
      pictures.push(picture.rawPayload);
    }
    expect((await client.get(`${pagesUrl}/${answer.pageCount + 1}`)).statusCode).toBe(404);
    // The binder's last page is printed on volume 2's second page (its own cover first): the picture is that page.
    const last = answer.pageCount;
    const file = path.join(dir, "volume-2.pdf");
    writeFileSync(file, volume2!);
    const text = (page: number) =>
      execFileSync("pdftotext", ["-f", String(page), "-l", String(page), file, "-"], { encoding: "utf8" });
    expect(text(2)).toContain(`Page ${last} of ${last}`);
    expect(text(1)).not.toContain(`Page ${last} of`);
    expect(pictures[last - 1]!.equals(drawn(volume2!, 2))).toBe(true);
    expect(pictures[last - 1]!.equals(drawn(volume2!, 1))).toBe(false);
  });
});
