// The court-level rules for states after the first six (issue 37 §1, data): Pennsylvania, Georgia, North Carolina,
// New Jersey, Virginia, Washington, Arizona, Tennessee, South Carolina, Minnesota, Wisconsin, Oregon and Oklahoma,
// each read on a judiciary, county court or statute page (sources.ts). A state missing here had no such page found.
import type { TCourtPreset } from "@courtready/contracts";
import type { LevelRule } from "./rules.ts";
import { countyName, countyWords, virginiaPlace } from "./captions.ts";
import {
  AZ_PARKER_JUSTICE_FORMS,
  AZ_PINAL_JUSTICE_SMALL_CLAIMS,
  AZ_SANTA_CRUZ_JUSTICE_CIVIL,
  CO_JUDICIAL_SMALL_CLAIMS,
  CT_211_SMALL_CLAIMS,
  GA_GWINNETT_MAGISTRATE_CIVIL,
  GA_TOOMBS_MAGISTRATE_CIVIL,
  MA_MASS_GOV_SMALL_CLAIMS,
  MI_OAKLAND_52_3_LANDLORD_TENANT,
  MI_OAKLAND_52_4_SMALL_CLAIMS,
  MN_COURTS_CONCILIATION,
  MN_HENNEPIN_CONCILIATION,
  MO_RSMO_482_305,
  NC_COURTS_SMALL_CLAIMS,
  NJ_COURTS_LANDLORD_TENANT,
  NJ_COURTS_SMALL_CLAIMS,
  OK_OKLAHOMA_COUNTY_SMALL_CLAIMS,
  OR_YAMHILL_SMALL_CLAIMS,
  PA_CUMBERLAND_MDJ_FAQ,
  PA_MILLCREEK_MDJ_CASES,
  PA_PHILADELPHIA_MUNICIPAL_CIVIL,
  SC_BENCH_BOOK_MAGISTRATE_CIVIL,
  TN_CTAS_GENERAL_SESSIONS,
  VA_HENRY_GDC,
  VA_YORK_GDC_CIVIL,
  WA_RCW_12_40_010,
  WI_CALUMET_SMALL_CLAIMS,
  WI_WASHBURN_SMALL_CLAIMS,
} from "./sources.ts";

/** Philadelphia's small claims and evictions go to its Municipal Court; the rest of Pennsylvania has districts. */
const PHILADELPHIA = ["pa_philadelphia"] as const;

const magisterialDistrict = (preset: TCourtPreset) =>
  `Magisterial District Court, ${countyWords(preset)}, Pennsylvania`;
const magisterialPattern = (preset: TCourtPreset) =>
  `Magisterial District Court {precinct}, ${countyWords(preset)}, Pennsylvania`;
const arizonaJustice = (preset: TCourtPreset) => `Justice Court, ${countyWords(preset)}, Arizona`;
const arizonaJusticePattern = (preset: TCourtPreset) =>
  `{precinct} Justice Court, ${countyWords(preset)}, Arizona`;

/** Michigan's district courts are numbered ("52-4 District Court"); the person types the number. */
const michiganDistrict = (preset: TCourtPreset) => `District Court, ${countyWords(preset)}, Michigan`;
const michiganDistrictPattern = (preset: TCourtPreset) =>
  `{precinct} District Court, ${countyWords(preset)}, Michigan`;

