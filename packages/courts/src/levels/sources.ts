// Where the court-level rules were read (issue 37 §1): one citation per document, each with the URL it was read at
// and the date. A rule in rules.ts is shipped only with at least one of these.
import type { TFactSource } from "@courtready/contracts";

/** The date the court-level sources below were read. */
export const READ_LEVELS = "2026-11-27";

/**
 * Citations read on `read`: the title names the document and what it says, `value` is what the source gives where it
 * differs from the fact shipped. The facts read on a later day than READ_LEVELS cite with it (court finders, the
 * four more states' levels, the licence shapes).
 */
export const citedOn =
  (read: string) =>
  (title: string, url: string, value: string | null = null): TFactSource => ({ title, url, read, value });

/** One citation read on READ_LEVELS (the other sources files of this folder cite with it too). */
export function cite(title: string, url: string): TFactSource {
  return citedOn(READ_LEVELS)(title, url);
}

// --- New York ------------------------------------------------------------------------------------------------------

export const NY_CIVIL_SMALL_CLAIMS = cite(
  'New York State Unified Court System, Civil Court of the City of New York, Small Claims "In General": the Small Claims Part has monetary jurisdiction up to $10,000',
  "https://nycourts.gov/courts/nyc/smallclaims/general.shtml",
);
export const NY_CIVIL_HOUSING = cite(
  'New York State Unified Court System, Civil Court of the City of New York, Housing "In General": the Housing Part has jurisdiction of summary proceedings (residential holdover and non-payment cases)',
  "http://www.courts.state.ny.us/COURTS/nyc/housing/general.shtml",
);

// --- Texas ---------------------------------------------------------------------------------------------------------

export const TX_DENTON_JP_CASE_TYPES = cite(
  'Denton County, "Justice Court Case Types": small claims up to $20,000 and eviction cases are heard in justice court (Tex. R. Civ. P. 500-507 and 510)',
  "https://www.dentoncounty.gov/769/Case-Hearing-Types",
);
export const TX_RCP_PART_V = cite(
  "Texas Rules of Civil Procedure, Part V: Rules of Practice in Justice Courts (Rule 510, Eviction Cases), as published by the Texas Children's Commission bench book",
  "http://benchbook.texaschildrenscommission.gov/library_item/gov.tx.courts.r_civ_p/351",
);

// --- Maryland ------------------------------------------------------------------------------------------------------

export const MD_CJ_4_405 = cite(
  "Md. Code, Courts and Judicial Proceedings § 4-405: the District Court has exclusive jurisdiction over a small claim action (not over $5,000) and landlord-tenant actions under Real Property §§ 8-401 and 8-402 (rent claimed not over $5,000)",
  "https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=gcj&section=4-405",
);
export const MD_COURTS_HOUSING = cite(
  'Maryland Judiciary, "Housing Cases": housing matters between landlords and tenants are heard by the District Court',
  "https://www.courts.state.md.us/legalhelp/housing",
);

// --- California ----------------------------------------------------------------------------------------------------

export const CA_MARIN_SMALL_CLAIMS = cite(
  'Superior Court of California, County of Marin, "Small Claims": claims up to $12,500 for individuals and $6,250 for businesses',
  "https://www.marin.courts.ca.gov/small-claims",
);
export const CA_YOLO_SMALL_CLAIMS = cite(
  'Superior Court of California, County of Yolo, "Small Claims": no claim over $6,250, or $12,500 for a natural person',
  "https://www.yolo.courts.ca.gov/divisions/small-claims",
);
export const CA_OC_UNLAWFUL_DETAINER = cite(
  'Superior Court of California, County of Orange, Civil "Unlawful Detainer": the special court proceeding to evict a tenant, filed in the Superior Court',
  "https://occourts.org/divisions/civil/unlawful-detainer",
);

// --- Illinois ------------------------------------------------------------------------------------------------------

