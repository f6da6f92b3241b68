// /test-analytics (accounts-dashboard-and-pages.md §2.18, §8): a developer tool. It shows the host, the full address
// and which analytics are active, and "Send test events" sends a test event and a page view to our server (and to
// Google's tag when one is configured), logging each step and ending in 'Connection Successful!' or
// 'Connection Failed'. States: idle, testing, success, error.
import { useRef, useState } from "react";
import { ANALYTICS_MESSAGES } from "@courtready/contracts";
import type { TAnalyticsEvent } from "@courtready/contracts";
import { serverMessage } from "../api/client.ts";
import { Button } from "../components/ui/button.tsx";
import { usePageTitle } from "../components/usePageTitle.ts";
import {
  initAnalytics,
  sendAnalyticsEvents,
  settledGoogleTag,
  useAnalyticsStatus,
} from "../features/shared/analytics/analytics.ts";
import type { AnalyticsStatus } from "../features/shared/analytics/analytics.ts";
import { sendToGoogle } from "../features/shared/analytics/googleTag.ts";

type TestState = "idle" | "testing" | "success" | "error";

const STATE_NAMES: Record<TestState, string> = {
  idle: "Idle — not tested yet",
  testing: "Testing…",
  success: "Success",
  error: "Error",
};

interface LogLine {
  /** true: worked; false: failed; null: a step being taken. */
  ok: boolean | null;
  text: string;
  /** The closing line: 'Connection Successful!' or 'Connection Failed'. */
  final?: boolean;
}

/** The label the test's events carry, so they are easy to tell apart (and they use "test_event", not real names). */
const TEST_LABEL = "analytics test page";
const GOOGLE_TAG_WAIT_MS = 5000;

function googleDescription(status: AnalyticsStatus): string {
  if (status.config === "loading") return "checking…";
  if (status.config === "failed") return "unknown (the analytics settings could not be read)";
  if (!status.googleAnalyticsId) return "not configured";
  if (status.googleTag === "loaded") return `loaded (${status.googleAnalyticsId})`;
  if (status.googleTag === "failed") return `not loaded (${status.googleAnalyticsId})`;
  return `loading (${status.googleAnalyticsId})…`;
}

export default function TestAnalyticsPage() {
  usePageTitle("Analytics Test");
  const status = useAnalyticsStatus();
  const [state, setState] = useState<TestState>("idle");
  const [log, setLog] = useState<LogLine[]>([]);
  const running = useRef(false);

  const runTest = async () => {
    if (running.current) return;
    running.current = true;
    setState("testing");
    const lines: LogLine[] = [];
    const add = (ok: boolean | null, text: string, final = false) => {
      lines.push({ ok, text, final });
      setLog([...lines]);
    };
    let failure: string | null = null;

    add(null, "Reading the analytics settings from the server…");
    const config = await initAnalytics();
    if (config) {
      add(
        true,
        `Settings read: first-party analytics on; Google Analytics ${
          config.googleAnalyticsId ? `configured (${config.googleAnalyticsId})` : "not configured"
        }.`,
      );
    } else {
      add(false, "The analytics settings could not be read; trying to send anyway.");
    }

    const path = window.location.pathname;
    const events: TAnalyticsEvent[] = [
      { name: "test_event", path, label: TEST_LABEL },
      { name: "page_view", path, label: TEST_LABEL },
    ];
    add(null, "Sending a test event and a page view to our server…");
    try {
      const answer = await sendAnalyticsEvents(events);
      add(true, `Our server accepted ${answer.accepted} test events (a test event and a page view).`);
    } catch (error) {
      failure = ANALYTICS_MESSAGES.sendFailed;
      add(
        false,
        `${ANALYTICS_MESSAGES.sendFailed}: ${serverMessage(error, "the server could not be reached")}`,
      );
    }

    if (config?.googleAnalyticsId) {
      add(null, "Checking that Google's tag has loaded…");
      // The script may still be arriving; give it a few seconds before calling it missing.
      if ((await settledGoogleTag(GOOGLE_TAG_WAIT_MS)) === "loaded") {
        for (const event of events) sendToGoogle(event);
        add(
          true,
          `Sent a test event and a page view to Google Analytics (${config.googleAnalyticsId}). Google does not ` +
            "confirm receipt: look for them in its Realtime or DebugView report.",
        );
      } else {
        failure ??= ANALYTICS_MESSAGES.scriptNotLoaded;
        add(false, ANALYTICS_MESSAGES.scriptNotLoaded);
      }
    } else if (config) {
      add(null, "Google Analytics is not configured on this server, so nothing was sent to Google.");
    }

    add(!failure, failure ? ANALYTICS_MESSAGES.testFailed : ANALYTICS_MESSAGES.testSuccess, true);
    setState(failure ? "error" : "success");
    running.current = false;
  };

  const rows: [string, string][] = [
    ["Host", window.location.host],
    ["Full URL", window.location.href],
    [
      "First-party analytics",
      status.config === "failed"
        ? "on, but the server could not be reached"
        : "on (stored on our server, no personal data)",
    ],
    ["Google Analytics", googleDescription(status)],
  ];

  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-2xl space-y-6">
      <header>
        <h1 id="page-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          Analytics Test
        </h1>
        <p className="mt-2 text-lg text-slate-700">
          A tool for the people who run this site: it checks that page views and events reach our analytics.
        </p>
      </header>

      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 className="text-xl font-bold text-slate-900">Connection details</h2>
        <dl className="mt-3 divide-y divide-slate-200">
          {rows.map(([term, value]) => (
            <div key={term} className="grid gap-1 py-2 sm:grid-cols-[12rem_1fr] sm:gap-4">
              <dt className="font-semibold text-slate-900">{term}</dt>
              <dd className="min-w-0 break-words text-slate-800">{value}</dd>
            </div>
          ))}
        </dl>
      </div>

      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 className="text-xl font-bold text-slate-900">Test the connection</h2>
        <p className="mt-2 text-slate-700">
          Sends one test event and one page view. Test events are stored as “test_event”, so they are never
          counted as a real sign-in or purchase.
        </p>
        <div className="mt-4 flex flex-wrap items-center gap-4">
          <Button onClick={() => void runTest()} disabled={state === "testing"}>
            {state === "testing" ? "Sending test events..." : "Send test events"}
          </Button>
          <p className="text-slate-800">
            Status: <strong data-testid="analytics-test-state">{STATE_NAMES[state]}</strong>
          </p>
        </div>

        {log.length ? (
          <ol role="log" aria-label="Test results" className="mt-5 space-y-2">
            {log.map((line, index) => (
              <li
                key={index}
                className={
                  "rounded-lg border p-3 " +
                  (line.final ? "text-lg font-bold " : "") +
                  (line.ok === true
                    ? "border-green-300 bg-green-50 text-green-950"
                    : line.ok === false
                      ? "border-red-300 bg-red-50 text-red-950"
                      : "border-slate-200 bg-slate-50 text-slate-900")
                }
              >
                {line.final ? null : (
                  <span className="font-semibold">
                    {line.ok === true ? "OK: " : line.ok === false ? "Failed: " : "Step: "}
                  </span>
                )}
                {line.text}
              </li>
            ))}
          </ol>
        ) : null}
      </div>
    </section>
  );
}
