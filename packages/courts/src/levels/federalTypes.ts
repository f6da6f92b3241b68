// The court-level rules for binder types heard by a federal tribunal wherever the person lives (issue 37 §1, data):
// Social Security disability appeals, immigration removal cases and trademark oppositions. The rule is the same in
// every state, so it is written once and repeated per state; sources are in caseTypeSources.ts.
import { COURT_STATE_CODES } from "@courtready/contracts";
import type { TCourtState } from "@courtready/contracts";
import type { LevelRule } from "./rules.ts";
import {
  EOIR_AT_A_GLANCE,
  SSA_POMS_DI_23020_020,
  TTAB_COURTLISTENER,
  TTAB_OPPOSITION_OVERVIEW,
} from "./caseTypeSources.ts";

/** The Social Security hearing office named on a disability appeal's papers. */
export const SSA_HEARINGS = "Social Security Administration, Office of Hearings Operations";
/** The immigration court before its city is typed; the pattern adds the city the Notice to Appear names. */
export const IMMIGRATION_COURT = "Immigration Court, Executive Office for Immigration Review";
export const TTAB = "United States Patent and Trademark Office, Trademark Trial and Appeal Board";

/**
 * The territories are left out of the disability and immigration rules: the sources read do not say how their
 * hearings are held (SSI, for one, is not paid in most of them), so they keep the general answer.
 */
const TERRITORIES: ReadonlySet<TCourtState> = new Set(["PR", "VI", "GU", "AS", "MP"]);
const STATES_AND_DC = COURT_STATE_CODES.filter((state) => !TERRITORIES.has(state));

/** One rule per state from one description (a rule names its state, and the tribunal is the same in each). */
function inEach(states: readonly TCourtState[], rule: Omit<LevelRule, "state">): LevelRule[] {
  return states.map((state) => ({ ...rule, state }));
}

export const FEDERAL_TYPE_RULES: readonly LevelRule[] = [
  ...inEach(STATES_AND_DC, {
    types: ["disability_benefits"],
    level: "federal_agency",
    part: "Administrative Law Judge hearing",
    caption: () => SSA_HEARINGS,
    sources: [SSA_POMS_DI_23020_020],
    note: "A Social Security disability appeal (SSDI or SSI) after reconsideration is heard by an administrative law judge of the Social Security Administration's Office of Hearings Operations, not a state court. Other disability benefits (a state program, workers' compensation, veterans' benefits or an insurer) have their own agency or court: check which one hears your case.",
  }),
  ...inEach(STATES_AND_DC, {
    types: ["immigration_case"],
    level: "federal_agency",
    caption: () => IMMIGRATION_COURT,
    precinctPattern: () => `{precinct} ${IMMIGRATION_COURT}`,
    sources: [EOIR_AT_A_GLANCE],
    note: "Removal (deportation) cases are heard by an immigration judge in one of the Justice Department's immigration courts, not a state court; the Notice to Appear names the court it was filed with: type that court's city. Other immigration matters, such as an application to USCIS, are not heard by this court.",
  }),
  ...inEach(COURT_STATE_CODES, {
    types: ["ttab_opposition"],
    level: "federal_agency",
    caption: () => TTAB,
    sources: [TTAB_OPPOSITION_OVERVIEW, TTAB_COURTLISTENER],
    note: "A trademark opposition is filed with and decided by the Trademark Trial and Appeal Board of the U.S. Patent and Trademark Office, wherever the parties live; its decisions are appealed to the Federal Circuit.",
  }),
];
