// The 30 binder types (accounts-dashboard-and-pages.md §3), their display names, and every other name a link or an
// old record may use for one: the hyphenated URL slugs of §2.12 and the 16 legacy dashboard codes (guide DECISIONS).
import { z } from "zod";

/** The binder type slugs, in the order of the spec's landing-page list. `GET /api/binder-types` serves these. */
export const BINDER_TYPE_SLUGS = [
  "administrative_hearing",
  "appeals",
  "business_litigation",
  "civil_rights_discrimination",
  "consumer_complaint",
  "contract_enforcement",
  "criminal_defense",
  "dmv_license",
  "employment_dispute",
  "environmental_land_use",
  "eviction_response",
  "family_law",
  "government_benefits_appeal",
  "hoa_dispute",
  "immigration_case",
  "insurance_claim",
  "intellectual_property",
  "k12_discipline",
  "medical_malpractice",
  "code_violation",
  "personal_injury_claim",
  "probate_estate",
  "professional_license_defense",
  "property_tax_appeal",
  "protective_order",
  "real_estate_dispute",
  "small_claims",
  "disability_benefits",
  "ttab_opposition",
  "zoning_variance",
] as const;
export const ZBinderTypeSlug = z.enum(BINDER_TYPE_SLUGS);
export type TBinderTypeSlug = z.infer<typeof ZBinderTypeSlug>;

/** The builder's default type (builder-and-projects.md §2). */
export const DEFAULT_BINDER_TYPE: TBinderTypeSlug = "small_claims";

/**
 * How each type is named wherever it is shown. code_violation leads with "Traffic" because traffic tickets are what
 * most people bring to it (the traffic-court slug and the traffic_court code both map here).
 */
export const BINDER_TYPE_NAMES: Readonly<Record<TBinderTypeSlug, string>> = {
  administrative_hearing: "Administrative Hearing",
  appeals: "Appeals",
  business_litigation: "Business Litigation",
  civil_rights_discrimination: "Civil Rights & Discrimination",
  consumer_complaint: "Consumer Complaint",
  contract_enforcement: "Contract Enforcement",
  criminal_defense: "Criminal Defense",
  dmv_license: "DMV License Hearing",
  employment_dispute: "Employment Dispute",
  environmental_land_use: "Environmental & Land Use",
  eviction_response: "Eviction Response",
  family_law: "Family Law",
  government_benefits_appeal: "Government Benefits Appeal",
  hoa_dispute: "HOA Dispute",
  immigration_case: "Immigration Case",
  insurance_claim: "Insurance Claim",
  intellectual_property: "Intellectual Property",
  k12_discipline: "K-12 School Discipline",
  medical_malpractice: "Medical Malpractice",
  code_violation: "Traffic & Code Violation",
  personal_injury_claim: "Personal Injury Claim",
  probate_estate: "Probate & Estate",
  professional_license_defense: "Professional License Defense",
  property_tax_appeal: "Property Tax Appeal",
  protective_order: "Protective Order",
  real_estate_dispute: "Real Estate Dispute",
  small_claims: "Small Claims",
  disability_benefits: "Disability Benefits",
  ttab_opposition: "Trademark Opposition (TTAB)",
  zoning_variance: "Zoning Variance",
};

export interface BinderTypeOption {
  slug: TBinderTypeSlug;
  name: string;
}

/**
 * Every binder type with its name, sorted by name as the builder and landing page list them.
 * @example binderTypesByName()[0] // → { slug: "administrative_hearing", name: "Administrative Hearing" }
 */
export function binderTypesByName(): BinderTypeOption[] {
  return BINDER_TYPE_SLUGS.map((slug) => ({ slug, name: BINDER_TYPE_NAMES[slug] })).sort((a, b) =>
    a.name.localeCompare(b.name, "en"),
  );
}

/**
 * The hyphenated URL slugs of §2.12 and the type each opens. The first nine are the spec's pairs that differ; the
 * rest are its "no stated difference" slugs, each mapped to its underscore twin. bankruptcy → disability_benefits is
 * the spec's own pairing, kept so old links open a page; the page says that there is no bankruptcy type.
 */
export const BINDER_TYPE_URL_SLUGS: Readonly<Record<string, TBinderTypeSlug>> = {
  "traffic-court": "code_violation",
  "landlord-tenant": "eviction_response",
  contract: "contract_enforcement",
  "planning-zoning": "zoning_variance",
  bankruptcy: "disability_benefits",
  "social-security": "disability_benefits",
  "workers-comp": "employment_dispute",
  "school-discipline": "k12_discipline",
  "trademark-opposition": "ttab_opposition",
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

/**
 * The 16 dashboard codes of §3, now legacy aliases (guide DECISIONS): old projects and links may still carry them,
 * and they are shown with their slug's display name.
 */
export const LEGACY_BINDER_TYPE_CODES: Readonly<Record<string, TBinderTypeSlug>> = {
  small_claims: "small_claims",
  property_tax: "property_tax_appeal",
  traffic_court: "code_violation",
  landlord_tenant: "eviction_response",
  dmv_license: "dmv_license",
  employment: "employment_dispute",
  consumer: "consumer_complaint",
  contract: "contract_enforcement",
  planning_zoning: "zoning_variance",
  bankruptcy: "disability_benefits",
  insurance: "insurance_claim",
  social_security: "disability_benefits",
  workers_comp: "employment_dispute",
  immigration: "immigration_case",
  personal_injury: "personal_injury_claim",
  family_law: "family_law",
};

export function isBinderTypeSlug(value: string): value is TBinderTypeSlug {
  return (BINDER_TYPE_SLUGS as readonly string[]).includes(value);
}

function own(table: Readonly<Record<string, TBinderTypeSlug>>, key: string): TBinderTypeSlug | undefined {
  // hasOwn: "constructor" or "__proto__" in an address must not find Object.prototype's members.
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

/**
 * The binder type a URL parameter or stored code stands for, or null when it names none. Accepts, ignoring case and
 * surrounding spaces: an underscore slug, a hyphenated URL slug of §2.12, a legacy dashboard code, or a slug
 * written with hyphens instead of underscores.
 * @example resolveBinderType("landlord-tenant") // → "eviction_response"
 * @example resolveBinderType("eviction_response") // → "eviction_response"
 * @example resolveBinderType("nope") // → null
 */
export function resolveBinderType(param: string | null | undefined): TBinderTypeSlug | null {
  if (typeof param !== "string") return null;
  const key = param.trim().toLowerCase();
  if (key === "") return null;
  if (isBinderTypeSlug(key)) return key;
  const aliased = own(BINDER_TYPE_URL_SLUGS, key) ?? own(LEGACY_BINDER_TYPE_CODES, key);
  if (aliased) return aliased;
  const underscored = key.replaceAll("-", "_");
  if (isBinderTypeSlug(underscored)) return underscored;
  return own(LEGACY_BINDER_TYPE_CODES, underscored) ?? null;
}

/**
 * The display name for a slug or legacy code; an unknown code is shown as it is (§3).
 * @example binderTypeName("landlord_tenant") // → "Eviction Response"
 */
export function binderTypeName(code: string): string {
  const slug = resolveBinderType(code);
  return slug ? BINDER_TYPE_NAMES[slug] : code;
}
