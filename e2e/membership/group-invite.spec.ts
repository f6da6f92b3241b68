// A group plan's seat goes by the link e-mailed to the invited address (issue 22, finding 9), to an account of that
// address (issue 42, finding 5): the buyer invites on /membership, a real SMTP server on 127.0.0.1 receives the
// e-mail; the link forwarded to an account of another address is told whom it is for, and the buyer gives that
// account the seat from the list. An account made with the invited address (a password proves no address) gets the
// seat only from the confirmation link mailed to that address, the owner's list saying it waits for that e-mail.
// Chromium at 390 and 1280 px; screenshots in e2e/artifacts/membership/.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inviteForAnotherAddress, maskEmail, MEMBERSHIP_MESSAGES } from "@courtready/contracts";
import type { BrowserContext } from "playwright-core";
import { signUpAndLogIn } from "../support/accounts.ts";
import { liveText, snapshot, VIEWPORTS, watchErrors } from "../support/browser.ts";
import { useOwnServerAndBrowser } from "../support/suite.ts";
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
const suite = useOwnServerAndBrowser(env);

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

/**
 * A new account (`owner`@example.com) buys a group plan and invites `invited` on /membership; returns its page and the
 * invitation e-mail the SMTP server received.
 */
async function buyAndInvite(
  size: { viewport: { width: number; height: number } },
  owner: string,
  invited: string,
) {
  const base = suite.server.url;
  const ownerContext = await suite.browser.newContext(size);
  await signUpAndLogIn(ownerContext, base, { email: `${owner}@example.com` });
  await buy(ownerContext, base, "group-monthly");
  const page = await ownerContext.newPage();
  const ownerErrors = watchErrors(page);
  await page.goto(`${base}/membership`);
  await page.getByLabel("E-mail address to invite").fill(invited);
  await page.getByRole("button", { name: "Invite" }).click();
  await expect.poll(() => liveText(page)).toContain(`We e-mailed a link to ${invited}`);
  const mail = await smtp.nextMail();
  expect(mail.to).toEqual([invited]);
  return { ownerContext, owner: page, ownerErrors, mail };
}

