// The CSRF Origin step compares a request's Origin with PUBLIC_BASE_URL's origin, never with the Host header the
// sender also writes (issue 42, finding 7). Each request here carries a valid token, so a refusal is the Origin step's.
import { describe, expect, it } from "vitest";
import { dialectsUnderTest } from "@courtready/db/testing";
import { AUTH_MESSAGES } from "@courtready/contracts";
import { buildSignup, TestClient, useTestApp } from "../testing/harness.ts";

describe.each(dialectsUnderTest())("the CSRF Origin step on %s", (dialect) => {
  const app = useTestApp(dialect, { PUBLIC_BASE_URL: "https://courtready.example.org" });

  it("refuses Origin http://evil.example with Host evil.example, though the token matches", async () => {
    const client = new TestClient(app().app, { origin: "http://evil.example", host: "evil.example" });
    const response = await client.post("/api/auth/signup", buildSignup());
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: AUTH_MESSAGES.csrfRejected });
    expect(await app().database.db.selectFrom("users").selectAll().execute()).toEqual([]);
  });

  it("refuses the configured host on another scheme or port", async () => {
    for (const origin of ["http://courtready.example.org", "https://courtready.example.org:8443"]) {
      const client = new TestClient(app().app, { origin, host: "courtready.example.org" });
      expect((await client.post("/api/auth/signup", buildSignup())).statusCode).toBe(403);
    }
  });

  it("accepts PUBLIC_BASE_URL's origin whatever Host the proxy passes on", async () => {
    const client = new TestClient(app().app, {
      origin: "https://courtready.example.org",
      host: "127.0.0.1:3000",
    });
    expect((await client.post("/api/auth/signup", buildSignup())).statusCode).toBe(201);
  });
});
