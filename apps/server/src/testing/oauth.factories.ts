// Test steps for Google and Apple sign-in (oauth*.test.ts): the test credentials, and the browser's part: start a
// sign-in, play the person at the stand-in provider, and bring its answer back to the app.
import { expect } from "vitest";
import type { TestClient } from "./harness.ts";
import type { TestApp } from "./harness.ts";
import type { AuthorizationAnswer, OidcStandIn, StandInOutcome } from "./oidc-stand-in.ts";

export const GOOGLE = {
  clientId: "courtready-test.apps.googleusercontent.com",
  secret: "GOCSPX-test-secret",
};

/** Starts a sign-in in `client`'s browser and plays the person at the provider; returns the provider's answer. */
export async function atProvider(
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
export function backToApp(client: TestClient, answer: AuthorizationAnswer) {
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

export const usersIn = (t: TestApp) =>
  t.database.db.selectFrom("users").selectAll().orderBy("created_at").execute();
