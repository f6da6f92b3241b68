// The Coverage Summary (§2.10): how many courts, states and territories, and e-filing courts the directory holds,
// all counted from the data by the server.
import { useTranslation } from "react-i18next";
import type { TCoverageSummary } from "@courtready/contracts";
import { formatCount } from "../shared/courtsText.ts";
import { countOf } from "./directory.ts";

export function CoverageSummary({ coverage }: { coverage: TCoverageSummary }) {
  const { t } = useTranslation("courts");
  const dc = coverage.jurisdictions - coverage.states - coverage.territories;
  const places = [
    countOf(t, "state", coverage.states),
    dc > 0 ? t("coverage.dc") : null,
    coverage.territories > 0 ? countOf(t, "territory", coverage.territories) : null,
  ].filter(Boolean);
  const tiles = [
    {
      label: t("coverage.courts"),
      value: coverage.courts,
      detail: `${countOf(t, "stateCourt", coverage.stateCourts)}, ${countOf(t, "federalCourt", coverage.federalCourts)}`,
    },
    { label: t("coverage.jurisdictions"), value: coverage.jurisdictions, detail: places.join(", ") },
    {
      label: t("coverage.eFilingCourts"),
      value: coverage.eFilingCourts,
      detail: t("coverage.eFilingDetail"),
    },
  ];
  return (
    <section aria-labelledby="coverage-title" className="mt-10">
      <h2 id="coverage-title" className="text-lg font-bold text-slate-900">
        {t("coverage.title")}
      </h2>
      <dl className="mt-2 grid grid-cols-3 gap-2 sm:gap-4">
        {tiles.map((tile) => (
          <div key={tile.label} className="rounded-xl border border-slate-200 bg-white p-2.5 sm:p-4">
            <dt className="text-sm leading-tight font-semibold text-slate-700">{tile.label}</dt>
            <dd className="mt-1 text-xl font-bold text-slate-900 tabular-nums sm:text-3xl">
              {formatCount(tile.value)}
            </dd>
            {/* The breakdown needs room; on a phone the three totals alone say enough. */}
            <dd className="hidden text-sm text-slate-600 sm:block">{tile.detail}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
