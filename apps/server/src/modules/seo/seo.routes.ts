// What search engines read: /robots.txt (which paths to leave alone, and where the sitemap is) and /sitemap.xml (every
// public page: the spec's route table without its private and parameterised routes, plus one page per binder type).
// Both need absolute URLs, built on PUBLIC_BASE_URL only: never on the request's Host header (issue 22, finding 5).
import type { FastifyInstance } from "fastify";
import { BINDER_TYPE_SLUGS, ROUTES } from "@courtready/contracts";
import type { TRoute } from "@courtready/contracts";

/**
 * Whether each route of ROUTES belongs in the sitemap; a new route fails to compile until it is decided here.
 * Left out: pages behind a sign-in, the builder and its old address (both send visitors to sign up), the
 * developer page, and the parameterised routes (the binder types are listed one by one instead; projects are private).
 */
export const SITEMAP_ROUTES: Readonly<Record<TRoute, boolean>> = {
  "/": true,
  "/create": false,
  "/new-binder": false,
  "/dashboard": false,
  "/file-library": false,
  "/binder-type/:type": false,
  "/project-edit/:id": false,
  "/help": true,
  "/file-formats": true,
  "/court-information": true,
  "/courts": true,
  "/terms": true,
  "/privacy": true,
  "/sitemap": true,
  "/about": true,
  "/contact": true,
  "/login": true,
  "/signup": true,
  "/membership": false,
  "/test-analytics": false,
};

/**
 * Paths no crawler should fetch: the API, a person's own pages, shared project links, checkout stand-ins, the developer
 * page, the password reset page.
 */
export const ROBOTS_DISALLOW = [
  "/api/",
  "/dashboard",
  "/file-library",
  "/project-edit/",
  "/test-checkout/",
  "/shared/",
  "/test-analytics",
  // A reset link's page has nothing to index (its secret is in the fragment, which crawlers never see anyway).
  "/reset-password",
] as const;

/** Every path the sitemap lists, in route-table order, then the binder types in the landing page's order. */
export function sitemapPaths(): string[] {
  const pages = ROUTES.filter((route) => SITEMAP_ROUTES[route] && !route.includes(":"));
  return [...pages, ...BINDER_TYPE_SLUGS.map((slug) => `/binder-type/${slug}`)];
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The sitemap protocol's XML for these absolute URLs.
 * @example sitemapXml("https://courtready.example", ["/help"]) // "…<url><loc>https://courtready.example/help</loc></url>…"
 */
export function sitemapXml(baseUrl: string, paths: readonly string[]): string {
  const urls = paths.map((p) => `  <url><loc>${escapeXml(baseUrl + p)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** robots.txt: everything allowed but ROBOTS_DISALLOW, and the sitemap's absolute address. */
export function robotsTxt(baseUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${baseUrl}/sitemap.xml`,
    "",
  ].join("\n");
}

export interface SeoOptions {
  /** The site's public address (config.publicBaseUrl); a trailing slash is dropped. */
  publicBaseUrl: string;
}

/** Both answers change only with a deployment or the host name, so caches may keep them for an hour. */
const CACHE_CONTROL = "public, max-age=3600";

export async function seoRoutes(app: FastifyInstance, options: SeoOptions): Promise<void> {
  const baseUrl = options.publicBaseUrl.replace(/\/+$/, "");

  app.get("/robots.txt", async (_request, reply) =>
    reply.header("Cache-Control", CACHE_CONTROL).type("text/plain; charset=utf-8").send(robotsTxt(baseUrl)),
  );

  app.get("/sitemap.xml", async (_request, reply) =>
    reply
      .header("Cache-Control", CACHE_CONTROL)
      .type("application/xml; charset=utf-8")
      .send(sitemapXml(baseUrl, sitemapPaths())),
  );
}
