// The spec's event values (accounts-dashboard-and-pages.md §9), in one place: begin_checkout carries the plan's
// price in dollars (29 or 199 for the single-person plans), purchase 20 for monthly and 120 for annual, in USD.
import { ANALYTICS_CURRENCY, PURCHASE_ANALYTICS_VALUE, planById } from "@courtready/contracts";
import type { TPlanId } from "@courtready/contracts";
import type { AnalyticsParams } from "./analytics.ts";

/** How sign-in and sign-up happened, as the event's label: the method, never the address. */
export const EMAIL_METHOD: AnalyticsParams = { label: "email" };

/** begin_checkout: the plan id and its price in dollars. */
export function beginCheckoutParams(tier: TPlanId): AnalyticsParams {
  const plan = planById(tier);
  return { label: tier, value: plan ? plan.priceCents / 100 : 0, currency: ANALYTICS_CURRENCY };
}

/**
 * purchase, on the return from a paid checkout: 120 for an annual plan (single or group), 20 otherwise; the plan
 * id as the label when the address names a real plan.
 * @example purchaseParams("yearly") // → { label: "yearly", value: 120, currency: "USD" }
 */
export function purchaseParams(tier: string): AnalyticsParams {
  const annual = tier === "yearly" || tier === "group-yearly";
  const params: AnalyticsParams = {
    value: annual ? PURCHASE_ANALYTICS_VALUE.annual : PURCHASE_ANALYTICS_VALUE.monthly,
    currency: ANALYTICS_CURRENCY,
  };
  if (planById(tier)) params.label = tier;
  return params;
}