export const IL_RULE_281 = cite(
  "Ill. S. Ct. R. 281, Definition of Small Claim: a civil action in tort or contract for money not over $10,000, exclusive of interest and costs (text as published by WomensLaw.org)",
  "http://www.womenslaw.org/laws/il/statutes/rule-281-definition-small-claim",
);
export const IL_MADISON_SMALL_CLAIMS = cite(
  'Madison County (Illinois) Circuit Clerk, "Small Claims Court": a small claim is a civil action for up to $10,000, filed with the Circuit Clerk',
  "http://co.madison.il.us/departments/circuit_clerk/small_claims_court.php",
);
export const IL_NOLO_EVICTION = cite(
  'Nolo, "Illinois Small Claims Courts: An Overview": an eviction may be heard in the circuit court\'s small claims department whatever the amount (a secondary source)',
  "https://www.nolo.com/legal-encyclopedia/illinois-small-claims-courts-an-overview.html",
);

// --- Florida -------------------------------------------------------------------------------------------------------

export const FL_SMALL_CLAIMS_RULE_7_010 = cite(
  "Fla. Sm. Cl. R. 7.010(b), Title and Scope: the Small Claims Rules apply to civil actions in the county courts for money or property not over $8,000 (as amended through March 26, 2024, published by Casetext)",
  "https://casetext.com/rule/florida-court-rules/florida-small-claims-rules/rule-7010-title-and-scope",
);
export const FL_STAT_34_011 = cite(
  "Fla. Stat. ch. 34, County Courts (2010 text, Online Sunshine): § 34.011, county court jurisdiction in landlord and tenant cases and exclusive jurisdiction of proceedings for the right of possession of real property",
  "https://flsenate.gov/Laws/Statutes/2010/Chapter34/All",
);

// --- Pennsylvania --------------------------------------------------------------------------------------------------

export const PA_CUMBERLAND_MDJ_FAQ = cite(
  'Cumberland County, Pennsylvania, Special Court Administration "Frequently Asked Questions": a suit for $12,000 or less may be filed with a magisterial district judge at the Magisterial District Court, and landlord/tenant disputes are heard there too',
  "https://www.cumberlandcountypa.gov/faq.aspx?TID=73",
);
export const PA_MILLCREEK_MDJ_CASES = cite(
  'Millcreek Township (Erie County, Pennsylvania), "Court Cases" (its Magisterial District Court): civil claims not over $12,000, and a landlord seeking possession of a property and/or rent and damages not over $12,000, are filed in the district court',
  "https://www.millcreektownship.com/252/Court-Cases",
);
export const PA_PHILADELPHIA_MUNICIPAL_CIVIL = cite(
  'Philadelphia Courts, First Judicial District of Pennsylvania, Municipal Court "Civil Division": Landlord and Tenant cases, Code Enforcement cases and Small Claims cases up to $12,000',
  "https://www.courts.phila.gov/municipal/civil/",
);

// --- Georgia -------------------------------------------------------------------------------------------------------

export const GA_GWINNETT_MAGISTRATE_CIVIL = cite(
  'Gwinnett County Courts, Magistrate Court "Civil Jurisdiction - F.A.Q.s": the Magistrate Court, also called the small claims court, hears claims of $15,000 or less',
  "https://gwinnettcourts.com/magistrate/civil-jurisdiction-faqs",
);
export const GA_TOOMBS_MAGISTRATE_CIVIL = cite(
  'Toombs County, Georgia, Magistrate Court "Civil Suits": Magistrate Court is Georgia\'s court for small claims, civil suits where damages are $15,000 or less, and hears landlord-tenant dispossessory (eviction) actions',
  "https://www.toombscountyga.gov/civil-suits-2/",
);

// --- North Carolina ------------------------------------------------------------------------------------------------

export const NC_COURTS_SMALL_CLAIMS = cite(
  'North Carolina Judicial Branch, Help Topics "Small Claims": small claims court is part of the district court division, magistrates decide its cases, the limit is $5,000 to $10,000 depending on the county, and it hears summary ejectment (eviction) cases',
  "https://www.nccourts.gov/help-topics/lawsuits-and-small-claims/small-claims",
);

// --- New Jersey ----------------------------------------------------------------------------------------------------

export const NJ_COURTS_SMALL_CLAIMS = cite(
  'New Jersey Courts, Self-Help "Small Claims Court": small claims are lawsuits for $3,000 or less ($5,000 or less for the return of a security deposit)',
  "https://njcourts.gov/selfhelp/small_claims.html",
);
export const NJ_COURTS_LANDLORD_TENANT = cite(
  'New Jersey Courts, "Landlord/Tenant" (as listed in the njcourts.gov search): landlord tenant cases are filed in the Special Civil Part of the Superior Court',
  "https://www.njcourts.gov/pl/search?language_content_entity=en&page=17",
);

