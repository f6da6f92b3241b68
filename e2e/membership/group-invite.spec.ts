// A group plan's seat goes to whoever opens the link e-mailed to the invited address (issue 22, finding 9): the buyer
// invites on /membership, a real SMTP server on 127.0.0.1 receives the e-mail, and the invitee, signed in to their own
// account, follows the link and joins. Chromium at 390 and 1280 px; screenshots in e2e/artifacts/membership/.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext } from "playwright-core";
import { signUpAndLogIn } from "../support/accounts.ts";
import { liveText, snapshot, VIEWPORTS, watchErrors } from "../support/browser.ts";
import { useServerAndBrowser } from "../support/suite.ts";
import { freePort } from "../support/server.ts";
import { firstLink, startSmtpStandIn } from "../../apps/server/src/testing/smtp-stand-in.ts";
import type { SmtpStandIn } from "../../apps/server/src/testing/smtp-stand-in.ts";

let smtp: SmtpStandIn;
const env: Record<string, string> = {};
beforeAll(async () => {
  smtp = await startSmtpStandIn();
  const port = await freePort();
  Object.assign(env, {
    PORT: String(port),
    SMTP_URL: smtp.url,
    SUPPORT_EMAIL: "support@courtready.test",
  });
});
afterAll(async () => {
  await smtp?.close();
});
const suite = useServerAndBrowser(env);

/** Buys a plan through the API and the test checkout, as the membership page would. */
async function buy(context: BrowserContext, base: string, tier: string) {
  const csrf = async () =>
    (await context.cookies(base)).find((cookie) => cookie.name === "cr_csrf")?.value ?? "";
  const headers = async () => ({ "x-csrf-token": await csrf(), origin: base });
  const started = await context.request.post(`${base}/api/membership/create-checkout`, {
    headers: await headers(),
    data: { tier },
  });
  const { checkoutUrl } = (await started.json()) as { checkoutUrl: string };
  const id = checkoutUrl.replace("/test-checkout/", "");
  const done = await context.request.post(`${base}/api/membership/checkout/${id}/complete`, {
    headers: await headers(),
  });
  expect(done.status()).toBe(200);
}

describe.each(VIEWPORTS)("group invitations at $width px ($name)", (viewport) => {
  it("the invitee joins by opening the e-mailed link; signing up with the address alone gives nothing", async () => {
    const size = { viewport: { width: viewport.width, height: viewport.height } };
    const base = suite.server.url;
    const ownerContext = await suite.browser.newContext(size);
    await signUpAndLogIn(ownerContext, base, { email: `owner.${viewport.name}@example.com` });
    await buy(ownerContext, base, "group-monthly");
    const owner = await ownerContext.newPage();
    const ownerErrors = watchErrors(owner);
    await owner.goto(`${base}/membership`);
    const invited = `friend.${viewport.name}@example.org`;
    await owner.getByLabel("E-mail address to invite").fill(invited);
    await owner.getByRole("button", { name: "Invite" }).click();
    await expect.poll(() => liveText(owner)).toContain(`We e-mailed a link to ${invited}`);
    await expect.poll(() => owner.getByText("(invited: link not opened yet)").count()).toBe(1);
    await snapshot(owner, "membership", `${viewport.name}-group-invited`);

    const mail = await smtp.nextMail();
    expect(mail.to).toEqual([invited]);
    const link = firstLink(mail.text);
    expect(link.startsWith(`${base}/membership#join=`)).toBe(true);

    // Signing up with the invited address is not proof of owning it.
    const squatterContext = await suite.browser.newContext(size);
    await signUpAndLogIn(squatterContext, base, { email: invited });
    const squatter = await squatterContext.request.get(`${base}/api/membership/status`);
    expect(((await squatter.json()) as { status: string }).status).toBe("free");
    await squatterContext.close();

    // The person who reads the mail opens the link, signed in to their own account.
    const friendContext = await suite.browser.newContext(size);
    await signUpAndLogIn(friendContext, base, { email: `friend.own.${viewport.name}@example.net` });
    const friend = await friendContext.newPage();
    const friendErrors = watchErrors(friend);
    await friend.goto(link);
    await expect.poll(() => friend.getByRole("heading", { name: "Join a group plan" }).count()).toBe(1);
    await snapshot(friend, "membership", `${viewport.name}-group-join`);
    await friend.getByRole("button", { name: "Join the group plan" }).click();
    await expect.poll(() => liveText(friend)).toContain("You have joined the group plan.");
    await expect
      .poll(() => friend.getByRole("region", { name: "Your membership" }).textContent())
      .toContain("(shared with you by your group)");
    expect(new URL(friend.url()).hash).toBe("");
    await snapshot(friend, "membership", `${viewport.name}-group-joined`);

    await owner.reload();
    await expect.poll(() => owner.getByText("(joined)").count()).toBe(1);
    expect(ownerErrors).toEqual([]);
    expect(friendErrors).toEqual([]);
    await ownerContext.close();
    await friendContext.close();
  });
});
