// Court presets for tests: one factory, so a new preset field is added in one place.
import type { TCourtPreset } from "@courtready/contracts";

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
