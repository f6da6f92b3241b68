// Court presets (accounts-dashboard-and-pages.md §3 "Court preset"): the spec's fields, plus where each fact comes
// from. A fact without a source stays empty (null or []); the UI then says "Not listed — check with the court clerk".
import { z } from "zod";
import type { TLabelOptions } from "./labels.ts";

/** The 50 states and DC, then the five inhabited territories: the state filter of /court-information (§2.10). */
export const COURT_STATES = [
  ["AL", "Alabama"],
  ["AK", "Alaska"],
  ["AZ", "Arizona"],
  ["AR", "Arkansas"],
  ["CA", "California"],
  ["CO", "Colorado"],
  ["CT", "Connecticut"],
  ["DE", "Delaware"],
  ["DC", "District of Columbia"],
  ["FL", "Florida"],
  ["GA", "Georgia"],
  ["HI", "Hawaii"],
  ["ID", "Idaho"],
  ["IL", "Illinois"],
  ["IN", "Indiana"],
  ["IA", "Iowa"],
  ["KS", "Kansas"],
  ["KY", "Kentucky"],
  ["LA", "Louisiana"],
  ["ME", "Maine"],
  ["MD", "Maryland"],
  ["MA", "Massachusetts"],
  ["MI", "Michigan"],
  ["MN", "Minnesota"],
  ["MS", "Mississippi"],
  ["MO", "Missouri"],
  ["MT", "Montana"],
  ["NE", "Nebraska"],
  ["NV", "Nevada"],
  ["NH", "New Hampshire"],
  ["NJ", "New Jersey"],
  ["NM", "New Mexico"],
  ["NY", "New York"],
  ["NC", "North Carolina"],
  ["ND", "North Dakota"],
  ["OH", "Ohio"],
  ["OK", "Oklahoma"],
  ["OR", "Oregon"],
  ["PA", "Pennsylvania"],
  ["RI", "Rhode Island"],
  ["SC", "South Carolina"],
  ["SD", "South Dakota"],
  ["TN", "Tennessee"],
  ["TX", "Texas"],
  ["UT", "Utah"],
  ["VT", "Vermont"],
  ["VA", "Virginia"],
  ["WA", "Washington"],
  ["WV", "West Virginia"],
  ["WI", "Wisconsin"],
  ["WY", "Wyoming"],
  ["PR", "Puerto Rico"],
  ["VI", "U.S. Virgin Islands"],
  ["GU", "Guam"],
  ["AS", "American Samoa"],
  ["MP", "Northern Mariana Islands"],
] as const;
export type TCourtState = (typeof COURT_STATES)[number][0];
export const COURT_STATE_CODES = COURT_STATES.map(([code]) => code) as unknown as readonly [
  TCourtState,
  ...TCourtState[],
];
export const ZCourtState = z.enum(COURT_STATE_CODES);
export const COURT_STATE_NAMES: Readonly<Record<TCourtState, string>> = Object.fromEntries(
  COURT_STATES,
) as Record<TCourtState, string>;

/** Where a fact was read: a URL or a named document, and the date it was read (YYYY-MM-DD). */
export const ZFactSource = z.object({
  title: z.string().min(1),
  url: z.string().url().nullable(),
  read: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** The value this source gives, when it differs from the preset's (two sources that disagree). */
  value: z.string().nullable().default(null),
});
export type TFactSource = z.infer<typeof ZFactSource>;

export const FACT_KEYS = [
  "label",
  "address",
  "phone",
  "hours",
  "website",
  "e_filing",
  "labeling",
  "size_limit_mb",
  "file_types",
  "services",
  "population",
] as const;
export type TFactKey = (typeof FACT_KEYS)[number];

export const ZLabelingStyle = z.enum(["numbers", "letters"]);
export const ZCourtLabeling = z.object({
  plaintiff: ZLabelingStyle,
  defendant: ZLabelingStyle,
  /** Lettered exhibits after Z: "A1" (A1, A2…, the spec's rule) or "AA" (AA–AZ, BA–BZ…). */
  letter_style: z.enum(["A1", "AA"]).optional(),
  start_number: z.number().int().min(0).optional(),
  /** True when no court rule is recorded and this is the product's default (numbers for plaintiffs, letters for defendants). */
  is_default: z.boolean(),
});
export type TCourtLabeling = z.infer<typeof ZCourtLabeling>;

