// How a production deployment must state its payments and public address (issue 22, findings 4 and 5): the built
// server refuses to start without them, naming the variable; a free installation (PAYMENTS=free) shows every
// account as a member and sells nothing. Chromium at 390 and 1280 px.
import { describe, expect, it } from "vitest";
import { signUpAndLogIn } from "../support/accounts.ts";
import { snapshot, VIEWPORTS } from "../support/browser.ts";
import { startServer } from "../support/server.ts";
import { useOwnServerAndBrowser, visitorSession } from "../support/suite.ts";

describe("production start-up", () => {
  it("refuses to start without PAYMENTS, and without PUBLIC_BASE_URL, saying what to set", async () => {
    // Empty values count as unset, so these take back what e2e/support/server.ts states for every other spec.
    await expect(startServer({ NODE_ENV: "production", PAYMENTS: "" })).rejects.toThrow(
      /PAYMENTS: required in production without Stripe keys\. Set PAYMENTS=stripe .*PAYMENTS=free .*PAYMENTS=test/,
    );
    await expect(startServer({ NODE_ENV: "production", PUBLIC_BASE_URL: "" })).rejects.toThrow(
      /PUBLIC_BASE_URL: required in production.*e\.g\. PUBLIC_BASE_URL=https:\/\/courtready\.example\.org/,
    );
  });
});

describe("a free installation (PAYMENTS=free)", () => {
  const suite = useOwnServerAndBrowser({ NODE_ENV: "production", PAYMENTS: "free" });

  it.each(VIEWPORTS)("says membership is free and shows no plans at $width px", async (viewport) => {
    const { context, page, errors } = await visitorSession(suite, viewport);
    await signUpAndLogIn(context, suite.server.url, { email: `clinic.${viewport.name}@example.org` });
    const status = await context.request.get(`${suite.server.url}/api/membership/status`);
    expect(await status.json()).toMatchObject({ status: "active", role: null });

    await page.goto(`${suite.server.url}/membership`);
    await expect
      .poll(() => page.getByTestId("free-installation-notice").textContent())
      .toContain("Membership is free here");
    expect(await page.getByRole("heading", { name: "Plans" }).count()).toBe(0);
    expect(await page.getByTestId("test-payments-banner").count()).toBe(0);
    await snapshot(page, "membership", `${viewport.name}-free-installation`);
    await page.getByRole("button", { name: "Menu" }).click();
    const menu = page.getByRole("navigation", { name: "Site menu" });
    await expect.poll(() => menu.textContent()).toContain("Active Member (free here)");
    expect(errors).toEqual([]);
    await context.close();
  });
});
