// /court-information (§2.10): the busiest courts by default; a search or a state switches to every match, 25 a page:
// the courts of the city, borough or ZIP code typed first (each card names the place), then the rest sorted by name.
// Search, state and page live in the address, so Back, reload and shared links keep the view.
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { COURT_STATES, COURTS_PAGE_SIZE, TOP_COURTS } from "@courtready/contracts";
import type { TCourtPreset, TCourtState, TCoverageSummary, TMatchedPlace } from "@courtready/contracts";
import { Spinner } from "../components/ui/spinner.tsx";
import { usePageMeta } from "../features/public/usePageMeta.ts";
import { useCourtSearch, usePresetsSearch, usePresetsSummary } from "../features/courts/api.ts";
import { CourtCard } from "../features/courts/CourtCard.tsx";
import { CourtInformationNav } from "../features/courts/CourtInformationNav.tsx";
import {
  CourtSearchForm,
  ResultsHeading,
  ResultsStatus,
  usePageTurn,
} from "../features/courts/CourtSearch.tsx";
import { CoverageSummary } from "../features/courts/CoverageSummary.tsx";
import { LoadError } from "../features/courts/LoadError.tsx";
import { Pagination } from "../features/courts/Pagination.tsx";
import {
  clampPage,
  countOf,
  pageCount,
  pageSlice,
  parseStateCode,
  sortByLabel,
  STATE_NAMES,
} from "../features/courts/directory.ts";
import type { CourtsT } from "../features/shared/courtsText.ts";
import { useUrlSearch } from "../features/shared/useUrlSearch.ts";

export default function CourtInformationPage() {
  const { t } = useTranslation("courts");
  usePageMeta(t("information.metaTitle"), t("information.metaDescription"));
  const { params, update, q, draft, setDraft, submit, clear } = useUrlSearch();
  const state = parseStateCode(params.get("state"));
  const filtered = q !== "" || state !== null;

  const onStateChange = (code: string) => update({ state: code || null, page: null });

  const summary = usePresetsSummary();
  // A search text goes to the ranked search (places first); a state alone lists the state's courts by name.
  const byState = usePresetsSearch({ state: q === "" ? state : null, q: "" });
  const byText = useCourtSearch({ state, q });
  const search = q === "" ? byState : byText;
  const results = useMemo(
    () =>
      q === ""
        ? sortByLabel(Object.values(byState.data ?? {})).map(unplaced)
        : inSearchOrder(byText.data?.results),
    [q, byState.data, byText.data],
  );
  const pages = pageCount(results.length, COURTS_PAGE_SIZE);
  const page = clampPage(params.get("page"), pages);
  const visible = pageSlice(results, page, COURTS_PAGE_SIZE);
  const byPlace = results.some((result) => result.place !== null);
  const status = filtered
    ? searchStatus(t, search, results.length, page, visible.length, byPlace)
    : topStatus(t, summary);

  const { headingRef, goToPage } = usePageTurn(update);

  return (
    <div>
      <CourtInformationNav />
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t("information.title")}</h1>
      <Intro coverage={summary.data?.coverage} />

      <CourtSearchForm
        className="mt-6 grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-[minmax(0,1fr)_minmax(16rem,max-content)] sm:p-6"
        buttonsClassName="flex flex-wrap gap-3 sm:col-span-2"
        label={t("information.searchLabel")}
        hint={t("information.searchHint")}
        draft={draft}
        setDraft={setDraft}
        submit={submit}
        canClear={filtered || draft !== ""}
        clearLabel={t("information.clearSearch")}
        onClear={() => clear({ state: null })}
      >
        <StateSelect value={state} onChange={onStateChange} />
      </CourtSearchForm>

      <section aria-labelledby="results-title" className="mt-8">
        <ResultsHeading id="results-title" headingRef={headingRef}>
          {filtered ? resultsTitle(t, state, q) : t("information.busiestTitle", { top: TOP_COURTS })}
        </ResultsHeading>
        {filtered ? null : <p className="mt-1 max-w-3xl text-slate-700">{t("information.ranking")}</p>}
        <ResultsStatus id="court-results-status" emphasis={status.emphasis}>
          {status.text}
        </ResultsStatus>
        {filtered ? (
          <FilteredResults
            query={search}
            visible={visible}
            page={page}
            pages={pages}
            onPageChange={goToPage}
          />
        ) : (
          <TopCourts query={summary} />
        )}
      </section>

      {/* After the results, so that on a phone the courts come straight after the search. */}
      {summary.data ? <CoverageSummary coverage={summary.data.coverage} /> : null}
    </div>
  );
}

function resultsTitle(t: CourtsT, state: TCourtState | null, q: string): string {
  const where = state
    ? t("information.courtsIn", { state: STATE_NAMES.get(state) })
    : t("information.courts");
  return q ? t("information.matching", { where, q }) : where;
}

