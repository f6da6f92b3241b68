// Google and Apple sign-in in Chromium: the built server with both providers configured against stand-in OpenID
// providers on loopback (the unit tests' stand-in, which speaks the real protocol). The app is opened as localhost
// and the providers live on 127.0.0.1, so the way back is cross-site as with the real ones, and the browser itself
// decides which cookies (the SameSite=Lax one for Google's redirect, the SameSite=None one for Apple's form post)
// come back to the callback. Screenshots land in e2e/artifacts/auth/.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { exportPKCS8, generateKeyPair, jwtVerify } from "jose";
import { openBrowser, snapshot, watchErrors } from "../support/browser.ts";
import { freePort, startServer } from "../support/server.ts";
import type { RunningServer } from "../support/server.ts";
import { startOidcStandIn } from "../../apps/server/src/testing/oidc-stand-in.ts";
import type { OidcStandIn } from "../../apps/server/src/testing/oidc-stand-in.ts";

const GOOGLE = { clientId: "courtready-e2e.apps.googleusercontent.com", secret: "GOCSPX-e2e-secret" };
const APPLE = { clientId: "org.example.courtready.e2e", teamId: "TEAME2E123", keyId: "KEYE2E4567" };

let server: RunningServer;
let browser: Browser;
let google: OidcStandIn;
let apple: OidcStandIn;
let app: string;

beforeAll(async () => {
  const appleKeys = await generateKeyPair("ES256", { extractable: true });
  google = await startOidcStandIn({
    clientId: GOOGLE.clientId,
    checkClientSecret: async (secret) => secret === GOOGLE.secret,
  });
  apple = await startOidcStandIn({
    clientId: APPLE.clientId,
    async checkClientSecret(secret) {
      try {
        const { protectedHeader } = await jwtVerify(secret, appleKeys.publicKey, {
          algorithms: ["ES256"],
          issuer: APPLE.teamId,
          subject: APPLE.clientId,
          audience: apple.issuer,
        });
        return protectedHeader.kid === APPLE.keyId;
      } catch {
        return false;
      }
    },
  });
  // Callbacks are built on PUBLIC_BASE_URL only (issue 22, finding 5), so it names the localhost address the app is
  // opened at, and the port is chosen first.
  const port = await freePort();
  server = await startServer({
    PORT: String(port),
    PUBLIC_BASE_URL: `http://localhost:${port}`,
    GOOGLE_CLIENT_ID: GOOGLE.clientId,
    GOOGLE_CLIENT_SECRET: GOOGLE.secret,
    GOOGLE_ISSUER_URL: google.issuer,
    APPLE_CLIENT_ID: APPLE.clientId,
    APPLE_TEAM_ID: APPLE.teamId,
    APPLE_KEY_ID: APPLE.keyId,
    APPLE_PRIVATE_KEY: (await exportPKCS8(appleKeys.privateKey)).trim().replace(/\n/g, "\\n"),
    APPLE_ISSUER_URL: apple.issuer,
  });
  app = server.url.replace("127.0.0.1", "localhost");
  browser = await openBrowser();
});

afterAll(async () => {
  await browser?.close();
  expect(await server?.stop()).toBe(0);
  await google?.close();
  await apple?.close();
});

async function signedInEmail(page: Page): Promise<string | null> {
  const me = await page.request.get(`${app}/api/auth/user`);
  return me.ok() ? ((await me.json()) as { email: string }).email : null;
}

describe("social sign-in in the browser", () => {
  it("signs in with Google: new account, back on / and signed in; then a cancel shows §8's toast", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = watchErrors(page);

    google.state.next = {
      claims: {
        sub: "e2e-google-1",
        email: "grace.e2e@example.com",
        email_verified: true,
        given_name: "Grace",
        family_name: "Okafor",
      },
    };
    await page.goto(`${app}/login`);
    await page.getByRole("link", { name: "Continue with Google" }).click();
    await page.waitForURL(`${app}/`);
    expect(await signedInEmail(page)).toBe("grace.e2e@example.com");
    await snapshot(page, "auth", "social-1-google-signed-in");

    const other = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const cancelled = await other.newPage();
    google.state.next = { error: "access_denied" };
    await cancelled.goto(`${app}/login`);
    await cancelled.getByRole("link", { name: "Continue with Google" }).click();
    const alert = cancelled.getByRole("alert").filter({ hasText: "Sign-In Error" });
    await expect.poll(() => alert.textContent()).toContain("Google Sign-In was cancelled.");
    await expect.poll(() => cancelled.url()).toBe(`${app}/login`);
    expect(await signedInEmail(cancelled)).toBeNull();
    await snapshot(cancelled, "auth", "social-2-google-cancelled");

    expect(errors).toEqual([]);
    await other.close();
    await context.close();
  });

  it("signs in with Apple through its cross-site form post, with the name Apple sends the first time", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = watchErrors(page);

    apple.state.next = {
      claims: { sub: "001234.e2e.0001", email: "q9x4@privaterelay.appleid.com", email_verified: "true" },
      userField: JSON.stringify({ name: { firstName: "Ines", lastName: "Moreau" } }),
    };
    await page.goto(`${app}/login`);
    await page.getByRole("link", { name: "Continue with Apple" }).click();
    await page.waitForURL(`${app}/`);
    const me = await page.request.get(`${app}/api/auth/user`);
    expect(await me.json()).toMatchObject({
      email: "q9x4@privaterelay.appleid.com",
      firstName: "Ines",
      lastName: "Moreau",
    });
    await snapshot(page, "auth", "social-3-apple-signed-in");
    expect(errors).toEqual([]);
    await context.close();
  });
});
