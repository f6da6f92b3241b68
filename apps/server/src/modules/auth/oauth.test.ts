// Google and Apple sign-in on SQLite and PostgreSQL, against a stand-in OpenID provider on loopback that speaks the
// real protocol: discovery, JWKS, authorization endpoint, token endpoint with client authentication and PKCE, and
// signed ID tokens. The tests play the browser: they follow the redirect to the stand-in and bring its answer back
// to the callback, as a redirect (Google) or a cross-site form post (Apple).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { decodeProtectedHeader, exportPKCS8, generateKeyPair, jwtVerify } from "jose";
import type { CryptoKey } from "jose";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, dialectsUnderTest } from "@courtready/db/testing";
import { SESSION_COOKIE, signInErrorMessage } from "@courtready/contracts";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { fixedClock, buildSignup, buildTestApp, TestClient } from "../../testing/harness.ts";
import type { TestApp } from "../../testing/harness.ts";
import { startOidcStandIn } from "../../testing/oidc-stand-in.ts";
import type { AuthorizationAnswer, OidcStandIn, StandInOutcome } from "../../testing/oidc-stand-in.ts";
import { oauthBindingCookie } from "./oauth.routes.ts";

const MINUTE = 60_000;
const GOOGLE = { clientId: "courtready-test.apps.googleusercontent.com", secret: "GOCSPX-test-secret" };
const APPLE = { clientId: "org.example.courtready.web", teamId: "TEAM123456", keyId: "KEY1234567" };

/** Starts a sign-in in `client`'s browser and plays the person at the provider; returns the provider's answer. */
async function atProvider(
  client: TestClient,
  idp: OidcStandIn,
  provider: "google" | "apple",
  outcome: StandInOutcome,
): Promise<AuthorizationAnswer> {
  const start = await client.get(`/api/auth/${provider}`);
  expect(start.statusCode).toBe(302);
  const location = new URL(start.headers.location as string);
  expect(location.origin).toBe(idp.issuer);
  idp.state.next = outcome;
  return idp.authorize(location);
}

/** Brings the provider's answer back to the app the way a browser would. */
function backToApp(client: TestClient, answer: AuthorizationAnswer) {
  if (answer.mode === "query") return client.get(answer.redirect.pathname + answer.redirect.search);
  return client.request({
    method: "POST",
    url: answer.redirect.pathname + answer.redirect.search,
    payload: new URLSearchParams(answer.fields).toString(),
    // A cross-site form post: Apple's page, no CSRF header.
    headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://appleid.apple.com" },
    csrf: false,
  });
}

const usersIn = (t: TestApp) => t.database.db.selectFrom("users").selectAll().orderBy("created_at").execute();
const identitiesIn = (t: TestApp) => t.database.db.selectFrom("oauth_identities").selectAll().execute();

