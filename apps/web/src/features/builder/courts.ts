// The builder's state and court choices (builder-and-projects.md §5, §9; guide DECISIONS "Courts and labels"): 'All
// States' first, then the 50 states ordered by code; a state's courts are the presets whose key begins with its code;
// "All States" means one of the generic presets, chosen explicitly.
import { COURT_STATES } from "@courtready/contracts";
import type { TCourtPreset, TCourtState, TPresetsResponse } from "@courtready/contracts";

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

const STATE_CODES: ReadonlySet<string> = new Set(STATE_OPTIONS.map((option) => option.value));

/** True for ALL_STATES and the 50 state codes; false for DC, territories and anything else. */
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

export interface CourtOption {
  key: string;
  label: string;
  kind: TCourtPreset["kind"];
}

function toOption([key, preset]: [string, TCourtPreset]): CourtOption {
  return { key, label: preset.label, kind: preset.kind };
}

/**
 * The courts of one state, as the court select lists them: only keys that begin with the lowercase state code and
 * an underscore (§5), never a generic preset; state courts first, then federal, each in directory order.
 * @example courtsForState({ ca_alameda: …, other_state_court: … }, "CA") // → [{ key: "ca_alameda", … }]
 */
export function courtsForState(
  presets: TPresetsResponse | undefined,
  state: BuilderStateCode,
): CourtOption[] {
  if (!presets || state === ALL_STATES) return [];
  const prefix = `${state.toLowerCase()}_`;
  const options = Object.entries(presets)
    .filter(([key, preset]) => key.startsWith(prefix) && preset.kind !== "generic")
    .map(toOption);
  return [
    ...options.filter((option) => option.kind === "state"),
    ...options.filter((option) => option.kind === "federal"),
  ];
}

/** The generic presets ("Other state court", "Other federal court") that "All States" offers. */
export function genericCourts(presets: TPresetsResponse | undefined): CourtOption[] {
  if (!presets) return [];
  return Object.entries(presets)
    .filter(([, preset]) => preset.kind === "generic")
    .map(toOption);
}

/**
 * The search that returns the generic presets from GET /api/presets: their ids are the only ones containing
 * "other_" (labels, counties and cities are written with spaces), so this fetches two presets, not the directory.
 */
export const GENERIC_PRESETS_QUERY = "other_";
