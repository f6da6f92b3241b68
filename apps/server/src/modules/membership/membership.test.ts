// Membership over HTTP on SQLite and PostgreSQL: the built-in test checkout end to end, expiry and renewal, the
// sign-up checkout, group seats, and the Stripe path — the official SDK against a local stand-in of Stripe's API,
// and webhook events signed with the SDK's own test helper, sent over HTTP to the listening server.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import Stripe from "stripe";
import { dialectsUnderTest } from "@courtready/db/testing";
import type { Dialect } from "@courtready/db";
import {
  AUTH_MESSAGES,
  GROUP_INVITE_TTL_DAYS,
  MEMBERSHIP_MESSAGES,
  inviteForAnotherAddress,
  SESSION_COOKIE,
} from "@courtready/contracts";
import { buildSignup, buildTestApp, signedInClient, TestClient, useTestApp } from "../../testing/harness.ts";
import type { TestApp } from "../../testing/harness.ts";
import { firstLink, startSmtpStandIn } from "../../testing/smtp-stand-in.ts";
import type { SmtpStandIn } from "../../testing/smtp-stand-in.ts";

const DAY = 24 * 60 * 60 * 1000;

async function buy(client: TestClient, tier: string) {
  const started = await client.post("/api/membership/create-checkout", { tier });
  expect(started.statusCode).toBe(200);
  const id = (started.json().checkoutUrl as string).replace("/test-checkout/", "");
  const completed = await client.post(`/api/membership/checkout/${id}/complete`);
  expect(completed.statusCode).toBe(200);
  return { id, redirectUrl: completed.json().redirectUrl as string };
}

