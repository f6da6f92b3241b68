// The dashboard's storage bar (issue 20 item 5): how much of the person's quota their saved projects (with their
// filed binders) and library files take, in words and as a bar, and what to do when it is nearly full.
import { useId } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
// Starts i18next, so this screen shows its words even when rendered on its own (render tests).
import "../../i18n/index.ts";
import { STORAGE_USAGE_URL, formatStorage } from "@courtready/contracts";
import type { TStorageUsage } from "@courtready/contracts";
import { PercentBar } from "../../components/ui/percent-bar.tsx";

/** Whole percent used, never past 100 (a quota lowered by the operator can leave someone over it). */
export function usedPercent(usage: Pick<TStorageUsage, "usedBytes" | "quotaBytes">): number {
  if (usage.quotaBytes <= 0) return 100;
  return Math.min(100, Math.round((usage.usedBytes / usage.quotaBytes) * 100));
}

/** From this share of the quota on, the bar turns red and says what to delete. */
export const NEARLY_FULL_PERCENT = 90;

export function StorageUsage() {
  const { t } = useTranslation("library");
  const titleId = useId();
  // Read afresh whenever the dashboard opens: saves from the builder change it without passing through here.
  const { data: usage } = useQuery<TStorageUsage>({ queryKey: [STORAGE_USAGE_URL], staleTime: 0 });
  if (!usage) return null;
  const percent = usedPercent(usage);
  const words = t("storage.usage", {
    used: formatStorage(usage.usedBytes),
    quota: formatStorage(usage.quotaBytes),
  });
  const nearlyFull = percent >= NEARLY_FULL_PERCENT;
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={titleId} className="text-xl font-bold text-slate-900">
          {t("storage.title")}
        </h2>
        <p className="font-semibold text-slate-900">
          {words} <span className="font-normal text-slate-700">({percent}%)</span>
        </p>
      </div>
      <PercentBar
        role="meter"
        labelledBy={titleId}
        percent={percent}
        valueText={words}
        className="mt-3 h-3 bg-slate-200"
        fillClassName={nearlyFull ? "bg-red-700" : "bg-blue-800"}
      />
      <p className="mt-2 text-sm text-slate-700">
        {t("storage.projectsShare")} {formatStorage(usage.projectBytes)} · {t("storage.libraryShare")}{" "}
        {formatStorage(usage.libraryBytes)}. {t("storage.hint")}
      </p>
      {nearlyFull ? (
        <p role="status" className="mt-2 font-semibold text-red-800">
          {t("storage.nearlyFull")}
        </p>
      ) : null}
    </section>
  );
}
