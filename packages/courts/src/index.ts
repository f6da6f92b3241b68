// The court directory: every preset, validated once at load, with the lookups the API and pages need.
// The data is built by scripts/generate (see README.md); nothing here invents or fills a fact.
import { ZCourtPreset, COURT_STATES, TOP_COURTS } from "@courtready/contracts";
import type {
  TBinderTypeSlug,
  TCourtForCase,
  TCourtPreset,
  TCourtSearchResult,
  TCourtState,
  TFilingProfile,
  TRedactionRuleSet,
} from "@courtready/contracts";
import { z } from "zod";
import contactsData from "../data/contacts.json" with { type: "json" };
import data from "../data/presets.json" with { type: "json" };
import { withContact, ZContactsFile } from "./contacts/contact.ts";
import type { TPresetContact } from "./contacts/contact.ts";
import { filingProfileOf } from "./filing/profile.ts";
import { onePreset } from "./lookup.ts";
import { REDACTION_RULES } from "./filing/redaction.ts";
import { courtForPreset } from "./levels/index.ts";
import { findPlaces } from "./places.ts";
import { ZIP_SOURCE } from "./sources/zips.ts";
import { courtsOfZip, zipOfQuery } from "./zips.ts";

export { findPlaces } from "./places.ts";
export type { Place, PlaceCourt } from "./places.ts";
export { captionWithPrecinct, LEVEL_RULES } from "./levels/index.ts";
export type { LevelRule } from "./levels/index.ts";
export { REDACTION_RULE_ALIASES, REDACTION_RULES } from "./filing/redaction.ts";

const ZDirectoryFile = z.object({ generatedFrom: z.string(), presets: z.array(ZCourtPreset) });

let cache: ReadonlyMap<string, TCourtPreset> | undefined;
let contactsCache: Readonly<Record<string, TPresetContact>> | undefined;

/** Where each court is (data/contacts.json, issue 37 §4), keyed by preset id; read and validated once. */
function contacts(): Readonly<Record<string, TPresetContact>> {
  contactsCache ??= ZContactsFile.parse(contactsData).contacts;
  return contactsCache;
}

/** Every preset in directory order (by state, then label; generic presets last), keyed by id. */
export function allPresets(): ReadonlyMap<string, TCourtPreset> {
  if (!cache) {
    const parsed = ZDirectoryFile.parse(data);
    const located = contacts();
    const byId = new Map(
      parsed.presets.map((preset) => [preset.id, withContact(preset, located[preset.id])]),
    );
    // A repeated id would silently replace a court; the generator never writes one, so this is a corrupt file.
    if (byId.size !== parsed.presets.length) throw new Error("data/presets.json repeats a preset id");
    cache = byId;
  }
  return cache;
}

/** Presets of one state or territory (state and federal), as the builder's court select lists them. */
export function presetsForState(state: TCourtState): TCourtPreset[] {
  return [...allPresets().values()].filter((preset) => preset.state === state);
}

/** Generic presets ("Other state court", "Other federal court"), which no state list includes. */
export function genericPresets(): TCourtPreset[] {
  return [...allPresets().values()].filter((preset) => preset.kind === "generic");
}

/**
 * A search, in rank order: first the courts of the ZIP code or the places the text names (a ZIP code, "77002"; a
 * city or town, "Houston" or "Houston, TX"; a New York City borough), each with the place it was found by; then every
 * court whose label, id, county or city contains the text (case ignored), in directory order. An empty search gives
 * the whole directory.
 */
export function searchCourts(query: string): TCourtSearchResult[] {
  const presets = allPresets();
  const needle = query.trim().toLowerCase();
  if (needle === "") return [...presets.values()].map((preset) => ({ preset, place: null }));
  const zip = zipOfQuery(query);
  if (zip !== null) return zipResults(zip, presets);
  const results: TCourtSearchResult[] = [];
  const seen = new Set<string>();
  for (const place of findPlaces(query)) {
    for (const court of place.courts) {
      const preset = presets.get(court.id);
      if (!preset || seen.has(preset.id)) continue;
      seen.add(preset.id);
      results.push({
        preset,
        place: {
          name: place.name,
          state: place.state,
          county: preset.county ?? preset.label,
          zip_codes: court.zips,
          place_zip_codes: place.zips,
          source: place.source,
        },
      });
    }
  }
  for (const preset of presets.values()) {
    if (seen.has(preset.id)) continue;
    const fields = [preset.label, preset.id, preset.county ?? "", preset.city ?? ""];
    if (fields.some((field) => field.toLowerCase().includes(needle))) results.push({ preset, place: null });
  }
  return results;
}

