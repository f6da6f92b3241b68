// A court's filing profile (issue 36): the rules its e-filing system applies to each file, each with its source.
// Built from layers, the most specific last: the preset's sourced size limit, then the jurisdiction's rules (the
// federal district courts' or the state's), then the court's own. A layer's field replaces the one before it; a
// field no layer sets stays null ("no rule recorded"). A court with no layer at all gets the generic profile.
import { NO_FILING_RULES } from "@courtready/contracts";
import type { TCourtPreset, TFilingProfile } from "@courtready/contracts";
import { FEDERAL_COURT_FILING, FEDERAL_DISTRICT_FILING } from "./federal.ts";
import { GENERIC_FILING, genericNotes } from "./generic.ts";
import type { FilingLayer, FilingRules } from "./sources.ts";
import { STATE_COURT_FILING, STATE_FILING } from "./states.ts";

/** The jurisdiction's layer: every U.S. district court's, or the state's for its county-level trial courts. */
function jurisdictionLayer(preset: TCourtPreset): FilingLayer | undefined {
  if (preset.kind === "federal")
    return preset.id.includes("_us_district") ? FEDERAL_DISTRICT_FILING : undefined;
  if (preset.kind === "state" && preset.state) return STATE_FILING[preset.state];
  return undefined;
}

/** The court's own layer, if it states rules of its own. */
function courtLayer(preset: TCourtPreset): FilingLayer | undefined {
  return preset.kind === "federal" ? FEDERAL_COURT_FILING[preset.id] : STATE_COURT_FILING[preset.id];
}

/** The preset's per-file size limit, when the directory already holds it with a source (sources/facts.ts). */
function sizeLimitRules(preset: TCourtPreset): FilingRules {
  const sources = preset.sources.size_limit_mb ?? [];
  if (preset.size_limit_mb === null || sources.length === 0) return {};
  return { max_document_mb: { value: preset.size_limit_mb, sources } };
}

/** What the profile follows, in words: the jurisdiction's rules, with the court's own where it has some. */
function profileName(preset: TCourtPreset, jurisdiction?: FilingLayer, court?: FilingLayer): string {
  if (jurisdiction && court) return `${jurisdiction.name}, with the rules of ${court.name}`;
  return (court ?? jurisdiction)?.name ?? preset.label;
}

/** The profile of a court preset. */
export function filingProfileOf(preset: TCourtPreset): TFilingProfile {
  const size = sizeLimitRules(preset);
  const jurisdiction = jurisdictionLayer(preset);
  const court = courtLayer(preset);
  const layers = [jurisdiction, court].filter((layer): layer is FilingLayer => layer !== undefined);
  if (layers.length === 0 && size.max_document_mb === undefined) {
    return {
      court: preset.id,
      kind: "generic",
      name: GENERIC_FILING.name,
      ...NO_FILING_RULES,
      ...GENERIC_FILING.rules,
      notes: genericNotes(preset.judiciary_url),
    };
  }
  const rules = layers.reduce<FilingRules>((merged, layer) => ({ ...merged, ...layer.rules }), size);
  return {
    court: preset.id,
    kind: "sourced",
    name: profileName(preset, jurisdiction, court),
    ...NO_FILING_RULES,
    ...rules,
    notes: layers.flatMap((layer) => layer.notes ?? []),
  };
}
