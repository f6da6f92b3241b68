// Sections in the browser (issue 37 §3), in Chromium at 390 and 1280 px against the built server: "Group into
// sections" names two sections, each exhibit row's select puts the lease and the notice in the first and the receipt
// in the second (keyboard on the select, no dragging), and the binder downloaded opens each section with its slip
// sheet, the index heading each section before its exhibits, exhibit numbers running on across sections.
// Screenshots of the panel and a row go to e2e/artifacts/sections/ (E2E_SCREENSHOTS=1).
import { describe, expect, it } from "vitest";
import { snapshotElement, VIEWPORTS } from "../support/browser.ts";
import { chooseSection, downloadBinderPdf, nameSections } from "../support/builder.ts";
import { builderWithFiles, specPdfs } from "../support/builder-files.ts";
import { overflowPx } from "../support/leftovers.ts";
import { pdfPages } from "../support/pdf.ts";
import { memberSession, useServerAndBrowser } from "../support/suite.ts";

const suite = useServerAndBrowser();
const { work, write } = specPdfs("sections");

describe.each(VIEWPORTS)("sections at $name width", (viewport) => {
  it("groups exhibits into two sections, with slip sheets and index headings in the binder", async () => {
    const { context, page, errors } = await memberSession(
      suite,
      viewport,
      `sections-${viewport.name}@example.com`,
      { acceptDownloads: true },
    );
    const files = [
      await write("lease.pdf", ["LEASE only"]),
      await write("notice.pdf", ["NOTICE only"]),
      await write("receipt.pdf", ["RECEIPT only"]),
    ];
    const list = await builderWithFiles(page, suite.server.url, files);

    await nameSections(page, ["Lease and notices", "Payments"]);
    await chooseSection(page, "lease.pdf", "Lease and notices");
    // Until every exhibit is in a section, the panel says which is not.
    await expect
      .poll(() => page.getByRole("alert").first().textContent())
      .toContain("Exhibit 2 is in no section");
    await chooseSection(page, "notice.pdf", "Lease and notices");
    await chooseSection(page, "receipt.pdf", "Payments");
    await expect.poll(() => page.getByText(/is in no section/).count()).toBe(0);
    expect(await overflowPx(page)).toBeLessThanOrEqual(0);
    const panel = page.getByRole("region", { name: "Group into sections" });
    await panel.scrollIntoViewIfNeeded();
    await snapshotElement(panel, "sections", `panel-${viewport.name}`);
    const row = list.getByRole("listitem").filter({ hasText: "receipt.pdf" }).first();
    await snapshotElement(row, "sections", `row-${viewport.name}`);

    await page.getByRole("button", { name: "Generate Binder" }).click();
    await page.getByRole("button", { name: "Build Anyway" }).click();
    const ready = page.getByRole("region", { name: "Your binder is ready" });
    await expect.poll(() => ready.isVisible(), { timeout: 120_000 }).toBe(true);
    const binder = await downloadBinderPdf(page, work, `sections-${viewport.name}`);
    // Cover, index, slip 1, lease, notice, slip 2, receipt.
    const texts = pdfPages(binder, { fold: true });
    expect(texts).toHaveLength(7);
    expect(texts[2]).toContain("SECTION 1");
    expect(texts[2]).toContain("Lease and notices");
    expect(texts[3]).toContain("LEASE only");
    expect(texts[4]).toContain("NOTICE only");
    expect(texts[5]).toContain("SECTION 2");
    expect(texts[5]).toContain("Payments");
    expect(texts[6]).toContain("RECEIPT only");
    expect(texts[6]).toContain("EXHIBIT 3");
    expect(texts[1]).toMatch(
      /Section 1: Lease and notices[^]*lease[^]*notice[^]*Section 2: Payments[^]*receipt/i,
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});