/** The courts of a ZIP code's counties, the county with most of its land first; none for a code the file lacks. */
function zipResults(zip: string, presets: ReadonlyMap<string, TCourtPreset>): TCourtSearchResult[] {
  const found = courtsOfZip(zip).flatMap((id) => {
    const preset = presets.get(id);
    return preset?.state ? [{ preset, state: preset.state }] : [];
  });
  return found.map(({ preset, state }, position) => ({
    preset,
    place: {
      name: zip,
      state,
      county: preset.county ?? preset.label,
      zip_codes: null,
      place_zip_codes: null,
      zip: { counties: found.length, rank: position + 1 },
      source: ZIP_SOURCE,
    },
  }));
}

/** The presets of a search, in the same rank order as searchCourts. */
export function searchPresets(query: string): TCourtPreset[] {
  return searchCourts(query).map((result) => result.preset);
}

/** The busiest-courts list: state trial courts ranked by their county's recorded 2020 Census population. */
export function topCourts(count: number = TOP_COURTS): TCourtPreset[] {
  return [...allPresets().values()]
    .filter((preset) => preset.kind === "state" && preset.population !== null)
    .sort((a, b) => (b.population ?? 0) - (a.population ?? 0) || a.id.localeCompare(b.id))
    .slice(0, count);
}

export interface CoverageSummary {
  courts: number;
  stateCourts: number;
  federalCourts: number;
  /** States, DC and territories with at least one preset. */
  jurisdictions: number;
  states: number;
  territories: number;
  eFilingCourts: number;
  /** Courts with a sourced address, phone number or opening hours, or a sourced location. */
  contactCourts: number;
}

/** Counts stated anywhere in the product come from here, never from a hard-coded number. */
export function coverageSummary(): CoverageSummary {
  const presets = [...allPresets().values()].filter((preset) => preset.kind !== "generic");
  const covered = new Set(presets.map((preset) => preset.state));
  const territories = new Set(["PR", "VI", "GU", "AS", "MP"]);
  const codes = COURT_STATES.map(([code]) => code).filter((code) => covered.has(code));
  return {
    courts: presets.length,
    stateCourts: presets.filter((preset) => preset.kind === "state").length,
    federalCourts: presets.filter((preset) => preset.kind === "federal").length,
    jurisdictions: codes.length,
    states: codes.filter((code) => code !== "DC" && !territories.has(code)).length,
    territories: codes.filter((code) => territories.has(code)).length,
    eFilingCourts: presets.filter((preset) => Boolean(preset.e_filing)).length,
    contactCourts: presets.filter(
      (preset) =>
        (preset.locations?.length ?? 0) > 0 ||
        (["address", "phone", "hours"] as const).some(
          (key) => preset[key] !== null && (preset.sources[key]?.length ?? 0) > 0,
        ),
    ).length,
  };
}

/** The filing profile of a preset id (its e-filing rules, each sourced), or undefined when no such preset exists. */
export function filingProfileFor(presetId: string): TFilingProfile | undefined {
  const preset = presetById(presetId);
  return preset ? filingProfileOf(preset) : undefined;
}

/**
 * Which court hears `binderType` for a preset id (issue 37 §1), with the rule's sources; `amount` the dollars
 * claimed, when known. Undefined when no such preset exists.
 */
export function courtForCase(
  presetId: string,
  binderType: TBinderTypeSlug,
  amount?: number,
): TCourtForCase | undefined {
  const preset = allPresets().get(presetId);
  return preset ? courtForPreset(preset, binderType, amount) : undefined;
}

/**
 * One preset by id. Before the whole directory has been read, only that preset is validated: the CLI's
 * `--court` needs one court, and checking all of them against the schema was most of its lookup's time (issue 36).
 */
export function presetById(presetId: string): TCourtPreset | undefined {
  if (cache) return cache.get(presetId);
  return onePreset(presetId);
}

/**
 * The redaction rules a court applies (issue 43): its filing profile's first personal-data rule set, else
 * FRCP 5.2 (what the generic profile names). Undefined when no such preset exists.
 */
export function redactionRulesFor(presetId: string): TRedactionRuleSet | undefined {
  const profile = filingProfileFor(presetId);
  if (!profile) return undefined;
  return REDACTION_RULES[profile.personal_data[0]?.value ?? "frcp-5.2"];
}

/** The rules a build redacts by (issue 43): the court's, or FRCP 5.2 without a court or for an unknown one. */
export function redactionRulesOrFederal(presetId: string | undefined): TRedactionRuleSet {
  return (presetId ? redactionRulesFor(presetId) : undefined) ?? REDACTION_RULES["frcp-5.2"];
}
