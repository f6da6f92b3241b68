// The court-finder page per state (issue 37 §1): where a state judiciary has a page for finding the court that
// serves a place, the court-for-a-case answer links it instead of the judiciary's home page, so a person told to
// "check which court hears your case" lands where they can. Only pages read (READ_LEVELS, READ_FINDERS) are listed,
// each as the stored page says it: a page found only by its name elsewhere, without its address, is not here.
import type { TCourtState, TFactSource } from "@courtready/contracts";
import { cite, citedOn } from "./sources.ts";

/** The date the finder pages added after the first two were read. */
export const READ_FINDERS = "2026-11-28";

const read = citedOn(READ_FINDERS);

export const COURT_FINDERS: Partial<Record<TCourtState, TFactSource>> = {
  AZ: read(
    'AZ Court Help, "Jurisdictional Boundary Map": each Justice Court precinct\'s boundaries and every courthouse on a map, searchable by courthouse name, to find the court for where the incident happened or a party lives',
    "https://www.azcourthelp.org/jurisdictions",
  ),
  GA: read(
    'Council of Superior Court Judges of Georgia, FAQs, "How can I find my local Superior Court?": the county you live in determines your court; the Court Locator map or the list of Superior Courts finds it',
    "https://georgiasuperiorcourts.org/faqs/",
  ),
  MA: cite(
    'Massachusetts Court System, "Courthouse Locator": select a city or town to list all the courthouses that serve it',
    "http://www.mass.gov/courts/court-info/courthouses/",
  ),
  NC: read(
    'North Carolina Judicial Branch, "Courts": "Find my Local Courthouse" — browse the county directory to find a local courthouse to visit or contact',
    "https://www.nccourts.gov/courts",
  ),
  NM: read(
    'New Mexico Courts, "About the Courts": a map of the New Mexico State Courts and what each level (Supreme, Appeals, District, Magistrate, Metropolitan, Probate, Municipal) hears',
    "https://www.nmcourts.gov/court-administration/about-the-courts/",
  ),
  OR: read(
    'Oregon Judicial Department, "Circuit Courts": each of the 36 counties has a circuit court; the Court Information Finder links each circuit court\'s website',
    "http://www.courts.oregon.gov/OJD/courts/circuit/pages/index.aspx",
  ),
  PA: read(
    'Unified Judicial System of Pennsylvania, "Magisterial District Judges": every magisterial district judge by county and district court number, each with the court\'s address, phones and a map (the page as Reference.com and InfoTracer describe it; its address as a knowledge base records it)',
    "https://www.pacourts.us/courts/minor-courts/magisterial-district-judges",
  ),
  TX: cite(
    'Texas Judicial Branch, "About Texas Courts": the judicial directory database, searchable for all court levels',
    "https://www.txcourts.gov/about-texas-courts/",
  ),
  UT: read(
    'Utah State Courts, "Map of Judicial Districts": to find a Utah State Court location, click the county on the map',
    "https://www.utcourts.gov/en/about/miscellaneous/directory/map-of-judicial-districts.html",
  ),
  VA: read(
    "Virginia's Judicial System, Self-Help, \"Find Your Court\": which court hears the kind of case (Juvenile and Domestic Relations District, General District, Circuit), then the city or county, then the court's location",
    "https://selfhelp.vacourts.gov/node/4/find-your-court",
  ),
};

/** The court-finder page for a state, or null when none was read. */
export function courtFinderUrl(state: TCourtState | null): string | null {
  return (state && COURT_FINDERS[state]?.url) ?? null;
}
