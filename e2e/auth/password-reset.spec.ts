// "Forgot password?" in Chromium at phone and desktop widths (issue 19, item 4): a real SMTP server on 127.0.0.1
// receives the reset e-mail, the spec follows the link in it as a person would, sets a new password and signs in with
// it; the person starts locked out of sign-in, and was also signed in on another device, which must be signed out.
// The worker's shared server, which has no SMTP (e2e/support/global-setup.ts), shows what the page says instead.
// Screenshots land in e2e/artifacts/auth/.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { PASSWORD_RESET_MESSAGES } from "@courtready/contracts";
import { liveText, snapshot, VIEWPORTS, watchErrors } from "../support/browser.ts";
import { signUpAndLogIn } from "../support/accounts.ts";
import { SHARED_SUPPORT_EMAIL } from "../support/global-setup.ts";
import { startMailingServer } from "../support/server.ts";
import type { RunningServer } from "../support/server.ts";
import { useServerAndBrowser } from "../support/suite.ts";
import { firstLink, startSmtpStandIn } from "../../apps/server/src/testing/smtp-stand-in.ts";
import type { SmtpStandIn } from "../../apps/server/src/testing/smtp-stand-in.ts";

const OLD_PASSWORD = "Evidence2026binder";
const NEW_PASSWORD = "Harbor2027lights";

/** The shared server (no SMTP) and the spec's Chromium. */
const suite = useServerAndBrowser();
let smtp: SmtpStandIn;
/** The spec's own server, which mails through the SMTP stand-in. */
let server: RunningServer;

beforeAll(async () => {
  smtp = await startSmtpStandIn();
  server = await startMailingServer(smtp.url, {
    SUPPORT_EMAIL: "support@courtready.test",
    LOGIN_MAX_FAILURES_PER_ACCOUNT: "3",
  });
});

afterAll(async () => {
  expect(await server?.stop()).toBe(0);
  await smtp?.close();
});

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole("button", { name: "Log In", exact: true }).click();
}

describe.each(VIEWPORTS)("forgot password at $width px ($name)", (viewport) => {
  const size = { viewport: { width: viewport.width, height: viewport.height } };
  const shot = (page: Page, name: string) =>
    snapshot(page, "auth", `password-reset-${viewport.name}-${name}`);

  it("a locked-out person gets a link by e-mail, sets a new password, and every other session ends", async () => {
    const email = `lena.${viewport.name}@example.com`;
    // Signed in on another device, which the reset must sign out.
    const laptop = await suite.browser.newContext(size);
    await signUpAndLogIn(laptop, server.url, { email, password: OLD_PASSWORD });
    expect((await laptop.request.get(`${server.url}/api/auth/user`)).status()).toBe(200);

    const context = await suite.browser.newContext(size);
    const page = await context.newPage();
    const errors = watchErrors(page);

    // Three wrong tries lock the account; even the right password is then refused, and the message points the way out.
    await page.goto(`${server.url}/login`);
    for (let i = 0; i < 3; i++) {
      await logIn(page, email, `wrong-guess-${i}`);
      await expect.poll(() => liveText(page)).toContain("Invalid email or password");
    }
    await logIn(page, email, OLD_PASSWORD);
    await expect
      .poll(() => liveText(page))
      .toContain('or choose "Forgot password?" to set a new password now');
    // How long to wait is said in the form too, where a phone shows it whole (the toast's details are one line).
    await expect
      .poll(() => page.getByRole("form", { name: "Log in" }).getByRole("alert").textContent())
      .toContain("Please wait 1 minute and try again");
    await shot(page, "1-locked-out");

    // "Forgot password?" carries the typed address over, and says resetting works even when locked out.
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.waitForURL(`${server.url}/forgot-password`);
    await expect.poll(() => page.getByLabel("Email address").inputValue()).toBe(email);
    await expect.poll(() => page.textContent("main")).toContain(PASSWORD_RESET_MESSAGES.throttledNote);
    await shot(page, "2-forgot-page");
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect.poll(() => liveText(page)).toContain(PASSWORD_RESET_MESSAGES.requestSent);
    await shot(page, "3-link-sent");

    // The e-mail arrives at the account's address; its link opens the reset page.
    const mail = await smtp.nextMail();
    expect(mail.to).toEqual([email]);
    const link = firstLink(mail.text);
    expect(link).toMatch(new RegExp(`^${server.url}/reset-password#[A-Za-z0-9_-]{43}$`));
    await page.goto(link);
    await page.getByLabel(/^New password/).waitFor();
    // The secret leaves the address bar once read.
    expect(page.url()).toBe(`${server.url}/reset-password`);
    await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await page.getByLabel("Confirm password").fill(NEW_PASSWORD);
    await shot(page, "4-reset-page");
    await page.getByRole("button", { name: "Set New Password" }).click();

    // Signed in here, at the dashboard; the other device is signed out.
    await page.waitForURL(`${server.url}/dashboard`);
    await expect.poll(() => liveText(page)).toContain(PASSWORD_RESET_MESSAGES.changed);
    await shot(page, "5-signed-in");
    expect((await page.request.get(`${server.url}/api/auth/user`)).status()).toBe(200);
    expect((await laptop.request.get(`${server.url}/api/auth/user`)).status()).toBe(401);

    // The new password signs in from a fresh browser straight away; the old one does not.
    const fresh = await suite.browser.newContext(size);
    const freshPage = await fresh.newPage();
    await freshPage.goto(`${server.url}/login`);
    await logIn(freshPage, email, OLD_PASSWORD);
    await expect.poll(() => liveText(freshPage)).toContain("Invalid email or password");
    await logIn(freshPage, email, NEW_PASSWORD);
    await freshPage.waitForURL(`${server.url}/`);
    expect((await freshPage.request.get(`${server.url}/api/auth/user`)).status()).toBe(200);

    // The link works once.
    await page.goto(link);
    const refused = page.getByRole("alert").filter({ hasText: PASSWORD_RESET_MESSAGES.linkInvalid });
    await refused.waitFor();
    await expect.poll(() => page.getByLabel(/^New password/).count()).toBe(0);
    await shot(page, "6-link-used");

    expect(errors).toEqual([]);
    await Promise.all([context.close(), laptop.close(), fresh.close()]);
  });

  it("says how to reach support when the server cannot send e-mail", async () => {
    const context = await suite.browser.newContext(size);
    const page = await context.newPage();
    await page.goto(`${suite.server.url}/login`);
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.getByRole("heading", { name: PASSWORD_RESET_MESSAGES.notAvailableTitle }).waitFor();
    await expect.poll(() => page.textContent("main")).toContain(PASSWORD_RESET_MESSAGES.notAvailable);
    expect(await page.getByRole("link", { name: SHARED_SUPPORT_EMAIL }).getAttribute("href")).toBe(
      `mailto:${SHARED_SUPPORT_EMAIL}`,
    );
    expect(await page.getByRole("button", { name: "Send Reset Link" }).count()).toBe(0);
    await shot(page, "7-no-email-on-server");
    await context.close();
  });
});
