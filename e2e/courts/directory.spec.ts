// The court directories in Chromium at phone and desktop widths: /court-information (busiest courts, search, state
// filter, paging, empty state, load failure, header variant) and /courts (grouping by state, paging, search, the
// busiest-courts toggle). Every expected count and name comes from packages/courts, so the spec holds for any data.
// Screenshots land in e2e/artifacts/courts/ for people to look at.
import { describe, expect, it } from "vitest";
import type { BrowserContext, Locator, Page } from "playwright-core";
import {
  allPresets,
  coverageSummary,
  presetsForState,
  searchCourts,
  searchPresets,
  topCourts,
} from "@courtready/courts";
import {
  COURT_STATES,
  COURTS_PAGE_SIZE,
  CSRF_COOKIE,
  CSRF_HEADER,
  MAX_PAGE_BUTTONS,
  NO_COURTS_FOUND,
  NOT_LISTED,
  STATES_PAGE_SIZE,
  TOP_COURTS,
} from "@courtready/contracts";
import type { TCourtPreset, TCourtState } from "@courtready/contracts";
import { snapshot, VIEWPORTS, watchErrors } from "../support/browser.ts";
import { useServerAndBrowser } from "../support/suite.ts";

const suite = useServerAndBrowser();

/** The pages' order: by name, case-insensitive, numbers by value. */
const collator = new Intl.Collator("en-US", { sensitivity: "base", numeric: true });
const byLabel = (presets: TCourtPreset[]) =>
  [...presets].sort((a, b) => collator.compare(a.label, b.label) || a.id.localeCompare(b.id));
const count = (n: number) => n.toLocaleString("en-US");

/** The state or territory with the most presets: the one with the most pages to turn. */
const busiestState: TCourtState = COURT_STATES.map(([code]) => code).reduce((best, code) =>
  presetsForState(code).length > presetsForState(best).length ? code : best,
);
/** States and territories with presets, as /courts orders its groups. */
const statesWithCourts = COURT_STATES.filter(([code]) => presetsForState(code).length > 0)
  .map(([code, name]) => ({ code, name, courts: presetsForState(code).length }))
  .sort((a, b) => collator.compare(a.name, b.name));

/** What the results line says on the first page of `total` matches. */
function firstPageStatus(total: number): string {
  if (total === 0) return NO_COURTS_FOUND;
  if (total === 1) return "Showing 1 court.";
  if (total <= COURTS_PAGE_SIZE) return `Showing all ${count(total)} courts, sorted by name.`;
  return `Showing 1–${COURTS_PAGE_SIZE} of ${count(total)} courts, sorted by name.`;
}

/** The card fields of §2.10 that may be unsourced, as the card labels them. */
const CARD_FACTS = [
  ["address", "Address"],
  ["phone", "Phone"],
  ["hours", "Hours"],
  ["website", "Website"],
  ["size_limit_mb", "File size limit"],
  ["file_types", "Accepted file types"],
  ["e_filing", "E-filing system"],
  ["services", "Available services"],
] as const;

/**
 * Every field is on the card: a sourced fact under its own label with "Source:", an unsourced one named in the
 * "Not listed — check with the court clerk" line, which links the state judiciary's site when the preset has one.
 */
async function expectEveryField(card: Locator, preset: TCourtPreset) {
  const labels = await card.locator("dt").allTextContents();
  expect(labels).toContain("Exhibit labeling rules");
  const notListed = card.locator("[data-not-listed]");
  const notListedText = (await notListed.count()) > 0 ? ((await notListed.textContent()) ?? "") : "";
  // A court with listed locations shows address, phone and hours per location, each with its source (issue 37 §4).
  const located = (preset.locations?.length ?? 0) > 0;
  if (located) {
    const section = card.locator("[data-court-locations]");
    expect(await section.locator("[data-location]").count()).toBe(preset.locations?.length);
    expect(await section.textContent()).toContain("Source:");
  }
  for (const [key, label] of CARD_FACTS) {
    if (located && (key === "address" || key === "phone" || key === "hours")) continue;
    if ((preset.sources[key]?.length ?? 0) > 0) expect(labels).toContain(label);
    else expect(notListedText).toContain(label.toLowerCase());
  }
  if (notListedText) {
    expect(notListedText).toContain(NOT_LISTED);
    if (preset.judiciary_url) {
      expect(await notListed.getByRole("link").getAttribute("href")).toBe(new URL(preset.judiciary_url).href);
    }
  }
}

const SEARCH_LABEL = "Search by court name, county, city or court ID";

