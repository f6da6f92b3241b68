// Tests of the query key → URL rule, the 401 handling of the current-user query, and the client's defaults.
import { afterEach, describe, expect, it, vi } from "vitest";
import type { QueryFunctionContext } from "@tanstack/react-query";
import { createQueryClient, getQueryFn, queryKeyToUrl } from "./queryClient.ts";

function context(queryKey: readonly unknown[]): QueryFunctionContext {
  return {
    queryKey,
    signal: new AbortController().signal,
    meta: undefined,
    client: createQueryClient(),
  } as unknown as QueryFunctionContext;
}

describe("queryKeyToUrl", () => {
  it("uses a one-part key as the URL", () => {
    expect(queryKeyToUrl(["/api/auth/user"])).toBe("/api/auth/user");
  });

  it("joins the parts with slashes", () => {
    expect(queryKeyToUrl(["/api/projects", "p1"])).toBe("/api/projects/p1");
    expect(queryKeyToUrl(["/api/projects", 42, "files"])).toBe("/api/projects/42/files");
  });
});

describe("getQueryFn", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("returns null for a 401 when asked to", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response('{"message":"Please log in to continue."}', { status: 401 })),
    );
    await expect(getQueryFn({ on401: "returnNull" })(context(["/api/auth/user"]))).resolves.toBeNull();
  });

  it("throws the formatted error for a 401 otherwise", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response('{"message":"Please log in to continue."}', { status: 401 })),
    );
    await expect(getQueryFn({ on401: "throw" })(context(["/api/projects"]))).rejects.toThrow(
      '401: {"message":"Please log in to continue."}',
    );
  });

  it("fetches the joined URL with cookies and returns the JSON", async () => {
    const fetchMock = vi.fn(async () => Response.json({ id: "u1" }));
    vi.stubGlobal("fetch", fetchMock);
    await expect(getQueryFn({ on401: "throw" })(context(["/api/projects", "p1"]))).resolves.toEqual({
      id: "u1",
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/projects/p1");
    expect(init.credentials).toBe("include");
  });
});

describe("createQueryClient", () => {
  it("never refetches or retries by itself (spec §9)", () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries?.staleTime).toBe(Infinity);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.refetchInterval).toBe(false);
    expect(queries?.retry).toBe(false);
    expect(mutations?.retry).toBe(false);
  });
});
