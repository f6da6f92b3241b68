// The site as a progressive web app, in Chromium against the built server: the manifest and its icons, the files
// crawlers read, and the service worker — it controls the page after the first visit, the landing page then opens
// with no network (and again with the server gone), the 'You are offline' banner says what waits for the connection,
// and no answer of the API (personal data) is ever in its cache.
import { describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { signUpAndLogIn } from "../support/accounts.ts";
import { snapshot, VIEWPORTS, watchErrors } from "../support/browser.ts";
import { useOwnServerAndBrowser } from "../support/suite.ts";

// A server of its own: the last test stops it.
const suite = useOwnServerAndBrowser();

const LANDING_HEADING = "Turn your evidence into a court-ready exhibit binder";

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Every URL in every cache of the page's origin (string code: the e2e tsconfig has no DOM types). */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(`(async () => {
    const urls = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  })()`);
}

/** Waits until the service worker has installed, activated and taken control of the page. */
async function waitForControl(page: Page): Promise<void> {
  await page.evaluate("navigator.serviceWorker.ready.then(() => true)");
  await page.waitForFunction("navigator.serviceWorker.controller !== null", undefined, { timeout: 30_000 });
}

describe("web manifest, icons, robots.txt and sitemap.xml", () => {
  it("the manifest is linked from every page, valid JSON, and its icons are real PNGs of the stated sizes", async () => {
    const page = await suite.browser.newPage();
    await page.goto(`${suite.server.url}/help`);
    expect(await page.locator('link[rel="manifest"]').getAttribute("href")).toBe("/manifest.webmanifest");
    expect(await page.locator('meta[name="theme-color"]').getAttribute("content")).toBe("#1e3a8a");
    const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
    await page.close();

    const response = await fetch(`${suite.server.url}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
    expect(manifest).toMatchObject({
      name: "CourtReady",
      short_name: "CourtReady",
      start_url: "/",
      display: "standalone",
      theme_color: "#1e3a8a",
      background_color: "#1e3a8a",
    });
    const purposes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? "any"}`);
    expect(purposes).toEqual(expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]));

    for (const icon of [...manifest.icons, { src: touchIcon!, sizes: "180x180", type: "image/png" }]) {
      const image = await fetch(`${suite.server.url}${icon.src}`);
      expect(image.status, icon.src).toBe(200);
      expect(image.headers.get("content-type")).toBe("image/png");
      const { width, height } = pngSize(Buffer.from(await image.arrayBuffer()));
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
  });

  it("serves the service worker uncached, and robots.txt and sitemap.xml with absolute URLs", async () => {
    const sw = await fetch(`${suite.server.url}/sw.js`);
    expect(sw.status).toBe(200);
    expect(sw.headers.get("content-type")).toMatch(/javascript/);
    expect(sw.headers.get("cache-control")).toBe("no-cache");
    const precache = await fetch(`${suite.server.url}/sw-precache.js`);
    expect(precache.headers.get("cache-control")).toBe("no-cache");
    expect(await precache.text()).toMatch(
      /self\.COURTREADY_PRECACHE = \{"version":"[0-9a-f]{12}","urls":\["\/assets\//,
    );

    const robots = await (await fetch(`${suite.server.url}/robots.txt`)).text();
    expect(robots).toContain("Disallow: /api/\n");
    const host = new URL(suite.server.url).host;
    expect(robots).toContain(`Sitemap: http://${host}/sitemap.xml`);
    const sitemap = await fetch(`${suite.server.url}/sitemap.xml`);
    expect(sitemap.headers.get("content-type")).toMatch(/^application\/xml/);
    const xml = await sitemap.text();
    expect(xml).toContain(`<loc>http://${host}/help</loc>`);
    expect(xml.match(/<loc>[^<]*\/binder-type\/[a-z0-9_]+<\/loc>/g)).toHaveLength(30);
  });
});

