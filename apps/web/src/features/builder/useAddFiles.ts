// Adding files to the builder (builder-and-projects.md §5, §7): dropped, browsed or picked from the library, each
// screened for its type and size (saying which were skipped), and only once the required fields are filled in: an
// attempt before that marks each missing field and moves focus to the first.
import { useRef, useState } from "react";
import type { Dispatch } from "react";
import { BUILDER_MESSAGES, maxFileMbFor } from "@courtready/contracts";
import { toast } from "../../components/ui/toast.tsx";
import { track } from "../shared/analytics/analytics.ts";
import { createBuilderFile } from "./builderState.ts";
import type { BuilderAction } from "./builderState.ts";
import { screenFiles } from "./fileListRules.ts";
import { fromLibrary } from "./libraryBridge.ts";
import type { PickedLibraryFile } from "./LibraryPickerDialog.tsx";
import type { SkippedFiles } from "./UploadStep.tsx";
import { caseFieldId } from "./fields.tsx";
import type { FormField } from "./validation.ts";

/** Moves focus (and the screen) to a case field. */
export function focusField(key: string): void {
  const element = document.getElementById(caseFieldId(key));
  element?.scrollIntoView({ block: "center" });
  element?.focus();
}

export function useAddFiles({
  dispatch,
  missing,
}: {
  dispatch: Dispatch<BuilderAction>;
  /** The required fields still empty: files wait for them. */
  missing: readonly FormField[];
}) {
  const [skipped, setSkipped] = useState<SkippedFiles | null>(null);
  // Keys marked missing by an attempt to add files; a key stops being marked once its field is filled in.
  const [marked, setMarked] = useState<ReadonlySet<string>>(new Set());
  const flagged = new Set(missing.map((field) => field.key).filter((key) => marked.has(key)));
  // The Browse button: focus goes back to it when the last file is removed.
  const browseRef = useRef<HTMLButtonElement>(null);

  const blockedUpload = () => {
    toast({ ...BUILDER_MESSAGES.requiredFieldsFirst, variant: "destructive" });
    setMarked(new Set(missing.map((field) => field.key)));
    if (missing[0]) focusField(missing[0].key);
  };

  /** The files the builder takes (§5), saying which it skipped; null when upload must wait for required fields. */
  const screenIncoming = (incoming: File[]): File[] | null => {
    if (missing.length > 0) {
      blockedUpload();
      return null;
    }
    const screened = screenFiles(
      incoming,
      (name) => maxFileMbFor(name) * 1024 * 1024,
      (message) => console.warn(message),
    );
    setSkipped(
      screened.unsupported.length > 0 || screened.tooLarge.length > 0
        ? { unsupported: screened.unsupported, tooLarge: screened.tooLarge }
        : null,
    );
    return screened.accepted;
  };

  const addFiles = (incoming: File[], source: "drop" | "browse") => {
    const accepted = screenIncoming(incoming);
    if (!accepted || accepted.length === 0) return;
    dispatch({
      type: "addFiles",
      files: accepted.map((file) => createBuilderFile(file, crypto.randomUUID())),
    });
    track("file_upload", { label: source, value: accepted.length });
  };

  /** Library files come in like dropped ones, bringing their description and remembering their library id. */
  const addLibraryFiles = (picked: PickedLibraryFile[]) => {
    const libraryOf = new Map(picked.map((entry) => [entry.file, entry.library]));
    const accepted = screenIncoming(picked.map((entry) => entry.file));
    if (!accepted || accepted.length === 0) return;
    dispatch({
      type: "addFiles",
      files: accepted.map((file) => {
        const made = createBuilderFile(file, crypto.randomUUID());
        const library = libraryOf.get(file);
        return library ? fromLibrary(made, library) : made;
      }),
    });
    track("file_upload", { label: "library", value: accepted.length });
  };

  return {
    browseRef,
    flagged,
    skipped,
    clearSkipped: () => setSkipped(null),
    blockedUpload,
    addFiles,
    addLibraryFiles,
  };
}
