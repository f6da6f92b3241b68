// First-party analytics in Chromium at 390 and 1280 px, checked on the wire: page views leave the browser as POSTs to
// /api/analytics/events carrying pathnames only (no query string, no fragment), for full page loads and for
// in-app navigation, and the server accepts them; /test-analytics ends in 'Connection Successful!'. With a Google Analytics id configured, the
// policy allows Google's tag, the page reports it loaded (a stand-in script answers for Google here, as the
// machine has no internet) and the test succeeds, or reports the spec's message when the script cannot load.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { ANALYTICS_EVENTS_URL, ANALYTICS_MESSAGES } from "@courtready/contracts";
import type { TAnalyticsBatch, TAnalyticsEvent } from "@courtready/contracts";
import { snapshot, VIEWPORTS, watchErrors } from "../support/browser.ts";
import { startServer } from "../support/server.ts";
import type { RunningServer } from "../support/server.ts";
import { useOwnServerAndBrowser } from "../support/suite.ts";

// A server of its own: every batch sent from this address must be accepted, and the server's per-address budget
// (events a minute) must hold this file's events only, not those of the file before it on a shared server.
const suite = useOwnServerAndBrowser();

/** Every analytics event the page sends, with the HTTP status each request got. */
function recordAnalytics(page: Page) {
  const events: TAnalyticsEvent[] = [];
  const bodies: string[] = [];
  const statuses: number[] = [];
  page.on("request", (request) => {
    if (request.method() !== "POST" || !request.url().endsWith(ANALYTICS_EVENTS_URL)) return;
    const body = request.postData() ?? "";
    bodies.push(body);
    events.push(...(JSON.parse(body) as TAnalyticsBatch).events);
  });
  page.on("response", (response) => {
    if (response.request().method() === "POST" && response.url().endsWith(ANALYTICS_EVENTS_URL))
      statuses.push(response.status());
  });
  return { events, bodies, statuses };
}

const pageViews = (events: TAnalyticsEvent[]) =>
  events.filter((e) => e.name === "page_view").map((e) => e.path);

/** The value next to a term of the test page's "Connection details". */
const detail = (page: Page, term: string) =>
  page.locator("dt", { hasText: term }).locator("xpath=following-sibling::dd").textContent();

async function newPage(browser: Browser, viewport: (typeof VIEWPORTS)[number]) {
  const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
  return { context, page: await context.newPage() };
}