// --- Virginia ------------------------------------------------------------------------------------------------------

export const VA_HENRY_GDC = cite(
  'Henry County, Virginia, "General District" (21st Judicial District): the General District Court decides civil suits up to $25,000, including unlawful detainer (eviction) suits, and holds a small claims docket',
  "https://henrycountyva.gov/176/General-District",
);
export const VA_YORK_GDC_CIVIL = cite(
  'York County, Virginia, General District Court "Civil Filing": the Small Claims Division is for claims of $5,000 or less without attorneys; a summons for unlawful detainer (civil claim for eviction) is filed with the clerk',
  "https://www.yesyorkcounty.com/921/Civil-Filing",
);

// --- Washington ----------------------------------------------------------------------------------------------------

export const WA_RCW_12_40_010 = cite(
  'RCW 12.40.010, "Department authorized—Jurisdictional amount": every district court has a small claims department for the recovery of money up to $10,000 in cases brought by a natural person, $5,000 in all other cases',
  "https://app.leg.wa.gov/RCW/default.aspx?cite=12.40.010",
);

// --- Arizona -------------------------------------------------------------------------------------------------------

export const AZ_PINAL_JUSTICE_SMALL_CLAIMS = cite(
  'Pinal County Justice Courts, "Small Claims (up to and including $3,500.00) Instructions & Forms" (SC11-106, revised 03/06/2019): the justice courts have exclusive jurisdiction over small claims filed in the county (copy published by docslib.org)',
  "https://docslib.org/doc/22154/sc11-106-small-claims-packet-form-11132009",
);
export const AZ_PARKER_JUSTICE_FORMS = cite(
  'Parker Justice Court (La Paz County, Arizona), "Forms": small claims for civil claims not over $3,500, and eviction actions are heard by the justice court',
  "https://parkerjusticecourt.com/forms",
);
export const AZ_SANTA_CRUZ_JUSTICE_CIVIL = cite(
  'Santa Cruz County, Arizona, Justice Court "Civil Division": a landlord files an eviction (forcible or special detainer) action in the justice court',
  "https://www.santacruzcountyaz.gov/138/Civil-Division",
);

// --- Tennessee -----------------------------------------------------------------------------------------------------

export const TN_CTAS_GENERAL_SESSIONS = cite(
  'University of Tennessee County Technical Assistance Service, "Jurisdiction of General Sessions Court": $25,000 in all civil cases in all counties, and unlimited original jurisdiction in forcible entry and detainer (T.C.A. § 16-15-501)',
  "http://ctas-eli.ctas.tennessee.edu/reference/jurisdiction-general-sessions-court",
);

// --- South Carolina ------------------------------------------------------------------------------------------------

export const SC_BENCH_BOOK_MAGISTRATE_CIVIL = cite(
  'South Carolina Judicial Department, Bench Book for Summary Court Judges, Civil Section B "Magistrate Law in Civil Actions": magistrates\' jurisdiction over money claims not over $7,500 and all landlord and tenant matters (S.C. Code §§ 22-3-10, 22-3-20)',
  "http://judicial.state.sc.us/summaryCourtBenchBook/displaychapter.cfm?chapter=CivilB",
);

// --- Minnesota -----------------------------------------------------------------------------------------------------

export const MN_HENNEPIN_CONCILIATION = cite(
  'Minnesota Judicial Branch, "Hennepin County Conciliation Court": effective July 1, 2024 the Conciliation Court (small claims court) limits are $20,000 for general claims and $4,000 for consumer credit cases (Minn. Stat. § 491A.01)',
  "https://mncourts.gov/Find-Courts/Hennepin/HennepinConciliationCourt.aspx",
);
export const MN_COURTS_CONCILIATION = cite(
  'Minnesota Judicial Branch, Help Topics "Conciliation Court": claims up to $20,000 ($4,000 for consumer credit) may be filed in Conciliation Court',
  "https://mncourts.gov//help-topics//conciliation-court.aspx",
);

// --- Wisconsin -----------------------------------------------------------------------------------------------------

