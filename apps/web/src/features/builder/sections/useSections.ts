// The builder's sections held for the page (issue 37 §3): the section names the person made and each file's
// section, by file id; forgotten with their file, read by each build. On a saved project each saved file's section
// is kept on the server as it changes (PUT …/files/{fileId}/section) and comes back when the project opens.
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { projectFileSectionUrl } from "@courtready/contracts";
import type { TBinderSection } from "@courtready/contracts";
import { apiRequest, serverMessage } from "../../../api/client.ts";
import { i18n } from "../../../i18n/index.ts";
import { useFileMap } from "../useFileMap.ts";
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
}

export function useSections(
  files: readonly { id: string; savedFileId?: string | undefined }[],
  projectId: string | null = null,
): Sections {
  const { byFile, put: set, replace: setAll } = useFileMap<string>(files);
  const [made, setMade] = useState<readonly string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const names = useMemo(() => sectionNames(made, byFile), [made, byFile]);
  const addName = useCallback((name: string) => {
    const title = name.trim();
    if (title) setMade((before) => (before.includes(title) ? before : [...before, title]));
  }, []);
  const forBuild = useCallback((sent: readonly { id: string }[]) => sectionsForBuild(sent, byFile), [byFile]);
  const problem = useMemo(() => sectionProblem(files, byFile), [files, byFile]);

  // What the server keeps, by saved file id ("" for none): only a change is sent.
  const kept = useRef(new Map<string, string>());
  const adopt = useCallback<Sections["adopt"]>(
    (saved) => {
      kept.current = new Map();
      const loaded = new Map<string, string>();
      for (const f of saved) {
        kept.current.set(f.id, f.section ?? "");
        if (f.section) loaded.set(f.id, f.section);
      }
      setAll(loaded);
    },
    [setAll],
  );

  const savedIds = files.flatMap((f) => (f.savedFileId ? [`${f.id}\t${f.savedFileId}`] : [])).join("\n");
  useEffect(() => {
    if (!projectId || !savedIds) return;
    for (const pair of savedIds.split("\n")) {
      const [id, fileId] = pair.split("\t") as [string, string];
      const title = byFile.get(id) ?? "";
      if ((kept.current.get(fileId) ?? "") === title) continue;
      kept.current.set(fileId, title);
      apiRequest("PUT", projectFileSectionUrl(projectId, fileId), { title: title || null }).catch(
        (failure: unknown) => {
          kept.current.delete(fileId);
          setError(serverMessage(failure, i18n.t("sections:saveFailed")));
        },
      );
    }
  }, [byFile, projectId, savedIds]);

  return { names, addName, byFile, set, forBuild, problem, adopt, error };
}
