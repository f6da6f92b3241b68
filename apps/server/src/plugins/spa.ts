// Serves the built web app: hashed assets with long caching, and index.html for every other non-API path so the
// browser-side router can show the page (or its own not-found page). Unknown API paths get a JSON 404.
import { existsSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import fastifyStatic from "@fastify/static";

export async function registerSpa(app: FastifyInstance, webDistDir: string): Promise<void> {
  const hasWeb = existsSync(path.join(webDistDir, "index.html"));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      index: "index.html",
      // Look files up per request (not only those present at start-up), so a rebuild is served without a restart.
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const isPage =
      (request.method === "GET" || request.method === "HEAD") && !request.url.startsWith("/api/");
    if (isPage && hasWeb) {
      // Files that exist were served by the static plugin; anything else is a client-side route.
      return reply.header("Cache-Control", "no-cache").sendFile("index.html");
    }
    if (isPage) return reply.status(503).send({ message: "The web app has not been built. Run npm start." });
    return reply.status(404).send({ message: "Not found" });
  });
}
