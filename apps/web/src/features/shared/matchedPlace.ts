// How a court found by place is described, in the builder's court field and on the directory's court card: a city
// or borough ("Houston, TX — Harris County") or a ZIP code, which may lie in several counties (issue 37).
import type { TMatchedPlace } from "@courtready/contracts";

/** The hint under the builder's court field: what may be typed. */
export const COURT_SEARCH_HINT =
  "Type your city, borough, ZIP code or county, for example Houston, Brooklyn, 77002 or Cook County, then choose the court.";

/** The place as typed and its state: "Houston, TX", or "ZIP code 11201, NY". */
export function placeName(place: TMatchedPlace): string {
  return `${place.zip ? "ZIP code " : ""}${place.name}, ${place.state}`;
}

/**
 * One line: the place and this court's county, "mostly" or "partly" where a ZIP code spans counties.
 * @example placeLine(houston) // "Houston, TX — Harris County"
 * @example placeLine(zip10463Bronx) // "ZIP code 10463, NY — mostly Bronx County"
 */
export function placeLine(place: TMatchedPlace): string {
  const share = !place.zip || place.zip.counties === 1 ? "" : place.zip.rank === 1 ? "mostly " : "partly ";
  return `${placeName(place)} — ${share}${place.county}`;
}

/**
 * A ZIP code's sentence for the court card: where the ZIP code lies, by the land the Census file measures.
 * @example zipSentence(zip11201) // "ZIP code 11201 lies in Kings County."
 * @example zipSentence(zip10463NewYork) // "Part of ZIP code 10463 lies in New York County; it spans 2 counties."
 */
export function zipSentence(place: TMatchedPlace & { zip: NonNullable<TMatchedPlace["zip"]> }): string {
  const { counties, rank } = place.zip;
  if (counties === 1) return `ZIP code ${place.name} lies in ${place.county}.`;
  return rank === 1
    ? `ZIP code ${place.name} spans ${counties} counties; most of its land is in ${place.county}.`
    : `Part of ZIP code ${place.name} lies in ${place.county}; it spans ${counties} counties.`;
}
