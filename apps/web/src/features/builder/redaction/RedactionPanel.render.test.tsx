// The "Personal information" panel in both languages (issue 39): its words and the engine's reasons (a hit's, why a
// file cannot be looked in) follow the interface, while the rules' name, a reason's citation and the file's name are
// shown as they come, never read as markup.
import { afterEach, describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { REDACTION_MESSAGES } from "@courtready/contracts";
import type { TFindRedactionsAnswer } from "@courtready/contracts";
import { i18n } from "../../../i18n/index.ts";
import { markupWords } from "../../shared/markupWords.ts";
import { having, lacking } from "../../shared/testMarkup.ts";
import { RedactionPanel } from "./RedactionPanel.tsx";
import type { RedactionsApi } from "./useRedactions.ts";

const answer: TFindRedactionsAnswer = {
  status: "found",
  rules: { id: "frcp-5.2", name: "FRCP 5.2", style: "x-per-character", filingReminder: null },
  pageCount: 2,
  pages: [{ page: 1, width: 612, height: 792, image: "data:image/jpeg;base64,AAAA" }],
  hits: [
    {
      page: 1,
      kind: "social-security-number",
      boxes: [{ x0: 10, y0: 10, x1: 90, y1: 20 }],
      // As the engine words it (contracts redactionHitReason).
      reason: "Social security number (FRCP 5.2(a)(1)): only the last four characters may stay.",
      value: "123-45-6789",
      replacement: "XXX-XX-6789",
      masked: "XXX-XX-6789",
      from: "text",
    },
  ],
  covered: [],
};

const redactions: RedactionsApi = {
  byFile: { a: { answer, accepted: [0], boxes: [] } },
  finding: null,
  error: null,
  find: () => Promise.resolve(),
  loadPages: () => Promise.resolve(),
  loadingPages: null,
  update: () => undefined,
  forBuild: () => [],
  covered: { a: [{ page: 2, rect: { x0: 1, y0: 1, x1: 5, y1: 5 } }] },
  fixCovered: () => undefined,
  adopt: () => undefined,
};

/** The panel's markup for a file named `name`. */
function panelHtml(name = "bank.pdf"): string {
  return renderToStaticMarkup(
    <RedactionPanel files={[{ id: "a", name, file: null }]} presetKey="federal" redactions={redactions} />,
  );
}

/** The panel as the words a person reads. */
const panelText = (api: RedactionsApi = redactions) =>
  markupWords(
    <RedactionPanel files={[{ id: "a", name: "bank.pdf", file: null }]} presetKey="" redactions={api} />,
  );

describe("the personal information panel", () => {
  afterEach(async () => {
    await i18n.changeLanguage("en");
  });

  it("reads in English by default", () => {
    expect(
      lacking(panelText(), [
        "Personal information",
        "FRCP 5.2: 1 found in 2 pages.",
        "Remove XXX-XX-6789 on page 1",
        "page 2 has a black box with readable text under it",
        "Social security number (FRCP 5.2(a)(1)): only the last four characters may stay.",
      ]),
    ).toEqual([]);
  });

  it("reads in Spanish, the hit's reason too, keeping the rules' name and the reason's citation", async () => {
    await i18n.changeLanguage("es");
    const text = panelText();
    expect(
      lacking(text, [
        "Información personal",
        "Buscar otra vez",
        "FRCP 5.2: 1 encontrado en 2 páginas.",
        "Quitar XXX-XX-6789 en la página 1",
        "Ver la página 1",
        "Página 1 de 2",
        "la página 2 tiene un cuadro negro con texto que se puede leer debajo",
        "Número de Seguro Social (FRCP 5.2(a)(1)): solo pueden quedar los últimos cuatro caracteres.",
      ]),
    ).toEqual([]);
    expect(
      having(text, [
        "Personal information",
        "Look again",
        "Show page",
        "Remove the text",
        "Previous page",
        "Social security number",
        "may stay",
      ]),
    ).toEqual([]);
  });

  it("says in Spanish why a file cannot be looked in", async () => {
    const unavailable: RedactionsApi = {
      ...redactions,
      byFile: {
        a: {
          answer: { status: "unavailable", reason: REDACTION_MESSAGES.notSearchable },
          accepted: [],
          boxes: [],
        },
      },
    };
    expect(panelText(unavailable)).toContain(REDACTION_MESSAGES.notSearchable);
    await i18n.changeLanguage("es");
    const text = panelText(unavailable);
    expect(text).toContain("Guarde este archivo como PDF y agréguelo otra vez para tacharlo.");
    expect(text).not.toContain("Save this file as a PDF");
  });

  it("shows a file's name as text even where the sentence has markup", async () => {
    await i18n.changeLanguage("es");
    const html = panelHtml("<b>bank</b>.pdf");
    expect(html).toContain("<strong>&lt;b&gt;bank&lt;/b&gt;.pdf</strong>");
    expect(html).not.toContain("<b>bank</b>");
  });

  it("pages through the whole file, saying a page not drawn yet is on its way", async () => {
    const notDrawn: RedactionsApi = {
      ...redactions,
      byFile: { a: { answer: { ...answer, pages: [] }, accepted: [0], boxes: [] } },
    };
    const html = () => panelText(notDrawn);
    expect(lacking(html(), ["Page 1 of 2", "Drawing page 1…", "Next page"])).toEqual([]);
    await i18n.changeLanguage("es");
    expect(lacking(html(), ["Página 1 de 2", "Preparando la página 1…"])).toEqual([]);
    expect(having(html(), ["Drawing page"])).toEqual([]);
  });
  it("offers a typed page number on a long exhibit only, labelled and in both languages", async () => {
    const long: RedactionsApi = {
      ...redactions,
      byFile: { a: { answer: { ...answer, pageCount: 70 }, accepted: [0], boxes: [] } },
    };
    const html = () =>
      renderToStaticMarkup(
        <RedactionPanel files={[{ id: "a", name: "bank.pdf", file: null }]} presetKey="" redactions={long} />,
      );
    // The field is named by its label and told its range, and the page shown is announced when it changes.
    expect(html()).toMatch(
      /<label for="([^"]+)"[^>]*>Go to page<\/label><div[^>]*><input id="\1" type="text" inputMode="numeric"/,
    );
    expect(html()).toContain('aria-live="polite"');
    expect(
      lacking(panelText(long), ["Go to page", "Pages 1 to 70. Type a number and press Go.", "Page 1 of 70"]),
    ).toEqual([]);
    expect(having(panelText(), ["Go to page"])).toEqual([]);
    await i18n.changeLanguage("es");
    expect(lacking(panelText(long), ["Ir a la página", "Páginas 1 a 70.", "Página 1 de 70"])).toEqual([]);
    expect(having(panelText(long), ["Go to page", "Pages 1 to"])).toEqual([]);
  });
});
