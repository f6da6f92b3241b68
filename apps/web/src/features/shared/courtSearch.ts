// The court search both the directory (/court-information) and the builder's court field ask (GET
// /api/presets/search: city, borough, ZIP code or county first), and the builder's question "which court hears this
// type of case here?" (GET /api/presets/:id/court-for/:type). Query keys are URLs, fetched by the app's default function.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type {
  TBinderTypeSlug,
  TCourtForCase,
  TCourtState,
  TPresetsSearchResponse,
} from "@courtready/contracts";
import { presetsUrl } from "./presets.ts";

/**
 * A search's courts in rank order, each with the place it was found by (GET /api/presets/search): the courts of
 * the city, borough or ZIP code typed come first. Nothing is fetched for an empty search. With `keepPrevious` the
 * previous answer stays on screen while the next one loads.
 */
export function useCourtSearch(filters: { state: TCourtState | null; q: string }, keepPrevious = true) {
  return useQuery<TPresetsSearchResponse>({
    queryKey: [presetsUrl(filters, "/api/presets/search")],
    enabled: filters.q.trim() !== "",
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });
}

/**
 * The address of the court-for-a-case answer; the amount only when one is given (a ceiling may decide the court).
 * @example courtForCaseUrl("ny_kings", "small_claims", 1200) // "/api/presets/ny_kings/court-for/small_claims?amount=1200"
 */
export function courtForCaseUrl(
  presetId: string,
  binderType: TBinderTypeSlug,
  amount: number | null,
): string {
  const base = `/api/presets/${encodeURIComponent(presetId)}/court-for/${encodeURIComponent(binderType)}`;
  return amount === null ? base : `${base}?amount=${amount}`;
}

/**
 * Which court hears `binderType` where `presetId` is, for `amount` dollars (null: not typed); nothing is asked
 * without a court. While a new amount is asked the last answer stays, so the caption does not flicker.
 */
export function useCourtForCase(presetId: string, binderType: TBinderTypeSlug, amount: number | null) {
  return useQuery<TCourtForCase>({
    queryKey: [courtForCaseUrl(presetId, binderType, amount)],
    enabled: presetId !== "",
    placeholderData: (previous) =>
      previous && previous.preset_id === presetId && previous.binder_type === binderType
        ? previous
        : undefined,
  });
}
