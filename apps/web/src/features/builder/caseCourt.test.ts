// The court a binder names (issue 37 §1): the answer's label or its precinct caption, the amount a ceiling reads,
// and the sentence shown.
import { describe, expect, it } from "vitest";
import { amountFieldOf, amountOf, answerHeadline, caseCourtLabel } from "./caseCourt.ts";
import { buildCourtForCase, buildPrecinctCourt, buildSchema, buildState } from "./testFactories.ts";

const kings = buildCourtForCase();
const harris = buildPrecinctCourt();

describe("the court a binder names", () => {
  it("is the answer's label, or the precinct court's official name once a precinct is typed", () => {
    expect(caseCourtLabel(kings, "", "")).toBe("Civil Court of the City of New York, County of Kings");
    expect(caseCourtLabel(harris, "", "")).toBe("Justice Court, Harris County, Texas");
    expect(caseCourtLabel(harris, "1", "2")).toBe("Justice Court, Precinct 1, Place 2, Harris County, Texas");
    expect(caseCourtLabel(harris, " 5 ", " ")).toBe("Justice Court, Precinct 5, Harris County, Texas");
  });

  it("says which court hears the case in one sentence, and nothing for the general court kept without a rule", () => {
    expect(answerHeadline(kings, "Kings County")).toBe(
      "Small claims in Kings County are heard by the Civil Court of the City of New York, County of Kings (Small Claims Part).",
    );
    expect(
      answerHeadline(
        { ...kings, label: "District Court of Maryland for Baltimore City", part: null },
        "Baltimore city",
      ),
    ).toBe("Small claims in Baltimore City are heard by the District Court of Maryland for Baltimore City.");
    expect(answerHeadline({ ...kings, level: "general", sources: [] }, "Kings County")).toBeNull();
  });

  it("names no county for a national or state tribunal, which is not the county's", () => {
    const tribunal = { ...kings, label: "the Office of Hearings Operations", part: null };
    for (const level of ["federal_agency", "state_agency"] as const) {
      expect(answerHeadline({ ...tribunal, level }, "Kings County"), level).toBe(
        "Small claims are heard by the Office of Hearings Operations.",
      );
    }
    expect(answerHeadline({ ...tribunal, level: "county_board" }, "Kings County")).toBe(
      "Small claims in Kings County are heard by the Office of Hearings Operations.",
    );
  });

  it("reads the amount from the binder type's amount field, as typed with or without $ and commas", () => {
    const schema = buildSchema();
    expect(amountFieldOf(schema)).toBeNull();
    schema.properties.amountClaimed = { title: "Amount Claimed", type: "number" };
    expect(amountFieldOf(schema)).toBe("amountClaimed");
    expect(amountOf(buildState({ formData: { amountClaimed: "$12,000" } }), "amountClaimed")).toBe(12000);
    expect(amountOf(buildState({ formData: { amountClaimed: " " } }), "amountClaimed")).toBeNull();
    expect(amountOf(buildState({ formData: { amountClaimed: "twelve" } }), "amountClaimed")).toBeNull();
    expect(amountOf(buildState({ formData: { amountClaimed: "-5" } }), "amountClaimed")).toBeNull();
    expect(amountOf(buildState(), null)).toBeNull();
  });
});
