// A shared address with many failed sign-ins (issue 42, finding 6) in Chromium at phone and desktop widths: a new
// browser there is not locked out; the login page is asked for the sign-in check, solves it with WebCrypto, says so,
// and signs in with one press. Screenshots land in e2e/artifacts/auth/.
import { describe, expect, it } from "vitest";
import { liveText, snapshot, VIEWPORTS, watchErrors } from "../support/browser.ts";
import { useOwnServerAndBrowser } from "../support/suite.ts";

// Every browser here comes from 127.0.0.1, as a library's computers share one address.
const suite = useOwnServerAndBrowser({ LOGIN_MAX_FAILURES_PER_IP: "5" });

describe.each(VIEWPORTS)("sign-in check at $width px ($name)", (viewport) => {
  it("a new browser at an address with many failures signs in after the check, without a wait", async () => {
    const size = { viewport: { width: viewport.width, height: viewport.height } };
    const base = suite.server.url;
    const email = `shared.${viewport.name}@example.com`;
    const password = "Library2026visit";
    // The account is made by sign-up alone: signing in here would already meet the check (the other width's run).
    const setup = await suite.browser.newContext(size);
    await setup.request.get(`${base}/api/auth/user`);
    const setupCsrf = (await setup.cookies(base)).find((cookie) => cookie.name === "cr_csrf")?.value ?? "";
    const created = await setup.request.post(`${base}/api/auth/signup`, {
      headers: { "x-csrf-token": setupCsrf, origin: base },
      data: { email, password, firstName: "Ana", lastName: "Ruiz" },
    });
    expect(created.status()).toBe(201);
    await setup.close();

    // Others at the same address fail, each from a browser with no cookies (the address's count, not one browser's).
    for (let i = 0; i < 6; i++) {
      const other = await suite.browser.newContext(size);
      await other.request.get(`${base}/api/auth/user`);
      const csrf = (await other.cookies(base)).find((cookie) => cookie.name === "cr_csrf")?.value ?? "";
      await other.request.post(`${base}/api/auth/login`, {
        headers: { "x-csrf-token": csrf, origin: base },
        data: { email: `someone.${i}.${viewport.name}@example.com`, password: "wrong-guess-1" },
      });
      await other.close();
    }

    const context = await suite.browser.newContext(size);
    const page = await context.newPage();
    const errors = watchErrors(page);
    const answers: number[] = [];
    page.on("response", (response) => {
      if (response.url().endsWith("/api/auth/login")) answers.push(response.status());
    });
    await page.goto(`${base}/login`);
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole("button", { name: "Log In", exact: true }).click();
    await expect.poll(() => liveText(page)).toContain("Login Successful");
    await page.waitForURL(`${base}/`);
    // The first answer asked for the check; the page solved it and the second went through.
    expect(answers).toEqual([429, 200]);
    await snapshot(page, "auth", `${viewport.name}-login-after-check`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
