// Tests of the builder's general court choices (§5, §9; the court itself is searched since issue 37).
import { describe, expect, it } from "vitest";
import type { TCourtPreset, TPresetsResponse } from "@courtready/contracts";
import { genericCourts } from "./courts.ts";
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

  it("offer only the generic presets, whatever else the directory holds", () => {
    expect(genericCourts(presets)).toEqual([
      { key: "other_state_court", label: "Other state court", kind: "generic" },
    ]);
  });
});
