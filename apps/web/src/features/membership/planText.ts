// A plan's words in the reader's language. The plans themselves (ids, prices, how long they last) are the contract's
// data (packages/contracts plans.ts), shared with checkout and the server; their English names and feature lines are
// the source of the `membership` catalogue's plans.* and features.*, looked up here by plan id and feature text.
import { PLAN_FEATURES } from "@courtready/contracts";
import type { Plan, TPlanId } from "@courtready/contracts";
import type { TFunction } from "i18next";

type MembershipT = TFunction<"membership">;

/** Each plan's catalogue keys; written out in full so a search for a key finds where it is used. */
const PLAN_KEYS = {
  "one-time": { name: "plans.oneTime.name", description: "plans.oneTime.description" },
  yearly: {
    name: "plans.yearly.name",
    description: "plans.yearly.description",
    savings: "plans.yearly.savings",
    badge: "plans.yearly.badge",
  },
  "group-monthly": { name: "plans.groupMonthly.name", description: "plans.groupMonthly.description" },
  "group-yearly": {
    name: "plans.groupYearly.name",
    description: "plans.groupYearly.description",
    savings: "plans.groupYearly.savings",
  },
} as const satisfies Record<TPlanId, { name: string; description: string; savings?: string; badge?: string }>;

/** The feature lines the plans list, by their English text in the contract. */
const FEATURE_KEYS = {
  "Up to 3 users": "features.upToThreeUsers",
  [PLAN_FEATURES[0]]: "features.unlimitedBinders",
  [PLAN_FEATURES[1]]: "features.unlimitedDocuments",
  [PLAN_FEATURES[2]]: "features.allCourtPresets",
  [PLAN_FEATURES[3]]: "features.aiSuggestions",
  [PLAN_FEATURES[4]]: "features.priorityEmailSupport",
} as const;
type FeatureKey = (typeof FEATURE_KEYS)[keyof typeof FEATURE_KEYS];

export interface PlanText {
  name: string;
  description: string;
  /** "per month" / "per year" */
  billingPeriod: string;
  /** How long one purchase lasts: "30 days", "12 months". */
  validity: string;
  features: string[];
  savings?: string;
  badge?: string;
}

/** A plan's name in the reader's language, by id; the id itself for one this page does not know. */
export function planName(id: string, t: MembershipT): string {
  return id in PLAN_KEYS ? t(PLAN_KEYS[id as TPlanId].name) : id;
}

/**
 * Everything the plan cards show of one plan, translated. A feature line the catalogue lacks (a plan changed in
 * the contract first) is shown as the contract has it rather than dropped.
 */
export function planText(plan: Plan, t: MembershipT): PlanText {
  const keys = PLAN_KEYS[plan.id];
  const count = plan.validity.count;
  return {
    name: t(keys.name),
    description: t(keys.description),
    billingPeriod: plan.billingPeriod === "per year" ? t("periods.perYear") : t("periods.perMonth"),
    validity: plan.validity.unit === "days" ? t("validity.days", { count }) : t("validity.months", { count }),
    features: plan.features.map((feature) => {
      const key = (FEATURE_KEYS as Record<string, FeatureKey | undefined>)[feature];
      return key ? t(key) : feature;
    }),
    ...("savings" in keys ? { savings: t(keys.savings) } : {}),
    ...("badge" in keys ? { badge: t(keys.badge) } : {}),
  };
}
