// What the header menu says under "Membership" for a given membership status (spec §2.2 and §3).

/** The part of GET /api/membership/status the menu needs. Values beyond those the spec names may appear. */
export interface MembershipSummary {
  status: string;
  type: string | null;
}

// UI texts of accounts-dashboard-and-pages.md §2.2; candidates for packages/contracts once the membership
// endpoint has its schema there.
export const MEMBERSHIP_TEXTS = {
  activeAnnual: "Active Annual Member",
  activeOneTime: "Active One-Time Member",
  /** PAYMENTS=free: every account is a member of a plan nobody bought (type null). */
  activeFree: "Active Member (free here)",
  purchasePrompt: "Purchase membership to create exhibit binders",
} as const;

/**
 * Active with type "yearly" is Annual; active with no type is a free installation's membership (PAYMENTS=free); any
 * other active type is One-Time (the monthly plan's stored type is "one-time"); anything else, or no status yet,
 * prompts to buy.
 * @example membershipDescription({ status: "active", type: "yearly" }) // "Active Annual Member"
 */
export function membershipDescription(membership: MembershipSummary | null | undefined): string {
  if (membership?.status !== "active") return MEMBERSHIP_TEXTS.purchasePrompt;
  if (membership.type === null) return MEMBERSHIP_TEXTS.activeFree;
  return membership.type === "yearly" ? MEMBERSHIP_TEXTS.activeAnnual : MEMBERSHIP_TEXTS.activeOneTime;
}
