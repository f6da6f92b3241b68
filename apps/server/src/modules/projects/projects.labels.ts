// Exhibit labels of a saved project: the court's numbering style, as the builder uses it.
import { allPresets } from "@courtready/courts";
import { exhibitLabel, labelOptionsOf } from "@courtready/contracts";
import type { TLabelOptions, TRole } from "@courtready/contracts";

/** The court's numbering style, as the builder uses it, so a saved project labels its exhibits the same way. */
export function projectLabelOptions(presetKey: string | null): TLabelOptions {
  return labelOptionsOf(presetKey ? allPresets().get(presetKey)?.labeling : undefined);
}

export function labeller(role: TRole, presetKey: string | null): (position: number) => string {
  const options = projectLabelOptions(presetKey);
  return (position) => exhibitLabel(role, position, options);
}