describe.each(VIEWPORTS)("first-party analytics at $width px ($name)", (viewport) => {
  it("sends page views with pathnames only, for page loads and in-app navigation", async () => {
    const { context, page } = await newPage(suite.browser, viewport);
    const errors = watchErrors(page);
    const sent = recordAnalytics(page);

    // Each page's view leaves on the queue's short timer, so wait for it before leaving: what is still queued when a
    // page goes away is sent by a keepalive fetch on pagehide, which reaches the server but which Chromium does not
    // report to playwright once the document is gone, so it cannot be watched from here.
    // Its answer too: a page left while the request is in flight never reports the response to playwright, and the
    // check below that every batch was answered 200 would miss one.
    const viewed = async (paths: string[]) => {
      await expect.poll(() => pageViews(sent.events)).toEqual(paths);
      await expect.poll(() => sent.statuses.length).toBe(sent.bodies.length);
    };
    await page.goto(`${suite.server.url}/help?q=ann%40example.com#uploading`);
    await viewed(["/help"]);
    await page.goto(`${suite.server.url}/courts?search=Springfield&state=IL`);
    await viewed(["/help", "/courts"]);
    await page.goto(`${suite.server.url}/about`);
    await viewed(["/help", "/courts", "/about"]);
    // In-app navigation (no page load): the route change alone counts a page view.
    await page.locator('main a[href="/contact"]').first().click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Contact Support");
    await expect.poll(() => pageViews(sent.events)).toEqual(["/help", "/courts", "/about", "/contact"]);

    const wire = sent.bodies.join("\n");
    for (const secret of ["?", "#", "ann", "Springfield", "%40"]) expect(wire).not.toContain(secret);
    await expect.poll(() => sent.statuses.length).toBe(sent.bodies.length);
    expect(sent.statuses.every((status) => status === 200)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("/test-analytics shows what is active and ends in 'Connection Successful!'", async () => {
    const { context, page } = await newPage(suite.browser, viewport);
    const errors = watchErrors(page);
    const sent = recordAnalytics(page);
    await page.goto(`${suite.server.url}/test-analytics?from=e2e`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Analytics Test");
    expect(await detail(page, "Host")).toBe(new URL(suite.server.url).host);
    expect(await detail(page, "Full URL")).toBe(`${suite.server.url}/test-analytics?from=e2e`);
    expect(await detail(page, "First-party analytics")).toBe("on (stored on our server, no personal data)");
    await expect.poll(() => detail(page, "Google Analytics")).toBe("not configured");
    expect(await page.getByTestId("analytics-test-state").textContent()).toContain("Idle");

    await page.getByRole("button", { name: "Send test events" }).click();
    const log = page.getByRole("log", { name: "Test results" });
    await expect.poll(() => log.locator("li").last().textContent()).toBe(ANALYTICS_MESSAGES.testSuccess);
    expect(await page.getByTestId("analytics-test-state").textContent()).toBe("Success");
    expect(await log.textContent()).toContain("Our server accepted 2 test events");
    expect(await log.textContent()).toContain("Google Analytics is not configured");
    expect(sent.events).toContainEqual({
      name: "test_event",
      path: "/test-analytics",
      label: "analytics test page",
    });
    await snapshot(page, "analytics", `${viewport.name}-test-success`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("with a Google Analytics measurement id", () => {
  let server: RunningServer | undefined;
  beforeAll(async () => {
    server = await startServer({ GA_MEASUREMENT_ID: "G-E2ETEST1" });
  });
  afterAll(async () => {
    expect(await server?.stop()).toBe(0);
  });

  describe.each(VIEWPORTS)("at $width px ($name)", (viewport) => {
    it("allows and loads Google's tag, sends it pathnames only, and the test succeeds", async () => {
      const { context, page } = await newPage(suite.browser, viewport);
      const errors = watchErrors(page);
      // Google's script, answered locally: a stand-in that only says it ran.
      const tagRequests: string[] = [];
      await page.route("https://www.googletagmanager.com/gtag/js**", (route) => {
        tagRequests.push(route.request().url());
        return route.fulfill({ contentType: "text/javascript", body: "window.__stubGtagRan = true;" });
      });
      const response = await page.goto(`${server!.url}/test-analytics?email=ann%40example.com`);
      expect(response?.headers()["content-security-policy"]).toContain(
        "script-src 'self' https://www.googletagmanager.com",
      );
      await expect.poll(() => detail(page, "Google Analytics")).toBe("loaded (G-E2ETEST1)");
      expect(tagRequests).toEqual(["https://www.googletagmanager.com/gtag/js?id=G-E2ETEST1"]);
      expect(await page.evaluate<boolean>("window.__stubGtagRan === true")).toBe(true);

      await page.getByRole("button", { name: "Send test events" }).click();
      const log = page.getByRole("log", { name: "Test results" });
      await expect.poll(() => log.locator("li").last().textContent()).toBe(ANALYTICS_MESSAGES.testSuccess);
      expect(await log.textContent()).toContain("Sent a test event and a page view to Google Analytics");

      // What gtag was given (dataLayer holds its calls): cookieless consent, no automatic page view, and pages
      // as origin + pathname only.
      const calls = await page.evaluate<unknown[][]>(
        "JSON.parse(JSON.stringify(window.dataLayer.map((call) => Array.from(call))))",
      );
      expect(calls).toContainEqual([
        "consent",
        "default",
        expect.objectContaining({ analytics_storage: "denied" }),
      ]);
      expect(calls).toContainEqual([
        "config",
        "G-E2ETEST1",
        expect.objectContaining({ send_page_view: false }),
      ]);
      const events = calls.filter((call) => call[0] === "event");
      expect(events.map((call) => call[1])).toEqual(expect.arrayContaining(["page_view", "test_event"]));
      const wire = JSON.stringify(calls);
      expect(wire).toContain(`"page_location":"${server!.url}/test-analytics"`);
      expect(wire).not.toContain("ann");
      expect(wire).not.toContain("email=");
      await snapshot(page, "analytics", `${viewport.name}-google-loaded`);
      expect(errors).toEqual([]);
      await context.close();
    });

    it("says the script did not load, and the test fails with the spec's message", async () => {
      const { context, page } = await newPage(suite.browser, viewport);
      await page.route("https://www.googletagmanager.com/**", (route) => route.abort());
      await page.goto(`${server!.url}/test-analytics`);
      await expect.poll(() => detail(page, "Google Analytics")).toBe("not loaded (G-E2ETEST1)");
      await page.getByRole("button", { name: "Send test events" }).click();
      const log = page.getByRole("log", { name: "Test results" });
      await expect.poll(() => log.locator("li").last().textContent()).toBe(ANALYTICS_MESSAGES.testFailed);
      expect(await page.getByTestId("analytics-test-state").textContent()).toBe("Error");
      // First-party analytics still worked; only Google's part failed.
      expect(await log.textContent()).toContain("Our server accepted 2 test events");
      expect(await log.textContent()).toContain(ANALYTICS_MESSAGES.scriptNotLoaded);
      await snapshot(page, "analytics", `${viewport.name}-google-not-loaded`);
      await context.close();
    });
  });
});
