// The project edit screen's "File size limit for e-filing" while it is edited: the saved choice until the person
// changes it, what Save Changes sends for it, and its refusal of a limit that is not a number of MB yet.
import { useRef, useState } from "react";
import { SIZE_LIMIT_MB_MESSAGE } from "@courtready/contracts";
import type { TProject, TProjectSizeLimit } from "@courtready/contracts";
import { projectSizeLimit, sizeLimitFromProject } from "../shared/sizeLimit.ts";
import type { SizeLimitDraft } from "../shared/sizeLimit.ts";

export type SizeLimitSave =
  { kind: "unchanged" } | { kind: "invalid" } | { kind: "changed"; sizeLimit: TProjectSizeLimit };

/**
 * What Save Changes does with the limit shown: nothing when it is the saved choice (a project saved without one
 * shows, and is, "No limit"), the choice to send when it changed, or refuse when "My own limit" has no number of MB
 * from 0.5 to 10000 (a blank box included: the person chose their own limit and has not said which).
 * @example sizeLimitSave(undefined, { sizeLimit: "custom", sizeLimitMb: "12.5" }) // → { kind: "changed", sizeLimit: 12.5 }
 */
export function sizeLimitSave(saved: TProjectSizeLimit | undefined, shown: SizeLimitDraft): SizeLimitSave {
  const chosen = projectSizeLimit(shown);
  if (chosen === undefined) return { kind: "invalid" };
  if (chosen === (saved ?? "none")) return { kind: "unchanged" };
  return { kind: "changed", sizeLimit: chosen };
}

/** The edit screen's size limit: shown, changed, checked before a save, and forgotten once saved. */
export function useSizeLimitEdit(project: TProject | undefined) {
  const [draft, setDraft] = useState<SizeLimitDraft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const mbRef = useRef<HTMLInputElement>(null);
  const shown = draft ?? sizeLimitFromProject(project?.sizeLimit);
  const save = draft ? sizeLimitSave(project?.sizeLimit, draft) : ({ kind: "unchanged" } as const);
  return {
    shown,
    error,
    mbRef,
    changed: save.kind !== "unchanged",
    /** The choice to send with the save, when it changed. */
    toSend: save.kind === "changed" ? save.sizeLimit : undefined,
    change(next: SizeLimitDraft) {
      // Focusing the box chooses "My own limit" again: that is no change, and must not hide the message a
      // refused save just put there (the refusal puts the cursor in the box).
      if (next.sizeLimit === shown.sizeLimit && next.sizeLimitMb === shown.sizeLimitMb) return;
      setDraft(next);
      setError(null);
    },
    /** True when the save may go on; otherwise the field says what to type and the cursor goes to its box. */
    check(): boolean {
      if (save.kind !== "invalid") return true;
      setError(SIZE_LIMIT_MB_MESSAGE);
      mbRef.current?.focus();
      return false;
    },
    saved() {
      setDraft(null);
      setError(null);
    },
    failed: setError,
  };
}

export type SizeLimitEdit = ReturnType<typeof useSizeLimitEdit>;
