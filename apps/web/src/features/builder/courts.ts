// The builder's general court choices (builder-and-projects.md §5, §9): the generic presets, chosen explicitly when
// the court search finds nothing (issue 37: the court itself is chosen with the directory's search).
import type { TCourtPreset, TPresetsResponse } from "@courtready/contracts";

export interface CourtOption {
  key: string;
  label: string;
  kind: TCourtPreset["kind"];
}

function toOption([key, preset]: [string, TCourtPreset]): CourtOption {
  return { key, label: preset.label, kind: preset.kind };
}

/** The generic presets ("Other state court", "Other federal court") that "All States" offers. */
export function genericCourts(presets: TPresetsResponse | undefined): CourtOption[] {
  if (!presets) return [];
  return Object.entries(presets)
    .filter(([, preset]) => preset.kind === "generic")
    .map(toOption);
}
