// The court-level rules for less populous states (issue 37 §1, data): Iowa, Nevada, New Mexico, Nebraska, Idaho,
// New Hampshire, Maine and the District of Columbia, each read on a judiciary, county or statute page (sources.ts). A state missing here had no such page.
import type { LevelRule } from "./rules.ts";
import { countyWords, namedByPlace } from "./captions.ts";
import {
  DC_CODE_11_1321,
  DC_COURTS_LANDLORD_TENANT_FAQ,
  IA_COURTS_SMALL_CLAIMS,
  ID_BINGHAM_MAGISTRATE,
  ID_CODE_1_2301,
  ME_COURTS_SMALL_CLAIMS,
  NE_SUPREME_COURT_SMALL_CLAIMS,
  NH_DISTRICT_LANDLORD_TENANT,
  NH_LAW_LIBRARY_SMALL_CLAIMS,
  NM_BERNCO_SMALL_CLAIMS,
  NM_NMSA_35_3_3,
  NV_COURTS_SMALL_CLAIMS,
  NV_LAS_VEGAS_JUSTICE_EVICTIONS,
  NV_NRS_73_010,
} from "./sources.ts";

/** Nevada's justice courts sit by township ("Las Vegas Justice Court"): the person types the township. */
const nevadaJustice = namedByPlace("Justice Court", "Nevada");

export const LESS_POPULOUS_STATE_RULES: readonly LevelRule[] = [
  // --- Iowa: the District Court's small claims (the directory's court), evictions there too ---
  {
    state: "IA",
    types: ["small_claims"],
    maxAmount: 6_500,
    level: "district_court",
    part: "Small Claims",
    sources: [IA_COURTS_SMALL_CLAIMS],
    note: "Small claims in Iowa (up to $6,500) are heard as small claims in the county's District Court.",
  },
  {
    state: "IA",
    types: ["eviction_response"],
    level: "district_court",
    part: "Small Claims (forcible entry and detainer)",
    sources: [IA_COURTS_SMALL_CLAIMS],
    note: "Evictions in Iowa (forcible entry and detainer) may be brought as small claims in the county's District Court.",
  },
  // --- Nevada: the township's Justice Court ---
  {
    state: "NV",
    types: ["small_claims"],
    maxAmount: 10_000,
    level: "justice_court",
    part: "Small Claims",
    ...nevadaJustice,
    sources: [NV_COURTS_SMALL_CLAIMS, NV_NRS_73_010],
    note: "Small claims in Nevada (up to $10,000) are heard by the Justice Court of the township where the person sued lives, works or does business: type the township (for example Las Vegas).",
  },
  {
    state: "NV",
    types: ["eviction_response"],
    level: "justice_court",
    ...nevadaJustice,
    sources: [NV_LAS_VEGAS_JUSTICE_EVICTIONS],
    note: "Evictions in Nevada (summary eviction) are filed in the Justice Court of the township where the tenant lives: type the township.",
  },
  // --- New Mexico: Bernalillo County's Metropolitan Court, elsewhere the Magistrate Court ---
  {
    state: "NM",
    types: ["small_claims"],
    presets: ["nm_bernalillo"],
    maxAmount: 10_000,
    level: "metropolitan_court",
    caption: () => "Bernalillo County Metropolitan Court",
    sources: [NM_BERNCO_SMALL_CLAIMS],
    note: "Small claims in Bernalillo County (up to $10,000) are heard by the Bernalillo County Metropolitan Court, not the District Court.",
  },
  {
    state: "NM",
    types: ["small_claims"],
    exceptPresets: ["nm_bernalillo"],
    maxAmount: 10_000,
    level: "magistrate_court",
    caption: (preset) => `Magistrate Court, ${countyWords(preset)}, New Mexico`,
    sources: [NM_NMSA_35_3_3, NM_BERNCO_SMALL_CLAIMS],
    note: "Small claims in New Mexico outside Bernalillo County (up to $10,000) are heard by the county's Magistrate Court, not the District Court.",
  },
  // --- Nebraska: the County Court's small claims ---
  {
    state: "NE",
    types: ["small_claims"],
    maxAmount: 3_900,
    level: "county_court",
    part: "Small Claims",
    caption: (preset) => `County Court of ${countyWords(preset)}, Nebraska`,
    sources: [NE_SUPREME_COURT_SMALL_CLAIMS],
    note: "Small claims in Nebraska (up to $3,900, without lawyers) are a division of the County Court, not the District Court.",
  },
  // --- Idaho: the District Court's Magistrate Division (the directory's court) ---
  {
    state: "ID",
    types: ["small_claims"],
    maxAmount: 5_000,
    level: "district_court",
    part: "Magistrate Division, Small Claims Department",
    sources: [ID_CODE_1_2301, ID_BINGHAM_MAGISTRATE],
    note: "Small claims in Idaho (up to $5,000) are heard by the Small Claims Department of the District Court's Magistrate Division.",
  },
  // --- New Hampshire: the Circuit Court's District Division ---
  {
    state: "NH",
    types: ["small_claims"],
    maxAmount: 10_000,
    level: "district_court",
    part: "Small Claims",
    caption: (preset) => `New Hampshire Circuit Court, District Division, ${countyWords(preset)}`,
    sources: [NH_LAW_LIBRARY_SMALL_CLAIMS],
    note: "Small claims in New Hampshire (up to $10,000) are filed in the District Division of the Circuit Court, not the Superior Court. Each district division sits in a town: use the one where you or the person you sue lives.",
  },
  {
    state: "NH",
    types: ["eviction_response"],
    level: "district_court",
    part: "Landlord and Tenant",
    caption: (preset) => `New Hampshire Circuit Court, District Division, ${countyWords(preset)}`,
    sources: [NH_DISTRICT_LANDLORD_TENANT],
    note: "Evictions in New Hampshire (landlord and tenant writs, RSA 540) are heard by the District Division of the Circuit Court, not the Superior Court.",
  },
  // --- Maine: the District Court ---
  {
    state: "ME",
    types: ["small_claims"],
    maxAmount: 6_000,
    level: "district_court",
    part: "Small Claims",
    caption: (preset) => `Maine District Court, ${countyWords(preset)}`,
    sources: [ME_COURTS_SMALL_CLAIMS],
    note: "Small claims in Maine (up to $6,000) are heard by the District Court, not the Superior Court, after mediation.",
  },
  // --- District of Columbia: the Superior Court's Small Claims and Conciliation Branch (the directory's court) ---
  {
    state: "DC",
    types: ["small_claims"],
    maxAmount: 10_000,
    level: "superior_court",
    part: "Civil Division, Small Claims and Conciliation Branch",
    sources: [DC_CODE_11_1321],
    note: "Small claims in the District of Columbia (up to $10,000) are heard by the Superior Court's Small Claims and Conciliation Branch.",
  },
  {
    state: "DC",
    types: ["eviction_response"],
    level: "superior_court",
    part: "Civil Division, Landlord and Tenant Branch",
    sources: [DC_COURTS_LANDLORD_TENANT_FAQ],
    note: "Evictions in the District of Columbia are heard by the Superior Court's Landlord and Tenant Branch.",
  },
];
