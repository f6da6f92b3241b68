// First-party analytics for the browser (accounts-dashboard-and-pages.md §7, §9): track() queues an event for our
// server and, when the installation configured a Google Analytics id, hands it to Google's tag as well. Events say
// what happened on which page (pathname only), never who: no e-mail addresses, names or file names, ever.
import { useSyncExternalStore } from "react";
import {
  ANALYTICS_CONFIG_URL,
  ANALYTICS_EVENTS_URL,
  CSRF_COOKIE,
  CSRF_HEADER,
  analyticsPath,
} from "@courtready/contracts";
import type {
  TAnalyticsBatchResponse,
  TAnalyticsConfig,
  TAnalyticsEvent,
  TAnalyticsEventName,
} from "@courtready/contracts";
import { readCookie, throwIfResNotOk } from "../../../api/client.ts";
import { loadGoogleTag, sendToGoogle } from "./googleTag.ts";
import type { GoogleTagState } from "./googleTag.ts";
import { createEventQueue } from "./queue.ts";

/** How long an event waits for company before it is sent. */
export const FLUSH_DELAY_MS = 2000;

export type AnalyticsParams = Pick<TAnalyticsEvent, "label" | "value" | "currency">;

export interface AnalyticsStatus {
  /** "loading" until GET /api/analytics/config answers; "failed" when it could not be read. */
  config: "loading" | "ready" | "failed";
  /** The measurement id the server named, or null (not configured, or config not known yet). */
  googleAnalyticsId: string | null;
  /** Google's tag: "off" without a measurement id (or before the config is known). */
  googleTag: "off" | GoogleTagState;
}

let status: AnalyticsStatus = { config: "loading", googleAnalyticsId: null, googleTag: "off" };
const listeners = new Set<() => void>();

function setStatus(change: Partial<AnalyticsStatus>): void {
  status = { ...status, ...change };
  for (const listener of listeners) listener();
}

/**
 * POSTs events to our server now, with the CSRF header like every write and `keepalive` so a request started as
 * the page goes away still completes (navigator.sendBeacon cannot send the header). Throws for a non-2xx answer.
 */
export async function sendAnalyticsEvents(events: TAnalyticsEvent[]): Promise<TAnalyticsBatchResponse> {
  const headers: Record<string, string> = { "Content-Type": "application/json", Accept: "application/json" };
  const token = readCookie(CSRF_COOKIE, document.cookie);
  if (token) headers[CSRF_HEADER] = token;
  const res = await fetch(ANALYTICS_EVENTS_URL, {
    method: "POST",
    headers,
    body: JSON.stringify({ events }),
    credentials: "same-origin",
    keepalive: true,
  });
  await throwIfResNotOk(res);
  return (await res.json()) as TAnalyticsBatchResponse;
}

const queue = createEventQueue({ send: sendAnalyticsEvents, delayMs: FLUSH_DELAY_MS });

/** Events that arrived before the config said whether Google's tag is wanted; replayed to it, or dropped. */
let googleBacklog: TAnalyticsEvent[] = [];
let configPromise: Promise<TAnalyticsConfig | null> | undefined;

async function fetchConfig(): Promise<TAnalyticsConfig | null> {
  try {
    const res = await fetch(ANALYTICS_CONFIG_URL, { headers: { Accept: "application/json" } });
    await throwIfResNotOk(res);
    const config = (await res.json()) as TAnalyticsConfig;
    setStatus({ config: "ready", googleAnalyticsId: config.googleAnalyticsId });
    if (config.googleAnalyticsId) {
      loadGoogleTag(config.googleAnalyticsId, (googleTag) => setStatus({ googleTag }));
      for (const event of googleBacklog) sendToGoogle(event);
    }
    googleBacklog = [];
    return config;
  } catch {
    // First-party events still go to our server; only Google's tag stays off.
    googleBacklog = [];
    setStatus({ config: "failed" });
    return null;
  }
}

/**
 * Starts analytics once per page load: reads the config (loading Google's tag when it names an id) and sends
 * what is queued when the page is hidden or left. Resolves to the config, or null when it could not be read.
 */
export function initAnalytics(): Promise<TAnalyticsConfig | null> {
  if (configPromise) return configPromise;
  configPromise = fetchConfig();
  window.addEventListener("pagehide", () => void queue.flush());
  // Phones often put a tab away without pagehide; hidden is the last moment that is sure to run.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") void queue.flush();
  });
  return configPromise;
}

/**
 * Records one event on the current page (or `path`). Only the pathname is kept. `params` must never hold
 * personal data: a plan id, a file type or a sign-in method, not an address, name or file name.
 * @example track("begin_checkout", { label: "yearly", value: 199, currency: "USD" })
 */
export function track(name: TAnalyticsEventName, params: AnalyticsParams = {}, path?: string): void {
  const event: TAnalyticsEvent = { name, path: analyticsPath(path ?? window.location.pathname) };
  if (params.label !== undefined) event.label = params.label;
  if (params.value !== undefined) event.value = params.value;
  if (params.currency !== undefined) event.currency = params.currency;
  queue.push(event);
  if (status.googleTag !== "off") sendToGoogle(event);
  else if (status.config === "loading") googleBacklog.push(event);
}

/** Sends what is queued now: call before leaving the page (e.g. to a checkout) so nothing waits for a timer. */
export function flushAnalytics(): Promise<void> {
  return queue.flush();
}

let lastPageView: string | undefined;

/**
 * A page view for `pathname`, unless it is the page last counted (so React's development double effects and
 * address changes that only touch the query string are not counted twice).
 */
export function trackPageView(pathname: string): void {
  const path = analyticsPath(pathname);
  if (path === lastPageView) return;
  lastPageView = path;
  track("page_view", {}, path);
}

/** What is active right now (outside React). */
export function getAnalyticsStatus(): AnalyticsStatus {
  return status;
}

/**
 * Google's tag once its script has loaded or failed, or "loading" if that takes longer than `timeoutMs`;
 * "off" without a measurement id.
 */
export function settledGoogleTag(timeoutMs: number): Promise<AnalyticsStatus["googleTag"]> {
  if (status.googleTag !== "loading") return Promise.resolve(status.googleTag);
  return new Promise((resolve) => {
    const done = () => {
      if (status.googleTag === "loading") return;
      listeners.delete(done);
      window.clearTimeout(timer);
      resolve(status.googleTag);
    };
    const timer = window.setTimeout(() => {
      listeners.delete(done);
      resolve(status.googleTag);
    }, timeoutMs);
    listeners.add(done);
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What is active, for /test-analytics; re-renders when the config arrives or Google's script loads or fails. */
export function useAnalyticsStatus(): AnalyticsStatus {
  return useSyncExternalStore(subscribe, () => status);
}
