// The lookups over data/presets.json, as the API and pages use them.
import { COURT_STATES, TOP_COURTS, ZFilingProfile } from "@courtready/contracts";
import { describe, expect, it } from "vitest";
import {
  allPresets,
  coverageSummary,
  filingProfileFor,
  genericPresets,
  presetById,
  presetsForState,
  searchPresets,
  topCourts,
} from "./index.ts";

const ids = (list: Iterable<{ id: string }>) => [...list].map((preset) => preset.id);

describe("court directory lookups", () => {
  // First in the file, so the one-preset path (before the whole directory is read) is the one under test.
  it("finds one preset by id, the same as the whole directory holds, and nothing for an unknown id", () => {
    const before = { harris: presetById("tx_harris"), nowhere: presetById("xx_nowhere") };
    expect(before.harris?.id).toBe("tx_harris");
    expect(before.nowhere).toBeUndefined();
    expect(before.harris).toEqual(allPresets().get("tx_harris"));
    expect(presetById("tx_harris")).toBe(allPresets().get("tx_harris"));
  });

  it("loads every preset, keyed by id, in directory order", () => {
    const presets = allPresets();
    expect(presets.size).toBe(3328);
    expect(presets.get("ca_los_angeles")?.label).toBe("Superior Court of California, County of Los Angeles");
    const order = ids(presets.values());
    expect(order[0]).toBe("al_autauga");
    expect(order.slice(-2)).toEqual(["other_state_court", "other_federal_court"]);
    expect(allPresets()).toBe(presets);
  });

  it("lists one state's trial and federal courts, never the generic ones", () => {
    const california = presetsForState("CA");
    expect(california).toHaveLength(58 + 4);
    expect(california.every((preset) => preset.state === "CA")).toBe(true);
    expect(california.filter((preset) => preset.kind === "federal")).toHaveLength(4);
    expect(presetsForState("TX")).toHaveLength(254 + 4);
    expect(presetsForState("DC")).toHaveLength(2);
    expect(presetsForState("AS")).toHaveLength(3);
    expect(presetsForState("UT").map((preset) => preset.id)).toContain("ut_us_bankruptcy");
    let total = 0;
    for (const [code] of COURT_STATES) {
      const list = presetsForState(code);
      expect(list.length, code).toBeGreaterThan(0);
      expect(list.some((preset) => preset.kind === "generic")).toBe(false);
      total += list.length;
    }
    expect(total).toBe(3328 - 2);
  });

  it("gives the two generic presets separately", () => {
    expect(ids(genericPresets())).toEqual(["other_state_court", "other_federal_court"]);
  });

  it("searches label, id, county and city without regard to case", () => {
    expect(ids(searchPresets("los angeles"))).toContain("ca_los_angeles");
    expect(ids(searchPresets("LOS ANGELES"))).toEqual(ids(searchPresets("los angeles")));
    expect(ids(searchPresets("ny_us_district_southern"))).toEqual(["ny_us_district_southern"]);
    expect(ids(searchPresets("Orleans Parish"))).toEqual(["la_orleans"]);
    expect(ids(searchPresets("other state"))).toEqual(["other_state_court"]);
    expect(searchPresets("no court is called this")).toEqual([]);
    expect(searchPresets("  ")).toHaveLength(3328);
  });

  it("ranks the 25 busiest courts by 2020 Census population, Los Angeles first", () => {
    const top = topCourts();
    expect(top).toHaveLength(TOP_COURTS);
    expect(TOP_COURTS).toBe(25);
    expect(ids(top).slice(0, 5)).toEqual([
      "ca_los_angeles",
      "il_cook",
      "tx_harris",
      "az_maricopa",
      "ca_san_diego",
    ]);
    expect(top[24]?.id).toBe("ny_suffolk");
    const populations = top.map((preset) => preset.population ?? 0);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
    expect(top.every((preset) => preset.kind === "state")).toBe(true);
    // The 26th and 27th recorded counties fall outside the list.
    expect(ids(top)).not.toContain("fl_palm_beach");
    expect(ids(top)).not.toContain("ny_bronx");
    expect(ids(topCourts(30))).toHaveLength(27);
  });

  it("counts the coverage from the data", () => {
    expect(coverageSummary()).toEqual({
      courts: 3326,
      stateCourts: 3231,
      federalCourts: 95,
      jurisdictions: 56,
      states: 50,
      territories: 5,
      eFilingCourts: 254 + 102 + 67 + 62 + 21 + 95,
      // The 95 federal courts (PACER's lookup) and the 14 Massachusetts counties (MACourts) have a sourced location.
      contactCourts: 109,
    });
  });

  it("gives every preset a valid filing profile, and none to an unknown id", () => {
    for (const id of allPresets().keys()) {
      const profile = filingProfileFor(id);
      expect(ZFilingProfile.parse(profile).court).toBe(id);
    }
    expect(filingProfileFor("xx_nowhere")).toBeUndefined();
  });
});