/** A court's numbering as the label rule takes it (labels.ts); no court, or none recorded, is the default. */
export function labelOptionsOf(labeling: TCourtLabeling | undefined): TLabelOptions {
  const options: TLabelOptions = {};
  if (labeling?.letter_style) options.letterStyle = labeling.letter_style;
  if (labeling?.start_number !== undefined) options.startNumber = labeling.start_number;
  return options;
}

/**
 * A phone number as its source gives it. `kind` says whose line it is: "location" when the source lists it for the
 * courthouse without naming the desk, "e_filing_help" when the source says it is the e-filing (CM/ECF) help desk —
 * shown as that, never as the clerk's.
 */
export const ZCourtPhone = z.object({
  /** The number with any words the source puts around it ("ECF Help Line: 213-894-0242"), HTML removed. */
  text: z.string().min(1),
  kind: z.enum(["location", "e_filing_help"]),
  /** The division or office the source names for it ("White Plains"), when it names one. */
  division: z.string().nullable(),
});
export type TCourtPhone = z.infer<typeof ZCourtPhone>;

/** One courthouse or office of a court, each with its own sources (a county or district may have several). */
export const ZCourtLocation = z.object({
  name: z.string().min(1),
  address: z.string().nullable(),
  phones: z.array(ZCourtPhone),
  hours: z.string().nullable(),
  /** What the source says this location handles ("This location handles only civil matters."). */
  description: z.string().nullable(),
  /** The location's own page, as the source links it. */
  website: z.string().url().nullable(),
  sources: z.array(ZFactSource).min(1),
});
export type TCourtLocation = z.infer<typeof ZCourtLocation>;

/** A court-wide e-filing help desk number, with its source. */
export const ZCourtHelpDesk = z.object({
  phone: ZCourtPhone,
  sources: z.array(ZFactSource).min(1),
});
export type TCourtHelpDesk = z.infer<typeof ZCourtHelpDesk>;

export const ZCourtPreset = z.object({
  id: z.string().regex(/^[a-z0-9]+(_[a-z0-9]+)+$/),
  kind: z.enum(["state", "federal", "generic"]),
  /** Two-letter state or territory code; null for generic presets. */
  state: ZCourtState.nullable(),
  /** The county, parish, borough, municipio, independent city or district the preset covers; null for generic. */
  county: z.string().nullable(),
  /** City where the court sits, only when sourced. */
  city: z.string().nullable(),
  label: z.string().min(1),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  hours: z.string().nullable(),
  website: z.string().url().nullable(),
  /** Name of the e-filing system; truthy means e-filing is available (spec). */
  e_filing: z.string().nullable(),
  labeling: ZCourtLabeling,
  size_limit_mb: z.number().positive().nullable(),
  file_types: z.array(z.string()),
  services: z.array(z.string()),
  /** The state judiciary's official site, linked when a fact is "Not listed". */
  judiciary_url: z.string().url().nullable(),
  /** Plain-language notes that keep the preset honest (e.g. "Connecticut's Superior Court sits by judicial district"). */
  notes: z.array(z.string()),
  /** 2020 Census population of the county, when recorded; used only to rank the busiest-courts list. */
  population: z.number().int().positive().nullable(),
  sources: z.partialRecord(z.enum(FACT_KEYS), z.array(ZFactSource)),
  /**
   * Every courthouse or office a source lists for this court (issue 37 §4), absent when none is recorded. With one
   * location, `address`, `phone` and `hours` repeat it; with several they stay null and each is shown.
   */
  locations: z.array(ZCourtLocation).optional(),
  /** The court's e-filing help desk numbers, absent when none is recorded. */
  e_filing_help: z.array(ZCourtHelpDesk).optional(),
});
export type TCourtPreset = z.infer<typeof ZCourtPreset>;

/** GET /api/presets: the spec's object keyed by court id. `?state=CA` one state; `?q=` search. */
export const ZPresetsQuery = z.object({
  state: ZCourtState.optional(),
  q: z.string().trim().max(200).optional(),
});
export const ZPresetsResponse = z.record(z.string(), ZCourtPreset);
export type TPresetsResponse = z.infer<typeof ZPresetsResponse>;

/** The text the UI shows for a fact with no source. */
export const NOT_LISTED = "Not listed — check with the court clerk";
export const NO_COURTS_FOUND = "No courts found matching your criteria.";
export const COURTS_PAGE_SIZE = 25;
export const STATES_PAGE_SIZE = 10;
export const TOP_COURTS = 25;
export const MAX_PAGE_BUTTONS = 5;

