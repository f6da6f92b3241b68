// The four plan cards of §9, shared by /membership and /signup's second stage. Each card's button calls onChoose;
// the page decides what choosing means (checkout, or "save your details first").
import { PLANS } from "@courtready/contracts";
import type { TPlanId } from "@courtready/contracts";
import { Button } from "../../components/ui/button.tsx";

export interface PlanCardsProps {
  onChoose: (tier: TPlanId) => void;
  /** The plan whose checkout is starting, to show it busy and keep the others from a second click. */
  pending: TPlanId | null;
  /** The plan the person already has, marked as current. */
  current?: string | null;
}

export function PlanCards({ onChoose, pending, current = null }: PlanCardsProps) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {PLANS.map((plan) => (
        <li
          key={plan.id}
          className={
            "flex flex-col rounded-2xl border-2 bg-white p-5 shadow-sm " +
            (plan.badge ? "border-blue-800" : "border-slate-200")
          }
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-xl font-bold text-slate-900">{plan.name}</h3>
            {plan.badge ? (
              <span className="rounded-full bg-blue-800 px-3 py-1 text-sm font-semibold text-white">
                {plan.badge}
              </span>
            ) : null}
          </div>
          <p className="mt-2">
            <span className="text-3xl font-bold text-slate-900">{plan.priceDisplay}</span>{" "}
            <span className="text-slate-700">{plan.billingPeriod}</span>
          </p>
          {plan.savings ? <p className="mt-1 font-semibold text-green-800">{plan.savings}</p> : null}
          <p className="mt-2 text-slate-700">{plan.description}</p>
          <ul className="mt-3 flex-1 space-y-1 text-slate-800">
            {plan.features.map((feature) => (
              <li key={feature} className="flex gap-2">
                <span aria-hidden="true" className="text-green-700">
                  ✓
                </span>
                {feature}
              </li>
            ))}
            <li className="flex gap-2">
              <span aria-hidden="true" className="text-green-700">
                ✓
              </span>
              {plan.maxUsers > 1 ? `For you and up to ${plan.maxUsers - 1} more people` : "For one person"},
              valid {plan.validity.display}
            </li>
          </ul>
          {/* The spoken name starts with the visible words (WCAG 2.5.3, so voice control finds the button by
              what it shows) and adds the plan and price, which a screen reader user may reach the button without. */}
          <Button
            className="mt-4 w-full"
            variant={plan.badge ? "primary" : "secondary"}
            disabled={pending !== null}
            onClick={() => onChoose(plan.id)}
          >
            {pending === plan.id ? (
              <>
                Starting checkout...<span className="sr-only"> for the {plan.name} plan</span>
              </>
            ) : current === plan.id ? (
              <>
                Add more time
                <span className="sr-only">
                  {" "}
                  to the {plan.name} plan, {plan.priceDisplay} {plan.billingPeriod}
                </span>
              </>
            ) : (
              <>
                Choose the {plan.name} plan
                <span className="sr-only">
                  , {plan.priceDisplay} {plan.billingPeriod}
                </span>
              </>
            )}
          </Button>
        </li>
      ))}
    </ul>
  );
}
