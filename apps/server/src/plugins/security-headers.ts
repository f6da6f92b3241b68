// Browser security headers on every response. The content security policy allows only our own scripts, so
// even a missed escaping bug cannot run an injected script. Only when the installation configures a Google
// Analytics measurement id are Google's tag host (scripts) and its collection hosts (beacons) allowed as well.
import type { FastifyInstance } from "fastify";
import { isApiRequest } from "./paths.ts";

/** Where Google's tag loads from and sends to (Google's published CSP guidance for GA4). */
const GOOGLE_TAG_SCRIPT = "https://www.googletagmanager.com";
const GOOGLE_ANALYTICS_HOSTS = [
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
  "https://*.googletagmanager.com",
];

/** The Content-Security-Policy header; the default (no Google Analytics) allows nothing but this site. */
export function contentSecurityPolicy(options: { googleAnalytics?: boolean } = {}): string {
  const ga = options.googleAnalytics === true;
  return [
    "default-src 'self'",
    ga ? `script-src 'self' ${GOOGLE_TAG_SCRIPT}` : "script-src 'self'",
    // React sets style attributes (e.g. progress bar widths); inline styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    ga ? `img-src 'self' data: blob: ${GOOGLE_ANALYTICS_HOSTS.join(" ")}` : "img-src 'self' data: blob:",
    "font-src 'self'",
    ga ? `connect-src 'self' ${GOOGLE_ANALYTICS_HOSTS.join(" ")}` : "connect-src 'self'",
    "frame-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join("; ");
}

/** One year, subdomains too: sent only when PUBLIC_BASE_URL is https (issue 22, finding 6). */
export const HSTS = "max-age=31536000; includeSubDomains";

export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { googleAnalytics?: boolean; https?: boolean } = {},
): void {
  const csp = contentSecurityPolicy(options);
  app.addHook("onSend", async (request, reply) => {
    // Decided by the public address, not the request: behind a TLS proxy the request arrives over plain http.
    if (options.https === true) reply.header("Strict-Transport-Security", HSTS);
    reply.header("X-Content-Type-Options", "nosniff");
    reply.header("Referrer-Policy", "same-origin");
    reply.header("X-Frame-Options", "SAMEORIGIN");
    reply.header("Content-Security-Policy", csp);
    reply.header("Cross-Origin-Opener-Policy", "same-origin");
    if (isApiRequest(request)) reply.header("Cache-Control", "no-store");
  });
}
