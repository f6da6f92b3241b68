// Tests of the dynamic form's rules (§5): control kinds, required fields, the upload gate and Save's case check.
import { describe, expect, it } from "vitest";
import {
  fieldKind,
  formFields,
  hasCaseInformation,
  missingRequiredFields,
  readSchema,
  uploadBlocked,
} from "./validation.ts";
import { buildSchema, buildState } from "./testFactories.ts";

describe("fieldKind", () => {
  it("follows the spec's order of rules", () => {
    expect(fieldKind({ title: "County", type: "string", enum: ["A"] })).toBe("select");
    expect(fieldKind({ title: "Statement date", type: "string", format: "date" })).toBe("date");
    expect(fieldKind({ title: "Amount", type: "number" })).toBe("number");
    expect(fieldKind({ title: "Days", type: "integer" })).toBe("number");
    expect(fieldKind({ title: "Your STATEMENT", type: "string" })).toBe("textarea");
    expect(fieldKind({ title: "Name", type: "string" })).toBe("text");
    expect(fieldKind({ title: "Email", type: "string", format: "email" })).toBe("email");
    expect(fieldKind({ title: "Served?", type: "boolean" })).toBe("checkbox");
  });
});

describe("formFields", () => {
  it("keeps the schema's order, marks required fields and leaves out the role", () => {
    const fields = formFields(buildSchema());
    expect(fields.map((f) => f.key)).toEqual([
      "claim_amount",
      "claim_statement",
      "incident_date",
      "county",
      "caseName",
    ]);
    expect(fields.filter((f) => f.required).map((f) => f.key)).toEqual(["claim_amount", "caseName"]);
  });
});

describe("readSchema", () => {
  it("keeps the properties it can draw and skips odd ones", () => {
    const schema = readSchema({
      slug: "small_claims",
      schema: {
        type: "object",
        properties: { a: { title: "A", type: "string" }, b: { title: "B", type: "array" } },
        required: ["a", "b", 3],
      },
    });
    expect(schema).toEqual({
      type: "object",
      properties: { a: { title: "A", type: "string" } },
      required: ["a"],
    });
  });

  it("gives null for an answer without a schema", () => {
    expect(readSchema(null)).toBeNull();
    expect(readSchema({ slug: "x" })).toBeNull();
    expect(readSchema({ schema: { properties: "no" } })).toBeNull();
  });
});

describe("the upload gate", () => {
  it("blocks upload until every required field has a value (spaces do not count)", () => {
    const schema = buildSchema();
    const empty = buildState();
    expect(missingRequiredFields(schema, empty).map((f) => f.key)).toEqual(["claim_amount", "caseName"]);
    expect(uploadBlocked(schema, empty)).toBe(true);
    const half = buildState({
      formData: { claim_amount: "1200" },
      caseInfo: { ...empty.caseInfo, caseName: " " },
    });
    expect(uploadBlocked(schema, half)).toBe(true);
    const full = buildState({
      formData: { claim_amount: "1200" },
      caseInfo: { ...empty.caseInfo, caseName: "Diaz v. Lee" },
    });
    expect(uploadBlocked(schema, full)).toBe(false);
  });

  it("allows upload while the schema is loading or absent", () => {
    expect(uploadBlocked(undefined, buildState())).toBe(false);
    expect(uploadBlocked(null, buildState())).toBe(false);
  });
});

describe("hasCaseInformation", () => {
  it("needs at least one answered case field", () => {
    const state = buildState();
    expect(hasCaseInformation(state)).toBe(false);
    expect(hasCaseInformation(buildState({ formData: { county: "  " } }))).toBe(false);
    expect(hasCaseInformation(buildState({ formData: { county: "Kern" } }))).toBe(true);
    expect(hasCaseInformation(buildState({ caseInfo: { ...state.caseInfo, caseNumber: "SC-1" } }))).toBe(
      true,
    );
  });
});
