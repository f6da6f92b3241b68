// The new-password rule in Chromium at phone and desktop widths (issue 22, finding 8): creating an account with one
// of the most common passwords, or with the e-mail address's name part, is refused beside the password field with the
// reason, before anything is sent. Screenshots land in e2e/artifacts/auth/.
import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "@courtready/contracts";
import { snapshot, VIEWPORTS } from "../support/browser.ts";
import { useServerAndBrowser, visitorSession } from "../support/suite.ts";

const suite = useServerAndBrowser();

describe.each(VIEWPORTS)("new-password rule at $width px ($name)", (viewport) => {
  it("says why a common password, or the e-mail's name part, is refused", async () => {
    const { context, page, errors } = await visitorSession(suite, viewport);
    let signups = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/auth/signup")) signups += 1;
    });
    await page.goto(`${suite.server.url}/login`);
    await page.getByRole("button", { name: "Create an account" }).click();
    await page.getByLabel("First name").fill("Rosa");
    await page.getByLabel("Last name").fill("Diaz");
    await page.getByLabel("Email address").fill(`rosa.diaz2026.${viewport.name}@example.com`);
    for (const [password, message] of [
      ["Password123", AUTH_MESSAGES.passwordTooCommon],
      [`Rosa.Diaz2026.${viewport.name}`, AUTH_MESSAGES.passwordIsEmail],
    ] as const) {
      await page.getByLabel(/^Password/).fill(password);
      await page.getByLabel("Confirm password").fill(password);
      await page.getByRole("button", { name: "Create Account" }).click();
      await expect.poll(() => page.getByText(message).count()).toBeGreaterThan(0);
      await snapshot(
        page,
        "auth",
        `password-rule-${viewport.name}-${message === AUTH_MESSAGES.passwordTooCommon ? "common" : "email"}`,
      );
    }
    expect(signups).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
