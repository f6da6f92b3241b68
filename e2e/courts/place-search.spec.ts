// Finding a court by the place people live in, in Chromium at phone and desktop widths: "Houston" puts Harris County
// first and names Houston on the card, "Brooklyn" finds Kings County, a county name still works, and the page's
// header promises only what the cards hold. Expectations come from packages/courts. Screenshots land in
// e2e/artifacts/courts/.
import { describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { allPresets, coverageSummary, searchCourts } from "@courtready/courts";
import { COURTS_PAGE_SIZE } from "@courtready/contracts";
import { snapshot, VIEWPORTS, watchErrors } from "../support/browser.ts";
import { useServerAndBrowser } from "../support/suite.ts";

const suite = useServerAndBrowser();

const SEARCH_LABEL = "Search by court name, county, city or court ID";
const count = (n: number) => n.toLocaleString("en-US");
const allLabel = (id: string) => allPresets().get(id)?.label ?? id;

describe.each(VIEWPORTS)("court search by place at $width px ($name)", (viewport) => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  const shot = (name: string) => snapshot(page, "courts", `${viewport.name}-place-${name}`);
  const status = () => page.locator("#court-results-status").textContent();
  const cardIds = () =>
    page.locator("article[data-court-id]").evaluateAll((cards) => cards.map((card) => card.dataset.courtId));

  async function open() {
    context = await suite.browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
    });
    page = await context.newPage();
    errors = watchErrors(page);
    await page.goto(`${suite.server.url}/court-information`);
  }
  async function close() {
    expect(errors).toEqual([]);
    await context.close();
  }
  async function searchFor(text: string) {
    await page.getByLabel(SEARCH_LABEL).fill(text);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe(text);
  }

  it("the header says what the cards hold, and where to check address, phone and hours", async () => {
    await open();
    const intro = page.locator("h1 + div");
    // Only the federal courts and Massachusetts' Superior Courts have a sourced location (issue 37 §4), so the header
    // says how many (once the coverage counts have loaded) and sends people to the clerk for the others.
    const located = coverageSummary().contactCourts;
    expect(located).toBe(109);
    await expect
      .poll(() => intro.textContent())
      .toContain(`Addresses, phone numbers or hours are listed for ${located} courts so far`);
    const text = (await intro.textContent()) ?? "";
    expect(text).toContain("exhibit labeling rules");
    expect(text).toContain("for the others, check with the court clerk");
    expect(text).not.toMatch(/^Address, phone, hours/);
    await close();
  });

  it("Houston puts Harris County first, with Houston, TX named on the card", async () => {
    await open();
    await searchFor("Houston");
    const expected = searchCourts("Houston");
    const placed = expected.filter((result) => result.place !== null);
    const total = expected.length;
    await expect
      .poll(status)
      .toBe(
        total <= COURTS_PAGE_SIZE
          ? `Showing all ${count(total)} courts, the courts of the place you named first, then the rest by name.`
          : `Showing 1–${COURTS_PAGE_SIZE} of ${count(total)} courts, the courts of the place you named first, then the rest by name.`,
      );
    const shown = await cardIds();
    expect(shown[0]).toBe("tx_harris");
    expect(shown.slice(0, placed.length)).toEqual(placed.map((result) => result.preset.id));
    // Every Houston County is still listed, after the courts found by place.
    for (const result of expected.filter((entry) => entry.preset.county === "Houston County")) {
      expect(shown.indexOf(result.preset.id)).toBeGreaterThan(0);
    }

    const harris = page.locator('article[data-court-id="tx_harris"]');
    const matched = harris.locator("[data-matched-place]");
    expect(await matched.locator("p").first().textContent()).toBe(
      "Found by place: Houston, TX — Harris County",
    );
    const place = placed[0]?.place;
    expect(await matched.textContent()).toContain(
      `${count(place?.zip_codes ?? 0)} of Houston's ${count(place?.place_zip_codes ?? 0)} ZIP codes have addresses in Harris County.`,
    );
    expect(await matched.textContent()).toContain("HUD USPS ZIP Code–county crosswalk");
    // A court found by its name carries no place line.
    const byName = expected.find((result) => result.place === null);
    if (byName) {
      const card = page.locator(`article[data-court-id="${byName.preset.id}"]`);
      expect(await card.locator("[data-matched-place]").count()).toBe(0);
    }
    await harris.scrollIntoViewIfNeeded();
    await shot("1-houston");
    await close();
  });

  it("Brooklyn finds Kings County, and a county's own name still works", async () => {
    await open();
    await searchFor("Brooklyn");
    await expect.poll(cardIds).toContain("ny_kings");
    expect((await cardIds())[0]).toBe("ny_kings");
    const kings = page.locator('article[data-court-id="ny_kings"] [data-matched-place]');
    expect(await kings.locator("p").first().textContent()).toBe(
      "Found by place: Brooklyn, NY — Kings County",
    );
    expect(await kings.textContent()).toContain("Brooklyn is Kings County.");
    await shot("2-brooklyn");

    await searchFor("Harris County");
    const harrisCounties = searchCourts("Harris County").map((result) => result.preset.id);
    await expect.poll(async () => [...(await cardIds())].sort()).toEqual([...harrisCounties].sort());
    expect(await page.locator("[data-matched-place]").count()).toBe(0);
    expect(await status()).toContain("sorted by name");
    await close();
  });

  it("/courts opens a Houston search on Texas, Harris County first, with the place named", async () => {
    context = await suite.browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
    });
    page = await context.newPage();
    errors = watchErrors(page);
    await page.goto(`${suite.server.url}/courts`);
    await page.getByLabel("Search by court name, city or state").fill("Houston");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const firstGroup = page.locator("#courts-by-state ~ div section").first();
    await expect.poll(() => firstGroup.locator("h3").textContent()).toMatch(/^Texas/);
    const firstRow = firstGroup.locator("li").first();
    expect(await firstRow.locator("[data-matched-place]").textContent()).toBe("Found by place: Houston, TX");
    expect(await firstRow.textContent()).toContain(allLabel("tx_harris"));
    await firstGroup.scrollIntoViewIfNeeded();
    await shot("3-courts-houston");
    await close();
  });
});
