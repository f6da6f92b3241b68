// Tells the person how a binder build ended when its answer never reached this page (the connection dropped, the
// server restarted): ready to download, or stopped with the one-time pass given back (issue 20).
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TBuildOutcome } from "@courtready/contracts";
import { fetchProgressJson, progressUrl } from "./buildRequest.ts";
import { forgetBuild, lastBuildStateOf, readLastBuild } from "./lastBuild.ts";
import { Button } from "../../components/ui/button.tsx";

/** How often the builder asks about a build still under way on the server. */
export const LAST_BUILD_POLL_MS = 2000;
/** The event useBuildJob sends when a build's answer was lost, so the notice asks again at once. */
export const LAST_BUILD_EVENT = "courtready:last-build";

type Shown =
  | { type: "none" }
  /** The answer was just lost and the server has not said yet how the build is going. */
  | { type: "checking" }
  | { type: "running" }
  /** The answer was lost before every file had arrived: the server never started it, so nothing was charged. */
  | { type: "neverStarted" }
  | { type: "ended"; outcome: TBuildOutcome };

function useLastBuild(): [Shown, () => void] {
  const [shown, setShown] = useState<Shown>({ type: "none" });
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    const again = () => {
      setShown({ type: "checking" });
      setAsked((n) => n + 1);
    };
    window.addEventListener(LAST_BUILD_EVENT, again);
    return () => window.removeEventListener(LAST_BUILD_EVENT, again);
  }, []);
  useEffect(() => {
    const last = readLastBuild(window.localStorage, Date.now());
    if (!last) return;
    const controller = new AbortController();
    let timer: number | undefined;
    const ask = async () => {
      try {
        const { status, body } = await fetchProgressJson(progressUrl(last.buildId), controller.signal);
        if (controller.signal.aborted) return;
        // Signed out: nothing can be said here; the build is asked about again after signing in.
        if (status === 401) return;
        const state = lastBuildStateOf(status, body);
        if (state.type === "unknown") {
          forgetBuild(window.localStorage);
          // Just lost on the way: say so, since the toast promised this note would.
          setShown((now) => (now.type === "checking" ? { type: "neverStarted" } : { type: "none" }));
          return;
        }
        setShown(state);
        if (state.type === "ended") return;
      } catch {
        if (controller.signal.aborted) return;
      }
      timer = window.setTimeout(() => void ask(), LAST_BUILD_POLL_MS);
    };
    void ask();
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [asked]);
  const dismiss = () => {
    forgetBuild(window.localStorage);
    setShown({ type: "none" });
  };
  return [shown, dismiss];
}

/** The outcome's links, in this order; their words are the catalogue's lastBuild.<key>. */
const LINKS = ["pdf", "zip", "kit"] as const;

export function LastBuildNotice() {
  const { t } = useTranslation("builder");
  const [shown, dismiss] = useLastBuild();
  if (shown.type === "none") return null;
  if (shown.type === "checking")
    return (
      <p role="status" className="rounded-lg border border-sky-300 bg-sky-50 p-4 text-slate-900">
        {t("lastBuild.checking")}
      </p>
    );
  if (shown.type === "neverStarted")
    return (
      <div role="status" className="rounded-lg border border-amber-400 bg-amber-50 p-4 text-slate-900">
        <p className="font-semibold">{t("lastBuild.neverStartedTitle")}</p>
        <p className="mt-1">{t("lastBuild.neverStarted")}</p>
        <Button variant="secondary" onClick={dismiss} className="mt-3">
          {t("lastBuild.ok")}
        </Button>
      </div>
    );
  if (shown.type === "running")
    return (
      <p role="status" className="rounded-lg border border-sky-300 bg-sky-50 p-4 text-slate-900">
        {t("lastBuild.running")}
      </p>
    );
  const { outcome } = shown;
  const ready = outcome.state === "done";
  return (
    <div
      role="status"
      className={`rounded-lg border p-4 text-slate-900 ${ready ? "border-emerald-400 bg-emerald-50" : "border-amber-400 bg-amber-50"}`}
    >
      <p className="font-semibold">{ready ? t("lastBuild.ready") : t("lastBuild.notFinished")}</p>
      <p className="mt-1">{outcome.message}</p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {LINKS.map((key) =>
          outcome[key] ? (
            <a
              key={key}
              href={outcome[key]}
              className="rounded-md bg-slate-900 px-4 py-2 font-semibold text-white underline-offset-2 hover:underline"
            >
              {t(`lastBuild.${key}`)}
            </a>
          ) : null,
        )}
        <Button variant="secondary" onClick={dismiss}>
          {ready ? t("lastBuild.done") : t("lastBuild.ok")}
        </Button>
      </div>
    </div>
  );
}
