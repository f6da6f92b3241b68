// The court-level rules beyond the first six states: for each state, the court a small claim (under and over its
// ceiling) and an eviction get, and the caption built for it. Figures are the ones the cited pages state.
import { describe, expect, it } from "vitest";
import { ZCourtForCase } from "@courtready/contracts";
import { courtForCase } from "../index.ts";
import { captionWithPrecinct } from "./index.ts";

function answer(presetId: string, type: "small_claims" | "eviction_response", amount?: number) {
  const result = courtForCase(presetId, type, amount);
  if (!result) throw new Error(`no preset ${presetId}`);
  return ZCourtForCase.parse(result);
}

describe("courtForCase in more states", () => {
  it("Pennsylvania: a Magisterial District Court with its district number, up to $12,000", () => {
    const small = answer("pa_allegheny", "small_claims", 12_000);
    expect(small.level).toBe("magisterial_district_court");
    expect(small.label).toBe("Magisterial District Court, Allegheny County, Pennsylvania");
    expect(small.amount_limit).toBe(12_000);
    expect(small.needs_precinct).toBe(true);
    expect(captionWithPrecinct(small.precinct_pattern ?? "", "05-2-20")).toBe(
      "Magisterial District Court 05-2-20, Allegheny County, Pennsylvania",
    );
    expect(answer("pa_allegheny", "eviction_response").level).toBe("magisterial_district_court");
    expect(answer("pa_allegheny", "small_claims", 12_001).level).toBe("general");
  });

  it("Pennsylvania: Philadelphia's small claims and evictions go to the Municipal Court, not a district", () => {
    const small = answer("pa_philadelphia", "small_claims", 500);
    expect(small.label).toBe("Philadelphia Municipal Court");
    expect(small.level).toBe("municipal_court");
    expect(small.needs_precinct).toBe(false);
    expect(answer("pa_philadelphia", "eviction_response").part).toBe("Civil Division (Landlord and Tenant)");
    expect(answer("pa_philadelphia", "small_claims", 12_001).level).toBe("general");
  });

  it("Georgia: the county's Magistrate Court, up to $15,000", () => {
    const small = answer("ga_gwinnett", "small_claims", 15_000);
    expect(small.label).toBe("Magistrate Court of Gwinnett County, Georgia");
    expect(small.amount_limit).toBe(15_000);
    expect(answer("ga_gwinnett", "eviction_response").level).toBe("magistrate_court");
    expect(answer("ga_gwinnett", "small_claims", 15_001).label).toBe(
      "Superior Court of Gwinnett County, Georgia",
    );
  });

  it("North Carolina: the District Court's small claims (a magistrate), the county limit said in the note", () => {
    const small = answer("nc_wake", "small_claims", 5_000);
    expect(small.label).toBe("District Court, Wake County, North Carolina");
    expect(small.amount_limit).toBe(10_000);
    expect(small.note).toContain("$5,000 to $10,000");
    expect(answer("nc_wake", "eviction_response").part).toBe("Small Claims (summary ejectment)");
  });

  it("New Jersey: the Superior Court's Special Civil Part, small claims up to $3,000", () => {
    const small = answer("nj_essex", "small_claims", 3_000);
    expect(small.label).toBe("Superior Court of New Jersey, Essex County");
    expect(small.part).toBe("Law Division, Special Civil Part, Small Claims");
    expect(small.amount_limit).toBe(3_000);
    expect(answer("nj_essex", "eviction_response").part).toBe(
      "Law Division, Special Civil Part, Landlord/Tenant",
    );
    expect(answer("nj_essex", "small_claims", 3_001).level).toBe("general");
  });

  it("Virginia: the General District Court, naming an independent city as the city", () => {
    const small = answer("va_york", "small_claims", 5_000);
    expect(small.label).toBe("General District Court, York County, Virginia");
    expect(small.amount_limit).toBe(5_000);
    expect(answer("va_alexandria", "eviction_response").label).toBe(
      "General District Court, City of Alexandria, Virginia",
    );
    expect(answer("va_york", "small_claims", 5_001).level).toBe("general");
  });

  it("Washington: the District Court's small claims department up to $10,000; evictions not sourced", () => {
    const small = answer("wa_king", "small_claims", 10_000);
    expect(small.label).toBe("King County District Court, Washington");
    expect(small.part).toBe("Small Claims Department");
    expect(small.amount_limit).toBe(10_000);
    expect(answer("wa_king", "eviction_response").level).toBe("general");
  });

  it("Arizona: a Justice Court the person names, small claims up to $3,500", () => {
    const small = answer("az_pinal", "small_claims", 3_500);
    expect(small.label).toBe("Justice Court, Pinal County, Arizona");
    expect(small.amount_limit).toBe(3_500);
    expect(captionWithPrecinct(small.precinct_pattern ?? "", "Casa Grande")).toBe(
      "Casa Grande Justice Court, Pinal County, Arizona",
    );
    expect(answer("az_maricopa", "eviction_response").needs_precinct).toBe(true);
    expect(answer("az_pinal", "small_claims", 3_501).level).toBe("general");
  });

  it("Tennessee: the General Sessions Court up to $25,000, evictions whatever the amount", () => {
    const small = answer("tn_davidson", "small_claims", 25_000);
    expect(small.label).toBe("General Sessions Court of Davidson County, Tennessee");
    expect(small.amount_limit).toBe(25_000);
    expect(answer("tn_davidson", "eviction_response").amount_limit).toBeNull();
    expect(answer("tn_davidson", "small_claims", 25_001).level).toBe("general");
  });

  it("South Carolina: the county's Magistrate Court up to $7,500, and evictions", () => {
    const small = answer("sc_richland", "small_claims", 7_500);
    expect(small.label).toBe("Magistrate Court, Richland County, South Carolina");
    expect(small.amount_limit).toBe(7_500);
    expect(answer("sc_richland", "eviction_response").level).toBe("magistrate_court");
    expect(answer("sc_richland", "small_claims", 7_501).level).toBe("general");
  });

  it("Minnesota: Conciliation Court up to $20,000; Housing Court evictions in Hennepin and Ramsey only", () => {
    const small = answer("mn_hennepin", "small_claims", 20_000);
    expect(small.label).toBe("Minnesota District Court, Hennepin County");
    expect(small.part).toBe("Conciliation Court");
    expect(small.amount_limit).toBe(20_000);
    expect(answer("mn_hennepin", "small_claims", 20_001).level).toBe("general");
    expect(answer("mn_ramsey", "eviction_response").part).toBe("Housing Court");
    expect(answer("mn_aitkin", "eviction_response").level).toBe("general");
  });

  it("Wisconsin: the Circuit Court's small claims up to $10,000, evictions there too", () => {
    const small = answer("wi_dane", "small_claims", 10_000);
    expect(small.label).toBe("Circuit Court for Dane County, Wisconsin");
    expect(small.part).toBe("Small Claims");
    expect(small.amount_limit).toBe(10_000);
    expect(answer("wi_dane", "eviction_response").part).toBe("Small Claims");
  });

  it("Oregon: the Circuit Court's small claims department up to $10,000, and evictions", () => {
    const small = answer("or_multnomah", "small_claims", 10_000);
    expect(small.label).toBe("Circuit Court of the State of Oregon for Multnomah County");
    expect(small.amount_limit).toBe(10_000);
    expect(answer("or_multnomah", "small_claims", 10_001).level).toBe("general");
    expect(answer("or_multnomah", "eviction_response").part).toBe("Residential Eviction (FED)");
  });

  it("Oklahoma: the District Court's small claims docket up to $10,000, and evictions", () => {
    const small = answer("ok_oklahoma", "small_claims", 10_000);
    expect(small.label).toBe("District Court of Oklahoma County, Oklahoma");
    expect(small.amount_limit).toBe(10_000);
    expect(answer("ok_oklahoma", "eviction_response").level).toBe("district_court");
  });
  it("Michigan: a numbered District Court, small claims up to $7,000, evictions there too", () => {
    const small = answer("mi_oakland", "small_claims", 7_000);
    expect(small.label).toBe("District Court, Oakland County, Michigan");
    expect(small.amount_limit).toBe(7_000);
    expect(captionWithPrecinct(small.precinct_pattern ?? "", "52-4")).toBe(
      "52-4 District Court, Oakland County, Michigan",
    );
    expect(answer("mi_oakland", "eviction_response").needs_precinct).toBe(true);
    expect(answer("mi_oakland", "small_claims", 7_001).level).toBe("general");
  });

  it("Colorado: the County Court for small claims up to $7,500 and evictions", () => {
    const small = answer("co_denver", "small_claims", 7_500);
    expect(small.label).toBe("County Court, Denver County, Colorado");
    expect(small.level).toBe("county_court");
    expect(small.amount_limit).toBe(7_500);
    expect(answer("co_denver", "eviction_response").label).toBe("County Court, Denver County, Colorado");
  });

  it("Massachusetts: a District Court's small claims session named by town, up to $7,000", () => {
    const small = answer("ma_middlesex", "small_claims", 7_000);
    expect(small.label).toBe("District Court, Middlesex County, Massachusetts");
    expect(small.part).toBe("Small Claims Session");
    expect(captionWithPrecinct(small.precinct_pattern ?? "", "Cambridge")).toBe(
      "Cambridge District Court, Middlesex County, Massachusetts",
    );
    expect(answer("ma_middlesex", "small_claims", 7_001).level).toBe("general");
    expect(answer("ma_suffolk", "eviction_response").part).toBe("Summary Process");
  });

  it("Connecticut: the Superior Court's small claims up to $5,000, evictions in its housing sessions", () => {
    const small = answer("ct_hartford", "small_claims", 5_000);
    expect(small.label).toBe("Superior Court of Connecticut, serving Hartford County");
    expect(small.part).toBe("Small Claims");
    expect(answer("ct_hartford", "small_claims", 5_001).level).toBe("general");
    expect(answer("ct_hartford", "eviction_response").part).toBe("Housing Session (summary process)");
  });

  it("Missouri: the Circuit Court sitting as a small claims court up to $5,000, and evictions", () => {
    const small = answer("mo_jackson", "small_claims", 5_000);
    expect(small.label).toBe("Circuit Court of Jackson County, Missouri");
    expect(small.part).toBe("Small Claims Court");
    expect(answer("mo_jackson", "small_claims", 5_001).level).toBe("general");
    expect(answer("mo_jackson", "eviction_response").label).toBe("Circuit Court of Jackson County, Missouri");
    expect(answer("mo_jackson", "eviction_response").level).toBe("circuit_court");
  });

  it("Alabama: the District Court's small claims division up to $6,000, and evictions", () => {
    const small = answer("al_jefferson", "small_claims", 6_000);
    expect(small.label).toBe("District Court of Jefferson County, Alabama");
    expect(small.amount_limit).toBe(6_000);
    expect(answer("al_jefferson", "small_claims", 6_001).level).toBe("general");
    expect(answer("al_jefferson", "eviction_response").label).toBe(
      "District Court of Jefferson County, Alabama",
    );
  });
});
