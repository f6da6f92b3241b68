// Where the ZIP code table (data/zips.json) comes from: the Census Bureau's 2020 ZCTA-to-county relationship file,
// copied (three of its columns) into data/sources/census-zcta520-county20.txt, and the one county change since the
// directory's county list that the file reflects.
import type { TFactSource } from "@courtready/contracts";

/** The date the copy was read and checked against the Census file's own copy. */
export const ZIPS_READ = "2026-11-27";

/** The source of every court found by a ZIP code. */
export const ZIP_SOURCE: TFactSource = {
  title:
    "U.S. Census Bureau, 2020 ZIP Code Tabulation Area (ZCTA) to County Relationship File: the counties each ZCTA " +
    "lies in, most land area first",
  url: "https://www.census.gov/geographies/reference-files/time-series/geo/relationship-files.2020.html",
  read: ZIPS_READ,
  value: null,
};

/**
 * 2020 county codes the directory does not have, and the directory's county that holds the same land. In 2019
 * Alaska's Valdez-Cordova Census Area was split into the Chugach and Copper River Census Areas; the directory's
 * county list (Census cartographic boundaries, 2017) still has the one area and its court, ak_valdez_cordova.
 */
export const SPLIT_COUNTIES: Readonly<Record<string, string>> = {
  "02063": "02261",
  "02066": "02261",
};
