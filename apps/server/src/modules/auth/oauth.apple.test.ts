// Apple sign-in on SQLite and PostgreSQL, against the stand-in OpenID provider (oidc-stand-in.ts): the answer comes
// back as a cross-site form post, the client secret is a JWT signed with the team's key, the name comes only once.
import { decodeProtectedHeader, exportPKCS8, generateKeyPair, jwtVerify } from "jose";
import type { CryptoKey } from "jose";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { dialectsUnderTest } from "@courtready/db/testing";
import { signInErrorMessage } from "@courtready/contracts";
import { buildSignup, buildTestApp, TestClient } from "../../testing/harness.ts";
import type { TestApp } from "../../testing/harness.ts";
import { startOidcStandIn } from "../../testing/oidc-stand-in.ts";
import type { OidcStandIn } from "../../testing/oidc-stand-in.ts";
import { oauthBindingCookie } from "./oauth.routes.ts";
import { atProvider, backToApp, usersIn } from "../../testing/oauth.factories.ts";

const APPLE = { clientId: "org.example.courtready.web", teamId: "TEAM123456", keyId: "KEY1234567" };

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
      language: null,
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
    await new TestClient(t.app).post("/api/auth/signup", input);
    // The sign-up's answer names no account (issue 42, finding 4): the id is read from the table.
    const id = (await usersIn(t))[0]!.id;
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
