// Whether CourtReady can reach its server: "offline" when the browser says it has no network, "unreachable" when it
// says it has one but a call to the API failed before any answer came back, else "online".
//
// Only proof that the server answered ends "unreachable": an HTTP error (401, 500…: an answer), a write that
// succeeded (never served from a cache), the browser's online event, or a tiny check sent every PROBE_INTERVAL_MS
// while unreachable. A successful read proves nothing: the browser may have answered it from its HTTP cache (the
// court directory is cacheable). When the check gets through, the reads that failed are asked again, so the page
// fills in by itself.
import type { QueryClient } from "@tanstack/react-query";
import { errorStatus } from "../../api/client.ts";

export type Connectivity = "online" | "offline" | "unreachable";

/** How often to check whether the server answers again, while it does not. */
export const PROBE_INTERVAL_MS = 15_000;

/**
 * True for the error fetch() throws when no answer arrived (no network, DNS, connection refused or reset): a
 * TypeError whose wording each browser chooses — Chromium "Failed to fetch", Firefox "NetworkError when attempting
 * to fetch resource.", Safari "Load failed" or "The network connection was lost.".
 * @example isNetworkFailure(new TypeError("Failed to fetch")) // true
 * @example isNetworkFailure(new Error('500: {"message":"Server error"}')) // false
 */
export function isNetworkFailure(error: unknown): boolean {
  if (!(error instanceof TypeError) || errorStatus(error) !== null) return false;
  return /failed to fetch|networkerror|load failed|network connection|network request failed/i.test(
    error.message,
  );
}

export interface ConnectivitySource {
  /** What the browser says now (navigator.onLine). */
  isOnline(): boolean;
  /** Calls back on the browser's online and offline events; returns the unsubscribe function. */
  onOnlineChange(callback: () => void): () => void;
  /** Asks the server something tiny that no cache may answer; true when any HTTP answer came back. */
  reachServer(): Promise<boolean>;
}

export interface ConnectivityStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): Connectivity;
}

/** The browser's own online/offline signal, and a HEAD request for the session (no body, never cached). */
export function browserConnectivitySource(): ConnectivitySource {
  return {
    isOnline: () => navigator.onLine,
    onOnlineChange(callback) {
      window.addEventListener("online", callback);
      window.addEventListener("offline", callback);
      return () => {
        window.removeEventListener("online", callback);
        window.removeEventListener("offline", callback);
      };
    },
    reachServer: () =>
      fetch("/api/auth/user", { method: "HEAD", cache: "no-store", credentials: "same-origin" }).then(
        () => true,
        () => false,
      ),
  };
}

/**
 * A store for useSyncExternalStore. It listens to the query client's queries and mutations (every API call of the
 * app goes through one), and checks on the server, only while someone is subscribed.
 */
export function createConnectivityStore(
  source: ConnectivitySource,
  queryClient: QueryClient,
): ConnectivityStore {
  let unreachable = false;
  let probe: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  const stopProbing = () => {
    clearTimeout(probe);
    probe = undefined;
  };
  const probeLater = () => {
    stopProbing();
    probe = setTimeout(() => {
      void source.reachServer().then((answered) => {
        if (!unreachable || listeners.size === 0) return;
        if (!answered) return probeLater();
        reached();
        // Ask again what failed while the server could not be reached (the sign-in check, a list…).
        void queryClient.refetchQueries({
          type: "active",
          predicate: (query) => query.state.status === "error",
        });
      });
    }, PROBE_INTERVAL_MS);
  };
  const reached = () => {
    stopProbing();
    if (!unreachable) return;
    unreachable = false;
    emit();
  };
  const failed = () => {
    if (unreachable) return;
    unreachable = true;
    emit();
    if (source.isOnline()) probeLater();
  };
  let stop: (() => void) | null = null;
  const start = () => {
    const stopOnline = source.onOnlineChange(() => {
      // Back online (or gone offline): a failure seen before says nothing about the connection from now on.
      stopProbing();
      unreachable = false;
      emit();
    });
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== "updated" || event.action.type !== "error") return;
      if (isNetworkFailure(event.action.error)) failed();
      else reached();
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== "updated") return;
      if (event.action.type === "success") reached();
      else if (event.action.type === "error") {
        if (isNetworkFailure(event.action.error)) failed();
        else reached();
      }
    });
    stop = () => {
      stopOnline();
      stopQueries();
      stopMutations();
      stopProbing();
    };
    if (unreachable && source.isOnline()) probeLater();
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) start();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          stop?.();
          stop = null;
        }
      };
    },
    getSnapshot() {
      if (!source.isOnline()) return "offline";
      return unreachable ? "unreachable" : "online";
    },
  };
}
