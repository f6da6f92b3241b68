// "Where you are signed in" on the dashboard, in Chromium at phone and desktop widths (issue 22, finding 10): one
// person signed in on three browsers sees them in plain words (a User-Agent full of markup shows as "Unknown
// browser", never as HTML), signs one out, then all others, then everywhere. Screenshots land in e2e/artifacts/auth/.
import { describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { liveText, snapshot, snapshotElement, VIEWPORTS, watchErrors } from "../support/browser.ts";
import { signUpAndLogIn } from "../support/accounts.ts";
import { useServerAndBrowser } from "../support/suite.ts";

const PASSWORD = "Evidence2026binder";
const FIREFOX_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
const MARKUP = '<img src=x onerror="document.title=1"><b>bold</b>';

const suite = useServerAndBrowser();

/** Signs an existing account in from another browser, through the API as the login page does. */
async function logInElsewhere(context: BrowserContext, baseUrl: string, email: string): Promise<void> {
  await context.request.get(`${baseUrl}/api/auth/user`);
  const csrf = (await context.cookies(baseUrl)).find((cookie) => cookie.name === "cr_csrf")?.value ?? "";
  const login = await context.request.post(`${baseUrl}/api/auth/login`, {
    headers: { "x-csrf-token": csrf, origin: baseUrl },
    data: { email, password: PASSWORD },
  });
  expect(login.status()).toBe(200);
}

async function signedIn(context: BrowserContext, baseUrl: string): Promise<number> {
  return (await context.request.get(`${baseUrl}/api/auth/user`)).status();
}

describe.each(VIEWPORTS)("sessions on the dashboard at $width px ($name)", (viewport) => {
  const size = { viewport: { width: viewport.width, height: viewport.height } };

  it("lists every browser in plain words and signs out one, all others, then everywhere", async () => {
    const { server, browser } = suite;
    const email = `sessions.${viewport.name}@example.com`;
    const context = await browser.newContext(size);
    await signUpAndLogIn(context, server.url, { email, password: PASSWORD });
    const laptop = await browser.newContext({ userAgent: FIREFOX_WINDOWS });
    await logInElsewhere(laptop, server.url, email);
    const odd = await browser.newContext({ userAgent: MARKUP });
    await logInElsewhere(odd, server.url, email);

    const page: Page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${server.url}/dashboard`);
    const section = page.getByRole("region", { name: "Where you are signed in" });
    const rows = section.getByRole("listitem");
    await expect.poll(() => rows.count()).toBe(3);
    const texts = await rows.allTextContents();
    expect(texts[0]).toContain("This device");
    expect(texts.join("\n")).toContain("Firefox on Windows");
    expect(texts.join("\n")).toContain("Unknown browser");
    expect(texts.join("\n")).toContain("From 127.0.0.1");
    // The markup in the User-Agent never reached the page, as text or as elements.
    expect(await section.locator("img, b").count()).toBe(0);
    expect(await page.content()).not.toContain("onerror");
    await section.scrollIntoViewIfNeeded();
    await snapshotElement(section, "auth", `sessions-${viewport.name}-1-list`);
    await snapshot(page, "auth", `sessions-${viewport.name}-0-dashboard`);

    await section.getByRole("button", { name: /^Sign out Firefox on Windows/ }).click();
    await expect.poll(() => liveText(page)).toContain("That session has ended");
    await expect.poll(() => rows.count()).toBe(2);
    expect(await signedIn(laptop, server.url)).toBe(401);
    expect(await signedIn(odd, server.url)).toBe(200);

    await section.getByRole("button", { name: "Sign out all other devices" }).click();
    await expect.poll(() => liveText(page)).toContain("Every other device is signed out");
    await expect.poll(() => rows.count()).toBe(1);
    expect(await signedIn(odd, server.url)).toBe(401);
    expect(await section.getByRole("button", { name: "Sign out all other devices" }).isDisabled()).toBe(true);
    await snapshotElement(section, "auth", `sessions-${viewport.name}-2-alone`);

    await section.getByRole("button", { name: "Sign out everywhere" }).click();
    await page.waitForURL(/\/login$/);
    expect(await signedIn(context, server.url)).toBe(401);
    expect(errors).toEqual([]);
    await Promise.all([context.close(), laptop.close(), odd.close()]);
  });
});
