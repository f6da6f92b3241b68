// Court presets and search places for tests: one factory each, so a new field is added in one place.
import type { TCourtPreset, TMatchedPlace } from "@courtready/contracts";

let counter = 0;
/** Factory for a preset with no sourced facts; pass what the test cares about. */
export function buildPreset(overrides: Partial<TCourtPreset> = {}): TCourtPreset {
  counter += 1;
  return {
    id: `ca_court_${counter}`,
    kind: "state",
    state: "CA",
    county: null,
    city: null,
    label: `Court ${counter}`,
    address: null,
    phone: null,
    hours: null,
    website: null,
    e_filing: null,
    labeling: { plaintiff: "numbers", defendant: "letters", is_default: true },
    size_limit_mb: null,
    file_types: [],
    services: [],
    judiciary_url: null,
    notes: [],
    population: null,
    sources: {},
    ...overrides,
  };
}

/** A place found by ZIP code, in New York unless `state` says otherwise: the county's rank among `counties`. */
export function buildZipPlace(
  name: string,
  county: string,
  zip: { counties: number; rank: number },
  overrides: Partial<TMatchedPlace> = {},
): TMatchedPlace {
  return {
    name,
    state: "NY",
    county,
    zip_codes: null,
    place_zip_codes: null,
    zip,
    source: {
      title: "U.S. Census Bureau, 2020 ZCTA to County Relationship File",
      url: "https://www.census.gov/geographies/reference-files/time-series/geo/relationship-files.2020.html",
      read: "2026-11-27",
      value: null,
    },
    ...overrides,
  };
}
