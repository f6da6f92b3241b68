// A dashboard project card and the Projects tab in Spanish (HTML from the server renderer, no browser needed): the
// card's words, countdown and dates are Spanish, while the project's name, file names and court stay as typed.
import { afterEach, describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router-dom";
import type { ReactNode } from "react";
import { i18n } from "../../i18n/index.ts";
import { PROJECTS_URL } from "../shared/projectQueries.ts";
import { ProjectCard } from "./ProjectCard.tsx";
import { ProjectsTab } from "./ProjectsTab.tsx";
import { projectSummary } from "./projectTestFactories.ts";
import { hearingCountdown } from "./projectRules.ts";
import { expectText } from "@courtready/contracts/testing";

const NOW = new Date(2026, 10, 22, 9, 0);
const PROJECT = projectSummary({
  caseInfo: { case_name: "Diaz v. Acme", case_number: "SC-1", hearing_date: "2026-12-02" },
  lastGeneratedAt: "2026-11-21T10:00:00.000Z",
  filing: { lastFiledOn: "2026-11-20", filings: 3, lastPage: 12, pendingCount: 2 },
});

function render(node: ReactNode): string {
  const client = new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, retry: false, queryFn: () => Promise.reject(new Error("no network")) },
    },
  });
  client.setQueryData([PROJECTS_URL], [PROJECT]);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(async () => {
  await i18n.changeLanguage("en");
});

describe("a project card in Spanish", () => {
  it("shows the card's words in Spanish and the person's own words as typed", async () => {
    await i18n.changeLanguage("es");
    const html = render(<ProjectCard project={PROJECT} now={NOW} />);
    expectText(html, {
      has: [
        "Faltan 10 días para la audiencia",
        "Prueba 1: lease.pdf",
        "Actualizado el 20 nov 2026",
        "Carpeta lista",
        "Reclamos menores",
        "1 documento",
        "Presentada el 20 nov 2026 (con 2 suplementos), páginas 1–12 · 2 sin presentar",
        'aria-label="Seguir editando Deposit dispute"',
        "Los Angeles Superior Court",
      ],
      lacks: ["Continue Editing", "days until hearing"],
    });
  });

  it("keeps the English card as it was", () => {
    const html = render(<ProjectCard project={PROJECT} now={NOW} />);
    expectText(html, {
      has: [
        "10 days until hearing",
        "Exhibit 1: lease.pdf",
        "Filed Nov 20, 2026 (with 2 supplements), pages 1–12 · 2 not filed yet",
        "Continue Editing",
      ],
    });
  });

  it("counts down to the hearing in Spanish, one day and many", () => {
    const es = i18n.getFixedT("es", "projects");
    expect(hearingCountdown("2026-11-23", NOW, es)?.text).toBe("¡La audiencia es MAÑANA!");
    expect(hearingCountdown("2026-11-21", NOW, es)?.text).toBe("La audiencia fue hace 1 día");
    expect(hearingCountdown("2026-11-19", NOW, es)?.text).toBe("La audiencia fue hace 3 días");
    expect(hearingCountdown("someday", NOW, es)?.text).toBe("N/D");
  });
});

describe("the Projects tab in Spanish", () => {
  it("titles the list, the search and the status filter in Spanish", async () => {
    await i18n.changeLanguage("es");
    const html = render(<ProjectsTab />);
    expect(html).toContain("Sus proyectos guardados");
    expect(html).toContain('placeholder="Busque por nombre, caso o corte"');
    expect(html).toMatch(/<option value="in_progress"[^>]*>En curso<\/option>/);
    expect(html).not.toContain("Your Saved Projects");
  });
});
