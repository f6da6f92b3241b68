// The four plan cards of §9, shared by /membership and /signup's second stage. Each card's button calls onChoose;
// the page decides what choosing means (checkout, or "save your details first"). Prices stay in dollars as the
// contract writes them; names, periods and feature lines are in the reader's language (planText.ts).
import { useTranslation } from "react-i18next";
import { PLANS } from "@courtready/contracts";
import type { TPlanId } from "@courtready/contracts";
import { Button } from "../../components/ui/button.tsx";
import { planText } from "./planText.ts";

export interface PlanCardsProps {
  onChoose: (tier: TPlanId) => void;
  /** The plan whose checkout is starting, to show it busy and keep the others from a second click. */
  pending: TPlanId | null;
  /** The plan the person already has, marked as current. */
  current?: string | null;
}

export function PlanCards({ onChoose, pending, current = null }: PlanCardsProps) {
  const { t } = useTranslation("membership");
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {PLANS.map((plan) => ({ plan, text: planText(plan, t) })).map(({ plan, text }) => (
        <li
          key={plan.id}
          className={
            "flex flex-col rounded-2xl border-2 bg-white p-5 shadow-sm " +
            (text.badge ? "border-blue-800" : "border-slate-200")
          }
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-xl font-bold text-slate-900">{text.name}</h3>
            {text.badge ? (
              <span className="rounded-full bg-blue-800 px-3 py-1 text-sm font-semibold text-white">
                {text.badge}
              </span>
            ) : null}
          </div>
          <p className="mt-2">
            <span className="text-3xl font-bold text-slate-900">{plan.priceDisplay}</span>{" "}
            <span className="text-slate-700">{text.billingPeriod}</span>
          </p>
          {text.savings ? <p className="mt-1 font-semibold text-green-800">{text.savings}</p> : null}
          <p className="mt-2 text-slate-700">{text.description}</p>
          <ul className="mt-3 flex-1 space-y-1 text-slate-800">
            {text.features.map((feature) => (
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
              {plan.maxUsers > 1
                ? t("cards.forGroup", { count: plan.maxUsers - 1, validity: text.validity })
                : t("cards.forOne", { validity: text.validity })}
            </li>
          </ul>
          {/* The spoken name starts with the visible words (WCAG 2.5.3, so voice control finds the button by
              what it shows) and adds the plan and price, which a screen reader user may reach the button without. */}
          <Button
            className="mt-4 w-full"
            variant={text.badge ? "primary" : "secondary"}
            disabled={pending !== null}
            onClick={() => onChoose(plan.id)}
          >
            {pending === plan.id ? (
              <>
                {t("cards.starting")}
                <span className="sr-only"> {t("cards.startingFor", { plan: text.name })}</span>
              </>
            ) : current === plan.id ? (
              <>
                {t("cards.addTime")}
                <span className="sr-only">
                  {" "}
                  {t("cards.addTimeFor", {
                    plan: text.name,
                    price: plan.priceDisplay,
                    period: text.billingPeriod,
                  })}
                </span>
              </>
            ) : (
              <>
                {t("cards.choose", { plan: text.name })}
                <span className="sr-only">
                  {t("cards.chooseFor", { price: plan.priceDisplay, period: text.billingPeriod })}
                </span>
              </>
            )}
          </Button>
        </li>
      ))}
    </ul>
  );
}
