// The filing check's one-step fixes (issue 36) as builder changes: what each fix sets on the builder (the options a
// person can see in steps 1 and 3) and which build then runs, so the check runs again on the rebuilt files. Apart
// from React so the decisions are tested without a browser.
import type { TFindingFix } from "@courtready/contracts";
import type { BuilderAction, BuilderState } from "./builderState.ts";

/** A fix as a rebuild: the builder changes it makes (dispatched, so the page shows them) and the build it runs. */
export interface FixPlan {
  actions: BuilderAction[];
  kind: "render" | "compile";
}

/**
 * What a fix does. "ocr": the enhanced kit, the build that makes scans searchable (its court copy is what is filed).
 * "split": the court's size limit as the build's, so the binder comes in volumes under it. "flatten" and "rename":
 * the same build again, which follows the chosen court's profile (forms flattened, files named by its rule).
 * @example fixPlan("split", { enhancedProcessing: false }) // → { actions: [setSizeLimit court], kind: "render" }
 */
export function fixPlan(fix: TFindingFix, state: Pick<BuilderState, "enhancedProcessing">): FixPlan {
  const kind = state.enhancedProcessing ? "compile" : "render";
  switch (fix) {
    case "ocr":
      return { actions: [{ type: "setEnhanced", enhanced: true }], kind: "compile" };
    case "split":
      return { actions: [{ type: "setSizeLimit", sizeLimit: "court" }], kind };
    case "flatten":
    case "rename":
      return { actions: [], kind };
  }
}
