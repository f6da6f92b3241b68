// Tests of the local session (§4, §9): saved with its time, restored under 24 hours, files only remembered by name.
import { describe, expect, it } from "vitest";
import { LOCAL_SESSION_MAX_AGE_MS } from "@courtready/contracts";
import { decodeLocalSession, encodeLocalSession, isBlankSession, startingState } from "./localSession.ts";
import { buildFile, buildState } from "./testFactories.ts";

const NOW = Date.parse("2026-03-01T10:00:00Z");
const base = buildState();
const state = buildState({
  binderType: "eviction_response",
  role: "respondent",
  selectedState: "CA",
  presetKey: "ca_alameda",
  caseInfo: { ...base.caseInfo, caseName: "Diaz v. Lee" },
  formData: { rent_owed: "1200", served: true },
  projectName: "Eviction",
  enhancedProcessing: true,
  files: [buildFile("lease.pdf", { description: "Signed lease" })],
});

describe("local session", () => {
  it("restores what was saved, with the files as a reminder instead of files", () => {
    const restored = decodeLocalSession(encodeLocalSession(state, NOW), NOW + 1000);
    expect(restored).toMatchObject({
      binderType: "eviction_response",
      role: "respondent",
      selectedState: "CA",
      presetKey: "ca_alameda",
      caseInfo: { caseName: "Diaz v. Lee" },
      formData: { rent_owed: "1200", served: true },
      projectName: "Eviction",
      enhancedProcessing: true,
      files: [],
      forgottenFiles: [
        { name: "lease.pdf", size: 4, description: "Signed lease", descriptionSource: "person" },
      ],
    });
  });

  it("remembers the precinct typed for the court, and reads a session stored before it was kept (issue 37)", () => {
    const harris = buildState({
      selectedState: "TX",
      presetKey: "tx_harris",
      courtPrecinct: "1",
      courtPlace: "2",
    });
    const restored = decodeLocalSession(encodeLocalSession(harris, NOW), NOW);
    expect([restored?.presetKey, restored?.courtPrecinct, restored?.courtPlace]).toEqual([
      "tx_harris",
      "1",
      "2",
    ]);
    const older = JSON.parse(encodeLocalSession(harris, NOW)) as { state: Record<string, unknown> };
    for (const key of ["courtPrecinct", "courtPlace"]) delete older.state[key];
    const before = decodeLocalSession(JSON.stringify(older), NOW);
    expect([before?.presetKey, before?.courtPrecinct, before?.courtPlace]).toEqual(["tx_harris", "", ""]);
  });

  it("remembers who wrote each description, and reads a session stored before that was kept (issue 37)", () => {
    const described = buildState({
      files: [
        buildFile("photo.jpg", { description: "Photo taken March 3, 2025", descriptionSource: "file" }),
        buildFile("bill.pdf", { description: "Plumbing invoice", descriptionSource: "ai" }),
      ],
    });
    expect(
      decodeLocalSession(encodeLocalSession(described, NOW), NOW)?.forgottenFiles.map(
        (f) => f.descriptionSource,
      ),
    ).toEqual(["file", "ai"]);
    const older = JSON.parse(encodeLocalSession(described, NOW)) as {
      state: { files: Record<string, unknown>[] };
    };
    older.state.files = older.state.files.map(({ descriptionSource, ...rest }) => ({
      ...rest,
      isAiGenerated: descriptionSource !== "person",
    }));
    expect(
      decodeLocalSession(JSON.stringify(older), NOW)?.forgottenFiles.map((f) => f.descriptionSource),
    ).toEqual(["ai", "ai"]);
  });

  it("keeps the file size limit chosen, and takes the court's in a session saved before the choice (issue 24)", () => {
    const own = { ...state, sizeLimit: "custom" as const, sizeLimitMb: "12.5" };
    expect(decodeLocalSession(encodeLocalSession(own, NOW), NOW)).toMatchObject({
      sizeLimit: "custom",
      sizeLimitMb: "12.5",
    });
    const older = JSON.parse(encodeLocalSession(own, NOW)) as { state: Record<string, unknown> };
    delete older.state.sizeLimit;
    delete older.state.sizeLimitMb;
    expect(decodeLocalSession(JSON.stringify(older), NOW)).toMatchObject({
      sizeLimit: "court",
      sizeLimitMb: "",
    });
    older.state.sizeLimit = "huge";
    expect(decodeLocalSession(JSON.stringify(older), NOW)?.sizeLimit).toBe("court");
  });

  it("is restored just under 24 hours and not at 24 hours", () => {
    const raw = encodeLocalSession(state, NOW);
    expect(decodeLocalSession(raw, NOW + LOCAL_SESSION_MAX_AGE_MS - 1)).not.toBeNull();
    expect(decodeLocalSession(raw, NOW + LOCAL_SESSION_MAX_AGE_MS)).toBeNull();
  });

  it("ignores missing, broken or foreign data", () => {
    expect(decodeLocalSession(null, NOW)).toBeNull();
    expect(decodeLocalSession("{not json", NOW)).toBeNull();
    expect(decodeLocalSession('{"version":99,"savedAt":0,"state":{}}', NOW)).toBeNull();
    const raw = JSON.parse(encodeLocalSession(state, NOW)) as { state: { files: unknown } };
    raw.state.files = [{ name: 3 }];
    expect(decodeLocalSession(JSON.stringify(raw), NOW)).toBeNull();
  });

  it("falls back to defaults for values that are no longer valid", () => {
    const raw = JSON.parse(encodeLocalSession(state, NOW)) as {
      state: { binderType: string; role: string; selectedState: string };
    };
    raw.state.binderType = "landlord_tenant";
    raw.state.role = "judge";
    // DC is a directory state since the court is searched (issue 37); "ZZ" is no state at all.
    raw.state.selectedState = "ZZ";
    const restored = decodeLocalSession(JSON.stringify(raw), NOW);
    expect(restored).toMatchObject({
      binderType: "eviction_response",
      role: "plaintiff",
      selectedState: "all",
      presetKey: "",
    });
  });

  it("knows a blank form", () => {
    expect(isBlankSession(buildState({ binderType: "family_law" }))).toBe(true);
    expect(isBlankSession(buildState({ projectName: "x" }))).toBe(false);
    expect(isBlankSession(buildState({ formData: { a: "" } }))).toBe(true);
    expect(isBlankSession(buildState({ formData: { a: "1" } }))).toBe(false);
  });
});

