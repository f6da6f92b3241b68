import { describe, expect, it } from "vitest";
import { fixPlan } from "./filingFixes.ts";
import { builderReducer, initialBuilderState } from "./builderState.ts";

describe("the filing check's fixes", () => {
  it("makes scans searchable through the enhanced kit, turning its option on", () => {
    const plan = fixPlan("ocr", { enhancedProcessing: false });
    expect(plan.kind).toBe("compile");
    const after = plan.actions.reduce(builderReducer, initialBuilderState());
    expect(after.enhancedProcessing).toBe(true);
  });

  it("splits at the court's size limit, in the build the person was making", () => {
    const mine = builderReducer(initialBuilderState(), {
      type: "setSizeLimit",
      sizeLimit: "custom",
      sizeLimitMb: "90",
    });
    const plan = fixPlan("split", mine);
    expect(plan.kind).toBe("render");
    expect(plan.actions.reduce(builderReducer, mine).sizeLimit).toBe("court");
    expect(fixPlan("split", { enhancedProcessing: true }).kind).toBe("compile");
  });

  it("rebuilds as it was for flattening and renaming: the build follows the court's profile", () => {
    expect(fixPlan("flatten", { enhancedProcessing: false })).toEqual({ actions: [], kind: "render" });
    expect(fixPlan("rename", { enhancedProcessing: true })).toEqual({ actions: [], kind: "compile" });
  });
});