/** Messages of the presets API, shared so the pages and tests quote the same words. */
export const PRESETS_MESSAGES = {
  unknownState:
    "Unknown state or territory. Use a two-letter code such as CA, NY or DC (the 50 states, DC, PR, VI, GU, AS or MP).",
  queryTooLong: "The search text is too long: use 200 characters or fewer.",
} as const;

/**
 * The query GET /api/presets accepts: the same fields and output as ZPresetsQuery, but forgiving in what it takes
 * (a lowercase state code; empty values mean "no filter") and with plain-language messages for what it refuses.
 */
export const ZPresetsRequestQuery = z.object({
  state: z.preprocess(
    (value) => (typeof value === "string" ? value.trim().toUpperCase() || undefined : value),
    z.enum(COURT_STATE_CODES, { error: PRESETS_MESSAGES.unknownState }).optional(),
  ),
  q: z.preprocess(
    (value) => (typeof value === "string" ? value.trim() || undefined : value),
    z
      .string({ error: "Send one search text (q) at a time." })
      .max(200, PRESETS_MESSAGES.queryTooLong)
      .optional(),
  ),
});
export type TPresetsQuery = z.infer<typeof ZPresetsQuery>;

/** Counts the directory pages state, computed from the data (packages/courts coverageSummary). */
export const ZCoverageSummary = z.object({
  courts: z.number().int().nonnegative(),
  stateCourts: z.number().int().nonnegative(),
  federalCourts: z.number().int().nonnegative(),
  /** States, DC and territories with at least one preset. */
  jurisdictions: z.number().int().nonnegative(),
  states: z.number().int().nonnegative(),
  territories: z.number().int().nonnegative(),
  eFilingCourts: z.number().int().nonnegative(),
  /** Courts with a sourced address, phone number or opening hours: what the directory page may promise. */
  contactCourts: z.number().int().nonnegative(),
});
export type TCoverageSummary = z.infer<typeof ZCoverageSummary>;

/** One state or territory of the directory and how many presets (state and federal) it holds. */
export const ZStateCourtCount = z.object({
  state: ZCourtState,
  name: z.string(),
  courts: z.number().int().positive(),
});
export type TStateCourtCount = z.infer<typeof ZStateCourtCount>;

/**
 * GET /api/presets/summary: what the directory pages show before any search, so they need not download the whole
 * directory — the coverage counts, the busiest courts in rank order, and the states that have presets (in
 * COURT_STATES order) with their counts.
 */
export const ZPresetsSummaryResponse = z.object({
  coverage: ZCoverageSummary,
  top: z.array(ZCourtPreset),
  states: z.array(ZStateCourtCount),
});
export type TPresetsSummaryResponse = z.infer<typeof ZPresetsSummaryResponse>;

/**
 * Why a court matched a search by place: the city, borough or ZIP code that was typed, and the county whose trial court this
 * is, with the place table's source. The card shows it ("Houston, TX — Harris County") so people see why it is there.
 */
export const ZMatchedPlace = z.object({
  /** The place as the data writes it: "Houston", "Brooklyn". */
  name: z.string().min(1),
  state: ZCourtState,
  /** The county of this court, as the directory names it: "Harris County". */
  county: z.string().min(1),
  /** How many of the place's ZIP codes lie in this county; null for a New York City borough (the whole county). */
  zip_codes: z.number().int().positive().nullable(),
  /** How many ZIP codes the place has in all (with a county); null for a borough. */
  place_zip_codes: z.number().int().positive().nullable(),
  /**
   * Set when a ZIP code was typed (issue 37): the counties it lies in and this county's place among them, 1 for the
   * one with most of its land. The place's name is then the ZIP code.
   */
  zip: z.object({ counties: z.number().int().positive(), rank: z.number().int().positive() }).optional(),
  source: ZFactSource,
});
export type TMatchedPlace = z.infer<typeof ZMatchedPlace>;

/** One court a search found, and the place it was found by (null when its name, county or id matched). */
export const ZCourtSearchResult = z.object({ preset: ZCourtPreset, place: ZMatchedPlace.nullable() });
export type TCourtSearchResult = z.infer<typeof ZCourtSearchResult>;

/**
 * GET /api/presets/search?q=&state=: the courts of a search in rank order — the courts of the places the text names
 * first (the place with the most ZIP codes first, within it the county with the most), then the courts whose name,
 * county or id contains the text, in directory order. Takes the same query as GET /api/presets.
 */
export const ZPresetsSearchResponse = z.object({ results: z.array(ZCourtSearchResult) });
export type TPresetsSearchResponse = z.infer<typeof ZPresetsSearchResponse>;
