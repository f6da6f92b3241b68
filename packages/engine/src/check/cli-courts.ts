// The CLI's one door to the court directory: a court's filing profile and name by preset id. The engine library
// never reads court data (eslint); the `courtready` command is its host, like the server, and may (decisions.md,
// "Issue 36: the filing check").
import { allPresets, filingProfileFor } from "@courtready/courts";
import type { TFilingProfile } from "@courtready/contracts";

/** The profile and label of a preset, or undefined for an id no preset has. */
export function courtFilingProfile(presetId: string): { profile: TFilingProfile; label: string } | undefined {
  const profile = filingProfileFor(presetId);
  const preset = allPresets().get(presetId);
  return profile && preset ? { profile, label: preset.label } : undefined;
}
