// A project editor row's Pages panel (issue 37 §3): a saved file's pages drawn from the project's copy, its edits
// kept on the project as they change (projectPages.ts). A file not saved yet gets none: there is no id on the server
// to keep its edits under until Save.
import { PagesPanel } from "../shared/pages/PagesPanel.tsx";
import type { PageEdits } from "../shared/pages/usePageEdits.ts";
import { isNewFile } from "./projectRules.ts";
import type { EditFile } from "./projectRules.ts";

export function ProjectFilePages({
  file,
  projectId,
  pageEdits,
}: {
  file: EditFile;
  projectId: string;
  pageEdits: Pick<PageEdits, "byFile" | "set">;
}) {
  if (isNewFile(file)) return null;
  return (
    <PagesPanel
      file={{ id: file.id, name: file.originalName }}
      source={{ kind: "saved", projectId, fileId: file.id }}
      // The editor has no check of a saved file: the panel learns the count from the first pictures.
      pageCount={undefined}
      edits={pageEdits.byFile.get(file.id)}
      onChange={(edits) => pageEdits.set(file.id, edits)}
    />
  );
}
