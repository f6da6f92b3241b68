// The court-level rules for the other binder types and for Ohio: each state/type added gets its court and caption,
// a type without a rule keeps the general court, and every answer other than the general court cites a source.
import { describe, expect, it } from "vitest";
import { BINDER_TYPE_SLUGS, ZCourtForCase } from "@courtready/contracts";
import type { TBinderTypeSlug } from "@courtready/contracts";
import { allPresets, courtForCase } from "../index.ts";
import { READ_FINDERS } from "./courtFinders.ts";
import { captionWithPrecinct, COURT_FINDERS } from "./index.ts";
import { READ_LEVELS } from "./sources.ts";
import { IMMIGRATION_COURT, SSA_HEARINGS, TTAB } from "./federalTypes.ts";

function answer(presetId: string, type: TBinderTypeSlug, amount?: number) {
  const result = courtForCase(presetId, type, amount);
  if (!result) throw new Error(`no preset ${presetId}`);
  return ZCourtForCase.parse(result);
}

describe("court-level rules for every binder type", () => {
  it("give every answer other than the general court at least one source, in every state court", () => {
    let sourced = 0;
    for (const preset of allPresets().values()) {
      if (preset.kind !== "state") continue;
      for (const type of BINDER_TYPE_SLUGS) {
        const result = answer(preset.id, type);
        if (result.level === "general") continue;
        sourced += 1;
        expect(result.sources.length, `${preset.id} ${type}`).toBeGreaterThan(0);
      }
    }
    // Small claims and evictions alone answered about 1,900 directory courts; the new types add thousands more.
    expect(sourced).toBeGreaterThan(5_000);
  });

  it("keep the general court, and say to check, for a type no source covers", () => {
    const family = answer("ny_kings", "family_law");
    expect(family.level).toBe("general");
    expect(family.label).toBe("Supreme Court of the State of New York, County of Kings");
    expect(family.sources).toEqual([]);
    expect(answer("ga_fulton", "family_law").level).toBe("general");
  });
});

describe("courtForCase for estates", () => {
  it("New York: the county's Surrogate's Court", () => {
    const estate = answer("ny_kings", "probate_estate");
    expect(estate.label).toBe("Surrogate's Court of the State of New York, County of Kings");
    expect(estate.level).toBe("surrogates_court");
    expect(estate.amount_limit).toBeNull();
  });

  it("Georgia: the county's Probate Court", () => {
    expect(answer("ga_fulton", "probate_estate").label).toBe("Probate Court of Fulton County, Georgia");
  });

  it("Michigan: the county's Probate Court", () => {
    const estate = answer("mi_wayne", "probate_estate");
    expect(estate.label).toBe("Probate Court for the County of Wayne, Michigan");
    expect(estate.level).toBe("probate_court");
  });

  it("Ohio: the Probate Division of the Court of Common Pleas", () => {
    const estate = answer("oh_franklin", "probate_estate");
    expect(estate.label).toBe("Court of Common Pleas, Franklin County, Ohio");
    expect(estate.part).toBe("Probate Division");
  });

  it("Connecticut: a regional Probate Court whose district the person types", () => {
    const estate = answer("ct_fairfield", "probate_estate");
    expect(estate.label).toBe("Connecticut Probate Court");
    expect(estate.needs_precinct).toBe(true);
    expect(captionWithPrecinct(estate.precinct_pattern ?? "", "Housatonic")).toBe("Housatonic Probate Court");
  });
});

describe("courtForCase for families, protective orders, traffic and disability", () => {
  it("Massachusetts: the Probate and Family Court's county division for family cases and estates", () => {
    for (const type of ["family_law", "probate_estate"] as const) {
      const result = answer("ma_middlesex", type);
      expect(result.label).toBe("Massachusetts Probate and Family Court, Middlesex Division");
      expect(result.level).toBe("probate_and_family_court");
    }
  });

  it("Michigan: the Circuit Court's Family Division for family cases and personal protection orders", () => {
    for (const type of ["family_law", "protective_order"] as const) {
      const result = answer("mi_wayne", type);
      expect(result.label).toBe("Circuit Court for the County of Wayne, Michigan");
      expect(result.level).toBe("circuit_court");
      expect(result.part).toBe("Family Division");
    }
  });

  it("Maryland: traffic and code violations go to the District Court, not the Circuit Court", () => {
    const ticket = answer("md_baltimore_city", "code_violation");
    expect(ticket.label).toBe("District Court of Maryland for Baltimore City");
    expect(ticket.level).toBe("md_district_court");
  });

  it("Social Security disability: the Office of Hearings Operations in every state, not in the territories", () => {
    for (const id of ["ny_kings", "tx_harris", "ca_sacramento", "dc_district_of_columbia"]) {
      const appeal = answer(id, "disability_benefits");
      expect(appeal.label, id).toBe(SSA_HEARINGS);
      expect(appeal.level).toBe("federal_agency");
    }
    expect(answer("pr_san_juan", "disability_benefits").level).toBe("general");
  });
});