export const WI_WASHBURN_SMALL_CLAIMS = cite(
  'Washburn County (Wisconsin) Clerk of Circuit Court, "Small Claims": small claims lawsuits are for $10,000 or less, replevin, or an eviction',
  "https://co.washburn.wi.us/departments/clerk-of-circuit-court/small-claims",
);
export const WI_CALUMET_SMALL_CLAIMS = cite(
  'Calumet County (Wisconsin) Clerk of Circuit Court, "Small Claims": money actions of $10,000 or under ($5,000 for third-party, personal injury and tort claims), and eviction actions, under Wis. Stat. ch. 799',
  "https://www.calumetcounty.org/132/Small-Claims",
);

// --- Oregon --------------------------------------------------------------------------------------------------------

export const OR_YAMHILL_SMALL_CLAIMS = cite(
  'Oregon Judicial Department, Yamhill County Circuit Court "Small Claims & Landlord Tenant": small claims may not exceed $10,000',
  "https://courts.oregon.gov/courts/yamhill/programs-services/Pages/small-claims.aspx",
);

// --- Oklahoma ------------------------------------------------------------------------------------------------------

export const OK_OKLAHOMA_COUNTY_SMALL_CLAIMS = cite(
  'Oklahoma County District Court judges, "Small Claims": small claims suits for amounts not over $10,000, and forcible entry and detainer (eviction) cases, are filed with the Small Claims Department',
  "https://oklacountyjudges.org/small-claims/",
);

// --- Michigan ------------------------------------------------------------------------------------------------------

export const MI_OAKLAND_52_4_SMALL_CLAIMS = cite(
  'Oakland County, Michigan, 52-4 District Court "Small Claims": the Small Claims division of the District Court decides disputes of $7,000.00 or less',
  "https://oakgov.com/government/courts/district-courts/52nd-district-court-division-4/52-4-civil/small-claims",
);
export const MI_OAKLAND_52_3_LANDLORD_TENANT = cite(
  'Oakland County, Michigan, 52-3 District Court "Landlord Tenant": proceedings to recover possession of premises must be filed at the District Court where the premises are located',
  "https://oakgov.com/government/courts/district-courts/52nd-district-court-division-3/civil/landlord-tenant",
);

// --- Colorado ------------------------------------------------------------------------------------------------------

export const CO_JUDICIAL_SMALL_CLAIMS = cite(
  'Colorado Judicial Branch, Self Help "Small Claims Cases: Opening a Case": small claims involve $7,500 or less and are heard by the county court (C.R.C.P. 501-521, C.R.S. § 13-6-403)',
  "https://api-ac.coloradojudicial.gov/self-help/opening-case",
);

// --- Massachusetts -------------------------------------------------------------------------------------------------

export const MA_MASS_GOV_SMALL_CLAIMS = cite(
  'Mass.gov, "Small Claims": small claims ($7,000 or less) are not a separate court but a special session of the District Court, the Boston Municipal Court or the Housing Court',
  "https://www.mass.gov/small-claims",
);

// --- Connecticut ---------------------------------------------------------------------------------------------------

export const CT_211_SMALL_CLAIMS = cite(
  '211 Connecticut eLibrary, "Small Claims Court" (excerpts of the State of Connecticut Judicial Branch Small Claims FAQ): small claims courts are part of the Superior Court, for amounts up to $5,000, heard by magistrates',
  "https://uwc.211ct.org/small-claims-court",
);

// --- Missouri ------------------------------------------------------------------------------------------------------

export const MO_RSMO_482_305 = cite(
  "Mo. Rev. Stat. § 482.305, Jurisdiction of small claims court: a judge sitting as a small claims court has original jurisdiction of civil cases where the amount in controversy does not exceed $5,000 (current with the 2023 session, published by Casetext)",
  "http://casetext.com/statute/missouri-revised-statutes/title-xxxii-courts/chapter-482-small-claims-courts/section-482305-jurisdiction-of-small-claims-court",
);

// --- Evictions in Oregon, Minnesota, Colorado and Massachusetts -----------------------------------------------------

