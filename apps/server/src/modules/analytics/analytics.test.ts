// First-party analytics on SQLite and PostgreSQL: events are stored without anything that identifies a person,
// query strings and fragments never reach the table, unknown events and oversized batches are refused, each address
// has a per-minute budget, and Google's hosts enter the content security policy only with a measurement id.
import { afterEach, describe, expect, it } from "vitest";
import { dialectsUnderTest } from "@courtready/db/testing";
import { ANALYTICS_MESSAGES, MAX_ANALYTICS_BATCH } from "@courtready/contracts";
import type { TAnalyticsEvent } from "@courtready/contracts";
import { loadConfig } from "../../config.ts";
import { buildTestApp, signedInClient, TestClient } from "../../testing/harness.ts";
import type { TestApp } from "../../testing/harness.ts";
import { ANALYTICS_EVENTS_PER_MINUTE } from "./analytics.routes.ts";
import { expectText } from "@courtready/contracts/testing";

const URL = "/api/analytics/events";
const pageView = (path: string): TAnalyticsEvent => ({ name: "page_view", path });

describe.each(dialectsUnderTest())("analytics on %s", (dialect) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const rows = () => t!.database.db.selectFrom("analytics_events").selectAll().orderBy("path").execute();

  it("stores events from a signed-in person without their id, address, browser or e-mail", async () => {
    t = await buildTestApp(dialect);
    const { client, input } = await signedInClient(t.app, { email: "maya.okafor@example.com" });
    const response = await client.request({
      method: "POST",
      url: URL,
      payload: {
        events: [
          { name: "login", path: "/login", label: "email" },
          { name: "purchase", path: "/membership", label: "yearly", value: 120, currency: "USD" },
          // Extra fields a careless client might add are dropped, never stored.
          { name: "signup", path: "/signup", email: input.email, userId: "u1" },
        ],
      },
      headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) TestBrowser/1.0" },
      remoteAddress: "203.0.113.7",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ accepted: 3 });

    const stored = await rows();
    expect(stored).toHaveLength(3);
    expect(Object.keys(stored[0]!).sort()).toEqual(
      ["created_at", "currency", "id", "label", "name", "path", "value"].sort(),
    );
    expect(
      stored.map(({ name, path, label, value, currency }) => ({ name, path, label, value, currency })),
    ).toEqual([
      { name: "login", path: "/login", label: "email", value: null, currency: null },
      { name: "purchase", path: "/membership", label: "yearly", value: 120, currency: "USD" },
      { name: "signup", path: "/signup", label: null, value: null, currency: null },
    ]);
    // Only the hour is kept (the test clock stands at 12:00 exactly; 59 minutes later it is still that hour).
    expect(stored[0]!.created_at).toBe("2026-11-22T12:00:00.000Z");
    t.clock.advance(59 * 60 * 1000);
    await client.post(URL, { events: [pageView("/help")] });
    expect((await rows()).find((row) => row.path === "/help")!.created_at).toBe("2026-11-22T12:00:00.000Z");

    const everything = JSON.stringify(await rows());
    for (const personal of [input.email, "203.0.113.7", "TestBrowser", "Rosa", "Diaz", "u1"]) {
      expect(everything).not.toContain(personal);
    }
    const user = await t.database.db.selectFrom("users").select("id").executeTakeFirstOrThrow();
    expect(everything).not.toContain(user.id);
  });

  it("keeps only the pathname: query strings and fragments are removed and ids masked", async () => {
    t = await buildTestApp(dialect);
    const client = new TestClient(t.app);
    const response = await client.post(URL, {
      events: [
        pageView("/courts?search=ann%40example.com&state=CA"),
        pageView("/help#uploading"),
        pageView("https://courtready.example.org/contact?email=ann@example.com#form"),
        pageView("/project-edit/7f1c2a9e-1b2c-4d5e-8f90-123456789abc?tab=files"),
        pageView("/binder-type/personal_injury_claim"),
      ],
    });
    expect(response.statusCode).toBe(200);
    expect((await rows()).map((row) => row.path)).toEqual([
      "/binder-type/personal_injury_claim",
      "/contact",
      "/courts",
      "/help",
      "/project-edit/:id",
    ]);
  });

  it("refuses unknown event names, personal or oversized labels and malformed values, storing nothing", async () => {
    t = await buildTestApp(dialect);
    const client = new TestClient(t.app);
    const unknown = await client.post(URL, { events: [{ name: "identify", path: "/" }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe("Unknown analytics event");
    const email = await client.post(URL, {
      events: [{ name: "login", path: "/", label: "ann@example.com" }],
    });
    expect(email.statusCode).toBe(400);
    expect(email.json().message).toBe(ANALYTICS_MESSAGES.labelPersonal);
    expect(
      (await client.post(URL, { events: [{ name: "file_upload", path: "/", label: "x".repeat(101) }] }))
        .statusCode,
    ).toBe(400);
    expect(
      (await client.post(URL, { events: [{ name: "purchase", path: "/", value: 20, currency: "dollars" }] }))
        .statusCode,
    ).toBe(400);
    expect(
      (await client.post(URL, { events: [{ name: "purchase", path: "/", value: -1 }] })).statusCode,
    ).toBe(400);
    // A valid event next to an invalid one: the whole batch is refused.
    const mixed = await client.post(URL, { events: [pageView("/"), { name: "nope", path: "/" }] });
    expect(mixed.statusCode).toBe(400);
    expect(await rows()).toEqual([]);

    // A label of exactly 100 characters is fine.
    const longest = await client.post(URL, {
      events: [{ name: "file_upload", path: "/file-library", label: "x".repeat(100), value: 1 }],
    });
    expect(longest.statusCode).toBe(200);
  });

  it("takes 1 to 20 events a request, and needs the CSRF header like every write", async () => {
    t = await buildTestApp(dialect);
    const client = new TestClient(t.app);
    const batch = (n: number) => ({ events: Array.from({ length: n }, (_, i) => pageView(`/p${i}`)) });
    expect((await client.post(URL, batch(0))).statusCode).toBe(400);
    const tooMany = await client.post(URL, batch(MAX_ANALYTICS_BATCH + 1));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe("Send at most 20 events at a time");
    expect(await rows()).toEqual([]);
    expect((await client.post(URL, batch(MAX_ANALYTICS_BATCH))).json()).toEqual({ accepted: 20 });
    expect(await rows()).toHaveLength(20);

    const noHeader = await client.request({ method: "POST", url: URL, payload: batch(1), csrf: false });
    expect(noHeader.statusCode).toBe(403);
    expect(await rows()).toHaveLength(20);
  });

  it("limits each address to 120 events a minute, in memory, without affecting other addresses", async () => {
    t = await buildTestApp(dialect);
    const client = new TestClient(t.app);
    const send = (remoteAddress: string, n = 20) =>
      client.request({
        method: "POST",
        url: URL,
        payload: { events: Array.from({ length: n }, () => pageView("/")) },
        remoteAddress,
      });
    for (let sent = 0; sent < ANALYTICS_EVENTS_PER_MINUTE; sent += 20) {
      expect((await send("198.51.100.1")).statusCode).toBe(200);
    }
    const limited = await send("198.51.100.1", 1);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(ANALYTICS_MESSAGES.tooMany);
    expect((await send("198.51.100.2")).statusCode).toBe(200);
    t.clock.advance(61 * 1000);
    expect((await send("198.51.100.1")).statusCode).toBe(200);
    expect(await rows()).toHaveLength(ANALYTICS_EVENTS_PER_MINUTE + 40);
  });

  it("says first-party analytics are on and Google's tag is off by default, with the strict default policy", async () => {
    t = await buildTestApp(dialect);
    const response = await new TestClient(t.app).get("/api/analytics/config");
    expect(response.json()).toEqual({ firstParty: true, googleAnalyticsId: null });
    const csp = String(response.headers["content-security-policy"]);
    expectText(csp, { has: ["script-src 'self';", "connect-src 'self';"], lacks: ["google"] });
  });

  it("with a measurement id, names it and allows Google's tag and collection hosts", async () => {
    t = await buildTestApp(dialect, { GA_MEASUREMENT_ID: "G-TEST12345" });
    const response = await new TestClient(t.app).get("/api/analytics/config");
    expect(response.json()).toEqual({ firstParty: true, googleAnalyticsId: "G-TEST12345" });
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self' https://www.googletagmanager.com;");
    expect(csp).toMatch(/connect-src 'self' [^;]*https:\/\/\*\.google-analytics\.com/);
  });
});

describe("GA_MEASUREMENT_ID", () => {
  it("is optional and must look like a GA4 measurement id", () => {
    expect(loadConfig({ NODE_ENV: "development" }, "/srv/app").googleAnalyticsId).toBeNull();
    expect(
      loadConfig({ NODE_ENV: "development", GA_MEASUREMENT_ID: "" }, "/srv/app").googleAnalyticsId,
    ).toBeNull();
    expect(
      loadConfig({ NODE_ENV: "development", GA_MEASUREMENT_ID: "G-ABC123" }, "/srv/app").googleAnalyticsId,
    ).toBe("G-ABC123");
    expect(() =>
      loadConfig({ NODE_ENV: "development", GA_MEASUREMENT_ID: "UA-12345-1" }, "/srv/app"),
    ).toThrow(/GA_MEASUREMENT_ID/);
    expect(() =>
      loadConfig({ NODE_ENV: "development", GA_MEASUREMENT_ID: "G-abc<script>" }, "/srv/app"),
    ).toThrow(/GA_MEASUREMENT_ID/);
  });
});
