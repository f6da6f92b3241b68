import { describe, expect, it } from "vitest";
import { allPresets, filingProfileFor } from "./index.ts";
import { courtFilingOf, onePreset } from "./lookup.ts";

describe("one court by id, without the directory", () => {
  it("gives every court exactly as the whole directory does, its contact laid over it", () => {
    const presets = [...allPresets().values()];
    // Both kinds are among them: courts with a contact of their own and courts without.
    expect(presets.some((p) => p.locations !== undefined)).toBe(true);
    expect(presets.some((p) => p.locations === undefined)).toBe(true);
    for (const preset of presets) expect(onePreset(preset.id), preset.id).toEqual(preset);
  });

  it("gives a court's filing profile and name as the CLI shows them", () => {
    const harris = courtFilingOf("tx_harris");
    expect(harris?.profile).toEqual(filingProfileFor("tx_harris"));
    expect(harris?.label).toBe(allPresets().get("tx_harris")?.label);
  });

  it("knows no court the directory does not hold", () => {
    for (const id of ["nope", "", "constructor", "__proto__", "toString"]) {
      expect(onePreset(id)).toBeUndefined();
      expect(courtFilingOf(id)).toBeUndefined();
    }
  });
});
