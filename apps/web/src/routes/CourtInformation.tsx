// /court-information (§2.10): the busiest courts by default; a search or a state switches to every match, 25 a page:
// the courts of the city, borough or ZIP code typed first (each card names the place), then the rest sorted by name.
// Search, state and page live in the address, so Back, reload and shared links keep the view.
import { useMemo } from "react";
import { COURT_STATES, COURTS_PAGE_SIZE, NO_COURTS_FOUND, TOP_COURTS } from "@courtready/contracts";
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
  pageCount,
  pageSlice,
  parseStateCode,
  plural,
  sortByLabel,
  STATE_NAMES,
} from "../features/courts/directory.ts";
import { useUrlSearch } from "../features/shared/useUrlSearch.ts";

export default function CourtInformationPage() {
  usePageMeta(
    "Court Information",
    "How US courts want exhibits: e-filing systems, file size limits and exhibit labeling, with the source of each fact.",
  );
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
    ? searchStatus(search, results.length, page, visible.length, byPlace)
    : topStatus(summary);

  const { headingRef, goToPage } = usePageTurn(update);

  return (
    <div>
      <CourtInformationNav />
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Court Information Directory</h1>
      <Intro coverage={summary.data?.coverage} />

      <CourtSearchForm
        className="mt-6 grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-[minmax(0,1fr)_16rem] sm:p-6"
        buttonsClassName="flex flex-wrap gap-3 sm:col-span-2"
        label="Search by court name, county, city or court ID"
        hint="For example: Houston, Brooklyn, 77002, Cook County or ca_los_angeles"
        draft={draft}
        setDraft={setDraft}
        submit={submit}
        canClear={filtered || draft !== ""}
        clearLabel="Clear search"
        onClear={() => clear({ state: null })}
      >
        <StateSelect value={state} onChange={onStateChange} />
      </CourtSearchForm>

      <section aria-labelledby="results-title" className="mt-8">
        <ResultsHeading id="results-title" headingRef={headingRef}>
          {filtered ? resultsTitle(state, q) : `The ${TOP_COURTS} busiest courts`}
        </ResultsHeading>
        {filtered ? null : (
          <p className="mt-1 max-w-3xl text-slate-700">
            Ranked by county population (2020 Census), since no national caseload ranking exists. Search or
            choose a state to find any other court.
          </p>
        )}
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

function resultsTitle(state: TCourtState | null, q: string): string {
  const where = state ? `Courts in ${STATE_NAMES.get(state)}` : "Courts";
  return q ? `${where} matching “${q}”` : where;
}

function StateSelect({ value, onChange }: { value: TCourtState | null; onChange: (code: string) => void }) {
  return (
    <div>
      <label htmlFor="court-state" className="block text-base font-semibold text-slate-900">
        State or territory
      </label>
      <select
        id="court-state"
        value={value ?? ""}
        onChange={(event) => onChange(event.target.value)}
        className="mt-1.5 block min-h-12 w-full rounded-lg border-2 border-slate-400 bg-white px-3 py-2 text-base text-slate-900 hover:border-slate-600"
      >
        <option value="">All states and territories</option>
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

function topStatus(query: ReturnType<typeof usePresetsSummary>): Status {
  if (query.isError) return { text: "", emphasis: false };
  if (!query.data) return { text: "Loading the busiest courts...", emphasis: false };
  if (query.data.top.length === 0) {
    return {
      text: "The ranking needs county population figures, which the directory does not have yet. Search or choose a state to find your court.",
      emphasis: true,
    };
  }
  return {
    text: `Showing the ${plural(query.data.top.length, "busiest court", "busiest courts")}.`,
    emphasis: false,
  };
}

function searchStatus(
  query: { isError: boolean; data?: unknown; isPlaceholderData: boolean },
  total: number,
  page: number,
  shown: number,
  byPlace: boolean,
): Status {
  if (query.isError) return { text: "", emphasis: false };
  if (!query.data || query.isPlaceholderData) return { text: "Searching...", emphasis: false };
  if (total === 0) return { text: NO_COURTS_FOUND, emphasis: true };
  if (total === 1) return { text: "Showing 1 court.", emphasis: false };
  const order = byPlace ? "the courts of the place you named first, then the rest by name" : "sorted by name";
  if (shown === total) return { text: `Showing all ${plural(total, "court")}, ${order}.`, emphasis: false };
  const first = (page - 1) * COURTS_PAGE_SIZE + 1;
  return {
    text: `Showing ${first}–${first + shown - 1} of ${plural(total, "court")}, ${order}.`,
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
  const contact = coverage?.contactCourts ?? 0;
  return (
    <div className="mt-2 max-w-3xl space-y-2 text-lg text-slate-700">
      <p>
        Find your county's trial court by city, borough, ZIP code or county. Each card gives the court's name
        and exhibit labeling rules and, where we have a source, its e-filing system and file size limit.
      </p>
      <p className="text-base">
        {contact > 0
          ? `Addresses, phone numbers or hours are listed for ${plural(contact, "court")} so far; for the others, check with the court clerk.`
          : "Addresses, phone numbers and hours are not listed yet: check them with the court clerk."}{" "}
        Cards link to the state's court website where we have it.
      </p>
    </div>
  );
}

function TopCourts({ query }: { query: ReturnType<typeof usePresetsSummary> }) {
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (!query.data) return <Spinner label="Loading courts" />;
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
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (!query.data) return <Spinner label="Searching courts" />;
  // While a new search loads, the previous results stay, dimmed and marked busy.
  const stale = query.isPlaceholderData;
  if (visible.length === 0) {
    return stale ? null : (
      <p className="mt-1 text-slate-700">
        Check the spelling, try part of the name (for example the county), or choose a state instead.
      </p>
    );
  }
  return (
    <div aria-busy={stale} className={stale ? "opacity-60" : undefined}>
      <CardList results={visible} />
      <Pagination
        page={page}
        pageCount={pages}
        onPageChange={onPageChange}
        numbered
        label="Court results pages"
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
