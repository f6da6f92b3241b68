// The page-by-page view before Generate (issue 37 §3), in Chromium at 390 and 1280 px against the built server: a
// four-page lease with page 2 removed in its Pages panel and a one-page note are previewed, "See every page" shows
// one picture per binder page (as many as the preview counts, the removed page not among them), each labelled with
// its page number and exhibit, their boxes reserved before they load, every one loaded once scrolled to, and nothing
// wider than the screen. Screenshots go to e2e/artifacts/page-view/ (E2E_SCREENSHOTS=1).
import { describe, expect, it } from "vitest";
import { snapshotElement, VIEWPORTS } from "../support/browser.ts";
import { builderWithFiles, specPdfs } from "../support/builder-files.ts";
import { overflowPx } from "../support/leftovers.ts";
import { memberSession, useServerAndBrowser } from "../support/suite.ts";

const suite = useServerAndBrowser();
const { write } = specPdfs("page-view");

describe.each(VIEWPORTS)("the page view at $name width", (viewport) => {
  it("shows every page of the binder before Generate, labelled, a removed page left out", async () => {
    const { context, page, errors } = await memberSession(
      suite,
      viewport,
      `view-${viewport.name}@example.com`,
    );
    const lease = await write("lease.pdf", ["LEASE one", "LEASE two", "LEASE three", "LEASE four"]);
    const note = await write("note.pdf", ["NOTE only"]);
    await builderWithFiles(page, suite.server.url, [lease, note]);
    await page.getByRole("button", { name: "Pages of lease.pdf: turn, remove or reorder" }).click();
    await page.getByRole("button", { name: "Remove page 2 from the binder" }).click();

    await page.getByRole("button", { name: "Preview", exact: true }).click();
    const preview = page.getByRole("dialog", { name: "Preview your binder" });
    await expect.poll(() => preview.isVisible(), { timeout: 60_000 }).toBe(true);
    const total = Number(
      await preview
        .locator("dt", { hasText: /^Total pages$/ })
        .locator("xpath=following-sibling::dd")
        .textContent(),
    );
    // Cover, index, the lease's three pages left, the note.
    expect(total).toBe(6);

    await snapshotElement(preview, "page-view", `preview-${viewport.name}`);
    await preview.getByRole("button", { name: "See every page" }).click();
    const view = page.getByRole("dialog", { name: "Every page of your binder" });
    await expect.poll(() => view.isVisible()).toBe(true);
    const pages = view.getByRole("list", { name: "Pages of your binder" });
    await expect.poll(() => pages.getByRole("listitem").count(), { timeout: 120_000 }).toBe(total);
    const captions = (await pages.locator("figcaption").allTextContents()).map((t) => t.replace(/\s+/g, " "));
    expect(captions).toEqual([
      "Page 1Cover and index",
      "Page 2Cover and index",
      "Page 3Exhibit 1",
      "Page 4Exhibit 1",
      "Page 5Exhibit 1",
      "Page 6Exhibit 2",
    ]);
    // Every picture's box is a letter page's shape before it loads: nothing moves as they arrive.
    const boxes = await pages
      .locator("img")
      .evaluateAll((imgs) => imgs.map((img) => img.getBoundingClientRect()).map((r) => r.height / r.width));
    for (const ratio of boxes) expect(ratio).toBeCloseTo(11 / 8.5, 1);
    // Scrolled to the end, every page has its picture.
    await pages.getByRole("listitem").last().scrollIntoViewIfNeeded();
    await expect
      .poll(
        () =>
          pages
            .locator("img")
            .evaluateAll(
              (imgs) =>
                imgs.filter((img) => (img as unknown as { naturalWidth: number }).naturalWidth > 0).length,
            ),
        { timeout: 60_000 },
      )
      .toBe(total);
    expect(await overflowPx(page)).toBeLessThanOrEqual(0);
    await pages.getByRole("listitem").first().scrollIntoViewIfNeeded();
    await snapshotElement(view, "page-view", `view-${viewport.name}`);

    // Back in the preview, nothing was built: Generate is still there to press.
    await view.getByRole("button", { name: "Back to the preview" }).click();
    await expect.poll(() => view.isVisible()).toBe(false);
    expect(await preview.getByRole("button", { name: "Generate Binder" }).isEnabled()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
