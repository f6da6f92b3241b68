// /courts (§2.11): every court grouped by state name, 10 states a page, a search by court name, city or state, and
// the collapsible busiest-courts list. A search that names a city or borough opens on its state, its courts first.
// Only the states on screen are downloaded, one cached request each.
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { STATES_PAGE_SIZE } from "@courtready/contracts";
import { Spinner } from "../components/ui/spinner.tsx";
import { usePageMeta } from "../features/public/usePageMeta.ts";
import { useCourtSearch, usePresetsSummary, useStatesPresets } from "../features/courts/api.ts";
import { BusiestCourts } from "../features/courts/BusiestCourts.tsx";
import {
  CourtSearchForm,
  ResultsHeading,
  ResultsStatus,
  usePageTurn,
} from "../features/courts/CourtSearch.tsx";
import { LoadError } from "../features/courts/LoadError.tsx";
import { Pagination } from "../features/courts/Pagination.tsx";
import { StateGroupSection } from "../features/courts/StateGroupSection.tsx";
import { clampPage, countOf, pageCount, pageSlice, stateGroups } from "../features/courts/directory.ts";
import type { StateGroup } from "../features/courts/directory.ts";
import type { CourtsT } from "../features/shared/courtsText.ts";
import { placeName } from "../features/shared/matchedPlace.ts";
import { useUrlSearch } from "../features/shared/useUrlSearch.ts";

export default function CourtsPage() {
  const { t } = useTranslation("courts");
  usePageMeta(t("directory.metaTitle"), t("directory.metaDescription"));
  const { params, update, q, draft, setDraft, submit, clear } = useUrlSearch();
  const summary = usePresetsSummary();
  // No placeholder here: the groups are made from the search's hits and its text together, so they must match.
  const search = useCourtSearch({ state: null, q }, false);
  const groups = useMemo(() => {
    const results = search.data?.results ?? [];
    // The courts found by the city, borough or ZIP code typed, in rank order: their states open the list.
    const placed = new Map(
      results.flatMap((result) =>
        result.place ? [[result.preset.id, placeName(result.place, t)] as const] : [],
      ),
    );
    return stateGroups(
      summary.data?.states ?? [],
      q,
      results.map((result) => result.preset),
      placed,
    );
  }, [summary.data, q, search.data, t]);
  const pages = pageCount(groups.length, STATES_PAGE_SIZE);
  const page = clampPage(params.get("page"), pages);
  const onPage = pageSlice(groups, page, STATES_PAGE_SIZE);
  const wholeStates = onPage.filter((group) => group.wholeState).map((group) => group.state);
  const stateQueries = useStatesPresets(wholeStates);
  const queryOfState = new Map(wholeStates.map((state, index) => [state, stateQueries[index]]));

  const { headingRef, goToPage } = usePageTurn(update);

  const loading = !summary.data || (q !== "" && !search.data);
  const failed = summary.isError ? summary : q !== "" && search.isError ? search : null;
  const totalCourts = groups.reduce((sum, group) => sum + group.courts, 0);

  return (
    <div>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("directory.title")}</h1>
      <p className="mt-2 max-w-3xl text-lg text-slate-700">{t("directory.intro")}</p>

      <BusiestCourts query={summary} />

      <CourtSearchForm
        className="mt-6 flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-end sm:p-6"
        fieldClassName="flex-1"
        buttonsClassName="flex gap-3"
        label={t("directory.searchLabel")}
        hint={t("directory.searchHint")}
        draft={draft}
        setDraft={setDraft}
        submit={submit}
        canClear={q !== "" || draft !== ""}
        clearLabel={t("directory.clear")}
        onClear={() => clear()}
      />

      <section aria-labelledby="courts-by-state" className="mt-8">
        <ResultsHeading id="courts-by-state" headingRef={headingRef}>
          {q ? t("directory.headingMatching", { q }) : t("directory.headingByState")}
        </ResultsHeading>
        <ResultsStatus id="courts-status" emphasis={!failed && !loading && groups.length === 0}>
          {failed
            ? ""
            : loading
              ? t("directory.loading")
              : statusText(t, q, groups.length, totalCourts, page, pages)}
        </ResultsStatus>
        {failed ? (
          <div className="mt-3">
            <LoadError onRetry={() => void failed.refetch()} retrying={failed.isFetching} />
          </div>
        ) : loading ? (
          <Spinner label={t("search.loadingCourts")} />
        ) : groups.length === 0 ? (
          <p className="mt-1 text-slate-700">{t("directory.noneHint")}</p>
        ) : (
          <>
            <div className="mt-4 space-y-4">
              {onPage.map((group: StateGroup) => (
                <StateGroupSection key={group.state} group={group} query={queryOfState.get(group.state)} />
              ))}
            </div>
            <Pagination
              page={page}
              pageCount={pages}
              onPageChange={goToPage}
              label={t("directory.pagesLabel")}
            />
          </>
        )}
      </section>
    </div>
  );
}

function statusText(
  t: CourtsT,
  q: string,
  states: number,
  courts: number,
  page: number,
  pages: number,
): string {
  if (states === 0) return t("search.noCourtsFound");
  const words = {
    courts: countOf(t, "court", courts),
    where: countOf(t, "stateOrTerritory", states),
    page,
    pages,
  };
  return q ? t("directory.statusFound", words) : t("directory.statusAll", words);
}
