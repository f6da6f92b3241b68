// 2020 Census total population of the 27 most populous counties, transcribed from the Census Bureau's P.L. 94-171
// table P1 (re-check against it before relying on a figure). Used only to rank the "Top 25 busiest courts" list:
// no authoritative county-level caseload ranking exists. Every other county's population stays null.
import type { TFactSource } from "@courtready/contracts";
import { READ } from "./facts.ts";

export const POPULATION_SOURCE: TFactSource = {
  title: "U.S. Census Bureau, 2020 Census Redistricting Data (P.L. 94-171), table P1 Total Population",
  url: "https://data.census.gov/table/DECENNIALPL2020.P1",
  read: READ,
  value: null,
};

/** [FIPS code, the county's name as the directory writes it (checked by the generator), 2020 population]. */
export const POPULATIONS: readonly (readonly [string, string, number])[] = [
  ["06037", "Los Angeles County", 10014009],
  ["17031", "Cook County", 5275541],
  ["48201", "Harris County", 4731145],
  ["04013", "Maricopa County", 4420568],
  ["06073", "San Diego County", 3298634],
  ["06059", "Orange County", 3186989],
  ["36047", "Kings County", 2736074],
  ["12086", "Miami-Dade County", 2701767],
  ["48113", "Dallas County", 2613539],
  ["06065", "Riverside County", 2418185],
  ["36081", "Queens County", 2405464],
  ["53033", "King County", 2269675],
  ["32003", "Clark County", 2265461],
  ["06071", "San Bernardino County", 2181654],
  ["48439", "Tarrant County", 2110640],
  ["48029", "Bexar County", 2009324],
  ["12011", "Broward County", 1944375],
  ["06085", "Santa Clara County", 1936259],
  ["26163", "Wayne County", 1793561],
  ["36061", "New York County", 1694251],
  ["06001", "Alameda County", 1682353],
  ["25017", "Middlesex County", 1632002],
  ["42101", "Philadelphia County", 1603797],
  ["06067", "Sacramento County", 1585055],
  ["36103", "Suffolk County", 1525920],
  ["12099", "Palm Beach County", 1492191],
  ["36005", "Bronx County", 1472654],
];
