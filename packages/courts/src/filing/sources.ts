// Where the filing profiles' rules were read: one citation per source, shared by the federal, state and generic
// profiles so the same rule cites the same words everywhere. A rule is shipped only with at least one of these.
import type { TFactSource, TFilingProfile, TFilingProfileRuleKey } from "@courtready/contracts";

/** The date the filing-profile sources below were read (issue 36). The directory's older facts keep their date. */
export const READ_PROFILES = "2026-11-27";

/** A source read for the filing profiles: its title names the document, the URL is where it was read (or null). */
export function cite(title: string, url: string | null, value: string | null = null): TFactSource {
  return { title, url, read: READ_PROFILES, value };
}

/** A profile's rules, some or all: what a jurisdiction or a court states. A field it leaves out is not its rule. */
export type FilingRules = Partial<Pick<TFilingProfile, TFilingProfileRuleKey>>;

/** One layer of a profile: the rules a jurisdiction (or one court) states, what it is called, and its notes. */
export interface FilingLayer {
  /** What the profile follows when this layer is the most specific one: "Texas state courts (eFileTexas)". */
  name: string;
  rules: FilingRules;
  notes?: readonly string[];
}

// --- Federal -------------------------------------------------------------------------------------------------------

export const FRCP_5_2 = cite(
  "Fed. R. Civ. P. 5.2, Privacy Protection for Filings Made with the Court (social-security and taxpayer numbers, birth dates, minors' names, financial-account numbers), as published by PACER",
  "http://www.pacer.gov/privacy/cv.html",
);

// --- Texas ---------------------------------------------------------------------------------------------------------

/** FileTime's summary of the JCIT Technology Standards that eFileTexas applies (file names, links, page size). */
export const TX_JCIT_SUMMARY = cite(
  'FileTime (an eFileTexas filing service provider), "Document Standards for eFiled Documents": overview of the Texas Judicial Committee on Information Technology (JCIT) technology standards',
  "http://feedback.filetime.com/knowledgebase/articles/244396-document-standards-for-efiled-documents",
);
export const TX_JCIT_PAGE = cite(
  "Texas Judicial Committee on Information Technology, Technology Standards (govern eFileTexas.gov; approved by the Supreme Court of Texas)",
  "https://www.txcourts.gov/jcit/technology-standards",
);
export const TX_JCIT_PRODOC = cite(
  'ProDoc eFile, "Information For All Jurisdictions": JCIT standards, an e-filed document must be text-searchable PDF on 8.5 x 11 page size',
  "https://www.prodocefile.com/Information/JurisdictionSpecificInfo/Help/information_for_all_jurisdicti.htm",
);
export const TX_RULE_21_AND_21C = cite(
  'Dallas County District Clerk, "New Statewide Rules for E-Filing": Tex. R. Civ. P. 21(f)(8) (text-searchable PDF, not locked) and Tex. R. Civ. P. 21c (sensitive data)',
  "https://docest.com/doc/584005/dallas-county-district-clerk-new-statewide-rules-for-e-filing",
);
export const TX_FILLABLE_FORMS = cite(
  'Court Technology Bulletin, "FileTime Lowers Barriers for E-filing in Texas" (2016): eFileTexas documents cannot contain fill-in-the-blank coding as found on fillable PDF files',
  "https://courttechbulletin.blogspot.com/2016/01/filetime-lowers-barriers-for-e-filing.html",
);
export const TX_ECTOR_FAQ = cite(
  "Ector County District Clerk, eFile frequently asked questions: exhibits go inside the lead document's PDF; 32 MB per document",
  "https://newtools.cira.state.tx.us/page/ector.eFileFAQ",
);

// --- Illinois ------------------------------------------------------------------------------------------------------

export const IL_EFILE_STANDARDS = cite(
  "eFileIL Electronic Document Standards (Illinois Supreme Court, M.R. 18368): trial courts 25 MB per document and 50 MB per envelope; OCR PDF; 8½ x 11 pages; first-page top margin of two inches",
  "http://efilinghelp.com/illinois/efileil-electronic-document-standards/",
);
export const IL_RULE_138 = cite(
  "Ill. S. Ct. R. 138, Personal Identity Information (social-security and taxpayer numbers, driver's license, financial-account, debit and credit card numbers)",
  "https://howtolegalhelp.com/rule-138-personal-identity-information",
);

// --- Florida -------------------------------------------------------------------------------------------------------