describe.each(VIEWPORTS)("offline at $width px ($name)", (viewport) => {
  async function freshContext(): Promise<BrowserContext> {
    return suite.browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
      serviceWorkers: "allow",
    });
  }

  it("after one visit the landing page and the public pages open with no network, and say so", async () => {
    const context = await freshContext();
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${suite.server.url}/`);
    await expect.poll(() => page.locator("main h1").textContent()).toBe(LANDING_HEADING);
    await waitForControl(page);

    // The whole build is cached: the shell and every hashed file the build listed.
    const precache = await (await fetch(`${suite.server.url}/sw-precache.js`)).text();
    const listed = JSON.parse(precache.slice(precache.indexOf("{"), precache.lastIndexOf("}") + 1)) as {
      urls: string[];
    };
    const cached = await cachedUrls(page);
    expect(cached).toContain("/index.html");
    expect(cached).toEqual(expect.arrayContaining(listed.urls));
    expect(await page.locator('[role="status"]', { hasText: "offline" }).count()).toBe(0);

    await context.setOffline(true);
    await page.reload();
    await expect.poll(() => page.locator("main h1").textContent()).toBe(LANDING_HEADING);
    const banner = page.locator('[role="status"][aria-live="polite"]', { hasText: "You are offline." });
    await expect.poll(() => banner.count()).toBe(1);
    const text = (await banner.textContent()) ?? "";
    expect(text).toContain("need a connection");
    expect(text).toContain("Signing in");
    await snapshot(page, "pwa", `${viewport.name}-offline-landing`);

    // A page the visitor has not opened yet: its code came with the precache.
    await page.goto(`${suite.server.url}/help`);
    await expect.poll(() => page.locator("main h1").textContent()).toBe("How to Use CourtReady");
    await expect.poll(() => banner.count()).toBe(1);

    // A page that needs the server still opens, and the banner stays.
    await page.goto(`${suite.server.url}/login`);
    await expect.poll(() => page.locator("main h1").count()).toBe(1);
    await expect.poll(() => banner.count()).toBe(1);

    // Back online, the banner goes.
    await context.setOffline(false);
    await expect.poll(() => banner.count()).toBe(0);
    // Chromium reports the failed loads while offline (net::ERR_INTERNET_DISCONNECTED) as console errors.
    expect(errors.filter((error) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(error))).toEqual([]);
    await context.close();
  });

  it("never caches an API answer: a signed-in person's data stays out of the cache", async () => {
    const context = await freshContext();
    await signUpAndLogIn(context, suite.server.url, { email: `cache.${viewport.name}@example.com` });
    const page = await context.newPage();
    const apiCalls: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/api/")) apiCalls.push(request.url());
    });
    await page.goto(`${suite.server.url}/dashboard`);
    await waitForControl(page);
    // With the worker in control, open pages that read personal data, and the court directory.
    await page.reload();
    await expect.poll(() => page.locator("main h1").textContent()).toMatch(/Rosa/);
    await page.goto(`${suite.server.url}/file-library`);
    await expect.poll(() => page.locator("main h1").textContent()).toBe("File Library");
    await page.goto(`${suite.server.url}/membership`);
    await expect.poll(() => page.locator("main h1").count()).toBe(1);
    await page.goto(`${suite.server.url}/court-information`);
    await expect.poll(() => page.locator("main h1").count()).toBe(1);
    await page.waitForLoadState("networkidle");
    expect(apiCalls.some((url) => url.endsWith("/api/auth/user"))).toBe(true);

    const cached = await cachedUrls(page);
    expect(cached.length).toBeGreaterThan(1);
    expect(cached.filter((path) => path.startsWith("/api"))).toEqual([]);
    expect(cached.every((path) => path === "/index.html" || path.startsWith("/assets/"))).toBe(true);

    // Offline, the signed-in person's pages say what they need rather than showing someone's data from a cache.
    await context.setOffline(true);
    await page.goto(`${suite.server.url}/dashboard`);
    const banner = page.locator('[role="status"][aria-live="polite"]', { hasText: "You are offline." });
    await expect.poll(() => banner.count()).toBe(1);
    expect(await page.locator("main").textContent()).not.toContain("Rosa");
    await context.close();
  });
});

describe("a page whose code cannot be downloaded", () => {
  it("says so and offers to try again, instead of a blank screen", async () => {
    // No worker here, so that the browser itself fetches the page's code and the test can refuse it.
    const context = await suite.browser.newContext({
      viewport: { width: 390, height: 844 },
      serviceWorkers: "block",
    });
    const page = await context.newPage();
    let refuse = true;
    await page.route("**/assets/About-*.js", (route) =>
      refuse ? route.abort("internetdisconnected") : route.continue(),
    );
    await page.goto(`${suite.server.url}/about`);
    await expect.poll(() => page.locator("main h1").textContent()).toBe("This page could not be opened");
    expect(await page.title()).toBe("Page could not be opened — CourtReady");
    refuse = false;
    await page.getByRole("button", { name: "Try again" }).click();
    await expect.poll(() => page.locator("main h1").textContent()).toBe("About CourtReady");
    await context.close();
  });
});

describe("with the server gone", () => {
  it("the landing page still opens from the cache and says CourtReady cannot be reached", async () => {
    const context = await suite.browser.newContext({
      viewport: { width: 390, height: 844 },
      serviceWorkers: "allow",
    });
    const page = await context.newPage();
    await page.goto(`${suite.server.url}/`);
    await waitForControl(page);
    // The last test of this file: stop the server (the suite's own stop afterwards finds it already stopped).
    expect(await suite.server.stop()).toBe(0);
    await page.reload();
    await expect.poll(() => page.locator("main h1").textContent()).toBe(LANDING_HEADING);
    const banner = page.locator('[role="status"][aria-live="polite"]', { hasText: "cannot be reached" });
    await expect.poll(() => banner.count()).toBe(1);
    await snapshot(page, "pwa", "phone-server-unreachable");
    await context.close();
  });
});
