// Tests of the binder types' case-field schemas and the list/detail bodies the binder-type calls serve (§3, §5, §7).
import { describe, expect, it } from "vitest";
import { BINDER_TYPE_NAMES, BINDER_TYPE_SLUGS } from "./binder-types.ts";
import { COMMON_CASE_FIELDS, ZBinderTypeDetail, ZBinderTypesResponse } from "./builder.ts";
import {
  BINDER_TYPE_SCHEMAS,
  COMMON_CASE_PROPERTIES,
  binderTypeDetail,
  binderTypeList,
} from "./binder-type-schemas.ts";

const isStatement = (title: string) => title.toLowerCase().includes("statement");
const ownFields = (slug: (typeof BINDER_TYPE_SLUGS)[number]) =>
  Object.keys(BINDER_TYPE_SCHEMAS[slug].properties).filter(
    (key) => !Object.hasOwn(COMMON_CASE_PROPERTIES, key),
  );

describe("binder type schemas", () => {
  it("exist for every slug and parse as the detail body, with the slug and its display name", () => {
    expect(Object.keys(BINDER_TYPE_SCHEMAS).sort()).toEqual([...BINDER_TYPE_SLUGS].sort());
    for (const slug of BINDER_TYPE_SLUGS) {
      const detail = binderTypeDetail(slug);
      expect(ZBinderTypeDetail.parse(detail)).toEqual(detail);
      expect(detail.slug).toBe(slug);
      expect(detail.display_name).toBe(BINDER_TYPE_NAMES[slug]);
      expect(detail.schema).toBe(BINDER_TYPE_SCHEMAS[slug]);
    }
  });

  it("share one definition of the common case fields, listed first", () => {
    expect(Object.keys(COMMON_CASE_PROPERTIES)).toEqual([...COMMON_CASE_FIELDS]);
    expect(COMMON_CASE_PROPERTIES.hearingDate).toMatchObject({ title: "Hearing Date", format: "date" });
    for (const slug of BINDER_TYPE_SLUGS) {
      const { properties } = BINDER_TYPE_SCHEMAS[slug];
      expect(Object.keys(properties).slice(0, COMMON_CASE_FIELDS.length)).toEqual([...COMMON_CASE_FIELDS]);
      // The same object, not an equal copy: one change to a common field reaches every type.
      for (const field of COMMON_CASE_FIELDS) expect(properties[field]).toBe(COMMON_CASE_PROPERTIES[field]);
    }
  });

  it("cannot be changed in place, so no caller can alter the shared fields for everyone", () => {
    const caseName = COMMON_CASE_PROPERTIES.caseName;
    expect(() => Object.assign(caseName, { title: "Changed" })).toThrow(TypeError);
    expect(Object.isFrozen(BINDER_TYPE_SCHEMAS.small_claims.properties)).toBe(true);
    expect(Object.isFrozen(BINDER_TYPE_SCHEMAS.small_claims.required)).toBe(true);
  });

  it("give each type 3 to 7 fields of its own, camelCase, with plain-English titles", () => {
    for (const slug of BINDER_TYPE_SLUGS) {
      const own = ownFields(slug);
      expect(own.length, slug).toBeGreaterThanOrEqual(3);
      expect(own.length, slug).toBeLessThanOrEqual(7);
      for (const [key, property] of Object.entries(BINDER_TYPE_SCHEMAS[slug].properties)) {
        expect(key, slug).toMatch(/^[a-z][a-zA-Z0-9]*$/);
        expect(property.title.trim(), `${slug}.${key}`).not.toBe("");
        expect(property.title, `${slug}.${key}`).not.toMatch(/[_{}]/);
      }
    }
  });

  it("require only a few fields every filer knows, never the case number, hearing date or role", () => {
    for (const slug of BINDER_TYPE_SLUGS) {
      const { properties, required } = BINDER_TYPE_SCHEMAS[slug];
      expect(required.length, slug).toBeGreaterThanOrEqual(1);
      expect(required.length, slug).toBeLessThanOrEqual(2);
      expect(new Set(required).size, slug).toBe(required.length);
      for (const key of required) expect(Object.keys(properties), slug).toContain(key);
      expect(required, slug).not.toContain("caseNumber");
      expect(required, slug).not.toContain("hearingDate");
    }
  });

  it("never include the role, which the builder asks for on its own", () => {
    for (const slug of BINDER_TYPE_SLUGS) {
      const keys = Object.keys(BINDER_TYPE_SCHEMAS[slug].properties).map((key) => key.toLowerCase());
      expect(keys, slug).not.toContain("role");
    }
  });

  it("type each field for the form: enums for choices, dates as dates, amounts as numbers, statements as text", () => {
    for (const slug of BINDER_TYPE_SLUGS) {
      for (const [key, property] of Object.entries(BINDER_TYPE_SCHEMAS[slug].properties)) {
        const where = `${slug}.${key}`;
        if (property.enum) {
          expect(property.type, where).toBe("string");
          expect(property.enum.length, where).toBeGreaterThanOrEqual(2);
          expect(new Set(property.enum).size, where).toBe(property.enum.length);
        }
        if (/date$/i.test(key)) expect(property.format, where).toBe("date");
        if (property.format === "date") expect(property.type, where).toBe("string");
        if (property.title.includes("($)")) expect(property.type, where).toBe("number");
        // Only a narrative may carry the word, or the form would give a short field a multi-line box.
        if (isStatement(property.title)) {
          expect(property.type, where).toBe("string");
          expect(property.enum, where).toBeUndefined();
        }
      }
    }
  });

  it("give a multi-line statement field to the types where the story matters", () => {
    const narrative = [
      "protective_order",
      "eviction_response",
      "small_claims",
      "criminal_defense",
      "civil_rights_discrimination",
      "employment_dispute",
      "k12_discipline",
      "personal_injury_claim",
    ] as const;
    for (const slug of narrative) {
      const titles = Object.values(BINDER_TYPE_SCHEMAS[slug].properties).map((p) => p.title);
      expect(titles.filter(isStatement), slug).toHaveLength(1);
    }
    // No type has more than one: a second box would only split the same story.
    for (const slug of BINDER_TYPE_SLUGS) {
      const titles = Object.values(BINDER_TYPE_SCHEMAS[slug].properties).map((p) => p.title);
      expect(titles.filter(isStatement).length, slug).toBeLessThanOrEqual(1);
    }
  });
});

