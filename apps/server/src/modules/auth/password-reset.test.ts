// "Forgot password?" on SQLite and PostgreSQL: the link goes out through a real SMTP conversation with a stand-in
// server on loopback, and the tests follow the link found in the received e-mail, as a person would.
import { createHash } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { dialectsUnderTest } from "@courtready/db/testing";
import { AUTH_MESSAGES, PASSWORD_RESET_MESSAGES, SESSION_COOKIE } from "@courtready/contracts";
import { buildTestApp, signedInClient, TestClient } from "../../testing/harness.ts";
import type { TestApp } from "../../testing/harness.ts";
import { firstLink, startSmtpStandIn } from "../../testing/smtp-stand-in.ts";
import type { SmtpStandIn } from "../../testing/smtp-stand-in.ts";

const BASE = "https://courtready.test";
const MINUTE = 60_000;
const NEW_PASSWORD = "new-harbor-42";

describe.each(dialectsUnderTest())("password reset on %s", (dialect) => {
  let t: TestApp | undefined;
  let smtp: SmtpStandIn | undefined;
  afterEach(async () => {
    await t?.close();
    await smtp?.close();
    t = undefined;
    smtp = undefined;
  });

  async function withMail(env: Record<string, string> = {}) {
    smtp = await startSmtpStandIn();
    t = await buildTestApp(dialect, {
      SMTP_URL: smtp.url,
      SUPPORT_EMAIL: "support@example.org",
      PUBLIC_BASE_URL: BASE,
      ...env,
    });
    return { t, smtp };
  }

  /** Asks for a link for the person's address and returns the secret from the e-mail they receive. */
  async function linkFor(app: TestApp, mail: SmtpStandIn, email: string): Promise<string> {
    const asked = await new TestClient(app.app).post("/api/auth/password-reset", { email });
    expect(asked.statusCode).toBe(200);
    const received = await mail.nextMail();
    const link = new URL(firstLink(received.text));
    expect(`${link.origin}${link.pathname}`).toBe(`${BASE}/reset-password`);
    return link.hash.slice(1);
  }

  it("says how to reach support, and sends nothing, when the server cannot send e-mail", async () => {
    t = await buildTestApp(dialect, { SUPPORT_EMAIL: "help@example.org" });
    const client = new TestClient(t.app);
    expect((await client.get("/api/auth/password-reset")).json()).toEqual({
      available: false,
      supportEmail: "help@example.org",
    });
    const asked = await client.post("/api/auth/password-reset", { email: "a@example.com" });
    expect(asked.statusCode).toBe(503);
    expect(asked.json()).toEqual({ message: PASSWORD_RESET_MESSAGES.notAvailable });
  });

  it("builds the mailed link on PUBLIC_BASE_URL, never on the Host header the request names", async () => {
    const { t, smtp } = await withMail();
    await signedInClient(t.app, { email: "rosa@example.com" });
    const asked = await new TestClient(t.app, { host: "evil.example" }).post("/api/auth/password-reset", {
      email: "rosa@example.com",
    });
    expect(asked.statusCode).toBe(200);
    expect(new URL(firstLink((await smtp.nextMail()).text)).origin).toBe(BASE);
  });

  it("answers the same for an unknown address and e-mails only a real account, storing the link hashed", async () => {
    const { t, smtp } = await withMail();
    await signedInClient(t.app, { email: "Rosa.Diaz@Example.com" });
    const client = new TestClient(t.app);
    expect((await client.get("/api/auth/password-reset")).json()).toEqual({
      available: true,
      supportEmail: "support@example.org",
    });

    const unknown = await client.post("/api/auth/password-reset", { email: "nobody@example.com" });
    const known = await client.post("/api/auth/password-reset", { email: "rosa.diaz@example.com" });
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({ message: PASSWORD_RESET_MESSAGES.requestSent });

    const mail = await smtp.nextMail();
    expect(smtp.received).toHaveLength(1);
    // To the address as the person typed it at sign-up (the mailer lower-cases the domain, as DNS would anyway).
    expect(mail.to).toEqual(["Rosa.Diaz@example.com"]);
    expect(mail.raw).toMatch(/^To: Rosa\.Diaz@example\.com$/m);
    expect(mail.raw).toMatch(/^From: support@example\.org/m);
    expect(mail.raw).toMatch(/^Subject: Set a new CourtReady password/m);
    expect(mail.raw).toMatch(/^Content-Type: text\/plain/m);
    const token = new URL(firstLink(mail.text)).hash.slice(1);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const rows = await t.database.db.selectFrom("password_reset_tokens").selectAll().execute();
    expect(rows).toEqual([
      {
        id: createHash("sha256").update(token).digest("hex"),
        user_id: expect.any(String),
        created_at: "2026-11-22T12:00:00.000Z",
        expires_at: "2026-11-22T12:30:00.000Z",
        used_at: null,
        purpose: "password-reset",
      },
    ]);
  });

  it("sets the new password, signs this browser in, signs every other session out, and works only once", async () => {
    const { t, smtp } = await withMail();
    const { client: laptop, input } = await signedInClient(t.app);
    const token = await linkFor(t, smtp, input.email);

    const phone = new TestClient(t.app);
    expect((await phone.post("/api/auth/password-reset/check", { token })).json()).toEqual({ valid: true });
    const weak = await phone.post("/api/auth/password-reset/confirm", { token, password: "short1" });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({ message: AUTH_MESSAGES.passwordTooShort });
    const common = await phone.post("/api/auth/password-reset/confirm", { token, password: "abcd1234" });
    expect(common.json()).toEqual({ message: AUTH_MESSAGES.passwordTooCommon });
    // The reset form does not know the address; the server checks it against the account's.
    const same = await phone.post("/api/auth/password-reset/confirm", {
      token,
      password: input.email.toUpperCase(),
    });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({ message: AUTH_MESSAGES.passwordIsEmail });

    const done = await phone.post("/api/auth/password-reset/confirm", { token, password: NEW_PASSWORD });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      message: PASSWORD_RESET_MESSAGES.changed,
      user: expect.objectContaining({ email: input.email }),
    });
    expect(phone.cookies.has(SESSION_COOKIE)).toBe(true);
    expect((await phone.get("/api/auth/user")).statusCode).toBe(200);
    expect((await laptop.get("/api/auth/user")).statusCode).toBe(401);

    const fresh = new TestClient(t.app);
    const old = await fresh.post("/api/auth/login", { email: input.email, password: input.password });
    expect(old.statusCode).toBe(401);
    expect(
      (await fresh.post("/api/auth/login", { email: input.email, password: NEW_PASSWORD })).statusCode,
    ).toBe(200);

    const again = await new TestClient(t.app).post("/api/auth/password-reset/confirm", {
      token,
      password: "another-pass-7",
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: PASSWORD_RESET_MESSAGES.linkInvalid });
    expect((await phone.post("/api/auth/password-reset/check", { token })).statusCode).toBe(400);
  });

  it("retires the person's other links once one is used", async () => {
    const { t, smtp } = await withMail();
    const { input } = await signedInClient(t.app);
    const first = await linkFor(t, smtp, input.email);
    const second = await linkFor(t, smtp, input.email);
    const client = new TestClient(t.app);
    expect(
      (await client.post("/api/auth/password-reset/confirm", { token: second, password: NEW_PASSWORD }))
        .statusCode,
    ).toBe(200);
    const stale = await client.post("/api/auth/password-reset/confirm", {
      token: first,
      password: "other-pass-8",
    });
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toEqual({ message: PASSWORD_RESET_MESSAGES.linkInvalid });
  });

  it("refuses a link after 30 minutes, and a made-up one", async () => {
    const { t, smtp } = await withMail();
    const { input } = await signedInClient(t.app);
    const token = await linkFor(t, smtp, input.email);
    const client = new TestClient(t.app);
    t.clock.advance(30 * MINUTE - 1000);
    expect((await client.post("/api/auth/password-reset/check", { token })).statusCode).toBe(200);
    t.clock.advance(1000);
    const late = await client.post("/api/auth/password-reset/confirm", { token, password: NEW_PASSWORD });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ message: PASSWORD_RESET_MESSAGES.linkInvalid });
    const madeUp = await client.post("/api/auth/password-reset/check", { token: "A".repeat(43) });
    expect(madeUp.json()).toEqual({ message: PASSWORD_RESET_MESSAGES.linkInvalid });
    const malformed = await client.post("/api/auth/password-reset/check", { token: "abc" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: PASSWORD_RESET_MESSAGES.linkInvalid });
  });

  it("limits requests per address (known or not) and per IP address, for the throttle window", async () => {
    const { t, smtp } = await withMail();
    const { input } = await signedInClient(t.app);
    const client = new TestClient(t.app);
    for (const email of [input.email, "nobody@example.com"]) {
      for (let i = 0; i < 3; i++)
        expect((await client.post("/api/auth/password-reset", { email })).statusCode).toBe(200);
      const limited = await client.post("/api/auth/password-reset", { email });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ message: PASSWORD_RESET_MESSAGES.tooManyRequests });
    }
    // Six requests counted for this IP address so far (the refused ones are not); 20 in all are allowed.
    for (let i = 0; i < 14; i++)
      expect((await client.post("/api/auth/password-reset", { email: `p${i}@example.com` })).statusCode).toBe(
        200,
      );
    expect((await client.post("/api/auth/password-reset", { email: "p99@example.com" })).statusCode).toBe(
      429,
    );

    t.clock.advance(15 * MINUTE + 1000);
    expect((await client.post("/api/auth/password-reset", { email: input.email })).statusCode).toBe(200);
    // Three links for the account within the limit, and one more after the window.
    for (let i = 0; i < 4; i++) expect((await smtp.nextMail()).to).toEqual([input.email]);
    expect(smtp.received).toHaveLength(4);
  });

  it("lets a person locked out of sign-in reset their password and sign in at once", async () => {
    const { t, smtp } = await withMail({ LOGIN_MAX_FAILURES_PER_ACCOUNT: "3" });
    const { input } = await signedInClient(t.app);
    const client = new TestClient(t.app);
    for (let i = 0; i < 3; i++)
      await client.post("/api/auth/login", { email: input.email, password: "wrong-pass-1" });
    const locked = await client.post("/api/auth/login", { email: input.email, password: input.password });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toContain('"Forgot password?"');

    const token = await linkFor(t, smtp, input.email);
    const done = await client.post("/api/auth/password-reset/confirm", { token, password: NEW_PASSWORD });
    expect(done.statusCode).toBe(200);
    expect((await client.get("/api/auth/user")).statusCode).toBe(200);
    // The account's failures are forgotten, so the new password also works from /login straight away.
    const login = await new TestClient(t.app).post("/api/auth/login", {
      email: input.email,
      password: NEW_PASSWORD,
    });
    expect(login.statusCode).toBe(200);
  });
});
