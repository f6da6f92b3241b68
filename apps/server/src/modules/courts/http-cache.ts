// Conditional GET for public, rarely changing JSON (the court directory): a strong ETag from a hash of the exact
// body, 304 when the browser already has it, and Cache-Control that lets browsers and shared caches keep it.
import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest, onSendAsyncHookHandler } from "fastify";

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
      reply.removeHeader("content-encoding");
      return null;
    }
    return payload;
  };
}

export type BodyEncoding = "br" | "gzip";

/**
 * The encoding to send for an Accept-Encoding header: brotli, else gzip, else none. An encoding with q=0 is
 * refused; "*" stands for any encoding not named.
 * @example preferredEncoding("gzip, deflate, br") // "br"
 * @example preferredEncoding("br;q=0, gzip") // "gzip"
 */
export function preferredEncoding(header: string | undefined): BodyEncoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(",")) {
    const [name = "", ...params] = part.split(";").map((p) => p.trim());
    const q = params.find((p) => p.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (name: BodyEncoding) => (weights.get(name) ?? weights.get("*") ?? 0) > 0;
  return accepts("br") ? "br" : accepts("gzip") ? "gzip" : null;
}

export interface CompressedBodyCache {
  /** The body's bytes in `encoding`, compressed the first time this ETag is asked for in it, then from memory. */
  get(etag: string, body: string, encoding: BodyEncoding): Buffer;
  /** How many times a body was compressed (for tests and measurements). */
  readonly compressions: number;
  /** Bytes held now. */
  readonly bytes: number;
}

/**
 * Compressed bodies keyed by ETag and encoding, least recently used dropped first once `maxBytes` is held (issue
 * 22, finding 11): a directory body is compressed once, not on every request. An ETag is a hash of the body, so a
 * key never names two different bodies.
 */
export function createCompressedBodyCache(maxBytes = 16 * 1024 * 1024): CompressedBodyCache {
  const entries = new Map<string, Buffer>();
  let bytes = 0;
  let compressions = 0;
  const compress = (body: string, encoding: BodyEncoding): Buffer => {
    compressions += 1;
    const raw = Buffer.from(body);
    // Brotli quality 6: well under the 11 maximum's cost, yet smaller than @fastify/compress's per-request 4, which
    // is affordable now that each body is compressed once.
    return encoding === "br"
      ? brotliCompressSync(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 6,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        })
      : gzipSync(raw);
  };
  return {
    get(etag, body, encoding) {
      const key = `${encoding} ${etag}`;
      const hit = entries.get(key);
      if (hit) {
        // Map keeps insertion order: taking it out and back in marks it as the most recently used.
        entries.delete(key);
        entries.set(key, hit);
        return hit;
      }
      const made = compress(body, encoding);
      if (made.length > maxBytes) return made;
      entries.set(key, made);
      bytes += made.length;
      for (const [oldKey, old] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(oldKey);
        bytes -= old.length;
      }
      return made;
    },
    get compressions() {
      return compressions;
    },
    get bytes() {
      return bytes;
    },
  };
}

/**
 * Sends a ready-made JSON body with its ETag: compressed from `cache` when the client accepts br or gzip, else as
 * is. Routes using it opt out of @fastify/compress (`compress: false`), which would compress on every request.
 */
export function sendJsonBody<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  result: JsonBody<T>,
  cache: CompressedBodyCache,
  contentType: string,
): FastifyReply {
  reply.header("ETag", result.etag).type(contentType).header("Vary", "accept-encoding");
  const encoding = preferredEncoding(request.headers["accept-encoding"]);
  // Below 1 KiB compression is not worth a header (the plugin's own threshold).
  if (!encoding || Buffer.byteLength(result.body) < 1024)
    return reply.serializer(() => result.body).send(result.data);
  // A Buffer is sent as it is: no serializer, no further compression.
  return reply.header("Content-Encoding", encoding).send(cache.get(result.etag, result.body, encoding));
}
