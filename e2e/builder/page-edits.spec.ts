// Page edits in the browser (issue 37 §3), in Chromium at 390 and 1280 px against the built server: a four-page
// lease's Pages panel turns page 1, removes page 2 and moves page 4 above page 3 with its buttons (no dragging),
// the row's count follows, and the binder downloaded holds the lease's three pages in that order, page 1 turned
// (a landscape page), the index's range counting three pages and the next exhibit right after them.
// Screenshots of the panel go to e2e/artifacts/page-edits/ (E2E_SCREENSHOTS=1).
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { snapshotElement, VIEWPORTS } from "../support/browser.ts";
import { downloadBinderPdf } from "../support/builder.ts";
import { builderWithFiles, specPdfs } from "../support/builder-files.ts";
import { overflowPx } from "../support/leftovers.ts";
import { landscapePages, pdfPages } from "../support/pdf.ts";
import { memberSession, useServerAndBrowser } from "../support/suite.ts";

const suite = useServerAndBrowser();
const { work, write } = specPdfs("page-edits");

describe.each(VIEWPORTS)("page edits at $name width", (viewport) => {
  it("turns, removes and reorders a lease's pages, and the binder shows them so", async () => {
    const { context, page, errors } = await memberSession(
      suite,
      viewport,
      `pages-${viewport.name}@example.com`,
      {
        acceptDownloads: true,
      },
    );
    const lease = await write("lease.pdf", ["LEASE one", "LEASE two", "LEASE three", "LEASE four"]);
    const note = await write("note.pdf", ["NOTE only"]);
    const list = await builderWithFiles(page, suite.server.url, [lease, note]);
    const row = list.getByRole("listitem").filter({ hasText: "lease.pdf" }).first();

    const toggle = page.getByRole("button", { name: "Pages of lease.pdf: turn, remove or reorder" });
    await toggle.click();
    const pages = page.getByRole("list", { name: "Pages of lease.pdf in binder order" });
    await expect.poll(() => pages.getByRole("listitem").count()).toBe(4);
    await pages.getByRole("button", { name: "Turn page 1 a quarter to the right" }).click();
    await pages.getByRole("button", { name: "Remove page 2 from the binder" }).click();
    // Keyboard alone: focus stays on the moved page's button, so Enter moves it again.
    await pages.getByRole("button", { name: "Move page 4 up" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => pages.getByRole("listitem").nth(2).textContent()).toContain("Page 4");
    await expect.poll(() => row.textContent()).toContain("3 pages of 4 in the binder");
    const shown = await pages.getByRole("listitem").allTextContents();
    expect(shown.map((t) => /Page \d/.exec(t)![0])).toEqual(["Page 1", "Page 2", "Page 4", "Page 3"]);
    expect(shown[0]).toContain("(turned 90°)");
    expect(shown[1]).toContain("Put back");
    // Nothing in the panel is wider than the screen.
    expect(await overflowPx(page)).toBeLessThanOrEqual(0);
    await pages.scrollIntoViewIfNeeded();
    await snapshotElement(row, "page-edits", `panel-${viewport.name}`);

    await page.getByRole("button", { name: "Generate Binder" }).click();
    await page.getByRole("button", { name: "Build Anyway" }).click();
    const ready = page.getByRole("region", { name: "Your binder is ready" });
    await expect.poll(() => ready.isVisible(), { timeout: 120_000 }).toBe(true);
    const binder = await downloadBinderPdf(page, work, `pages-${viewport.name}`);
    // Cover, index, the lease's pages 1, 4 and 3, the note.
    expect(Number(execFileSync("qpdf", ["--show-npages", binder], { encoding: "utf8" }).trim())).toBe(6);
    const texts = pdfPages(binder, { fold: true });
    expect(texts[2]).toContain("LEASE one");
    expect(texts[3]).toContain("LEASE four");
    expect(texts[4]).toContain("LEASE three");
    expect(texts.join(" ")).not.toContain("LEASE two");
    expect(texts[5]).toContain("NOTE only");
    // The index: the lease's three pages on 3–5, the note on 6.
    expect(texts[1]).toMatch(/ 1 [^]*PDF Document 3 3–5 2 [^]*PDF Document 1 6 /);
    // Page 1 was turned: a portrait page turned a quarter is placed on a landscape page; the others stay portrait.
    expect(landscapePages(binder, 3, 5)).toEqual([true, false, false]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
