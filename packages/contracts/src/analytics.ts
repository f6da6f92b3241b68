// First-party analytics (accounts-dashboard-and-pages.md §2.18, §7, §9): page views and a few product events,
// stored on our own server without anything that identifies a person. When the installation configures a Google
// Analytics measurement id, the browser sends the same events to Google's tag as well.
import { z } from "zod";

/** Every event the app sends. "test_event" is only sent by /test-analytics, so tests never count as real use. */
export const ANALYTICS_EVENT_NAMES = [
  "page_view",
  "login",
  "signup",
  "begin_checkout",
  "purchase",
  "file_upload",
  "binder_generated",
  "test_event",
] as const;
export const ZAnalyticsEventName = z.enum(ANALYTICS_EVENT_NAMES, "Unknown analytics event");
export type TAnalyticsEventName = z.infer<typeof ZAnalyticsEventName>;

/** Events one request may carry. */
export const MAX_ANALYTICS_BATCH = 20;
export const MAX_ANALYTICS_LABEL = 100;
/** Longest path kept; longer ones are cut (paths are the app's own routes, far shorter than this). */
export const MAX_ANALYTICS_PATH = 200;

/** Spec §9: purchase values on success, in USD. begin_checkout uses the plan's price in dollars. */
export const PURCHASE_ANALYTICS_VALUE = { monthly: 20, annual: 120 } as const;
export const ANALYTICS_CURRENCY = "USD";

export const ANALYTICS_MESSAGES = {
  /** /test-analytics (§2.18, §8). */
  testSuccess: "Connection Successful!",
  testFailed: "Connection Failed",
  scriptNotLoaded: "Google Analytics script not loaded. Please refresh the page and try again",
  sendFailed: "Error sending test events",
  tooMany: "Too many analytics events from this address. Please wait a minute.",
  labelPersonal: "An analytics label must not contain an e-mail address",
} as const;

/** A path segment that looks like a record id or token (a UUID, or a long run of letters and digits). */
const ID_SEGMENT = /^(?=[A-Za-z0-9_-]*\d)[A-Za-z0-9_-]{16,}$/;

/**
 * The part of an address analytics may keep: the pathname only. The query string and fragment are dropped (they
 * can hold search words, e-mail addresses or tokens), and id-like segments become ":id" so a page view cannot be
 * linked to a person's project or checkout.
 * @example analyticsPath("/project-edit/7f1c2a9e-1b2c-4d5e-8f90-123456789abc?x=1#top") // → "/project-edit/:id"
 * @example analyticsPath("https://example.org/help?q=ann@example.com") // → "/help"
 */
export function analyticsPath(raw: string): string {
  let path = raw.trim();
  if (!path.startsWith("/")) {
    try {
      path = new URL(path).pathname;
    } catch {
      path = "/";
    }
  }
  path = path.split(/[?#]/, 1)[0] ?? "/";
  // "//evil.example" is a path here, but keep it from reading like a host name.
  path = `/${path.replace(/^\/+/, "")}`;
  path = path
    .split("/")
    .map((segment) => (ID_SEGMENT.test(segment) ? ":id" : segment))
    .join("/");
  return path.slice(0, MAX_ANALYTICS_PATH);
}

export const ZAnalyticsEvent = z.object({
  name: ZAnalyticsEventName,
  /** The page the event happened on: pathname only (see analyticsPath, which the server applies again). */
  path: z.string().max(2048).transform(analyticsPath),
  /** What the event is about, never who: a plan id, a file type, a sign-in method. */
  label: z
    .string()
    .trim()
    .min(1)
    .max(MAX_ANALYTICS_LABEL)
    .refine((label) => !label.includes("@"), ANALYTICS_MESSAGES.labelPersonal)
    .optional(),
  value: z.number().finite().min(0).max(1_000_000).optional(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, "Currency must be a three-letter code such as USD")
    .optional(),
});
export type TAnalyticsEvent = z.input<typeof ZAnalyticsEvent>;

export const ZAnalyticsBatch = z.object({
  events: z
    .array(ZAnalyticsEvent)
    .min(1, "Send at least one event")
    .max(MAX_ANALYTICS_BATCH, `Send at most ${MAX_ANALYTICS_BATCH} events at a time`),
});
export type TAnalyticsBatch = z.input<typeof ZAnalyticsBatch>;

export const ZAnalyticsBatchResponse = z.object({ accepted: z.number().int().nonnegative() });
export type TAnalyticsBatchResponse = z.infer<typeof ZAnalyticsBatchResponse>;

/** GET /api/analytics/config: first-party analytics are always on; Google's tag only with a measurement id. */
export const ZAnalyticsConfig = z.object({
  firstParty: z.literal(true),
  googleAnalyticsId: z.string().nullable(),
});
export type TAnalyticsConfig = z.infer<typeof ZAnalyticsConfig>;

export const ANALYTICS_EVENTS_URL = "/api/analytics/events";
export const ANALYTICS_CONFIG_URL = "/api/analytics/config";
