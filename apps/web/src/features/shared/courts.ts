// The state filter and what a court's preset says, as the builder's court fields and the size-limit field (builder
// and project edit screen) read them (builder-and-projects.md §5, §9; guide DECISIONS "Courts and labels"): 'All
// States' first, then the 50 states ordered by code; "All States" means one of the generic presets.
import { COURT_STATE_CODES, COURT_STATES } from "@courtready/contracts";
import type { TCourtPreset, TCourtState } from "@courtready/contracts";

/** The state filter's "no state" value (the spec's ALL_STATES, the builder's default). */
export const ALL_STATES = "all";
export const ALL_STATES_LABEL = "All States";

/** DC and the territories are in the directory (COURT_STATES) but not in the builder's list of the 50 states. */
const NOT_STATES: ReadonlySet<string> = new Set(["DC", "PR", "VI", "GU", "AS", "MP"]);

export type BuilderStateCode = TCourtState | typeof ALL_STATES;

export interface StateOption {
  value: BuilderStateCode;
  label: string;
}

/**
 * 'All States', then the 50 states ordered by their two-letter code (AK before AL), each written "AK — Alaska" so
 * the order reads naturally.
 */
export const STATE_OPTIONS: readonly StateOption[] = [
  { value: ALL_STATES, label: ALL_STATES_LABEL },
  ...COURT_STATES.filter(([code]) => !NOT_STATES.has(code))
    .map(([code, name]) => ({ value: code as TCourtState, label: `${code} — ${name}` }))
    .sort((a, b) => (a.value < b.value ? -1 : a.value > b.value ? 1 : 0)),
];

// The builder's state is its court's (issue 37: the court search spans the directory, DC and territories too).
const STATE_CODES: ReadonlySet<string> = new Set([ALL_STATES, ...COURT_STATE_CODES]);

/** True for ALL_STATES and the directory's state codes (the 50 states, DC, territories); false for anything else. */
export function isBuilderStateCode(value: unknown): value is BuilderStateCode {
  return typeof value === "string" && STATE_CODES.has(value);
}

/**
 * The court's e-filing size limit in MB, only when its preset records one with a source (issue 24: never a guess).
 */
export function courtSizeLimitMb(preset: TCourtPreset | undefined): number | null {
  if (!preset || preset.size_limit_mb === null) return null;
  return (preset.sources.size_limit_mb?.length ?? 0) > 0 ? preset.size_limit_mb : null;
}

/**
 * The state a court belongs to: its key's prefix before the first underscore, upper-cased (§3 "Court preset"), when
 * that is one of the directory's states (DC and territories included); otherwise 'All States' (generic presets).
 * @example stateOfPreset("ca_alameda_superior") // → "CA"
 * @example stateOfPreset("other_state_court") // → "all"
 */
export function stateOfPreset(presetKey: string | null): BuilderStateCode {
  if (!presetKey) return ALL_STATES;
  const underscore = presetKey.indexOf("_");
  if (underscore !== 2) return ALL_STATES;
  const code = presetKey.slice(0, 2).toUpperCase();
  return isBuilderStateCode(code) ? code : ALL_STATES;
}

/**
 * The search that returns the generic presets from GET /api/presets: their ids are the only ones containing
 * "other_" (labels, counties and cities are written with spaces), so this fetches two presets, not the directory.
 */
export const GENERIC_PRESETS_QUERY = "other_";
