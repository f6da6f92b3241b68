// Where the court is, on /court-information's cards in Chromium at phone and desktop widths (issue 37 §4): the
// Southern District of New York shows both courthouses PACER lists and its e-filing help desk labelled as that; Essex
// County's Superior Court shows its three courthouses with the MACourts source; a county with no source still says
// "Not listed". Expectations come from packages/courts. Screenshots of the cards land in e2e/artifacts/courts/.
import { describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { allPresets } from "@courtready/courts";
import { NOT_LISTED } from "@courtready/contracts";
import { snapshotElement, VIEWPORTS, watchErrors } from "../support/browser.ts";
import { useServerAndBrowser } from "../support/suite.ts";

const suite = useServerAndBrowser();
const SEARCH_LABEL = "Search by court name, county, city or court ID";

describe.each(VIEWPORTS)("court locations at $width px ($name)", (viewport) => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  async function openCard(id: string) {
    context = await suite.browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
    });
    page = await context.newPage();
    errors = watchErrors(page);
    await page.goto(`${suite.server.url}/court-information`);
    await page.getByLabel(SEARCH_LABEL).fill(id);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const card = page.locator(`article[data-court-id="${id}"]`);
    await expect.poll(() => card.count()).toBe(1);
    return card;
  }
  async function close() {
    expect(errors).toEqual([]);
    await context.close();
  }

  it("a federal district shows each courthouse PACER lists, and its help desk as the help desk", async () => {
    const preset = allPresets().get("ny_us_district_southern");
    const card = await openCard("ny_us_district_southern");
    const section = card.locator("[data-court-locations]");
    expect(await section.locator("h4").textContent()).toBe("Where the court is (2 locations)");
    const text = (await section.textContent()) ?? "";
    for (const location of preset?.locations ?? []) expect(text).toContain(location.address ?? "");
    expect(text).toContain("Phone: (212) 805-0136");
    expect(await section.getByRole("link", { name: "(212) 805-0136" }).getAttribute("href")).toBe(
      "tel:2128050136",
    );
    expect(await section.locator("[data-help-desks]").textContent()).toContain("212-805-0800 (NYC)");
    expect(text).toContain("it is not the clerk's office");
    expect(text).toMatch(/Source: PACER: Federal Court Records.*mirror.*read Jan 10, 2023/);
    await section.scrollIntoViewIfNeeded();
    await snapshotElement(card, "courts", `${viewport.name}-locations-1-sdny`);
    await close();
  });

  it("a Massachusetts county shows each Superior Court courthouse with its source", async () => {
    const card = await openCard("ma_essex");
    const section = card.locator("[data-court-locations]");
    expect(await section.locator("[data-location]").count()).toBe(3);
    const text = (await section.textContent()) ?? "";
    expect(text).toContain("56 Federal St., Salem, MA 01970");
    expect(text).toContain("Phone: (978) 242-1900");
    expect(text).toContain("docassemble-MACourts");
    expect(text).toContain("read Nov 27, 2026");
    // Address, phone and hours are in the section, so the card does not also call them "not listed".
    const notListed = (await card.locator("[data-not-listed] p").first().textContent()) ?? "";
    expect(notListed).toContain("website");
    expect(notListed).not.toContain("address");
    await snapshotElement(card, "courts", `${viewport.name}-locations-2-essex`);
    await close();
  });

  it("a county with no source keeps its Not listed line and has no locations section", async () => {
    const card = await openCard("tx_harris");
    expect(await card.locator("[data-court-locations]").count()).toBe(0);
    const notListed = (await card.locator("[data-not-listed]").textContent()) ?? "";
    expect(notListed).toContain(NOT_LISTED);
    expect(notListed).toContain("address, phone, hours");
    await close();
  });
});