describe.each(dialectsUnderTest())("Google sign-in on %s", (dialect) => {
  let t: TestApp;
  let idp: OidcStandIn;
  beforeEach(async () => {
    idp = await startOidcStandIn({
      clientId: GOOGLE.clientId,
      checkClientSecret: async (secret) => secret === GOOGLE.secret,
    });
    t = await buildTestApp(dialect, {
      GOOGLE_CLIENT_ID: GOOGLE.clientId,
      GOOGLE_CLIENT_SECRET: GOOGLE.secret,
      GOOGLE_ISSUER_URL: idp.issuer,
    });
  });
  afterEach(async () => {
    await t.close();
    await idp.close();
  });

  const person = (overrides: Record<string, unknown> = {}) => ({
    claims: {
      sub: "google-sub-1",
      email: "maria.lopez@example.com",
      email_verified: true,
      given_name: "Maria",
      family_name: "Lopez",
      ...overrides,
    },
  });

  async function signIn(client: TestClient, outcome: StandInOutcome) {
    return backToApp(client, await atProvider(client, idp, "google", outcome));
  }

  it("tells the login page to show the Google button only", async () => {
    expect((await new TestClient(t.app).get("/api/auth/providers")).json()).toEqual({
      google: true,
      apple: false,
    });
  });

  it("creates the account from the ID token, signs it in and goes to /", async () => {
    const client = new TestClient(t.app);
    const done = await signIn(client, person());
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe("/");
    const cookie = done.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect((await client.get("/api/auth/user")).json()).toEqual({
      id: expect.any(String),
      email: "maria.lopez@example.com",
      firstName: "Maria",
      lastName: "Lopez",
    });
    const [user] = await usersIn(t);
    expect(user).toMatchObject({ email_normalized: "maria.lopez@example.com", password_hash: null });
    expect(await identitiesIn(t)).toEqual([
      expect.objectContaining({ provider: "google", subject: "google-sub-1", user_id: user!.id }),
    ]);
    // The state was used once and is gone, and the browser-binding cookie is cleared.
    expect(await t.database.db.selectFrom("oauth_states").selectAll().execute()).toEqual([]);
    expect(client.cookies.has(oauthBindingCookie("google"))).toBe(false);
  });

  it("asks for openid email profile with state, nonce and an S256 PKCE challenge, and redeems with the verifier", async () => {
    const client = new TestClient(t.app);
    const start = await client.get("/api/auth/google");
    const q = new URL(start.headers.location as string).searchParams;
    expect(Object.fromEntries(q)).toEqual({
      client_id: GOOGLE.clientId,
      response_type: "code",
      scope: "openid email profile",
      redirect_uri: "http://localhost:3000/api/auth/google/callback",
      state: expect.stringMatching(/^[\w-]{43}$/),
      nonce: expect.stringMatching(/^[\w-]{43}$/),
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      code_challenge_method: "S256",
    });
    const binding = start.cookies.find((c) => c.name === oauthBindingCookie("google"));
    expect(binding).toMatchObject({
      value: q.get("state"),
      httpOnly: true,
      sameSite: "Lax",
      path: "/api/auth/google/callback",
      maxAge: 600,
    });
    // Stored server-side, keyed by a hash of the state, never the state itself.
    const rows = await t.database.db.selectFrom("oauth_states").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ provider: "google", expires_at: "2026-11-22T12:10:00.000Z" });
    expect(JSON.stringify(rows)).not.toContain(q.get("state"));

    idp.state.next = person();
    await backToApp(client, await idp.authorize(new URL(start.headers.location as string)));
    const sent = idp.tokenRequests[0]!;
    expect(sent.get("client_secret")).toBe(GOOGLE.secret);
    expect(sent.get("code_verifier")).toBe(rows[0]!.code_verifier);
    expect(sent.get("redirect_uri")).toBe("http://localhost:3000/api/auth/google/callback");
  });

  it("links an existing password account with the same e-mail, and its owner takes it over", async () => {
    const input = buildSignup({ email: "Sam.Ortiz@Example.com", firstName: "Sam", lastName: "Ortiz" });
    const created = await new TestClient(t.app).post("/api/auth/signup", input);
    const accountId = created.json().user.id;
    // Whoever set that password (perhaps not the address's owner) is signed in somewhere.
    const earlier = new TestClient(t.app);
    expect(
      (await earlier.post("/api/auth/login", { email: input.email, password: input.password })).statusCode,
    ).toBe(200);

    const client = new TestClient(t.app);
    const done = await signIn(
      client,
      person({ sub: "g-sam", email: "sam.ortiz@example.com", given_name: "S" }),
    );
    expect(done.headers.location).toBe("/");
    expect((await client.get("/api/auth/user")).json()).toEqual({
      id: accountId,
      email: "Sam.Ortiz@Example.com",
      firstName: "Sam",
      lastName: "Ortiz",
    });
    expect(await usersIn(t)).toHaveLength(1);
    expect(await identitiesIn(t)).toEqual([
      expect.objectContaining({ subject: "g-sam", user_id: accountId }),
    ]);
    // The provider proved the address; the unverified password and its sessions no longer open the account.
    const login = await new TestClient(t.app).post("/api/auth/login", {
      email: input.email,
      password: input.password,
    });
    expect(login.statusCode).toBe(401);
    expect((await earlier.get("/api/auth/user")).statusCode).toBe(401);
    expect((await client.get("/api/auth/user")).statusCode).toBe(200);
  });

  it("recognises a returning person by subject, even after their e-mail changed at Google", async () => {
    const first = new TestClient(t.app);
    await signIn(first, person());
    const userId = (await first.get("/api/auth/user")).json().id;

    const again = new TestClient(t.app);
    const done = await signIn(again, person({ email: "maria.new@example.com" }));
    expect(done.headers.location).toBe("/");
    expect((await again.get("/api/auth/user")).json()).toMatchObject({
      id: userId,
      email: "maria.lopez@example.com",
    });
    expect(await usersIn(t)).toHaveLength(1);
    expect(await identitiesIn(t)).toEqual([expect.objectContaining({ email: "maria.new@example.com" })]);
  });

  it("refuses a used state: replaying the answer signs no one in and never reaches the token endpoint", async () => {
    const victim = new TestClient(t.app);
    const answer = await atProvider(victim, idp, "google", person());
    expect((await backToApp(victim, answer)).headers.location).toBe("/");

    const replay = new TestClient(t.app);
    replay.cookies.set(oauthBindingCookie("google"), answer.fields.state!);
    const refused = await backToApp(replay, answer);
    expect(refused.statusCode).toBe(302);
    expect(refused.headers.location).toBe("/login?error=google_auth_failed");
    expect(refused.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    expect((await replay.get("/api/auth/user")).statusCode).toBe(401);
    expect(idp.tokenRequests).toHaveLength(1);
  });

  it("refuses a state it never issued, and a state started in another browser (which is then spent)", async () => {
    const client = new TestClient(t.app);
    const answer = await atProvider(client, idp, "google", person());
    const forged = new URL(answer.redirect);
    forged.searchParams.set("state", "x".repeat(43));
    client.cookies.set(oauthBindingCookie("google"), "x".repeat(43));
    const refused = await client.get(forged.pathname + forged.search);
    expect(refused.headers.location).toBe("/login?error=google_auth_failed");

    // The attacker's own half-finished sign-in, sent to a victim: the victim's browser lacks the binding cookie.
    const attacker = new TestClient(t.app);
    const planted = await atProvider(
      attacker,
      idp,
      "google",
      person({ sub: "attacker", email: "evil@example.com" }),
    );
    const victim = new TestClient(t.app);
    const tricked = await backToApp(victim, planted);
    expect(tricked.headers.location).toBe("/login?error=google_auth_failed");
    expect((await victim.get("/api/auth/user")).statusCode).toBe(401);
    // And the planted state cannot be used afterwards by anyone.
    expect((await backToApp(attacker, planted)).headers.location).toBe("/login?error=google_auth_failed");
    expect(await usersIn(t)).toEqual([]);
    expect(idp.tokenRequests).toHaveLength(0);
  });

  it("refuses a state older than 10 minutes", async () => {
    const client = new TestClient(t.app);
    const answer = await atProvider(client, idp, "google", person());
    t.clock.advance(10 * MINUTE + 1000);
    const late = await backToApp(client, answer);
    expect(late.headers.location).toBe("/login?error=google_auth_failed");
    expect(await usersIn(t)).toEqual([]);
  });

  it.each([
    ["unverified", { email_verified: false }],
    ["missing", { email: undefined, email_verified: undefined }],
  ])("answers google_email_required for an %s e-mail and creates nothing", async (_case, claims) => {
    const client = new TestClient(t.app);
    const done = await signIn(client, person(claims));
    expect(done.headers.location).toBe("/login?error=google_email_required");
    expect(signInErrorMessage("google_email_required")).toBe("Authentication error: google_email_required");
    expect(await usersIn(t)).toEqual([]);
    expect(await identitiesIn(t)).toEqual([]);
  });

  it("answers google_oauth_user_denied_access when the person cancels at Google, and spends the state", async () => {
    const client = new TestClient(t.app);
    const done = await signIn(client, { error: "access_denied" });
    expect(done.headers.location).toBe("/login?error=google_oauth_user_denied_access");
    expect(signInErrorMessage("google_oauth_user_denied_access")).toBe("Google Sign-In was cancelled.");
    expect(await t.database.db.selectFrom("oauth_states").selectAll().execute()).toEqual([]);
    const other = new TestClient(t.app);
    expect((await signIn(other, { error: "server_error" })).headers.location).toBe(
      "/login?error=google_auth_failed",
    );
  });

  it.each([
    ["another nonce", async () => ({ claims: { nonce: "not-the-one-we-sent" } })],
    ["another audience", async () => ({ claims: { aud: "someone-else" } })],
    ["another issuer", async () => ({ claims: { iss: "https://evil.example" } })],
    ["an expired token", async () => ({ claims: { exp: Math.floor(Date.now() / 1000) - 3600 } })],
    ["a key not in the provider's JWKS", async () => ({ key: (await generateKeyPair("RS256")).privateKey })],
  ])("refuses an ID token with %s", async (_case, tamper) => {
    idp.state.tamper = await tamper();
    const client = new TestClient(t.app);
    const done = await signIn(client, person());
    expect(done.headers.location).toBe("/login?error=google_auth_failed");
    expect((await client.get("/api/auth/user")).statusCode).toBe(401);
    expect(await usersIn(t)).toEqual([]);
  });

  it("refuses when the client secret is wrong at the token endpoint", async () => {
    const other = await buildTestApp(dialect, {
      GOOGLE_CLIENT_ID: GOOGLE.clientId,
      GOOGLE_CLIENT_SECRET: "GOCSPX-wrong",
      GOOGLE_ISSUER_URL: idp.issuer,
    });
    try {
      const client = new TestClient(other.app);
      const done = await backToApp(client, await atProvider(client, idp, "google", person()));
      expect(done.headers.location).toBe("/login?error=google_auth_failed");
    } finally {
      await other.close();
    }
  });

  it("replaces the session the browser had before", async () => {
    const client = new TestClient(t.app);
    await client.post("/api/auth/signup", buildSignup({ email: "first@example.com" }));
    await client.post("/api/auth/login", { email: "first@example.com", password: "correct-horse-9" });
    const before = client.cookies.get(SESSION_COOKIE)!;
    await signIn(client, person());
    expect((await client.get("/api/auth/user")).json().email).toBe("maria.lopez@example.com");
    const old = new TestClient(t.app);
    old.cookies.set(SESSION_COOKIE, before);
    expect((await old.get("/api/auth/user")).statusCode).toBe(401);
  });
});

