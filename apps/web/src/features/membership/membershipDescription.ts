// What the header menu says under "Membership" for a given membership status (spec §2.2 and §3), in the reader's
// language: the texts are in the `membership` catalogue (status.*), English when no `t` is given.
import type { TFunction } from "i18next";
import { i18n } from "../../i18n/index.ts";

/** The part of GET /api/membership/status the menu needs. Values beyond those the spec names may appear. */
export interface MembershipSummary {
  status: string;
  type: string | null;
}

const ENGLISH: TFunction<"membership"> = i18n.getFixedT("en", "membership");

// UI texts of accounts-dashboard-and-pages.md §2.2, as keys of the `membership` catalogue.
const STATUS_KEYS = {
  activeAnnual: "status.activeAnnual",
  activeOneTime: "status.activeOneTime",
  /** PAYMENTS=free: every account is a member of a plan nobody bought (type null). */
  activeFree: "status.activeFree",
  purchasePrompt: "status.purchasePrompt",
} as const;

/** The English texts (the spec's wording), for code and tests that compare with them. */
export const MEMBERSHIP_TEXTS = {
  activeAnnual: ENGLISH(STATUS_KEYS.activeAnnual),
  activeOneTime: ENGLISH(STATUS_KEYS.activeOneTime),
  activeFree: ENGLISH(STATUS_KEYS.activeFree),
  purchasePrompt: ENGLISH(STATUS_KEYS.purchasePrompt),
} as const;

/**
 * Active with type "yearly" is Annual; active with no type is a free installation's membership (PAYMENTS=free); any
 * other active type is One-Time (the monthly plan's stored type is "one-time"); anything else, or no status yet,
 * prompts to buy.
 * @example membershipDescription({ status: "active", type: "yearly" }) // "Active Annual Member"
 */
export function membershipDescription(
  membership: MembershipSummary | null | undefined,
  t: TFunction<"membership"> = ENGLISH,
): string {
  if (membership?.status !== "active") return t(STATUS_KEYS.purchasePrompt);
  if (membership.type === null) return t(STATUS_KEYS.activeFree);
  return membership.type === "yearly" ? t(STATUS_KEYS.activeAnnual) : t(STATUS_KEYS.activeOneTime);
}