describe.each(dialectsUnderTest())("membership with the test checkout on %s", (dialect) => {
  // Sessions outlast the memberships these tests run through (the clock moves by months).
  const t = useTestApp(dialect, { SESSION_TTL_DAYS: "365" }, "each test");

  it("starts free (no membership), and needs a sign-in to see or buy", async () => {
    const { client } = await signedInClient(t().app);
    expect((await client.get("/api/membership/status")).json()).toEqual({
      status: "free",
      type: null,
      expiresAt: null,
      oneTimeUseCount: 0,
      role: null,
    });
    const anonymous = new TestClient(t().app);
    expect((await anonymous.get("/api/membership/status")).statusCode).toBe(401);
    const refused = await anonymous.post("/api/membership/create-checkout", { tier: "yearly" });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(AUTH_MESSAGES.notSignedIn);
    expect((await client.post("/api/membership/create-checkout", { tier: "lifetime" })).statusCode).toBe(400);
  });

  it("buys the annual plan on the test checkout: 12 months, and completing twice grants once", async () => {
    const { client } = await signedInClient(t().app);
    const started = (await client.post("/api/membership/create-checkout", { tier: "yearly" })).json();
    expect(started.checkoutUrl).toMatch(/^\/test-checkout\/[0-9a-f-]{36}$/);
    const id = started.checkoutUrl.replace("/test-checkout/", "");
    expect((await client.get(`/api/membership/checkout/${id}`)).json()).toEqual({
      id,
      tier: "yearly",
      planName: "Annual",
      priceDisplay: "$199.00",
      status: "open",
    });
    const done = await client.post(`/api/membership/checkout/${id}/complete`);
    expect(done.json().redirectUrl).toBe(`/membership?success=true&tier=yearly&session_id=${id}`);
    expect((await client.post(`/api/membership/checkout/${id}/complete`)).statusCode).toBe(200);
    expect((await client.get("/api/membership/status")).json()).toEqual({
      status: "active",
      type: "yearly",
      expiresAt: "2027-11-22T12:00:00.000Z",
      oneTimeUseCount: 0,
      role: "owner",
    });
    const rows = await t().database.db.selectFrom("memberships").selectAll().execute();
    expect(rows).toHaveLength(1);
    const checkout = await t().database.db.selectFrom("checkouts").selectAll().executeTakeFirstOrThrow();
    expect(checkout).toMatchObject({
      status: "paid",
      amount_cents: 19900,
      currency: "usd",
      provider: "local",
    });
  });

  it("ends a monthly membership after 30 days; buying again while active adds to the end", async () => {
    const { client } = await signedInClient(t().app);
    await buy(client, "one-time");
    await buy(client, "one-time");
    const status = (await client.get("/api/membership/status")).json();
    expect(status).toMatchObject({
      status: "active",
      type: "one-time",
      expiresAt: "2026-12-22T12:00:00.000Z",
    });
    t().clock.advance(30 * DAY);
    expect((await client.get("/api/membership/status")).json()).toMatchObject({
      status: "active",
      expiresAt: "2027-01-21T12:00:00.000Z",
    });
    t().clock.advance(30 * DAY);
    expect((await client.get("/api/membership/status")).json().status).toBe("free");
  });

  it("cancels: nothing is granted, and a cancelled checkout cannot be completed", async () => {
    const { client } = await signedInClient(t().app);
    const id = (
      (await client.post("/api/membership/create-checkout", { tier: "one-time" })).json()
        .checkoutUrl as string
    ).replace("/test-checkout/", "");
    const cancelled = await client.post(`/api/membership/checkout/${id}/cancel`);
    expect(cancelled.json().redirectUrl).toBe("/membership?canceled=true");
    expect((await client.post(`/api/membership/checkout/${id}/complete`)).statusCode).toBe(409);
    expect((await client.get("/api/membership/status")).json().status).toBe("free");
  });

  it("never lets one person see or complete another's checkout", async () => {
    const buyer = (await signedInClient(t().app)).client;
    const other = (await signedInClient(t().app)).client;
    const id = (
      (await buyer.post("/api/membership/create-checkout", { tier: "yearly" })).json().checkoutUrl as string
    ).replace("/test-checkout/", "");
    expect((await other.get(`/api/membership/checkout/${id}`)).statusCode).toBe(404);
    const stolen = await other.post(`/api/membership/checkout/${id}/complete`);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().message).toBe(MEMBERSHIP_MESSAGES.checkoutNotFound);
    expect((await other.get("/api/membership/status")).json().status).toBe("free");
    expect((await buyer.get("/api/membership/status")).json().status).toBe("free");
  });

  it("creates the account, signs it in and starts the checkout in one step", async () => {
    const client = new TestClient(t().app);
    const input = buildSignup({ email: "new.buyer@example.com" });
    const response = await client.post("/api/membership/signup-checkout", { ...input, tier: "yearly" });
    expect(response.statusCode).toBe(200);
    expect(response.json().checkoutUrl).toMatch(/^\/test-checkout\//);
    expect(client.cookies.has(SESSION_COOKIE)).toBe(true);
    expect((await client.get("/api/auth/user")).json().email).toBe("new.buyer@example.com");
    const again = await new TestClient(t().app).post("/api/membership/signup-checkout", {
      ...input,
      tier: "yearly",
    });
    // The address's owner, typing their own password, is signed in and checks out (issue 42, finding 4).
    expect(again.statusCode).toBe(200);
  });

  it("refuses to invite when the server cannot send e-mail: only a mailed link can prove an address", async () => {
    const owner = (await signedInClient(t().app, { email: "owner@example.com" })).client;
    await buy(owner, "group-monthly");
    const refused = await owner.post("/api/membership/group/invite", { email: "a@example.com" });
    expect(refused.statusCode).toBe(503);
    expect(refused.json().message).toBe(MEMBERSHIP_MESSAGES.inviteMailUnavailable);
    expect(await t().database.db.selectFrom("membership_members").selectAll().execute()).toEqual([]);
  });
});

