// The membership plans that are sold (accounts-dashboard-and-pages.md §9), as data both the pages and checkout use.
import { z } from "zod";

export const PLAN_IDS = ["one-time", "yearly", "group-monthly", "group-yearly"] as const;
export const ZPlanId = z.enum(PLAN_IDS);
export type TPlanId = z.infer<typeof ZPlanId>;

export interface Plan {
  id: TPlanId;
  name: string;
  /** Price in US cents (purchase currency USD). */
  priceCents: number;
  /** The price as shown: "$29.00". */
  priceDisplay: string;
  /** What the price buys: "per month", "per year". */
  billingPeriod: "per month" | "per year";
  /** How long one purchase lasts. */
  validity: { unit: "days" | "months"; count: number; display: string };
  /** How many people may use it: the buyer alone, or the buyer and up to 2 invited members (DECISIONS). */
  maxUsers: number;
  description: string;
  features: readonly string[];
  /** A saving shown under the price, when the spec gives one. */
  savings?: string;
  badge?: string;
}

/** What every plan includes (§9). */
export const PLAN_FEATURES = [
  "Unlimited binders",
  "Unlimited documents",
  "All court presets",
  "AI suggestions",
  "Priority email support",
] as const;

/**
 * A price in cents as dollars with cents.
 * @example formatCents(2900) // → "$29.00"
 */
export function formatCents(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

function plan(p: Omit<Plan, "priceDisplay">): Plan {
  return { ...p, priceDisplay: formatCents(p.priceCents) };
}

/** The four plans, in the order the plan cards show them. */
export const PLANS: readonly Plan[] = [
  plan({
    id: "one-time",
    name: "Monthly",
    priceCents: 2900,
    billingPeriod: "per month",
    validity: { unit: "days", count: 30, display: "30 days" },
    maxUsers: 1,
    description: "Unlimited binders for one person for 30 days.",
    features: PLAN_FEATURES,
  }),
  plan({
    id: "yearly",
    name: "Annual",
    priceCents: 19900,
    billingPeriod: "per year",
    validity: { unit: "months", count: 12, display: "12 months" },
    maxUsers: 1,
    description: "Unlimited binders for one person for 12 months.",
    features: PLAN_FEATURES,
    savings: "Save $149 compared to monthly",
    badge: "Best Value",
  }),
  plan({
    id: "group-monthly",
    name: "Groups Monthly",
    priceCents: 5900,
    billingPeriod: "per month",
    validity: { unit: "days", count: 30, display: "30 days" },
    maxUsers: 3,
    description: "Unlimited binders for up to 3 people for 30 days.",
    features: ["Up to 3 users", ...PLAN_FEATURES],
  }),
  plan({
    id: "group-yearly",
    name: "Groups Annual",
    priceCents: 39900,
    billingPeriod: "per year",
    validity: { unit: "months", count: 12, display: "12 months" },
    maxUsers: 3,
    description: "Unlimited binders for up to 3 people for 12 months.",
    features: ["Up to 3 users", ...PLAN_FEATURES],
    savings: "Save $309",
  }),
];

/** The plan with this id, or undefined. */
export function planById(id: string): Plan | undefined {
  return PLANS.find((p) => p.id === id);
}

/**
 * The cheapest plan's price, for "Plans from $29.00".
 * @example lowestPlanPrice().display // → "$29.00"
 */
export function lowestPlanPrice(plans: readonly Plan[] = PLANS): { cents: number; display: string } {
  if (plans.length === 0) throw new RangeError("lowestPlanPrice needs at least one plan");
  const cents = Math.min(...plans.map((p) => p.priceCents));
  return { cents, display: formatCents(cents) };
}
