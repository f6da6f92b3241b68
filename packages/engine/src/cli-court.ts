// `courtready build|check --court PRESET_ID`: the court's filing profile, read from the court directory (packages/courts).
// Loaded only when a court is named: the directory is megabytes of data every other run of the CLI never reads (the
// bundle keeps it in a chunk of its own, build.mjs).
import type { TFilingProfile } from "@courtready/contracts";

/** The court's filing profile and name; undefined for an id the directory does not hold. */
export async function courtFiling(
  presetId: string,
): Promise<{ profile: TFilingProfile; label: string } | undefined> {
  // One preset, not the whole directory validated (presetById): the lookup is part of every checked Generate.
  const { presetById, filingProfileFor } = await import("@courtready/courts");
  const profile = filingProfileFor(presetId);
  const preset = presetById(presetId);
  return profile && preset ? { profile, label: preset.label } : undefined;
}
