// The account page's sessions API on SQLite and PostgreSQL: listing in plain words, ending one, all others, or all.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { dialectsUnderTest } from "@courtready/db/testing";
import { SESSION_MESSAGES, ZSessionList } from "@courtready/contracts";
import type { TSessionInfo } from "@courtready/contracts";
import { buildSignup, buildTestApp, TestClient } from "../../testing/harness.ts";
import type { TestApp } from "../../testing/harness.ts";
import { describeUserAgent } from "./user-agent.ts";

const FIREFOX_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const SCRIPTED = '<img src=x onerror="alert(1)"> Chrome/1';

describe("describeUserAgent", () => {
  it("names browser and system in plain words, from a fixed list only", () => {
    expect(describeUserAgent(FIREFOX_WINDOWS)).toBe("Firefox on Windows");
    expect(describeUserAgent(SAFARI_IPHONE)).toBe("Safari on iPhone");
    expect(
      describeUserAgent(
        "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 EdgA/131.0.0.0",
      ),
    ).toBe("Edge on Android");
    expect(describeUserAgent(SCRIPTED)).toBe("Chrome");
    expect(describeUserAgent("curl/8.5.0")).toBe("Unknown browser");
    expect(describeUserAgent(null)).toBe("Unknown browser");
  });
});

describe.each(dialectsUnderTest())("sessions API on %s", (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  /** One person signed in from three browsers. */
  async function threeDevices() {
    const input = buildSignup();
    expect((await new TestClient(t.app).post("/api/auth/signup", input)).statusCode).toBe(201);
    const devices = [FIREFOX_WINDOWS, SAFARI_IPHONE, SCRIPTED].map(
      (ua) => new TestClient(t.app, { "user-agent": ua }),
    );
    for (const [i, device] of devices.entries()) {
      const login = await device.request({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: input.email, password: input.password },
        remoteAddress: `198.51.100.${i + 1}`,
      });
      expect(login.statusCode).toBe(200);
      t.clock.advance(60_000);
    }
    return { input, devices };
  }

  async function list(client: TestClient): Promise<TSessionInfo[]> {
    const response = await client.get("/api/auth/sessions");
    expect(response.statusCode).toBe(200);
    return ZSessionList.parse(response.json()).sessions;
  }

  it("lists the person's sessions, this device first, in plain words, and no one else's", async () => {
    const { devices } = await threeDevices();
    const other = new TestClient(t.app);
    const stranger = buildSignup();
    await other.post("/api/auth/signup", stranger);
    await other.post("/api/auth/login", { email: stranger.email, password: stranger.password });

    t.clock.advance(10 * 60_000);
    const sessions = await list(devices[0]!);
    expect(sessions.map((s) => [s.device, s.ipAddress, s.current])).toEqual([
      ["Firefox on Windows", "198.51.100.1", true],
      ["Chrome", "198.51.100.3", false],
      ["Safari on iPhone", "198.51.100.2", false],
    ]);
    expect(sessions[0]!.startedAt).toBe("2026-11-22T12:00:00.000Z");
    // Listing is a use of this session, recorded; the others were last used when they signed in.
    expect(sessions[0]!.lastUsedAt).toBe("2026-11-22T12:13:00.000Z");
    expect(sessions[1]!.lastUsedAt).toBe("2026-11-22T12:02:00.000Z");
    // Nothing the browser sent comes back: not even its text.
    expect(JSON.stringify(sessions)).not.toContain("onerror");
    expect((await new TestClient(t.app).get("/api/auth/sessions")).statusCode).toBe(401);
  });

  it("ends one other session, which is then signed out, and refuses someone else's", async () => {
    const { devices } = await threeDevices();
    const [mine, phone] = [devices[0]!, devices[1]!];
    const target = (await list(mine)).find((s) => s.device === "Safari on iPhone")!;
    const ended = await mine.request({ method: "DELETE", url: `/api/auth/sessions/${target.id}` });
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toEqual({ message: SESSION_MESSAGES.endedOne, ended: 1 });
    expect((await phone.get("/api/auth/user")).statusCode).toBe(401);
    expect((await mine.get("/api/auth/user")).statusCode).toBe(200);
    expect(await list(mine)).toHaveLength(2);

    // The same id again, or from another account: not found.
    expect(
      (await mine.request({ method: "DELETE", url: `/api/auth/sessions/${target.id}` })).statusCode,
    ).toBe(404);
    const intruder = new TestClient(t.app);
    const other = buildSignup();
    await intruder.post("/api/auth/signup", other);
    await intruder.post("/api/auth/login", { email: other.email, password: other.password });
    const third = (await list(mine)).find((s) => !s.current)!;
    expect(
      (await intruder.request({ method: "DELETE", url: `/api/auth/sessions/${third.id}` })).statusCode,
    ).toBe(404);
    expect(await list(mine)).toHaveLength(2);
  });

  it("ends every other session and keeps this one", async () => {
    const { devices } = await threeDevices();
    const response = await devices[2]!.request({ method: "DELETE", url: "/api/auth/sessions/others" });
    expect(response.json()).toEqual({ message: SESSION_MESSAGES.endedOthers, ended: 2 });
    expect((await devices[0]!.get("/api/auth/user")).statusCode).toBe(401);
    expect((await devices[1]!.get("/api/auth/user")).statusCode).toBe(401);
    expect((await devices[2]!.get("/api/auth/user")).statusCode).toBe(200);
    expect((await list(devices[2]!)).map((s) => s.current)).toEqual([true]);
  });

  it("signs out everywhere, this device included", async () => {
    const { devices } = await threeDevices();
    const response = await devices[1]!.request({ method: "DELETE", url: "/api/auth/sessions" });
    expect(response.json()).toEqual({ message: SESSION_MESSAGES.endedAll, ended: 3 });
    for (const device of devices) expect((await device.get("/api/auth/user")).statusCode).toBe(401);
  });

  it("ending this device's own session signs it out", async () => {
    const { devices } = await threeDevices();
    const mine = (await list(devices[0]!)).find((s) => s.current)!;
    const response = await devices[0]!.request({ method: "DELETE", url: `/api/auth/sessions/${mine.id}` });
    expect(response.json()).toEqual({ message: SESSION_MESSAGES.endedThis, ended: 1 });
    expect((await devices[0]!.get("/api/auth/user")).statusCode).toBe(401);
    expect((await devices[1]!.get("/api/auth/user")).statusCode).toBe(200);
  });
});
