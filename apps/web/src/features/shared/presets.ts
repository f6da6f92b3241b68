// The court directory's address, which the courts pages and the builder's court and size-limit fields query.
import { useQuery } from "@tanstack/react-query";
import type { TCourtState, TPresetsResponse } from "@courtready/contracts";
import { ALL_STATES, GENERIC_PRESETS_QUERY } from "./courts.ts";
import type { BuilderStateCode } from "./courts.ts";

/**
 * The URL of GET /api/presets with its filters; no filter asks for the whole directory.
 * @example presetsUrl({ state: "CA", q: "los angeles" }) // "/api/presets?state=CA&q=los+angeles"
 */
export function presetsUrl(
  filters: { state?: TCourtState | null; q?: string },
  path = "/api/presets",
): string {
  const params = new URLSearchParams();
  if (filters.state) params.set("state", filters.state);
  const q = filters.q?.trim();
  if (q) params.set("q", q);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** The presets the court controls need: a state's courts, or the generic ones for "All States". */
export function useCourtPresets(state: BuilderStateCode) {
  return useQuery<TPresetsResponse>({
    queryKey: [state === ALL_STATES ? presetsUrl({ q: GENERIC_PRESETS_QUERY }) : presetsUrl({ state })],
  });
}
