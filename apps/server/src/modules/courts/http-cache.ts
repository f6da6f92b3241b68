// Conditional GET for public, rarely changing JSON (the court directory): a strong ETag from a hash of the exact
// body, 304 when the browser already has it, and Cache-Control that lets browsers and shared caches keep it.
import { createHash } from "node:crypto";
import type { onSendAsyncHookHandler } from "fastify";

/** A response body serialized once, with the data it was made from and the strong ETag of its bytes. */
export interface JsonBody<T> {
  data: T;
  body: string;
  etag: string;
}

/**
 * The strong ETag of a body: a quoted base64url SHA-256 of its UTF-8 bytes.
 * @example strongETag("{}") // '"RBNvo1WzZ4oRRq0W9-hknpT7T8If536DEMBg9hyq_4o"'
 */
export function strongETag(body: string): string {
  return `"${createHash("sha256").update(body).digest("base64url")}"`;
}

/**
 * True when an If-None-Match header names this ETag (or is "*"). GET uses the weak comparison of RFC 9110 §13.1.2,
 * so W/"x" matches "x".
 * @example ifNoneMatchHits('W/"a", "b"', '"b"') // true
 */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  const wanted = opaque(etag);
  return header.split(",").some((tag) => opaque(tag) === wanted);
}

/**
 * A route's onSend hook for a successful response that carries an ETag: marks it cacheable by anyone for
 * `maxAgeSeconds`, then revalidated by ETag; answers 304 with no body when If-None-Match names it. It runs after the
 * app-wide hooks (route hooks always do), so it overrides their `no-store`, and before compression, which then has
 * nothing to compress for a 304.
 */
export function publicCache(maxAgeSeconds: number): onSendAsyncHookHandler<unknown> {
  return async (request, reply, payload) => {
    if (reply.statusCode !== 200) return payload;
    reply.header("Cache-Control", `public, max-age=${maxAgeSeconds}`);
    // Lowercase, as @fastify/compress writes it, so it recognises the value and does not add it twice.
    reply.header("Vary", "accept-encoding");
    // A shared cache must never hand one visitor's cookie (the CSRF token set on a first visit) to everyone else.
    reply.removeHeader("set-cookie");
    const etag = reply.getHeader("etag");
    if (typeof etag === "string" && ifNoneMatchHits(request.headers["if-none-match"], etag)) {
      reply.code(304);
      reply.removeHeader("content-type");
      reply.removeHeader("content-length");
      return null;
    }
    return payload;
  };
}