describe.each(dialectsUnderTest())("group seats proved by e-mail on %s (issue 22, finding 9)", (dialect) => {
  let t: TestApp;
  let smtp: SmtpStandIn;
  beforeEach(async () => {
    smtp = await startSmtpStandIn();
    t = await buildTestApp(dialect, {
      SESSION_TTL_DAYS: "365",
      SMTP_URL: smtp.url,
      SUPPORT_EMAIL: "support@example.org",
      PUBLIC_BASE_URL: "https://courtready.test",
    });
  });
  afterEach(async () => {
    await t.close();
    await smtp.close();
  });

  /** The secret of the link in the next invitation e-mail, checked to be on PUBLIC_BASE_URL's /membership page. */
  async function invitationSecret(to: string): Promise<string> {
    const mail = await smtp.nextMail();
    expect(mail.to).toEqual([to]);
    expect(mail.raw).toMatch(/^Subject: You are invited to a CourtReady group plan/m);
    const link = new URL(firstLink(mail.text));
    expect(`${link.origin}${link.pathname}`).toBe("https://courtready.test/membership");
    expect(link.hash).toMatch(/^#join=[A-Za-z0-9_-]{43}$/);
    return link.hash.slice("#join=".length);
  }

  it("signing up with an invited address gives nothing; a forwarded link asks the owner, who gives the seat, once", async () => {
    const owner = (await signedInClient(t.app, { email: "owner@example.com" })).client;
    expect((await owner.post("/api/membership/group/invite", { email: "a@example.com" })).statusCode).toBe(
      403,
    );
    await buy(owner, "group-monthly");
    expect((await owner.post("/api/membership/group/invite", { email: "A@Example.com " })).statusCode).toBe(
      200,
    );
    const secret = await invitationSecret("A@example.com");
    expect((await owner.post("/api/membership/group/invite", { email: "a@example.com" })).statusCode).toBe(
      409,
    );
    const group = (await owner.post("/api/membership/group/invite", { email: "b@example.com" })).json();
    await invitationSecret("b@example.com");
    expect(group.seatsLeft).toBe(0);
    expect(group.members.map((m: { email: string; joined: boolean }) => [m.email, m.joined])).toEqual([
      ["a@example.com", false],
      ["b@example.com", false],
    ]);
    const full = await owner.post("/api/membership/group/invite", { email: "c@example.com" });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(MEMBERSHIP_MESSAGES.groupFull);

    // Someone signs up with the invited address without having its mail: no seat (the old way gave one).
    const squatter = (await signedInClient(t.app, { email: "a@example.com" })).client;
    expect((await squatter.get("/api/membership/status")).json().status).toBe("free");
    expect((await owner.get("/api/membership/group")).json().members[0].joined).toBe(false);
    const guessed = await squatter.post("/api/membership/group/accept", { token: "A".repeat(43) });
    expect(guessed.statusCode).toBe(410);
    expect(guessed.json().message).toBe(MEMBERSHIP_MESSAGES.inviteLinkInvalid);

    // The link forwarded to an account of another address is not a ticket (issue 42, finding 5): it is told whom the
    // invitation is for, masked, gets no seat, and the owner sees that it asked.
    const member = (await signedInClient(t.app, { email: "rosa@example.net", firstName: "Rosa" })).client;
    expect(
      (await new TestClient(t.app).post("/api/membership/group/accept", { token: secret })).statusCode,
    ).toBe(401);
    const forwarded = await member.post("/api/membership/group/accept", { token: secret });
    expect(forwarded.statusCode).toBe(403);
    expect(forwarded.json().message).toBe(inviteForAnotherAddress("a***@example.com"));
    expect((await member.get("/api/membership/status")).json().status).toBe("free");
    const asked = (await owner.get("/api/membership/group")).json().members[0];
    expect(asked).toMatchObject({
      email: "a@example.com",
      joined: false,
      holder: null,
      requestedBy: { name: "Rosa Diaz", email: "rosa@example.net" },
    });
    // Only the owner gives the seat; then the list names the account that holds it.
    expect((await member.post(`/api/membership/group/members/${asked.id}/give`)).statusCode).toBe(403);
    const given = await owner.post(`/api/membership/group/members/${asked.id}/give`);
    expect(given.statusCode).toBe(200);
    expect(given.json().members[0]).toMatchObject({
      joined: true,
      holder: { name: "Rosa Diaz", email: "rosa@example.net" },
      requestedBy: null,
    });
    expect((await member.get("/api/membership/status")).json()).toMatchObject({
      status: "active",
      type: "group-monthly",
      role: "member",
    });
    expect((await squatter.get("/api/membership/status")).json().status).toBe("free");
    // The link works no more.
    expect((await squatter.post("/api/membership/group/accept", { token: secret })).statusCode).toBe(410);
    // Members use the plan but do not manage it.
    expect((await member.post("/api/membership/group/invite", { email: "d@example.com" })).statusCode).toBe(
      403,
    );
    const joined = (await owner.get("/api/membership/group")).json();
    expect(joined.members[0]).toMatchObject({ email: "a@example.com", joined: true });

    const removed = await owner.request({
      method: "DELETE",
      url: `/api/membership/group/members/${joined.members[0].id}`,
    });
    expect(removed.json().seatsLeft).toBe(1);
    expect((await member.get("/api/membership/status")).json().status).toBe("free");
  });

  it("the account of the invited address takes the seat by opening the link, and the list names it", async () => {
    const owner = (await signedInClient(t.app, { email: "owner@example.com" })).client;
    await buy(owner, "group-monthly");
    await owner.post("/api/membership/group/invite", { email: "jo@example.com" });
    const secret = await invitationSecret("jo@example.com");
    // The account's address differs only in letter case: it is the invited one. A password account proves it with
    // the link mailed to it first (seat-confirmation.test.ts has the rest).
    const jo = (await signedInClient(t.app, { email: "Jo@Example.com", firstName: "Jo" })).client;
    expect((await jo.post("/api/membership/group/accept", { token: secret })).statusCode).toBe(202);
    const confirmation = new URL(firstLink((await smtp.nextMail()).text)).hash.slice("#confirm=".length);
    const accepted = await jo.post("/api/membership/group/confirm", { token: confirmation });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ status: "active", role: "member" });
    expect((await owner.get("/api/membership/group")).json().members[0]).toMatchObject({
      email: "jo@example.com",
      joined: true,
      holder: { name: "Jo Diaz", email: "Jo@Example.com" },
    });
  });

  it("a link ends after its days, and withdrawing an invitation ends its link", async () => {
    const owner = (await signedInClient(t.app, { email: "owner@example.com" })).client;
    await buy(owner, "group-yearly");
    await owner.post("/api/membership/group/invite", { email: "late@example.com" });
    const late = await invitationSecret("late@example.com");
    await owner.post("/api/membership/group/invite", { email: "gone@example.com" });
    const gone = await invitationSecret("gone@example.com");
    const withdrawn = (await owner.get("/api/membership/group")).json().members[0];
    await owner.request({ method: "DELETE", url: `/api/membership/group/members/${withdrawn.id}` });

    const person = (await signedInClient(t.app)).client;
    expect((await person.post("/api/membership/group/accept", { token: gone })).statusCode).toBe(410);
    t.clock.advance(GROUP_INVITE_TTL_DAYS * DAY + 1);
    expect((await person.post("/api/membership/group/accept", { token: late })).statusCode).toBe(410);
    expect((await person.get("/api/membership/status")).json().status).toBe("free");
    const rows = await t.database.db.selectFrom("membership_members").selectAll().execute();
    // Only the secret's hash is kept.
    expect(JSON.stringify(rows)).not.toContain(late);
  });
});

