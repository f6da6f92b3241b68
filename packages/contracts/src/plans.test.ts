// Tests of the plans table against spec §9, and of the "Plans from" price.
import { describe, expect, it } from "vitest";
import { PLANS, formatCents, lowestPlanPrice, planById } from "./plans.ts";

describe("plans", () => {
  it("are the four plans of §9 with their prices and validity", () => {
    expect(
      PLANS.map((p) => [p.id, p.name, p.priceDisplay, p.billingPeriod, p.validity.display, p.maxUsers]),
    ).toEqual([
      ["one-time", "Monthly", "$29.00", "per month", "30 days", 1],
      ["yearly", "Annual", "$199.00", "per year", "12 months", 1],
      ["group-monthly", "Groups Monthly", "$59.00", "per month", "30 days", 3],
      ["group-yearly", "Groups Annual", "$399.00", "per year", "12 months", 3],
    ]);
    expect(planById("yearly")?.badge).toBe("Best Value");
    expect(PLANS.filter((p) => p.badge)).toHaveLength(1);
  });

  it("state savings that match twelve months of the monthly price", () => {
    const saving = (yearly: string, monthly: string) =>
      (12 * planById(monthly)!.priceCents - planById(yearly)!.priceCents) / 100;
    expect(saving("yearly", "one-time")).toBe(149);
    expect(planById("yearly")?.savings).toBe("Save $149 compared to monthly");
    expect(saving("group-yearly", "group-monthly")).toBe(309);
    expect(planById("group-yearly")?.savings).toBe("Save $309");
  });

  it("all include the features of §9", () => {
    for (const p of PLANS) {
      expect(p.features).toEqual(
        expect.arrayContaining([
          "Unlimited binders",
          "Unlimited documents",
          "All court presets",
          "AI suggestions",
          "Priority email support",
        ]),
      );
    }
  });
});

describe("lowestPlanPrice", () => {
  it("is computed from the plans: 'Plans from $29.00'", () => {
    expect(`Plans from ${lowestPlanPrice().display}`).toBe("Plans from $29.00");
    expect(lowestPlanPrice(PLANS.slice(1)).display).toBe("$59.00");
    expect(() => lowestPlanPrice([])).toThrow(RangeError);
  });

  it("formats cents as dollars", () => {
    expect(formatCents(2900)).toBe("$29.00");
    expect(formatCents(19950)).toBe("$199.50");
  });
});
