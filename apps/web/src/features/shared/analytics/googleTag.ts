// Google's tag (gtag.js), only when the server names a Google Analytics measurement id. Loaded once, cookieless
// (storage consent stays denied, matching the privacy page's "no tracking cookies"), with no automatic page view,
// no Google signals or ad personalisation, and every event's page given as our pathname only — never the full
// address with its query string, and never the page title (a project's title can name a person).
import { analyticsPath } from "@courtready/contracts";
import type { TAnalyticsEvent } from "@courtready/contracts";

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

export const GOOGLE_TAG_URL = "https://www.googletagmanager.com/gtag/js";

/** "loading" from injection until the script's load or error event. */
export type GoogleTagState = "loading" | "loaded" | "failed";

/** The parameters Google receives for one event: the page as origin + pathname, and label, value and currency. */
export function googleEventParams(event: TAnalyticsEvent, origin: string): Record<string, string | number> {
  const path = analyticsPath(event.path);
  const params: Record<string, string | number> = {
    page_location: `${origin}${path}`,
    page_path: path,
    page_title: path,
  };
  if (event.label !== undefined) params.event_label = event.label;
  if (event.value !== undefined) params.value = event.value;
  if (event.currency !== undefined) params.currency = event.currency;
  return params;
}

/**
 * Adds the gtag.js script for `measurementId` to the page (once) and sets up window.gtag; `onState` hears
 * "loaded" or "failed" when the script's fate is known.
 */
export function loadGoogleTag(measurementId: string, onState: (state: GoogleTagState) => void): void {
  if (document.querySelector(`script[src^="${GOOGLE_TAG_URL}"]`)) return;
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag.js reads the Arguments objects themselves from dataLayer, not arrays; this is Google's own snippet.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  window.gtag("consent", "default", {
    ad_storage: "denied",
    ad_user_data: "denied",
    ad_personalization: "denied",
    analytics_storage: "denied",
  });
  window.gtag("js", new Date());
  window.gtag("config", measurementId, {
    send_page_view: false,
    allow_google_signals: false,
    allow_ad_personalization_signals: false,
    page_location: `${window.location.origin}${analyticsPath(window.location.pathname)}`,
    page_title: analyticsPath(window.location.pathname),
  });
  const script = document.createElement("script");
  script.async = true;
  script.src = `${GOOGLE_TAG_URL}?id=${encodeURIComponent(measurementId)}`;
  script.addEventListener("load", () => onState("loaded"));
  script.addEventListener("error", () => onState("failed"));
  onState("loading");
  document.head.appendChild(script);
}

/** Hands one event to gtag (which queues it in dataLayer until the script runs). */
export function sendToGoogle(event: TAnalyticsEvent): void {
  window.gtag?.("event", event.name, googleEventParams(event, window.location.origin));
}
