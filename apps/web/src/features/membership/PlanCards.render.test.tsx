// The plan cards in both languages: names, periods, feature lines and the buttons' spoken names follow the reader's
// language; prices stay in dollars as the contract writes them.
import { describe, expect, it } from "vitest";
import { PLANS } from "@courtready/contracts";
import { renderMarkup } from "../shared/renderInLanguage.tsx";
import { PlanCards } from "./PlanCards.tsx";
import { expectText } from "@courtready/contracts/testing";

const noop = () => {};

/** The text of each card's button, spoken name included (the sr-only part). */
function buttons(html: string): string[] {
  return [...html.matchAll(/<button[^>]*>(.*?)<\/button>/g)].map(([, inner]) =>
    inner!.replace(/<[^>]+>/g, ""),
  );
}

describe("PlanCards", () => {
  it("shows every plan in Spanish", async () => {
    const html = await renderMarkup(<PlanCards onChoose={noop} pending={null} />, "es");
    expect(buttons(html)).toEqual([
      "Elegir el plan Mensual, $29.00 al mes",
      "Elegir el plan Anual, $199.00 al año",
      "Elegir el plan Grupos mensual, $59.00 al mes",
      "Elegir el plan Grupos anual, $399.00 al año",
    ]);
    expectText(html, {
      has: [
        "Mejor precio",
        "Para una persona, vigente por 30 días",
        "Para usted y hasta 2 personas más, vigente por 12 meses",
        "Hasta 3 usuarios",
      ],
      lacks: ["Choose the", "per month", "Best Value", "Unlimited binders", "For one person"],
    });
  });

  it("keeps the contract's English words in English", async () => {
    const html = await renderMarkup(<PlanCards onChoose={noop} pending={null} current="yearly" />, "en");
    expect(buttons(html)).toEqual([
      "Choose the Monthly plan, $29.00 per month",
      "Add more time to the Annual plan, $199.00 per year",
      "Choose the Groups Monthly plan, $59.00 per month",
      "Choose the Groups Annual plan, $399.00 per year",
    ]);
    for (const plan of PLANS) {
      expect(html).toContain(`>${plan.name}</h3>`);
      expect(html).toContain(plan.description);
      for (const feature of plan.features) expect(html).toContain(feature);
      if (plan.savings) expect(html).toContain(plan.savings);
    }
    expect(html).toContain("For one person, valid 30 days");
    expect(html).toContain("For you and up to 2 more people, valid 12 months");
  });

  it("says which checkout is starting, in Spanish", async () => {
    const html = await renderMarkup(<PlanCards onChoose={noop} pending="group-yearly" />, "es");
    expect(buttons(html)).toContain("Abriendo el pago... del plan Grupos anual");
  });
});
