// The court-level rules for binder types other than small claims and evictions (issue 37 §1, data): estates in the
// states whose probate or surrogate's court is not the directory's general court, family cases in Massachusetts and
// Michigan, traffic and code violations in Maryland, Pennsylvania, Virginia and Michigan, and the state agencies, county
// boards (agencies.ts) and federal tribunals (federalTypes.ts) that hear other types. Each rule cites the page it was read on (caseTypeSources.ts); a state/type pair missing here
// keeps the directory's general court.
import type { LevelRule } from "./rules.ts";
import {
  countyName,
  magisterialDistrict,
  magisterialPattern,
  georgiaCounty,
  marylandDistrict,
  michiganDistrict,
  michiganDistrictPattern,
  virginiaGeneralDistrict,
} from "./captions.ts";
import { FEDERAL_TYPE_RULES } from "./federalTypes.ts";
import { AGENCY_RULES } from "./agencies.ts";
import { PHILADELPHIA } from "./moreStates.ts";
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
  MI_ALCONA_81ST_DISTRICT,
  MI_ANTRIM_86TH_DISTRICT,
  PA_FRANKLIN_MDJ,
  VA_FAIRFAX_GDC,
  VA_LOUDOUN_CODE_GDC,
} from "./caseTypeSources.ts";

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
    caption: georgiaCounty("Probate Court"),
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
    caption: marylandDistrict,
    sources: [MD_MANUAL_DISTRICT_COURT, MD_CJ_4_301, MD_CJ_4_406],
    note: "Traffic tickets (motor vehicle violations) and county or city code violations in Maryland are heard by the District Court of Maryland, not the Circuit Court. A civil code citation may instead go to a county board: the citation says where.",
  },
  // --- Traffic tickets and ordinance violations in the local courts that already hear small claims ---
  {
    state: "PA",
    types: ["code_violation"],
    exceptPresets: PHILADELPHIA,
    level: "magisterial_district_court",
    caption: magisterialDistrict,
    precinctPattern: magisterialPattern,
    sources: [PA_FRANKLIN_MDJ],
    note: "Traffic and other citations in Pennsylvania are heard by the Magisterial District Court for where the citation was given: type the district number printed on the citation.",
  },
  {
    state: "VA",
    types: ["code_violation"],
    level: "general_district_court",
    caption: virginiaGeneralDistrict,
    sources: [VA_FAIRFAX_GDC, VA_LOUDOUN_CODE_GDC],
    note: "Traffic tickets and county ordinance violations in Virginia are heard by the General District Court of the city or county, not the Circuit Court.",
  },
  {
    state: "MI",
    types: ["code_violation"],
    level: "district_court",
    caption: michiganDistrict,
    precinctPattern: michiganDistrictPattern,
    sources: [MI_ALCONA_81ST_DISTRICT, MI_ANTRIM_86TH_DISTRICT],
    note: "Traffic tickets and ordinance violations in Michigan are heard by the numbered District Court for where the ticket was given: type the number printed on it (for example 52-4).",
  },
];

export const CASE_TYPE_RULES: readonly LevelRule[] = [
  ...CASE_TYPE_STATE_RULES,
  ...AGENCY_RULES,
  ...FEDERAL_TYPE_RULES,
];
