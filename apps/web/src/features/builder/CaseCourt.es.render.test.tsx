// Step 1 in Spanish (issue 39): the court-for-your-case panel and the case questions speak Spanish, while what goes
// into the binder (the court's name, the answers typed, the choices' values) stays English.
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { i18n } from "../../i18n/index.ts";
import { CaseCourt } from "./CaseCourt.tsx";
import type { CaseCourtProps } from "./CaseCourt.tsx";
import { DynamicFields } from "./DynamicFields.tsx";
import { buildCourtForCase, buildPrecinctCourt } from "./testFactories.ts";
import { formFields } from "./validation.ts";
import { BINDER_TYPE_SCHEMAS } from "@courtready/contracts";
import type { TCourtForCase } from "@courtready/contracts";

const props = (answer: TCourtForCase, more: Partial<CaseCourtProps> = {}): CaseCourtProps => ({
  answer,
  status: "success",
  onRetry: () => undefined,
  county: "Kings County",
  caption: answer.label,
  amount: { label: "Cantidad que reclama ($) (decide la corte)", value: "", onChange: () => undefined },
  precinct: "",
  place: "",
  onPrecinct: () => undefined,
  ...more,
});
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");

describe("step 1 in Spanish", () => {
  beforeEach(async () => {
    await i18n.changeLanguage("es");
  });
  afterEach(async () => {
    await i18n.changeLanguage("en");
  });

  it("says which court hears the case in Spanish, with the court's name as the binder carries it", () => {
    const html = text(renderToStaticMarkup(<CaseCourt {...props(buildCourtForCase())} />));
    expect(html).toContain("La corte de su caso");
    expect(html).toContain(
      "Los casos de reclamos menores en Kings County los ve esta corte: Civil Court of the City of New York, County of Kings (Small Claims Part).",
    );
    expect(html).toContain("Esta corte ve casos de hasta $10,000");
    expect(html).toContain("Su carpeta dirá: Civil Court of the City of New York, County of Kings");
    expect(html).toContain("Fuente:");
    expect(html).not.toContain("Your binder will name");
    expect(html).not.toContain("are heard by");
  });

  it("asks a precinct court's precinct in Spanish", () => {
    const html = text(
      renderToStaticMarkup(<CaseCourt {...props(buildPrecinctCourt(), { county: "Harris County" })} />),
    );
    expect(html).toContain("Distrito (precinct) y puesto (place)");
    expect(html).not.toContain("Precinct and place");
  });

  it("labels the case questions in Spanish and keeps each choice's English value for the binder", () => {
    const fields = formFields(BINDER_TYPE_SCHEMAS.eviction_response);
    const html = renderToStaticMarkup(
      <DynamicFields
        fields={fields}
        valueOf={() => undefined}
        onChange={() => undefined}
        flagged={new Set(["landlordName"])}
      />,
    );
    expect(text(html)).toContain("Propietario (arrendador)");
    expect(text(html)).toContain("Dirección de la propiedad");
    expect(text(html)).toContain("Llene este campo antes de agregar archivos.");
    expect(text(html)).not.toContain("Fill this in before adding files.");
    expect(html).toContain('<option value="Pay rent or quit">Pague la renta o desocupe</option>');
  });
});
