// Tests of the builder's court choices (§5, §9; guide DECISIONS "Courts and labels").
import { describe, expect, it } from "vitest";
import type { TCourtPreset, TPresetsResponse } from "@courtready/contracts";
import { ALL_STATES } from "../shared/courts.ts";
import { courtsForState, genericCourts } from "./courts.ts";
import { buildPreset } from "../shared/courtTestFactories.ts";

function preset(id: string, kind: TCourtPreset["kind"], label = id): TCourtPreset {
  return buildPreset({ id, kind, label, state: null });
}

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
