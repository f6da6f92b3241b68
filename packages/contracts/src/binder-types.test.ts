// Tests of the binder type list, its names and the ways a type can be named in a link (§2.12, §3, DECISIONS).
import { describe, expect, it } from "vitest";
import {
  BINDER_TYPE_NAMES,
  BINDER_TYPE_SLUGS,
  BINDER_TYPE_URL_SLUGS,
  LEGACY_BINDER_TYPE_CODES,
  binderTypeName,
  binderTypesByName,
  resolveBinderType,
} from "./binder-types.ts";

describe("binder types", () => {
  it("are the spec's 30 slugs, each once, each with a name", () => {
    expect(BINDER_TYPE_SLUGS).toHaveLength(30);
    expect(new Set(BINDER_TYPE_SLUGS).size).toBe(30);
    for (const slug of BINDER_TYPE_SLUGS) expect(BINDER_TYPE_NAMES[slug].trim()).not.toBe("");
    expect(new Set(Object.values(BINDER_TYPE_NAMES)).size).toBe(30);
    expect(BINDER_TYPE_NAMES.eviction_response).toBe("Eviction Response");
  });

  it("sort by display name", () => {
    const names = binderTypesByName().map((t) => t.name);
    expect(names).toHaveLength(30);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
    expect(binderTypesByName()[0]).toEqual({
      slug: "administrative_hearing",
      name: "Administrative Hearing",
    });
  });
});

describe("resolveBinderType", () => {
  it("accepts every slug as it is", () => {
    for (const slug of BINDER_TYPE_SLUGS) expect(resolveBinderType(slug)).toBe(slug);
  });

  it("maps the URL slugs of §2.12 whose type differs", () => {
    for (const [input, want] of [
      ["traffic-court", "code_violation"],
      ["landlord-tenant", "eviction_response"],
      ["contract", "contract_enforcement"],
      ["planning-zoning", "zoning_variance"],
      ["bankruptcy", "disability_benefits"],
      ["social-security", "disability_benefits"],
      ["workers-comp", "employment_dispute"],
      ["school-discipline", "k12_discipline"],
      ["trademark-opposition", "ttab_opposition"],
    ] as const)
      expect(resolveBinderType(input), String(input)).toBe(want);
  });

  it("maps each 'no stated difference' slug of §2.12 to its underscore twin", () => {
    const twins: Record<string, string> = {
      "small-claims": "small_claims",
      "property-tax": "property_tax_appeal",
      "dmv-license": "dmv_license",
      employment: "employment_dispute",
      consumer: "consumer_complaint",
      insurance: "insurance_claim",
      immigration: "immigration_case",
      "personal-injury": "personal_injury_claim",
      "family-law": "family_law",
      "administrative-hearing": "administrative_hearing",
      "business-litigation": "business_litigation",
      "civil-rights": "civil_rights_discrimination",
      "criminal-defense": "criminal_defense",
      "environmental-law": "environmental_land_use",
      "government-benefits": "government_benefits_appeal",
      "hoa-dispute": "hoa_dispute",
      "intellectual-property": "intellectual_property",
      "medical-malpractice": "medical_malpractice",
      "probate-estate": "probate_estate",
      "professional-license": "professional_license_defense",
      "protective-order": "protective_order",
      "real-estate": "real_estate_dispute",
    };
    for (const [param, slug] of Object.entries(twins)) expect(resolveBinderType(param)).toBe(slug);
    // The table holds exactly the spec's 9 + 22 slugs.
    expect(Object.keys(BINDER_TYPE_URL_SLUGS)).toHaveLength(31);
  });

  it("maps the 16 legacy dashboard codes (DECISIONS)", () => {
    expect(Object.keys(LEGACY_BINDER_TYPE_CODES)).toHaveLength(16);
    for (const [input, want] of [
      ["landlord_tenant", "eviction_response"],
      ["traffic_court", "code_violation"],
      ["property_tax", "property_tax_appeal"],
      ["personal_injury", "personal_injury_claim"],
      ["workers_comp", "employment_dispute"],
    ] as const)
      expect(resolveBinderType(input), String(input)).toBe(want);
    expect(binderTypeName("landlord_tenant")).toBe("Eviction Response");
  });

  it("forgives case, spaces and hyphens written for underscores", () => {
    expect(resolveBinderType(" Eviction_Response ")).toBe("eviction_response");
    expect(resolveBinderType("eviction-response")).toBe("eviction_response");
    expect(resolveBinderType("LANDLORD-TENANT")).toBe("eviction_response");
  });

  it("returns null for anything else", () => {
    for (const param of ["nope", "", "   ", "constructor", "__proto__", "toString", "small claims", "k12"]) {
      expect(resolveBinderType(param)).toBeNull();
    }
    expect(resolveBinderType(null)).toBeNull();
    expect(resolveBinderType(undefined)).toBeNull();
    expect(binderTypeName("mystery_code")).toBe("mystery_code");
  });
});
