// The Coverage Summary (§2.10): how many courts, states and territories, and e-filing courts the directory holds,
// all counted from the data by the server.
import type { TCoverageSummary } from "@courtready/contracts";
import { plural } from "./directory.ts";

export function CoverageSummary({ coverage }: { coverage: TCoverageSummary }) {
  const dc = coverage.jurisdictions - coverage.states - coverage.territories;
  const places = [
    plural(coverage.states, "state"),
    dc > 0 ? "DC" : null,
    coverage.territories > 0 ? plural(coverage.territories, "territory", "territories") : null,
  ].filter(Boolean);
  const tiles = [
    {
      label: "Courts",
      value: coverage.courts,
      detail: `${plural(coverage.stateCourts, "state court")}, ${plural(coverage.federalCourts, "federal court")}`,
    },
    { label: "States and territories", value: coverage.jurisdictions, detail: places.join(", ") },
    { label: "E-filing courts", value: coverage.eFilingCourts, detail: "accept filings online" },
  ];
  return (
    <section aria-labelledby="coverage-title" className="mt-10">
      <h2 id="coverage-title" className="text-lg font-bold text-slate-900">
        Coverage Summary
      </h2>
      <dl className="mt-2 grid grid-cols-3 gap-2 sm:gap-4">
        {tiles.map((tile) => (
          <div key={tile.label} className="rounded-xl border border-slate-200 bg-white p-2.5 sm:p-4">
            <dt className="text-sm leading-tight font-semibold text-slate-700">{tile.label}</dt>
            <dd className="mt-1 text-xl font-bold text-slate-900 tabular-nums sm:text-3xl">
              {tile.value.toLocaleString("en-US")}
            </dd>
            {/* The breakdown needs room; on a phone the three totals alone say enough. */}
            <dd className="hidden text-sm text-slate-600 sm:block">{tile.detail}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
