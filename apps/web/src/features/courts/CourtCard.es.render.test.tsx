// A court card in Spanish (issue 39; HTML from the server renderer): the labels around the court's data are Spanish,
// the data itself (name, address, hours, sources) stays the court's own words, and no English label is left.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router-dom";
import { afterAll, beforeAll, describe, it } from "vitest";
import type { TCourtPreset } from "@courtready/contracts";
import { i18n } from "../../i18n/index.ts";
import { CourtCard } from "./CourtCard.tsx";
import { buildPreset, buildZipPlace } from "../shared/courtTestFactories.ts";
import { markupWords } from "../shared/markupWords.ts";
import { expectText } from "@courtready/contracts/testing";

const source = { title: "Kings County Clerk", url: null, read: "2026-11-20", value: null };

function render(
  preset: TCourtPreset,
  place = buildZipPlace("10463", "Bronx County", { counties: 2, rank: 1 }),
) {
  return markupWords(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient()}>
        <CourtCard preset={preset} place={place} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

describe("a court card in Spanish", () => {
  beforeAll(() => i18n.changeLanguage("es"));
  afterAll(() => i18n.changeLanguage("en"));

  it("labels the facts in Spanish and leaves the court's own words as they are", () => {
    const words = render(
      buildPreset({
        id: "ny_bronx",
        state: "NY",
        label: "Bronx County Civil Court",
        hours: "9:00 AM - 5:00 PM",
        judiciary_url: "https://www.nycourts.gov",
        sources: { hours: [source] },
      }),
    );
    expectText(words, {
      has: [
        "Encontrada por lugar: Código postal 10463, NY — casi todo en Bronx County",
        "El código postal 10463 abarca 2 condados",
        "Horario 9:00 AM - 5:00 PM",
        "Fuente: Kings County Clerk , consultada el 20 nov 2026",
        "Reglas para marcar las pruebas",
        "Lado demandante: números (1, 2, 3)",
        "Lado demandado: letras (A, B, C)",
        "No aparece — pregunte al secretario de la corte: dirección, teléfono, sitio web,",
        "La dirección y el teléfono del secretario están en el sitio web de las cortes de New York (se abre en otra pestaña) .",
        "Crear una carpeta para esta corte",
        "Reglas de presentación",
        "Bronx County Civil Court",
      ],
      lacks: [
        "Exhibit labeling rules",
        "Plaintiff side",
        "Make a binder",
        "Found by place",
        "Source:",
        "opens",
      ],
    });
  });
});
