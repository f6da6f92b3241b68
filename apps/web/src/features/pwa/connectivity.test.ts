// The offline banner's state: the browser's online flag, API calls through the query client that got no answer, and
// the check that notices the server answering again.
import { afterEach, describe, expect, it, vi } from "vitest";
import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { PROBE_INTERVAL_MS, createConnectivityStore, isNetworkFailure } from "./connectivity.ts";
import type { ConnectivitySource } from "./connectivity.ts";

describe("isNetworkFailure", () => {
  it("recognises each browser's wording of a fetch that got no answer", () => {
    for (const message of [
      "Failed to fetch",
      "NetworkError when attempting to fetch resource.",
      "Load failed",
      "The network connection was lost.",
    ])
      expect(isNetworkFailure(new TypeError(message))).toBe(true);
  });

  it("does not count answers or programming errors", () => {
    expect(isNetworkFailure(new Error('500: {"message":"Server error"}'))).toBe(false);
    expect(isNetworkFailure(new Error("401: Unauthorized"))).toBe(false);
    expect(isNetworkFailure(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isNetworkFailure(new DOMException("The user aborted a request.", "AbortError"))).toBe(false);
    expect(isNetworkFailure("Failed to fetch")).toBe(false);
  });
});

/** A browser whose online flag the test sets (firing the online/offline event), and whose server check it answers. */
function fakeBrowser() {
  let online = true;
  const callbacks = new Set<() => void>();
  const reachServer = vi.fn(() => Promise.resolve(false));
  const source: ConnectivitySource = {
    isOnline: () => online,
    onOnlineChange(callback) {
      callbacks.add(callback);
      return () => callbacks.delete(callback);
    },
    reachServer,
  };
  return {
    source,
    callbacks,
    reachServer,
    setOnline(value: boolean) {
      online = value;
      for (const callback of callbacks) callback();
    },
  };
}

const noAnswer = () => Promise.reject(new TypeError("Failed to fetch"));

describe("createConnectivityStore", () => {
  const clients: QueryClient[] = [];
  const newClient = () => {
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
    });
    clients.push(client);
    return client;
  };
  afterEach(() => {
    vi.useRealTimers();
    for (const client of clients.splice(0)) client.clear();
  });

  it("follows the browser's online flag and tells subscribers", () => {
    const browser = fakeBrowser();
    const store = createConnectivityStore(browser.source, newClient());
    let calls = 0;
    const unsubscribe = store.subscribe(() => (calls += 1));
    expect(store.getSnapshot()).toBe("online");
    browser.setOnline(false);
    expect(store.getSnapshot()).toBe("offline");
    browser.setOnline(true);
    expect(store.getSnapshot()).toBe("online");
    expect(calls).toBe(2);
    unsubscribe();
    expect(browser.callbacks.size).toBe(0);
  });

  it("says unreachable after a query got no answer; an HTTP error is an answer, a read from a cache is not", async () => {
    const browser = fakeBrowser();
    const client = newClient();
    const store = createConnectivityStore(browser.source, client);
    const unsubscribe = store.subscribe(() => {});

    await client.fetchQuery({ queryKey: ["/api/a"], queryFn: noAnswer }).catch(() => {});
    expect(store.getSnapshot()).toBe("unreachable");

    // A successful read may come from the browser's HTTP cache with the server gone.
    await client.fetchQuery({
      queryKey: ["/api/presets/summary"],
      queryFn: () => Promise.resolve({ ok: true }),
    });
    expect(store.getSnapshot()).toBe("unreachable");

    await client
      .fetchQuery({ queryKey: ["/api/b"], queryFn: () => Promise.reject(new Error("404: Not found")) })
      .catch(() => {});
    expect(store.getSnapshot()).toBe("online");
    unsubscribe();
  });

  it("counts mutations too: a failed write says unreachable, a successful one says online", async () => {
    const browser = fakeBrowser();
    const client = newClient();
    const store = createConnectivityStore(browser.source, client);
    const unsubscribe = store.subscribe(() => {});

    await client
      .getMutationCache()
      .build(client, { mutationFn: noAnswer })
      .execute(undefined)
      .catch(() => {});
    expect(store.getSnapshot()).toBe("unreachable");
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.resolve("sent") })
      .execute(undefined);
    expect(store.getSnapshot()).toBe("online");
    unsubscribe();
  });

  it("the browser coming back online clears a failure", async () => {
    const browser = fakeBrowser();
    const client = newClient();
    const store = createConnectivityStore(browser.source, client);
    const unsubscribe = store.subscribe(() => {});
    await client.fetchQuery({ queryKey: ["/api/a"], queryFn: noAnswer }).catch(() => {});
    browser.setOnline(false);
    expect(store.getSnapshot()).toBe("offline");
    browser.setOnline(true);
    expect(store.getSnapshot()).toBe("online");
    unsubscribe();
  });

  it("checks on the server while it cannot be reached, then asks again for what failed", async () => {
    vi.useFakeTimers();
    const browser = fakeBrowser();
    const client = newClient();
    const store = createConnectivityStore(browser.source, client);
    const unsubscribe = store.subscribe(() => {});

    // A read that fails, with a page still showing it (an observer), as the sign-in check would be.
    let serverUp = false;
    const key = ["/api/auth/user"];
    const queryFn = () => (serverUp ? Promise.resolve({ id: "u1" }) : noAnswer());
    await client.fetchQuery({ queryKey: key, queryFn }).catch(() => {});
    expect(store.getSnapshot()).toBe("unreachable");
    const watching = new QueryObserver(client, { queryKey: key, queryFn, retryOnMount: false });
    const stopWatching = watching.subscribe(() => {});
    expect(watching.getCurrentResult().status).toBe("error");

    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS);
    expect(browser.reachServer).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toBe("unreachable");

    serverUp = true;
    browser.reachServer.mockResolvedValue(true);
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS);
    expect(browser.reachServer).toHaveBeenCalledTimes(2);
    expect(store.getSnapshot()).toBe("online");
    await vi.waitFor(() => expect(watching.getCurrentResult().status).toBe("success"));

    // No more checks once the server answers.
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS * 3);
    expect(browser.reachServer).toHaveBeenCalledTimes(2);
    stopWatching();
    unsubscribe();
  });

  it("ignores calls made while nobody is subscribed", async () => {
    const browser = fakeBrowser();
    const client = newClient();
    const store = createConnectivityStore(browser.source, client);
    await client.fetchQuery({ queryKey: ["/api/a"], queryFn: noAnswer }).catch(() => {});
    expect(store.getSnapshot()).toBe("online");
  });
});
