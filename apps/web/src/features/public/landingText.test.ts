// Tests of the landing page's date and coverage wording.
import { describe, expect, it } from "vitest";
import { COVERAGE_FIXTURE } from "./coverageFixture.ts";
import { coverageSentence, formatTickerDate, isoLocalDate } from "./landingText.ts";

const coverage = COVERAGE_FIXTURE;

describe("formatTickerDate", () => {
  it("writes the weekday and the date in full", () => {
    expect(formatTickerDate(new Date(2026, 2, 3, 9))).toBe("Tuesday, March 3, 2026");
    expect(isoLocalDate(new Date(2026, 2, 3, 23, 59))).toBe("2026-03-03");
  });
});

describe("coverageSentence", () => {
  it("counts courts and places from the summary", () => {
    expect(coverageSentence(coverage)).toBe("3,007 courts in 50 states, DC and 5 territories");
    expect(coverageSentence({ ...coverage, courts: 1, jurisdictions: 1, states: 1, territories: 0 })).toBe(
      "1 court in 1 state",
    );
    expect(coverageSentence({ ...coverage, jurisdictions: 51, territories: 0 })).toBe(
      "3,007 courts in 50 states and DC",
    );
  });

  it("says nothing when there are no courts", () => {
    expect(coverageSentence({ ...coverage, courts: 0 })).toBeNull();
  });
});
