// Where the court-level rules were read (issue 37 §1): one citation per document, each with the URL it was read at
// and the date. A rule in rules.ts is shipped only with at least one of these.
import type { TFactSource } from "@courtready/contracts";

/** The date the court-level sources below were read. */
export const READ_LEVELS = "2026-11-27";

function cite(title: string, url: string): TFactSource {
  return { title, url, read: READ_LEVELS, value: null };
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
