// The builder's sections (issue 37 §3) as plain data: the build's `sections` field from each file's section title
// (consecutive files with the same title make one section, contracts' sectionsOfTitles), and whether the files'
// order lets them be sections at all (contracts' sectionRuns), said before Generate rather than by the server.
import { sectionRuns, sectionsOfTitles } from "@courtready/contracts";
import type { TBinderSection } from "@courtready/contracts";

/** The build's `sections` field for the files sent, in their order; empty when no file is in a section. */
export function sectionsForBuild(
  files: readonly { id: string }[],
  byFile: ReadonlyMap<string, string>,
): TBinderSection[] {
  return sectionsOfTitles(files.map((f) => byFile.get(f.id)));
}

/**
 * What stops the sections as the files stand, by position (from 0), or null when they can be built: a file in no
 * section among grouped ones ("ungrouped"), or a section whose files are apart ("apart").
 */
export type SectionProblem = { kind: "ungrouped"; position: number } | { kind: "apart"; title: string };

export function sectionProblem(
  files: readonly { id: string }[],
  byFile: ReadonlyMap<string, string>,
): SectionProblem | null {
  const sections = sectionsForBuild(files, byFile);
  if (sections.length === 0) return null;
  const position = files.findIndex((f) => !byFile.get(f.id));
  if (position >= 0) return { kind: "ungrouped", position };
  const seen = new Set<string>();
  for (const s of sections) {
    if (seen.has(s.title)) return { kind: "apart", title: s.title };
    seen.add(s.title);
  }
  // Consecutive, every file in one: what the engine takes (the rule itself is contracts').
  return "error" in sectionRuns(sections, files.length) ? { kind: "ungrouped", position: 0 } : null;
}

/** The section names to offer: those the person made, then any a file holds (a saved project's), each once. */
export function sectionNames(made: readonly string[], byFile: ReadonlyMap<string, string>): string[] {
  return [...new Set([...made, ...byFile.values()])];
}