function StateSelect({ value, onChange }: { value: TCourtState | null; onChange: (code: string) => void }) {
  const { t } = useTranslation("courts");
  return (
    <div>
      <label htmlFor="court-state" className="block text-base font-semibold text-slate-900">
        {t("information.stateLabel")}
      </label>
      <select
        id="court-state"
        value={value ?? ""}
        onChange={(event) => onChange(event.target.value)}
        className="mt-1.5 block min-h-12 w-full rounded-lg border-2 border-slate-400 bg-white px-3 py-2 text-base text-slate-900 hover:border-slate-600"
      >
        <option value="">{t("information.allStates")}</option>
        {COURT_STATES.map(([code, name]) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}

interface Status {
  text: string;
  /** Outcomes that replace the list (nothing found) are shown larger than a count. */
  emphasis: boolean;
}

function topStatus(t: CourtsT, query: ReturnType<typeof usePresetsSummary>): Status {
  if (query.isError) return { text: "", emphasis: false };
  if (!query.data) return { text: t("information.loadingBusiest"), emphasis: false };
  if (query.data.top.length === 0) return { text: t("information.noRanking"), emphasis: true };
  return {
    text: t("information.showingBusiest", { courts: countOf(t, "busiestCourt", query.data.top.length) }),
    emphasis: false,
  };
}

function searchStatus(
  t: CourtsT,
  query: { isError: boolean; data?: unknown; isPlaceholderData: boolean },
  total: number,
  page: number,
  shown: number,
  byPlace: boolean,
): Status {
  if (query.isError) return { text: "", emphasis: false };
  if (!query.data || query.isPlaceholderData) return { text: t("information.searching"), emphasis: false };
  if (total === 0) return { text: t("search.noCourtsFound"), emphasis: true };
  if (total === 1) return { text: t("information.showingOne"), emphasis: false };
  const order = t(byPlace ? "information.orderByPlace" : "information.orderByName");
  const courts = countOf(t, "court", total);
  if (shown === total) return { text: t("information.showingAll", { courts, order }), emphasis: false };
  const first = (page - 1) * COURTS_PAGE_SIZE + 1;
  return {
    text: t("information.showingRange", { first, last: first + shown - 1, courts, order }),
    emphasis: false,
  };
}

/** A court of the results and the place it was found by, if any. */
interface Result {
  preset: TCourtPreset;
  place: TMatchedPlace | null;
}

const unplaced = (preset: TCourtPreset): Result => ({ preset, place: null });

/** The search's order: the courts found by place as the server ranked them, then the others by name. */
function inSearchOrder(results: readonly Result[] | undefined): Result[] {
  if (!results) return [];
  const placed = results.filter((result) => result.place !== null);
  const byName = sortByLabel(
    results.filter((result) => result.place === null).map((result) => result.preset),
  );
  return [...placed, ...byName.map(unplaced)];
}

/**
 * What the directory holds, said plainly: only what the cards really show. Addresses, phone numbers and hours are
 * promised only once the data has a sourced one (coverage.contactCourts); until then the page says where to look.
 */
function Intro({ coverage }: { coverage: TCoverageSummary | undefined }) {
  const { t } = useTranslation("courts");
  const contact = coverage?.contactCourts ?? 0;
  return (
    <div className="mt-2 max-w-3xl space-y-2 text-lg text-slate-700">
      <p>{t("information.introFind")}</p>
      <p className="text-base">
        {contact > 0
          ? t("information.introContact", { courts: countOf(t, "court", contact) })
          : t("information.introNoContact")}{" "}
        {t("information.introWebsite")}
      </p>
    </div>
  );
}

function TopCourts({ query }: { query: ReturnType<typeof usePresetsSummary> }) {
  const { t } = useTranslation("courts");
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (!query.data) return <Spinner label={t("search.loadingCourts")} />;
  return <CardList results={query.data.top.map(unplaced)} ranked />;
}

interface FilteredResultsProps {
  query: {
    isError: boolean;
    isFetching: boolean;
    isPlaceholderData: boolean;
    data?: unknown;
    refetch: () => Promise<unknown>;
  };
  visible: Result[];
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
}

function FilteredResults({ query, visible, page, pages, onPageChange }: FilteredResultsProps) {
  const { t } = useTranslation("courts");
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (!query.data) return <Spinner label={t("information.searchingCourts")} />;
  // While a new search loads, the previous results stay, dimmed and marked busy.
  const stale = query.isPlaceholderData;
  if (visible.length === 0) {
    return stale ? null : <p className="mt-1 text-slate-700">{t("information.noneHint")}</p>;
  }
  return (
    <div aria-busy={stale} className={stale ? "opacity-60" : undefined}>
      <CardList results={visible} />
      <Pagination
        page={page}
        pageCount={pages}
        onPageChange={onPageChange}
        numbered
        label={t("information.pagesLabel")}
      />
    </div>
  );
}

function CardList({ results, ranked = false }: { results: Result[]; ranked?: boolean }) {
  if (results.length === 0) return null;
  return (
    <ol className="mt-4 space-y-4">
      {results.map(({ preset, place }, index) => (
        <li key={preset.id}>
          <CourtCard preset={preset} place={place} rank={ranked ? index + 1 : undefined} />
        </li>
      ))}
    </ol>
  );
}