describe.each(VIEWPORTS)("group invitations at $width px ($name)", (viewport) => {
  it("a forwarded link gives no seat until the buyer gives it; signing up with the address alone gives nothing", async () => {
    const size = { viewport: { width: viewport.width, height: viewport.height } };
    const base = suite.server.url;
    const invited = `friend.${viewport.name}@example.org`;
    const { ownerContext, owner, ownerErrors, mail } = await buyAndInvite(
      size,
      `owner.${viewport.name}`,
      invited,
    );
    await expect.poll(() => owner.getByText("(invited: link not opened yet)").count()).toBe(1);
    await snapshot(owner, "membership", `${viewport.name}-group-invited`);
    const link = firstLink(mail.text);
    expect(link.startsWith(`${base}/membership#join=`)).toBe(true);

    // Signing up with the invited address is not proof of owning it.
    const squatterContext = await suite.browser.newContext(size);
    await signUpAndLogIn(squatterContext, base, { email: invited });
    const squatter = await squatterContext.request.get(`${base}/api/membership/status`);
    expect(((await squatter.json()) as { status: string }).status).toBe("free");
    await squatterContext.close();

    // The link forwarded to an account of another address gives no seat (issue 42, finding 5): it is told whom the
    // invitation is for, and the owner sees that it asked and gives it the seat.
    const friendContext = await suite.browser.newContext(size);
    await signUpAndLogIn(friendContext, base, {
      email: `friend.own.${viewport.name}@example.net`,
      firstName: "Rosa",
      lastName: "Diaz",
    });
    const friend = await friendContext.newPage();
    const friendErrors = watchErrors(friend);
    await friend.goto(link);
    await expect.poll(() => friend.getByRole("heading", { name: "Join a group plan" }).count()).toBe(1);
    await snapshot(friend, "membership", `${viewport.name}-group-join`);
    await friend.getByRole("button", { name: "Join the group plan" }).click();
    await expect.poll(() => liveText(friend)).toContain(inviteForAnotherAddress(maskEmail(invited)));
    await expect
      .poll(() => friend.getByRole("region", { name: "Your membership" }).textContent())
      .not.toContain("(shared with you by your group)");

    await owner.reload();
    await expect
      .poll(() => owner.getByText(`link opened by Rosa Diaz · friend.own.${viewport.name}`).count())
      .toBe(1);
    await owner.getByRole("button", { name: /^Give the seat to Rosa Diaz/ }).click();
    await expect
      .poll(() =>
        owner.getByText(`(joined: seat held by Rosa Diaz · friend.own.${viewport.name}@example.net)`).count(),
      )
      .toBe(1);
    await snapshot(owner, "membership", `${viewport.name}-group-given`);

    await friend.goto(`${base}/membership`);
    await expect
      .poll(() => friend.getByRole("region", { name: "Your membership" }).textContent())
      .toContain("(shared with you by your group)");
    await snapshot(friend, "membership", `${viewport.name}-group-joined`);
    expect(ownerErrors).toEqual([]);
    expect(friendErrors).toEqual([]);
    await ownerContext.close();
    await friendContext.close();
  });

  it("an account made with the invited address waits for the confirmation link mailed there, then holds the seat", async () => {
    const size = { viewport: { width: viewport.width, height: viewport.height } };
    const base = suite.server.url;
    const invited = `pat.${viewport.name}@example.org`;
    const invite = await buyAndInvite(size, `owner2.${viewport.name}`, invited);
    const { ownerContext, owner, ownerErrors, mail: invitation } = invite;

    // Whoever holds the link makes an account with the invited address and opens it: no seat yet.
    const holderContext = await suite.browser.newContext(size);
    await signUpAndLogIn(holderContext, base, { email: invited, firstName: "Pat", lastName: "Lee" });
    const holder = await holderContext.newPage();
    const holderErrors = watchErrors(holder);
    await holder.goto(firstLink(invitation.text));
    await holder.getByRole("button", { name: "Join the group plan" }).click();
    await expect
      .poll(() => holder.getByRole("status").allTextContents())
      .toContain(MEMBERSHIP_MESSAGES.seatAwaitsConfirmation);
    await snapshot(holder, "membership", `${viewport.name}-group-awaiting-confirmation`);
    await holder.goto(`${base}/membership`);
    await expect
      .poll(() => holder.getByRole("region", { name: "Your membership" }).textContent())
      .not.toContain("(shared with you by your group)");
    await owner.reload();
    await expect.poll(() => owner.getByText("waiting for e-mail confirmation").count()).toBe(1);

    // The confirmation went to the invited address's mailbox; its link, opened signed in, gives the seat.
    const confirmation = await smtp.nextMail();
    expect(confirmation.to).toEqual([invited]);
    const confirmLink = firstLink(confirmation.text);
    expect(confirmLink.startsWith(`${base}/membership#confirm=`)).toBe(true);
    // Opened from the mailbox: a new tab of the browser signed in to the account.
    const fromMail = await holderContext.newPage();
    const fromMailErrors = watchErrors(fromMail);
    await fromMail.goto(confirmLink);
    await fromMail.getByRole("button", { name: "Confirm and join the group plan" }).click();
    await expect
      .poll(() => fromMail.getByRole("region", { name: "Your membership" }).textContent())
      .toContain("(shared with you by your group)");
    expect(fromMailErrors).toEqual([]);
    await owner.reload();
    await expect.poll(() => owner.getByText(`(joined: seat held by Pat Lee · ${invited})`).count()).toBe(1);
    await snapshot(owner, "membership", `${viewport.name}-group-confirmed`);
    expect(ownerErrors).toEqual([]);
    expect(holderErrors).toEqual([]);
    await ownerContext.close();
    await holderContext.close();
  });
});
