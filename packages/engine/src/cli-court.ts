// `courtready build|check --court PRESET_ID`: the court's filing profile, read from the court directory (packages/courts).
// Loaded only when a court is named: the directory is megabytes of data every other run of the CLI never reads (the
// bundle keeps it in a chunk of its own, build.mjs).
import type { TFilingProfile, TRedactionRuleSet } from "@courtready/contracts";

/** The court's filing profile and name; undefined for an id the directory does not hold. */
export async function courtFiling(
  presetId: string,
): Promise<{ profile: TFilingProfile; label: string } | undefined> {
  // One preset, without the rest of the directory (its places, ZIP codes and every court's contact): the lookup
  // is part of every checked Generate and the start of every `courtready check`.
  const { courtFilingOf } = await import("@courtready/courts/lookup");
  return courtFilingOf(presetId);
}

/**
 * `courtready redact`: the redaction rules of a court (`--court`) or of a rule set's short name (`--rules tx`);
 * undefined for an unknown one. From the same chunk as the filing profiles.
 */
export async function redactionRules(
  by: { court: string } | { rules: string },
): Promise<{ rules: TRedactionRuleSet; label: string } | undefined> {
  const { presetById, redactionRulesFor, REDACTION_RULES, REDACTION_RULE_ALIASES } =
    await import("@courtready/courts");
  if ("court" in by) {
    const rules = redactionRulesFor(by.court);
    const preset = presetById(by.court);
    return rules && preset ? { rules, label: preset.label } : undefined;
  }
  const id = REDACTION_RULE_ALIASES[by.rules];
  return id ? { rules: REDACTION_RULES[id], label: REDACTION_RULES[id].name } : undefined;
}
