// The one progress bar of a build: what is being made, the stage in words, and how far along it is. Screen readers
// hear the stage when it changes (not every percent), and can read the bar's value at any time.
import { useTranslation } from "react-i18next";
import type { BuildKind } from "./payload.ts";
import type { ProgressState } from "./progress.ts";
import { PercentBar } from "../../components/ui/percent-bar.tsx";

export function BuildProgressBar({ job, progress }: { job: BuildKind; progress: ProgressState }) {
  const { t } = useTranslation("builder");
  const titleId = `build-progress-${job}`;
  return (
    <div className="rounded-xl border-2 border-blue-200 bg-blue-50 p-4">
      <div className="flex items-baseline justify-between gap-3">
        <p id={titleId} className="font-semibold text-slate-900">
          {t(`progress.jobs.${job}`)}…
        </p>
        <p className="shrink-0 font-semibold text-blue-900 tabular-nums" aria-hidden="true">
          {progress.percent}%
        </p>
      </div>
      <PercentBar
        role="progressbar"
        labelledBy={titleId}
        percent={progress.percent}
        valueText={`${progress.percent}%: ${progress.label}`}
        className="mt-2 h-3 w-full bg-white ring-1 ring-blue-300"
        fillClassName="bg-blue-800 transition-[width] duration-300"
      />
      <p className="mt-2 text-slate-800" aria-live="polite">
        {progress.label}
      </p>
      <p className="mt-1 text-sm text-slate-600">{t("progress.keepOpen")}</p>
    </div>
  );
}
