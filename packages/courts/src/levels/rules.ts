// The court-level rules (data): for a state, a binder type and optionally some of its counties, which court hears
// the case, under which dollar limit, and how the caption names it. Every rule cites where it was read
// (sources.ts); a state/type pair with no rule here keeps the directory's general court.
import type {
  TBinderTypeSlug,
  TCourtLevel,
  TCourtPreset,
  TCourtState,
  TFactSource,
} from "@courtready/contracts";
import {
  CA_MARIN_SMALL_CLAIMS,
  CA_OC_UNLAWFUL_DETAINER,
  CA_YOLO_SMALL_CLAIMS,
  FL_SMALL_CLAIMS_RULE_7_010,
  FL_STAT_34_011,
  IL_MADISON_SMALL_CLAIMS,
  IL_NOLO_EVICTION,
  IL_RULE_281,
  MD_CJ_4_405,
  MD_COURTS_HOUSING,
  NY_CIVIL_HOUSING,
  NY_CIVIL_SMALL_CLAIMS,
  TX_DENTON_JP_CASE_TYPES,
  TX_RCP_PART_V,
} from "./sources.ts";
import { countyName, countyWords, marylandDistrict } from "./captions.ts";
import { MORE_STATE_RULES } from "./moreStates.ts";
import { LESS_POPULOUS_STATE_RULES } from "./lessPopulousStates.ts";
import { FOUR_MORE_STATE_RULES } from "./fourMoreStates.ts";
import { OHIO_RULES } from "./ohio.ts";
import { CASE_TYPE_RULES } from "./caseTypes.ts";

export interface LevelRule {
  state: TCourtState;
  types: readonly TBinderTypeSlug[];
  /** The directory courts (preset ids) the rule is limited to; absent means every state court of the state. */
  presets?: readonly string[];
  /** Directory courts the rule leaves to another rule (Philadelphia, whose Municipal Court is not a district court). */
  exceptPresets?: readonly string[];
  /** The rule holds for an amount up to this many dollars (a small claims ceiling); absent means any amount. */
  maxAmount?: number;
  level: TCourtLevel;
  part?: string;
  /**
   * The caption's court name, made from the directory court's county (never typed per county by hand); absent when
   * the directory's own label is the court (a division of the same court).
   */
  caption?: (preset: TCourtPreset) => string;
  /** The official name pattern when the person picks a precinct: {precinct} and {place} slots. */
  precinctPattern?: (preset: TCourtPreset) => string;
  sources: readonly TFactSource[];
  note: string;
}

/** The five New York City counties (boroughs), whose small claims and housing cases go to the Civil Court. */
export const NYC_PRESETS = ["ny_bronx", "ny_kings", "ny_new_york", "ny_queens", "ny_richmond"] as const;

/** Texas's justice courts are numbered by precinct, and some by place within it. */
const texasJustice = {
  caption: (preset: TCourtPreset) => `Justice Court, ${countyWords(preset)}, Texas`,
  precinctPattern: (preset: TCourtPreset) =>
    `Justice Court, Precinct {precinct}, Place {place}, ${countyWords(preset)}, Texas`,
};

export const LEVEL_RULES: readonly LevelRule[] = [
  {
    state: "NY",
    types: ["small_claims"],
    presets: NYC_PRESETS,
    maxAmount: 10_000,
    level: "nyc_civil_court",
    part: "Small Claims Part",
    caption: (preset) => `Civil Court of the City of New York, County of ${countyName(preset)}`,
    sources: [NY_CIVIL_SMALL_CLAIMS],
    note: "Small claims in New York City (up to $10,000) are heard by the Small Claims Part of the Civil Court of the City of New York, not the Supreme Court.",
  },
  {
    state: "NY",
    types: ["eviction_response"],
    presets: NYC_PRESETS,
    level: "nyc_civil_court",
    part: "Housing Part",
    caption: (preset) => `Civil Court of the City of New York, County of ${countyName(preset)}`,
    sources: [NY_CIVIL_HOUSING],
    note: "Residential eviction cases (holdover and non-payment) in New York City are heard by the Housing Part of the Civil Court (Housing Court).",
  },
  {
    state: "TX",
    types: ["small_claims"],
    maxAmount: 20_000,
    level: "justice_court",
    ...texasJustice,
    sources: [TX_DENTON_JP_CASE_TYPES, TX_RCP_PART_V],
    note: "Small claims in Texas (up to $20,000) are heard by a Justice Court. Each county's justice courts are numbered by precinct (and some by place): type the precinct on your papers.",
  },
  {
    state: "TX",
    types: ["eviction_response"],
    level: "justice_court",
    ...texasJustice,
    sources: [TX_DENTON_JP_CASE_TYPES, TX_RCP_PART_V],
    note: "Eviction cases in Texas are heard by the Justice Court of the precinct where the property is: type the precinct on your papers.",
  },
  {
    state: "MD",
    types: ["small_claims"],
    maxAmount: 5_000,
    level: "md_district_court",
    caption: marylandDistrict,
    sources: [MD_CJ_4_405],
    note: "Small claims in Maryland (up to $5,000) are heard only by the District Court of Maryland, not the Circuit Court.",
  },
  {
    state: "MD",
    types: ["eviction_response"],
    level: "md_district_court",
    caption: marylandDistrict,
    sources: [MD_COURTS_HOUSING, MD_CJ_4_405],
    note: "Landlord-tenant cases in Maryland (failure to pay rent, holding over, breach of lease) are heard by the District Court of Maryland.",
  },
  {
    state: "CA",
    types: ["small_claims"],
    maxAmount: 12_500,
    level: "superior_court",
    part: "Small Claims Division",
    sources: [CA_MARIN_SMALL_CLAIMS, CA_YOLO_SMALL_CLAIMS],
    note: "Small claims in California are heard by the county's Superior Court: up to $12,500 for a person, $6,250 for a business or other entity.",
  },
  {
    state: "CA",
    types: ["eviction_response"],
    level: "superior_court",
    part: "Unlawful Detainer",
    sources: [CA_OC_UNLAWFUL_DETAINER],
    note: "Evictions in California (unlawful detainer cases) are heard by the Superior Court of the county where the property is.",
  },
  {
    state: "IL",
    types: ["small_claims"],
    maxAmount: 10_000,
    level: "circuit_court",
    part: "Small Claims",
    sources: [IL_RULE_281, IL_MADISON_SMALL_CLAIMS],
    note: "Small claims in Illinois (up to $10,000) are heard by the county's Circuit Court.",
  },
  {
    state: "IL",
    types: ["eviction_response"],
    level: "circuit_court",
    sources: [IL_NOLO_EVICTION],
    note: "Evictions in Illinois are heard by the county's Circuit Court.",
  },
  {
    state: "FL",
    types: ["small_claims"],
    maxAmount: 8_000,
    level: "fl_county_court",
    part: "Small Claims",
    caption: (preset) => `County Court, ${countyName(preset)} County, Florida`,
    sources: [FL_SMALL_CLAIMS_RULE_7_010],
    note: "Small claims in Florida (up to $8,000) are heard by the County Court, not the Circuit Court.",
  },
  {
    state: "FL",
    types: ["eviction_response"],
    level: "fl_county_court",
    caption: (preset) => `County Court, ${countyName(preset)} County, Florida`,
    sources: [FL_STAT_34_011],
    note: "Evictions (the right to possession of a home) in Florida are heard by the County Court.",
  },
  ...MORE_STATE_RULES,
  ...LESS_POPULOUS_STATE_RULES,
  ...FOUR_MORE_STATE_RULES,
  ...OHIO_RULES,
  ...CASE_TYPE_RULES,
];
