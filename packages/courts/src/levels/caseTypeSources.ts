// Where the court-level rules for binder types other than small claims and evictions, and for Ohio, were read
// (issue 37 §1): one citation per document, with the URL it was read at. A mirror or a secondary page says so in
// its title; rules built on them are in caseTypes.ts and ohio.ts.
import { cite } from "./sources.ts";

// --- Probate and estates -------------------------------------------------------------------------------------------

export const NY_ERIE_SURROGATE_FAQ = cite(
  "New York State Unified Court System, Erie County Surrogate's Court \"Frequently Asked Questions\": the Surrogate's Court is established in every county to handle the affairs of decedents, including the probate of wills, the administration of estates and trust proceedings",
  "http://www.nycourts.gov/courts/8jd/erie/surrogates/faqs.shtml",
);
export const GA_PROBATE_COUNCIL_ABOUT = cite(
  '"About Georgia Probate Courts" (gaprobate.org, the site of Georgia\'s probate courts): county probate courts exercise exclusive, original jurisdiction in the probate of wills, administration of estates and appointment of guardians',
  "https://gaprobate.org/about.php",
);
export const GA_CARROLL_PROBATE = cite(
  'Carroll County, Georgia, "Probate Courts in Georgia": probate courts have limited but exclusive jurisdiction over the probate of wills, the administration of estates and the appointment of guardians',
  "https://www.carrollcountyga.gov/267/Probate-Courts-in-Georgia",
);
export const MI_KALAMAZOO_PROBATE = cite(
  'Kalamazoo County, Michigan, Probate Court "About Us": the Probate Court settles the estates of deceased persons and appoints guardians and conservators',
  "https://www.kalcounty.com/courts/probate/about.htm",
);
export const MI_EATON_PROBATE = cite(
  'Eaton County, Michigan, "What is the Probate Court?": there is a probate court in each Michigan county except ten counties that have consolidated into five probate court districts; the decedent\'s county is the venue for an estate',
  "http://eatoncounty.org/courts/probate-court/questions-and-answers-about-the-probate-court/98-courts/probate-court/405-what-is-the-probate-court",
);
export const OH_WARREN_PROBATE = cite(
  'Warren County, Ohio, Probate Court "About": probate courts are established in each county of Ohio; the court establishes decedents\' estates, guardianships and trusts, and hears name changes',
  "https://selfservicetemp.co.warren.oh.us/Probate_Juvenile/Probate/About.aspx",
);
export const OH_PROBATE_JUDGES_BOOKLET = cite(
  '"Probate Courts in Ohio", issued by the Ohio Association of Probate Judges (a copy on docplayer.net): each of Ohio\'s 88 counties has a probate division of its court of common pleas',
  "https://docplayer.net/amp/18570356-Probate-courts-in-ohio.html",
);
export const CT_PROBATE_FAQ = cite(
  'Connecticut Probate Courts, "FAQs": Connecticut\'s 54 Probate Courts are organized on a regional basis',
  "http://www.ctprobate.gov/pages/faqs.aspx",
);
export const CT_COVENTRY_PROBATE = cite(
  'Town of Coventry, Connecticut, "Probate Court": the regional probate court has jurisdiction over the probate of wills and administration of estates of the towns it serves, and adoptions, guardianship, conservatorship and name changes',
  "https://www.coventryct.org/356/Probate-Court",
);
export const CT_NEW_FAIRFIELD_PROBATE = cite(
  'Town of New Fairfield, Connecticut, "Probate Court": New Fairfield and Sherman residents are served by the Housatonic Probate Court',
  "https://newfairfield.org/municipal-departments/town-administration/probate-court",
);

// --- Family (and probate) courts -----------------------------------------------------------------------------------

