// The court directory as the API serves it: the spec's object keyed by id (whole, one state, or a search) and the
// summary the directory pages open with. The data never changes while the process runs, so each preset is
// serialized through its schema once and every body is assembled from those pieces; a search of the whole
// directory costs string joins and one hash, not a re-validation of thousands of presets.
import {
  allPresets,
  courtForCase,
  coverageSummary,
  filingProfileFor,
  presetsForState,
  searchCourts,
  searchPresets,
  topCourts,
} from "@courtready/courts";
import {
  COURT_STATES,
  TOP_COURTS,
  ZCourtForCase,
  ZCourtPreset,
  ZFilingProfile,
  ZMatchedPlace,
  ZPresetsSummaryResponse,
} from "@courtready/contracts";
import type {
  TBinderTypeSlug,
  TCourtForCase,
  TCourtPreset,
  TCourtState,
  TFilingProfile,
  TPresetsQuery,
  TPresetsResponse,
  TPresetsSearchResponse,
  TPresetsSummaryResponse,
} from "@courtready/contracts";
import { strongETag } from "./http-cache.ts";
import type { JsonBody } from "./http-cache.ts";

export function createCourtsService() {
  const presetJson = new Map<string, string>();
  /** Bodies of the requests the builder and pages repeat: the whole directory and each state. */
  const stateBodies = new Map<TCourtState | "all", JsonBody<TPresetsResponse>>();
  let summaryBody: JsonBody<TPresetsSummaryResponse> | undefined;
  /** Filing profiles by court id, serialized through their schema the first time each is asked for. */
  const profileBodies = new Map<string, JsonBody<TFilingProfile>>();

  function jsonOf(preset: TCourtPreset): string {
    let json = presetJson.get(preset.id);
    if (json === undefined) {
      json = JSON.stringify(ZCourtPreset.parse(preset));
      presetJson.set(preset.id, json);
    }
    return json;
  }

  /** The keyed object of these presets, and its JSON: exactly JSON.stringify of the object, built from pieces. */
  function keyed(presets: readonly TCourtPreset[]): JsonBody<TPresetsResponse> {
    const data: TPresetsResponse = {};
    const parts: string[] = [];
    for (const preset of presets) {
      data[preset.id] = preset;
      parts.push(`${JSON.stringify(preset.id)}:${jsonOf(preset)}`);
    }
    const body = `{${parts.join(",")}}`;
    return { data, body, etag: strongETag(body) };
  }

  function forState(state: TCourtState | undefined): JsonBody<TPresetsResponse> {
    const key = state ?? "all";
    let entry = stateBodies.get(key);
    if (!entry) {
      entry = keyed(state ? presetsForState(state) : [...allPresets().values()]);
      stateBodies.set(key, entry);
    }
    return entry;
  }

  return {
    /**
     * GET /api/presets: every preset, one state's (state and federal courts, never the generic ones), the matches
     * of a search (the courts of a city or borough it names, then case-insensitive matches on label, id, county
     * and city, in directory order), or a search within one state.
     */
    presets(query: TPresetsQuery): JsonBody<TPresetsResponse> {
      const scope = forState(query.state);
      if (!query.q) return scope;
      const hits = searchPresets(query.q).filter((preset) => preset.id in scope.data);
      return keyed(hits);
    },

    /**
     * GET /api/presets/search: the courts of a search in rank order, each with the place it was found by (the
     * courts of a city, borough or ZIP code first, then name, county and id matches), limited to one state when asked.
     */
    search(query: TPresetsQuery): JsonBody<TPresetsSearchResponse> {
      const results = searchCourts(query.q ?? "").filter(
        (result) => !query.state || result.preset.state === query.state,
      );
      const parts = results.map(
        (result) =>
          `{"preset":${jsonOf(result.preset)},"place":${
            result.place ? JSON.stringify(ZMatchedPlace.parse(result.place)) : "null"
          }}`,
      );
      const body = `{"results":[${parts.join(",")}]}`;
      return { data: { results }, body, etag: strongETag(body) };
    },

    /**
     * GET /api/presets/:id/filing-profile: the court's e-filing rules, each with its source, or the generic profile
     * (named as such) for a court with none recorded; undefined for an id that names no court.
     */
    filingProfile(id: string): JsonBody<TFilingProfile> | undefined {
      let entry = profileBodies.get(id);
      if (!entry) {
        const profile = filingProfileFor(id);
        if (!profile) return undefined;
        const body = JSON.stringify(ZFilingProfile.parse(profile));
        entry = { data: profile, body, etag: strongETag(body) };
        profileBodies.set(id, entry);
      }
      return entry;
    },

    /**
     * GET /api/presets/:id/court-for/:type: the court that hears this binder type for this directory court, with
     * its sources. Not memoised: the amount is the person's own figure, so the answers are unbounded (and cheap).
     */
    courtForCase(id: string, type: TBinderTypeSlug, amount?: number): JsonBody<TCourtForCase> | undefined {
      const result = courtForCase(id, type, amount);
      if (!result) return undefined;
      const body = JSON.stringify(ZCourtForCase.parse(result));
      return { data: result, body, etag: strongETag(body) };
    },

    /** GET /api/presets/summary: coverage counts, the busiest courts in rank order, and each state's count. */
    summary(): JsonBody<TPresetsSummaryResponse> {
      if (!summaryBody) {
        const data: TPresetsSummaryResponse = {
          coverage: coverageSummary(),
          top: topCourts(TOP_COURTS),
          states: COURT_STATES.map(([state, name]) => ({
            state,
            name,
            courts: presetsForState(state).length,
          })).filter((entry) => entry.courts > 0),
        };
        const body = JSON.stringify(ZPresetsSummaryResponse.parse(data));
        summaryBody = { data, body, etag: strongETag(body) };
      }
      return summaryBody;
    },
  };
}
export type CourtsService = ReturnType<typeof createCourtsService>;
