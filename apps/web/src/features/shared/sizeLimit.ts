// The file size limit for e-filing as a form holds it (issue 24): the choice and the MB typed for "My own limit",
// what a project save keeps of it, and a saved project's limit shown again. The builder and the project edit
// screen both edit it, each on its own state.
import { sizeLimitMbOf } from "@courtready/contracts";
import type { TProjectSizeLimit, TSizeLimitChoice } from "@courtready/contracts";

/** The field's choice and the MB typed for "My own limit" (as the builder's state holds them). */
export interface SizeLimitDraft {
  sizeLimit: TSizeLimitChoice;
  sizeLimitMb: string;
}

/** The field's one action: a choice, with the MB typed when it comes from the box. */
export interface SizeLimitAction {
  type: "setSizeLimit";
  sizeLimit: TSizeLimitChoice;
  sizeLimitMb?: string;
}

/**
 * The size limit choice a project save keeps (contracts size-limit.ts): "court", "none", or the person's own
 * limit in MB; undefined while the limit being typed is not one yet (the save then leaves the saved choice alone).
 * @example projectSizeLimit({ sizeLimit: "custom", sizeLimitMb: " 12.5 " }) // → 12.5
 */
export function projectSizeLimit(state: SizeLimitDraft): TProjectSizeLimit | undefined {
  if (state.sizeLimit !== "custom") return state.sizeLimit;
  return sizeLimitMbOf(state.sizeLimitMb);
}

/**
 * The Configure step's "File size limit for e-filing" as the project saved it: the court's limit, none, or the
 * person's own (shown as the number they typed). A project saved before the choice was kept has none: its binders
 * were built with no limit, and the builder goes on showing what the project builds.
 * @example sizeLimitFromProject(12.5) // → { sizeLimit: "custom", sizeLimitMb: "12.5" }
 */
export function sizeLimitFromProject(saved: TProjectSizeLimit | undefined): SizeLimitDraft {
  if (saved === undefined) return { sizeLimit: "none", sizeLimitMb: "" };
  if (typeof saved === "number") return { sizeLimit: "custom", sizeLimitMb: String(saved) };
  return { sizeLimit: saved, sizeLimitMb: "" };
}
