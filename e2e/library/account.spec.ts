// From the dashboard a person downloads all their data as one ZIP, then deletes their account after typing their
// password; they end signed out on the home page. Chromium at 390 and 1280 px.
import { describe, expect, it } from "vitest";
import { unzipSync } from "fflate";
import { signUpAndLogIn } from "../support/accounts.ts";
import { snapshot, VIEWPORTS, watchErrors } from "../support/browser.ts";
import { useServerAndBrowser } from "../support/suite.ts";

const suite = useServerAndBrowser();

describe.each(VIEWPORTS)("account data at $width px ($name)", (viewport) => {
  it("downloads everything, then deletes the account", async () => {
    const context = await suite.browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
      acceptDownloads: true,
    });
    const password = "Evidence2026binder";
    await signUpAndLogIn(context, suite.server.url, {
      email: `leaving.${viewport.name}@example.com`,
      password,
    });
    const csrf = (await context.cookies(suite.server.url)).find((c) => c.name === "cr_csrf")?.value ?? "";
    const uploaded = await context.request.post(`${suite.server.url}/api/user-files`, {
      headers: { "x-csrf-token": csrf, origin: suite.server.url },
      multipart: {
        file: { name: "receipt.txt", mimeType: "text/plain", buffer: Buffer.from("Paid $900 rent.\n") },
      },
    });
    expect(uploaded.status()).toBe(201);

    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${suite.server.url}/dashboard`);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download all my data" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^courtready-data-\d{4}-\d{2}-\d{2}\.zip$/);
    // The run's one Chromium is reached over a connection, so the download is read through Playwright, not from a path.
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const entries = unzipSync(new Uint8Array(Buffer.concat(chunks)));
    expect(Object.keys(entries).sort()).toEqual(["account.json", "files/receipt.txt"]);

    await page.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await dialog.getByLabel("Your password").fill(password);
    await snapshot(page, "library", `${viewport.name}-7-delete-account`);
    await dialog.getByRole("button", { name: "Delete everything" }).click();
    await page.waitForURL(`${suite.server.url}/`);
    expect((await context.request.get(`${suite.server.url}/api/auth/user`)).status()).toBe(401);
    expect(errors).toEqual([]);
    await context.close();
  });
});
