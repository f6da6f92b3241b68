// The court directory: every preset, validated once at load, with the lookups the API and pages need.
// The data is built by scripts/generate (see README.md); nothing here invents or fills a fact.
import { ZCourtPreset, COURT_STATES, TOP_COURTS } from "@courtready/contracts";
import type { TCourtPreset, TCourtState } from "@courtready/contracts";
import { z } from "zod";
import data from "../data/presets.json" with { type: "json" };

const ZDirectoryFile = z.object({ generatedFrom: z.string(), presets: z.array(ZCourtPreset) });

let cache: ReadonlyMap<string, TCourtPreset> | undefined;

/** Every preset in directory order (by state, then label; generic presets last), keyed by id. */
export function allPresets(): ReadonlyMap<string, TCourtPreset> {
  if (!cache) {
    const parsed = ZDirectoryFile.parse(data);
    const byId = new Map(parsed.presets.map((preset) => [preset.id, preset]));
    // A repeated id would silently replace a court; the generator never writes one, so this is a corrupt file.
    if (byId.size !== parsed.presets.length) throw new Error("data/presets.json repeats a preset id");
    cache = byId;
  }
  return cache;
}

/** Presets of one state or territory (state and federal), as the builder's court select lists them. */
export function presetsForState(state: TCourtState): TCourtPreset[] {
  return [...allPresets().values()].filter((preset) => preset.state === state);
}

/** Generic presets ("Other state court", "Other federal court"), which no state list includes. */
export function genericPresets(): TCourtPreset[] {
  return [...allPresets().values()].filter((preset) => preset.kind === "generic");
}

/** Case-insensitive search on label, id, county and city. */
export function searchPresets(query: string): TCourtPreset[] {
  const needle = query.trim().toLowerCase();
  if (needle === "") return [...allPresets().values()];
  return [...allPresets().values()].filter((preset) =>
    [preset.label, preset.id, preset.county ?? "", preset.city ?? ""].some((field) =>
      field.toLowerCase().includes(needle),
    ),
  );
}

/** The busiest-courts list: state trial courts ranked by their county's recorded 2020 Census population. */
export function topCourts(count: number = TOP_COURTS): TCourtPreset[] {
  return [...allPresets().values()]
    .filter((preset) => preset.kind === "state" && preset.population !== null)
    .sort((a, b) => (b.population ?? 0) - (a.population ?? 0) || a.id.localeCompare(b.id))
    .slice(0, count);
}

export interface CoverageSummary {
  courts: number;
  stateCourts: number;
  federalCourts: number;
  /** States, DC and territories with at least one preset. */
  jurisdictions: number;
  states: number;
  territories: number;
  eFilingCourts: number;
}

/** Counts stated anywhere in the product come from here, never from a hard-coded number. */
export function coverageSummary(): CoverageSummary {
  const presets = [...allPresets().values()].filter((preset) => preset.kind !== "generic");
  const covered = new Set(presets.map((preset) => preset.state));
  const territories = new Set(["PR", "VI", "GU", "AS", "MP"]);
  const codes = COURT_STATES.map(([code]) => code).filter((code) => covered.has(code));
  return {
    courts: presets.length,
    stateCourts: presets.filter((preset) => preset.kind === "state").length,
    federalCourts: presets.filter((preset) => preset.kind === "federal").length,
    jurisdictions: codes.length,
    states: codes.filter((code) => code !== "DC" && !territories.has(code)).length,
    territories: codes.filter((code) => territories.has(code)).length,
    eFilingCourts: presets.filter((preset) => Boolean(preset.e_filing)).length,
  };
}