describe.each(dialectsUnderTest())("Apple sign-in on %s", (dialect) => {
  let t: TestApp;
  let idp: OidcStandIn;
  let applePublicKey: CryptoKey;
  beforeEach(async () => {
    const keys = await generateKeyPair("ES256", { extractable: true });
    applePublicKey = keys.publicKey;
    idp = await startOidcStandIn({
      clientId: APPLE.clientId,
      // Apple's client secret: an ES256 JWT signed with the developer's key, checked like Apple does.
      async checkClientSecret(secret) {
        try {
          const { protectedHeader } = await jwtVerify(secret, applePublicKey, {
            algorithms: ["ES256"],
            issuer: APPLE.teamId,
            subject: APPLE.clientId,
            audience: idp.issuer,
            currentDate: t.clock(),
          });
          return protectedHeader.kid === APPLE.keyId;
        } catch {
          return false;
        }
      },
    });
    const pem = await exportPKCS8(keys.privateKey);
    t = await buildTestApp(dialect, {
      APPLE_CLIENT_ID: APPLE.clientId,
      APPLE_TEAM_ID: APPLE.teamId,
      APPLE_KEY_ID: APPLE.keyId,
      // One line with \n escapes, as in a .env file.
      APPLE_PRIVATE_KEY: pem.trim().replace(/\n/g, "\\n"),
      APPLE_ISSUER_URL: idp.issuer,
    });
  });
  afterEach(async () => {
    await t.close();
    await idp.close();
  });

  const firstTime = {
    claims: { sub: "001234.apple.0001", email: "x7k2@privaterelay.appleid.com", email_verified: "true" },
    userField: JSON.stringify({
      name: { firstName: "Dana", lastName: "Whitfield" },
      email: "x7k2@privaterelay.appleid.com",
    }),
  };

  it("tells the login page to show the Apple button", async () => {
    expect((await new TestClient(t.app).get("/api/auth/providers")).json()).toMatchObject({ apple: true });
  });

  it("creates the account on the first sign-in from the posted form, with the name from the user field", async () => {
    const client = new TestClient(t.app);
    const answer = await atProvider(client, idp, "apple", firstTime);
    expect(answer.mode).toBe("form_post");
    expect(answer.redirect.href).toBe("http://localhost:3000/api/auth/apple/callback");
    const asked = idp.authorizeRequests[0]!;
    expect(asked.get("scope")).toBe("name email");
    expect(asked.get("response_mode")).toBe("form_post");
    expect(asked.get("code_challenge_method")).toBe("S256");

    const done = await backToApp(client, answer);
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe("/");
    expect((await client.get("/api/auth/user")).json()).toEqual({
      id: expect.any(String),
      email: "x7k2@privaterelay.appleid.com",
      firstName: "Dana",
      lastName: "Whitfield",
    });
    expect((await usersIn(t))[0]).toMatchObject({ password_hash: null });

    // The client secret was a fresh ES256 JWT naming the key, team and Services ID.
    const secret = idp.tokenRequests[0]!.get("client_secret")!;
    expect(decodeProtectedHeader(secret)).toEqual({ alg: "ES256", kid: APPLE.keyId });
    const { payload } = await jwtVerify(secret, applePublicKey, { currentDate: t.clock() });
    expect(payload.exp! - payload.iat!).toBeLessThanOrEqual(180 * 24 * 60 * 60);
    expect(payload).toMatchObject({ iss: APPLE.teamId, sub: APPLE.clientId, aud: idp.issuer });
  });

  it("binds the state with a SameSite=None; Secure cookie, since Apple's answer is a cross-site POST", async () => {
    const start = await new TestClient(t.app).get("/api/auth/apple");
    expect(start.cookies.find((c) => c.name === oauthBindingCookie("apple"))).toMatchObject({
      sameSite: "None",
      secure: true,
      httpOnly: true,
      path: "/api/auth/apple/callback",
    });
  });

  it("signs a returning person in by subject; the name from the first time stays", async () => {
    const first = new TestClient(t.app);
    expect((await backToApp(first, await atProvider(first, idp, "apple", firstTime))).headers.location).toBe(
      "/",
    );
    const again = new TestClient(t.app);
    const done = await backToApp(again, await atProvider(again, idp, "apple", { claims: firstTime.claims }));
    expect(done.headers.location).toBe("/");
    expect((await again.get("/api/auth/user")).json()).toMatchObject({
      firstName: "Dana",
      lastName: "Whitfield",
    });
    expect(await usersIn(t)).toHaveLength(1);
  });

  it("links to an existing account with Apple's e-mail", async () => {
    const input = buildSignup({ email: "dana@example.com", firstName: "Dana", lastName: "W" });
    const id = (await new TestClient(t.app).post("/api/auth/signup", input)).json().user.id;
    const client = new TestClient(t.app);
    const outcome = { claims: { sub: "001234.apple.0002", email: "DANA@example.com", email_verified: true } };
    await backToApp(client, await atProvider(client, idp, "apple", outcome));
    expect((await client.get("/api/auth/user")).json().id).toBe(id);
  });

  it("answers apple_email_required when the person did not share an e-mail", async () => {
    const client = new TestClient(t.app);
    const answer = await atProvider(client, idp, "apple", { claims: { sub: "001234.apple.0003" } });
    const done = await backToApp(client, answer);
    expect(done.headers.location).toBe("/login?error=apple_email_required");
    expect(signInErrorMessage("apple_email_required")).toBe(
      "Apple Sign-In requires email sharing to be enabled.",
    );
    expect(await usersIn(t)).toEqual([]);
  });

  it("answers apple_auth_failed when the person cancels at Apple, or the state is not ours", async () => {
    const client = new TestClient(t.app);
    const cancelled = await backToApp(
      client,
      await atProvider(client, idp, "apple", { error: "user_cancelled_authorize" }),
    );
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe("/login?error=apple_auth_failed");

    const answer = await atProvider(client, idp, "apple", firstTime);
    const forged = { ...answer, fields: { ...answer.fields, state: "y".repeat(43) } };
    expect((await backToApp(client, forged)).headers.location).toBe("/login?error=apple_auth_failed");
    expect((await client.get("/api/auth/user")).statusCode).toBe(401);
    expect(await usersIn(t)).toEqual([]);
  });

  it("lets exactly the callback path through CSRF protection", async () => {
    const client = new TestClient(t.app);
    const answer = await atProvider(client, idp, "apple", firstTime);
    const elsewhere = await backToApp(client, {
      ...answer,
      redirect: new URL(`${answer.redirect.href}?x=1`),
    });
    expect(elsewhere.statusCode).toBe(403);
    const logout = await client.request({
      method: "POST",
      url: "/api/auth/logout",
      headers: { origin: "https://appleid.apple.com" },
      csrf: false,
    });
    expect(logout.statusCode).toBe(403);
  });
});

