// The collapsible 'Top 25 Busiest Courts' list of /courts (§2.11): rank, name, city, state, phone and website,
// ranked by county population because no national caseload ranking exists.
import { useTranslation } from "react-i18next";
import { TOP_COURTS } from "@courtready/contracts";
import { useDisclosure } from "../../components/ui/disclosure.ts";
import { Spinner } from "../../components/ui/spinner.tsx";
import type { usePresetsSummary } from "./api.ts";
import { CourtRow } from "./CourtRow.tsx";
import { LoadError } from "./LoadError.tsx";

export function BusiestCourts({ query }: { query: ReturnType<typeof usePresetsSummary> }) {
  const { t } = useTranslation("courts");
  const { open, panelId, toggle } = useDisclosure();
  return (
    <section className="mt-6 rounded-xl border border-slate-200 bg-white">
      <h2 className="text-lg font-bold text-slate-900 sm:text-xl">
        <button
          type="button"
          {...toggle}
          className="flex min-h-12 w-full items-center justify-between gap-3 rounded-xl px-4 py-3 text-left hover:bg-slate-50 sm:px-6"
        >
          <span>{t("busiest.heading", { top: TOP_COURTS })}</span>
          <span className="flex items-center gap-2 text-base font-semibold text-blue-800">
            {open ? t("busiest.hide") : t("busiest.show")}
            <svg
              viewBox="0 0 20 20"
              className={"size-5 transition-transform " + (open ? "rotate-180" : "")}
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              aria-hidden="true"
            >
              <path d="M5 8l5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </span>
        </button>
      </h2>
      <div id={panelId} hidden={!open} className="border-t border-slate-200 px-4 pt-3 pb-4 sm:px-6">
        <p className="text-slate-700">{t("busiest.ranking")}</p>
        {query.isError ? (
          <div className="mt-3">
            <LoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />
          </div>
        ) : !query.data ? (
          <Spinner label={t("busiest.loading")} />
        ) : query.data.top.length === 0 ? (
          <p className="mt-3 font-semibold text-slate-900">{t("busiest.noRanking")}</p>
        ) : (
          <ol
            className="mt-2 divide-y divide-slate-200"
            aria-label={t("busiest.listLabel", { top: TOP_COURTS })}
          >
            {query.data.top.map((preset, index) => (
              <li key={preset.id} className="flex gap-3 py-3">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-blue-50 font-bold text-blue-900 tabular-nums">
                  <span className="sr-only">{t("busiest.rank")}</span>
                  {index + 1}
                </span>
                <CourtRow preset={preset} variant="full" />
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
