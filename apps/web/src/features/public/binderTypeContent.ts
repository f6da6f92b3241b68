// What each binder type page says: what the proceeding is, the evidence that usually matters, and how the binder
// helps. General information in plain words, never advice on what to file or argue. The words are in the
// `binderTypes` catalogue (English and Spanish, issue 39); this module gives them the page's shape.
import type { TBinderTypeSlug } from "@courtready/contracts";
import { BINDER_TYPE_SLUGS } from "@courtready/contracts";
import { i18n } from "../../i18n/index.ts";
import type { BinderTypesT } from "../shared/binderTypeNames.ts";

export { withArticle } from "../shared/binderTypeNames.ts";

export interface BinderTypeContent {
  /** What the proceeding is; the first paragraph doubles as the page's meta description. */
  about: readonly string[];
  /** Evidence that often matters in this kind of case. */
  evidence: readonly string[];
  /** How the binder helps with this kind of case in particular (the general points are shown on every page). */
  helps: string;
  /** Which side people who use this type are usually on, and so how their exhibits are labeled. */
  roleHint?: string;
  /** Something worth knowing before the hearing (a safety line, a deadline, where help is). */
  note?: string;
}

/** A type's entry as the catalogue holds it: paragraphs and evidence keyed in reading order. */
interface CatalogueEntry {
  about: Record<string, string>;
  evidence: Record<string, string>;
  helps: string;
  roleHint?: string;
  note?: string;
}

/** Types either side may use: their role hint is the general one ("If you started the case…"). */
const STARTED_OR_ANSWERING: ReadonlySet<TBinderTypeSlug> = new Set<TBinderTypeSlug>([
  "business_litigation",
  "civil_rights_discrimination",
  "consumer_complaint",
  "contract_enforcement",
  "environmental_land_use",
  "family_law",
  "hoa_dispute",
  "insurance_claim",
  "intellectual_property",
  "medical_malpractice",
  "personal_injury_claim",
  "probate_estate",
  "real_estate_dispute",
]);

/** A type's page text in the language of `t`. */
export function binderTypeContent(slug: TBinderTypeSlug, t: BinderTypesT): BinderTypeContent {
  // returnObjects hands back the entry as the catalogue holds it; the typed keys describe 30 shapes, not this one.
  const entry = t(`types.${slug}`, { returnObjects: true }) as unknown as CatalogueEntry;
  const roleHint = STARTED_OR_ANSWERING.has(slug) ? t("roleHints.startedOrAnswering") : entry.roleHint;
  return {
    about: Object.values(entry.about),
    evidence: Object.values(entry.evidence),
    helps: entry.helps,
    ...(roleHint ? { roleHint } : {}),
    ...(entry.note ? { note: entry.note } : {}),
  };
}

/**
 * URL slugs whose subject is not the type they open (§2.12), and the catalogue note for each: the page says so
 * rather than let the reader think the content is about what they asked for.
 */
const ALIAS_KEYS: Readonly<Record<string, "bankruptcy" | "workersComp" | "trafficCourt" | "socialSecurity">> =
  {
    bankruptcy: "bankruptcy",
    "workers-comp": "workersComp",
    workers_comp: "workersComp",
    "traffic-court": "trafficCourt",
    traffic_court: "trafficCourt",
    "social-security": "socialSecurity",
    social_security: "socialSecurity",
  };

/** The note for a URL slug that opens another type, in the language of `t`; undefined for any other slug. */
export function aliasNote(param: string, t: BinderTypesT): string | undefined {
  const key = Object.hasOwn(ALIAS_KEYS, param) ? ALIAS_KEYS[param] : undefined;
  return key ? t(`aliases.${key}`) : undefined;
}

const english = i18n.getFixedT("en", "binderTypes");

/** Every type's page text in English, the catalogue's source language (for checks and anything outside React). */
export const BINDER_TYPE_CONTENT: Readonly<Record<TBinderTypeSlug, BinderTypeContent>> = Object.fromEntries(
  BINDER_TYPE_SLUGS.map((slug) => [slug, binderTypeContent(slug, english)]),
) as Record<TBinderTypeSlug, BinderTypeContent>;

/** The alias notes in English, by URL slug. */
export const ALIAS_NOTES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.keys(ALIAS_KEYS).map((alias) => [alias, aliasNote(alias, english) ?? ""]),
);
