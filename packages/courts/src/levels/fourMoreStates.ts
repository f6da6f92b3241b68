// The court-level rules for Indiana, Kentucky, Utah and West Virginia (issue 37 §1, data), each read on a stored
// page on READ_FOUR_STATES with what it says. Kansas, the brief's fifth state, has none: its small claims stay in the
// District Court (the directory's court) and the pages read disagree on the ceiling ($4,000 or $10,000), so no figure
// is shipped. West Virginia's small claims ceiling is left out for the same reason ($10,000, or $20,000 after a 2025
// bill whose passing no stored page shows).
import type { TCourtPreset } from "@courtready/contracts";
import { countyName, countyWords, namedByPlace } from "./captions.ts";
import type { LevelRule } from "./rules.ts";
import { citedOn } from "./sources.ts";

/** The date the sources below were read. */
export const READ_FOUR_STATES = "2026-11-28";

const read = citedOn(READ_FOUR_STATES);

// --- Indiana -------------------------------------------------------------------------------------------------------

const IN_NOLO_SMALL_CLAIMS = read(
  'Nolo, "Indiana Circuit, Superior, and County Small Claims Court Procedures": small claims are filed with the Circuit, Superior or County Court, up to $10,000',
  "http://www.nolo.com/legal-encyclopedia/indiana-circuit-superior-and-county-small-claims-courts-an-overview.html",
);
const IN_CLAIMITCOURT = read(
  'ClaimItCourt, "Indiana Small Claims — Fast Facts (2026)": up to $10,000; in 91 of 92 counties on the Circuit or Superior Court\'s small claims docket; Marion County has nine separate township small claims courts, one for each township',
  "https://claimitcourt.com/indiana-small-claims-court/",
);
const IN_MARION_SQUABBLE = read(
  'Squabble, "Small Claims Court in Marion County": small claims in Marion County are filed in the Township Court (nine township courts), for $8,000 or less',
  "https://squabbleapp.com/nationwide/in_marion-county",
);

// --- Kentucky ------------------------------------------------------------------------------------------------------

const KY_FINDLAW_SMALL_CLAIMS = read(
  'FindLaw, "Kentucky Small Claims Courts" (2023): civil disputes that do not exceed $2,500, under KRS 24A.200 to 24A.360',
  "https://www.findlaw.com/litigation/going-to-court/kentucky-small-claims-courts.html",
);
const KY_STATERECORDS_SMALL_CLAIMS = read(
  'Kentucky.StateRecords.org (privately owned), "What Is a Small Claims Court in Kentucky?": divisions of the district courts, up to $2,500 exclusive of interest and costs (KRS 24A.230)',
  "https://kentucky.staterecords.org/smallclaim",
);
const KY_KRS_383_210 = read(
  "Ky. Rev. Stat. § 383.210 (current through 2024 Ky. Acts ch. 225): a complaint of forcible entry or detainer is made to the District Court of the county in which the land lies",
  "https://d1tvxue8o4w0fl.cloudfront.net/statute/kentucky-revised-statutes/title-32-ownership-and-conveyance-of-property/chapter-383-landlord-and-tenant/forcible-entry-and-detainer/section-383210-issual-and-form-of-warrant-jury-not-summoned-unless-demanded",
);
const KY_LEGALCLARITY_EVICTION = read(
  'LegalClarity, "Kentucky Forcible Detainer Procedure: Filing to Removal": the landlord\'s complaint is filed in District Court',
  "https://legalclarity.org/kentucky-forcible-detainer-procedure-filing-to-removal/",
);

/** Kentucky names its courts by county ("Jefferson Circuit Court"), the District Court as the Circuit Court. */
const kentuckyDistrict = {
  caption: (preset: TCourtPreset) => `${countyName(preset)} District Court, Kentucky`,
};

// --- Utah ----------------------------------------------------------------------------------------------------------

const UT_FINDLAW_SMALL_CLAIMS = read(
  'FindLaw, "Utah Small Claims Courts": small claims are filed in a Justice Court, except in Cache County; up to $20,000 for claims filed from 2025-01-01 to 2029-12-31 (Utah Code § 78A-8-102)',
  "https://www.findlaw.com/litigation/going-to-court/utah-small-claims-courts.html",
);
const UT_CIVILCASE_SMALL_CLAIMS = read(
  'CivilCase, "Small Claims Court in Utah": the Small Claims Division of the Justice Courts, up to $20,000 for cases filed on or after 2025-01-01; areas without a Justice Court (parts of Cache County) file in the District Court',
  "https://civilcase.com/small-claims/utah",
);

