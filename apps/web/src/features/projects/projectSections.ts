// The project editor's sections (issue 37 §3): the builder's section state on the editor's files, so a saved
// project's sections are changed without the builder. A saved file's section is kept as it changes (PUT
// …/files/:fileId/section); a file not saved yet gets none (no id on the server to keep it under). What stops the
// sections is read as a project build reads titles: an untitled file goes under the tab before it, so only a
// section split by another's exhibits is said, never "in no section".
import { useMemo } from "react";
import { titlesForProjectBuild } from "@courtready/contracts";
import { sectionProblem } from "../shared/sections/sectionsState.ts";
import type { SectionProblem } from "../shared/sections/sectionsState.ts";
import { useSections } from "../shared/sections/useSections.ts";
import type { Sections } from "../shared/sections/useSections.ts";
import { isNewFile } from "./projectRules.ts";

/** What stops a project's sections as its files stand, with untitled files under the tab before them. */
export function projectSectionProblem(
  files: readonly { id: string }[],
  byFile: ReadonlyMap<string, string>,
): SectionProblem | null {
  const filled = titlesForProjectBuild(files.map((f) => byFile.get(f.id)));
  return sectionProblem(
    files,
    new Map(files.flatMap((f, i) => (filled[i] ? [[f.id, filled[i]] as const] : []))),
  );
}

export function useProjectSections(files: readonly { id: string }[], projectId: string): Sections {
  const kept = useMemo(
    () => files.map((f) => ({ id: f.id, savedFileId: isNewFile(f) ? undefined : f.id })),
    [files],
  );
  const sections = useSections(kept, projectId);
  const problem = useMemo(() => projectSectionProblem(files, sections.byFile), [files, sections.byFile]);
  return { ...sections, problem };
}
