// Tests of the builder's reducer (§4): what each change does, and what it must leave alone.
import { describe, expect, it } from "vitest";
import { builderReducer, fieldValue, initialBuilderState } from "./builderState.ts";
import { ALL_STATES } from "../shared/courts.ts";
import { buildFile, buildState } from "./testFactories.ts";

describe("builder state", () => {
  it("starts with the spec's defaults", () => {
    const state = initialBuilderState();
    expect(state).toMatchObject({
      binderType: "small_claims",
      role: "plaintiff",
      selectedState: ALL_STATES,
      presetKey: "",
      files: [],
      enhancedProcessing: false,
    });
  });

  it("clears the court when the state changes, but not when the same state is chosen again", () => {
    const state = buildState({ selectedState: "CA", presetKey: "ca_alameda" });
    expect(builderReducer(state, { type: "setSelectedState", state: "CA" }).presetKey).toBe("ca_alameda");
    expect(builderReducer(state, { type: "setSelectedState", state: "NV" })).toMatchObject({
      selectedState: "NV",
      presetKey: "",
    });
  });

  it("takes a searched court's state with it, and starts its precinct empty (issue 37)", () => {
    let state = builderReducer(buildState(), { type: "setPreset", presetKey: "tx_harris" });
    expect(state).toMatchObject({ selectedState: "TX", presetKey: "tx_harris" });
    state = builderReducer(state, { type: "setCourtPrecinct", precinct: "1", place: "2" });
    expect(builderReducer(state, { type: "setPreset", presetKey: "tx_harris" })).toBe(state);
    expect(builderReducer(state, { type: "setPreset", presetKey: "ny_kings" })).toMatchObject({
      selectedState: "NY",
      courtPrecinct: "",
      courtPlace: "",
    });
    // A general court belongs to no state: the state stays "All States".
    expect(
      builderReducer(buildState(), { type: "setPreset", presetKey: "other_state_court" }).selectedState,
    ).toBe(ALL_STATES);
  });

  it("clears the case answers when the binder type changes, unless asked to keep them", () => {
    const state = buildState({ formData: { claim_amount: "1200" } });
    const changed = builderReducer(state, { type: "setBinderType", binderType: "eviction_response" });
    expect(changed.formData).toEqual({});
    const kept = builderReducer(state, {
      type: "setBinderType",
      binderType: "eviction_response",
      keepFormData: true,
    });
    expect(kept.formData).toEqual({ claim_amount: "1200" });
  });

  it("keeps the common case fields across binder types, in caseInfo", () => {
    let state = builderReducer(buildState(), { type: "setField", key: "caseName", value: "Diaz v. Lee" });
    state = builderReducer(state, { type: "setField", key: "county", value: "Kern" });
    expect(state.caseInfo.caseName).toBe("Diaz v. Lee");
    expect(state.formData).toEqual({ county: "Kern" });
    state = builderReducer(state, { type: "setBinderType", binderType: "family_law" });
    expect(fieldValue(state, "caseName")).toBe("Diaz v. Lee");
    expect(fieldValue(state, "county")).toBeUndefined();
  });

  it("moves, removes and reorders files", () => {
    const [a, b, c] = [buildFile("a.pdf"), buildFile("b.pdf"), buildFile("c.pdf")];
    let state = builderReducer(buildState(), { type: "addFiles", files: [a, b, c] });
    state = builderReducer(state, { type: "moveFile", id: a.id, delta: 1 });
    expect(state.files.map((f) => f.name)).toEqual(["b.pdf", "a.pdf", "c.pdf"]);
    state = builderReducer(state, { type: "moveFile", id: b.id, delta: -1 });
    expect(state.files.map((f) => f.name)).toEqual(["b.pdf", "a.pdf", "c.pdf"]);
    state = builderReducer(state, { type: "removeFile", id: a.id });
    expect(state.files.map((f) => f.name)).toEqual(["b.pdf", "c.pdf"]);
    state = builderReducer(state, { type: "applyOrder", ids: [c.id] });
    expect(state.files.map((f) => f.name)).toEqual(["c.pdf"]);
  });

  it("takes a machine description, with who wrote it, only when the person has not written one", () => {
    const file = buildFile("lease.pdf");
    const machine = (description: string, source: "ai" | "file") =>
      ({ type: "aiDescription", id: file.id, description, source }) as const;
    let state = builderReducer(buildState(), { type: "addFiles", files: [file] });
    state = builderReducer(state, machine("A signed lease.", "ai"));
    expect(state.files[0]).toMatchObject({ description: "A signed lease.", descriptionSource: "ai" });
    // A second machine description (the file's own data) replaces one the person has not touched, and says so.
    state = builderReducer(state, machine("“Lease”, PDF document, 3 pages", "file"));
    expect(state.files[0]).toMatchObject({
      description: "“Lease”, PDF document, 3 pages",
      descriptionSource: "file",
    });

    state = builderReducer(state, { type: "editDescription", id: file.id, description: "  My lease  " });
    expect(state.files[0]).toMatchObject({ description: "My lease", descriptionSource: "person" });

    state = builderReducer(state, machine("Another guess", "ai"));
    expect(state.files[0]).toMatchObject({
      description: "My lease",
      aiDescription: "Another guess",
      descriptionSource: "person",
    });
  });

  it("makes a description the person's when it is edited, even to nothing", () => {
    const file = buildFile("lease.pdf", { description: "AI text", descriptionSource: "ai" });
    const state = builderReducer(buildState({ files: [file] }), {
      type: "editDescription",
      id: file.id,
      description: "   ",
    });
    expect(state.files[0]?.description).toBeUndefined();
    expect(state.files[0]?.descriptionSource).toBe("person");
  });

  it("gives a re-added file its remembered description and drops it from the reminder", () => {
    const state = buildState({
      forgottenFiles: [
        { name: "lease.pdf", size: 4, description: "Signed lease", descriptionSource: "person" },
        { name: "photo.jpg", size: 9, descriptionSource: "person" },
      ],
    });
    const next = builderReducer(state, { type: "addFiles", files: [buildFile("lease.pdf")] });
    expect(next.files[0]).toMatchObject({ description: "Signed lease", descriptionSource: "person" });
    expect(next.forgottenFiles.map((f) => f.name)).toEqual(["photo.jpg"]);
    // Same name, other size: a different file.
    const other = builderReducer(state, { type: "addFiles", files: [buildFile("photo.jpg", { bytes: 3 })] });
    expect(other.files[0]?.description).toBeUndefined();
    expect(other.forgottenFiles).toHaveLength(2);
  });
});