describe.each(VIEWPORTS)("court directories at $width px ($name)", (viewport) => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  const shot = (name: string) => snapshot(page, "courts", `${viewport.name}-${name}`);
  const status = () => page.locator("#court-results-status").textContent();
  const cardIds = () =>
    page.locator("article[data-court-id]").evaluateAll((cards) => cards.map((card) => card.dataset.courtId));
  const cardTitles = () => page.locator("article[data-court-id] :is(h2, h3)").allTextContents();

  async function open(path: string) {
    context = await suite.browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
    });
    page = await context.newPage();
    errors = watchErrors(page);
    await page.goto(`${suite.server.url}${path}`);
  }
  async function close() {
    expect(errors).toEqual([]);
    await context.close();
  }

  it("/court-information opens on the busiest courts, with the coverage summary and its own header links", async () => {
    await open("/court-information");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Court Information Directory");
    const top = topCourts(TOP_COURTS);
    await expect
      .poll(status)
      .toContain(top.length > 0 ? `Showing the ${top.length} busiest` : "ranking needs");
    expect(await page.textContent("body")).toContain(
      "Ranked by county population (2020 Census), since no national caseload ranking exists.",
    );
    expect(await cardIds()).toEqual(top.map((preset) => preset.id));
    if (top.length > 0) {
      // Los Angeles County is the most populous county in the country.
      expect(top[0]?.id).toBe("ca_los_angeles");
      const first = page.locator('article[data-court-id="ca_los_angeles"]');
      expect(await first.textContent()).toContain("#1");
      expect(await first.textContent()).toContain("Court ID: ca_los_angeles");
      await expectEveryField(first, top[0]!);
    }

    const coverage = coverageSummary();
    const tile = (label: string) =>
      page
        .getByRole("region", { name: "Coverage Summary" })
        .locator("div", { has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) })
        .locator("dd")
        .first()
        .textContent();
    expect(await tile("Courts")).toBe(count(coverage.courts));
    expect(await tile("States and territories")).toBe(count(coverage.jurisdictions));
    expect(await tile("E-filing courts")).toBe(count(coverage.eFilingCourts));

    const nav = page.getByRole("navigation", { name: "Court information" });
    expect(await nav.getByRole("link", { name: /Back to Builder/ }).getAttribute("href")).toBe("/create");
    await expect.poll(() => nav.getByRole("link", { name: "Sign-In" }).count()).toBe(1);
    expect(await nav.getByRole("link", { name: "Sign-In" }).getAttribute("href")).toBe("/login");
    expect(await nav.getByRole("button", { name: "Sign Out" }).count()).toBe(0);
    await shot("1-court-information-default");
    await close();
  });

  it("searches label and id without regard to case, sorted by label, 25 a page", async () => {
    await open("/court-information");
    // A court's name, not a place: the results are all sorted by name (place-search.spec.ts covers cities).
    await page.getByLabel(SEARCH_LABEL).fill("SUPERIOR COURT OF CALIFORNIA");
    const matches = byLabel(searchPresets("superior court of california"));
    expect(searchCourts("superior court of california").every((result) => result.place === null)).toBe(true);
    await expect.poll(status).toBe(firstPageStatus(matches.length));
    expect(page.url()).toContain("q=SUPERIOR+COURT+OF+CALIFORNIA");
    expect(await cardIds()).toEqual(matches.slice(0, COURTS_PAGE_SIZE).map((preset) => preset.id));
    const titles = await cardTitles();
    expect(titles).toEqual([...titles].sort(collator.compare));
    await shot("2-search-by-name");

    // By court id, typed and sent with Enter.
    await page.getByLabel(SEARCH_LABEL).fill("ca_los_angeles");
    await page.getByLabel(SEARCH_LABEL).press("Enter");
    await expect.poll(cardIds).toContain("ca_los_angeles");
    const la = allPresets().get("ca_los_angeles");
    expect(la?.state).toBe("CA");
    await expectEveryField(page.locator('article[data-court-id="ca_los_angeles"]'), la!);
    await close();
  });

  it("filters by state and pages through the results with Previous, Next and page buttons", async () => {
    await open("/court-information");
    const expected = byLabel(presetsForState(busiestState));
    const pages = Math.ceil(expected.length / COURTS_PAGE_SIZE);
    const name = COURT_STATES.find(([code]) => code === busiestState)?.[1] ?? "";
    await page.getByLabel("State or territory").selectOption(busiestState);
    await expect.poll(status).toBe(firstPageStatus(expected.length));
    expect(await page.getByRole("heading", { level: 2, name: `Courts in ${name}` }).isVisible()).toBe(true);
    expect(await cardIds()).toEqual(expected.slice(0, COURTS_PAGE_SIZE).map((preset) => preset.id));
    for (const id of await cardIds()) expect(id?.startsWith(`${busiestState.toLowerCase()}_`)).toBe(true);

    const pager = page.getByRole("navigation", { name: "Court results pages" });
    if (pages === 1) {
      expect(await pager.count()).toBe(0);
    } else {
      const current = () => pager.locator('[aria-current="page"]').textContent();
      expect(await current()).toBe("1");
      expect(await pager.getByRole("button", { name: /^Page \d+$/ }).count()).toBe(
        Math.min(MAX_PAGE_BUTTONS, pages),
      );
      expect(await pager.getByRole("button", { name: /Previous/ }).isDisabled()).toBe(true);
      await shot("3-state-filter");

      await pager.getByRole("button", { name: /Next/ }).click();
      await expect.poll(current).toBe("2");
      await expect.poll(status).toContain(`Showing ${COURTS_PAGE_SIZE + 1}–`);
      expect(await cardIds()).toEqual(
        expected.slice(COURTS_PAGE_SIZE, 2 * COURTS_PAGE_SIZE).map((preset) => preset.id),
      );
      // The results heading takes focus, so keyboard and screen-reader users start at the new page.
      await expect
        .poll(() => page.locator("#results-title").evaluate((el) => el.matches(":focus")))
        .toBe(true);

      await pager.getByRole("button", { name: /Previous/ }).click();
      await expect.poll(current).toBe("1");

      // The last page, reached from its address: Next is disabled and the count ends at the total.
      await page.goto(`${suite.server.url}/court-information?state=${busiestState}&page=${pages}`);
      await expect.poll(status).toContain(`–${count(expected.length)} of ${count(expected.length)}`);
      expect(await current()).toBe(String(pages));
      expect(await pager.getByRole("button", { name: /Next/ }).isDisabled()).toBe(true);
      expect(await cardIds()).toEqual(
        expected.slice((pages - 1) * COURTS_PAGE_SIZE).map((preset) => preset.id),
      );
      await shot("4-state-last-page");
    }
    await close();
  });

  it("says so when nothing matches, and Clear search returns to the busiest courts", async () => {
    await open("/court-information");
    await page.getByLabel(SEARCH_LABEL).fill("no court is called this");
    await expect.poll(status).toBe(NO_COURTS_FOUND);
    expect(await page.locator("article[data-court-id]").count()).toBe(0);
    await shot("5-no-courts-found");
    await page.getByRole("button", { name: "Clear search" }).click();
    await expect.poll(() => page.getByLabel(SEARCH_LABEL).inputValue()).toBe("");
    await expect.poll(() => page.getByRole("heading", { level: 2, name: /busiest courts/ }).count()).toBe(1);
    await close();
  });

  it("explains a failed load and loads the list on Try again", async () => {
    context = await suite.browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
    });
    page = await context.newPage();
    await page.route("**/api/presets/summary", (route) => route.abort("connectionrefused"));
    await page.goto(`${suite.server.url}/court-information`);
    const alert = page.getByRole("alert").filter({ hasText: "couldn't load the court list" });
    await expect.poll(() => alert.count()).toBe(1);
    await shot("6-load-failure");
    await page.unroute("**/api/presets/summary");
    await alert.getByRole("button", { name: "Try again" }).click();
    await expect.poll(() => alert.count()).toBe(0);
    await expect.poll(() => page.locator("#court-results-status").textContent()).not.toBe("");
    await context.close();
  });

  it("shows Dashboard and Sign Out when signed in; signing out there goes home", async () => {
    context = await suite.browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
    });
    page = await context.newPage();
    errors = watchErrors(page);
    const api = context.request;
    await api.get(`${suite.server.url}/api/auth/user`);
    const csrf = (await context.cookies()).find((cookie) => cookie.name === CSRF_COOKIE)?.value ?? "";
    const email = `court.reader.${viewport.name}@example.com`;
    const password = "Hearing2026ready";
    const headers = { [CSRF_HEADER]: csrf };
    const signup = await api.post(`${suite.server.url}/api/auth/signup`, {
      data: { email, password, firstName: "Ana", lastName: "Reyes" },
      headers,
    });
    expect(signup.status()).toBe(201);
    expect(
      (await api.post(`${suite.server.url}/api/auth/login`, { data: { email, password }, headers })).status(),
    ).toBe(200);

    await page.goto(`${suite.server.url}/court-information`);
    const nav = page.getByRole("navigation", { name: "Court information" });
    await expect.poll(() => nav.getByRole("link", { name: "Dashboard" }).count()).toBe(1);
    expect(await nav.getByRole("link", { name: "Sign-In" }).count()).toBe(0);
    await shot("7-signed-in-header");
    await nav.getByRole("button", { name: "Sign Out" }).click();
    await page.waitForURL(`${suite.server.url}/`);
    expect((await page.request.get(`${suite.server.url}/api/auth/user`)).status()).toBe(401);
    await close();
  });

  describe("/courts", () => {
    const courtsStatus = () => page.locator("#courts-status").textContent();
    const groupTitles = () =>
      page
        .getByRole("region", { name: /^(Courts by state|Courts matching)/ })
        .locator("h3")
        .evaluateAll((headings) => headings.map((h) => h.firstChild?.textContent?.trim() ?? ""));

    it("groups courts by state name, 10 states a page, with Page X of Y", async () => {
      await open("/courts");
      const pages = Math.ceil(statesWithCourts.length / STATES_PAGE_SIZE);
      const total = statesWithCourts.reduce((sum, state) => sum + state.courts, 0);
      expect(total).toBe(coverageSummary().courts);
      await expect.poll(courtsStatus).toContain(`Page 1 of ${pages}.`);
      expect(await courtsStatus()).toContain(`${count(total)} court`);
      expect(await groupTitles()).toEqual(
        statesWithCourts.slice(0, STATES_PAGE_SIZE).map((state) => state.name),
      );

      // The first group lists every court of its state, by name.
      const first = statesWithCourts[0]!;
      const firstGroup = page.getByRole("region", { name: new RegExp(`^${first.name} `) });
      await expect.poll(() => firstGroup.locator("li").count()).toBe(first.courts);
      const names = await firstGroup.locator("li > div > div > p").allTextContents();
      expect(names).toEqual(byLabel(presetsForState(first.code)).map((preset) => preset.label));
      await shot("8-courts-by-state");

      const pager = page.getByRole("navigation", { name: "State pages" });
      if (pages > 1) {
        expect(await pager.textContent()).toContain(`Page 1 of ${pages}`);
        await pager.getByRole("button", { name: /Next/ }).click();
        await expect.poll(courtsStatus).toContain(`Page 2 of ${pages}.`);
        expect(await groupTitles()).toEqual(
          statesWithCourts.slice(STATES_PAGE_SIZE, 2 * STATES_PAGE_SIZE).map((state) => state.name),
        );
        expect(page.url()).toContain("page=2");
        await shot("9-courts-page-2");
      } else {
        expect(await pager.count()).toBe(0);
      }
      await close();
    });

    it("searches by state, by court name or city, and says when nothing matches", async () => {
      await open("/courts");
      const search = page.getByLabel("Search by court name, city or state");

      await search.fill("California");
      await expect.poll(groupTitles).toContain("California");
      const california = page.getByRole("region", { name: /^California / });
      await expect.poll(() => california.locator("li").count()).toBe(presetsForState("CA").length);

      await search.fill("los angeles");
      const hits = searchPresets("los angeles").filter((preset) => preset.state === "CA");
      await expect.poll(() => california.locator("li").count()).toBe(hits.length);
      expect(await california.textContent()).toContain(
        presetsForState("CA").find((preset) => preset.id === "ca_los_angeles")?.label,
      );
      await shot("10-courts-search");

      await search.fill("no court is called this");
      await expect.poll(courtsStatus).toBe(NO_COURTS_FOUND);
      await close();
    });

    it("opens and closes the Top 25 Busiest Courts list, Los Angeles first", async () => {
      await open("/courts");
      const toggle = page.getByRole("button", { name: /Top 25 Busiest Courts/ });
      expect(await toggle.getAttribute("aria-expanded")).toBe("false");
      const list = page.getByRole("list", { name: `Top ${TOP_COURTS} busiest courts` });
      await toggle.click();
      expect(await toggle.getAttribute("aria-expanded")).toBe("true");
      const top = topCourts(TOP_COURTS);
      if (top.length > 0) {
        await expect.poll(() => list.locator(":scope > li").count()).toBe(top.length);
        const first = list.locator(":scope > li").first();
        expect(await first.textContent()).toContain("Rank 1");
        expect(await first.textContent()).toContain(top[0]!.label);
        expect(await first.textContent()).toContain("California");
        for (const field of ["City:", "State:", "Phone:", "Website:"]) {
          expect(await first.textContent()).toContain(field);
        }
      } else {
        await expect
          .poll(() => page.getByText("The ranking needs county population figures").count())
          .toBe(1);
      }
      await shot("11-courts-top-25");
      await toggle.click();
      expect(await toggle.getAttribute("aria-expanded")).toBe("false");
      expect(await list.isVisible()).toBe(false);
      await close();
    });
  });
});