export const FL_CLERK_FORMAT = cite(
  'Citrus County Clerk of Court, FAQ "What are the formatting requirements for a document?" (citing Fla. R. Gen. Prac. & Jud. Admin. 2.520): 3 x 3 in space top right of page 1, 1 x 3 in top right of each later page, no larger than 50 MB',
  "http://www.citrusclerk.org/Faq.aspx?QID=344",
);
export const FL_RULE_2_425 = cite(
  'The Florida Bar Journal, "Litigation Practitioners\' Confusion: Fla. R. Jud. Admin. 2.420 and 2.425 and the Improper Filing of Sensitive Information" (Rule 2.425, minimization of the filing of sensitive information)',
  "https://www.floridabar.org/the-florida-bar-journal/litigation-practitioners-confusion-fla-r-jud-admin-2-420-and-2-425-and-the-improper-filing-of-sensitive-information/",
);

// --- California ----------------------------------------------------------------------------------------------------

export const CA_RULE_2_256 = cite(
  "Cal. Rules of Court, rule 2.256(b)(3): a document filed electronically must be text searchable when technologically feasible without impairment of the document's image",
  "https://courts.ca.gov/cms/rules/index/two/rule2_256",
);
export const CA_RULE_1_201 = cite(
  "Cal. Rules of Court, rule 1.201, Protection of privacy (social security and financial account numbers: last four digits only)",
  "http://www.courts.ca.gov/cms/rules/index.cfm?title=one&linkid=rule1_201",
);

// --- New York ------------------------------------------------------------------------------------------------------

export const NY_NYSCEF_REQUIREMENTS = cite(
  "NYSCEF Requirements, Document Submission Requirements: PDF/A; PDF documents generated from an original word processing file must be text-searchable",
  "https://iapps.courts.state.ny.us/nyscef/SysRequirements",
);

// --- New Jersey ----------------------------------------------------------------------------------------------------

export const NJ_JEDS = cite(
  "New Jersey Courts, Judiciary Electronic Document Submission (JEDS) self-help page: the file size limit is 35 MB; larger files must be broken up",
  "https://njcourts.gov/selfhelp/jeds.html",
);

// --- Federal district courts ---------------------------------------------------------------------------------------

export const CAND_LIMITATIONS = cite(
  'N.D. Cal., "Limitations on E-Filing": ECF accepts a single PDF or grouped submission of PDFs up to 50 MB',
  "https://cand.uscourts.gov/ecf/limitations",
);
export const UTB_ATTACHMENTS = cite(
  'Bankr. D. Utah, "Use Attachments to Document Only If Necessary": 8 MB per document; otherwise combine all documentation into one PDF',
  "https://www.utb.uscourts.gov/use-attachments-document-only-if-necessary",
);
export const MSND_FLATTEN = cite(
  'N.D. Miss., "What is “Flattening” a PDF?" (2016): a fillable PDF must be flattened before filing in CM/ECF; NextGen rejects non-flattened PDFs with fillable fields',
  "https://www.msnd.uscourts.gov/node/314",
);
export const TNED_NEXTGEN = cite(
  'E.D. Tenn., "NextGen Release 1.8 - Updates to PDF Requirements" (2024): fillable PDF forms must be flattened before filing in CM/ECF',
  "https://tned.uscourts.gov/nextgen-release-18-updates-pdf-requirements",
);
export const OKED_PDF_CRITERIA = cite(
  'E.D. Okla., "PDF Content Criteria": PDFs that contain editable forms are accepted by CM/ECF',
  "https://www.oked.uscourts.gov/pdf-content-criteria",
);
export const AZD_LINKS = cite(
  'Litigation Support Tip of the Night, "Links in Electronic Court Filings" (2018), quoting the D. Ariz. Electronic Case Filing Administrative Policies and Procedures Manual: a link to any document not on the court\'s ECF system is prohibited',
  "https://www.litigationsupporttipofthenight.com/single-post/2018/06/08/links-in-electronic-court-filings",
);
export const NYSD_ATTACHMENTS = cite(
  "Litigation Support Tip of the Night, on the S.D.N.Y. Electronic Case Filing Rules & Instructions (March 2017 edition), Rule 13.3: exhibits are filed as attachments, never inserted behind the main document in the same PDF",
  "https://www.litigationsupporttipofthenight.com/home/categories/e-filing/page/3",
);
