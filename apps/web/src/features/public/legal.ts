// The words of the terms of service and the privacy policy (spec §2.15), as data so their sections can be counted
// and their promises tested; the text is in the legal catalogue, so each builder takes the reader's `t` (English
// when none is given). What they say about keeping files is guide DECISIONS "Data kept, and for how long", word for
// word in meaning; the spec's older "deleted after download or session expiry" no longer applies.
import type { TFunction } from "i18next";
import { PLANS, SESSION_COOKIE, CSRF_COOKIE, TEMPORARY_FILES_RETENTION_HOURS } from "@courtready/contracts";
import { i18n } from "../../i18n/index.ts";

type T = TFunction<"legal">;
const english: T = i18n.getFixedT("en", "legal");

/** Effective and last-updated date of both documents (spec §9). */
export const LEGAL_EFFECTIVE_DATE = "August 3, 2025";
export const LEGAL_EFFECTIVE_DATE_ISO = "2025-08-03";

/** A paragraph, a bullet list, or a link to another page of CourtReady. */
export type LegalBlock = string | { list: readonly string[] } | { link: { to: string; label: string } };

export interface LegalSection {
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
}

/** What is kept and for how long. The privacy policy and the terms both say exactly this. */
export function retentionPoints(t: T = english): string[] {
  return t("retention", { returnObjects: true, hours: TEMPORARY_FILES_RETENTION_HOURS });
}

export const RETENTION_POINTS: readonly string[] = retentionPoints();

/** What the page says when it cannot ask the server (offline): nothing guessed either way. */
export const AI_PROVIDER_UNKNOWN = english("ai.unknown");

/**
 * Whether file content leaves CourtReady: only to an outside AI provider, and only when one is set up.
 * @example aiProviderSentence(null) // → "… No outside AI provider is set up at present, …"
 */
export function aiProviderSentence(aiProvider: string | null | undefined, t: T = english): string {
  if (aiProvider === undefined) return t("ai.unknown");
  return aiProvider ? t("ai.provider", { provider: aiProvider }) : t("ai.none");
}

function planLines(t: T): string[] {
  return PLANS.map((plan) => {
    // The plan's name, price and periods come from contracts as the server states them.
    const values = {
      name: plan.name,
      price: plan.priceDisplay,
      period: plan.billingPeriod,
      validity: plan.validity.display,
      maxUsers: plan.maxUsers,
    };
    return plan.maxUsers > 1 ? t("planLineGroup", values) : t("planLine", values);
  });
}

/** A section whose blocks are the catalogue's paragraphs under `terms.<key>.text`. */
type TermsTextKey =
  | "agreement"
  | "notALawFirm"
  | "account"
  | "yourDocuments"
  | "checking"
  | "courtInformation"
  | "fairUse"
  | "availability"
  | "warranties"
  | "liability";

/** The 13 numbered sections of the terms of service. */
export function termsSections(t: T = english): LegalSection[] {
  const plain = (id: string, key: TermsTextKey): LegalSection => ({
    id,
    title: t(`terms.${key}.title`),
    blocks: t(`terms.${key}.text`, { returnObjects: true }),
  });
  return [
    plain("agreement", "agreement"),
    plain("not-a-law-firm", "notALawFirm"),
    plain("account", "account"),
    {
      id: "membership",
      title: t("terms.membership.title"),
      blocks: [
        t("terms.membership.intro"),
        { list: planLines(t) },
        ...t("terms.membership.text", { returnObjects: true }),
      ],
    },
    plain("your-documents", "yourDocuments"),
    { id: "keeping-files", title: t("terms.keepingFiles.title"), blocks: [{ list: retentionPoints(t) }] },
    plain("checking", "checking"),
    plain("court-information", "courtInformation"),
    plain("fair-use", "fairUse"),
    plain("availability", "availability"),
    plain("warranties", "warranties"),
    plain("liability", "liability"),
    {
      id: "ending-law-changes",
      title: t("terms.ending.title"),
      blocks: [
        ...t("terms.ending.text", { returnObjects: true }),
        { link: { to: "/contact", label: t("terms.ending.contactLink") } },
      ],
    },
  ];
}

export const TERMS_SECTIONS: readonly LegalSection[] = termsSections();

/** A privacy section whose blocks are the catalogue's paragraphs under `privacy.<key>.text`. */
type PrivacyTextKey = "introduction" | "children" | "california" | "international" | "changes";

/**
 * The 13 numbered sections of §2.15, in its order. `aiProvider`: the outside AI provider's name, null when none is
 * set up, undefined when the server could not be asked.
 */
export function privacySections(
  { aiProvider }: { aiProvider: string | null | undefined },
  t: T = english,
): LegalSection[] {
  const plain = (id: string, key: PrivacyTextKey): LegalSection => ({
    id,
    title: t(`privacy.${key}.title`),
    blocks: t(`privacy.${key}.text`, { returnObjects: true }),
  });
  const listed = (id: string, key: "use" | "sharing" | "yourRights", before: LegalBlock[] = []) => ({
    id,
    title: t(`privacy.${key}.title`),
    blocks: [
      ...before,
      { list: t(`privacy.${key}.list`, { returnObjects: true }) },
      t(`privacy.${key}.after`),
    ],
  });
  return [
    plain("introduction", "introduction"),
    {
      id: "information-collected",
      title: t("privacy.informationCollected.title"),
      blocks: [{ list: t("privacy.informationCollected.list", { returnObjects: true }) }],
    },
    listed("use", "use"),
    {
      id: "storage-security",
      title: t("privacy.storageSecurity.title"),
      blocks: [
        t("privacy.storageSecurity.text"),
        t("privacy.storageSecurity.howLong"),
        { list: retentionPoints(t) },
      ],
    },
    listed("sharing", "sharing", [aiProviderSentence(aiProvider, t)]),
    {
      id: "cookies",
      title: t("privacy.cookies.title"),
      blocks: [
        t("privacy.cookies.intro"),
        {
          list: [
            t("privacy.cookies.session", { name: SESSION_COOKIE }),
            t("privacy.cookies.csrf", { name: CSRF_COOKIE }),
          ],
        },
        t("privacy.cookies.after"),
      ],
    },
    {
      id: "third-parties",
      title: t("privacy.thirdParties.title"),
      blocks: [
        aiProvider === undefined
          ? t("ai.unknown")
          : aiProvider
            ? t("ai.thirdPartyProvider", { provider: aiProvider })
            : t("ai.thirdPartyNone"),
        ...t("privacy.thirdParties.text", { returnObjects: true }),
      ],
    },
    plain("children", "children"),
    listed("your-rights", "yourRights"),
    plain("california", "california"),
    plain("international", "international"),
    plain("changes", "changes"),
    {
      id: "contact",
      title: t("privacy.contact.title"),
      blocks: [
        ...t("privacy.contact.text", { returnObjects: true }),
        { link: { to: "/contact", label: t("privacy.contact.link") } },
      ],
    },
  ];
}