describe.each(dialectsUnderTest())("sign-in without provider credentials on %s", (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  it("tells the login page to show no provider button", async () => {
    const answer = await new TestClient(t.app).get("/api/auth/providers");
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ google: false, apple: false });
  });

  it("keeps the buttons working: each lands on /login with its not-configured code", async () => {
    const client = new TestClient(t.app);
    for (const [url, code] of [
      ["/api/auth/google", "google_not_configured"],
      ["/api/auth/apple", "apple_not_configured"],
      ["/api/auth/google/callback?code=abc&state=def", "google_not_configured"],
    ]) {
      const response = await client.get(url!);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(`/login?error=${code}`);
    }
    const posted = await client.request({
      method: "POST",
      url: "/api/auth/apple/callback",
      payload: "code=abc&state=def",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      csrf: false,
    });
    expect(posted.headers.location).toBe("/login?error=apple_not_configured");
    expect(signInErrorMessage("apple_not_configured")).toBe("Apple Sign-In is temporarily unavailable.");
  });
});

describe.each(dialectsUnderTest())("sign-in logging on %s", (dialect) => {
  it("never writes the code, the state or a token to the log", async () => {
    const idp = await startOidcStandIn({
      clientId: GOOGLE.clientId,
      checkClientSecret: async (secret) => secret === GOOGLE.secret,
    });
    const lines: string[] = [];
    const dataDir = mkdtempSync(path.join(tmpdir(), "courtready-oauth-log-"));
    const database = await createTestDatabase(dialect);
    const config = loadConfig({
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, "no-web"),
      GOOGLE_CLIENT_ID: GOOGLE.clientId,
      GOOGLE_CLIENT_SECRET: GOOGLE.secret,
      GOOGLE_ISSUER_URL: idp.issuer,
    });
    const app = await buildApp({
      config,
      database,
      clock: fixedClock(),
      logger: { level: "info", stream: { write: (line: string) => lines.push(line) } },
    });
    try {
      await app.ready();
      const client = new TestClient(app);
      const answer = await atProvider(client, idp, "google", {
        claims: { sub: "s", email: "log@example.com", email_verified: true },
      });
      expect((await backToApp(client, answer)).headers.location).toBe("/");
      // A failing one too: the failure is logged, its details are not.
      idp.state.tamper = { claims: { nonce: "wrong" } };
      const failing = await atProvider(client, idp, "google", { claims: { sub: "s" } });
      expect((await backToApp(client, failing)).headers.location).toBe("/login?error=google_auth_failed");

      const log = lines.join("");
      expect(log).toContain("/api/auth/google/callback");
      expect(log).toContain("social sign-in failed");
      for (const secret of [answer.fields.code!, answer.fields.state!, failing.fields.code!, GOOGLE.secret]) {
        expect(log).not.toContain(secret);
      }
      expect(log).not.toMatch(/eyJ[\w-]+\.[\w-]+\./); // no JWT
    } finally {
      await app.close();
      await database.destroy();
      await idp.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe("sign-in configuration", () => {
  it("turns a provider on only with its full set of variables and refuses half a set", async () => {
    expect(loadConfig({ NODE_ENV: "development" }).googleSignIn).toBeNull();
    expect(loadConfig({ NODE_ENV: "development" }).appleSignIn).toBeNull();
    expect(
      loadConfig({ NODE_ENV: "development", GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "s" }).googleSignIn,
    ).toEqual({
      clientId: "id",
      clientSecret: "s",
      issuerUrl: "https://accounts.google.com",
    });
    expect(() => loadConfig({ NODE_ENV: "development", GOOGLE_CLIENT_ID: "id" })).toThrow(
      /GOOGLE_CLIENT_SECRET: needed too/,
    );
    expect(() =>
      loadConfig({ NODE_ENV: "development", APPLE_CLIENT_ID: "x", APPLE_TEAM_ID: "TEAM123456" }),
    ).toThrow(/APPLE_KEY_ID: needed too[\s\S]*APPLE_PRIVATE_KEY: needed too/);
  });

  it("accepts Apple's key with real or escaped line breaks and refuses anything else", async () => {
    const pem = (
      await exportPKCS8((await generateKeyPair("ES256", { extractable: true })).privateKey)
    ).trim();
    const env = {
      APPLE_CLIENT_ID: "org.example.web",
      APPLE_TEAM_ID: "TEAM123456",
      APPLE_KEY_ID: "KEY1234567",
    };
    expect(loadConfig({ NODE_ENV: "development", ...env, APPLE_PRIVATE_KEY: pem }).appleSignIn).toMatchObject(
      {
        privateKey: pem,
        issuerUrl: "https://appleid.apple.com",
      },
    );
    expect(
      loadConfig({ NODE_ENV: "development", ...env, APPLE_PRIVATE_KEY: pem.replace(/\n/g, "\\n") })
        .appleSignIn?.privateKey,
    ).toBe(pem);
    const rsa = await exportPKCS8((await generateKeyPair("RS256", { extractable: true })).privateKey);
    expect(() => loadConfig({ NODE_ENV: "development", ...env, APPLE_PRIVATE_KEY: rsa })).toThrow(
      /APPLE_PRIVATE_KEY/,
    );
    expect(() => loadConfig({ NODE_ENV: "development", ...env, APPLE_PRIVATE_KEY: "not a key" })).toThrow(
      /APPLE_PRIVATE_KEY/,
    );
    expect(() =>
      loadConfig({ NODE_ENV: "development", ...env, APPLE_PRIVATE_KEY: pem, APPLE_TEAM_ID: "team" }),
    ).toThrow(/APPLE_TEAM_ID/);
  });

  it("takes an issuer override over https, or plain http on loopback only", () => {
    const google = { GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "s" };
    expect(
      loadConfig({ NODE_ENV: "development", ...google, GOOGLE_ISSUER_URL: "http://127.0.0.1:4000" })
        .googleSignIn?.issuerUrl,
    ).toBe("http://127.0.0.1:4000");
    expect(() =>
      loadConfig({ NODE_ENV: "development", ...google, GOOGLE_ISSUER_URL: "http://idp.example.com" }),
    ).toThrow(/GOOGLE_ISSUER_URL/);
  });
});