describe("the fields the issue names", () => {
  it("eviction_response: landlord, tenant, property address, notice type, rent claimed, hearing date", () => {
    const { properties, required } = BINDER_TYPE_SCHEMAS.eviction_response;
    expect(properties.landlordName?.type).toBe("string");
    expect(properties.tenantName?.type).toBe("string");
    expect(properties.propertyAddress?.type).toBe("string");
    expect(properties.noticeType?.enum).toEqual([
      "Pay rent or quit",
      "Cure or quit",
      "Unconditional quit",
      "No-fault / end of lease",
      "Other",
    ]);
    expect(properties.rentClaimed).toEqual({ title: "Rent Claimed ($)", type: "number" });
    expect(properties.hearingDate).toBe(COMMON_CASE_PROPERTIES.hearingDate);
    expect(required).toEqual(["landlordName", "tenantName"]);
  });

  it("protective_order: petitioner, respondent, relationship, and the incidents as a statement", () => {
    const { properties, required } = BINDER_TYPE_SCHEMAS.protective_order;
    expect(properties.petitionerName?.type).toBe("string");
    expect(properties.respondentName?.type).toBe("string");
    expect(properties.relationship?.enum).toContain("Spouse or former spouse");
    expect(properties.relationship?.enum).toContain("Other");
    expect(isStatement(properties.incidentsSummary?.title ?? "")).toBe(true);
    expect(properties.incidentsSummary?.type).toBe("string");
    expect(required).toEqual(["petitionerName", "respondentName"]);
  });

  it("dmv_license: license number, hearing type (a choice), agency case number", () => {
    const { properties } = BINDER_TYPE_SCHEMAS.dmv_license;
    expect(properties.licenseNumber?.type).toBe("string");
    expect(properties.hearingType?.enum).toContain("DUI / DWI arrest");
    expect(properties.agencyCaseNumber?.type).toBe("string");
  });
});

describe("binderTypeList", () => {
  it("lists all 30 types once, by display name, as the list body", () => {
    const list = binderTypeList();
    expect(ZBinderTypesResponse.parse(list)).toEqual(list);
    expect(list).toHaveLength(30);
    expect(new Set(list.map((t) => t.slug)).size).toBe(30);
    const names = list.map((t) => t.display_name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
    for (const { slug, display_name } of list) expect(display_name).toBe(BINDER_TYPE_NAMES[slug]);
    expect(list[0]).toEqual({ slug: "administrative_hearing", display_name: "Administrative Hearing" });
    // Slug order and name order differ, so a list left in slug order would fail here.
    expect(list.map((t) => t.slug)).not.toEqual([...BINDER_TYPE_SLUGS]);
  });
});
