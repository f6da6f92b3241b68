// The court-level rules for binder types other than small claims and evictions (issue 37 §1, data): estates in the
// states whose probate or surrogate's court is not the directory's general court, family cases in Massachusetts and
// Michigan, traffic and code violations in Maryland, and Social Security disability appeals. Each rule cites the page
// it was read on (caseTypeSources.ts); a state/type pair missing here keeps the directory's general court.
import { COURT_STATE_CODES } from "@courtready/contracts";
import type { TCourtState } from "@courtready/contracts";
import type { LevelRule } from "./rules.ts";
import { countyName, marylandPlace } from "./captions.ts";
import {
  CT_COVENTRY_PROBATE,
  CT_NEW_FAIRFIELD_PROBATE,
  CT_PROBATE_FAQ,
  GA_CARROLL_PROBATE,
  GA_PROBATE_COUNCIL_ABOUT,
  MA_MLRI_PFC_CASE_TYPES,
  MA_MLRI_PROBATE_AND_FAMILY,
  MA_TRIAL_COURT_DEPARTMENTS,
  MD_CJ_4_301,
  MD_CJ_4_406,
  MD_MANUAL_DISTRICT_COURT,
  MI_EATON_PROBATE,
  MI_GRAND_TRAVERSE_FAMILY_DIVISION,
  MI_KALAMAZOO_PROBATE,
  NY_ERIE_SURROGATE_FAQ,
  OH_PROBATE_JUDGES_BOOKLET,
  OH_WARREN_PROBATE,
  SSA_POMS_DI_23020_020,
} from "./caseTypeSources.ts";

/** The Social Security hearing office named on a disability appeal's papers. */
export const SSA_HEARINGS = "Social Security Administration, Office of Hearings Operations";

const CASE_TYPE_STATE_RULES: readonly LevelRule[] = [
  // --- Estates: a county court that hears nothing else ---
  {
    state: "NY",
    types: ["probate_estate"],
    level: "surrogates_court",
    caption: (preset) => `Surrogate's Court of the State of New York, County of ${countyName(preset)}`,
    sources: [NY_ERIE_SURROGATE_FAQ],
    note: "Wills, estates and trusts in New York are heard by the Surrogate's Court of the county where the person who died lived, not the Supreme Court.",
  },
  {
    state: "GA",
    types: ["probate_estate"],
    level: "probate_court",
    caption: (preset) => `Probate Court of ${countyName(preset)} County, Georgia`,
    sources: [GA_PROBATE_COUNCIL_ABOUT, GA_CARROLL_PROBATE],
    note: "Wills, estates and guardianships in Georgia are heard by the county's Probate Court, not the Superior Court.",
  },
  {
    state: "MI",
    types: ["probate_estate"],
    level: "probate_court",
    caption: (preset) => `Probate Court for the County of ${countyName(preset)}, Michigan`,
    sources: [MI_KALAMAZOO_PROBATE, MI_EATON_PROBATE],
    note: "Estates, guardianships and conservatorships in Michigan are heard by the county's Probate Court. Ten rural counties share five probate districts: there the district's court hears the case.",
  },
  {
    state: "OH",
    types: ["probate_estate"],
    level: "common_pleas_court",
    part: "Probate Division",
    sources: [OH_WARREN_PROBATE, OH_PROBATE_JUDGES_BOOKLET],
    note: "Estates, guardianships, trusts and name changes in Ohio are heard by the Probate Division of the county's Court of Common Pleas.",
  },
  {
    state: "CT",
    types: ["probate_estate"],
    level: "probate_court",
    caption: () => "Connecticut Probate Court",
    precinctPattern: () => "{precinct} Probate Court",
    sources: [CT_PROBATE_FAQ, CT_COVENTRY_PROBATE, CT_NEW_FAIRFIELD_PROBATE],
    note: "Wills, estates, guardianships, conservatorships and name changes in Connecticut are heard by one of 54 regional Probate Courts, which serve towns, not counties: type the probate district's name (for example Housatonic).",
  },
  // --- Massachusetts: one court for estates and families ---
  {
    state: "MA",
    types: ["probate_estate", "family_law"],
    level: "probate_and_family_court",
    caption: (preset) => `Massachusetts Probate and Family Court, ${countyName(preset)} Division`,
    sources: [MA_TRIAL_COURT_DEPARTMENTS, MA_MLRI_PROBATE_AND_FAMILY, MA_MLRI_PFC_CASE_TYPES],
    note: "Divorce, custody, support, estates, guardianships and name changes in Massachusetts are heard by the Probate and Family Court's division for the county.",
  },
  // --- Michigan: the Circuit Court's Family Division (the directory's court, a division of it) ---
  {
    state: "MI",
    types: ["family_law", "protective_order"],
    level: "circuit_court",
    part: "Family Division",
    sources: [MI_GRAND_TRAVERSE_FAMILY_DIVISION],
    note: "Divorce, custody, support, paternity, name changes and personal protection orders in Michigan are heard by the Family Division of the county's Circuit Court.",
  },
  // --- Maryland: traffic tickets and ordinance violations go to the District Court ---
  {
    state: "MD",
    types: ["code_violation"],
    level: "md_district_court",
    caption: (preset) => `District Court of Maryland for ${marylandPlace(preset)}`,
    sources: [MD_MANUAL_DISTRICT_COURT, MD_CJ_4_301, MD_CJ_4_406],
    note: "Traffic tickets (motor vehicle violations) and county or city code violations in Maryland are heard by the District Court of Maryland, not the Circuit Court. A civil code citation may instead go to a county board: the citation says where.",
  },
];

/**
 * The territories are left out of the disability rule: the source read does not say how their hearings are held
 * (SSI, for one, is not paid in most of them), so they keep the general answer.
 */
const TERRITORIES: ReadonlySet<TCourtState> = new Set(["PR", "VI", "GU", "AS", "MP"]);

/**
 * Social Security disability appeals are heard the same way in every state: a request for hearing goes to an
 * administrative law judge of the Office of Hearings Operations, so one rule per state, made from one source.
 */
const DISABILITY_RULES: readonly LevelRule[] = COURT_STATE_CODES.filter(
  (state) => !TERRITORIES.has(state),
).map((state) => ({
  state,
  types: ["disability_benefits"],
  level: "federal_agency",
  part: "Administrative Law Judge hearing",
  caption: () => SSA_HEARINGS,
  sources: [SSA_POMS_DI_23020_020],
  note: "A Social Security disability appeal (SSDI or SSI) after reconsideration is heard by an administrative law judge of the Social Security Administration's Office of Hearings Operations, not a state court. Other disability benefits (a state program, workers' compensation, veterans' benefits or an insurer) have their own agency or court: check which one hears your case.",
}));

export const CASE_TYPE_RULES: readonly LevelRule[] = [...CASE_TYPE_STATE_RULES, ...DISABILITY_RULES];
