// Tests of the state list and what a court's preset says (§5, §9; guide DECISIONS "Courts and labels").
import { describe, expect, it } from "vitest";
import type { TCourtPreset } from "@courtready/contracts";
import { ALL_STATES, STATE_OPTIONS, courtSizeLimitMb, isBuilderStateCode } from "./courts.ts";
import { buildPreset } from "./courtTestFactories.ts";

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
    // A court chosen by search may be in DC or a territory: its state is the builder's state (issue 37).
    expect(isBuilderStateCode("DC")).toBe(true);
    expect(isBuilderStateCode("ca")).toBe(false);
    expect(isBuilderStateCode(7)).toBe(false);
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
