// The builder's court field (issue 37 §1) at phone and desktop widths: the directory's search as a combobox
// ("Sacramento" picks Sacramento County by keyboard, not Alameda; a ZIP code, 11201 or 77002, offers its county's
// court), the directory card's "Make a binder for this court", and three cases whose binder must name the court that
// hears them, read back from the generated binder with pdftotext: Brooklyn small claims (Civil Court of the City of
// New York), Houston eviction (a Justice Court with the precinct typed) and Baltimore small claims (District Court of
// Maryland). Real server, engine, Chromium.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { makePdf } from "@courtready/engine/testing";
import { grantMembershipHere, signUpAndLogIn } from "../support/accounts.ts";
import { snapshot, snapshotElement, VIEWPORTS, watchErrors } from "../support/browser.ts";
import { captionShown, chooseCourt, fillSmallClaimsCase } from "../support/builder.ts";
import { useServerAndBrowser } from "../support/suite.ts";

const suite = useServerAndBrowser();
const work = mkdtempSync(path.join(tmpdir(), "courtready-court-for-case-"));
const notice = path.join(work, "notice.pdf");

beforeAll(async () => {
  writeFileSync(notice, await makePdf([{ text: "Notice, page one" }]));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The binder's first page (its cover) as poppler reads it, spaces made single. */
function coverText(binder: string): string {
  const text = execFileSync("pdftotext", ["-l", "1", binder, "-"], { encoding: "utf8" });
  return text.replace(/\s+/g, " ");
}

/** The panel that says which court hears the case. */
const caseCourtPanel = (page: Page) => page.getByRole("region", { name: "The court for your case" });

/**
 * Opens the builder for a binder type, chooses a court by typing `typed`, and waits for the panel to say which court
 * hears the case (`says`); resolves with the panel.
 */
async function courtForCase(
  page: Page,
  type: string,
  typed: string,
  court: RegExp,
  says: string,
): Promise<Locator> {
  await page.goto(`${suite.server.url}/create?type=${type}`);
  await chooseCourt(page, typed, court);
  const panel = caseCourtPanel(page);
  await expect.poll(() => panel.textContent(), { timeout: 15_000 }).toContain(says);
  return panel;
}

/** Adds the notice, generates the binder (past the descriptions question) and returns its cover's text. */
async function buildAndReadCover(page: Page, name: string): Promise<string> {
  await page.locator('input[type="file"]').setInputFiles([notice]);
  const list = page.getByRole("list", { name: "Your files, in exhibit order" });
  await expect.poll(() => list.getByText(/Ready ·/).count(), { timeout: 120_000 }).toBe(1);
  await page.getByRole("button", { name: "Generate Binder" }).click();
  await page.getByRole("button", { name: "Build Anyway" }).click();
  const ready = page.getByRole("region", { name: "Your binder is ready" });
  await expect.poll(() => ready.isVisible(), { timeout: 120_000 }).toBe(true);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download", exact: true }).click(),
  ]);
  const zipPath = path.join(work, `${name}.zip`);
  await download.saveAs(zipPath);
  const binder = path.join(work, `${name}.pdf`);
  const files = unzipSync(new Uint8Array(readFileSync(zipPath)));
  // The binder is named for its type ("binder.pdf", an eviction's "ExhibitBinder.pdf"), at the top of the ZIP.
  const binderName = Object.keys(files).find((entry) => /binder\.pdf$/i.test(entry) && !entry.includes("/"));
  expect(binderName).toBeDefined();
  writeFileSync(binder, files[binderName!]!);
  return coverText(binder);
}

