// Sign-in throttling per account and per IP address, on SQLite and PostgreSQL, with a fixed clock.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { dialectsUnderTest } from "@courtready/db/testing";
import { AUTH_MESSAGES } from "@courtready/contracts";
import { buildSignup, buildTestApp, TestClient } from "../../testing.ts";
import type { TestApp } from "../../testing.ts";

const WINDOW_MS = 15 * 60 * 1000;

describe.each(dialectsUnderTest())("sign-in throttling on %s", (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(dialect, { LOGIN_MAX_FAILURES_PER_ACCOUNT: "3", LOGIN_MAX_FAILURES_PER_IP: "5" });
  });
  afterEach(async () => {
    await t.close();
  });

  async function account(client: TestClient) {
    const input = buildSignup();
    expect((await client.post("/api/auth/signup", input)).statusCode).toBe(201);
    return input;
  }

  it("locks an account after repeated failures, even for the right password, until the window passes", async () => {
    const client = new TestClient(t.app);
    const input = await account(client);
    for (let i = 0; i < 3; i++) {
      expect(
        (await client.post("/api/auth/login", { email: input.email, password: "wrong-pass-1" })).statusCode,
      ).toBe(401);
    }
    const locked = await client.post("/api/auth/login", { email: input.email, password: input.password });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: AUTH_MESSAGES.tooManyAttempts });

    t.clock.advance(WINDOW_MS + 1000);
    expect(
      (await client.post("/api/auth/login", { email: input.email, password: input.password })).statusCode,
    ).toBe(200);
  });

  it("locks one IP address that tries many accounts, without locking another address", async () => {
    const attacker = new TestClient(t.app, { "x-real-ip": "ignored" });
    const victim = await account(attacker);
    for (let i = 0; i < 5; i++) {
      await attacker.post("/api/auth/login", { email: `guess${i}@example.com`, password: "wrong-pass-1" });
    }
    const blocked = await attacker.post("/api/auth/login", {
      email: victim.email,
      password: victim.password,
    });
    expect(blocked.statusCode).toBe(429);

    // inject() lets a test pick the peer address, as a second machine would have.
    const elsewhere = await t.app.inject({
      method: "GET",
      url: "/api/auth/user",
      remoteAddress: "203.0.113.9",
    });
    const csrf = elsewhere.cookies.find((c) => c.name === "cr_csrf")!.value;
    const other = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      remoteAddress: "203.0.113.9",
      // Every cookie the first answer set: the token is bound to the anonymous pre-session id among them.
      headers: {
        cookie: elsewhere.cookies.map((c) => `${c.name}=${c.value}`).join("; "),
        "x-csrf-token": csrf,
      },
      payload: { email: victim.email, password: victim.password },
    });
    expect(other.statusCode).toBe(200);
  });

  it("forgets an account's failures after a successful sign-in", async () => {
    const client = new TestClient(t.app);
    const input = await account(client);
    for (let i = 0; i < 2; i++)
      await client.post("/api/auth/login", { email: input.email, password: "wrong-pass-1" });
    expect(
      (await client.post("/api/auth/login", { email: input.email, password: input.password })).statusCode,
    ).toBe(200);
    for (let i = 0; i < 2; i++)
      await client.post("/api/auth/login", { email: input.email, password: "wrong-pass-1" });
    expect(
      (await client.post("/api/auth/login", { email: input.email, password: input.password })).statusCode,
    ).toBe(200);
  });
});