export const MA_TRIAL_COURT_DEPARTMENTS = cite(
  'Massachusetts Court System, "Trial Court": the Probate and Family Court has jurisdiction over a wide range of family matters, probate proceedings and general equity',
  "http://www.mass.gov/courts/court-info/trial-court/",
);
export const MA_MLRI_PROBATE_AND_FAMILY = cite(
  'Massachusetts Law Reform Institute (MassLegalHelp), "The Probate and Family Court" (a legal aid page, not the judiciary\'s): the Probate and Family Court is a statewide court with divisions in each county and handles most cases involving families and children',
  "https://www.masslegalhelp.org/children-and-families/probate-and-family-court",
);
export const MA_MLRI_PFC_CASE_TYPES = cite(
  'MassLegalHelp, "Probate and Family Court" (Domestic Violence chapter 12, a legal aid page): every county has a Probate and Family Court; adoption, guardianship and name change cases are filed there too',
  "https://www.masslegalhelp.org/domestic-violence/chapter12-probate-and-family-court",
);
export const MI_GRAND_TRAVERSE_FAMILY_DIVISION = cite(
  'Grand Traverse County, Michigan, Circuit Court "Family Division": the Family Division of the Circuit Court has exclusive jurisdiction over family matters, including divorce, custody, child support, parenting time, paternity, name changes and personal protection orders',
  "https://www.gtcountymi.gov/252/Family-Division",
);

// --- Traffic and code violations -----------------------------------------------------------------------------------

export const MD_MANUAL_DISTRICT_COURT = cite(
  'Maryland Manual (Maryland State Archives), "District Court of Maryland: Jurisdiction": the District Court\'s exclusive jurisdiction includes landlord and tenant cases and motor vehicle violations',
  "https://2014mdmanual.msa.maryland.gov/msa/mdmanual/32dc/html/dcf.html",
);
export const MD_CJ_4_301 = cite(
  "Md. Code, Courts and Judicial Proceedings § 4-301 (text as published by instalawyer.io): the District Court has exclusive original jurisdiction in a criminal case charging a violation of the vehicle laws, or of a county, municipal or other ordinance that is not a felony",
  "https://instalawyer.io/laws/maryland-statutes/section-4-301-exclusive-original",
);

export const MD_CJ_4_406 = cite(
  "Md. Code, Courts and Judicial Proceedings § 4-406 (text as published by self-law.org, a research copy): the District Court has concurrent civil jurisdiction with a county's governing body, which may delegate it to a board, over civil ordinance violations",
  "https://self-law.org/code/md/courts-and-judicial-proceedings/4-406",
);

export const PA_FRANKLIN_MDJ = cite(
  'Franklin County, Pennsylvania, "Magisterial District Judges": magisterial district courts adjudicate all traffic and non-traffic citations, civil and landlord tenant complaints up to $12,000, and parking violations',
  "https://franklincountypa.gov/index.php?section=courts_magisterial-district-judges",
);
export const VA_FAIRFAX_GDC = cite(
  'Fairfax County, Virginia, General District Court "About Us": there is a General District Court in each city and county in Virginia; it hears traffic violation cases, misdemeanors and civil cases',
  "https://www.fairfaxcounty.gov/generaldistrict/about-us",
);
export const VA_LOUDOUN_CODE_GDC = cite(
  "Loudoun County, Virginia, Codified Ordinances, General District Court (editor's note, American Legal Publishing): violations of County ordinances are prosecuted in the General District Court",
  "https://codelibrary.amlegal.com/codes/loudouncounty/latest/loudounco_va/0-0-0-1263",
);
export const MI_ALCONA_81ST_DISTRICT = cite(
  'Alcona County, Michigan, "81st District Court": the District Court handles traffic and ordinance violations, landlord-tenant disputes, misdemeanors and small claims',
  "https://alconacountymi.com/81st-district-court/",
);
export const MI_ANTRIM_86TH_DISTRICT = cite(
  'Antrim County, Michigan, "Courts": the 86th District Court\'s Criminal/Traffic division handles violations of the criminal code, local ordinance violations and traffic tickets',
  "https://antrimcountymi.gov/departments___services_/courts/index.php",
);

// --- State agencies and county boards -----------------------------------------------------------------------------

