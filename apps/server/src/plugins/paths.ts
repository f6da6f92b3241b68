// The path a request was routed to, for every rule decided by a path prefix (CSRF, session, no-store, error
// shapes): the router decodes percent-escapes, so /%61pi/auth/logout reaches /api/auth/logout and must meet the
// same rules; deciding on the raw URL let such a request skip them (issue 22, finding 1).
import type { FastifyRequest } from "fastify";

/**
 * The route's pattern when the request matched one ("/api/builds/:id/:file"), else its percent-decoded path
 * without the query. A malformed escape leaves the raw path, which no route matches.
 */
export function routedPath(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (pattern) return pattern;
  const raw = request.url.split("?", 1)[0] ?? "";
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** True for requests routed under /api/, however the client spelled the path. */
export function isApiRequest(request: FastifyRequest): boolean {
  return routedPath(request).startsWith("/api/");
}
