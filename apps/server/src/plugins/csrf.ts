// Cross-site request forgery protection for every state-changing API request, signed in or not (login CSRF is
// a real attack too). The token is an HMAC, under a server secret, of what the request is bound to: the session
// cookie's value when signed in, else an anonymous pre-session id kept in an httpOnly cookie. The page reads the
// token from a script-readable cookie and sends it back in the x-csrf-token header, which another site cannot do;
// a cookie/header pair planted by someone else (a sibling subdomain can set cookies) does not verify for the
// victim's session (issue 22, finding 6). A request whose Origin is not PUBLIC_BASE_URL's origin is refused as well:
// compared with the configured address, never with the Host header, which the sender writes (issue 42, finding 7).
// SameSite=Lax on the session cookie is a third layer.
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import path from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AUTH_MESSAGES, CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from "@courtready/contracts";
import type { Config } from "../config.ts";
import { baseCookieOptions } from "./cookies.ts";
import { APPLE_CALLBACK_PATH } from "../modules/auth/oauth.ts";
import { routedPath } from "./paths.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The httpOnly cookie that binds an anonymous visitor's token (login, sign-up, contact) until a session exists. */
export const PRESESSION_COOKIE = "cr_presession";
const PRESESSION_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Where the generated secret is kept when CSRF_SECRET is not set: in DATA_DIR, readable by the server only. */
export const CSRF_SECRET_FILE = "csrf-secret";

/**
 * Paths that take a cross-site POST by design, matched exactly (no query). Apple's sign-in answer is a form posted
 * from appleid.apple.com; it is protected by the single-use state, the browser-bound state cookie, the nonce and PKCE.
 */
const CROSS_SITE_POST_PATHS = new Set([APPLE_CALLBACK_PATH]);

declare module "fastify" {
  interface FastifyRequest {
    /** The anonymous pre-session id this request carries or was just given (none when a session cookie came). */
    csrfPresession: string | undefined;
  }
}

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The origin (scheme, host, port) an Origin header names, normalized as URL does; undefined for "null" or garbage. */
function originOf(value: string): string | undefined {
  try {
    const origin = new URL(value).origin;
    return origin === "null" ? undefined : origin;
  } catch {
    return undefined;
  }
}

/**
 * CSRF_SECRET when set (several servers behind one address must share it); otherwise a random key made on first
 * start and kept in DATA_DIR, so tokens survive a restart.
 */
export function csrfSecret(config: Pick<Config, "csrfSecret" | "dataDir">): Buffer {
  if (config.csrfSecret) return Buffer.from(config.csrfSecret);
  const file = path.join(config.dataDir, CSRF_SECRET_FILE);
  if (!existsSync(file)) {
    mkdirSync(config.dataDir, { recursive: true });
    // "wx": two servers starting at once on one folder cannot both write; the loser reads the winner's key.
    try {
      writeFileSync(file, randomBytes(32).toString("base64url"), { flag: "wx", mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    chmodSync(file, 0o600);
  }
  return Buffer.from(readFileSync(file, "utf8").trim());
}

/** The token for a binding: "s:" + session token, or "a:" + pre-session id. 43 base64url characters. */
export function csrfTokenFor(secret: Buffer, binding: string): string {
  return createHmac("sha256", secret).update(binding).digest("base64url");
}

/** The session cookie a response sets: its new value, "" when it clears it, undefined when it leaves it alone. */
function sessionCookieSetBy(reply: FastifyReply): string | undefined {
  const header = reply.getHeader("set-cookie");
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [String(header)];
  let found: string | undefined;
  for (const line of lines) {
    if (!line.startsWith(`${SESSION_COOKIE}=`)) continue;
    const value = decodeURIComponent(line.slice(SESSION_COOKIE.length + 1).split(";")[0] ?? "");
    found = value === "" || /expires=Thu, 01 Jan 1970/i.test(line) ? "" : value;
  }
  return found;
}

/**
 * @param exemptPrefixes API paths called by other servers, which carry their own proof (e.g. signed webhooks).
 */
export function registerCsrf(
  app: FastifyInstance,
  config: Config,
  exemptPrefixes: readonly string[] = [],
): void {
  const secret = csrfSecret(config);
  const ownOrigin = new URL(config.publicBaseUrl).origin;
  app.decorateRequest("csrfPresession", undefined);

  /** What this request's token must be bound to, as it arrived. */
  const bindingOf = (request: FastifyRequest): string => {
    const session = request.cookies[SESSION_COOKIE];
    return session ? `s:${session}` : `a:${request.csrfPresession ?? ""}`;
  };

  app.addHook("onRequest", async (request, reply) => {
    if (!request.cookies[SESSION_COOKIE]) {
      const sent = request.cookies[PRESESSION_COOKIE];
      request.csrfPresession =
        sent !== undefined && PRESESSION_PATTERN.test(sent) ? sent : randomBytes(32).toString("base64url");
    }
    // Decided on the routed path: /%61pi/… is /api/… to the router, so it is to this check too.
    const path = routedPath(request);
    if (SAFE_METHODS.has(request.method) || !path.startsWith("/api/")) return;
    if (exemptPrefixes.some((p) => path.startsWith(p))) return;
    if (request.method === "POST" && CROSS_SITE_POST_PATHS.has(path) && !request.url.includes("?")) return;

    // Browsers send Origin on cross-site POSTs; "null" (sandboxed frames, some redirects) never matches.
    const origin = request.headers.origin;
    if (origin !== undefined && originOf(origin) !== ownOrigin) {
      return reply.status(403).send({ message: AUTH_MESSAGES.csrfRejected });
    }
    // A pre-session id made just now has no token anywhere yet, so nothing can match it.
    const header = request.headers[CSRF_HEADER];
    const expected = csrfTokenFor(secret, bindingOf(request));
    if (typeof header !== "string" || !sameToken(header, expected)) {
      return reply.status(403).send({ message: AUTH_MESSAGES.csrfRejected });
    }
  });

  // The token goes out with the response, bound to the session as the response leaves it: signing in, signing out
  // and signing up change the binding, and the page's next write must already carry the new token.
  app.addHook("onSend", async (request, reply, payload) => {
    // A shared cache may keep a public answer (hashed assets) and hand its cookies to everyone: no binding there.
    if (String(reply.getHeader("cache-control") ?? "").includes("public")) return payload;
    const setSession = sessionCookieSetBy(reply);
    let binding: string;
    if (setSession === undefined) binding = bindingOf(request);
    else if (setSession !== "") binding = `s:${setSession}`;
    else {
      request.csrfPresession ??= randomBytes(32).toString("base64url");
      binding = `a:${request.csrfPresession}`;
    }
    if (binding.startsWith("a:") && request.cookies[PRESESSION_COOKIE] !== request.csrfPresession) {
      reply.setCookie(PRESESSION_COOKIE, binding.slice(2), { ...baseCookieOptions(config), httpOnly: true });
    }
    const token = csrfTokenFor(secret, binding);
    if (request.cookies[CSRF_COOKIE] !== token) {
      reply.setCookie(CSRF_COOKIE, token, { ...baseCookieOptions(config), httpOnly: false });
    }
    return payload;
  });
}
