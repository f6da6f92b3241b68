// The builder's sections held for the page (issue 37 §3): the section names the person made and each file's
// section, by file id; forgotten with their file, read by each build. On a saved project each saved file's section
// is kept on the server as it changes (PUT …/files/{fileId}/section) and comes back when the project opens.
import { useCallback, useMemo, useState } from "react";
import { projectFileSectionUrl } from "@courtready/contracts";
import type { TBinderSection } from "@courtready/contracts";
import { i18n } from "../../../i18n/index.ts";
import { useFileMap } from "../useFileMap.ts";
import { useKeptOnServer } from "../useKeptOnServer.ts";
import { sectionNames, sectionProblem, sectionsForBuild } from "./sectionsState.ts";
import type { SectionProblem } from "./sectionsState.ts";

export interface Sections {
  /** The names to choose from, in the order made. */
  names: readonly string[];
  /** Adds a name (trimmed; a name already there is not added twice). */
  addName: (name: string) => void;
  /** Each grouped file's section title, by file id (only files still in the list). */
  byFile: ReadonlyMap<string, string>;
  /** Puts a file in a section; undefined: in none. */
  set: (id: string, title: string | undefined) => void;
  /** The build's `sections` field for the files sent, in their order. */
  forBuild: (files: readonly { id: string }[]) => TBinderSection[];
  /** What stops the sections as the files stand, or null. */
  problem: SectionProblem | null;
  /** A saved project's sections, by its files' ids (which the builder's files keep). */
  adopt: (files: readonly { id: string; section?: string | null | undefined }[]) => void;
  /** Why the last save of a file's section failed, or null. */
  error: string | null;
  /** Resolves once every section save sent so far has ended (a build from the server's copy then sees them). */
  settled: () => Promise<void>;
}

// Module-level so the kept-on-server hook's effect does not run again on every render.
const titleText = (title: string | undefined) => title ?? "";
const sectionPut = (projectId: string, fileId: string, title: string | undefined) => ({
  url: projectFileSectionUrl(projectId, fileId),
  body: { title: title ?? null },
});
const sectionSaveFailed = () => i18n.t("sections:saveFailed");

export function useSections(
  files: readonly { id: string; savedFileId?: string | undefined }[],
  projectId: string | null = null,
): Sections {
  const { byFile, put: set, replace: setAll } = useFileMap<string>(files);
  const [made, setMade] = useState<readonly string[]>([]);
  const names = useMemo(() => sectionNames(made, byFile), [made, byFile]);
  const addName = useCallback((name: string) => {
    const title = name.trim();
    if (title) setMade((before) => (before.includes(title) ? before : [...before, title]));
  }, []);
  const forBuild = useCallback((sent: readonly { id: string }[]) => sectionsForBuild(sent, byFile), [byFile]);
  const problem = useMemo(() => sectionProblem(files, byFile), [files, byFile]);

  const {
    adopt: keep,
    error,
    settled,
  } = useKeptOnServer<string>({
    files,
    projectId,
    byFile,
    textOf: titleText,
    put: sectionPut,
    failed: sectionSaveFailed,
  });
  const adopt = useCallback<Sections["adopt"]>(
    (saved) => {
      keep(saved.map((f) => ({ id: f.id, value: f.section ?? undefined })));
      setAll(new Map(saved.flatMap((f) => (f.section ? [[f.id, f.section] as const] : []))));
    },
    [keep, setAll],
  );

  return { names, addName, byFile, set, forBuild, problem, adopt, error, settled };
}
