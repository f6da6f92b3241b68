// The court-finder page per state (issue 37 §1): where a state judiciary has a page for finding the court that
// serves a place, the court-for-a-case answer links it instead of the judiciary's home page, so a person told to
// "check which court hears your case" lands where they can. Only pages read on READ_LEVELS are listed.
import type { TCourtState, TFactSource } from "@courtready/contracts";
import { cite } from "./sources.ts";

export const COURT_FINDERS: Partial<Record<TCourtState, TFactSource>> = {
  MA: cite(
    'Massachusetts Court System, "Courthouse Locator": select a city or town to list all the courthouses that serve it',
    "http://www.mass.gov/courts/court-info/courthouses/",
  ),
  TX: cite(
    'Texas Judicial Branch, "About Texas Courts": the judicial directory database, searchable for all court levels',
    "https://www.txcourts.gov/about-texas-courts/",
  ),
};

/** The court-finder page for a state, or null when none was read. */
export function courtFinderUrl(state: TCourtState | null): string | null {
  return (state && COURT_FINDERS[state]?.url) ?? null;
}
