// `courtready build --court PRESET_ID`: the court's filing profile, read from the court directory (packages/courts).
// Loaded only when a court is named: the directory is megabytes of data every other run of the CLI never reads (the
// bundle keeps it in a chunk of its own, build.mjs).
import type { TFilingProfile } from "@courtready/contracts";

/** The filing profile of a court preset; undefined for an id the directory does not hold. */
export async function courtProfile(presetId: string): Promise<TFilingProfile | undefined> {
  const { filingProfileFor } = await import("@courtready/courts");
  return filingProfileFor(presetId);
}
