// A person signs up, signs out, signs in and mistypes their password, in Chromium at phone and desktop widths.
// Screenshots land in e2e/artifacts/auth/ for people to look at.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { liveText, snapshot, VIEWPORTS } from "../support/browser.ts";
import { useServerAndBrowser, visitorSession } from "../support/suite.ts";

const suite = useServerAndBrowser();

async function openMenu(page: Page) {
  await page.getByRole("button", { name: "Menu" }).click();
  return page.getByRole("navigation", { name: "Site menu" });
}

describe.each(VIEWPORTS)("accounts at $width px ($name)", (viewport) => {
  it("sign up, sign out, sign in, wrong password", async () => {
    const { context, page, errors } = await visitorSession(suite, viewport);
    const email = `rosa.${viewport.name}@example.com`;
    const password = "Tenant2026rights";
    const shot = (name: string) => snapshot(page, "auth", `${viewport.name}-${name}`);

    // Create the account from /login's create-account mode.
    await page.goto(`${suite.server.url}/login`);
    await page.getByRole("button", { name: "Create an account" }).click();
    await page.getByLabel("First name").fill("Rosa");
    await page.getByLabel("Last name").fill("Diaz");
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByLabel("Confirm password").fill(password);
    await shot("1-create-account-form");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect.poll(() => liveText(page)).toContain("Account Created... Please log in.");
    await shot("2-account-created");

    // The form is back in log-in mode with the details kept: one click signs in, then / after a second.
    await expect.poll(() => page.getByLabel("Email address").inputValue()).toBe(email);
    await page.getByRole("button", { name: "Log In", exact: true }).click();
    await expect.poll(() => liveText(page)).toContain("Login Successful");
    await page.waitForURL(`${suite.server.url}/`);
    let menu = await openMenu(page);
    await expect.poll(() => menu.textContent()).toContain("Rosa");
    await expect.poll(() => menu.textContent()).toContain(`Logged in as ${email}`);
    await shot("3-signed-in-menu");

    // Sign out from the menu: the page reloads signed out.
    await menu.getByRole("button", { name: /Log Out/ }).click();
    await page.waitForLoadState("load");
    menu = await openMenu(page);
    await expect.poll(() => menu.textContent()).toContain("Log-In / Sign-Up");
    const me = await page.request.get(`${suite.server.url}/api/auth/user`);
    expect(me.status()).toBe(401);
    await shot("4-signed-out-menu");

    // A wrong password gets the spec's message and no session.
    await page.goto(`${suite.server.url}/login`);
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel(/^Password/).fill("not-my-password-1");
    await page.getByRole("button", { name: "Log In", exact: true }).click();
    const alert = page.getByRole("alert").filter({ hasText: "Login Failed" });
    await expect.poll(() => alert.textContent()).toContain("Invalid email or password");
    await shot("5-wrong-password");
    expect(page.url()).toBe(`${suite.server.url}/login`);

    // The right password signs in.
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole("button", { name: "Log In", exact: true }).click();
    await page.waitForURL(`${suite.server.url}/`);
    expect((await page.request.get(`${suite.server.url}/api/auth/user`)).status()).toBe(200);

    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the sign-in error toast from ?error= and cleans the address", async () => {
    const context = await suite.browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
    });
    const page = await context.newPage();
    await page.goto(`${suite.server.url}/login?error=google_oauth_user_denied_access`);
    const alert = page.getByRole("alert").filter({ hasText: "Sign-In Error" });
    await expect.poll(() => alert.textContent()).toContain("Google Sign-In was cancelled.");
    await expect.poll(() => page.url()).toBe(`${suite.server.url}/login`);
    await context.close();
  });

  it("shows no Google or Apple button when they are not set up, and explains an old link to one", async () => {
    const context = await suite.browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
    });
    const page = await context.newPage();
    const providers = page.waitForResponse((r) => r.url().endsWith("/api/auth/providers"));
    await page.goto(`${suite.server.url}/login`);
    expect(await (await providers).json()).toEqual({ google: false, apple: false });
    await page.getByRole("button", { name: "Log In", exact: true }).waitFor();
    expect(await page.getByRole("link", { name: "Continue with Google" }).count()).toBe(0);
    expect(await page.getByRole("link", { name: "Continue with Apple" }).count()).toBe(0);
    // A bookmarked or old link to the provider still lands on the login page with words, not an error page.
    await page.goto(`${suite.server.url}/api/auth/google`);
    const alert = page.getByRole("alert").filter({ hasText: "Sign-In Error" });
    await expect.poll(() => alert.textContent()).toContain("Google Sign-In is temporarily unavailable.");
    await expect.poll(() => page.url()).toBe(`${suite.server.url}/login`);
    await context.close();
  });

  it("shows the not-found page for an unknown address", async () => {
    const context = await suite.browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
    });
    const page = await context.newPage();
    await page.goto(`${suite.server.url}/no-such-page`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Page Not Found");
    await expect
      .poll(() => page.textContent("body"))
      .toContain("The page you're looking for doesn't exist or has been moved.");
    await page.getByRole("link", { name: "Return to Home" }).click();
    await page.waitForURL(`${suite.server.url}/`);
    await snapshot(page, "auth", `${viewport.name}-6-home-after-not-found`);
    await context.close();
  });
});
