// The edit screen's Filing panel in English and Spanish (HTML from the server renderer, no browser needed): what was
// filed, in volumes, what is not filed yet, and the day to mark the last binder filed. Exhibit labels and file names
// are shown as they are.
import { afterEach, describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { TEXAS_SENSITIVE_DATA_REMINDER } from "@courtready/contracts";
import type { TProjectFiling } from "@courtready/contracts";
import { i18n } from "../../i18n/index.ts";
import { FilingPanel } from "./FilingPanel.tsx";
import { expectText } from "@courtready/contracts/testing";

const FILED: TProjectFiling = {
  filings: [
    {
      id: "f1",
      kind: "binder",
      filedOn: "2026-11-20",
      firstPage: 1,
      lastPage: 40,
      labels: ["A", "B", "C"],
      binderUrl: "/filed/1.pdf",
      volumes: 2,
      volumesUrl: "/filed/1.zip",
    },
  ],
  generated: { kind: "supplement", createdAt: "2026-11-25T10:00:00.000Z" },
  filedFileIds: ["a", "b", "c"],
  pendingFileIds: ["d"],
  lastPage: 40,
};
const FILES = [
  { id: "a", filename: "lease.pdf" },
  { id: "d", filename: "receipt <b>.png" },
];

const render = (filing: TProjectFiling) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <FilingPanel projectId="p1" filing={filing} files={FILES} courtLabel={null} />
    </QueryClientProvider>,
  );

afterEach(async () => {
  await i18n.changeLanguage("en");
});

describe("FilingPanel", () => {
  it("says what was filed in English", () => {
    const html = render(FILED);
    expect(html).toContain("Binder filed Nov 20, 2026");
    expect(html).toMatch(/\(volume 1 of 2: <a href="\/filed\/1.zip"[^>]*>download all 2 volumes<\/a>\)/);
    expect(html).toContain("1 document not filed yet:");
    expect(html).toContain("The supplement you generated is not marked filed.");
  });

  it("says it in Spanish, with the labels and file names as they are", async () => {
    await i18n.changeLanguage("es");
    const html = render(FILED);
    expect(html).toContain("Carpeta presentada el 20 nov 2026");
    expect(html).toContain(": Pruebas A–C, páginas 1–40.");
    expect(html).toMatch(/\(volumen 1 de 2: <a href="\/filed\/1.zip"[^>]*>descargar los 2 volúmenes<\/a>\)/);
    expectText(html, {
      has: [
        "1 documento sin presentar:",
        "receipt &lt;b&gt;.png",
        "Crear el suplemento",
        "El suplemento que creó no está marcado como presentado.",
        "Marcar como presentada",
      ],
      lacks: ["Mark as Filed", "not filed yet"],
    });
  });

  it("explains filing in Spanish before anything was filed", async () => {
    await i18n.changeLanguage("es");
    const html = render({ ...FILED, filings: [], generated: null, filedFileIds: [], pendingFileIds: [] });
    expect(html).toContain("Todavía no se presentó.");
    expect(html).toContain("Primero cree la carpeta con Vista previa.");
  });

  it("shows the court's redaction reminder beside Mark as Filed, the rule's words as they come", async () => {
    const reminder =
      'Tex. R. Civ. P. 21c(d): designate it as "containing sensitive data" when you e-file it.';
    expect(render(FILED)).not.toContain("Your court asks this when you file:");
    const html = render({ ...FILED, filingReminder: reminder });
    expect(html).toContain("Your court asks this when you file:");
    expect(html).toContain("Tex. R. Civ. P. 21c(d): designate it as &quot;containing sensitive data&quot;");
    await i18n.changeLanguage("es");
    const es = render({ ...FILED, filingReminder: reminder });
    expect(es).toContain("Su corte pide esto al presentar:");
    expect(es).not.toContain("Your court asks this");
    // Texas's reminder as the court data gives it is said in Spanish; the rule and the e-filing label stay.
    const texas = render({ ...FILED, filingReminder: TEXAS_SENSITIVE_DATA_REMINDER });
    expect(texas).toContain("Tex. R. Civ. P. 21c(d): si un documento todavía debe tener datos delicados");
    expect(texas).toContain("&quot;containing sensitive data&quot;");
    expect(texas).not.toContain("when you e-file it");
  });
});
