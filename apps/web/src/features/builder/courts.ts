// The builder's court choices (builder-and-projects.md §5, §9): a state's courts are the presets whose key begins
// with its code; "All States" offers the generic presets, chosen explicitly. The state filter is ../shared/courts.ts.
import type { TCourtPreset, TPresetsResponse } from "@courtready/contracts";
import { ALL_STATES } from "../shared/courts.ts";
import type { BuilderStateCode } from "../shared/courts.ts";

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