/** Utah's justice courts belong to a city or a county ("Salt Lake City Justice Court"): the person types which. */
const utahJustice = namedByPlace("Justice Court", "Utah");

// --- West Virginia -------------------------------------------------------------------------------------------------

const WV_CODE_50_2_1 = read(
  "W. Va. Code § 50-2-1 as shown in 2025 Senate Bill 742 (introduced): magistrate courts have jurisdiction of all matters involving unlawful entry or detainer of real property or wrongful occupation of residential rental property, so long as the title is not in dispute (a sentence the bill leaves unchanged)",
  "https://www.wvlegislature.gov/Bill_Status/bills_text.cfm?billdoc=sb742%20intr.htm&yr=2025&sesstype=RS&i=742",
);
const WV_LEGALCLARITY_MAGISTRATE = read(
  'LegalClarity, "How to Find, Prepare, and File WV Magistrate Court Forms": magistrate courts handle unlawful entry and detainer, which includes most residential landlord-tenant disputes',
  "https://legalclarity.org/how-to-find-prepare-and-file-wv-magistrate-court-forms",
);

export const FOUR_MORE_STATE_RULES: readonly LevelRule[] = [
  // --- Indiana: Marion County's township small claims courts; elsewhere the county court's small claims docket ---
  {
    state: "IN",
    types: ["small_claims"],
    presets: ["in_marion"],
    maxAmount: 8_000,
    level: "small_claims_court",
    ...namedByPlace("Township Small Claims Court", "Indiana"),
    sources: [IN_MARION_SQUABBLE, IN_CLAIMITCOURT],
    note: "Small claims in Marion County (up to $8,000) are heard by the small claims court of a township (one in each of nine townships): type the township, for example Warren.",
  },
  {
    state: "IN",
    types: ["small_claims"],
    exceptPresets: ["in_marion"],
    maxAmount: 10_000,
    level: "circuit_court",
    part: "Small Claims Docket",
    sources: [IN_NOLO_SMALL_CLAIMS, IN_CLAIMITCOURT],
    note: "Small claims in Indiana (up to $10,000) are heard on the small claims docket of the county's Circuit or Superior Court.",
  },
  // --- Kentucky: the District Court ---
  {
    state: "KY",
    types: ["small_claims"],
    maxAmount: 2_500,
    level: "district_court",
    part: "Small Claims Division",
    ...kentuckyDistrict,
    sources: [KY_FINDLAW_SMALL_CLAIMS, KY_STATERECORDS_SMALL_CLAIMS],
    note: "Small claims in Kentucky (up to $2,500) are heard by the Small Claims Division of the county's District Court, not the Circuit Court.",
  },
  {
    state: "KY",
    types: ["eviction_response"],
    level: "district_court",
    ...kentuckyDistrict,
    sources: [KY_KRS_383_210, KY_LEGALCLARITY_EVICTION],
    note: "Evictions in Kentucky (forcible detainer) are heard by the District Court of the county where the property is.",
  },
  // --- Utah: a city's or county's Justice Court; Cache County's District Court ---
  {
    state: "UT",
    types: ["small_claims"],
    exceptPresets: ["ut_cache"],
    maxAmount: 20_000,
    level: "justice_court",
    ...utahJustice,
    sources: [UT_FINDLAW_SMALL_CLAIMS, UT_CIVILCASE_SMALL_CLAIMS],
    note: "Small claims in Utah (up to $20,000) are heard by the Justice Court of the city or county where the person sued lives or the claim arose: type it, for example Salt Lake City.",
  },
  {
    state: "UT",
    types: ["small_claims"],
    presets: ["ut_cache"],
    maxAmount: 20_000,
    level: "district_court",
    part: "Small Claims",
    sources: [UT_FINDLAW_SMALL_CLAIMS, UT_CIVILCASE_SMALL_CLAIMS],
    note: "Small claims in Cache County (up to $20,000) are heard by the District Court where no Justice Court serves the place.",
  },
  // --- West Virginia: the Magistrate Court for evictions ---
  {
    state: "WV",
    types: ["eviction_response"],
    level: "magistrate_court",
    caption: (preset) => `Magistrate Court, ${countyWords(preset)}, West Virginia`,
    sources: [WV_CODE_50_2_1, WV_LEGALCLARITY_MAGISTRATE],
    note: "Evictions in West Virginia (unlawful entry or detainer, wrongful occupation of a rental home) are heard by the county's Magistrate Court when who owns the property is not in dispute.",
  },
];
