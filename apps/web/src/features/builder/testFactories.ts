// Test data for the builder's unit tests: files, states and schemas built the same way every time.
import type { TBinderTypeSchema, TCourtForCase } from "@courtready/contracts";
import { createBuilderFile, initialBuilderState } from "./builderState.ts";
import type { BuilderFile, BuilderState } from "./builderState.ts";

/** A builder file with real bytes (`size` of them) and a predictable id. */
export function buildFile(
  name: string,
  overrides: Partial<BuilderFile> & { bytes?: number } = {},
): BuilderFile {
  const { bytes = 4, ...rest } = overrides;
  const file = new File([new Uint8Array(bytes)], name, { type: "application/octet-stream" });
  return { ...createBuilderFile(file, `id-${name}`), ...rest };
}

export function buildState(overrides: Partial<BuilderState> = {}): BuilderState {
  return { ...initialBuilderState(), ...overrides };
}

/** A small-claims-like schema: a required amount, an optional statement, a date, a choice and the role. */
export function buildSchema(): TBinderTypeSchema {
  return {
    type: "object",
    properties: {
      claim_amount: { title: "Amount claimed", type: "number" },
      claim_statement: { title: "Short Statement of your claim", type: "string" },
      incident_date: { title: "Date it happened", type: "string", format: "date" },
      county: { title: "County", type: "string", enum: ["Alameda", "Kern"] },
      caseName: { title: "Case name", type: "string" },
      role: { title: "Role", type: "string" },
    },
    required: ["claim_amount", "caseName", "role"],
  };
}

/** The court-for-a-case answer for Brooklyn small claims (issue 37); pass what the test changes. */
export function buildCourtForCase(overrides: Partial<TCourtForCase> = {}): TCourtForCase {
  return {
    preset_id: "ny_kings",
    binder_type: "small_claims",
    label: "Civil Court of the City of New York, County of Kings",
    level: "nyc_civil_court",
    part: "Small Claims Part",
    amount_limit: 10000,
    needs_precinct: false,
    precinct_pattern: null,
    sources: [
      {
        title: "Small Claims In General",
        url: "https://nycourts.gov/courts/nyc/smallclaims/general.shtml",
        read: "2026-11-27",
        value: null,
      },
    ],
    note: null,
    judiciary_url: "https://www.nycourts.gov",
    ...overrides,
  };
}

/** The answer for a Harris County eviction: a Justice Court whose precinct the person types. */
export function buildPrecinctCourt(): TCourtForCase {
  return buildCourtForCase({
    preset_id: "tx_harris",
    binder_type: "eviction_response",
    label: "Justice Court, Harris County, Texas",
    level: "justice_court",
    part: null,
    amount_limit: null,
    needs_precinct: true,
    precinct_pattern: "Justice Court, Precinct {precinct}, Place {place}, Harris County, Texas",
  });
}
