// The court-level rules for less populous states: for each, the court a small claim gets under and over its
// ceiling, and its caption. Figures are the ones the cited pages state.
import { describe, expect, it } from "vitest";
import { ZCourtForCase } from "@courtready/contracts";
import { courtForCase } from "../index.ts";
import { captionWithPrecinct } from "./index.ts";

function answer(presetId: string, amount?: number) {
  const result = courtForCase(presetId, "small_claims", amount);
  if (!result) throw new Error(`no preset ${presetId}`);
  return ZCourtForCase.parse(result);
}

describe("courtForCase in less populous states", () => {
  it("Iowa: the District Court's small claims up to $6,500, evictions there too", () => {
    const small = answer("ia_polk", 6_500);
    expect(small.label).toBe("Iowa District Court for Polk County");
    expect(small.part).toBe("Small Claims");
    expect(answer("ia_polk", 6_501).level).toBe("general");
    expect(courtForCase("ia_polk", "eviction_response")?.part).toBe(
      "Small Claims (forcible entry and detainer)",
    );
  });

  it("Nevada: the township's Justice Court for small claims up to $10,000 and evictions", () => {
    const small = answer("nv_clark", 10_000);
    expect(small.label).toBe("Justice Court, Clark County, Nevada");
    expect(captionWithPrecinct(small.precinct_pattern ?? "", "Las Vegas")).toBe(
      "Las Vegas Justice Court, Clark County, Nevada",
    );
    expect(answer("nv_clark", 10_001).level).toBe("general");
    expect(courtForCase("nv_clark", "eviction_response")?.needs_precinct).toBe(true);
  });

  it("New Mexico: the Metropolitan Court in Bernalillo County, a Magistrate Court elsewhere, up to $10,000", () => {
    expect(answer("nm_bernalillo", 10_000).label).toBe("Bernalillo County Metropolitan Court");
    const elsewhere = answer("nm_chaves", 10_000);
    expect(elsewhere.label).toBe("Magistrate Court, Chaves County, New Mexico");
    expect(elsewhere.level).toBe("magistrate_court");
    expect(answer("nm_chaves", 10_001).level).toBe("general");
  });

  it("Nebraska: the County Court's small claims, up to $3,900", () => {
    const small = answer("ne_douglas", 3_900);
    expect(small.label).toBe("County Court of Douglas County, Nebraska");
    expect(small.amount_limit).toBe(3_900);
    expect(answer("ne_douglas", 3_901).level).toBe("general");
  });

  it("Idaho: the Magistrate Division's Small Claims Department, up to $5,000", () => {
    const small = answer("id_ada", 5_000);
    expect(small.label).toBe("District Court, Ada County, Idaho");
    expect(small.part).toBe("Magistrate Division, Small Claims Department");
    expect(answer("id_ada", 5_001).level).toBe("general");
  });

  it("New Hampshire: the Circuit Court's District Division, up to $10,000", () => {
    const small = answer("nh_hillsborough", 10_000);
    expect(small.label).toBe("New Hampshire Circuit Court, District Division, Hillsborough County");
    expect(small.amount_limit).toBe(10_000);
    expect(answer("nh_hillsborough", 10_001).label).toBe(
      "Superior Court, Hillsborough County, New Hampshire",
    );
  });

  it("Maine: the District Court, up to $6,000", () => {
    const small = answer("me_cumberland", 6_000);
    expect(small.label).toBe("Maine District Court, Cumberland County");
    expect(answer("me_cumberland", 6_001).level).toBe("general");
  });

  it("District of Columbia: the Small Claims Branch up to $10,000, the Landlord and Tenant Branch for evictions", () => {
    const small = answer("dc_district_of_columbia", 10_000);
    expect(small.label).toBe("Superior Court of the District of Columbia");
    expect(small.part).toBe("Civil Division, Small Claims and Conciliation Branch");
    expect(answer("dc_district_of_columbia", 10_001).level).toBe("general");
    expect(courtForCase("dc_district_of_columbia", "eviction_response")?.part).toBe(
      "Civil Division, Landlord and Tenant Branch",
    );
  });
});
