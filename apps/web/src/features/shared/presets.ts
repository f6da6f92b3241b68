// The court directory's address, which the courts pages and the builder's court and size-limit fields query.
import type { TCourtState } from "@courtready/contracts";

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
