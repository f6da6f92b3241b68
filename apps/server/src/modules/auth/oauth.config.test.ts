// Sign-in without provider credentials (no buttons, and the buttons' routes still land somewhere sensible), what the
// sign-in writes to the log (never a code, state or token), and how the providers' configuration is read.
import path from "node:path";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { exportPKCS8, generateKeyPair } from "jose";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, dialectsUnderTest } from "@courtready/db/testing";
import { signInErrorMessage } from "@courtready/contracts";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { fixedClock, buildTestApp, TestClient } from "../../testing/harness.ts";
import type { TestApp } from "../../testing/harness.ts";
import { startOidcStandIn } from "../../testing/oidc-stand-in.ts";
import { GOOGLE, atProvider, backToApp } from "../../testing/oauth.factories.ts";
import { filingCheckRefused } from "../../testing/filing-check.ts";

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
      checkFiling: filingCheckRefused,
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
