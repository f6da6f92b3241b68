// A new visitor buys a membership: details first (a plan picked before that is refused), then the annual plan,
// the built-in test checkout, and back on /membership with 'Payment Successful!' and an active Annual membership.
// Then the new member opens the builder and previews a binder. Also: a cancelled checkout, and the 'Login Required'
// message for a visitor. Chromium at 390 and 1280 px.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { liveText, snapshot, VIEWPORTS } from "../support/browser.ts";
import { useServerAndBrowser, visitorSession } from "../support/suite.ts";
import { makePdf } from "@courtready/engine/testing";

const suite = useServerAndBrowser();

describe.each(VIEWPORTS)("membership at $width px ($name)", (viewport) => {
  it("signs up, buys the annual plan on the test checkout, and is an active member", async () => {
    const { context, page, errors } = await visitorSession(suite, viewport);
    const shot = (name: string) => snapshot(page, "membership", `${viewport.name}-${name}`);

    await page.goto(`${suite.server.url}/signup`);
    // A plan before the details: refused with the spec's message.
    await page.getByRole("button", { name: /Choose the Annual plan/ }).click();
    await expect.poll(() => liveText(page)).toContain("Please Complete Signup");

    await page.getByLabel("First name").fill("Maya");
    await page.getByLabel("Last name").fill("Okafor");
    await page.getByLabel("Email address").fill(`maya.${viewport.name}@example.com`);
    await page.getByLabel(/^Password/).fill("Hearing2026binder");
    await page.getByLabel("Confirm password").fill("Hearing2026binder");
    await page.getByRole("button", { name: "Save details and continue" }).click();
    await expect.poll(() => page.getByText("Account details saved").count()).toBe(1);
    await expect
      .poll(() => page.getByTestId("test-payments-banner").textContent())
      .toContain("Test payments — no money is taken");
    await shot("1-plans");

    await page.getByRole("button", { name: /Choose the Annual plan/ }).click();
    await page.waitForURL(/\/test-checkout\//);
    // PAYMENTS=test (e2e/support/server.ts): every page the test checkout touches says so (issue 22, finding 4).
    await expect
      .poll(() => page.getByTestId("test-payments-banner").textContent())
      .toContain("Test payments — no money is taken");
    await expect.poll(() => page.getByRole("main").textContent()).toContain("$199.00");
    await shot("2-test-checkout");

    await page.getByRole("button", { name: "Complete test payment" }).click();
    await page.waitForURL(`${suite.server.url}/membership`);
    await expect.poll(() => liveText(page)).toContain("Payment Successful!");
    await expect
      .poll(() => page.getByRole("region", { name: "Your membership" }).textContent())
      .toContain("Active — Annual plan");
    expect(await page.getByTestId("test-payments-banner").textContent()).toContain("no money is taken");
    await shot("3-active");

    await page.getByRole("button", { name: "Menu" }).click();
    const menu = page.getByRole("navigation", { name: "Site menu" });
    await expect.poll(() => menu.textContent()).toContain("Active Annual Member");

    // The new member opens the builder and previews a binder.
    await page.goto(`${suite.server.url}/create`);
    await expect.poll(() => page.getByLabel(/^Plaintiff \(Person Suing\)/).count()).toBe(1);
    await page.getByLabel(/^Plaintiff \(Person Suing\)/).fill("Maya Okafor");
    await page.getByLabel(/^Defendant \(Person Being Sued\)/).fill("Quick Fix Auto");
    await page.locator('input[type="file"]').setInputFiles({
      name: "repair invoice.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from(await makePdf([{ text: "Invoice from Quick Fix Auto, $850.00" }])),
    });
    await page.getByRole("button", { name: "Preview", exact: true }).click();
    const preview = page.getByRole("dialog", { name: "Preview your binder" });
    await expect.poll(() => preview.isVisible(), { timeout: 60_000 }).toBe(true);
    await expect.poll(() => preview.getByRole("table").textContent()).toContain("repair invoice.pdf");
    await shot("4-preview");

    expect(errors).toEqual([]);
    await context.close();
  });

  it("a visitor is asked to log in; a cancelled checkout says nothing was charged", async () => {
    const context = await suite.browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
    });
    const page = await context.newPage();
    await page.goto(`${suite.server.url}/membership`);
    await page.getByRole("button", { name: /Choose the Monthly plan/ }).click();
    await expect.poll(() => liveText(page)).toContain("Login Required");

    await page.goto(`${suite.server.url}/membership?canceled=true`);
    await expect.poll(() => liveText(page)).toContain("Payment Cancelled");
    await expect.poll(() => page.url()).toBe(`${suite.server.url}/membership`);
    await shot(page, viewport.name);
    await context.close();
  });
});

async function shot(page: Page, name: string) {
  await snapshot(page, "membership", `${name}-4-cancelled`);
}
