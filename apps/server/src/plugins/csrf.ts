// Cross-site request forgery protection for every state-changing API request, signed in or not (login CSRF is
// a real attack too). Double-submit token: the server sets a random, script-readable cookie; the page copies it
// into the x-csrf-token header, which another site cannot do. A request whose Origin names another host is
// refused as well. SameSite=Lax on the session cookie is a third layer.
import { randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { AUTH_MESSAGES, CSRF_COOKIE, CSRF_HEADER } from "@courtready/contracts";
import type { Config } from "../config.ts";
import { baseCookieOptions } from "./cookies.ts";
import { APPLE_CALLBACK_PATH } from "../modules/auth/oauth.ts";
import { routedPath } from "./paths.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Paths that take a cross-site POST by design, matched exactly (no query). Apple's sign-in answer is a form posted
 * from appleid.apple.com; it is protected by the single-use state, the browser-bound state cookie, the nonce and PKCE.
 */
const CROSS_SITE_POST_PATHS = new Set([APPLE_CALLBACK_PATH]);

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

/**
 * @param exemptPrefixes API paths called by other servers, which carry their own proof (e.g. signed webhooks).
 */
export function registerCsrf(
  app: FastifyInstance,
  config: Config,
  exemptPrefixes: readonly string[] = [],
): void {
  app.addHook("onRequest", async (request, reply) => {
    const sent = request.cookies[CSRF_COOKIE];
    const valid = sent !== undefined && TOKEN_PATTERN.test(sent);
    if (!valid) {
      reply.setCookie(CSRF_COOKIE, randomBytes(32).toString("base64url"), {
        ...baseCookieOptions(config, request),
        httpOnly: false,
      });
    }
    // Decided on the routed path: /%61pi/… is /api/… to the router, so it is to this check too.
    const path = routedPath(request);
    if (SAFE_METHODS.has(request.method) || !path.startsWith("/api/")) return;
    if (exemptPrefixes.some((p) => path.startsWith(p))) return;
    if (request.method === "POST" && CROSS_SITE_POST_PATHS.has(path) && !request.url.includes("?")) return;

    // Browsers send Origin on cross-site POSTs; "null" (sandboxed frames, some redirects) never matches.
    const origin = request.headers.origin;
    if (origin !== undefined && hostOf(origin) !== request.headers.host) {
      return reply.status(403).send({ message: AUTH_MESSAGES.csrfRejected });
    }
    const header = request.headers[CSRF_HEADER];
    if (!valid || typeof header !== "string" || !sameToken(header, sent)) {
      return reply.status(403).send({ message: AUTH_MESSAGES.csrfRejected });
    }
  });
}