describe("startingState", () => {
  const stored = encodeLocalSession(state, NOW);

  it("restores a recent session when neither type nor project is given", () => {
    const start = startingState({ typeParam: null, projectParam: null, stored, now: NOW + 5000 });
    expect(start.restored).toBe(true);
    expect(start.state.projectName).toBe("Eviction");
  });

  it("starts fresh with the type parameter, resolving legacy names", () => {
    const start = startingState({ typeParam: "traffic-court", projectParam: null, stored, now: NOW });
    expect(start).toMatchObject({
      restored: false,
      state: { binderType: "code_violation", projectName: "" },
    });
  });

  it("starts fresh for a project, and with small claims for an unknown type", () => {
    expect(startingState({ typeParam: null, projectParam: "p1", stored, now: NOW }).restored).toBe(false);
    expect(startingState({ typeParam: "nope", projectParam: null, stored, now: NOW }).state.binderType).toBe(
      "small_claims",
    );
  });

  it("does not announce a restore of a blank session", () => {
    const blank = encodeLocalSession(buildState(), NOW);
    expect(startingState({ typeParam: null, projectParam: null, stored: blank, now: NOW }).restored).toBe(
      false,
    );
  });
});

describe("the directory's court link (issue 37)", () => {
  it("starts the builder with that court and its state, over a fresh form or a restored one", () => {
    const fresh = startingState({
      typeParam: "eviction_response",
      projectParam: null,
      courtParam: "tx_harris",
      stored: null,
      now: NOW,
    });
    expect(fresh.state).toMatchObject({
      binderType: "eviction_response",
      presetKey: "tx_harris",
      selectedState: "TX",
    });
    const restored = startingState({
      typeParam: null,
      projectParam: null,
      courtParam: "ny_kings",
      stored: encodeLocalSession(state, NOW),
      now: NOW,
    });
    expect(restored).toMatchObject({
      restored: true,
      state: { projectName: "Eviction", presetKey: "ny_kings" },
    });
  });

  it("leaves a saved project's court alone, and ignores what is not a court id", () => {
    expect(
      startingState({ typeParam: null, projectParam: "p1", courtParam: "tx_harris", stored: null, now: NOW })
        .state.presetKey,
    ).toBe("");
    expect(
      startingState({ typeParam: null, projectParam: null, courtParam: "<script>", stored: null, now: NOW })
        .state.presetKey,
    ).toBe("");
  });
});