describe.each(dialectsUnderTest())(
  "PAYMENTS=free and PAYMENTS=test on %s (issue 22, finding 4)",
  (dialect) => {
    let t: TestApp | undefined;
    afterEach(async () => {
      await t?.close();
      t = undefined;
    });

    it("a free installation makes every account a member and sells nothing, not even through the test checkout", async () => {
      t = await buildTestApp(dialect, { PAYMENTS: "free" });
      expect((await new TestClient(t.app).get("/api/membership/payments")).json()).toEqual({ mode: "free" });
      const { client } = await signedInClient(t.app);
      expect((await client.get("/api/membership/status")).json()).toEqual({
        status: "active",
        type: null,
        expiresAt: null,
        oneTimeUseCount: 0,
        role: null,
      });
      const refused = await client.post("/api/membership/create-checkout", { tier: "yearly" });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(MEMBERSHIP_MESSAGES.freeInstallation);
      const signup = await new TestClient(t.app).post("/api/membership/signup-checkout", {
        ...buildSignup(),
        tier: "yearly",
      });
      expect(signup.statusCode).toBe(409);
      expect(await t.database.db.selectFrom("checkouts").selectAll().execute()).toEqual([]);
    });

    it("PAYMENTS=test says so, so the pages can label it", async () => {
      t = await buildTestApp(dialect, { PAYMENTS: "test" });
      expect((await new TestClient(t.app).get("/api/membership/payments")).json()).toEqual({ mode: "test" });
    });
  },
);

