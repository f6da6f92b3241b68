// Serves the built web app: hashed assets with long caching, and index.html for every other non-API path so the
// browser-side router can show the page (or its own not-found page). Unknown API paths get a JSON 404.
// Also what browsers and crawlers fetch beside the pages: /robots.txt and /sitemap.xml (built per request, for their
// absolute URLs), and from dist the service worker (/sw.js, /sw-precache.js) and the web manifest, which must never
// be cached for long: a browser checks sw.js for a new version, and the precache list changes with every build.
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";
import { seoRoutes } from "../modules/seo/seo.routes.ts";
import type { SeoOptions } from "../modules/seo/seo.routes.ts";
import { isApiRequest, routedPath } from "./paths.ts";
import { requestLanguage } from "./language.ts";
import { pageIn } from "./spa-page.ts";

export async function registerSpa(app: FastifyInstance, webDistDir: string, seo: SeoOptions): Promise<void> {
  // Exact paths, so they win over the static files' catch-all route whether or not the web app is built.
  await app.register(seoRoutes, seo);
  const hasWeb = existsSync(path.join(webDistDir, "index.html"));
  /**
   * index.html in the person's language (issue 39: `lang` and title right on the first paint), read per request
   * like the static files, so a rebuild is served without a restart. It differs by cookie and Accept-Language.
   */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const html = await readFile(path.join(webDistDir, "index.html"), "utf8");
    return reply
      .header("Cache-Control", "no-cache")
      .header("Vary", "Cookie, Accept-Language")
      .type("text/html; charset=utf-8")
      .send(pageIn(html, requestLanguage(request)));
  };
  if (hasWeb) {
    // Exact routes win over the static files' catch-all, so the page itself is never sent as the English file.
    app.get("/", sendPage);
    app.get("/index.html", sendPage);
    await app.register(fastifyStatic, {
      root: webDistDir,
      index: "index.html",
      // Look files up per request (not only those present at start-up), so a rebuild is served without a restart.
      // Only the hashed files under assets/ are immutable; everything else (index.html, sw.js, sw-precache.js, the
      // manifest, icons) is revalidated on each use.
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    // A missing hashed file (an old build's asset) is a 404, not the page: HTML under a .js name breaks the app
    // in confusing ways, and a cache could keep it.
    const isPage =
      (request.method === "GET" || request.method === "HEAD") &&
      !isApiRequest(request) &&
      !routedPath(request).startsWith("/assets/");
    if (isPage && hasWeb) {
      // Files that exist were served by the static plugin; anything else is a client-side route.
      return sendPage(request, reply);
    }
    if (isPage) return reply.status(503).send({ message: "The web app has not been built. Run npm start." });
    return reply.status(404).send({ message: "Not found" });
  });
}
