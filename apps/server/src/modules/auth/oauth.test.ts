// Google and Apple sign-in on SQLite and PostgreSQL, against a stand-in OpenID provider on loopback that speaks the
// real protocol: discovery, JWKS, authorization endpoint, token endpoint with client authentication and PKCE, and
// signed ID tokens. The tests play the browser: they follow the redirect to the stand-in and bring its answer back
// to the callback, as a redirect (Google) or a cross-site form post (Apple). Google here; Apple in
// oauth.apple.test.ts; no credentials, logging and configuration in oauth.config.test.ts.
import { generateKeyPair } from "jose";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { dialectsUnderTest } from "@courtready/db/testing";
import { SESSION_COOKIE, signInErrorMessage } from "@courtready/contracts";
import { buildSignup, buildTestApp, TestClient } from "../../testing/harness.ts";
import type { TestApp } from "../../testing/harness.ts";
import { startOidcStandIn } from "../../testing/oidc-stand-in.ts";
import type { OidcStandIn, StandInOutcome } from "../../testing/oidc-stand-in.ts";
import { oauthBindingCookie } from "./oauth.routes.ts";
import { GOOGLE, atProvider, backToApp, usersIn } from "../../testing/oauth.factories.ts";

const MINUTE = 60_000;

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
      language: null,
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
    await new TestClient(t.app).post("/api/auth/signup", input);
    // The sign-up's answer names no account (issue 42, finding 4): the id is read from the table.
    const accountId = (await usersIn(t))[0]!.id;
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
      language: null,
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
