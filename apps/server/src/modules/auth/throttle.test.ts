// Sign-in throttling on SQLite and PostgreSQL, with a fixed clock: per account and client with growing delays, a
// looser per-account ceiling and a per-IP limit for unknown clients, the owner's usual browser never locked out by a
// stranger, and counts that hold when attempts arrive at once (through the app and from two connections).
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { connect } from "@courtready/db";
import { createTestDatabase, dialectsUnderTest } from "@courtready/db/testing";
import { DEVICE_COOKIE, tooManyAttemptsMessage } from "@courtready/contracts";
import { buildSignup, buildTestApp, TestClient } from "../../testing/harness.ts";
import type { TestApp } from "../../testing/harness.ts";
import { hitWindow, hitWithBackoff } from "./throttle.repository.ts";

const MINUTE = 60_000;
const WRONG = "wrong-pass-1";

describe.each(dialectsUnderTest())("sign-in throttling on %s", (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(dialect, {
      LOGIN_MAX_FAILURES_PER_ACCOUNT: "3",
      LOGIN_MAX_FAILURES_PER_ACCOUNT_ALL_CLIENTS: "7",
      LOGIN_MAX_FAILURES_PER_IP: "5",
    });
  });
  afterEach(async () => {
    await t.close();
  });

  async function account() {
    const input = buildSignup();
    expect((await new TestClient(t.app).post("/api/auth/signup", input)).statusCode).toBe(201);
    return input;
  }

  /** A sign-in from a given network address, with whatever cookies the client holds. */
  function login(client: TestClient, email: string, password: string, ip = "127.0.0.1") {
    return client.request({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password },
      remoteAddress: ip,
    });
  }

  it("blocks an account and client after the limit, even for the right password, for a minute, then 2", async () => {
    const input = await account();
    const client = new TestClient(t.app);
    for (let i = 0; i < 3; i++) expect((await login(client, input.email, WRONG)).statusCode).toBe(401);
    const blocked = await login(client, input.email, input.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: tooManyAttemptsMessage(60) });
    expect(blocked.json().message).toContain("wait 1 minute ");
    expect(blocked.headers["retry-after"]).toBe("60");

    t.clock.advance(30_000);
    const still = await login(client, input.email, input.password);
    expect(still.statusCode).toBe(429);
    expect(still.headers["retry-after"]).toBe("30");

    // A later round of wrong guesses (here after the 15-minute window, which also resets the per-IP count) earns
    // twice the wait: the pair remembers its strikes for a day.
    t.clock.advance(15 * MINUTE);
    for (let i = 0; i < 3; i++) expect((await login(client, input.email, WRONG)).statusCode).toBe(401);
    const longer = await login(client, input.email, WRONG);
    expect(longer.statusCode).toBe(429);
    expect(longer.json().message).toContain("wait 2 minutes");

    t.clock.advance(2 * MINUTE);
    expect((await login(client, input.email, input.password)).statusCode).toBe(200);
  });

  it("does not let a stranger lock the owner's usual browser out", async () => {
    const input = await account();
    const owner = new TestClient(t.app);
    expect((await login(owner, input.email, input.password, "198.51.100.7")).statusCode).toBe(200);
    expect(owner.cookies.get(DEVICE_COOKIE)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await owner.post("/api/auth/logout");

    // Strangers at several addresses use up the account's ceiling for unknown browsers (7).
    const stranger = new TestClient(t.app);
    const answers: number[] = [];
    for (const ip of ["203.0.113.1", "203.0.113.2", "203.0.113.3"])
      for (let i = 0; i < 4; i++) answers.push((await login(stranger, input.email, WRONG, ip)).statusCode);
    expect(answers.filter((s) => s === 401)).toHaveLength(7);
    expect((await login(new TestClient(t.app), input.email, input.password, "203.0.113.9")).statusCode).toBe(
      429,
    );

    // The owner's browser, even at a new address, still signs in.
    expect((await login(owner, input.email, input.password, "192.0.2.50")).statusCode).toBe(200);
    // A forged device cookie is just another stranger.
    const forger = new TestClient(t.app);
    forger.cookies.set(DEVICE_COOKIE, "A".repeat(43));
    expect((await login(forger, input.email, input.password, "203.0.113.10")).statusCode).toBe(429);
  });

  it("limits one address trying many accounts, without limiting another address", async () => {
    const victim = await account();
    const attacker = new TestClient(t.app);
    for (let i = 0; i < 5; i++)
      expect((await login(attacker, `guess${i}@example.com`, WRONG, "203.0.113.66")).statusCode).toBe(401);
    expect((await login(attacker, victim.email, victim.password, "203.0.113.66")).statusCode).toBe(429);
    expect(
      (await login(new TestClient(t.app), victim.email, victim.password, "203.0.113.9")).statusCode,
    ).toBe(200);
  });

  it("forgets a client's failures after a successful sign-in", async () => {
    const input = await account();
    const client = new TestClient(t.app);
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 2; i++) expect((await login(client, input.email, WRONG)).statusCode).toBe(401);
      expect((await login(client, input.email, input.password)).statusCode).toBe(200);
    }
  });

  it("answers exactly the limit of 20 parallel wrong passwords for one account with 401, the rest 429", async () => {
    const limited = await buildTestApp(dialect, { LOGIN_MAX_FAILURES_PER_ACCOUNT: "5" });
    try {
      const input = buildSignup();
      const client = new TestClient(limited.app);
      expect((await client.post("/api/auth/signup", input)).statusCode).toBe(201);
      await client.get("/api/auth/user"); // the CSRF cookie, once, before the burst
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          client.post("/api/auth/login", { email: input.email, password: WRONG }),
        ),
      );
      const codes = answers.map((a) => a.statusCode);
      expect(codes.filter((c) => c === 401)).toHaveLength(5);
      expect(codes.filter((c) => c === 429)).toHaveLength(15);
    } finally {
      await limited.close();
    }
  });

  it("answers exactly the per-IP limit of parallel attempts at many accounts", async () => {
    const client = new TestClient(t.app);
    await client.get("/api/auth/user");
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login(client, `someone${i}@example.com`, WRONG, "203.0.113.77")),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(7);
  });
});

describe.each(dialectsUnderTest())("throttle counters across connections on %s", (dialect) => {
  it("counts attempts from two connections to one database as one sequence", async () => {
    const first = await createTestDatabase(dialect);
    const second = connect(
      first.url ? { databaseUrl: first.url, sqlitePath: "", poolSize: 4 } : { sqlitePath: first.sqlitePath! },
    );
    try {
      const now = new Date("2026-11-22T12:00:00.000Z");
      const window = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          hitWindow(i % 2 ? second.db : first.db, "k:window", now, 6, MINUTE),
        ),
      );
      expect(window.filter((v) => v.allowed)).toHaveLength(6);
      const rule = {
        limit: 4,
        windowMs: 15 * MINUTE,
        delaysMs: [MINUTE, 2 * MINUTE],
        memoryMs: 24 * 60 * MINUTE,
      };
      const backoff = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          hitWithBackoff(i % 2 ? second.db : first.db, "k:pair", now, rule),
        ),
      );
      expect(backoff.filter((v) => v.allowed)).toHaveLength(4);
      for (const v of backoff) if (!v.allowed) expect(v.retryAt).toEqual(new Date(now.getTime() + MINUTE));
    } finally {
      await second.destroy();
      await first.destroy();
    }
  });
});
