// courtForPreset: which court hears a binder type for a directory court (issue 37 §1; src/index.ts's courtForCase
// looks the court up by id). A sourced rule (rules.ts)
// names the court level and its caption; without one, the directory's general court is kept with a note to check.
import { COURT_FOR_CASE_MESSAGES, translateMessage } from "@courtready/contracts";
import type { TBinderTypeSlug, TCourtForCase, TCourtPreset } from "@courtready/contracts";
import { LEVEL_RULES } from "./rules.ts";
import type { LevelRule } from "./rules.ts";
import { courtFinderUrl } from "./courtFinders.ts";
import { LEVEL_NOTES_ES } from "./notes.es.ts";

export { LEVEL_RULES, NYC_PRESETS } from "./rules.ts";
export { COURT_FINDERS } from "./courtFinders.ts";
export { LEVEL_NOTES_ES } from "./notes.es.ts";
// The caption rule lives in contracts so the builder fills the same pattern the server describes.
export { captionWithPrecinct } from "@courtready/contracts";
export type { LevelRule } from "./rules.ts";

const dollars = (amount: number) => `$${amount.toLocaleString("en-US")}`;

function ruleMatches(rule: LevelRule, preset: TCourtPreset, type: TBinderTypeSlug): boolean {
  if (preset.kind !== "state" || rule.state !== preset.state || !rule.types.includes(type)) return false;
  if (rule.exceptPresets?.includes(preset.id)) return false;
  return !rule.presets || rule.presets.includes(preset.id);
}

/**
 * The court for a case: `preset` a directory court (the county the person chose), `binderType` the case type and
 * `amount` the dollars claimed, when known. An amount over a rule's ceiling skips that rule (the case is not a small
 * claim there); an unknown amount is taken to be within it, and the note states the ceiling.
 */
export function courtForPreset(
  preset: TCourtPreset,
  binderType: TBinderTypeSlug,
  amount?: number,
): TCourtForCase {
  // A state's court-finder page, where one was read, says better than its home page which court serves a place.
  const judiciary_url = courtFinderUrl(preset.state) ?? preset.judiciary_url;
  let overLimit: LevelRule | undefined;
  for (const rule of LEVEL_RULES) {
    if (!ruleMatches(rule, preset, binderType)) continue;
    if (rule.maxAmount !== undefined && amount !== undefined && amount > rule.maxAmount) {
      overLimit = rule;
      continue;
    }
    return {
      preset_id: preset.id,
      binder_type: binderType,
      label: rule.caption?.(preset) ?? preset.label,
      level: rule.level,
      part: rule.part ?? null,
      amount_limit: rule.maxAmount ?? null,
      needs_precinct: rule.precinctPattern !== undefined,
      precinct_pattern: rule.precinctPattern?.(preset) ?? null,
      sources: [...rule.sources],
      note: rule.note,
      note_es: LEVEL_NOTES_ES.get(rule.note) ?? null,
      judiciary_url,
    };
  }
  // No sourced rule: the directory's court stays, and the person is told to check (never a guessed court).
  const limit = overLimit?.maxAmount;
  const over =
    limit !== undefined
      ? `${dollars(amount ?? 0)} is over the ${dollars(limit)} small claims limit here. `
      : "";
  const overEs =
    limit !== undefined
      ? `${dollars(amount ?? 0)} supera el límite de ${dollars(limit)} para reclamos menores aquí. `
      : "";
  return {
    preset_id: preset.id,
    binder_type: binderType,
    label: preset.label,
    level: "general",
    part: null,
    amount_limit: null,
    needs_precinct: false,
    precinct_pattern: null,
    sources: [],
    note: `${over}${COURT_FOR_CASE_MESSAGES.checkCourt}`,
    note_es: `${overEs}${translateMessage(COURT_FOR_CASE_MESSAGES.checkCourt, "es")}`,
    judiciary_url,
  };
}
