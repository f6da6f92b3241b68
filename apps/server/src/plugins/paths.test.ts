// Rules decided by a path prefix follow the routed path: a percent-escaped /api/ meets CSRF, the session and
// no-store exactly as the plain spelling does (issue 22, finding 1).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialectsUnderTest } from "@courtready/db/testing";
import { AUTH_MESSAGES } from "@courtready/contracts";
import { buildSignup, buildTestApp, signedInClient, TestClient } from "../testing/harness.ts";
import type { TestApp } from "../testing/harness.ts";

describe.each(dialectsUnderTest())("percent-escaped API paths on %s", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  const crossSite = { origin: "https://evil.example" };

  it("refuses a cross-site log-out sent to /%61pi/ and keeps the session", async () => {
    const { client } = await signedInClient(t.app);
    const response = await client.request({
      method: "POST",
      url: "/%61pi/auth/logout",
      csrf: false,
      headers: crossSite,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: AUTH_MESSAGES.csrfRejected });
    expect((await client.get("/api/auth/user")).statusCode).toBe(200);
  });

  it("refuses log-in and share comments without the token whatever the spelling", async () => {
    const { input } = await signedInClient(t.app);
    const stranger = new TestClient(t.app);
    for (const url of ["/%61pi/auth/login", "/api/%61uth/login", "/%61%70%69/auth/login"]) {
      const response = await stranger.request({
        method: "POST",
        url,
        csrf: false,
        headers: crossSite,
        payload: { email: input.email, password: input.password },
      });
      expect(response.statusCode, url).toBe(403);
    }
    const comment = await stranger.request({
      method: "POST",
      url: "/%61pi/shared/abc/comments",
      csrf: false,
      payload: { name: "x", text: "y" },
    });
    expect(comment.statusCode).toBe(403);
    expect(comment.json()).toEqual({ message: AUTH_MESSAGES.csrfRejected });
  });

  it("reads the session and marks the answer no-store on an escaped path", async () => {
    const signup = buildSignup();
    const { client } = await signedInClient(t.app, signup);
    const response = await client.get("/%61pi/auth/user");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json()).toMatchObject({ email: signup.email });
  });
});
