// One state's section of /courts: its name and count, then its courts by name — all of them (loaded per state) or,
// during a search by court name or city, only the matches.
import { useId } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { TPresetsResponse } from "@courtready/contracts";
import { Spinner } from "../../components/ui/spinner.tsx";
import { CourtRow } from "./CourtRow.tsx";
import { LoadError } from "./LoadError.tsx";
import { countOf, sortByLabel } from "./directory.ts";
import type { StateGroup } from "./directory.ts";

export function StateGroupSection({
  group,
  query,
}: {
  group: StateGroup;
  /** The state's presets, for a group that lists the whole state. */
  query: UseQueryResult<TPresetsResponse> | undefined;
}) {
  const { t } = useTranslation("courts");
  const titleId = useId();
  const courts = countOf(t, "court", group.courts);
  const presets = group.wholeState
    ? query?.data
      ? sortByLabel(Object.values(query.data))
      : null
    : group.hits;
  return (
    <section aria-labelledby={titleId} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h3 id={titleId} className="text-lg font-bold text-slate-900 sm:text-xl">
        {group.name}{" "}
        <span className="text-base font-normal text-slate-600">
          — {group.wholeState ? courts : t("directory.groupFound", { courts, count: group.courts })}
        </span>
      </h3>
      {query?.isError ? (
        <div className="mt-3">
          <LoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />
        </div>
      ) : presets === null ? (
        <Spinner label={t("directory.loadingState", { state: group.name })} />
      ) : (
        <ul className="mt-2 divide-y divide-slate-200">
          {presets.map((preset) => (
            <li key={preset.id} className="py-3">
              <CourtRow preset={preset} place={group.placeOf?.[preset.id]} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
