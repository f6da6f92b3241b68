// /test-analytics (accounts-dashboard-and-pages.md §2.18, §8): a developer tool. It shows the host, the full address
// and which analytics are active, and "Send test events" sends a test event and a page view to our server (and to
// Google's tag when one is configured), logging each step and ending in 'Connection Successful!' or
// 'Connection Failed' (in the reader's language: the pages catalogue). States: idle, testing, success, error.
import { useRef, useState } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import type { TAnalyticsEvent } from "@courtready/contracts";
import { serverMessage } from "../api/client.ts";
import { Button } from "../components/ui/button.tsx";
import { FactList } from "../components/ui/fact-list.tsx";
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
type T = TFunction<"pages">;

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

function googleDescription(status: AnalyticsStatus, t: T): string {
  if (status.config === "loading") return t("testAnalytics.google.loading");
  if (status.config === "failed") return t("testAnalytics.google.failed");
  const id = status.googleAnalyticsId;
  if (!id) return t("testAnalytics.google.notConfigured");
  if (status.googleTag === "loaded") return t("testAnalytics.google.loaded", { id });
  if (status.googleTag === "failed") return t("testAnalytics.google.notLoaded", { id });
  return t("testAnalytics.google.tagLoading", { id });
}

export default function TestAnalyticsPage() {
  const { t } = useTranslation("pages");
  usePageTitle(t("testAnalytics.title"));
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

    add(null, t("testAnalytics.log.reading"));
    const config = await initAnalytics();
    if (config) {
      const google = config.googleAnalyticsId
        ? t("testAnalytics.log.googleConfigured", { id: config.googleAnalyticsId })
        : t("testAnalytics.google.notConfigured");
      add(true, t("testAnalytics.log.settingsRead", { google }));
    } else {
      add(false, t("testAnalytics.log.settingsFailed"));
    }

    const path = window.location.pathname;
    const events: TAnalyticsEvent[] = [
      { name: "test_event", path, label: TEST_LABEL },
      { name: "page_view", path, label: TEST_LABEL },
    ];
    add(null, t("testAnalytics.log.sending"));
    try {
      const answer = await sendAnalyticsEvents(events);
      add(true, t("testAnalytics.log.accepted", { count: answer.accepted }));
    } catch (error) {
      failure = t("testAnalytics.log.sendFailed");
      add(false, `${failure}: ${serverMessage(error, t("testAnalytics.log.unreachable"))}`);
    }

    if (config?.googleAnalyticsId) {
      add(null, t("testAnalytics.log.checkingGoogle"));
      // The script may still be arriving; give it a few seconds before calling it missing.
      if ((await settledGoogleTag(GOOGLE_TAG_WAIT_MS)) === "loaded") {
        for (const event of events) sendToGoogle(event);
        add(true, t("testAnalytics.log.sentToGoogle", { id: config.googleAnalyticsId }));
      } else {
        failure ??= t("testAnalytics.log.scriptNotLoaded");
        add(false, t("testAnalytics.log.scriptNotLoaded"));
      }
    } else if (config) {
      add(null, t("testAnalytics.log.googleNotConfigured"));
    }

    add(!failure, failure ? t("testAnalytics.log.testFailed") : t("testAnalytics.log.testSuccess"), true);
    setState(failure ? "error" : "success");
    running.current = false;
  };

  const rows: [string, string][] = [
    [t("testAnalytics.rows.host"), window.location.host],
    [t("testAnalytics.rows.url"), window.location.href],
    [
      t("testAnalytics.rows.firstParty"),
      status.config === "failed"
        ? t("testAnalytics.rows.firstPartyFailed")
        : t("testAnalytics.rows.firstPartyOn"),
    ],
    [t("testAnalytics.rows.google"), googleDescription(status, t)],
  ];

  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-2xl space-y-6">
      <header>
        <h1 id="page-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t("testAnalytics.title")}
        </h1>
        <p className="mt-2 text-lg text-slate-700">{t("testAnalytics.lead")}</p>
      </header>

      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 className="text-xl font-bold text-slate-900">{t("testAnalytics.details")}</h2>
        <FactList rows={rows} className="mt-3" />
      </div>

      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 className="text-xl font-bold text-slate-900">{t("testAnalytics.testTitle")}</h2>
        <p className="mt-2 text-slate-700">{t("testAnalytics.testText")}</p>
        <div className="mt-4 flex flex-wrap items-center gap-4">
          <Button onClick={() => void runTest()} disabled={state === "testing"}>
            {state === "testing" ? t("testAnalytics.sendingButton") : t("testAnalytics.sendButton")}
          </Button>
          <p className="text-slate-800">
            {t("testAnalytics.status")}
            <strong data-testid="analytics-test-state">{t(`testAnalytics.states.${state}`)}</strong>
          </p>
        </div>

        {log.length ? (
          <ol role="log" aria-label={t("testAnalytics.results")} className="mt-5 space-y-2">
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
                    {t(
                      line.ok === true
                        ? "testAnalytics.log.ok"
                        : line.ok === false
                          ? "testAnalytics.log.failed"
                          : "testAnalytics.log.step",
                    )}
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