export const OR_COOS_RESIDENTIAL_EVICTION = cite(
  'Oregon Judicial Department, Coos County Circuit Court "Residential Eviction - Common Questions": Oregon law requires a landlord to file an action for eviction (formerly Forcible Entry or Detainer) with the Circuit Court',
  "http://courts.oregon.gov/Coos/residentialevicqa.page",
);
export const MN_HENNEPIN_HOUSING_COURT = cite(
  'Minnesota Judicial Branch, "Hennepin Housing Court": Housing Court is part of the Civil Division of the Hennepin County District Court and handles landlord and tenant cases, evictions included (Minn. Stat. ch. 504B)',
  "https://mncourts.gov/Find-Courts/Hennepin/Housing-Court.aspx",
);
export const MN_RAMSEY_HOUSING_COURT = cite(
  'Minnesota Judicial Branch, Second Judicial District (Ramsey County), Civil Division "Housing Court": landlords pursue eviction (unlawful detainer) by filing an Eviction Action Complaint with the court',
  "http://mncourts.gov/district/2/?page=53",
);
export const CO_JDF_100_FED = cite(
  'Colorado Judicial Branch, JDF 100 "Instructions for Forcible Entry and Detainer (FED)/Eviction" (12/2015, copy published by studylib.net): the action is filed in the county where the property is, and the judgment amount is limited to $15,000 in County Court',
  "https://studylib.net/doc/25392366/jdf-100-fed-instructions-final-12-2015",
);
export const MA_SUMMARY_PROCESS_EXPLAINER = cite(
  'Mass.gov, "Massachusetts Summary Process Explainer" (video transcript): a residential eviction (summary process) case is most likely heard in the District Court, the Boston Municipal Court or the Housing Court, chosen by where the property is',
  "https://www.mass.gov/video/massachusetts-summary-process-explainer",
);

// --- Nevada --------------------------------------------------------------------------------------------------------

export const NV_COURTS_SMALL_CLAIMS = cite(
  'Supreme Court of Nevada, Administrative Office of the Courts, "Small Claims Court": disputes involving less than $10,000, generally filed in the justice court that serves the area where the dispute occurred',
  "https://nvcourts.gov/aoc/discover_nevada_justice/small_claims_court",
);
export const NV_NRS_73_010 = cite(
  "Nev. Rev. Stat. § 73.010, Jurisdiction of justice courts for small claims: money claims not over $10,000 against a defendant who lives, does business or works in the township (text as published by WomensLaw.org)",
  "https://www.womenslaw.org/laws/statutes-nevada/title-6-justice-courts-and-civil-procedure-therein/chapter-73-small-claims-0",
);

// --- New Mexico ----------------------------------------------------------------------------------------------------

export const NM_NMSA_35_3_3 = cite(
  "N.M. Stat. § 35-3-3, Jurisdiction; civil actions: magistrates have jurisdiction in civil actions where the debt or sum claimed does not exceed $10,000 (text as published by WomensLaw.org)",
  "https://www.womenslaw.org/laws/statutes-new-mexico/chapter-35-magistrate-and-municipal-courts/article-3-magistrate-court-0",
);
export const NM_BERNCO_SMALL_CLAIMS = cite(
  'Bernalillo County (New Mexico) Probate Court, "Small Claims Courts" (by former Probate Judge Merri Rudd): Bernalillo County\'s Metropolitan Court, and the magistrate court in every other county, hear civil actions up to $10,000',
  "https://www.bernco.gov/probate-court/ask-the-probate-judge.aspx?ce27dac7de3749dfba66ef69bb4a8e59blogPostId=c241c39787b3456b817f1c0bac0299dc",
);

// --- Nebraska ------------------------------------------------------------------------------------------------------

export const NE_SUPREME_COURT_SMALL_CLAIMS = cite(
  'Nebraska Judicial Branch, Self-Represented Litigant Resources "Filing a Small Claims Case": small claims court is a division of the county court, limited to $3,900',
  "https://supremecourt.ne.gov/administration/self-represented-litigant-resources/filing-small-claims-case",
);

// --- Idaho ---------------------------------------------------------------------------------------------------------

export const ID_CODE_1_2301 = cite(
  "Idaho Code § 1-2301, Small claims department: the Small Claims Department of the Magistrate's Division of the district court hears money claims not over $5,000 (text as published by WomensLaw.org, November 2023)",
  "https://www.womenslaw.org/laws/id/statutes/1-2301-small-claims-department-creation-scope-claims-venue",
);
export const ID_BINGHAM_MAGISTRATE = cite(
  'Bingham County, Idaho, "Magistrate Court": every Magistrate\'s Division has a Small Claims Department for claims not over $5,000 (Idaho Code § 1-2301)',
  "https://web.binghamid.gov/courts/magistrate_court.html",
);