describe.each(VIEWPORTS)("the builder's court field at $width px ($name)", (viewport) => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  const shot = (name: string) => snapshot(page, "court-for-case", `${viewport.name}-${name}`);

  beforeAll(async () => {
    context = await suite.browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
      acceptDownloads: true,
    });
    const email = `court-for-case.${viewport.name}@example.com`;
    await signUpAndLogIn(context, suite.server.url, { email });
    await grantMembershipHere(suite.server, email, "yearly");
    page = await context.newPage();
    errors = watchErrors(page);
  });
  afterAll(async () => {
    expect(errors).toEqual([]);
    await context.close();
  });

  it("is the directory's search: Sacramento by keyboard is Sacramento County, and a card opens the builder with its court", async () => {
    await page.goto(`${suite.server.url}/create`);
    const box = page.getByRole("combobox", { name: "Court" });
    await box.click();
    await page.keyboard.type("Sacramento");
    const first = page.getByRole("option").first();
    await expect.poll(() => first.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await box.getAttribute("aria-expanded")).toBe("true");
    expect(await first.textContent()).toContain("County of Sacramento");
    await page.keyboard.press("ArrowDown");
    expect(await box.getAttribute("aria-activedescendant")).toBe(await first.getAttribute("id"));
    expect(await first.getAttribute("aria-selected")).toBe("true");
    await snapshotElement(
      page.getByRole("listbox", { name: "Court: courts found" }),
      "court-for-case",
      `${viewport.name}-1-sacramento-options`,
    );
    await page.keyboard.press("Enter");
    expect(await box.inputValue()).toBe("Superior Court of California, County of Sacramento");
    expect(await box.getAttribute("aria-expanded")).toBe("false");
    expect(await captionShown(page)).toBe("Superior Court of California, County of Sacramento");

    await page.goto(`${suite.server.url}/court-information?q=Brooklyn`);
    const card = page.locator('article[data-court-id="ny_kings"]');
    await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(1);
    const binderLink = card.getByRole("link", { name: "Make a binder for this court" });
    await binderLink.scrollIntoViewIfNeeded();
    await snapshotElement(
      binderLink.locator("xpath=.."),
      "court-for-case",
      `${viewport.name}-0-directory-link`,
    );
    await binderLink.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/create");
    await expect
      .poll(() => page.getByRole("combobox", { name: "Court" }).inputValue(), { timeout: 15_000 })
      .toBe("Supreme Court of the State of New York, County of Kings");
  });

  it("a ZIP code finds its county's court: 11201 is Kings County, 77002 Harris County", async () => {
    await page.goto(`${suite.server.url}/create?type=small_claims`);
    const box = page.getByRole("combobox", { name: "Court" });
    const hint = await box.getAttribute("aria-describedby");
    expect(await page.locator(`[id="${hint?.split(" ")[0]}"]`).textContent()).toContain("ZIP code");
    await box.click();
    await page.keyboard.type("11201");
    const list = page.getByRole("listbox", { name: "Court: courts found" });
    const options = list.getByRole("option");
    await expect.poll(() => options.first().isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await options.count()).toBe(1);
    expect(await options.first().textContent()).toContain("County of Kings");
    expect(await options.first().textContent()).toContain("ZIP code 11201, NY — Kings County");
    await snapshotElement(list, "court-for-case", `${viewport.name}-1-zip-11201-options`);
    await options.first().click();
    await expect
      .poll(() => captionShown(page), { timeout: 15_000 })
      .toBe("Civil Court of the City of New York, County of Kings");

    const panel = await courtForCase(
      page,
      "eviction_response",
      "77002",
      /Harris County/,
      "Evictions in Harris County are heard by the Justice Court, Harris County, Texas.",
    );
    expect(await box.inputValue()).toMatch(/Harris County/);
    await snapshotElement(panel, "court-for-case", `${viewport.name}-1-zip-77002-eviction`);
  });

  it("Brooklyn small claims: the Civil Court of the City of New York, with its source and ceiling, on the binder", async () => {
    const panel = await courtForCase(
      page,
      "small_claims",
      "Brooklyn",
      /County of Kings/,
      "Small claims in Kings County are heard by the Civil Court of the City of New York, County of Kings",
    );
    expect(
      await panel.getByRole("link", { name: /Civil Court of the City of New York/ }).getAttribute("href"),
    ).toBe("https://nycourts.gov/courts/nyc/smallclaims/general.shtml");
    // Over the $10,000 ceiling the rule does not apply: the person is told to check.
    const amount = panel.getByLabel("Amount Claimed ($) (decides the court)");
    await amount.fill("12000");
    await expect
      .poll(() => panel.textContent(), { timeout: 15_000 })
      .toContain("Check which court hears your case.");
    await amount.fill("1200");
    await expect
      .poll(() => captionShown(page), { timeout: 15_000 })
      .toBe("Civil Court of the City of New York, County of Kings");
    await snapshotElement(panel, "court-for-case", `${viewport.name}-2-brooklyn-small-claims`);
    await fillSmallClaimsCase(page);
    const cover = await buildAndReadCover(page, `${viewport.name}-brooklyn`);
    expect(cover).toContain("CIVIL COURT OF THE CITY OF NEW YORK, COUNTY OF KINGS");
    expect(cover).not.toContain("SUPREME COURT");
    await shot("3-brooklyn-ready");
  });

  it("Houston eviction: a Justice Court, captioned with the precinct typed", async () => {
    const panel = await courtForCase(
      page,
      "eviction_response",
      "Houston",
      /Harris County/,
      "Evictions in Harris County are heard by the Justice Court, Harris County, Texas.",
    );
    await panel.getByLabel("Precinct", { exact: true }).fill("1");
    await panel.getByLabel("Place (if any)").fill("2");
    expect(await captionShown(page)).toBe("Justice Court, Precinct 1, Place 2, Harris County, Texas");
    await snapshotElement(panel, "court-for-case", `${viewport.name}-4-houston-eviction`);
    await page.getByLabel(/^Case Name/).fill("Acme Property v. Diaz");
    await page.getByLabel(/^Landlord/).fill("Acme Property LLC");
    await page.getByLabel(/^Tenant\(s\)/).fill("Rosa Diaz");
    const cover = await buildAndReadCover(page, `${viewport.name}-houston`);
    expect(cover).toContain("JUSTICE COURT, PRECINCT 1, PLACE 2, HARRIS COUNTY, TEXAS");
  });

  it("Baltimore small claims: the District Court of Maryland, not the Circuit Court", async () => {
    const panel = await courtForCase(
      page,
      "small_claims",
      "Baltimore",
      /Baltimore City/,
      "Small claims in Baltimore City are heard by the District Court of Maryland for Baltimore City",
    );
    expect(await captionShown(page)).toBe("District Court of Maryland for Baltimore City");
    await snapshotElement(panel, "court-for-case", `${viewport.name}-5-baltimore-small-claims`);
    await fillSmallClaimsCase(page);
    const cover = await buildAndReadCover(page, `${viewport.name}-baltimore`);
    expect(cover).toContain("DISTRICT COURT OF MARYLAND FOR BALTIMORE CITY");
    expect(cover).not.toContain("CIRCUIT COURT");
  });
});
