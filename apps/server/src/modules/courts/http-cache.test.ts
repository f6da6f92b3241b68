// ETag matching as RFC 9110 describes it for GET (weak comparison, lists, "*"), encoding negotiation, and the
// bounded cache of compressed bodies.
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createCompressedBodyCache, ifNoneMatchHits, preferredEncoding, strongETag } from "./http-cache.ts";

describe("strongETag", () => {
  it("is a quoted, URL-safe SHA-256 that changes with the body", () => {
    expect(strongETag("{}")).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    expect(strongETag("{}")).toBe(strongETag("{}"));
    expect(strongETag('{"a":1}')).not.toBe(strongETag("{}"));
  });
});

describe("ifNoneMatchHits", () => {
  const etag = '"abc"';
  it.each([
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['  "x" ,W/"abc" ', true],
    ["*", true],
    ['"abcd"', false],
    ['"x", "y"', false],
    ["abc", false],
    ["", false],
    [undefined, false],
  ])("If-None-Match %j → %s", (header, hit) => {
    expect(ifNoneMatchHits(header, etag)).toBe(hit);
  });
});

describe("preferredEncoding", () => {
  it.each([
    ["gzip, deflate, br", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["gzip;q=0.5, br;q=0.1", "br"],
    ["identity", null],
    ["*", "br"],
    ["*;q=0", null],
    ["", null],
    [undefined, null],
  ] as const)("Accept-Encoding %j → %s", (header, wanted) => {
    expect(preferredEncoding(header)).toBe(wanted);
  });
});

describe("createCompressedBodyCache (issue 22, finding 11)", () => {
  const body = JSON.stringify({ courts: Array.from({ length: 500 }, (_, i) => ({ id: `court-${i}` })) });
  const etag = strongETag(body);

  it("compresses a body once per encoding, and gives back bytes that decode to it", () => {
    const cache = createCompressedBodyCache();
    const first = cache.get(etag, body, "br");
    for (let i = 0; i < 5; i += 1) expect(cache.get(etag, body, "br")).toBe(first);
    expect(cache.compressions).toBe(1);
    expect(brotliDecompressSync(first).toString()).toBe(body);
    expect(gunzipSync(cache.get(etag, body, "gzip")).toString()).toBe(body);
    expect(cache.compressions).toBe(2);
  });

  it("holds no more than its bound, dropping the least recently used body first", () => {
    const bodies = ["a", "b", "c"].map((c) => `[${`"${c}",`.repeat(400)}"${c}"]`);
    const size = createCompressedBodyCache().get(strongETag(bodies[0]!), bodies[0]!, "gzip").length;
    const cache = createCompressedBodyCache(size * 2 + 8);
    const [a, b, c] = bodies.map((text) => ({ text, tag: strongETag(text) }));
    cache.get(a!.tag, a!.text, "gzip");
    cache.get(b!.tag, b!.text, "gzip");
    cache.get(a!.tag, a!.text, "gzip"); // a is now the most recently used
    cache.get(c!.tag, c!.text, "gzip"); // so b goes
    expect(cache.bytes).toBeLessThanOrEqual(size * 2 + 8);
    expect(cache.compressions).toBe(3);
    cache.get(a!.tag, a!.text, "gzip");
    expect(cache.compressions).toBe(3);
    cache.get(b!.tag, b!.text, "gzip");
    expect(cache.compressions).toBe(4);
  });
});
