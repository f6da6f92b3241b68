// /robots.txt and /sitemap.xml on the whole app: absolute URLs from the request or from PUBLIC_BASE_URL, every public
// page and binder type listed, nothing private or parameterised. The database is not used; the harness needs one.
import { afterEach, describe, expect, it } from "vitest";
import Fastify from "fastify";
import { dialectsUnderTest } from "@courtready/db/testing";
import { BINDER_TYPE_SLUGS, ROUTES } from "@courtready/contracts";
import { buildTestApp } from "../../testing/harness.ts";
import type { TestApp } from "../../testing/harness.ts";
import { ROBOTS_DISALLOW, seoRoutes, sitemapXml } from "./seo.routes.ts";

const dialect = dialectsUnderTest()[0]!;

/** The <loc> values of a sitemap, in order. */
function locations(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);
}

describe("robots.txt and sitemap.xml", () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it("robots.txt allows the site, keeps crawlers out of the API and private pages, and names the sitemap", async () => {
    t = await buildTestApp(dialect, { PUBLIC_BASE_URL: "http://courtready.test" });
    const res = await t.app.inject({
      method: "GET",
      url: "/robots.txt",
      // The Host header is ignored (issue 22, finding 5): links come from PUBLIC_BASE_URL.
      headers: { host: "evil.example" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("public, max-age=3600");
    const lines = res.body.split("\n");
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain("Allow: /");
    for (const path of [
      "/api/",
      "/dashboard",
      "/file-library",
      "/project-edit/",
      "/test-checkout/",
      "/test-analytics",
    ])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines.filter((line) => line.startsWith("Disallow:"))).toHaveLength(ROBOTS_DISALLOW.length);
    expect(lines).toContain("Sitemap: http://courtready.test/sitemap.xml");
  });

  it("sitemap.xml lists the public pages of the route table and the 30 binder types, as absolute URLs", async () => {
    t = await buildTestApp(dialect, { PUBLIC_BASE_URL: "http://courtready.test" });
    const res = await t.app.inject({
      method: "GET",
      url: "/sitemap.xml",
      // The Host header is ignored (issue 22, finding 5): links come from PUBLIC_BASE_URL.
      headers: { host: "evil.example" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(
      res.body.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(res.body.trimEnd().endsWith("</urlset>")).toBe(true);

    const urls = locations(res.body);
    const base = "http://courtready.test";
    expect(urls.every((url) => url.startsWith(`${base}/`))).toBe(true);
    expect(new Set(urls).size).toBe(urls.length);
    const paths = urls.map((url) => url.slice(base.length));

    const publicPages = [
      "/",
      "/help",
      "/file-formats",
      "/court-information",
      "/courts",
      "/terms",
      "/privacy",
      "/sitemap",
      "/about",
      "/contact",
      "/login",
      "/signup",
    ];
    expect(paths.filter((path) => !path.startsWith("/binder-type/"))).toEqual(publicPages);
    expect(publicPages.every((path) => (ROUTES as readonly string[]).includes(path))).toBe(true);

    const types = paths.filter((path) => path.startsWith("/binder-type/"));
    expect(types).toHaveLength(30);
    expect(types).toEqual(BINDER_TYPE_SLUGS.map((slug) => `/binder-type/${slug}`));

    // Nothing private, nothing robots.txt forbids, no route pattern.
    for (const path of paths) {
      expect(path).not.toContain(":");
      expect(ROBOTS_DISALLOW.some((prefix) => path.startsWith(prefix))).toBe(false);
    }
    for (const hidden of ["/create", "/new-binder", "/membership", "/dashboard", "/test-analytics"])
      expect(paths).not.toContain(hidden);
  });

  // On the plugin alone: app.ts hands registerSpa the configured address (its `seo` argument).
  it("uses the configured public address when there is one, whatever host the request names", async () => {
    const app = Fastify();
    await app.register(seoRoutes, { publicBaseUrl: "https://courtready.example/" });
    try {
      const robots = await app.inject({
        method: "GET",
        url: "/robots.txt",
        headers: { host: "internal:3000" },
      });
      expect(robots.body).toContain("Sitemap: https://courtready.example/sitemap.xml\n");
      const sitemap = await app.inject({
        method: "GET",
        url: "/sitemap.xml",
        headers: { host: "internal:3000" },
      });
      expect(locations(sitemap.body)[0]).toBe("https://courtready.example/");
      expect(sitemap.body).not.toContain("internal");
    } finally {
      await app.close();
    }
  });

  it("answers HEAD, and is compressed for clients that accept it", async () => {
    t = await buildTestApp(dialect);
    const head = await t.app.inject({ method: "HEAD", url: "/sitemap.xml" });
    expect(head.statusCode).toBe(200);
    const br = await t.app.inject({
      method: "GET",
      url: "/sitemap.xml",
      headers: { "accept-encoding": "br" },
    });
    expect(br.headers["content-encoding"]).toBe("br");
  });

  it("escapes what XML reserves", () => {
    expect(sitemapXml("https://a.example", ["/x?a=1&b=<2>"])).toContain(
      "<loc>https://a.example/x?a=1&#38;b=&#60;2&#62;</loc>",
    );
  });
});
