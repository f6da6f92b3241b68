// The court-level rules for Indiana, Kentucky, Utah and West Virginia: the court a small claim or an eviction gets,
// under and over the ceiling the cited pages state, its caption, and a source on each rule; Kansas keeps its court.
import { describe, expect, it } from "vitest";
import { ZCourtForCase } from "@courtready/contracts";
import type { TBinderTypeSlug } from "@courtready/contracts";
import { courtForCase } from "../index.ts";
import { FOUR_MORE_STATE_RULES, READ_FOUR_STATES } from "./fourMoreStates.ts";
import { captionWithPrecinct } from "./index.ts";

function answer(presetId: string, type: TBinderTypeSlug = "small_claims", amount?: number) {
  const result = courtForCase(presetId, type, amount);
  if (!result) throw new Error(`no preset ${presetId}`);
  return ZCourtForCase.parse(result);
}

describe("courtForCase in Indiana, Kentucky, Utah and West Virginia", () => {
  it("cites every rule with a dated source", () => {
    for (const rule of FOUR_MORE_STATE_RULES) {
      expect(rule.sources.length, `${rule.state} ${rule.types.join()}`).toBeGreaterThan(0);
      for (const source of rule.sources) {
        expect(source.url).toMatch(/^https?:\/\//);
        expect(source.read).toBe(READ_FOUR_STATES);
      }
    }
  });

  it("Indiana: the county court's small claims docket up to $10,000; Marion County's township courts up to $8,000", () => {
    const allen = answer("in_allen", "small_claims", 10_000);
    expect(allen.label).toBe("Circuit Court of Allen County, Indiana");
    expect(allen.part).toBe("Small Claims Docket");
    expect(answer("in_allen", "small_claims", 10_001).level).toBe("general");
    const marion = answer("in_marion", "small_claims", 8_000);
    expect(marion.level).toBe("small_claims_court");
    expect(marion.needs_precinct).toBe(true);
    expect(captionWithPrecinct(marion.precinct_pattern ?? "", "Warren")).toBe(
      "Warren Township Small Claims Court, Marion County, Indiana",
    );
    expect(answer("in_marion", "small_claims", 8_001).level).toBe("general");
  });

  it("Kentucky: the District Court for small claims up to $2,500 and for evictions", () => {
    const small = answer("ky_jefferson", "small_claims", 2_500);
    expect(small.label).toBe("Jefferson District Court, Kentucky");
    expect(small.part).toBe("Small Claims Division");
    expect(answer("ky_jefferson", "small_claims", 2_501).label).toBe("Jefferson Circuit Court, Kentucky");
    const eviction = answer("ky_jefferson", "eviction_response");
    expect(eviction.level).toBe("district_court");
    expect(eviction.label).toBe("Jefferson District Court, Kentucky");
  });

  it("Utah: a Justice Court named by its city or county up to $20,000; Cache County's District Court", () => {
    const small = answer("ut_salt_lake", "small_claims", 20_000);
    expect(small.level).toBe("justice_court");
    expect(captionWithPrecinct(small.precinct_pattern ?? "", "Salt Lake City")).toBe(
      "Salt Lake City Justice Court, Salt Lake County, Utah",
    );
    expect(answer("ut_salt_lake", "small_claims", 20_001).level).toBe("general");
    const cache = answer("ut_cache", "small_claims", 5_000);
    expect(cache.label).toBe("District Court, Cache County, Utah");
    expect(cache.part).toBe("Small Claims");
  });

  it("West Virginia: the Magistrate Court for evictions; small claims keep the general court (no agreed ceiling)", () => {
    const eviction = answer("wv_kanawha", "eviction_response");
    expect(eviction.label).toBe("Magistrate Court, Kanawha County, West Virginia");
    expect(eviction.level).toBe("magistrate_court");
    expect(answer("wv_kanawha", "small_claims", 1_000).level).toBe("general");
  });

  it("Kansas keeps the District Court with the check-your-court note", () => {
    const small = answer("ks_sedgwick", "small_claims", 1_000);
    expect(small.level).toBe("general");
    expect(small.label).toBe("District Court of Sedgwick County, Kansas");
  });
});
