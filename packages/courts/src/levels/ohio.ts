// The court-level rules for Ohio small claims and evictions (issue 37 §1, data): every municipal and county court
// has a small claims division, and those courts are named by city or county ("Cleveland Municipal Court", "Franklin
// County Municipal Court"), so the person types the name before "Municipal Court". Sources are in caseTypeSources.ts.
import type { TCourtPreset } from "@courtready/contracts";
import type { LevelRule } from "./rules.ts";
import { countyWords } from "./captions.ts";
import {
  OH_ASHLAND_MUNICIPAL_FED,
  OH_BELMONT_SMALL_CLAIMS,
  OH_BOWLING_GREEN_SMALL_CLAIMS,
  OH_RC_1923_01,
} from "./caseTypeSources.ts";

/** Before the court's name is typed the caption names only the county; the pattern is the official name. */
const ohioMunicipal = (preset: TCourtPreset) => `Municipal Court, ${countyWords(preset)}, Ohio`;
const ohioMunicipalPattern = () => "{precinct} Municipal Court";

export const OHIO_RULES: readonly LevelRule[] = [
  {
    state: "OH",
    types: ["small_claims"],
    maxAmount: 6_000,
    level: "municipal_court",
    part: "Small Claims Division",
    caption: ohioMunicipal,
    precinctPattern: ohioMunicipalPattern,
    sources: [OH_BELMONT_SMALL_CLAIMS, OH_BOWLING_GREEN_SMALL_CLAIMS],
    note: "Small claims in Ohio (up to $6,000) are heard by the small claims division of the municipal court (or, where there is one instead, the county court) for where the person sued lives or the events happened. Type the name that comes before \"Municipal Court\", for example Cleveland or Franklin County; in a county court's area, write that court's own name.",
  },
  {
    state: "OH",
    types: ["eviction_response"],
    level: "municipal_court",
    caption: ohioMunicipal,
    precinctPattern: ohioMunicipalPattern,
    sources: [OH_RC_1923_01, OH_ASHLAND_MUNICIPAL_FED],
    note: 'Evictions in Ohio (forcible entry and detainer) are filed in the municipal or county court for where the property is; the Court of Common Pleas may hear them too. Type the name that comes before "Municipal Court", for example Cleveland or Franklin County.',
  },
];
