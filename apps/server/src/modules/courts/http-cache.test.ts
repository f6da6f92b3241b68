// ETag matching as RFC 9110 describes it for GET (weak comparison, lists, "*").
import { describe, expect, it } from "vitest";
import { ifNoneMatchHits, strongETag } from "./http-cache.ts";

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