// --- New Hampshire -------------------------------------------------------------------------------------------------

export const NH_LAW_LIBRARY_SMALL_CLAIMS = cite(
  'New Hampshire Law Library (John W. King), "Small Claims" guide: small claims are filed in the District Division of the Circuit Court; since July 1, 2015 the limit is $10,000',
  "https://courts-state-nh-us.libguides.com/smallclaims",
);

// --- Iowa ----------------------------------------------------------------------------------------------------------

export const IA_COURTS_SMALL_CLAIMS = cite(
  'Iowa Judicial Branch, Representing Yourself "Small Claims": a civil action for a money judgment of $6,500 or less, and forcible entry and detainer actions from landlord tenant disputes, may be brought in small claims court (Iowa Code ch. 631)',
  "https://www.iowacourts.gov/for-the-public/representing-yourself/small-claims",
);

// --- Alabama, the District of Columbia and Maine -------------------------------------------------------------------

export const AL_LIMESTONE_SMALL_CLAIMS = cite(
  'Limestone County (Alabama) Circuit Clerk, "Small Claims": the Small Claims Court is a division of the District Court, and the most you may sue for is $6,000',
  "http://limestoneclerk.com/small-claims/",
);
export const DC_CODE_11_1321 = cite(
  "D.C. Code § 11-1321, Exclusive jurisdiction of small claims: the Superior Court's Small Claims and Conciliation Branch hears actions only for money up to $10,000 (text as published by WomensLaw.org, April 2024)",
  "https://www.womenslaw.org/laws/dc/statutes/ss-11-1321-exclusive-jurisdiction-small-claims",
);
export const ME_COURTS_SMALL_CLAIMS = cite(
  'Maine Judicial Branch, "Small Claims Court": the District Court has jurisdiction over small claims cases seeking a money judgment of up to $6,000',
  "http://www.courts.maine.gov/maine_courts/small_claims/index.shtml",
);

// --- Evictions in Connecticut, the District of Columbia, Nevada and Missouri -----------------------------------------

export const CT_JDP_HM_31_HOUSING = cite(
  'State of Connecticut Judicial Branch, Superior Court, "Rights and Responsibilities of Landlords and Tenants in Connecticut" (JDP-HM-31, revised 8/2017, copy published by docslib.org): housing matters are handled in the Superior Court\'s Housing Sessions and Judicial District locations',
  "https://docslib.org/doc/9564602/rights-and-responsibilities-of-landlords-and-tenants-in-connecticut",
);
export const DC_COURTS_LANDLORD_TENANT_FAQ = cite(
  "District of Columbia Courts, Civil FAQs: evictions go through the Landlord and Tenant Clerk's Office and Landlord and Tenant Court of the Superior Court (writ of restitution)",
  "https://dccourts.gov/index.php/faqs/civil?page=3",
);
export const NV_LAS_VEGAS_JUSTICE_EVICTIONS = cite(
  'Clark County Courts, Las Vegas Justice Court "Summary Evictions - Landlord": summary evictions are filed in the Justice Court of the township where the tenant lives (Las Vegas, Henderson, North Las Vegas and so on)',
  "http://www.clarkcountycourts.us/lvjc/evictions-landlord.html",
);
export const MO_CLAY_LANDLORD_TENANT = cite(
  'Missouri 7th Judicial Circuit (Clay County), "Landlord/Tenant Cases": a rent and possession case is filed on the Petition of Landlord for Recovery of Possession with the Circuit Clerk',
  "https://www.circuit7.net/landlord",
);

// --- Evictions in New Hampshire and Alabama --------------------------------------------------------------------------

export const NH_DISTRICT_LANDLORD_TENANT = cite(
  'New Hampshire Judicial Branch, "Circuit Court District Division - Landlord and Tenant Procedure": eviction (landlord and tenant writ) cases under RSA 540 are heard by the District Division of the Circuit Court',
  "https://www.courts.state.nh.us/district/landlord.htm",
);
export const AL_JACKSON_UNLAWFUL_DETAINER = cite(
  'Alabama Unified Judicial System, Jackson County "Evictions": procedures and guidelines for filing unlawful detainer actions in the District Court, which has concurrent jurisdiction with the Circuit Court (injunctions only in the Circuit Court)',
  "https://jackson.alacourt.gov/evictions/",
);
