// Sign-in throttling on SQLite and PostgreSQL, with a fixed clock: per account and device with growing delays; past a
// per-account ceiling or a per-IP limit, a browser the account has not seen solves the sign-in check instead of being
// locked out (issue 42, finding 6); the owner's usual browser is never slowed by a stranger; counts and one-use
// checks hold when attempts arrive at once (through the app and from two connections).
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { connect } from "@courtready/db";
import { createTestDatabase, dialectsUnderTest } from "@courtready/db/testing";
import { DEVICE_COOKIE, LOGIN_CHECK_MESSAGE, tooManyAttemptsMessage } from "@courtready/contracts";
import type { TLoginProof } from "@courtready/contracts";
import { buildSignup, buildTestApp, TestClient } from "../../testing/harness.ts";
import type { TestApp } from "../../testing/harness.ts";
import { solveChallenge } from "../../testing/login-check.ts";
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
    return loginWith(client, email, password, ip, undefined);
  }

  /** The same, sending a solved sign-in check. */
  function loginWith(client: TestClient, email: string, password: string, ip: string, proof?: TLoginProof) {
    return client.request({
      method: "POST",
      url: "/api/auth/login",
      payload: proof ? { email, password, proof } : { email, password },
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

  /** A browser's first sign-in attempt: no cookies at all, as a new browser (or a script dropping them) sends. */
  const fresh = () => new TestClient(t.app);

  /** Expects the answer to ask for the sign-in check, and solves it as the page does. */
  function solved(answer: Awaited<ReturnType<typeof login>>): TLoginProof {
    expect(answer.statusCode).toBe(429);
    const body = answer.json();
    expect(body.message).toBe(LOGIN_CHECK_MESSAGE);
    expect(body.check.difficulty).toBeGreaterThanOrEqual(16);
    return solveChallenge(body.check.challenge, body.check.difficulty);
  }

  it("30 failures from one address do not block a new browser there signing in to another account", async () => {
    const other = await account();
    for (let i = 0; i < 30; i++)
      expect((await login(fresh(), `guess${i % 6}@example.com`, WRONG, "203.0.113.66")).statusCode).toBeOneOf(
        [401, 429],
      );
    // A new browser at the same (library) address: asked for the check, never told to come back in 15 minutes.
    const newcomer = fresh();
    const asked = await login(newcomer, other.email, other.password, "203.0.113.66");
    const proof = solved(asked);
    expect(asked.headers["retry-after"]).toBeUndefined();
    expect((await loginWith(newcomer, other.email, other.password, "203.0.113.66", proof)).statusCode).toBe(
      200,
    );
    // Another address was never concerned.
    expect((await login(fresh(), other.email, other.password, "203.0.113.9")).statusCode).toBe(200);
  });

  it("does not let strangers lock the owner out: the usual browser signs in, a new one after the check", async () => {
    const input = await account();
    const owner = fresh();
    expect((await login(owner, input.email, input.password, "198.51.100.7")).statusCode).toBe(200);
    expect(owner.cookies.get(DEVICE_COOKIE)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await owner.post("/api/auth/logout");

    // Strangers at several addresses, dropping their cookies, use up the account's ceiling for unknown browsers (7).
    const answers: number[] = [];
    for (const ip of ["203.0.113.1", "203.0.113.2", "203.0.113.3"])
      for (let i = 0; i < 4; i++) answers.push((await login(fresh(), input.email, WRONG, ip)).statusCode);
    expect(answers.filter((s) => s === 401)).toHaveLength(7);
    expect(answers.filter((s) => s === 429)).toHaveLength(5);

    // The owner's browser, even at a new address, still signs in without any check.
    expect((await login(owner, input.email, input.password, "192.0.2.50")).statusCode).toBe(200);
    // The owner's new browser is asked for the check, then signs in; a forged device cookie is just a new browser.
    const laptop = fresh();
    laptop.cookies.set(DEVICE_COOKIE, "A".repeat(43));
    const proof = solved(await login(laptop, input.email, input.password, "203.0.113.10"));
    expect((await loginWith(laptop, input.email, input.password, "203.0.113.10", proof)).statusCode).toBe(
      200,
    );
    // A stranger still pays the check for every guess: a solved check is good once.
    const stranger = fresh();
    const once = solved(await login(stranger, input.email, WRONG, "203.0.113.11"));
    expect((await loginWith(stranger, input.email, WRONG, "203.0.113.11", once)).statusCode).toBe(401);
    solved(await loginWith(stranger, input.email, WRONG, "203.0.113.11", once));
  });

  it("a locked account and device says how long; another browser at the same address is not locked", async () => {
    const input = await account();
    const guesser = fresh();
    for (let i = 0; i < 3; i++)
      expect((await login(guesser, input.email, WRONG, "203.0.113.40")).statusCode).toBe(401);
    const locked = await login(guesser, input.email, input.password, "203.0.113.40");
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: tooManyAttemptsMessage(60) });
    expect(locked.headers["retry-after"]).toBe("60");
    expect((await login(fresh(), input.email, input.password, "203.0.113.40")).statusCode).toBe(200);
  });

  it("accepts one solved check once, even when it is sent many times at once", async () => {
    const input = await account();
    for (let i = 0; i < 5; i++) await login(fresh(), `x${i}@example.com`, WRONG, "203.0.113.88");
    const proof = solved(await login(fresh(), input.email, WRONG, "203.0.113.88"));
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => loginWith(fresh(), input.email, WRONG, "203.0.113.88", proof)),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(1);
    expect(codes.filter((c) => c === 429)).toHaveLength(7);
  });

  it("refuses a check that was tampered with or solved for another challenge", async () => {
    const input = await account();
    for (let i = 0; i < 5; i++) await login(fresh(), `y${i}@example.com`, WRONG, "203.0.113.89");
    const proof = solved(await login(fresh(), input.email, input.password, "203.0.113.89"));
    const [expiry, random, signature] = proof.challenge.split(".");
    const longer = `${Number(expiry) + 3_600_000}.${random}.${signature}`;
    solved(await loginWith(fresh(), input.email, input.password, "203.0.113.89", solveChallenge(longer, 16)));
    t.clock.advance(6 * MINUTE);
    solved(await loginWith(fresh(), input.email, input.password, "203.0.113.89", proof));
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
      client.cookies.set(DEVICE_COOKIE, "B".repeat(43)); // one browser: its device cookie, before the burst
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
    for (const answer of answers) if (answer.statusCode === 429) expect(answer.json().check).toBeDefined();
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