export const MORE_STATE_RULES: readonly LevelRule[] = [
  // --- Pennsylvania: Philadelphia Municipal Court, elsewhere the Magisterial District Courts ---
  {
    state: "PA",
    types: ["small_claims"],
    presets: PHILADELPHIA,
    maxAmount: 12_000,
    level: "municipal_court",
    part: "Civil Division (Small Claims)",
    caption: () => "Philadelphia Municipal Court",
    sources: [PA_PHILADELPHIA_MUNICIPAL_CIVIL],
    note: "Small claims in Philadelphia (up to $12,000) are heard by the Civil Division of the Philadelphia Municipal Court, not the Court of Common Pleas.",
  },
  {
    state: "PA",
    types: ["eviction_response"],
    presets: PHILADELPHIA,
    level: "municipal_court",
    part: "Civil Division (Landlord and Tenant)",
    caption: () => "Philadelphia Municipal Court",
    sources: [PA_PHILADELPHIA_MUNICIPAL_CIVIL],
    note: "Landlord and tenant cases in Philadelphia are heard by the Civil Division of the Philadelphia Municipal Court.",
  },
  {
    state: "PA",
    types: ["small_claims"],
    exceptPresets: PHILADELPHIA,
    maxAmount: 12_000,
    level: "magisterial_district_court",
    caption: magisterialDistrict,
    precinctPattern: magisterialPattern,
    sources: [PA_CUMBERLAND_MDJ_FAQ, PA_MILLCREEK_MDJ_CASES],
    note: "Small claims in Pennsylvania (up to $12,000) are heard by a Magisterial District Court (the Court of Common Pleas may also hear them). Each county is divided into numbered magisterial districts: type the district number on your papers.",
  },
  {
    state: "PA",
    types: ["eviction_response"],
    exceptPresets: PHILADELPHIA,
    level: "magisterial_district_court",
    caption: magisterialDistrict,
    precinctPattern: magisterialPattern,
    sources: [PA_MILLCREEK_MDJ_CASES, PA_CUMBERLAND_MDJ_FAQ],
    note: "Landlord-tenant cases in Pennsylvania (possession, and rent or damages up to $12,000) are heard by a Magisterial District Court: type the magisterial district number on your papers.",
  },
  // --- Georgia: Magistrate Court ---
  {
    state: "GA",
    types: ["small_claims"],
    maxAmount: 15_000,
    level: "magistrate_court",
    caption: (preset) => `Magistrate Court of ${countyName(preset)} County, Georgia`,
    sources: [GA_GWINNETT_MAGISTRATE_CIVIL, GA_TOOMBS_MAGISTRATE_CIVIL],
    note: "Small claims in Georgia (up to $15,000) are heard by the county's Magistrate Court, not the Superior Court.",
  },
  {
    state: "GA",
    types: ["eviction_response"],
    level: "magistrate_court",
    caption: (preset) => `Magistrate Court of ${countyName(preset)} County, Georgia`,
    sources: [GA_TOOMBS_MAGISTRATE_CIVIL],
    note: "Evictions in Georgia (dispossessory actions) are heard by the county's Magistrate Court.",
  },
  // --- North Carolina: District Court Division, small claims before a magistrate ---
  {
    state: "NC",
    types: ["small_claims"],
    maxAmount: 10_000,
    level: "district_court",
    part: "Small Claims (magistrate)",
    caption: (preset) => `District Court, ${countyWords(preset)}, North Carolina`,
    sources: [NC_COURTS_SMALL_CLAIMS],
    note: "Small claims in North Carolina are heard by a magistrate in the District Court Division. The limit is set by each county, from $5,000 to $10,000: ask the clerk of court for yours.",
  },
  {
    state: "NC",
    types: ["eviction_response"],
    level: "district_court",
    part: "Small Claims (summary ejectment)",
    caption: (preset) => `District Court, ${countyWords(preset)}, North Carolina`,
    sources: [NC_COURTS_SMALL_CLAIMS],
    note: "Evictions in North Carolina (summary ejectment) are heard in small claims court, part of the District Court Division.",
  },
  // --- New Jersey: the Superior Court's Special Civil Part (the directory's court, a part of it) ---
  {
    state: "NJ",
    types: ["small_claims"],
    maxAmount: 3_000,
    level: "superior_court",
    part: "Law Division, Special Civil Part, Small Claims",
    sources: [NJ_COURTS_SMALL_CLAIMS],
    note: "Small claims in New Jersey (up to $3,000; up to $5,000 for the return of a security deposit) are heard by the Special Civil Part of the county's Superior Court.",
  },
  {
    state: "NJ",
    types: ["eviction_response"],
    level: "superior_court",
    part: "Law Division, Special Civil Part, Landlord/Tenant",
    sources: [NJ_COURTS_LANDLORD_TENANT],
    note: "Landlord-tenant cases in New Jersey are filed in the Special Civil Part of the county's Superior Court.",
  },
  // --- Virginia: General District Court ---
  {
    state: "VA",
    types: ["small_claims"],
    maxAmount: 5_000,
    level: "general_district_court",
    part: "Small Claims Division",
    caption: (preset) => `General District Court, ${virginiaPlace(preset)}, Virginia`,
    sources: [VA_YORK_GDC_CIVIL, VA_HENRY_GDC],
    note: "Small claims in Virginia (up to $5,000, without lawyers) are heard by the Small Claims Division of the General District Court, not the Circuit Court.",
  },
  {
    state: "VA",
    types: ["eviction_response"],
    level: "general_district_court",
    caption: (preset) => `General District Court, ${virginiaPlace(preset)}, Virginia`,
    sources: [VA_HENRY_GDC, VA_YORK_GDC_CIVIL],
    note: "Evictions in Virginia (unlawful detainer) are heard by the General District Court.",
  },
  // --- Washington: small claims department of the District Court (evictions not sourced) ---
  {
    state: "WA",
    types: ["small_claims"],
    maxAmount: 10_000,
    level: "district_court",
    part: "Small Claims Department",
    caption: (preset) => `${countyWords(preset)} District Court, Washington`,
    sources: [WA_RCW_12_40_010],
    note: "Small claims in Washington are heard by the small claims department of the District Court: up to $10,000 for a person, $5,000 for a business or other claimant.",
  },
  // --- Arizona: Justice Courts, named by precinct ---
  {
    state: "AZ",
    types: ["small_claims"],
    maxAmount: 3_500,
    level: "justice_court",
    part: "Small Claims",
    caption: arizonaJustice,
    precinctPattern: arizonaJusticePattern,
    sources: [AZ_PINAL_JUSTICE_SMALL_CLAIMS, AZ_PARKER_JUSTICE_FORMS],
    note: "Small claims in Arizona (up to $3,500) are heard by a Justice Court. Each county has several, named by precinct (for example Casa Grande Justice Court): type your justice court's name.",
  },
  {
    state: "AZ",
    types: ["eviction_response"],
    level: "justice_court",
    caption: arizonaJustice,
    precinctPattern: arizonaJusticePattern,
    sources: [AZ_PARKER_JUSTICE_FORMS, AZ_SANTA_CRUZ_JUSTICE_CIVIL],
    note: "Evictions in Arizona (forcible or special detainer) are heard by a Justice Court: type your justice court's name.",
  },
  // --- Tennessee: General Sessions Court ---
  {
    state: "TN",
    types: ["small_claims"],
    maxAmount: 25_000,
    level: "general_sessions_court",
    caption: (preset) => `General Sessions Court of ${countyWords(preset)}, Tennessee`,
    sources: [TN_CTAS_GENERAL_SESSIONS],
    note: "Small civil claims in Tennessee (up to $25,000) are heard by the county's General Sessions Court.",
  },
  {
    state: "TN",
    types: ["eviction_response"],
    level: "general_sessions_court",
    caption: (preset) => `General Sessions Court of ${countyWords(preset)}, Tennessee`,
    sources: [TN_CTAS_GENERAL_SESSIONS],
    note: "Evictions in Tennessee (forcible entry and detainer) are heard by the county's General Sessions Court, whatever the amount.",
  },
  // --- South Carolina: Magistrate Court ---
  {
    state: "SC",
    types: ["small_claims"],
    maxAmount: 7_500,
    level: "magistrate_court",
    caption: (preset) => `Magistrate Court, ${countyWords(preset)}, South Carolina`,
    sources: [SC_BENCH_BOOK_MAGISTRATE_CIVIL],
    note: "Small claims in South Carolina (up to $7,500) are heard by the county's Magistrate Court.",
  },
  {
    state: "SC",
    types: ["eviction_response"],
    level: "magistrate_court",
    caption: (preset) => `Magistrate Court, ${countyWords(preset)}, South Carolina`,
    sources: [SC_BENCH_BOOK_MAGISTRATE_CIVIL],
    note: "Landlord and tenant cases in South Carolina, evictions included, are heard by the county's Magistrate Court.",
  },
  // --- Minnesota: Conciliation Court, a part of the District Court (the directory's court) ---
  {
    state: "MN",
    types: ["small_claims"],
    maxAmount: 20_000,
    level: "district_court",
    part: "Conciliation Court",
    sources: [MN_HENNEPIN_CONCILIATION, MN_COURTS_CONCILIATION],
    note: "Small claims in Minnesota (up to $20,000; $4,000 for consumer credit claims) are heard by the Conciliation Court of the county's District Court.",
  },
  // --- Wisconsin: small claims in the Circuit Court (the directory's court) ---
  {
    state: "WI",
    types: ["small_claims"],
    maxAmount: 10_000,
    level: "circuit_court",
    part: "Small Claims",
    sources: [WI_WASHBURN_SMALL_CLAIMS, WI_CALUMET_SMALL_CLAIMS],
    note: "Small claims in Wisconsin (up to $10,000; $5,000 for personal injury and other tort claims) are heard on the Circuit Court's small claims docket.",
  },
  {
    state: "WI",
    types: ["eviction_response"],
    level: "circuit_court",
    part: "Small Claims",
    sources: [WI_WASHBURN_SMALL_CLAIMS, WI_CALUMET_SMALL_CLAIMS],
    note: "Evictions in Wisconsin are small claims actions in the county's Circuit Court.",
  },
  // --- Oregon: small claims department of the Circuit Court (evictions not sourced) ---
  {
    state: "OR",
    types: ["small_claims"],
    maxAmount: 10_000,
    level: "circuit_court",
    part: "Small Claims Department",
    sources: [OR_YAMHILL_SMALL_CLAIMS],
    note: "Small claims in Oregon (up to $10,000) are heard by the county's Circuit Court.",
  },
  // --- Oklahoma: the District Court's small claims docket (the directory's court) ---
  {
    state: "OK",
    types: ["small_claims"],
    maxAmount: 10_000,
    level: "district_court",
    part: "Small Claims",
    sources: [OK_OKLAHOMA_COUNTY_SMALL_CLAIMS],
    note: "Small claims in Oklahoma (up to $10,000) are heard on the District Court's small claims docket.",
  },
  {
    state: "OK",
    types: ["eviction_response"],
    level: "district_court",
    part: "Small Claims (forcible entry and detainer)",
    sources: [OK_OKLAHOMA_COUNTY_SMALL_CLAIMS],
    note: "Evictions in Oklahoma (forcible entry and detainer) are heard on the District Court's small claims docket.",
  },
  // --- Michigan: the District Court, numbered by district ---
  {
    state: "MI",
    types: ["small_claims"],
    maxAmount: 7_000,
    level: "district_court",
    part: "Small Claims Division",
    caption: michiganDistrict,
    precinctPattern: michiganDistrictPattern,
    sources: [MI_OAKLAND_52_4_SMALL_CLAIMS],
    note: "Small claims in Michigan (up to $7,000) are heard by the Small Claims Division of the District Court, not the Circuit Court. District courts are numbered (for example the 52-4 District Court): type your district court's number.",
  },
  {
    state: "MI",
    types: ["eviction_response"],
    level: "district_court",
    caption: michiganDistrict,
    precinctPattern: michiganDistrictPattern,
    sources: [MI_OAKLAND_52_3_LANDLORD_TENANT],
    note: "Evictions in Michigan (landlord-tenant summary proceedings) are filed at the District Court where the home is: type that district court's number.",
  },
  // --- Colorado: the County Court (evictions not sourced) ---
  {
    state: "CO",
    types: ["small_claims"],
    maxAmount: 7_500,
    level: "county_court",
    part: "Small Claims",
    caption: (preset) => `County Court, ${countyWords(preset)}, Colorado`,
    sources: [CO_JUDICIAL_SMALL_CLAIMS],
    note: "Small claims in Colorado (up to $7,500) are heard by the county court, not the District Court.",
  },
  // --- Massachusetts: a small claims session of a District Court (or the Boston Municipal or Housing Court) ---
  {
    state: "MA",
    types: ["small_claims"],
    maxAmount: 7_000,
    level: "district_court",
    part: "Small Claims Session",
    caption: (preset) => `District Court, ${countyWords(preset)}, Massachusetts`,
    precinctPattern: (preset) => `{precinct} District Court, ${countyWords(preset)}, Massachusetts`,
    sources: [MA_MASS_GOV_SMALL_CLAIMS],
    note: "Small claims in Massachusetts (up to $7,000) are a special session of the District Court, the Boston Municipal Court or the Housing Court, not the Superior Court. District courts are named by town: type your court's town.",
  },
  // --- Connecticut: the Superior Court's small claims (the directory's court) ---
  {
    state: "CT",
    types: ["small_claims"],
    maxAmount: 5_000,
    level: "superior_court",
    part: "Small Claims",
    sources: [CT_211_SMALL_CLAIMS],
    note: "Small claims in Connecticut (up to $5,000) are part of the Superior Court and heard by magistrates.",
  },
  // --- Missouri: the Circuit Court sitting as a small claims court (the directory's court) ---
  {
    state: "MO",
    types: ["small_claims"],
    maxAmount: 5_000,
    level: "circuit_court",
    part: "Small Claims Court",
    sources: [MO_RSMO_482_305],
    note: "Small claims in Missouri (up to $5,000) are heard by a judge of the county's Circuit Court sitting as the small claims court.",
  },
];