export const CA_BOE_ASSESSMENT_APPEALS = cite(
  'California State Board of Equalization, "Assessment Appeals": in every county one or more assessment appeals boards, or the board of supervisors, sit as the local board of equalization and decide disputes over assessed values; the application is filed with the clerk of the board in the county where the property is',
  "https://www.boe.ca.gov/proptaxes/asmappeal.htm/",
);
export const FL_RULE_12D_9_007 = cite(
  "Fla. Admin. Code R. 12D-9.007, Role of the Clerk of the Value Adjustment Board (text as published by Cornell LII): the board clerk receives petitions and schedules appearances before the value adjustment board",
  "https://www.law.cornell.edu/regulations/florida/Fla-Admin-Code-Ann-R-12D-9-007",
);
export const FL_NASSAU_VAB = cite(
  'Nassau County (Florida) Tax Collector, "Value Adjustment Board": a property owner who disagrees with the market value, an exemption or a classification may petition to be heard before the Value Adjustment Board (Fla. Stat. § 194.014)',
  "https://nassautaxes.com/Content/ValueAdjustmentBoard",
);
export const CA_CDSS_HEARING_REQUESTS = cite(
  'California Department of Social Services, "State Hearing Requests": a person denied or reduced benefits by a county (CalFresh, CalWORKs, Medi-Cal, IHSS and others) can ask the State Hearings Division for a state hearing',
  "https://www.cdss.ca.gov/hearing-requests",
);
export const NY_OTDA_FAIR_HEARING_REQUEST = cite(
  'New York State Office of Temporary and Disability Assistance, "Request a Fair Hearing": fair hearings are requested from OTDA\'s Office of Administrative Hearings',
  "https://otda.ny.gov/hearings/request/",
);
export const NY_18_NYCRR_358_3_1 = cite(
  "18 NYCRR § 358-3.1 (text as published by Justia Regulations): an applicant or recipient may challenge a social services agency's determination about public assistance, medical assistance, food stamps or services by requesting that the OAH provide a fair hearing",
  "https://regulations.justia.com/states/new-york/title-18/chapter-ii/subchapter-b/article-1/part-358/subpart-358-3/section-358-3-1",
);

// --- Federal tribunals --------------------------------------------------------------------------------------------

export const EOIR_AT_A_GLANCE = cite(
  'U.S. Department of Justice, Executive Office for Immigration Review, "EOIR at a Glance" (fact sheet of September 9, 2010, as archived by the UNT web archive): EOIR administers the nation\'s immigration court system; immigration judges conduct removal proceedings in immigration courts nationwide',
  "https://webarchive.library.unt.edu/web/20121007224310/http://www.justice.gov/eoir/press/2010/EOIRataGlance09092010.htm",
);
export const TTAB_COURTLISTENER = cite(
  'CourtListener (Free Law Project) court record "Trademark Trial and Appeal Board" (T.T.A.B.): the Board\'s site is uspto.gov/trademarks/ttab and its decisions are appealed to the Federal Circuit',
  "https://www.courtlistener.com/api/rest/v4/courts/ttab/?format=api",
);
export const TTAB_OPPOSITION_OVERVIEW = cite(
  '"Trademark Opposition Procedure in the United States" (an overview article, copy on vshangxuetang.com; a secondary source): oppositions are filed with the Trademark Trial and Appeal Board of the USPTO, which has exclusive jurisdiction over them',
  "http://vshangxuetang.com/m/cip/2015-06/26/content_21154272.htm",
);

// --- Social Security disability --------------------------------------------------------------------------------------

export const SSA_POMS_DI_23020_020 = cite(
  "Social Security Administration, POMS DI 23020.020, Administrative Law Judge (ALJ) Hearing Cases: hearings are conducted by an ALJ in the Office of Hearings Operations (OHO)",
  "https://secure.ssa.gov/poms.nsf/lnx/0423020020",
);

// --- Ohio small claims and evictions --------------------------------------------------------------------------------

export const OH_BELMONT_SMALL_CLAIMS = cite(
  'Belmont County (Ohio) Courts, "Small Claims Court": Ohio law requires each county and municipal court to establish a small claims division (Ohio Revised Code chapter 1925)',
  "https://belmontcountycourts.com/small-claims-court",
);
export const OH_BOWLING_GREEN_SMALL_CLAIMS = cite(
  'Bowling Green (Ohio) Municipal Court, "Small Claims Division": jurisdiction for the recovery of money only up to $6,000, exclusive of interest and costs',
  "https://bgcourt.org/?p=615",
);
export const OH_RC_1923_01 = cite(
  "Ohio Revised Code § 1923.01, Jurisdiction in forcible entry and detainer (text as published by instalawyer.io): any judge of a county or municipal court or a court of common pleas, within the judge's area, may hear a forcible entry and detainer (eviction) action",
  "https://instalawyer.io/laws/ohio-revised-code/section-192301-jurisdiction-in",
);
export const OH_ASHLAND_MUNICIPAL_FED = cite(
  'Ashland (Ohio) Municipal Court, "Forcible Entry and Detainer (FED)": the eviction action is heard in the Civil Division of the municipal court',
  "http://www.ashlandmunicourt.com/court_civil_fed.php",
);
