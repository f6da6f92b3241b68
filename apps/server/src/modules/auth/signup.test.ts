// Sign-up answers alike whether or not the address has an account (issue 42, finding 4), on SQLite and PostgreSQL;
// the owner of a known address is told by e-mail, read from a stand-in SMTP server as a person would read it.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { dialectsUnderTest } from "@courtready/db/testing";
import { AUTH_MESSAGES, FORGOT_PASSWORD_PATH, SESSION_COOKIE } from "@courtready/contracts";
import { buildSignup, buildTestApp, TestClient } from "../../testing/harness.ts";
import type { TestApp } from "../../testing/harness.ts";
import { startSmtpStandIn } from "../../testing/smtp-stand-in.ts";
import type { SmtpStandIn } from "../../testing/smtp-stand-in.ts";

const BASE = "https://courtready.test";

describe.each(dialectsUnderTest())("sign-up with a known address on %s", (dialect) => {
  let t: TestApp;
  let smtp: SmtpStandIn;
  beforeEach(async () => {
    smtp = await startSmtpStandIn();
    t = await buildTestApp(dialect, {
      SMTP_URL: smtp.url,
      SUPPORT_EMAIL: "support@example.org",
      PUBLIC_BASE_URL: BASE,
      PAYMENTS: "test",
    });
  });
  afterEach(async () => {
    await t.close();
    await smtp.close();
  });

  it("answers exactly as for a new address, and mails the owner the ways back in", async () => {
    const fresh = await new TestClient(t.app).post(
      "/api/auth/signup",
      buildSignup({ email: "jo@example.com" }),
    );
    const known = await new TestClient(t.app).post(
      "/api/auth/signup",
      buildSignup({ email: "JO@Example.com", password: "someone-else-5" }),
    );
    expect(known.statusCode).toBe(fresh.statusCode);
    expect(known.body).toBe(fresh.body);
    expect(known.json()).toEqual({ message: AUTH_MESSAGES.signupCheckEmail });
    expect(known.headers["set-cookie"]).toEqual(fresh.headers["set-cookie"]);

    // One mail only: to the owner, about the second attempt; the new address got none.
    const mail = await smtp.nextMail();
    expect(mail.to).toEqual(["jo@example.com"]);
    expect(mail.raw).toMatch(/^Subject: Someone tried to sign up to CourtReady with your address/m);
    expect(mail.text).toContain(`${BASE}/login`);
    expect(mail.text).toContain(`${BASE}${FORGOT_PASSWORD_PATH}`);
    expect(smtp.received).toHaveLength(1);

    // The account is unchanged: its own password still works, the stranger's does not.
    const owner = await new TestClient(t.app).post("/api/auth/login", {
      email: "jo@example.com",
      password: "correct-horse-9",
    });
    expect(owner.statusCode).toBe(200);
    const users = await t.database.db.selectFrom("users").select("email").execute();
    expect(users).toEqual([{ email: "jo@example.com" }]);
  });

  it("signup-checkout with a known address and another password signs nobody in and says what sign-up says", async () => {
    await new TestClient(t.app).post("/api/auth/signup", buildSignup({ email: "kim@example.com" }));
    const stranger = new TestClient(t.app);
    const tried = await stranger.post("/api/membership/signup-checkout", {
      ...buildSignup({ email: "kim@example.com", password: "not-kims-77" }),
      tier: "yearly",
    });
    expect(tried.statusCode).toBe(401);
    expect(tried.json()).toEqual({ message: AUTH_MESSAGES.signupCheckEmail });
    expect(stranger.cookies.has(SESSION_COOKIE)).toBe(false);
    expect(await t.database.db.selectFrom("checkouts").selectAll().execute()).toEqual([]);
    const mail = await smtp.nextMail();
    expect(mail.to).toEqual(["kim@example.com"]);
    expect(mail.raw).toMatch(/^Subject: Someone tried to sign up/m);
  });
});
