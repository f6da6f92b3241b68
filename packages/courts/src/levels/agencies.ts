// The court-level rules for binder types heard by a state agency or a county board, not a court (issue 37 §1, data):
// benefits fair hearings in California and New York, and property tax appeals in California and Florida. The answer
// names the body the papers go to; sources are in caseTypeSources.ts.
import type { LevelRule } from "./rules.ts";
import { countyName } from "./captions.ts";
import {
  CA_BOE_ASSESSMENT_APPEALS,
  CA_CDSS_HEARING_REQUESTS,
  FL_NASSAU_VAB,
  FL_RULE_12D_9_007,
  NY_18_NYCRR_358_3_1,
  NY_OTDA_FAIR_HEARING_REQUEST,
} from "./caseTypeSources.ts";

export const AGENCY_RULES: readonly LevelRule[] = [
  {
    state: "CA",
    types: ["government_benefits_appeal"],
    level: "state_agency",
    caption: () => "California Department of Social Services, State Hearings Division",
    sources: [CA_CDSS_HEARING_REQUESTS],
    note: "An appeal of a county's decision on CalFresh, CalWORKs, Medi-Cal, In-Home Supportive Services and other assistance in California is a state hearing before the Department of Social Services' State Hearings Division, not a court. Other benefits (unemployment, Social Security) have their own appeal: check which body hears yours.",
  },
  {
    state: "NY",
    types: ["government_benefits_appeal"],
    level: "state_agency",
    caption: () =>
      "New York State Office of Temporary and Disability Assistance, Office of Administrative Hearings",
    sources: [NY_OTDA_FAIR_HEARING_REQUEST, NY_18_NYCRR_358_3_1],
    note: "An appeal of a social services agency's decision on public assistance, Medicaid, SNAP or HEAP in New York is a fair hearing before OTDA's Office of Administrative Hearings, not a court. Other benefits (unemployment, Social Security) have their own appeal: check which body hears yours.",
  },
  {
    state: "CA",
    types: ["property_tax_appeal"],
    level: "county_board",
    caption: (preset) => `Assessment Appeals Board, County of ${countyName(preset)}, California`,
    sources: [CA_BOE_ASSESSMENT_APPEALS],
    note: "A property tax assessment appeal in California is heard by the county's assessment appeals board (in some counties the board of supervisors sits as it), filed with the clerk of the board where the property is, not in the Superior Court.",
  },
  {
    state: "FL",
    types: ["property_tax_appeal"],
    level: "county_board",
    caption: (preset) => `Value Adjustment Board, ${countyName(preset)} County, Florida`,
    sources: [FL_NASSAU_VAB, FL_RULE_12D_9_007],
    note: "A challenge to a property's assessed value, an exemption or a classification in Florida is a petition to the county's Value Adjustment Board, filed with its clerk, not a court case.",
  },
];
