// How a court found by place is described, in the builder's court field and on the directory's court card: a city
// or borough ("Houston, TX — Harris County") or a ZIP code, which may lie in several counties (issue 37). The words
// come from the `courts` catalogue; the place and county names are the data's own.
import type { TMatchedPlace } from "@courtready/contracts";
import { i18n } from "../../i18n/index.ts";
import { currentCourtsT } from "./courtsText.ts";
import type { CourtsT } from "./courtsText.ts";

/**
 * The hint under the builder's court field, in English: what may be typed. The builder shows it translated with
 * `t("courts:combobox.searchHint")`; this constant is the same English text for callers without a `t`.
 */
export const COURT_SEARCH_HINT = i18n.getFixedT("en", "courts")("combobox.searchHint");

/** The place as typed and its state: "Houston, TX", or "ZIP code 11201, NY". */
export function placeName(place: TMatchedPlace, t: CourtsT = currentCourtsT()): string {
  return t(place.zip ? "place.zipName" : "place.name", { name: place.name, state: place.state });
}

/**
 * One line: the place and this court's county, "mostly" or "partly" where a ZIP code spans counties.
 * @example placeLine(houston) // "Houston, TX — Harris County"
 * @example placeLine(zip10463Bronx) // "ZIP code 10463, NY — mostly Bronx County"
 */
export function placeLine(place: TMatchedPlace, t: CourtsT = currentCourtsT()): string {
  const key =
    !place.zip || place.zip.counties === 1
      ? "place.line"
      : place.zip.rank === 1
        ? "place.lineMostly"
        : "place.linePartly";
  return t(key, { place: placeName(place, t), county: place.county });
}

/**
 * A ZIP code's sentence for the court card: where the ZIP code lies, by the land the Census file measures.
 * @example zipSentence(zip11201) // "ZIP code 11201 lies in Kings County."
 * @example zipSentence(zip10463NewYork) // "Part of ZIP code 10463 lies in New York County; it spans 2 counties."
 */
export function zipSentence(
  place: TMatchedPlace & { zip: NonNullable<TMatchedPlace["zip"]> },
  t: CourtsT = currentCourtsT(),
): string {
  const { counties, rank } = place.zip;
  const words = { zip: place.name, county: place.county, counties };
  if (counties === 1) return t("place.zipOneCounty", words);
  return rank === 1 ? t("place.zipMostly", words) : t("place.zipPartly", words);
}
