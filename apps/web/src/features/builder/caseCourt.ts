// Which court the binder names (issue 37 §1), as rules apart from React: the API's answer for the chosen court and
// binder type, the precinct typed for a precinct court, the amount that decides a ceiling, and the words shown.
import { BINDER_TYPE_NAMES, captionWithPrecinct } from "@courtready/contracts";
import type { TBinderTypeSchema, TBinderTypeSlug, TCourtForCase } from "@courtready/contracts";
import type { TFunction } from "i18next";
import { i18n } from "../../i18n/index.ts";
import type { BuilderState } from "./builderState.ts";

/** The case fields that hold the amount claimed; the first one a binder type asks is the amount a ceiling reads. */
const AMOUNT_FIELDS = ["amountClaimed", "amountInDispute"] as const;

/** The binder type's amount field (its key), or null when it asks none. */
export function amountFieldOf(schema: TBinderTypeSchema | null | undefined): string | null {
  return AMOUNT_FIELDS.find((key) => schema?.properties[key] !== undefined) ?? null;
}

/**
 * The amount typed in that field as dollars, or null when none (or not a number) is typed: the question is then
 * asked without one, and the answer says the ceiling.
 * @example amountOf({ formData: { amountClaimed: "$1,200" } }, "amountClaimed") // 1200
 */
export function amountOf(state: Pick<BuilderState, "formData">, key: string | null): number | null {
  if (key === null) return null;
  const value = state.formData[key];
  if (typeof value !== "string") return null;
  const digits = value.replace(/[$,\s]/g, "");
  if (digits === "") return null;
  const amount = Number(digits);
  return Number.isFinite(amount) && amount >= 0 ? amount : null;
}

/**
 * The court's name as the binder's caption shows it: the answer's label, or for a precinct court its official
 * pattern filled with the precinct (and place) once one is typed.
 */
export function caseCourtLabel(answer: TCourtForCase, precinct: string, place: string): string {
  if (answer.needs_precinct && answer.precinct_pattern && precinct.trim() !== "")
    return captionWithPrecinct(answer.precinct_pattern, precinct, place);
  return answer.label;
}

/** "Small claims", "Evictions", else "Family Law cases": what the case is, said in a sentence. */
function caseWords(type: TBinderTypeSlug, t: TFunction<"builder">): string {
  if (type === "small_claims") return t("caseCourt.smallClaims");
  if (type === "eviction_response") return t("caseCourt.evictions");
  return t("caseCourt.typeCases", { type: BINDER_TYPE_NAMES[type] });
}

/**
 * The answer in one sentence, when a sourced rule gave it; null for the general court kept without a rule.
 * @example answerHeadline(kings, "Kings County")
 *   // "Small claims in Kings County are heard by the Civil Court of the City of New York, County of Kings."
 */
export function answerHeadline(
  answer: TCourtForCase,
  county: string | null,
  t: TFunction<"builder"> = i18n.getFixedT("en", "builder"),
): string | null {
  if (answer.level === "general") return null;
  // The directory writes independent cities in lowercase ("Baltimore city"); a sentence names them as places. A
  // national or state tribunal (Social Security hearings, a state's fair-hearing office) is not the county's, so
  // its sentence names no county.
  const statewide = answer.level === "federal_agency" || answer.level === "state_agency";
  const where =
    county && !statewide ? t("caseCourt.where", { county: county.replace(/\bcity$/, "City") }) : "";
  // The court's name is a proper name and stays as the directory writes it; English puts "the" before it.
  const court = /^the /i.test(answer.label) ? answer.label : t("caseCourt.theCourt", { court: answer.label });
  const part = answer.part ? ` (${answer.part})` : "";
  return t("caseCourt.headline", { what: caseWords(answer.binder_type, t), where, court, part });
}

/** "$10,000": a ceiling as people write it. */
export function dollars(amount: number): string {
  // US dollars are written the US way in both languages ("$10,000"), as on the court's own forms.
  return `$${amount.toLocaleString("en-US")}`;
}
