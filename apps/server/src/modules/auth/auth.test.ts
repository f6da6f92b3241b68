// Every account rule and message of the spec and the issue, on SQLite and PostgreSQL.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import argon2 from "argon2";
import { dialectsUnderTest } from "@courtready/db/testing";
import { AUTH_MESSAGES, CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from "@courtready/contracts";
import { buildSignup, buildTestApp, signedInClient, TestClient } from "../../testing/harness.ts";
import type { TestApp } from "../../testing/harness.ts";

/** The only account's stored password hash. */
async function storedHash(app: TestApp): Promise<string | null> {
  const row = await app.database.db.selectFrom("users").select("password_hash").executeTakeFirstOrThrow();
  return row.password_hash;
}

/** The password's hash at argon2id parameters of an older version: 64 MiB and 3 passes unless told. */
function oldCostHash(password: string, memoryCost = 65_536): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id, memoryCost, timeCost: 3, parallelism: 1 });
}

describe.each(dialectsUnderTest())("accounts on %s", (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  describe("sign-up", () => {
    it("creates an account and answers with a message only: no user, never the password hash", async () => {
      const input = buildSignup({ email: "  Maria.Lopez@Example.com ", firstName: " Maria " });
      const response = await new TestClient(t.app).post("/api/auth/signup", input);
      expect(response.statusCode).toBe(201);
      // A known address gets the same answer (issue 42, finding 4), so the answer cannot carry the new account.
      expect(response.json()).toEqual({ message: AUTH_MESSAGES.accountCreated });
      const rows = await t.database.db.selectFrom("users").select(["email", "first_name"]).execute();
      expect(rows).toEqual([{ email: "Maria.Lopez@Example.com", first_name: "Maria" }]);
      expect(response.body).not.toMatch(/argon|hash|password/i);
    });

    it("stores the password as an argon2id hash at the standard cost", async () => {
      // The harness hashes at the low test cost; this app is configured as production is.
      const standard = await buildTestApp(dialect, { PASSWORD_HASH_COST: "standard" });
      try {
        const input = buildSignup();
        await new TestClient(standard.app).post("/api/auth/signup", input);
        const row = await standard.database.db
          .selectFrom("users")
          .select("password_hash")
          .executeTakeFirstOrThrow();
        // OWASP's argon2id minimum (19 MiB, 2 passes, 1 lane): enough, and fast enough on a 2-core server.
        expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
        expect(row.password_hash).not.toContain(input.password);
      } finally {
        await standard.close();
      }
    });

    it("hashes at the low cost only in an app configured for tests", async () => {
      const input = buildSignup();
      await new TestClient(t.app).post("/api/auth/signup", input);
      const row = await t.database.db.selectFrom("users").select("password_hash").executeTakeFirstOrThrow();
      expect(t.config).toMatchObject({ env: "test", passwordHashCost: "low" });
      expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=1024,p=1,t=2\$/);
    });

    it("answers an e-mail that differs only in case from an existing account as a new one, making no second", async () => {
      const client = new TestClient(t.app);
      const first = await client.post("/api/auth/signup", buildSignup({ email: "sam@example.com" }));
      const again = await client.post("/api/auth/signup", buildSignup({ email: "SAM@Example.COM" }));
      expect([again.statusCode, again.json()]).toEqual([first.statusCode, first.json()]);
      expect(again.json()).toEqual({ message: AUTH_MESSAGES.accountCreated });
      expect(await t.database.db.selectFrom("users").select("email").execute()).toHaveLength(1);
    });

    it.each([
      ["short", "abc123", AUTH_MESSAGES.passwordTooShort],
      ["letters only", "abcdefghij", AUTH_MESSAGES.passwordLettersAndNumbers],
      ["numbers only", "1234567890", AUTH_MESSAGES.passwordLettersAndNumbers],
    ])("refuses a %s password with the rule's message", async (_case, password, message) => {
      const response = await new TestClient(t.app).post("/api/auth/signup", buildSignup({ password }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
      expect(await t.database.db.selectFrom("users").selectAll().execute()).toEqual([]);
    });

    it.each(["email", "password", "firstName", "lastName"] as const)("requires %s", async (field) => {
      const input: Record<string, string> = { ...buildSignup() };
      delete input[field];
      const response = await new TestClient(t.app).post("/api/auth/signup", input);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: AUTH_MESSAGES.missingFields });
    });

    it("refuses a common password and one equal to the e-mail or its name part, saying why", async () => {
      const client = new TestClient(t.app);
      for (const password of ["password1", "Password123", "QWERTY123"]) {
        const common = await client.post("/api/auth/signup", buildSignup({ password }));
        expect(common.statusCode).toBe(400);
        expect(common.json()).toEqual({ message: AUTH_MESSAGES.passwordTooCommon });
      }
      for (const password of ["jo.smith42@example.com", "Jo.Smith42"]) {
        const same = await client.post(
          "/api/auth/signup",
          buildSignup({ email: "jo.smith42@example.com", password }),
        );
        expect(same.statusCode).toBe(400);
        expect(same.json()).toEqual({ message: AUTH_MESSAGES.passwordIsEmail });
      }
      const fine = await client.post("/api/auth/signup", buildSignup({ email: "jo.smith42@example.com" }));
      expect(fine.statusCode).toBe(201);
    });

    it("refuses a blank name and an invalid e-mail", async () => {
      const client = new TestClient(t.app);
      const blank = await client.post("/api/auth/signup", buildSignup({ firstName: "   " }));
      expect(blank.json()).toEqual({ message: AUTH_MESSAGES.missingFields });
      const bad = await client.post("/api/auth/signup", buildSignup({ email: "not-an-email" }));
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ message: AUTH_MESSAGES.invalidEmail });
    });
  });

  describe("log-in, session and log-out", () => {
    it("signs in with any case of the e-mail and sets an httpOnly, SameSite=Lax session cookie", async () => {
      const input = buildSignup({ email: "kim@example.com" });
      const client = new TestClient(t.app);
      await client.post("/api/auth/signup", input);
      const response = await client.post("/api/auth/login", {
        email: "KIM@example.com",
        password: input.password,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ user: { email: "kim@example.com", firstName: "Rosa" } });
      const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
      expect(cookie?.secure).toBeFalsy();
      expect(cookie?.expires?.toISOString()).toBe("2026-12-22T12:00:00.000Z");
    });

    it("signs in with a hash made at the old cost and replaces it with one at today's", async () => {
      const standard = await buildTestApp(dialect, { PASSWORD_HASH_COST: "standard" });
      try {
        const input = buildSignup({ email: "old@example.com" });
        const client = new TestClient(standard.app);
        await client.post("/api/auth/signup", input);
        // The parameters every account was hashed with before issue 37 (the argon2 library's defaults).
        const oldHash = await oldCostHash(input.password);
        await standard.database.db.updateTable("users").set({ password_hash: oldHash }).execute();
        const login = await client.post("/api/auth/login", { email: input.email, password: input.password });
        expect(login.statusCode).toBe(200);
        const fresh = await storedHash(standard);
        expect(fresh).not.toBe(oldHash);
        expect(fresh).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
        // The new hash is of the same password: the next sign-in works and leaves it as it is.
        const again = await new TestClient(standard.app).post("/api/auth/login", {
          email: input.email,
          password: input.password,
        });
        expect(again.statusCode).toBe(200);
        expect(await storedHash(standard)).toBe(fresh);
      } finally {
        await standard.close();
      }
    });

    it("keeps an old hash when the password given is wrong", async () => {
      const input = buildSignup({ email: "wrong@example.com" });
      const client = new TestClient(t.app);
      await client.post("/api/auth/signup", input);
      const oldHash = await oldCostHash(input.password, 4096);
      await t.database.db.updateTable("users").set({ password_hash: oldHash }).execute();
      const login = await client.post("/api/auth/login", {
        email: input.email,
        password: "not-the-password-1",
      });
      expect(login.statusCode).toBe(401);
      expect(await storedHash(t)).toBe(oldHash);
    });

    it("GET /api/auth/user answers 401 when signed out and the user when signed in", async () => {
      const anonymous = await new TestClient(t.app).get("/api/auth/user");
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ message: AUTH_MESSAGES.notSignedIn });
      const { client, input } = await signedInClient(t.app);
      const me = await client.get("/api/auth/user");
      expect(me.statusCode).toBe(200);
      expect(me.json()).toEqual({
        id: expect.any(String),
        email: input.email,
        firstName: "Rosa",
        lastName: "Diaz",
        // No language chosen yet: the browser's decides (issue 39).
        language: null,
      });
    });

    it("says 'Invalid email or password' alike for a wrong password and an unknown account", async () => {
      const { input } = await signedInClient(t.app);
      const client = new TestClient(t.app);
      const wrong = await client.post("/api/auth/login", {
        email: input.email,
        password: "wrong-password-1",
      });
      const unknown = await client.post("/api/auth/login", {
        email: "nobody@example.com",
        password: "whatever-1",
      });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ message: AUTH_MESSAGES.invalidCredentials });
      expect(unknown.json()).toEqual(wrong.json());
      expect(client.cookies.has(SESSION_COOKIE)).toBe(false);
    });

    it("revokes the session on logout, so the old cookie no longer works", async () => {
      const { client } = await signedInClient(t.app);
      const stolen = client.cookies.get(SESSION_COOKIE)!;
      const out = await client.post("/api/auth/logout");
      expect(out.statusCode).toBe(200);
      expect(client.cookies.has(SESSION_COOKIE)).toBe(false);
      expect((await client.get("/api/auth/user")).statusCode).toBe(401);
      const replay = new TestClient(t.app);
      replay.cookies.set(SESSION_COOKIE, stolen);
      expect((await replay.get("/api/auth/user")).statusCode).toBe(401);
    });

    it("expires a session after its lifetime", async () => {
      const { client } = await signedInClient(t.app);
      t.clock.advance(29 * 24 * 60 * 60 * 1000);
      expect((await client.get("/api/auth/user")).statusCode).toBe(200);
      t.clock.advance(2 * 24 * 60 * 60 * 1000);
      expect((await client.get("/api/auth/user")).statusCode).toBe(401);
    });

    it("ignores a made-up session cookie", async () => {
      const client = new TestClient(t.app);
      client.cookies.set(SESSION_COOKIE, "forged-token");
      expect((await client.get("/api/auth/user")).statusCode).toBe(401);
    });
  });

  describe("social sign-in before it is configured", () => {
    it.each([
      ["/api/auth/google", "/login?error=google_not_configured"],
      ["/api/auth/apple", "/login?error=apple_not_configured"],
    ])("%s sends the person back to %s", async (url, location) => {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(location);
    });
  });

  describe("cross-site request forgery", () => {
    it("refuses a state-changing request without the CSRF header, even with a valid session", async () => {
      const { client } = await signedInClient(t.app);
      const response = await client.request({ method: "POST", url: "/api/auth/logout", csrf: false });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: AUTH_MESSAGES.csrfRejected });
      expect((await client.get("/api/auth/user")).statusCode).toBe(200);
    });

    it("refuses a header that does not match the cookie", async () => {
      const client = new TestClient(t.app);
      await client.get("/api/auth/user");
      const response = await client.request({
        method: "POST",
        url: "/api/auth/signup",
        payload: buildSignup(),
        csrf: false,
        headers: { [CSRF_HEADER]: "A".repeat(43) },
      });
      expect(response.statusCode).toBe(403);
      expect(await t.database.db.selectFrom("users").selectAll().execute()).toEqual([]);
    });

    it("refuses a request from another site's origin even with a matching token", async () => {
      const client = new TestClient(t.app, { origin: "https://evil.example" });
      const response = await client.post("/api/auth/signup", buildSignup());
      expect(response.statusCode).toBe(403);
    });

    it("accepts a same-origin request with the token, and issues the token cookie readable by the page", async () => {
      const client = new TestClient(t.app, { origin: "http://localhost:3000", host: "localhost:3000" });
      const first = await client.get("/api/auth/user");
      const tokenCookie = first.cookies.find((c) => c.name === CSRF_COOKIE);
      expect(tokenCookie).toMatchObject({ sameSite: "Lax", path: "/" });
      expect(tokenCookie?.httpOnly).toBeFalsy();
      expect((await client.post("/api/auth/signup", buildSignup())).statusCode).toBe(201);
    });
  });

  describe("cookies and transport follow PUBLIC_BASE_URL (issue 22, finding 6)", () => {
    it("marks cookies Secure and sends HSTS when PUBLIC_BASE_URL is https, though the proxy talks plain http", async () => {
      const behindTls = await buildTestApp(dialect, { PUBLIC_BASE_URL: "https://courtready.example.org" });
      try {
        const client = new TestClient(behindTls.app);
        const input = buildSignup();
        await client.post("/api/auth/signup", input);
        const login = await client.post("/api/auth/login", { email: input.email, password: input.password });
        expect(login.cookies.find((c) => c.name === SESSION_COOKIE)?.secure).toBe(true);
        expect(login.cookies.find((c) => c.name === CSRF_COOKIE)?.secure).toBe(true);
        expect(login.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
        expect((await client.get("/")).headers["strict-transport-security"]).toBe(
          "max-age=31536000; includeSubDomains",
        );
      } finally {
        await behindTls.close();
      }
    });

    it("neither Secure nor HSTS on an http address, whatever X-Forwarded-Proto claims", async () => {
      const proxied = await buildTestApp(dialect, { TRUST_PROXY: "loopback" });
      try {
        const client = new TestClient(proxied.app, { "x-forwarded-proto": "https" });
        const input = buildSignup();
        await client.post("/api/auth/signup", input);
        const login = await client.post("/api/auth/login", { email: input.email, password: input.password });
        expect(login.cookies.find((c) => c.name === SESSION_COOKIE)?.secure).toBeFalsy();
        expect(login.headers["strict-transport-security"]).toBeUndefined();
      } finally {
        await proxied.close();
      }
    });
  });

  describe("CSRF tokens bound to the session (issue 22, finding 6)", () => {
    it("refuses a cookie/header pair of the sender's own choosing", async () => {
      const planted = "A".repeat(43);
      const anonymous = new TestClient(t.app);
      anonymous.cookies.set(CSRF_COOKIE, planted);
      const signup = await anonymous.request({
        method: "POST",
        url: "/api/auth/signup",
        payload: buildSignup(),
        csrf: false,
        headers: { [CSRF_HEADER]: planted },
      });
      expect(signup.statusCode).toBe(403);
      const { client } = await signedInClient(t.app);
      client.cookies.set(CSRF_COOKIE, planted);
      expect((await client.post("/api/auth/logout")).statusCode).toBe(403);
      expect((await client.get("/api/auth/user")).statusCode).toBe(200);
    });

    it("refuses one person's token on another person's session", async () => {
      const a = (await signedInClient(t.app)).client;
      const b = (await signedInClient(t.app)).client;
      // The whole pair moves over, as a planted cookie would arrive.
      b.cookies.set(CSRF_COOKIE, a.cookies.get(CSRF_COOKIE) ?? "");
      const response = await b.request({
        method: "POST",
        url: "/api/auth/logout",
        csrf: false,
        headers: { [CSRF_HEADER]: a.cookies.get(CSRF_COOKIE) ?? "" },
      });
      expect(response.statusCode).toBe(403);
      expect((await b.get("/api/auth/user")).statusCode).toBe(200);
    });

    it("gives a new token with the session at sign-in and takes it back at sign-out", async () => {
      const client = new TestClient(t.app);
      const input = buildSignup();
      await client.post("/api/auth/signup", input);
      const anonymousToken = client.cookies.get(CSRF_COOKIE);
      const login = await client.post("/api/auth/login", { email: input.email, password: input.password });
      const signedInToken = login.cookies.find((c) => c.name === CSRF_COOKIE)?.value;
      expect(signedInToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(signedInToken).not.toBe(anonymousToken);
      // The very next write carries the new token, with no page load in between.
      expect((await client.post("/api/auth/logout")).statusCode).toBe(200);
      expect(client.cookies.get(CSRF_COOKIE)).not.toBe(signedInToken);
      expect(client.cookies.has("cr_presession")).toBe(true);
    });
  });
});