/** A stand-in for Stripe's API on loopback: answers checkout session creation the way Stripe does. */
async function stripeStandIn() {
  const requests: { path: string; body: URLSearchParams }[] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      requests.push({ path: request.url ?? "", body: new URLSearchParams(body) });
      response.setHeader("content-type", "application/json");
      if (request.method === "POST" && request.url === "/v1/checkout/sessions") {
        const n = requests.length;
        response.end(
          JSON.stringify({
            id: `cs_test_${n}`,
            object: "checkout.session",
            url: `https://checkout.stripe.test/${n}`,
          }),
        );
      } else {
        response.statusCode = 404;
        response.end(JSON.stringify({ error: { message: "not here", type: "invalid_request_error" } }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, requests, close: () => new Promise((r) => server.close(r)) };
}

describe.each(dialectsUnderTest())("membership with Stripe on %s", (dialect: Dialect) => {
  const secret = "whsec_test_courtready";
  let t: TestApp;
  let standIn: Awaited<ReturnType<typeof stripeStandIn>>;
  let base: string;
  beforeEach(async () => {
    standIn = await stripeStandIn();
    t = await buildTestApp(dialect, {
      STRIPE_SECRET_KEY: "sk_test_courtready",
      STRIPE_WEBHOOK_SECRET: secret,
      STRIPE_API_URL: standIn.url,
      PUBLIC_BASE_URL: "https://courtready.example.org",
    });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    await t.close();
    await standIn.close();
  });

  const send = (payload: string, signature: string) =>
    fetch(`${base}/api/membership/webhook`, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      body: payload,
    });

  it("creates a Stripe Checkout session and activates the membership only on the signed webhook, once", async () => {
    const { client } = await signedInClient(t.app, { email: "card.buyer@example.com" });
    const started = await client.post("/api/membership/create-checkout", { tier: "yearly" });
    expect(started.json()).toEqual({ checkoutUrl: "https://checkout.stripe.test/1" });
    const sent = standIn.requests[0]!.body;
    const checkout = await t.database.db.selectFrom("checkouts").selectAll().executeTakeFirstOrThrow();
    expect(Object.fromEntries(sent)).toMatchObject({
      mode: "payment",
      customer_email: "card.buyer@example.com",
      client_reference_id: checkout.id,
      "metadata[checkoutId]": checkout.id,
      "line_items[0][price_data][unit_amount]": "19900",
      "line_items[0][price_data][currency]": "usd",
      success_url:
        "https://courtready.example.org/membership?success=true&tier=yearly&session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "https://courtready.example.org/membership?canceled=true",
    });
    // Coming back to the success page is not proof of payment: still free.
    expect((await client.get("/api/membership/status")).json().status).toBe("free");
    // The test checkout is not reachable when a card provider is configured.
    expect((await client.post(`/api/membership/checkout/${checkout.id}/complete`)).statusCode).toBe(404);

    const payload = JSON.stringify({
      id: "evt_test_1",
      object: "event",
      type: "checkout.session.completed",
      data: {
        object: {
          id: "cs_test_1",
          object: "checkout.session",
          client_reference_id: checkout.id,
          metadata: { checkoutId: checkout.id, tier: "yearly" },
          payment_status: "paid",
          payment_intent: "pi_test_1",
        },
      },
    });
    const forged = await send(payload, "t=1,v1=deadbeef");
    expect(forged.status).toBe(400);
    expect(((await forged.json()) as { message: string }).message).toBe(MEMBERSHIP_MESSAGES.webhookSignature);
    expect((await client.get("/api/membership/status")).json().status).toBe("free");

    const signature = new Stripe("sk_test_x").webhooks.generateTestHeaderString({ payload, secret });
    const first = await send(payload, signature);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, duplicate: false });
    const replay = await send(payload, signature);
    expect(await replay.json()).toEqual({ received: true, duplicate: true });

    expect((await client.get("/api/membership/status")).json()).toMatchObject({
      status: "active",
      type: "yearly",
    });
    expect(await t.database.db.selectFrom("memberships").selectAll().execute()).toHaveLength(1);
    expect(await t.database.db.selectFrom("checkouts").selectAll().executeTakeFirstOrThrow()).toMatchObject({
      status: "paid",
      provider: "stripe",
      provider_session_id: "cs_test_1",
      provider_payment_id: "pi_test_1",
    });
  });
});
