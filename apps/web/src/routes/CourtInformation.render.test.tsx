// The court directory pages in Spanish (issue 39; HTML from the server renderer, nothing fetched): headings, search
// form, state list and status read Spanish, and the English ones are gone.
import type { ReactElement } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router-dom";
import { afterAll, beforeAll, describe, it } from "vitest";
import { markupWords } from "../features/shared/markupWords.ts";
import { i18n } from "../i18n/index.ts";
import CourtInformationPage from "./CourtInformation.tsx";
import CourtsPage from "./Courts.tsx";
import { expectText } from "@courtready/contracts/testing";

function render(page: ReactElement, path: string): string {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, queryFn: () => new Promise<never>(() => undefined) } },
  });
  return markupWords(
    <MemoryRouter initialEntries={[path]}>
      <QueryClientProvider client={client}>{page}</QueryClientProvider>
    </MemoryRouter>,
  );
}

describe("the court directory in Spanish", () => {
  beforeAll(() => i18n.changeLanguage("es"));
  afterAll(() => i18n.changeLanguage("en"));

  it("shows /court-information's labels in Spanish", () => {
    const words = render(<CourtInformationPage />, "/court-information");
    expectText(words, {
      has: [
        "Directorio de información de las cortes",
        "Buscar por nombre de la corte, condado, ciudad o ID de la corte",
        "Todos los estados y territorios",
        "Las 25 cortes más concurridas",
        "Cargando las cortes más concurridas...",
        "Volver a crear la carpeta",
      ],
      lacks: ["Court Information Directory", "State or territory", "busiest", "Back to Builder"],
    });
  });

  it("shows /courts' labels in Spanish, and a search's heading with the words typed", () => {
    const words = render(<CourtsPage />, "/courts?q=Houston");
    expectText(words, {
      has: [
        "Todas las cortes de EE. UU.",
        "Las 25 cortes más concurridas",
        "Cortes que coinciden con “Houston”",
        "Cargando las cortes...",
      ],
      lacks: ["All U.S. Courts", "Courts matching", "Loading courts"],
    });
  });
});