describe("courtForCase for federal tribunals and local traffic courts", () => {
  it("immigration removal cases: an immigration court named by its city", () => {
    const removal = answer("tx_harris", "immigration_case");
    expect(removal.label).toBe(IMMIGRATION_COURT);
    expect(captionWithPrecinct(removal.precinct_pattern ?? "", "Houston")).toBe(
      "Houston Immigration Court, Executive Office for Immigration Review",
    );
  });

  it("trademark oppositions: the Trademark Trial and Appeal Board, territories included", () => {
    expect(answer("ca_sacramento", "ttab_opposition").label).toBe(TTAB);
    expect(answer("pr_san_juan", "ttab_opposition").label).toBe(TTAB);
  });

  it("traffic tickets: Pennsylvania's magisterial districts, Virginia's General District Court, Michigan's district courts", () => {
    const pa = answer("pa_allegheny", "code_violation");
    expect(pa.level).toBe("magisterial_district_court");
    expect(captionWithPrecinct(pa.precinct_pattern ?? "", "05-2-20")).toBe(
      "Magisterial District Court 05-2-20, Allegheny County, Pennsylvania",
    );
    expect(answer("pa_philadelphia", "code_violation").level).toBe("general");
    expect(answer("va_fairfax_county", "code_violation").label).toBe(
      "General District Court, Fairfax County, Virginia",
    );
    const mi = answer("mi_oakland", "code_violation");
    expect(captionWithPrecinct(mi.precinct_pattern ?? "", "52-4")).toBe(
      "52-4 District Court, Oakland County, Michigan",
    );
  });
});

describe("courtForCase for agencies and county boards", () => {
  it("benefits appeals: California's State Hearings Division and New York's OTDA hearings", () => {
    const ca = answer("ca_sacramento", "government_benefits_appeal");
    expect(ca.label).toBe("California Department of Social Services, State Hearings Division");
    expect(ca.level).toBe("state_agency");
    expect(answer("ny_kings", "government_benefits_appeal").label).toBe(
      "New York State Office of Temporary and Disability Assistance, Office of Administrative Hearings",
    );
    expect(answer("tx_harris", "government_benefits_appeal").level).toBe("general");
  });

  it("property tax appeals: California's assessment appeals board and Florida's Value Adjustment Board", () => {
    expect(answer("ca_sacramento", "property_tax_appeal").label).toBe(
      "Assessment Appeals Board, County of Sacramento, California",
    );
    const fl = answer("fl_orange", "property_tax_appeal");
    expect(fl.label).toBe("Value Adjustment Board, Orange County, Florida");
    expect(fl.level).toBe("county_board");
  });
});

describe("courtForCase in Ohio", () => {
  it("small claims up to $6,000 in a municipal court named by the person", () => {
    const small = answer("oh_cuyahoga", "small_claims", 6_000);
    expect(small.label).toBe("Municipal Court, Cuyahoga County, Ohio");
    expect(small.part).toBe("Small Claims Division");
    expect(small.amount_limit).toBe(6_000);
    expect(small.needs_precinct).toBe(true);
    expect(captionWithPrecinct(small.precinct_pattern ?? "", "Cleveland")).toBe("Cleveland Municipal Court");
    expect(answer("oh_cuyahoga", "small_claims", 6_001).level).toBe("general");
  });

  it("evictions in the municipal court for where the property is", () => {
    const eviction = answer("oh_franklin", "eviction_response");
    expect(eviction.level).toBe("municipal_court");
    expect(captionWithPrecinct(eviction.precinct_pattern ?? "", "Franklin County")).toBe(
      "Franklin County Municipal Court",
    );
  });
});

describe("court-finder links", () => {
  it("cite each finder page with its URL, what it offers and the date read", () => {
    expect(Object.keys(COURT_FINDERS).length).toBeGreaterThan(2);
    for (const finder of Object.values(COURT_FINDERS)) {
      expect(finder.url).toMatch(/^https?:\/\//);
      expect(finder.title.length).toBeGreaterThan(20);
      expect([READ_LEVELS, READ_FINDERS]).toContain(finder.read);
    }
  });

  it("link the finders read on 2026-11-28 where the general court is kept", () => {
    for (const [preset, state] of [
      ["az_maricopa", "AZ"],
      ["va_albemarle", "VA"],
      ["nc_wake", "NC"],
      ["ut_salt_lake", "UT"],
      ["or_multnomah", "OR"],
      ["ga_fulton", "GA"],
      ["nm_santa_fe", "NM"],
      ["pa_centre", "PA"],
    ] as const) {
      const kept = answer(preset, "hoa_dispute");
      expect(kept.level, preset).toBe("general");
      expect(kept.judiciary_url, preset).toBe(COURT_FINDERS[state]?.url);
    }
  });

  it("link the state's court finder when the general court is kept, and the judiciary's site elsewhere", () => {
    const unsourced = answer("ma_middlesex", "hoa_dispute");
    expect(unsourced.level).toBe("general");
    expect(unsourced.judiciary_url).toBe(COURT_FINDERS.MA?.url);
    expect(answer("tx_harris", "hoa_dispute").judiciary_url).toBe(COURT_FINDERS.TX?.url);
    expect(answer("ny_kings", "hoa_dispute").judiciary_url).toBe("https://www.nycourts.gov");
  });
});
