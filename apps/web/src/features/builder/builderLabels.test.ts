// A saved project opened in the builder: its files keep the labels they have (as the edit screen, preview, Word
// export and share page show them) until the builder changes what a save relabels, and builds send those labels.
import { describe, expect, it } from "vitest";
import { builderReducer, createBuilderFile, initialBuilderState } from "./builderState.ts";
import type { BuilderAction, BuilderFile, BuilderState } from "./builderState.ts";
import { buildFormData, builderLabels } from "./payload.ts";

const file = (id: string, exhibitLabel?: string): BuilderFile => ({
  ...createBuilderFile(new File([new Uint8Array(1)], `${id}.pdf`), id),
  ...(exhibitLabel ? { exhibitLabel } : {}),
});

/** A saved project whose fourth document was moved to the front with its labels kept. */
function savedState(): BuilderState {
  return {
    ...initialBuilderState("small_claims"),
    files: [file("d", "4"), file("a", "1"), file("b", "2"), file("c", "3")],
  };
}

describe("a saved project's labels in the builder", () => {
  it("shows each file's kept label, and the first free one for a file without", () => {
    expect(builderLabels(savedState().files, "plaintiff", {})).toEqual(["4", "1", "2", "3"]);
    expect(builderLabels([file("x"), file("y")], "defendant", {})).toEqual(["A", "B"]);
  });

  it("sends the kept labels with a build, in the files' order", () => {
    const form = buildFormData("render", { state: savedState(), schema: null, buildId: "build-1234" });
    expect(JSON.parse(String(form.get("exhibitLabels")))).toEqual(["4", "1", "2", "3"]);
    const fresh = { ...initialBuilderState("small_claims"), files: [file("x")] };
    expect(
      buildFormData("render", { state: fresh, schema: null, buildId: "build-1234" }).has("exhibitLabels"),
    ).toBe(false);
  });

  it("keeps them through changes a save keeps (a description, the project name)", () => {
    let state = builderReducer(savedState(), { type: "editDescription", id: "a", description: "Lease" });
    state = builderReducer(state, { type: "setProjectName", projectName: "Repairs" });
    expect(state.files.map((f) => f.exhibitLabel)).toEqual(["4", "1", "2", "3"]);
  });

  it.each<[string, BuilderAction]>([
    ["a move", { type: "moveFile", id: "d", delta: 1 }],
    ["a new order", { type: "applyOrder", ids: ["a", "b", "c", "d"] }],
    ["a removal", { type: "removeFile", id: "b" }],
    ["an added file", { type: "addFiles", files: [file("e")] }],
    ["another role", { type: "setRole", role: "defendant" }],
    ["another court", { type: "setPreset", presetKey: "ca_alameda_superior" }],
  ])("drops them after %s, which a save labels by position", (_, action) => {
    const state = builderReducer(savedState(), action);
    expect(state.files.every((f) => f.exhibitLabel === undefined)).toBe(true);
    expect(builderLabels(state.files, state.role, {})[0]).toBe(state.role === "defendant" ? "A" : "1");
  });
});
