// Tests of the builder's state list and court choices (§5, §9; guide DECISIONS "Courts and labels").
import { describe, expect, it } from "vitest";
import type { TCourtPreset, TPresetsResponse } from "@courtready/contracts";
import {
  ALL_STATES,
  STATE_OPTIONS,
  courtSizeLimitMb,
  courtsForState,
  genericCourts,
  isBuilderStateCode,
} from "./courts.ts";
import { buildPreset } from "../shared/courtTestFactories.ts";

function preset(id: string, kind: TCourtPreset["kind"], label = id): TCourtPreset {
  return buildPreset({ id, kind, label, state: null });
}

describe("state options", () => {
  it("start with All States, then exactly the 50 states ordered by code", () => {
    expect(STATE_OPTIONS[0]).toEqual({ value: ALL_STATES, label: "All States" });
    const codes = STATE_OPTIONS.slice(1).map((option) => option.value);
    expect(codes).toHaveLength(50);
    expect(codes).toEqual([...codes].sort());
    expect(codes.slice(0, 4)).toEqual(["AK", "AL", "AR", "AZ"]);
    for (const excluded of ["DC", "PR", "VI", "GU", "AS", "MP"]) expect(codes).not.toContain(excluded);
    expect(STATE_OPTIONS.find((option) => option.value === "CA")?.label).toBe("CA — California");
  });

  it("recognise only All States and the 50 codes", () => {
    expect(isBuilderStateCode(ALL_STATES)).toBe(true);
    expect(isBuilderStateCode("WY")).toBe(true);
    expect(isBuilderStateCode("DC")).toBe(false);
    expect(isBuilderStateCode("ca")).toBe(false);
    expect(isBuilderStateCode(7)).toBe(false);
  });
});

describe("court options", () => {
  const presets: TPresetsResponse = {
    ca_us_district_central: preset(
      "ca_us_district_central",
      "federal",
      "U.S. District Court, Central District",
    ),
    ca_alameda: preset("ca_alameda", "state", "Alameda County Superior Court"),
    cal_mystery: preset("cal_mystery", "state"),
    nv_clark: preset("nv_clark", "state"),
    other_state_court: preset("other_state_court", "generic", "Other state court"),
  };

  it("list only the keys that begin with the state code, state courts before federal", () => {
    expect(courtsForState(presets, "CA").map((court) => court.key)).toEqual([
      "ca_alameda",
      "ca_us_district_central",
    ]);
  });

  it("list nothing for All States or before the presets arrive", () => {
    expect(courtsForState(presets, ALL_STATES)).toEqual([]);
    expect(courtsForState(undefined, "CA")).toEqual([]);
  });

  it("offer the generic presets for All States", () => {
    expect(genericCourts(presets)).toEqual([
      { key: "other_state_court", label: "Other state court", kind: "generic" },
    ]);
  });
});

describe("courtSizeLimitMb (issue 24)", () => {
  it("is the court's limit only when its preset names where it was read; never a guess", () => {
    const source = {
      title: "eFileIL Electronic Document Standards",
      url: null,
      read: "2026-11-22",
      value: null,
    };
    const court = preset("il_cook", "state");
    expect(courtSizeLimitMb({ ...court, size_limit_mb: 25, sources: { size_limit_mb: [source] } })).toBe(25);
    expect(courtSizeLimitMb({ ...court, size_limit_mb: 25, sources: {} })).toBeNull();
    expect(courtSizeLimitMb(court)).toBeNull();
    expect(courtSizeLimitMb(undefined)).toBeNull();
  });
});
