// The directory's queries. A query key is its URL (the app's default query function GETs it); the browser's HTTP
// cache revalidates with the server's ETag, so a repeated visit costs a 304.
import { keepPreviousData, queryOptions, useQueries, useQuery } from "@tanstack/react-query";
import type {
  TCourtState,
  TFilingProfile,
  TPresetsResponse,
  TPresetsSummaryResponse,
} from "@courtready/contracts";

import { presetsUrl } from "../shared/presets.ts";

export const PRESETS_SUMMARY_URL = "/api/presets/summary";

/** The ranked search, shared with the builder's court field (../shared/courtSearch.ts). */
export { useCourtSearch } from "../shared/courtSearch.ts";

/** Coverage counts, the busiest courts and each state's count (GET /api/presets/summary). */
export function usePresetsSummary() {
  return useQuery<TPresetsSummaryResponse>({ queryKey: [PRESETS_SUMMARY_URL] });
}

/**
 * Presets matching a state and/or search; nothing is fetched while both are empty. With `keepPrevious` the previous
 * answer stays on screen (marked as placeholder data) while the next one loads, so typing does not blank the list.
 */
export function usePresetsSearch(filters: { state: TCourtState | null; q: string }, keepPrevious = true) {
  const enabled = Boolean(filters.state) || filters.q.trim() !== "";
  return useQuery<TPresetsResponse>({
    queryKey: [presetsUrl(filters)],
    enabled,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });
}

/** Every preset of each of these states, one cached request per state (the /courts page shows ten at a time). */
export function useStatesPresets(states: readonly TCourtState[]) {
  return useQueries({
    queries: states.map((state) => queryOptions<TPresetsResponse>({ queryKey: [presetsUrl({ state })] })),
  });
}

/** A court's filing profile (GET /api/presets/:id/filing-profile), fetched only once `enabled` (its card opened). */
export function useFilingProfile(presetId: string, enabled: boolean) {
  return useQuery<TFilingProfile>({
    queryKey: [`/api/presets/${encodeURIComponent(presetId)}/filing-profile`],
    enabled,
  });
}
