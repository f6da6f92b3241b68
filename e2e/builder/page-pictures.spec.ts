// The Pages panel's pictures (issue 37 §3), in Chromium at 390 and 1280 px against the built server: a 30-page lease's
// panel shows each page's small picture in a box of fixed size, the first rows' pictures come when it opens, a row
// far below has none until it is scrolled to (asked for in batches, not all at once), and no row moves as its
// picture arrives. Screenshots of the panel go to e2e/artifacts/page-pictures/ (E2E_SCREENSHOTS=1).
import { describe, expect, it } from "vitest";
import { snapshotElement, VIEWPORTS } from "../support/browser.ts";
import { builderWithFiles, specPdfs } from "../support/builder-files.ts";
import { overflowPx } from "../support/leftovers.ts";
import { memberSession, useServerAndBrowser } from "../support/suite.ts";

const suite = useServerAndBrowser();
const { write } = specPdfs("page-pictures");
const PAGES = 30;

describe.each(VIEWPORTS)("page pictures at $name width", (viewport) => {
  it("shows each page's picture as its row comes into view, in a box that never moves", async () => {
    const { context, page, errors } = await memberSession(
      suite,
      viewport,
      `pictures-${viewport.name}@example.com`,
    );
    const lease = await write(
      "lease.pdf",
      Array.from({ length: PAGES }, (_, i) => `LEASE page ${i + 1}`),
    );
    await builderWithFiles(page, suite.server.url, [lease]);
    const asked: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/file-pages")) asked.push(request.postData() ?? "");
    });

    await page.getByRole("button", { name: "Pages of lease.pdf: turn, remove or reorder" }).click();
    const pages = page.getByRole("list", { name: "Pages of lease.pdf in binder order" });
    await expect.poll(() => pages.getByRole("listitem").count()).toBe(PAGES);
    const row = (n: number) => pages.getByRole("listitem").nth(n - 1);
    const picture = (n: number) => row(n).locator("img");
    const box = async (n: number) => (await row(n).boundingBox())!;
    const before = await box(1);
    // The first rows' pictures come as the panel opens: a drawn JPEG, not a broken image.
    await expect.poll(() => picture(1).count(), { timeout: 60_000 }).toBe(1);
    await expect
      .poll(() => picture(1).evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
      .toBeGreaterThan(0);
    const after = await box(1);
    expect(after.height).toBe(before.height);
    expect(after.width).toBe(before.width);
    // The last row is more than a screen below: not drawn yet.
    expect(await picture(PAGES).count()).toBe(0);
    expect(asked.length).toBeLessThan(3);

    await row(PAGES).scrollIntoViewIfNeeded();
    await expect.poll(() => picture(PAGES).count(), { timeout: 60_000 }).toBe(1);
    // Each batch asked for once: 30 pages are at most 3 batches of 12.
    expect(asked.length).toBeLessThanOrEqual(3);
    // Turned, the picture turns with its box, which keeps its place in the row (a transform, not a new layout).
    const thumb = row(PAGES).locator("[aria-hidden=true]").first();
    const place = (await thumb.boundingBox())!;
    await row(PAGES)
      .getByRole("button", { name: `Turn page ${PAGES} a quarter to the right` })
      .click();
    await expect.poll(() => row(PAGES).textContent()).toContain("(turned 90°)");
    // The box turned a quarter (once its short animation ends): drawn width and height swap around the same centre.
    const turned = async () => {
      const b = (await thumb.boundingBox())!;
      return [Math.round(b.width), Math.round(b.x + b.width / 2)];
    };
    await expect.poll(turned).toEqual([Math.round(place.height), Math.round(place.x + place.width / 2)]);
    expect(await overflowPx(page)).toBeLessThanOrEqual(0);

    await row(1).scrollIntoViewIfNeeded();
    await snapshotElement(pages, "page-pictures", `panel-${viewport.name}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
