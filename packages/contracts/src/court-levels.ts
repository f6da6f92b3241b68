// Which court hears a case: the answer for a directory court and a binder type (issue 37 §1), shared by the
// courts package that computes it and the API that serves it.
import { z } from "zod";
import { ZFactSource } from "./courts.ts";
import { ZBinderTypeSlug } from "./binder-types.ts";

/**
 * The court levels a rule can name. "general" is the directory's own court (the county's general trial court),
 * given when no sourced rule says otherwise.
 */
export const COURT_LEVELS = [
  "general",
  "nyc_civil_court",
  "justice_court",
  "md_district_court",
  "superior_court",
  "circuit_court",
  "fl_county_court",
  // Issue 37, more states: named by the court's own title, shared where states use the same one.
  "magisterial_district_court",
  "municipal_court",
  "magistrate_court",
  "district_court",
  "general_sessions_court",
  "general_district_court",
  "county_court",
  "metropolitan_court",
  // Issue 37, other binder types: courts that hear estates or families only, a division of the common pleas court,
  // and a federal tribunal (Social Security hearings, immigration courts, the TTAB).
  "surrogates_court",
  "probate_court",
  "probate_and_family_court",
  "common_pleas_court",
  "federal_agency",
  // A court that hears small claims only (Marion County, Indiana's township small claims courts).
  "small_claims_court",
  // A state agency's hearing office (benefits fair hearings) and a county's appeals board (property tax).
  "state_agency",
  "county_board",
] as const;
export const ZCourtLevel = z.enum(COURT_LEVELS);
export type TCourtLevel = z.infer<typeof ZCourtLevel>;

/** GET /api/presets/:id/court-for/:type: the court to put on the caption, and why. */
export const ZCourtForCase = z.object({
  preset_id: z.string(),
  binder_type: ZBinderTypeSlug,
  /** The court's name as the caption shows it (for a precinct court, without the precinct until one is given). */
  label: z.string().min(1),
  level: ZCourtLevel,
  /** The part of the court (a small claims part or division), when the rule names one. */
  part: z.string().nullable(),
  /** The dollar ceiling the rule applies under (a small claims limit), or null when the amount does not decide it. */
  amount_limit: z.number().nullable(),
  /** True when the person must pick or type a precinct (Texas Justice Courts). */
  needs_precinct: z.boolean(),
  /** The official name pattern with {precinct} and {place} slots, or null. */
  precinct_pattern: z.string().nullable(),
  /** Where the rule was read; empty only for the general-court fallback. */
  sources: z.array(ZFactSource),
  note: z.string().nullable(),
  /**
   * The note in Spanish, for the Spanish interface (issue 39); null or absent when there is none (the general-court
   * fallback, whose words the contracts catalogue translates).
   */
  note_es: z.string().nullable().optional(),
  /** The state judiciary's site, given with the fallback so the person can check (from the directory). */
  judiciary_url: z.string().url().nullable(),
});
export type TCourtForCase = z.infer<typeof ZCourtForCase>;

/** The amount query: whole or fractional dollars, never negative. */
export const ZCourtForCaseQuery = z.object({ amount: z.coerce.number().nonnegative().optional() });

export const COURT_FOR_CASE_MESSAGES = {
  unknownCourt: "No court has that id. Pick the court again from the court list.",
  unknownType: "No binder type has that name.",
  checkCourt: "Check which court hears your case.",
} as const;

/**
 * The caption of a precinct court once the person has typed the precinct (and place, when the court has places):
 * "Justice Court, Precinct 1, Place 1, Harris County, Texas". Without a place the place part is left out.
 */
export function captionWithPrecinct(pattern: string, precinct: string, place?: string): string {
  const withPrecinct = pattern.replace("{precinct}", precinct.trim());
  const trimmedPlace = place?.trim() ?? "";
  return trimmedPlace === ""
    ? withPrecinct.replace(", Place {place}", "")
    : withPrecinct.replace("{place}", trimmedPlace);
}

/**
 * The precinct and place a caption was filled with (the inverse of captionWithPrecinct), so a saved project's court
 * name gives back what the person typed; null when the caption was not made from this pattern.
 * @example precinctOfCaption("Justice Court, Precinct {precinct}, Place {place}, Harris County, Texas",
 *   "Justice Court, Precinct 1, Place 2, Harris County, Texas") // { precinct: "1", place: "2" }
 */
export function precinctOfCaption(
  pattern: string,
  caption: string,
): { precinct: string; place: string } | null {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  // The pattern as a regular expression: each slot one group, the rest as written.
  const matcher = (shape: string) =>
    new RegExp(
      `^${shape
        .split(/(\{precinct\}|\{place\})/)
        .map((part) => (part.startsWith("{") ? "(.+?)" : escape(part)))
        .join("")}$`,
    );
  if (pattern.includes("{place}")) {
    const withPlace = matcher(pattern).exec(caption);
    if (withPlace) return { precinct: withPlace[1]!, place: withPlace[2]! };
  }
  const withoutPlace = matcher(pattern.replace(", Place {place}", "")).exec(caption);
  return withoutPlace ? { precinct: withoutPlace[1]!, place: "" } : null;
}
