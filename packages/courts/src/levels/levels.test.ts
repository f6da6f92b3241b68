// The court-level rules: every rule cites a source read on the stated date, and the examples (Brooklyn,
// Houston, Baltimore) and each of NY, TX, MD, CA, IL and FL for small claims and eviction get the right court.
import { describe, expect, it } from "vitest";
import { BINDER_TYPE_SLUGS, ZCourtForCase } from "@courtready/contracts";
import { allPresets, courtForCase } from "../index.ts";
import { captionWithPrecinct, LEVEL_RULES, NYC_PRESETS } from "./index.ts";
import { READ_LEVELS } from "./sources.ts";
import { READ_FOUR_STATES } from "./fourMoreStates.ts";

function answer(presetId: string, type: "small_claims" | "eviction_response", amount?: number) {
  const result = courtForCase(presetId, type, amount);
  if (!result) throw new Error(`no preset ${presetId}`);
  return ZCourtForCase.parse(result);
}

describe("court-level rules", () => {
  it("cite at least one source each, with a title, a URL and the date read", () => {
    expect(LEVEL_RULES.length).toBeGreaterThan(0);
    for (const rule of LEVEL_RULES) {
      expect(rule.sources.length, `${rule.state} ${rule.types.join()}`).toBeGreaterThan(0);
      for (const source of rule.sources) {
        expect(source.title.length).toBeGreaterThan(0);
        expect(source.url).toMatch(/^https?:\/\//);
        // Each rule file dates its own reading: the first files READ_LEVELS, IN/KY/UT/WV READ_FOUR_STATES.
        expect([READ_LEVELS, READ_FOUR_STATES]).toContain(source.read);
      }
    }
  });

  it("name only binder types that exist and directory courts that exist", () => {
    const presets = allPresets();
    for (const rule of LEVEL_RULES) {
      for (const type of rule.types) expect(BINDER_TYPE_SLUGS).toContain(type);
      for (const id of [...(rule.presets ?? []), ...(rule.exceptPresets ?? [])]) {
        expect(presets.get(id)?.state).toBe(rule.state);
      }
    }
  });

  it("give every answer with a level other than general at least one source", () => {
    for (const preset of allPresets().values()) {
      if (preset.kind !== "state") continue;
      for (const type of ["small_claims", "eviction_response"] as const) {
        const result = answer(preset.id, type);
        if (result.level !== "general") expect(result.sources.length, preset.id).toBeGreaterThan(0);
      }
    }
  });
});

describe("courtForCase", () => {
  it("sends small claims in Brooklyn to the Civil Court of the City of New York, not the Supreme Court", () => {
    const result = answer("ny_kings", "small_claims", 2_500);
    expect(result.label).toBe("Civil Court of the City of New York, County of Kings");
    expect(result.level).toBe("nyc_civil_court");
    expect(result.part).toBe("Small Claims Part");
    expect(result.amount_limit).toBe(10_000);
    expect(result.needs_precinct).toBe(false);
  });

  it("sends New York City evictions to the Civil Court's Housing Part in each borough", () => {
    for (const id of NYC_PRESETS) {
      const result = answer(id, "eviction_response");
      expect(result.level).toBe("nyc_civil_court");
      expect(result.part).toBe("Housing Part");
    }
    expect(answer("ny_new_york", "eviction_response").label).toBe(
      "Civil Court of the City of New York, County of New York",
    );
  });

  it("keeps the Supreme Court for a New York City claim over $10,000, saying why", () => {
    const result = answer("ny_kings", "small_claims", 12_000);
    expect(result.level).toBe("general");
    expect(result.label).toBe("Supreme Court of the State of New York, County of Kings");
    expect(result.note).toBe(
      "$12,000 is over the $10,000 small claims limit here. Check which court hears your case.",
    );
  });

  it("keeps the general court outside New York City, where no rule is sourced, with the judiciary's site", () => {
    const result = answer("ny_albany", "small_claims", 1_000);
    expect(result.level).toBe("general");
    expect(result.label).toBe("Supreme Court of the State of New York, County of Albany");
    expect(result.sources).toEqual([]);
    expect(result.note).toBe("Check which court hears your case.");
    expect(result.judiciary_url).toBe("https://www.nycourts.gov");
  });

  it("sends Houston small claims and evictions to a Justice Court whose precinct the person types", () => {
    for (const type of ["small_claims", "eviction_response"] as const) {
      const result = answer("tx_harris", type, 5_000);
      expect(result.level).toBe("justice_court");
      expect(result.label).toBe("Justice Court, Harris County, Texas");
      expect(result.needs_precinct).toBe(true);
      expect(result.precinct_pattern).toBe(
        "Justice Court, Precinct {precinct}, Place {place}, Harris County, Texas",
      );
    }
    expect(answer("tx_harris", "small_claims", 20_001).level).toBe("general");
  });

  it("builds the precinct caption from the official pattern, with or without a place", () => {
    const pattern = answer("tx_harris", "small_claims").precinct_pattern ?? "";
    expect(captionWithPrecinct(pattern, "1", "1")).toBe(
      "Justice Court, Precinct 1, Place 1, Harris County, Texas",
    );
    expect(captionWithPrecinct(pattern, " 3 ")).toBe("Justice Court, Precinct 3, Harris County, Texas");
  });

  it("sends Baltimore small claims and evictions to the District Court of Maryland, not the Circuit Court", () => {
    expect(answer("md_baltimore_city", "small_claims", 4_000).label).toBe(
      "District Court of Maryland for Baltimore City",
    );
    expect(answer("md_baltimore_county", "eviction_response").label).toBe(
      "District Court of Maryland for Baltimore County",
    );
    expect(answer("md_baltimore_city", "small_claims", 5_001).level).toBe("general");
  });

  it("keeps California's Superior Court, naming its small claims division up to $12,500", () => {
    const small = answer("ca_sacramento", "small_claims", 12_500);
    expect(small.label).toBe("Superior Court of California, County of Sacramento");
    expect(small.part).toBe("Small Claims Division");
    expect(small.note).toContain("$6,250");
    expect(answer("ca_sacramento", "eviction_response").part).toBe("Unlawful Detainer");
  });

  it("keeps Illinois's Circuit Court for small claims up to $10,000 and evictions", () => {
    expect(answer("il_cook", "small_claims", 9_999).label).toBe("Circuit Court of Cook County, Illinois");
    expect(answer("il_cook", "small_claims", 9_999).level).toBe("circuit_court");
    expect(answer("il_cook", "eviction_response").level).toBe("circuit_court");
  });

  it("sends Florida small claims up to $8,000 and evictions to the County Court, not the Circuit Court", () => {
    expect(answer("fl_miami_dade", "small_claims", 8_000).label).toBe(
      "County Court, Miami-Dade County, Florida",
    );
    expect(answer("fl_orange", "eviction_response").label).toBe("County Court, Orange County, Florida");
    expect(answer("fl_miami_dade", "small_claims", 8_000.01).level).toBe("general");
  });

  it("keeps the general court for a type no rule covers, and for federal courts", () => {
    expect(answer("tx_harris", "small_claims").level).toBe("justice_court");
    expect(courtForCase("tx_harris", "family_law")?.level).toBe("general");
    expect(courtForCase("ny_us_district_eastern", "small_claims")?.level).toBe("general");
    expect(courtForCase("no_such_court", "small_claims")).toBeUndefined();
  });
});
