// A court card's "Filing rules" (issue 36) in Chromium at phone and desktop widths: nothing is fetched for the cards
// of a list until one is opened; Harris County's card then says Texas's e-filing rules in words, each with its source
// linked and the date read; a court with no sourced profile names the generic one. Expectations come from
// packages/courts. Screenshots land in e2e/artifacts/courts/.
import { describe, expect, it } from "vitest";
import { allPresets, filingProfileFor } from "@courtready/courts";
import { FILING_RULES_MESSAGES as M, filingRulesInWords } from "@courtready/contracts";
import { snapshot, VIEWPORTS } from "../support/browser.ts";
import { useServerAndBrowser, visitorSession } from "../support/suite.ts";

const suite = useServerAndBrowser();

/** A court whose profile is the generic one (no sourced rule of its own, its state's or the federal judiciary's). */
const genericCourt = [...allPresets().keys()].find((id) => filingProfileFor(id)?.kind === "generic");

describe.each(VIEWPORTS)("a court's filing rules at $width px ($name)", (viewport) => {
  it("fetches the rules only when opened, and says each with its source and date; the generic profile is named", async () => {
    const { context, page, errors } = await visitorSession(suite, viewport);
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/filing-profile")) fetched.push(new URL(request.url()).pathname);
    });

    await page.goto(`${suite.server.url}/court-information?q=Houston`);
    const harris = page.locator('article[data-court-id="tx_harris"]');
    await expect.poll(() => harris.count(), { timeout: 30_000 }).toBe(1);
    expect(await page.locator("article[data-court-id]").count()).toBeGreaterThan(1);
    expect(fetched).toEqual([]);

    const open = harris.getByRole("button", { name: M.title });
    expect(await open.getAttribute("aria-expanded")).toBe("false");
    await open.click();
    expect(await open.getAttribute("aria-expanded")).toBe("true");
    const section = harris.locator("[data-filing-rules]");
    const profile = filingProfileFor("tx_harris")!;
    const rules = filingRulesInWords(profile);
    expect(rules.length).toBeGreaterThan(0);
    await expect.poll(() => section.textContent(), { timeout: 15_000 }).toContain(rules[0]!.words);
    const text = (await section.textContent()) ?? "";
    for (const rule of rules) expect(text).toContain(rule.words);
    expect(text).toContain(M.sourced(profile.name));
    expect(text).not.toContain(M.generic);
    const linked = rules.flatMap((rule) => rule.sources).find((source) => source.url);
    if (linked) expect(await section.getByRole("link", { name: linked.title }).count()).toBeGreaterThan(0);
    expect(text).toMatch(/read [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    // Only the opened card's rules were fetched.
    expect(fetched).toEqual(["/api/presets/tx_harris/filing-profile"]);
    await section.scrollIntoViewIfNeeded();
    await snapshot(page, "courts", `${viewport.name}-filing-rules-1-harris`);

    expect(genericCourt, "some court has the generic profile").toBeDefined();
    await page.goto(`${suite.server.url}/court-information?q=${encodeURIComponent(genericCourt!)}`);
    const card = page.locator(`article[data-court-id="${genericCourt}"]`);
    await expect.poll(() => card.count(), { timeout: 30_000 }).toBe(1);
    await card.getByRole("button", { name: M.title }).click();
    await expect
      .poll(() => card.locator("[data-filing-rules]").textContent(), { timeout: 15_000 })
      .toContain(M.generic);
    await snapshot(page, "courts", `${viewport.name}-filing-rules-2-generic`);

    expect(errors).toEqual([]);
    await context.close();
  });
});
