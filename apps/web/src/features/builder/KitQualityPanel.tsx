// After the enhanced kit downloads: the quality report's verdict in words (never colour alone) and its list of what
// to fix or check before filing, so a person learns about a full Social Security number before the clerk does.
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { TKitQuality } from "@courtready/contracts";

/** Each verdict's mark and colours; its words are the catalogue's kitQuality.<status>. */
const VERDICT: Record<TKitQuality["status"], { mark: string; box: string }> = {
  ok: { mark: "✓", box: "border-green-700 bg-green-50" },
  check: { mark: "!", box: "border-amber-500 bg-amber-50" },
  fix: { mark: "✕", box: "border-red-700 bg-red-50" },
};

export function KitQualityPanel({ quality }: { quality: TKitQuality }) {
  const { t } = useTranslation("builder");
  const verdict = VERDICT[quality.status];
  const ref = useRef<HTMLElement>(null);
  // Moved to when a new verdict arrives, so a screen reader (and a phone's scroll) lands on what to fix.
  useEffect(() => ref.current?.focus(), [quality]);
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby="builder-kit-quality-title"
      className={`rounded-xl border-2 p-4 text-slate-900 ${verdict.box}`}
    >
      <h3 id="builder-kit-quality-title" className="text-lg font-bold">
        <span aria-hidden="true">{verdict.mark} </span>
        {t("kitQuality.title", { verdict: t(`kitQuality.${quality.status}`) })}
      </h3>
      {quality.summary.length > 0 ? (
        <ul className="mt-2 list-disc space-y-1 pl-6">
          {quality.summary.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-2">{t("kitQuality.nothing")}</p>
      )}
      <p className="mt-3 text-sm text-slate-700">{t("kitQuality.fullReport")}</p>
    </section>
  );
}
