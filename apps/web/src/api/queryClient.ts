// TanStack Query set-up: data is fetched once and kept (spec §9), nothing retries, and a query key is its URL.
import { QueryClient } from "@tanstack/react-query";
import type { QueryFunction, QueryKey } from "@tanstack/react-query";
import { throwIfResNotOk } from "./client.ts";

/**
 * The URL a query key stands for: its parts joined with "/".
 * @example queryKeyToUrl(["/api/projects", "p1"]) // "/api/projects/p1"
 */
export function queryKeyToUrl(queryKey: QueryKey): string {
  return queryKey.join("/");
}

export type UnauthorizedBehavior = "returnNull" | "throw";

/**
 * A query function that GETs the key's URL and returns its JSON. With on401 "returnNull" a 401 yields null, which is
 * how "signed out" reads for the current-user query instead of an error.
 */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKeyToUrl(queryKey), {
      credentials: "include",
      headers: { Accept: "application/json" },
      signal,
    });
    if (on401 === "returnNull" && res.status === 401) {
      // Read the (small) body: an unread response stays open in the browser, so the page never looks idle.
      await res.text();
      return null;
    }
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

/** The app's one query client. Nothing goes stale or refetches by itself; screens invalidate what they change. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
