// What the stages read from an assembly's mode (types.ts AssembleMode): the volume plan, the filed manifest a
// supplement continues, whether the review version is made. Each is absent under any other mode.
import type { TFiledManifest } from "@courtready/contracts";
import type { AssembleMode, VolumeSplit } from "./types.ts";

interface Moded {
  mode?: AssembleMode | undefined;
}

/** The volume of each exhibit and the splits inside exhibits, when the binder is split. */
export function volumePlanOf(
  options: Moded,
): { volumes: number[]; splits: VolumeSplit[] | undefined } | undefined {
  const mode = options.mode;
  return mode?.kind === "volumes" ? { volumes: mode.volumes, splits: mode.splits } : undefined;
}

/** What was filed, when the binder is a supplement continuing it. */
export function supplementOf(options: Moded): TFiledManifest | undefined {
  const mode = options.mode;
  return mode?.kind === "supplement" ? mode.manifest : undefined;
}

/** Whether the review version (and the print version's front matter) is made. */
export function makesReview(options: Moded): boolean {
  return options.mode?.kind === "review";
}
