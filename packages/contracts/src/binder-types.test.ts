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
    expect(resolveBinderType("traffic-court")).toBe("code_violation");
    expect(resolveBinderType("landlord-tenant")).toBe("eviction_response");
    expect(resolveBinderType("contract")).toBe("contract_enforcement");
    expect(resolveBinderType("planning-zoning")).toBe("zoning_variance");
    expect(resolveBinderType("bankruptcy")).toBe("disability_benefits");
    expect(resolveBinderType("social-security")).toBe("disability_benefits");
    expect(resolveBinderType("workers-comp")).toBe("employment_dispute");
    expect(resolveBinderType("school-discipline")).toBe("k12_discipline");
    expect(resolveBinderType("trademark-opposition")).toBe("ttab_opposition");
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
    expect(resolveBinderType("landlord_tenant")).toBe("eviction_response");
    expect(resolveBinderType("traffic_court")).toBe("code_violation");
    expect(resolveBinderType("property_tax")).toBe("property_tax_appeal");
    expect(resolveBinderType("personal_injury")).toBe("personal_injury_claim");
    expect(resolveBinderType("workers_comp")).toBe("employment_dispute");
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
